package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchyard.cli.MatchReport;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every URL of testdata/*.urls gives the line the Swift `switchyard match` printed
 * (testdata/README.md), on each {@link TableReader}: the table read from its JSON, and from the
 * ready form written of it.
 */
class DifferentialTest {
    static final Path DATA = Path.of("testdata");

    @TestFactory
    Stream<DynamicTest> features() throws Exception {
        return cases("features", "features");
    }

    @TestFactory
    Stream<DynamicTest> hostAlwaysAPathSegment() throws Exception {
        return cases("features-always", "features");
    }

    @TestFactory
    Stream<DynamicTest> hostNeverAPathSegment() throws Exception {
        return cases("features-never", "features");
    }

    @TestFactory
    Stream<DynamicTest> registrationOrder() throws Exception {
        return cases("features-registration", "features");
    }

    @TestFactory
    Stream<DynamicTest> plusNotDecoded() throws Exception {
        return cases("features-plusoff", "features");
    }

    @TestFactory
    Stream<DynamicTest> everyOriginAccepted() throws Exception {
        return cases("features-open", "features");
    }

    @TestFactory
    Stream<DynamicTest> pluginFixture() throws Exception {
        return cases("plugin-app", "plugin-app");
    }

    @TestFactory
    Stream<DynamicTest> shop() throws Exception {
        return cases("shop", "shop");
    }

    @TestFactory
    Stream<DynamicTest> shopDemo() throws Exception {
        return cases("shop.routes", "shop");
    }

    @TestFactory
    Stream<DynamicTest> shopDemoStory() throws Exception {
        return cases("shop.routes", "shop-demo", "shop-demo");
    }

    /**
     * 3,000 generated URLs (testdata/random.urls) on each features table: one test a table, the
     * first differences listed.
     */
    @TestFactory
    Stream<DynamicTest> generatedURLs() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        List<String> tables = List.of("features", "features-always", "features-never",
            "features-registration", "features-plusoff", "features-open");
        for (TableReader reader : TableReader.values()) {
            for (String table : tables) tests.add(generated(reader, table));
        }
        return tests.stream();
    }

    private static DynamicTest generated(TableReader reader, String table) {
        return DynamicTest.dynamicTest(reader.label + "random URLs on " + table, () -> {
                RouteTable t = reader.load(DATA.resolve(table + ".json"));
                List<String> in =
                        Files.readAllLines(DATA.resolve("random.urls"), StandardCharsets.UTF_8);
                List<String> expected =
                        Files.readAllLines(DATA.resolve("random-" + table + ".expected"),
                        StandardCharsets.UTF_8);
                assertEquals(in.size(), expected.size());
                StringBuilder differences = new StringBuilder();
                int count = 0;
                for (int i = 0; i < in.size(); i++) {
                    String got = MatchReport.line(in.get(i), t, Map.of());
                    if (!got.equals(expected.get(i)) && count++ < 10) {
                        differences.append("\n  swift: ").append(expected.get(i)).append(
                        "\n  jvm:   ").append(got);
                    }
                }
                assertEquals(0, count, count + " of " + in.size() + " URLs differ:" + differences);
            });
    }

    /**
     * testdata/policy.urls on testdata/policy.json, run through the command line with each flag set
     * of testdata/policy.flags ({@code NAME<TAB>FLAGS}): the lines the Swift tool printed with the
     * same flags (testdata/policy-NAME.expected), {@code source}, {@code refused} and {@code
     * policy} included.
     */
    @TestFactory
    Stream<DynamicTest> sourcePolicy() throws Exception {
        List<String> urls = Files.readAllLines(DATA.resolve("policy.urls"), StandardCharsets.UTF_8);
        List<DynamicTest> tests = new ArrayList<>();
        Path flagFile = DATA.resolve("policy.flags");
        List<String> flagSets = Files.readAllLines(flagFile, StandardCharsets.UTF_8);
        for (String line : flagSets) {
            String[] parts = line.split("\t", 2);
            String name = parts[0];
            String flags = parts.length > 1 ? parts[1].trim() : "";
            List<String> expected = Files.readAllLines(DATA.resolve("policy-" + name + ".expected"),
                StandardCharsets.UTF_8);
            // The JSON, and its ready form, which `switchyard match --table X.ready` reads.
            for (String table : List.of(DATA.resolve("policy.json").toString(), readyPolicy())) {
                List<String> args = new ArrayList<>(List.of("match", "--table", table));
                if (!flags.isEmpty()) args.addAll(List.of(flags.split(" ")));
                args.addAll(urls);
                String label = table.endsWith(".ready") ? TableReader.READY.label : "";
                tests.add(DynamicTest.dynamicTest(label + "policy " + name + ": " + flags, () -> {
                    String[] run = MainTest.run("", args.toArray(new String[0]));
                    assertEquals("0", run[0], run[2]);
                    List<String> got = List.of(run[1].split("\n"));
                    assertEquals(expected.size(), got.size(), "lines");
                    for (int i = 0; i < expected.size(); i++) {
                        assertEquals(expected.get(i), got.get(i), urls.get(i));
                    }
                }));
            }
        }
        return tests.stream();
    }

    /** testdata/policy.json's ready form, written by the command line into a temporary file. */
    private static String readyPolicy() throws Exception {
        Path ready = Files.createTempFile("policy-", ".ready");
        ready.toFile().deleteOnExit();
        String[] run = MainTest.run("", "ready", "--table", DATA.resolve("policy.json").toString(),
            "--output", ready.toString());
        assertEquals("0", run[0], run[2]);
        return ready.toString();
    }

    private Stream<DynamicTest> cases(String table, String urls) throws Exception {
        return cases(table, urls, table);
    }

    /** Each URL on the table read from its JSON, and again from its ready form (ADR 0069). */
    private Stream<DynamicTest> cases(String table, String urls,
            String expectedName) throws Exception {
        List<String> in = Files.readAllLines(DATA.resolve(urls + ".urls"), StandardCharsets.UTF_8);
        List<String> expected =
                Files.readAllLines(DATA.resolve(expectedName + ".expected"),
                StandardCharsets.UTF_8);
        assertEquals(in.size(), expected.size(), "URL and expected line counts");
        List<DynamicTest> tests = new ArrayList<>();
        for (TableReader reader : TableReader.values()) {
            RouteTable t = reader.load(DATA.resolve(table + ".json"));
            for (int i = 0; i < in.size(); i++) {
                String url = in.get(i);
                String want = expected.get(i);
                tests.add(
                        DynamicTest.dynamicTest(reader.label + table + ": " + url, () ->
                        assertEquals(want, MatchReport.line(url, t, Map.of()), url)));
            }
        }
        return tests.stream();
    }
}
