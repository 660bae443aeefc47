package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.internal.json.Json;
import dev.switchyard.policy.RouteSource;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile route tables (a table from a server, a teammate's change): each is refused with Swift's
 * message at Swift's place (the route-table file article, "Errors"), and nothing but a
 * {@link TableError} (or an {@link IOException} for a file that cannot be read) leaves the API.
 */
class HostileTableTest {
    static final int LIMIT = 64 << 20;

    static TableError refusedBytes(byte[] bytes) {
        return assertThrows(TableError.class,
            () -> RouteTableFile.load(new ByteArrayInputStream(bytes), "t.json"));
    }

    static byte[] pattern(byte... inside) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("{\"routes\":[{\"pattern\":\"/a".getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(inside);
        out.writeBytes("b\"}]}".getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    /** Bytes that are not UTF-8 were read as U+FFFD, so {@code /a\uFFFDb} matched /a%EF%BF%BDb. */
    @Test
    void bytesThatAreNotUtf8AreRefusedAtTheirPlaceNeverReplaced() {
        byte[][] invalid = {{(byte) 0xFF}, {(byte) 0xC0, (byte) 0xAF},
            {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF4, (byte) 0x90, (byte) 0x80,
                (byte) 0x80}, {(byte) 0xE2, (byte) 0x82}};
        String[] named = {"0xFF", "0xC0", "0xED", "0xF4", "0xE2"};
        for (int i = 0; i < invalid.length; i++) {
            TableError e = refusedBytes(pattern(invalid[i]));
            assertEquals("t.json:1:26: error: invalid UTF-8 byte " + named[i] + " in string",
                e.getMessage());
            assertEquals("syntax", e.kind);
            assertEquals("json.invalid-utf8-in-string", e.code);
        }
        byte[] outside = "{\"routes\":[],\n\"x-a\":\u00ff}".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals("t.json:2:7: error: invalid UTF-8 byte 0xFF",
            refusedBytes(outside).getMessage());
        byte[] valid = pattern((byte) 0xF0, (byte) 0x9F, (byte) 0x98, (byte) 0x80);
        assertNotNull(assertDoesNotThrowTable(valid));
    }

    static RouteTable assertDoesNotThrowTable(byte[] bytes) {
        try {
            return RouteTableFile.load(new ByteArrayInputStream(bytes), "t.json");
        } catch (IOException | TableError e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aFileWithInvalidUtf8IsRefusedAsTheStreamIs(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("t.json");
        Files.write(file, pattern((byte) 0xC0, (byte) 0xAF));
        TableError e = assertThrows(TableError.class, () -> RouteTableFile.load(file));
        assertEquals(file + ":1:26: error: invalid UTF-8 byte 0xC0 in string", e.getMessage());
    }

    /** A JVM string can hold a surrogate without its other half; no file can. */
    @Test
    void aStringWithALoneSurrogateIsRefusedAsItsBytesWouldBe() {
        String text = "{\"routes\":[{\"pattern\":\"/a\uD800b\"}]}";
        TableError e = assertThrows(TableError.class, () -> RouteTableFile.parse(text, "t.json"));
        assertEquals("t.json:1:26: error: invalid UTF-8 byte 0xED in string", e.getMessage());
        String low = "{\"routes\":[],\"x-a\":\uDC00}";
        e = assertThrows(TableError.class, () -> RouteTableFile.parse(low, "t.json"));
        assertEquals("t.json:1:20: error: invalid UTF-8 byte 0xED", e.getMessage());
        String pair = "{\"routes\":[{\"pattern\":\"/a\uD83D\uDE00b\"}]}";
        assertDoesNotThrowTable(pair.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void escapedSurrogatesWithoutTheirOtherHalfAreRefused() {
        String[] escapes = {"\\ud800", "\\ud800b", "\\ud800\\u0041", "\\udc00"};
        String[] digits = {"d800", "d800", "d800", "dc00"};
        for (int i = 0; i < escapes.length; i++) {
            String text = "{\"routes\":[{\"pattern\":\"/a" + escapes[i] + "\"}]}";
            TableError e = assertThrows(TableError.class, () -> RouteTableFile.parse(text, "t"));
            assertEquals("t:1:26: error: unpaired surrogate '\\u" + digits[i] + "'",
                e.getMessage());
        }
    }

    @Test
    void nestingPast128LevelsIsRefusedAtThe129thBracket() throws TableError {
        for (int levels : new int[] {129, 130, 512, 100_000}) {
            String text = "{\"routes\":[],\"x-a\":" + "[".repeat(levels - 1)
                + "]".repeat(levels - 1) + "}";
            TableError e = assertThrows(TableError.class, () -> RouteTableFile.parse(text, "t"));
            assertEquals("t:1:147: error: nesting deeper than 128 levels", e.getMessage());
        }
        String deepest = "{\"routes\":[],\"x-a\":" + "[".repeat(127) + "]".repeat(127) + "}";
        assertNotNull(RouteTableFile.parse(deepest, "t"));
    }

    /** The JVM trimmed an entry, so {@code \u000bhttps://m.shop.example\u0000} was accepted. */
    @Test
    void aLinkSourceIsReadAsWrittenNotTrimmed() {
        String text = "{\"options\":{\"accept\":[\"\\u000bhttps://m.shop.example\\u0000\"]},"
            + "\"routes\":[]}";
        TableError e = assertThrows(TableError.class, () -> RouteTableFile.parse(text, "t"));
        assertEquals("t:1:23: error: a link source must start with a scheme such as \"myapp\" or"
            + " \"https://example.com\"", e.getMessage());
        assertNull(LinkSource.parse("\u000bhttps://m.shop.example"));
        assertNull(LinkSource.parse(" shop"));
        assertNull(LinkSource.parse("shop\n"));
        assertNull(LinkSource.parse("https://m.shop.example/app"));
        LinkSource source = LinkSource.parse("HTTPS://M.Shop.Example/");
        assertNotNull(source);
        assertEquals("m.shop.example", source.host);
    }

    /** A stream that never ends: the reader stops one byte past the limit. */
    static final class Endless extends InputStream {
        long read;

        @Override
        public int read() {
            read++;
            return ' ';
        }

        @Override
        public int read(byte[] buffer, int offset, int length) {
            java.util.Arrays.fill(buffer, offset, offset + length, (byte) ' ');
            read += length;
            return length;
        }
    }

    @Test
    @Timeout(300) // a hang guard, not a speed check: CI machines are shared
    void aStreamOver64MiBIsRefusedAfterTheLimit() {
        Endless endless = new Endless();
        TableError e = assertThrows(TableError.class, () -> RouteTableFile.load(endless, "t.json"));
        assertEquals("t.json:1:1: error: cannot read file (over 67108864 bytes)", e.getMessage());
        assertEquals("file.too-large", e.code);
        assertEquals(LIMIT + 1L, endless.read);
    }

    /** A 3 GB table threw OutOfMemoryError: a file over the limit is refused from its size. */
    @Test
    @Timeout(300) // a hang guard, not a speed check: CI machines are shared
    void aThreeGigabyteFileIsRefusedUnread(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("huge.json");
        try (RandomAccessFile sparse = new RandomAccessFile(file.toFile(), "rw")) {
            sparse.setLength(3L << 30);
        }
        TableError e = assertThrows(TableError.class, () -> RouteTableFile.load(file));
        assertEquals(file + ":1:1: error: cannot read file (over 67108864 bytes)", e.getMessage());
        Path exactly = dir.resolve("limit.json");
        byte[] table = "{\"routes\":[]}".getBytes(StandardCharsets.US_ASCII);
        try (RandomAccessFile padded = new RandomAccessFile(exactly.toFile(), "rw")) {
            padded.write(table);
            padded.write(" ".repeat(LIMIT - table.length).getBytes(StandardCharsets.US_ASCII));
        }
        assertDoesNotThrowTable(Files.readAllBytes(exactly));
    }

    @Test
    @Timeout(300) // a hang guard, not a speed check: CI machines are shared
    void aStringOver64MiBIsRefused() {
        String text = "{\"routes\":[]}" + " ".repeat(LIMIT);
        TableError e = assertThrows(TableError.class, () -> RouteTableFile.parse(text, "t.json"));
        assertEquals("t.json:1:1: error: cannot read file (over 67108864 bytes)", e.getMessage());
        String wide = "{\"routes\":[],\"x-a\":\"" + "\u00e9".repeat(LIMIT / 2) + "\"}";
        e = assertThrows(TableError.class, () -> RouteTableFile.parse(wide, "t.json"));
        assertEquals("t.json:1:1: error: cannot read file (over 67108864 bytes)", e.getMessage());
    }

    @Test
    @Timeout(60) // a hang guard: a FIFO with no writer must not be waited on
    void aFifoIsNotWaitedOn(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("t.json");
        Process made = new ProcessBuilder("mkfifo", fifo.toString()).start();
        org.junit.jupiter.api.Assumptions.assumeTrue(made.waitFor() == 0, "no mkfifo here");
        IOException e = assertThrows(IOException.class, () -> RouteTableFile.load(fifo));
        assertEquals("not a regular file", TableBytes.why(e));
        IOException missing = assertThrows(IOException.class,
            () -> RouteTableFile.load(dir.resolve("none.json")));
        assertEquals("No such file or directory", TableBytes.why(missing));
    }

    /** Mutated tables: each loads or is refused with a located TableError, never anything else. */
    @Test
    @Timeout(300) // a hang guard, not a speed check: CI machines are shared
    void mutatedTablesLoadOrAreRefusedNeverThrowAnythingElse() throws IOException {
        byte[][] seeds = {Files.readAllBytes(Path.of("testdata/features.json")),
            Files.readAllBytes(Path.of("testdata/policy.json")),
            Files.readAllBytes(Path.of("../Examples/Shop/shop.routes.json"))};
        byte[] alphabet = "{}[]\":,\\u0d8ef9 -+.eE/:*()<>?#%\n\t"
            .getBytes(StandardCharsets.US_ASCII);
        Random random = new Random(64);
        int refused = 0;
        for (int i = 0; i < 3_000; i++) {
            byte[] seed = seeds[random.nextInt(seeds.length)];
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            int at = random.nextInt(seed.length);
            out.write(seed, 0, at);
            int kind = random.nextInt(4);
            if (kind == 0) out.write(alphabet[random.nextInt(alphabet.length)]);
            if (kind == 1) out.write(0x80 + random.nextInt(0x80));
            if (kind == 2) out.writeBytes("[".repeat(random.nextInt(300)).getBytes());
            int skip = kind == 3 ? 1 + random.nextInt(8) : random.nextInt(2);
            out.write(seed, Math.min(seed.length, at + skip), seed.length - Math.min(seed.length,
                at + skip));
            try {
                RouteTableFile.parse(new String(out.toByteArray(), StandardCharsets.ISO_8859_1),
                    "m.json");
                RouteTableFile.load(new ByteArrayInputStream(out.toByteArray()), "m.json");
            } catch (TableError e) {
                refused++;
                assertTrue(e.line >= 1 && e.column >= 1, e.getMessage());
                assertTrue(e.getMessage().startsWith("m.json:"), e.getMessage());
            }
        }
        assertTrue(refused > 1_000, "only " + refused + " of 3,000 mutated tables refused");
    }

    static String refusal(String pattern) {
        String text = "{\"routes\": [{\"pattern\": " + Json.quote(pattern) + "}]}";
        TableError e = assertThrows(TableError.class, () -> RouteTableFile.parse(text, "t.json"));
        return e.line + ":" + e.column + " " + e.message;
    }

    /** Swift's limits (HostileInputTests: 20,000 and 100,000 segments, 10,000 nested groups). */
    @Test
    @Timeout(120) // a hang guard, not a speed check: CI machines are shared
    void hostilePatternsAreRefusedAtSwiftsLimits() {
        // The pattern's quote is at column 25; its character at offset k at column 26 + k.
        assertEquals("1:" + (26 + 513) + " a pattern can have at most 256 segments",
            refusal("/a".repeat(20_000)));
        assertEquals("1:" + (26 + 65_536) + " a pattern can be at most 65536 characters"
            + " long", refusal("/a".repeat(100_000)));
        String groups = " too many optional-group combinations (more than 256)";
        assertEquals("1:" + (26 + 3 * 255) + groups,
            refusal("(/a".repeat(10_000) + ")".repeat(10_000)));
        assertEquals("1:" + (26 + 2 + 4 * 8) + groups, refusal("/x" + "(/a)".repeat(9)));
    }

    /** A table loaded in the background: the longest pattern builds and matches on 512 KiB. */
    @Test
    @Timeout(120) // a hang guard, not a speed check: CI machines are shared
    void theLongestPatternBuildsAndMatchesOnA512KiBStack() throws Exception {
        String[] outcome = {"(not run)"};
        Thread thread = new Thread(null, () -> {
            // Limits past the file's ceilings, set as Swift's suite sets its package-level intake.
            String text = "{\"routes\": [{\"pattern\": \"" + "/a".repeat(255) + "/:last\","
                + " \"handler\": \"long\"},"
                + " {\"pattern\": \"" + "/a".repeat(256) + "\", \"handler\": \"literal\"},"
                + " {\"pattern\": \"" + "/a".repeat(255) + "/*rest\", \"handler\": \"rest\"}]}";
            try {
                RouteTable table = RouteTableFile.parse(text, "long.json");
                table.options.maxURLLength = 1 << 20;
                table.options.maxSegments = 200_000;
                List<String> seen = new ArrayList<>();
                for (int count : new int[] {200, 256, 257}) {
                    seen.add(shown(table.match("/a".repeat(count - 1) + "/b", RouteSource.IN_APP)));
                }
                seen.add(shown(table.match("/a".repeat(256), RouteSource.IN_APP)));
                Match rest = table.match("/a".repeat(100_000), RouteSource.IN_APP);
                seen.add(rest.route.handler + " " + rest.wildcard.size());
                outcome[0] = String.join(" | ", seen);
            } catch (TableError | RuntimeException | StackOverflowError e) {
                outcome[0] = e.toString();
            }
        }, "small-stack", 512 << 10);
        thread.start();
        thread.join();
        assertEquals("- | long last=b | rest rest=a/b *=[a, b] | literal | rest 99745", outcome[0]);
    }

    static String shown(Match match) {
        if (!match.matched()) return "-";
        StringBuilder text = new StringBuilder(match.route.handler);
        for (Map.Entry<String, List<String>> p : new TreeMap<>(match.parameters).entrySet()) {
            text.append(' ').append(p.getKey()).append('=')
                .append(String.join(",", p.getValue()));
        }
        if (!match.wildcard.isEmpty()) text.append(" *=").append(match.wildcard);
        return text.toString();
    }

    /** As Swift's LongTextDiagnosticsTests: a message quotes long text cut, never whole. */
    @Test
    @Timeout(120) // a hang guard, not a speed check: CI machines are shared
    void aMegabyteKeyOrNumberIsQuotedCut() {
        String key = "k".repeat(1 << 20);
        TableError e = assertThrows(TableError.class,
            () -> RouteTableFile.parse("{\"routes\": [], \"" + key + "\": 1}", "t.json"));
        assertTrue(e.getMessage().startsWith("t.json:1:16: error: unknown key \"" + "k".repeat(80)
            + "\u2026\" (1048576 characters) in route table"), e.getMessage());
        String number = "9".repeat(100_000);
        e = assertThrows(TableError.class, () -> RouteTableFile.parse(
            "{\"routes\": [{\"pattern\": \"/a\", \"priority\": " + number + "}]}", "t.json"));
        assertEquals("t.json:1:43: error: number " + "9".repeat(80) + "\u2026 (100000 characters)"
            + " is out of range", e.getMessage());
    }
}
