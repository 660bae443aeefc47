package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.cli.Main;
import dev.switchyard.internal.json.Json;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JVM tool's {@code match --document} answers are the Swift tool's, byte for byte, on every
 * link of the corpus's document cases: the exit status, each JSON line on standard output (every
 * field, in Swift's order) and each arrival on standard error ({@code FILE: refused (CODE): …}, a
 * refusal placed in the document with its file, {@code document-1.json:1:34: …}, as Swift places
 * it). The Swift tool's answers are {@code testdata/document-lines.jsonl}, which
 * {@code testdata/document-lines.py} records; the run of each link, its files and arguments are
 * that script's, and a case edited since its recording fails until it is recorded again.
 */
class DocumentLinesTest {
    private static final Path RECORDED = Paths.get("testdata", "document-lines.jsonl");
    private static final String RECORD = "record them again: swift build --product switchyard, "
        + "then python3 Android/testdata/document-lines.py .build/debug/switchyard";

    @TempDir
    Path directory;

    /** A case's run of one link: its files and arguments, and the key its recording has. */
    private record Run(String key, Map<String, String> files, List<String> args, String inputs) {}

    @TestFactory
    Stream<DynamicTest> everyDocumentLinkAnswersAsSwift() throws Exception {
        Map<String, Map<String, Json.Node>> recorded = new LinkedHashMap<>();
        for (String line : Files.readAllLines(RECORDED, StandardCharsets.UTF_8)) {
            Map<String, Json.Node> run = Json.parse(line).object();
            recorded.put(run.get("case").string() + " link " + run.get("link").value, run);
        }
        List<Run> runs = runs();
        assertTrue(runs.size() >= 300, runs.size() + " document links in the corpus");
        List<DynamicTest> tests = new ArrayList<>();
        Set<String> keys = new HashSet<>();
        for (Run run : runs) {
            keys.add(run.key());
            Map<String, Json.Node> swift = recorded.get(run.key());
            tests.add(DynamicTest.dynamicTest(run.key(), () -> check(run, swift)));
        }
        tests.add(DynamicTest.dynamicTest("no recording without its case", () -> {
            List<String> stale = recorded.keySet().stream().filter(k -> !keys.contains(k))
                .collect(Collectors.toList());
            assertEquals(List.of(), stale, RECORD);
        }));
        return tests.stream();
    }

    /** One run of every link of every document case, in the corpus's order. */
    private static List<Run> runs() throws Exception {
        List<Run> runs = new ArrayList<>();
        for (Corpus.CaseFile file : Corpus.files("")) {
            Map<String, Json.Node> corpus = file.document;
            String table = file.tableJson();
            for (Json.Node node : corpus.get("cases").array()) {
                Map<String, Json.Node> item = node.object();
                if (!"document".equals(item.get("kind").string())) continue;
                List<Json.Node> links = item.get("expect").object().get("links").array();
                for (int i = 0; i < links.size(); i++) {
                    Map<String, Json.Node> link = links.get(i).object();
                    String key = file.name + "#" + item.get("id").string() + " link " + i;
                    runs.add(new Run(key, files(table, item), arguments(item, link),
                        inputs(item, link)));
                }
            }
        }
        return runs;
    }

    /** What document-lines.py's {@code inputs} hashes: what the run reads besides the table. */
    static String inputs(Map<String, Json.Node> item, Map<String, Json.Node> link)
        throws Exception {
        List<String> items = new ArrayList<>();
        for (Json.Node document : item.get("documents").array()) {
            items.add(document.object().get("text").string());
        }
        for (Map.Entry<String, String> key : keys(item).entrySet()) {
            items.add(key.getKey() + "=" + key.getValue());
        }
        items.addAll(strings(item.get("handlers")));
        Map<String, Json.Node> context = item.containsKey("context")
            ? new TreeMap<>(item.get("context").object()) : Map.of();
        context.forEach((name, value) -> items.add(name + "=" + value.value));
        Map<String, Json.Node> policy =
            link.containsKey("policy") ? link.get("policy").object() : Map.of();
        items.add(link.get("url").string());
        items.add(link.containsKey("source") ? link.get("source").string() : "");
        items.add("restrict=" + String.join(",", strings(policy.get("restrict"))));
        items.add("deny=" + String.join(",", strings(policy.get("deny"))));
        items.add(String.valueOf(link.containsKey("handlerFails")
            && (Boolean) link.get("handlerFails").value));
        byte[] digest = MessageDigest.getInstance("SHA-256")
            .digest(String.join("\n", items).getBytes(StandardCharsets.UTF_8));
        StringBuilder hex = new StringBuilder();
        for (byte b : digest) hex.append(String.format("%02x", b));
        return hex.toString();
    }

    private static List<String> strings(Json.Node list) {
        List<String> out = new ArrayList<>();
        if (list != null) {
            for (Json.Node item : list.array()) out.add(item.string());
        }
        return out;
    }

    /** The case's pinned keys by id, sorted as document-lines.py sorts them. */
    private static Map<String, String> keys(Map<String, Json.Node> item) {
        Map<String, String> keys = new TreeMap<>();
        if (item.containsKey("keys")) {
            item.get("keys").object().forEach((id, key) -> keys.put(id, key.string()));
        }
        return keys;
    }

    /** The run's files by name: the table, the documents, the keys, the handler names. */
    private static Map<String, String> files(String table, Map<String, Json.Node> item) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("table.json", table);
        List<Json.Node> documents = item.get("documents").array();
        for (int i = 0; i < documents.size(); i++) {
            files.put("document-" + (i + 1) + ".json",
                documents.get(i).object().get("text").string());
        }
        int index = 0;
        for (String key : keys(item).values()) files.put("key-" + ++index + ".pub", key + "\n");
        if (item.containsKey("handlers")) {
            StringBuilder names = new StringBuilder();
            for (String name : strings(item.get("handlers"))) names.append(name).append('\n');
            files.put("handlers.txt", names.toString());
        }
        return files;
    }

    /** The command line, as document-lines.py writes it; files relative to the run's folder. */
    private static List<String> arguments(Map<String, Json.Node> item,
                                          Map<String, Json.Node> link) {
        List<String> args = new ArrayList<>(List.of("match", "--table", "table.json"));
        for (int i = 1; i <= item.get("documents").array().size(); i++) {
            args.addAll(List.of("--document", "document-" + i + ".json"));
        }
        int index = 0;
        for (String id : keys(item).keySet()) {
            args.addAll(List.of("--key", id + "=key-" + ++index + ".pub"));
        }
        if (item.containsKey("handlers")) args.addAll(List.of("--handlers", "handlers.txt"));
        Map<String, Json.Node> context =
            item.containsKey("context") ? item.get("context").object() : Map.of();
        String[][] flags = {{"appVersion", "--app-version"}, {"platform", "--platform"},
            {"userId", "--user-id"}, {"now", "--at"}, {"minimumSerial", "--minimum-serial"}};
        for (String[] flag : flags) {
            if (context.containsKey(flag[0])) {
                args.addAll(List.of(flag[1], String.valueOf(context.get(flag[0]).value)));
            }
        }
        if (link.containsKey("source")) {
            args.addAll(List.of("--source", link.get("source").string()));
            Map<String, Json.Node> policy =
                link.containsKey("policy") ? link.get("policy").object() : Map.of();
            for (String rule : strings(policy.get("restrict"))) {
                args.addAll(List.of("--restrict", rule));
            }
            for (String rule : strings(policy.get("deny"))) args.addAll(List.of("--deny", rule));
        }
        if (link.containsKey("handlerFails") && (Boolean) link.get("handlerFails").value) {
            args.add("--handler-fails");
        }
        args.addAll(List.of("--", link.get("url").string()));
        return args;
    }

    private void check(Run run, Map<String, Json.Node> swift) throws Exception {
        assertNotNull(swift, run.key() + " has no recorded answer: " + RECORD);
        assertEquals(swift.get("inputs").string(), run.inputs(),
            run.key() + ": the case changed since it was recorded: " + RECORD);
        assertEquals(strings(swift.get("args")), run.args(), run.key() + ": arguments");
        Path folder = Files.createTempDirectory(directory, "run");
        for (Map.Entry<String, String> file : run.files().entrySet()) {
            Files.writeString(folder.resolve(file.getKey()), file.getValue(),
                StandardCharsets.UTF_8);
        }
        // The JVM reads files from its working directory (Android/): each named by its path in
        // the run's folder, which is taken out of what it prints.
        String[] args = run.args().stream()
            .map(arg -> run.files().containsKey(arg) ? folder.resolve(arg).toString()
                : arg.replaceFirst("=(key-\\d+\\.pub)$",
                    "=" + Matcher.quoteReplacement(folder + File.separator) + "$1"))
            .toArray(String[]::new);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new BufferedReader(new StringReader("")),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
        String prefix = folder + File.separator;
        same(swift.get("stderr").string(), err.toString(StandardCharsets.UTF_8).replace(prefix, ""),
            run.key() + ": arrivals");
        same(swift.get("stdout").string(), out.toString(StandardCharsets.UTF_8).replace(prefix, ""),
            run.key() + ": answer");
        assertEquals(swift.get("status").value, (long) status, run.key() + ": exit status");
    }

    /** Fails where the texts part, with what each has there (an answer may be 80 KB long). */
    private static void same(String swift, String jvm, String label) {
        if (swift.equals(jvm)) return;
        int at = 0;
        while (at < swift.length() && at < jvm.length() && swift.charAt(at) == jvm.charAt(at)) at++;
        int from = Math.max(0, at - 120);
        assertEquals(swift.substring(from, Math.min(swift.length(), at + 120)),
            jvm.substring(from, Math.min(jvm.length(), at + 120)),
            label + ": the JVM tool's text differs from the Swift tool's at character " + at);
    }
}
