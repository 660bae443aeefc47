package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.cli.ready.ReadyTableWriter;
import dev.switchyard.internal.ready.ReadyFormat;
import dev.switchyard.cli.MatchReport;
import dev.switchyard.internal.json.Json;
import dev.switchyard.policy.RouteSource;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * The ready form (ADR 0069): what it holds, how an app loads it, the command line that writes it,
 * and its size. That it answers as its JSON does is the corpus's and the differential tests' work
 * ({@link TableReader}); that a damaged image is refused is {@code ReadyTableDamageTest}'s.
 */
class ReadyTableTest {
    /** Every table of testdata/ and of the corpus, as JSON texts by name. */
    static List<String[]> tables() throws Exception {
        List<String[]> tables = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("testdata"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                tables.add(new String[] {file.toString(), Files.readString(file)});
            }
        }
        try (Stream<Path> files = Files.list(ConformanceTest.CASES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                Map<String, Json.Node> doc = Json.parse(Files.readString(file)).object();
                String json = ConformanceTest.toJson(doc.get("table"));
                tables.add(new String[] {file.toString(), json});
            }
        }
        return tables;
    }

    /**
     * The image of a loaded image is the image: every part the writer reads (routes, patterns,
     * segments, tries, rewrites, options) comes back as it was written.
     */
    @Test
    void anImageReadAndWrittenAgainIsTheSameImage() throws Exception {
        for (String[] table : tables()) {
            byte[] image = ReadyTableWriter.write(RouteTableFile.parse(table[1], table[0]));
            byte[] again = ReadyTableWriter.write(ReadyTable.read(image, table[0]));
            assertArrayEquals(image, again, table[0]);
        }
    }

    @Test
    void theRoutesAreTheJsonsRoutes() throws Exception {
        for (String[] table : tables()) {
            RouteTable json = RouteTableFile.parse(table[1], table[0]);
            RouteTable ready = TableReader.ready(json, table[0]);
            assertEquals(json.routes(), ready.routes(), table[0]);
            assertEquals(json.options().hostAsPath(), ready.options().hostAsPath(), table[0]);
            assertEquals(json.fallback, ready.fallback, table[0]);
            assertEquals(json.types, ready.types, table[0]);
            assertEquals(json.rewrites, ready.rewrites, table[0]);
        }
    }

    /** docs/ready-tables.md's example: an asset's stream, then a match from where the link came. */
    @Test
    void anAppLoadsItFromAStreamOrAFile() throws Exception {
        byte[] image = ReadyTableWriter.write(RouteTableFile.load(Path.of("testdata/shop.json")));
        RouteTable table = ReadyTable.load(new ByteArrayInputStream(image), "routes.ready");
        Match m = table.match("shop://goods/7?tab=a", RouteSource.UNIVERSAL_LINK);
        assertTrue(m.matched(), m.reason);
        assertEquals("7", m.parameter("id"));
        Path file = Files.createTempFile("routes-", ".ready");
        try {
            Files.write(file, image);
            RouteTable fromFile = ReadyTable.load(file);
            assertEquals(MatchReport.line("shop://goods/7", table, Map.of()),
                MatchReport.line("shop://goods/7", fromFile, Map.of()));
        } finally {
            Files.delete(file);
        }
    }

    /** The version written into every image is the library's, pom.xml's. */
    @Test
    void theImageNamesThePomsVersion() throws Exception {
        Matcher version = java.util.regex.Pattern.compile("\n  <version>([^<]+)</version>")
            .matcher(Files.readString(Path.of("pom.xml")));
        assertTrue(version.find());
        assertEquals(version.group(1), ReadyFormat.LIBRARY_VERSION);
    }

    /**
     * {@code switchyard ready} writes the image, which {@code switchyard match --table X.ready}
     * reads; a table that does not load exits 1 with its error, a usage error 64.
     */
    @Test
    void theCommandLineWritesIt() throws Exception {
        Path out = Files.createTempFile("shop-", ".ready");
        try {
            String[] run = MainTest.run("", "ready", "--table", "testdata/shop.json",
                "--output", out.toString());
            assertEquals("0", run[0], run[2]);
            assertTrue(run[1].startsWith("wrote " + out + ": 12 routes, "), run[1]);
            String[] json = MainTest.run("", "match", "--table", "testdata/shop.json",
                "shop://goods/7", "shop://nowhere");
            String[] ready = MainTest.run("", "match", "--table", out.toString(),
                "shop://goods/7", "shop://nowhere");
            assertEquals(json[1], ready[1]);
            Files.write(out, "{\"routes\": []}".getBytes(StandardCharsets.UTF_8));
            String[] refused = MainTest.run("", "match", "--table", out.toString(), "x://y");
            assertEquals("1", refused[0]);
            assertEquals(out + ": not a ready table: it does not start with \"SWYJ\" (a JSON"
                + " table loads with RouteTableFile)\n", refused[2]);
        } finally {
            Files.deleteIfExists(out);
        }
        String[] broken = MainTest.run("", "ready", "--table", "testdata/none.json",
            "--output", "unused.ready");
        assertEquals("1", broken[0]);
        assertTrue(broken[2].contains("cannot read file"), broken[2]);
        assertEquals("64", MainTest.run("", "ready", "--table", "testdata/shop.json")[0]);
        assertEquals("64", MainTest.run("", "ready", "--output", "x.ready")[0]);
        assertEquals("64", MainTest.run("", "ready", "--tabel", "testdata/shop.json")[0]);
        assertTrue(MainTest.run("", "--help")[1].contains(
            "Usage: switchyard ready --table <table> --output <file>"));
    }

    /**
     * At most the JSON's size gzipped (issue #80) where that target is met: the benchmark's 1,000
     * and 10,000 routes. Below about 500 routes of the benchmark's shapes it is not (a small
     * table's records cost more than its JSON's keys; Benchmarks/README.md): there the test holds
     * the stated bound instead, at most {@link #SMALL_TABLE_MARGIN} bytes more than the JSON
     * gzipped, for the benchmark's 100 routes and the small tables of testdata and the Shop
     * example (measured with this gzip: features.json 706 bytes over, the others 143 at most or
     * under).
     */
    @Test
    void atMostTheJsonsSizeGzipped() throws Exception {
        Map<String, String> large = new java.util.LinkedHashMap<>();
        for (int routes : new int[] {1_000, 10_000}) {
            large.put(routes + " routes", benchmarkTable(routes));
        }
        Map<String, String> small = new java.util.LinkedHashMap<>();
        small.put("100 routes", benchmarkTable(100));
        for (String file : List.of("testdata/shop.json", "testdata/policy.json",
                "testdata/features.json", "../Examples/Shop/shop.routes.json")) {
            small.put(file, Files.readString(Path.of(file)));
        }
        for (Map<String, String> tables : List.of(large, small)) {
            int margin = tables == large ? 0 : SMALL_TABLE_MARGIN;
            for (Map.Entry<String, String> table : tables.entrySet()) {
                String json = table.getValue();
                byte[] image = ReadyTableWriter.write(RouteTableFile.parse(json, "bench.json"));
                int jsonSize = gzipped(json.getBytes(StandardCharsets.UTF_8));
                int readySize = gzipped(image);
                assertTrue(readySize <= jsonSize + margin, table.getKey() + ": " + readySize
                    + " bytes gzipped against the JSON's " + jsonSize + " and a margin of "
                    + margin);
            }
        }
    }

    /** How much larger gzipped than its JSON a small table's ready form may be, in bytes. */
    static final int SMALL_TABLE_MARGIN = 750;

    /** The benchmark's table ({@code dev.switchyard.bench.Benchmark.route}'s four shapes). */
    static String benchmarkTable(int routes) {
        StringBuilder json = new StringBuilder("{\"routes\":[");
        String[] shapes = {"/items/:id", "/items/<int:id>/reviews", "/users/:uid([0-9]{2,8})",
            "/help/*rest"};
        for (int i = 0; i < routes; i++) {
            json.append(i > 0 ? "," : "").append("{\"pattern\":\"/s").append(i)
                .append(shapes[i % 4]).append("\",\"handler\":\"h").append(i).append("\"}");
        }
        return json.append("]}").toString();
    }

    static int gzipped(byte[] bytes) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(bytes);
        }
        return out.size();
    }

    /**
     * Strings beyond ASCII (the pool's text is then UTF-8) and an empty one (an unnamed capture's
     * name) come back whole.
     */
    @Test
    void stringsOfEveryKind() throws Exception {
        String json = "{\"routes\":[{\"pattern\":\"/搜索/:q\",\"handler\":\"検索\"},"
            + "{\"pattern\":\"/a/:\",\"name\":\"b\",\"tags\":[\"x\",\"ü\"]}]}";
        RouteTable table = TableReader.READY.parse(json, "t.json");
        assertEquals("検索", table.routes().get(0).handler);
        Match m = table.match("https://a.example/%E6%90%9C%E7%B4%A2/bike", RouteSource.IN_APP);
        assertNotNull(m.route, m.reason);
        assertEquals("bike", m.parameter("q"));
        assertEquals(List.of("x", "ü"), table.route("b").tags);
        assertEquals("/a/:", table.match("https://a.example/a/7", RouteSource.IN_APP).route.pattern);
    }
}
