package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.DocumentMatch;
import dev.switchyard.documents.InMemoryFloorStore;
import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.documents.UnsignedRoutingDocuments;
import dev.switchyard.policy.RouteSource;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Arrivals as Swift's {@code RemoteRoutingDocuments} takes them: the floor, {@code minimumSerial},
 * the document in force arriving again, keep-the-last-good, the end of a document at its
 * {@code expires}, and hostile bytes refused without anything thrown.
 */
public class RoutingDocumentsTest {
    public static final String TABLE = "{\"routes\":["
        + "{\"pattern\":\"shop://goods/:id\",\"handler\":\"goods\"},"
        + "{\"pattern\":\"shop://cart\",\"handler\":\"cart\"}]}";
    static final DeviceContext CONTEXT = new DeviceContext("2.4.0", "android", "u-7");

    private final AtomicReference<Instant> now =
        new AtomicReference<>(Instant.parse("2026-12-01T00:00:00Z"));

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private RoutingDocuments documents(RoutingDocuments.Builder builder) {
        return builder.clock(now::get).build();
    }

    private RoutingDocuments unsigned() throws Exception {
        return documents(UnsignedRoutingDocuments.builderForTesting(RouteTableFile.parse(TABLE,
            "t.json"), CONTEXT));
    }

    /** A document that degrades the cart to {@code to}. */
    private static byte[] cartTo(long serial, String to) {
        return ("{\"format\":1,\"serial\":" + serial
                + ",\"degrades\":[{\"route\":\"shop://cart\",\"to\":\""
            + to + "\"}]}").getBytes(StandardCharsets.UTF_8);
    }

    private static String opens(RoutingDocuments documents, String url) {
        DocumentMatch match = documents.match(url, RouteSource.IN_APP);
        return match.matched() ? match.match().route.pattern : "refused";
    }

    @Test
    void aDocumentAppliesAndTheNextReplacesIt() throws Exception {
        RoutingDocuments documents = unsigned();
        assertEquals("applied document 12", documents.offer(cartTo(12, "shop://goods/1"),
                "d").toString());
        assertEquals("shop://goods/:id", opens(documents, "shop://cart"));
        assertEquals(12, documents.state().inForce().serial());
        assertEquals("applied document 13", documents.offer(cartTo(13, "shop://goods/2"),
                "d").toString());
        assertEquals("2",
            documents.match("shop://cart", RouteSource.IN_APP).match().parameter("id"));
    }

    @Test
    void aRefusedDocumentLeavesTheLastGoodInForce() throws Exception {
        RoutingDocuments documents = unsigned();
        documents.offer(cartTo(12, "shop://goods/1"), "d");
        DocumentArrival malformed = documents.offer(bytes("{\"format\":1}"), "d");
        assertEquals(RoutingDocumentError.Code.MALFORMED, malformed.refusal().code());
        DocumentArrival notApplying = documents.offer(
            bytes("{\"format\":1,\"serial\":14,\"remove\":[\"shop://none\"]}"), "d");
        assertEquals(RoutingDocumentError.Code.DOES_NOT_APPLY, notApplying.refusal().code());
        assertEquals(12, documents.state().inForce().serial());
        assertEquals("1",
            documents.match("shop://cart", RouteSource.IN_APP).match().parameter("id"));
    }

    @Test
    void theFloorRefusesOlderSerialsAndChangedContent() throws Exception {
        RoutingDocuments documents = unsigned();
        documents.offer(cartTo(12, "shop://goods/1"), "d");
        DocumentArrival older = documents.offer(cartTo(11, "shop://goods/1"), "d");
        assertEquals(RoutingDocumentError.Code.DOWNGRADE, older.refusal().code());
        assertEquals("document 11 is older than document 12, which is in force",
                older.refusal().getMessage());
        DocumentArrival changed = documents.offer(cartTo(12, "shop://goods/9"), "d");
        assertEquals("document 12 is not the document 12 this app accepted: "
            + "a changed document needs a "
            + "higher serial", changed.refusal().getMessage());
        DocumentArrival again = documents.offer(cartTo(12, "shop://goods/1"), "d");
        assertEquals(DocumentArrival.Outcome.UNCHANGED, again.outcome());
        assertEquals("document 12 is already in force", again.toString());
    }

    @Test
    void minimumSerialRefusesOlderDocuments() throws Exception {
        RoutingDocuments documents = documents(UnsignedRoutingDocuments.builderForTesting(
            RouteTableFile.parse(TABLE,
                "t"), CONTEXT)
            .minimumSerial(40));
        DocumentArrival arrival = documents.offer(cartTo(39, "shop://goods/1"), "d");
        assertEquals("refused (downgrade): document 39 is older than document 40, "
            + "the oldest this app takes",
            arrival.toString());
        assertNull(documents.state().inForce());
    }

    @Test
    void aDocumentEndsAtItsExpiresAndTheFloorStays() throws Exception {
        RoutingDocuments documents = unsigned();
        byte[] expiring = ("{\"format\":1,\"serial\":5,\"expires\":\"2026-12-02T00:00:00Z\","
            + "\"remove\":[\"shop://cart\"]}").getBytes(StandardCharsets.UTF_8);
        assertEquals(DocumentArrival.Outcome.APPLIED, documents.offer(expiring, "d").outcome());
        assertEquals("refused", opens(documents, "shop://cart"));
        now.set(Instant.parse("2026-12-02T00:00:00Z"));
        assertEquals("shop://cart", opens(documents, "shop://cart"));
        assertNull(documents.state().inForce());
        assertEquals("refused (expired): document 5 expired at 2026-12-02T00:00:00Z",
            documents.offer(expiring, "d").toString());
        assertEquals(RoutingDocumentError.Code.DOWNGRADE,
            documents.offer(cartTo(4, "shop://goods/1"), "d").refusal().code());
    }

    @Test
    void withKeysOnlySignedDocumentsAreTaken() throws Exception {
        TestSigner signer = new TestSigner();
        RoutingDocuments documents = documents(RoutingDocuments.builder(RouteTableFile.parse(TABLE,
                "t"), CONTEXT)
            .keys(PinnedKeys.of(Map.of("2026-a", signer.publicKey)))
            .floorStore(new InMemoryFloorStore()));
        assertEquals(RoutingDocumentError.Code.UNSIGNED,
            documents.offer(cartTo(3, "shop://goods/1"), "d").refusal().code());
        byte[] envelope = signer.seal(new String(cartTo(3, "shop://goods/1"),
                StandardCharsets.UTF_8), "2026-a");
        assertEquals(DocumentArrival.Outcome.APPLIED, documents.offer(envelope, "d").outcome());
        byte[] forged = new String(envelope,
                StandardCharsets.UTF_8).replace("\"format\":1,\"keyId\"",
            "\"format\":1,\"keyId\"").replaceFirst("\"document\":\"ey", "\"document\":\"ez")
            .getBytes(StandardCharsets.UTF_8);
        assertEquals(RoutingDocumentError.Code.BAD_SIGNATURE, documents.offer(forged,
                "d").refusal().code());
        assertEquals(3, documents.state().inForce().serial());
    }

    @Test
    void conditionsAndHandlersAreCheckedBeforeApplying() throws Exception {
        RoutingDocuments documents = documents(UnsignedRoutingDocuments.builderForTesting(
            RouteTableFile.parse(TABLE,
                "t"), CONTEXT)
            .handlers(java.util.Set.of("goods")));
        byte[] ios = bytes("{\"format\":1,\"serial\":3,\"app\":{\"platforms\":[\"ios\"]}}");
        assertEquals(RoutingDocumentError.Code.OTHER_APP, documents.offer(ios,
                "d").refusal().code());
        byte[] unbound = bytes("{\"format\":1,\"serial\":3,"
            + "\"routes\":[{\"pattern\":\"shop://n\",\"handler\":\"new\"}]}");
        assertEquals(RoutingDocumentError.Code.UNBOUND_HANDLER, documents.offer(unbound,
                "d").refusal().code());
        byte[] rollout = bytes("{\"format\":1,\"serial\":3,"
            + "\"rollout\":{\"percent\":50,\"salt\":\"goods-web\"}}");
        // u-7's bucket for goods-web is 99.34 (DeviceContextTest).
        assertEquals(RoutingDocumentError.Code.NOT_IN_ROLLOUT, documents.offer(rollout,
                "d").refusal().code());
        assertNull(documents.state().inForce());
    }

    @Test
    void aMatchSeesOneDocumentWholeWhileOthersArrive() throws Exception {
        RoutingDocuments documents = unsigned();
        List<String> wrong = java.util.Collections.synchronizedList(new ArrayList<>());
        Thread[] readers = new Thread[4];
        AtomicBoolean done = new AtomicBoolean();
        for (int t = 0; t < readers.length; t++) {
            readers[t] = new Thread(() -> {
                while (!done.get()) {
                    DocumentMatch match = documents.match("shop://cart", RouteSource.IN_APP);
                    long serial = match.documentSerial();
                    // Document N sends the cart to goods N: the id read is the serial in force.
                    String id = serial == 0 ? null : match.match().parameter("id");
                    if (serial != 0 && !Long.toString(serial).equals(id)) {
                        wrong.add(serial + " " + id);
                    }
                }
            });
            readers[t].start();
        }
        for (long serial = 1; serial <= 300; serial++) {
            documents.offer(cartTo(serial, "shop://goods/" + serial), "d");
        }
        done.set(true);
        for (Thread reader : readers) reader.join();
        assertEquals(List.of(), wrong);
        assertEquals(300, documents.state().inForce().serial());
    }

    @Test
    void hostileBytesAreRefusedWithoutThrowing() throws Exception {
        RoutingDocuments documents = unsigned();
        assertEquals(RoutingDocumentError.Code.TOO_LARGE,
            documents.offer(new byte[RoutingDocuments.MAXIMUM_SIZE + 1], "d").refusal().code());
        byte[] deep = ("{\"format\":1,\"serial\":3,\"x\":"
                + "[".repeat(100_000)).getBytes(StandardCharsets.UTF_8);
        RoutingDocumentError nested = documents.offer(deep, "d").refusal();
        assertEquals("d:1:155: nesting deeper than 128 levels", nested.getMessage());
        byte[] invalid = {'{', '"', (byte) 0xC3, '"', ':', '1', '}'};
        RoutingDocumentError utf8 = documents.offer(invalid, "d").refusal();
        assertEquals("d:1:3: invalid UTF-8 byte 0xC3 in string", utf8.getMessage());
        Random random = new Random(63);
        for (int i = 0; i < 2_000; i++) {
            byte[] noise = new byte[random.nextInt(64)];
            random.nextBytes(noise);
            DocumentArrival arrival = documents.offer(noise, "d");
            assertEquals(DocumentArrival.Outcome.REFUSED, arrival.outcome());
        }
        RoutingDocuments signed = documents(RoutingDocuments.builder(RouteTableFile.parse(TABLE,
                "t"), CONTEXT)
            .keys(PinnedKeys.of(Map.of("k", new TestSigner().publicKey)))
            .floorStore(new InMemoryFloorStore()));
        byte[] badBase64 =
            bytes("{\"format\":1,\"keyId\":\"k\",\"signature\":\"%%%%\",\"document\":\"e30=\"}");
        assertEquals(RoutingDocumentError.Code.MALFORMED, signed.offer(badBase64,
                "d").refusal().code());
        assertNull(documents.state().inForce());
    }
}
