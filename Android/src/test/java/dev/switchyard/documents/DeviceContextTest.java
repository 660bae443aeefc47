package dev.switchyard.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.internal.text.SwiftNumbers;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The device context: app ranges, platforms, and the rollout bucket Swift computes. */
class DeviceContextTest {
    /**
     * Salt, user id, bucket: each bucket is what {@code switchyard verify --user-id ID} printed
     * for a document of serial 7 with that salt and a rollout of 0 % (an empty salt: no salt, so
     * "7").
     */
    static final String[][] SWIFT_BUCKETS = {
        {"goods-web", "u-1", "11.48"}, {"goods-web", "u-7", "99.34"},
        {"goods-web", "alice", "38.13"}, {"goods-web", "7F3A-22", "85.65"},
        {"goods-web", "ü-user", "4.71"}, {"goods-web", "", "29.59"},
        {"checkout", "u-1", "81.47"}, {"checkout", "u-7", "92.87"}, {"checkout", "alice", "90.52"},
        {"checkout", "7F3A-22", "5.78"}, {"checkout", "ü-user", "3.11"}, {"checkout", "", "51.42"},
        {"7", "u-1", "77.41"}, {"7", "u-7", "64.91"}, {"7", "alice", "64.25"},
        {"7", "7F3A-22", "38.36"}, {"7", "ü-user", "93.47"}, {"7", "", "15.43"},
    };

    @Test
    void theBucketIsSwifts() {
        for (String[] vector : SWIFT_BUCKETS) {
            DeviceContext context = new DeviceContext("1.0", "android", vector[1]);
            assertEquals(Double.parseDouble(vector[2]), context.rolloutBucket(vector[0]), 0.0,
                vector[0] + ":" + vector[1]);
            assertEquals(vector[2], SwiftNumbers.hundredths(context.bucketHundredths(vector[0])));
        }
    }

    /**
     * User id, bucket for the salt goods-web: a lone surrogate is hashed as U+FFFD, one for each
     * code unit, as Swift's {@code String(decoding:as: UTF16.self)} reads it. Each bucket is what
     * {@code switchyard match --document --user-id ID} printed for a document of serial 7, salt
     * goods-web and a rollout of 0 %, the id written with U+FFFD (a Swift string cannot hold a
     * lone surrogate); Python's hashlib gives the same. Before, the JDK's encoder wrote {@code ?}:
     * {@code u-} and one lone surrogate was in bucket 20.71, the bucket of {@code u-?}.
     */
    static final String[][] LONE_SURROGATES = {
        {"u-\uD800", "29.26"}, {"u-\uDC00", "29.26"}, {"u-\uDBFF", "29.26"},
        {"u-\uFFFD", "29.26"}, {"u-\uDC00\uD800", "36.79"}, {"u-\uD800\uD800", "36.79"},
        {"u-\uFFFD\uFFFD", "36.79"}, {"\uD800", "21.56"}, {"u-?", "20.71"},
    };

    @Test
    void aLoneSurrogateIsHashedAsSwiftReadsItAsUFFFD() {
        for (String[] vector : LONE_SURROGATES) {
            DeviceContext context = new DeviceContext("1.0", "android", vector[0]);
            assertEquals(vector[1], SwiftNumbers.hundredths(context.bucketHundredths("goods-web")),
                vector[0].codePoints().mapToObj(c -> String.format("U+%04X", c)).toList()
                    .toString());
            assertEquals(vector[0], context.userId(), "the id is kept as given");
        }
        // A paired surrogate is a character like any other: its four UTF-8 bytes.
        DeviceContext paired = new DeviceContext("1.0", "android", "u-\uD83D\uDE00");
        assertEquals("42.32", SwiftNumbers.hundredths(paired.bucketHundredths("goods-web")));
    }

    @Test
    void theRolloutRefusesFromItsPercentOn() throws RoutingDocumentError {
        // u-7 is in bucket 99.34 for the salt goods-web, u-1 in 11.48.
        RoutingDocument document = RoutingDocument.parse("{\"format\":1,\"serial\":7,"
            + "\"rollout\":{\"percent\":50,\"salt\":\"goods-web\"}}", "d.json");
        Instant now = Instant.parse("2026-12-01T00:00:00Z");
        assertNull(document.refusal(new DeviceContext("1", "ios", "u-1"), now));
        RoutingDocumentError out = document.refusal(new DeviceContext("1", "ios", "u-7"), now);
        assertEquals(RoutingDocumentError.Code.NOT_IN_ROLLOUT, out.code());
        assertEquals("document 7 reaches 50.0% of users; this user is in bucket 99.34",
            out.getMessage());
        RoutingDocument at1148 = RoutingDocument.parse("{\"format\":1,\"serial\":7,"
            + "\"rollout\":{\"percent\":11.48,\"salt\":\"goods-web\"}}", "d.json");
        RoutingDocumentError at = at1148.refusal(new DeviceContext("1", "ios", "u-1"), now);
        assertEquals(RoutingDocumentError.Code.NOT_IN_ROLLOUT, at.code());
        assertEquals("document 7 reaches 11.48% of users; this user is in bucket 11.48",
            at.getMessage());
        RoutingDocument everyone = RoutingDocument.parse("{\"format\":1,\"serial\":7,"
            + "\"rollout\":{\"percent\":100}}", "d.json");
        assertNull(everyone.refusal(new DeviceContext("1", "ios", "u-7"), now));
    }

    @Test
    void versionsCompareNumberByNumber() {
        DocumentAppRange range = new DocumentAppRange("2.9", "2.10.1", List.of());
        assertTrue(new DeviceContext("2.10", "ios", "u").isIn(range));
        assertTrue(new DeviceContext("2.9.0", "ios", "u").isIn(range));
        assertTrue(new DeviceContext("2.10.1", "ios", "u").isIn(range));
        assertFalse(new DeviceContext("2.10.2", "ios", "u").isIn(range));
        assertFalse(new DeviceContext("2.8", "ios", "u").isIn(range));
        assertFalse(new DeviceContext("2.x", "ios", "u").isIn(range));
        DocumentAppRange open = new DocumentAppRange(null, null, List.of());
        assertTrue(new DeviceContext("2.x", "ios", "u").isIn(open));
    }

    @Test
    void platformsCompareWithoutCase() {
        DocumentAppRange android = new DocumentAppRange(null, null, List.of("Android"));
        assertTrue(new DeviceContext("1", "ANDROID", "u").isIn(android));
        assertFalse(new DeviceContext("1", "ios", "u").isIn(android));
    }

    @Test
    void otherAppsAndTimeWindowsAreRefusedWithSwiftsWords() throws RoutingDocumentError {
        RoutingDocument document = RoutingDocument.parse("{\"format\":1,\"serial\":12,"
            + "\"app\":{\"minVersion\":\"2.0\",\"platforms\":[\"ios\"]},"
            + "\"notBefore\":\"2026-11-20T00:00:00Z\","
            + "\"expires\":\"2026-12-31T00:00:00+01:00\"}", "d");
        DeviceContext ios = new DeviceContext("2.4.0", "ios", "u");
        DeviceContext android = new DeviceContext("2.4.0", "android", "u");
        Instant inside = Instant.parse("2026-12-01T00:00:00Z");
        assertNull(document.refusal(ios, inside));
        RoutingDocumentError other = document.refusal(android, inside);
        assertEquals(RoutingDocumentError.Code.OTHER_APP, other.code());
        assertEquals("document 12 is for app versions 2.0…any on ios; this is 2.4.0 on android",
            other.getMessage());
        RoutingDocumentError early = document.refusal(ios, Instant.parse("2026-11-19T23:59:59Z"));
        assertEquals(RoutingDocumentError.Code.NOT_YET_VALID, early.code());
        assertEquals("document 12 is valid from 2026-11-20T00:00:00Z", early.getMessage());
        RoutingDocumentError late = document.refusal(ios, Instant.parse("2026-12-30T23:00:00Z"));
        assertEquals(RoutingDocumentError.Code.EXPIRED, late.code());
        assertEquals("document 12 expired at 2026-12-30T23:00:00Z", late.getMessage());
        assertNull(document.refusal(ios, Instant.parse("2026-12-30T22:59:59Z")));
    }
}
