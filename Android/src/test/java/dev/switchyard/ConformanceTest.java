package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.switchyard.internal.json.Json;
import dev.switchyard.jump.JumpCorpusCheck;
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
 * Runs every `match` and `urlFor` case of the conformance corpus (../Conformance/cases/*.json,
 * described in ../Conformance/README.md) on each {@link TableReader} (the JSON, and the ready form
 * written from it), and its `tableError` cases (loaded strictly: conflicts are errors) on the
 * JSON. A failure names the case (`FILE#ID`), its rule and its URL. A match case with a
 * `source` runs under its `policy`. Its `jump` cases run on the JSON ({@link JumpCorpusCheck}):
 * the ready form does not carry the table's {@code options.apps}. What the JVM reader does not
 * implement (`association` cases: gen links' files; other kinds) is counted and reported as
 * skipped.
 */
public class ConformanceTest {
    public static final Path CASES = Path.of("..", "Conformance", "cases");

    /** Disputed case ids (testdata/corpus-disputed.txt) and why. */
    static Map<String, String> disputed() throws java.io.IOException {
        Map<String, String> out = new java.util.HashMap<>();
        Path list = Path.of("testdata", "corpus-disputed.txt");
        for (String line : Files.readAllLines(list, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] parts = line.split("\t", 2);
            out.put(parts[0], parts.length > 1 ? parts[1] : "");
        }
        return out;
    }

    /**
     * Runs a case; a disputed one that fails aborts with the dispute, one that passes fails (the
     * list is stale).
     */
    static org.junit.jupiter.api.function.Executable guarded(String id, Map<String,
            String> disputed, org.junit.jupiter.api.function.Executable body) {
        if (!disputed.containsKey(id)) return body;
        return () -> {
            try {
                body.execute();
            } catch (AssertionError e) {
                org.junit.jupiter.api.Assumptions.abort("disputed: " + disputed.get(id) + " ("
                        + e.getMessage() + ")");
            }
            fail(id + " passes now: remove it from testdata/corpus-disputed.txt");
        };
    }

    @TestFactory
    Stream<DynamicTest> corpus() throws Exception {
        List<DynamicTest> all = new ArrayList<>();
        List<Corpus.CaseFile> files = Corpus.files("");
        if (files.isEmpty()) return Stream.empty();
        // Every case on the table read from its JSON, and again from its ready form (ADR 0069).
        for (TableReader reader : TableReader.values()) {
            List<DynamicTest> tests = new ArrayList<>();
            // association cases (gen links writes link files; no JVM reader does), other kinds,
            // jump cases on the ready form
            int[] skipped = {0, 0, 0};
            for (Corpus.CaseFile file : files) tests.addAll(fileCases(file, reader, skipped));
            System.out.println("conformance" + (reader == TableReader.JSON ? "" : " (ready form)")
                + ": " + tests.size() + " cases run, "
                + (skipped[0] + skipped[1] + skipped[2]) + " skipped (" + skipped[0]
                + " association: gen links' cases, " + skipped[2] + " jump: the ready form"
                + " carries no options.apps, " + skipped[1] + " of other kinds"
                + (reader == TableReader.JSON ? "" : ", tableError among them:"
                + " a table that does not load has no ready form") + ")");
            all.addAll(tests);
        }
        return all.stream();
    }

    private List<DynamicTest> fileCases(Corpus.CaseFile file, TableReader reader, int[] skipped)
            throws Exception {
        String name = file.name;
        Map<String, Json.Node> doc = file.document;
        List<DynamicTest> out = new ArrayList<>();
        Map<String, String> disputes = disputed();
        Object version = doc.get("corpusVersion").value;
        if (!Long.valueOf(1).equals(version)) {
            out.add(
                    DynamicTest.dynamicTest(name, () ->
                    fail(name + ": corpusVersion " + version + " is not known to this reader")));
            return out;
        }
        RouteTable table;
        String tableText = file.tableJson();
        try {
            table = reader.parse(tableText, name);
        } catch (TableError | ReadyTableError e) {
            out.add(
                    DynamicTest.dynamicTest(reader.label + name, () ->
                    fail(name + ": the table does not load: " + e.getMessage())));
            return out;
        }
        for (Json.Node c : doc.get("cases").array()) {
            Map<String, Json.Node> m = c.object();
            String kind = m.get("kind").string();
            String id = name + "#" + m.get("id").string();
            String rule = m.containsKey("rule") ? m.get("rule").string() : "?";
            String shown = reader.label + id;
            if ("match".equals(kind)) {
                String url = m.get("url").string();
                out.add(
                        DynamicTest.dynamicTest(shown + " " + url,
                        guarded(id, disputes, () ->
                        CorpusCheck.match(table, m, shown + " [" + rule + "] " + url))));
            } else if ("urlFor".equals(kind)) {
                out.add(
                        DynamicTest.dynamicTest(shown,
                        guarded(id, disputes, () ->
                        CorpusCheck.urlFor(table, m, shown + " [" + rule + "] route "
                        + m.get("route").string()))));
            } else if ("tableError".equals(kind) && reader != TableReader.JSON) {
                skipped[1]++;
            } else if ("tableError".equals(kind)) {
                out.add(
                        DynamicTest.dynamicTest(id,
                        guarded(id, disputes, () ->
                        CorpusCheck.tableError(m, id + " [" + rule + "]"))));
            } else if ("jump".equals(kind) && reader == TableReader.JSON) {
                out.add(jump(table, m, id, shown + " [" + rule + "]", disputes));
            } else if ("jump".equals(kind)) {
                skipped[2]++;   // the ready form holds what routing reads, not options.apps
            } else if ("association".equals(kind)) {
                skipped[0]++;
            } else if (!"document".equals(kind)) {
                // DocumentCorpusTest runs the document cases.
                skipped[1]++;
            }
        }
        return out;
    }

    /** A jump case's test ({@link JumpCorpusCheck}), named by its label, link and platform. */
    private static DynamicTest jump(RouteTable table, Map<String, Json.Node> testCase, String id,
                                    String label, Map<String, String> disputes) {
        return DynamicTest.dynamicTest(label + " " + testCase.get("url").value + " on "
            + testCase.get("platform").value, guarded(id, disputes, () ->
            JumpCorpusCheck.run(table, testCase, label)));
    }

    /** A parsed node written back as JSON text (the table object of a case file). */
    public static String toJson(Json.Node node) {
        Object v = node.value;
        if (v == null) return "null";
        if (v instanceof String) return Json.quote((String) v);
        if (v instanceof Map) {
            StringBuilder b = new StringBuilder("{");
            for (Map.Entry<String, Json.Node> e : node.object().entrySet()) {
                b.append(b.length() > 1 ? "," : "").append(Json.quote(e.getKey())).append(
                        ':').append(toJson(e.getValue()));
            }
            return b.append('}').toString();
        }
        if (v instanceof List) {
            StringBuilder b = new StringBuilder("[");
            for (Json.Node e : node.array()) b.append(b.length() > 1 ? "," : "").append(toJson(e));
            return b.append(']').toString();
        }
        return v.toString();
    }

    static void check(Object expected, Object actual, String what, String label) {
        assertEquals(expected, actual, label + ": " + what);
    }
}
