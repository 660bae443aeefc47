package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.switchyard.cli.ready.ReadyTableWriter;
import dev.switchyard.internal.ready.ReadyFormat;
import dev.switchyard.policy.RouteSource;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

/**
 * A ready table that is not one, of another version, truncated or damaged is refused with a
 * {@link ReadyTableError} saying why and where: never another exception, never a table (ADR 0069).
 * A payload changed by hand with its checksum made to agree is refused where a value is out of
 * range, or, where every value is in range, is a table that answers without throwing.
 */
class ReadyTableDamageTest {
    private static byte[] image(String file) throws Exception {
        return ReadyTableWriter.write(RouteTableFile.load(Path.of("testdata", file)));
    }

    private static ReadyTableError refused(byte[] image) {
        return assertThrows(ReadyTableError.class, () -> ReadyTable.read(image, "routes.ready"));
    }

    /** Where the payload starts: after the magic, format, version, length and checksum. */
    static int payload(byte[] image) {
        return 7 + image[6] + 8;
    }

    @Test
    void notAReadyTable() {
        byte[] json = "{\"routes\": []}".getBytes(StandardCharsets.UTF_8);
        ReadyTableError e = refused(json);
        assertEquals(ReadyTableError.Reason.NOT_A_READY_TABLE, e.reason);
        assertEquals("routes.ready: not a ready table: it does not start with \"SWYJ\" (a JSON"
            + " table loads with RouteTableFile)", e.getMessage());
        assertEquals(ReadyTableError.Reason.NOT_A_READY_TABLE,
            refused("SWYD....".getBytes(StandardCharsets.US_ASCII)).reason);
    }

    @Test
    void everyTruncationIsRefused() throws Exception {
        byte[] image = image("shop.json");
        for (int length = 0; length < image.length; length++) {
            ReadyTableError e = refused(Arrays.copyOf(image, length));
            assertEquals(ReadyTableError.Reason.TRUNCATED, e.reason, length + ": " + e);
            assertEquals(length, e.offset);
        }
        ReadyTableError e = refused(Arrays.copyOf(image, 100));
        assertEquals("routes.ready: ready table is truncated: 100 bytes where its header announces "
            + image.length, e.getMessage());
        ReadyTableError longer = refused(Arrays.copyOf(image, image.length + 3));
        assertEquals(ReadyTableError.Reason.MALFORMED, longer.reason);
        assertEquals("routes.ready: ready table is damaged at byte " + image.length
            + ": 3 bytes follow the payload", longer.getMessage());
    }

    @Test
    void anotherVersionIsRefused() throws Exception {
        byte[] image = image("shop.json");
        byte[] format = image.clone();
        format[4] = 1;
        ReadyTableError e = refused(format);
        assertEquals(ReadyTableError.Reason.FORMAT_VERSION, e.reason);
        assertEquals("routes.ready: ready table has format version 1 (written by "
            + "switchyard-android "
            + ReadyFormat.LIBRARY_VERSION + "), this library (switchyard-android "
            + ReadyFormat.LIBRARY_VERSION + ") reads format version 3: write it again with this"
            + " library's command line (switchyard ready)", e.getMessage());
        byte[] library = image.clone();
        library[7] = (byte) '9';
        e = refused(library);
        assertEquals(ReadyTableError.Reason.LIBRARY_VERSION, e.reason);
        assertTrue(e.getMessage().startsWith("routes.ready: ready table was written by "
            + "switchyard-android 9"), e.getMessage());
    }

    /** Every byte changed (three ways) is refused: the header's checks or the CRC-32. */
    @Test
    void everyChangedByteIsRefused() throws Exception {
        byte[] image = image("features.json");
        for (int at = 0; at < image.length; at++) {
            for (int change : new int[] {0x01, 0x80, 0xFF}) {
                byte[] damaged = image.clone();
                damaged[at] ^= (byte) change;
                ReadyTableError e = refused(damaged);
                if (at >= payload(image)) {
                    assertEquals(ReadyTableError.Reason.CHECKSUM, e.reason, at + ": " + e);
                    assertEquals("routes.ready: ready table is damaged: its checksum does not "
                        + "match its contents", e.getMessage());
                }
            }
        }
    }

    /**
     * Every payload byte changed, the CRC-32 made to agree: a refusal located in the payload, or a
     * table that matches every link and builds every named route's link without throwing.
     */
    @Test
    void aChangedPayloadWithAnAgreeingChecksumNeverCrashes() throws Exception {
        List<String> urls = Files.readAllLines(Path.of("testdata", "features.urls")).subList(0, 40);
        for (String file : List.of("features.json", "policy.json")) {
            // As the command line writes it, and every first segment's subtree a group of its own
            // (ADR 0073): read when a link reaches it, or at once by the whole read.
            RouteTable json = RouteTableFile.load(Path.of("testdata", file));
            byte[] grouped = ReadyTableWriter.write(json, 1);
            for (byte[] image : List.of(ReadyTableWriter.write(json), grouped)) {
                int[] outcomes = new int[3];
                int start = payload(image);
                for (int at = start; at < image.length; at++) {
                    for (int change : new int[] {0x01, 0xFF}) {
                        byte[] damaged = image.clone();
                        damaged[at] ^= (byte) change;
                        checksum(damaged, start);
                        String label = file + ": byte " + at + " ^ " + change;
                        outcomes[changed(damaged, start, urls, label)]++;
                    }
                }
                assertTrue(outcomes[0] > 0 && outcomes[1] > 0, Arrays.toString(outcomes));
                // Only a grouped image has parts its load does not read.
                assertEquals(image == grouped, outcomes[2] > 0, Arrays.toString(outcomes));
            }
        }
    }

    /**
     * A changed image's outcome: 0 refused, 1 a table that answers without throwing, 2 a table
     * whose load took it and whose whole read refuses it (a group that does not read).
     */
    private static int changed(byte[] damaged, int start, List<String> urls, String label) {
        RouteTable table;
        try {
            table = ReadyTable.read(damaged, "routes.ready");
        } catch (ReadyTableError e) {
            located(e, start, damaged.length, label);
            assertThrows(ReadyTableError.class, () -> ReadyTable.readWhole(damaged, "r.ready"));
            return 0;
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(label, e);
        }
        answers(table, urls, label);
        try {
            answers(ReadyTable.readWhole(damaged, "routes.ready"), urls, label);
            return 1;
        } catch (ReadyTableError e) {
            located(e, start, damaged.length, label);
            return 2;
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(label, e);
        }
    }

    private static void located(ReadyTableError error, int start, int end, String label) {
        assertEquals(ReadyTableError.Reason.MALFORMED, error.reason, label);
        assertTrue(error.offset >= start && error.offset <= end, label + error);
    }

    /** Puts the CRC-32 of the payload into the header, as a hand-made image would. */
    static void checksum(byte[] image, int start) {
        CRC32 crc = new CRC32();
        crc.update(image, start, image.length - start);
        int value = (int) crc.getValue();
        for (int k = 0; k < 4; k++) image[start - 4 + k] = (byte) (value >>> (8 * k));
    }

    private static void answers(RouteTable table, List<String> urls, String label) {
        try {
            for (String url : urls) {
                table.match(url, RouteSource.otherApp("com.example"));
                table.matchIgnoringPolicy(url, Map.of());
            }
            for (Route route : table.routes()) {
                if (route.name != null) table.url(route.name, Map.of("id", List.of("7")));
            }
        } catch (RuntimeException | StackOverflowError e) {
            fail(label + ": a loaded table threw", e);
        }
    }
}
