package dev.switchyard.router;

import dev.switchyard.ConformanceTest;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.internal.json.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.annotation.Nullable;

/**
 * The record mode of the JVM open runner, for the routers' differential fuzzer
 * (scripts/fuzz-routers.sh, Tests/CrossReader/open_cases.py): {@code OpenRecord IN OUT} reads IN,
 * a JSON list of case files (a table and {@code open} cases without {@code expect}), runs every
 * case as {@link OpenConformanceTest} does, and writes to OUT one JSON line a case: its id and
 * what it observed ({@code trace}, {@code analytics}, {@code outcome}, {@code plan}, in
 * {@code expect}'s shapes, and {@code matches}, a list of plans), or {@code runner}, why the
 * runner could not run it. It compares nothing.
 */
public final class OpenRecord {
    private OpenRecord() {}

    /** Runs IN's cases and writes their answers to OUT. */
    public static void main(String[] args) throws Exception {
        record(args, "OpenRecord", (table, testCase, name) -> answer(table, testCase, name));
    }

    /** What a record mode answers for one case of a file (its name given). */
    public interface CaseAnswer {
        /** The case's answer: its id and what its run observed. */
        Map<String, Object> answer(RouteTable table, Map<String, Json.Node> testCase, String name)
            throws Exception;
    }

    /**
     * A record mode's main: {@code args} are IN (a JSON list of case files, each a table and its
     * cases) and OUT, where one JSON line a case is written, as {@code answer} gives it.
     */
    public static void record(String[] args, String recorder, CaseAnswer answer)
        throws Exception {
        if (args.length != 2) {
            System.err.println("usage: " + recorder + " CASES.json ANSWERS.jsonl");
            System.exit(64);
        }
        Json.Node files = Json.parse(Files.readString(Path.of(args[0]), StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder();
        int index = 0;
        for (Json.Node node : files.array()) {
            Map<String, Json.Node> file = node.object();
            String name = file.containsKey("name") ? file.get("name").string()
                : "fuzz-" + index + ".json";
            index++;
            RouteTable table =
                RouteTableFile.parse(ConformanceTest.toJson(file.get("table")), name);
            for (Json.Node item : file.get("cases").array()) {
                out.append(write(answer.answer(table, item.object(), name))).append('\n');
            }
        }
        Files.writeString(Path.of(args[1]), out.toString(), StandardCharsets.UTF_8);
    }

    private static Map<String, Object> answer(RouteTable table, Map<String, Json.Node> testCase,
                                              String name) {
        Map<String, Object> answer = new TreeMap<>();
        answer.put("id", testCase.get("id").string());
        try {
            OpenConformanceTest.Observed run =
                OpenConformanceTest.observe(table, testCase, name + "#" + answer.get("id"));
            if (!run.future().isDone()) {
                answer.put("runner", "the open did not end; trace " + run.trace());
                return answer;
            }
            answer.put("trace", new ArrayList<Object>(run.trace()));
            List<Object> events = new ArrayList<>();
            for (OpenEvent event : run.events()) events.add(OpenOutcomes.event(event));
            answer.put("analytics", events.size() == 1 ? events.get(0) : events);
            answer.put("outcome", OpenOutcomes.outcome(run.future()));
            answer.put("plan", run.plan());
            answer.put("matches", run.matches());
        } catch (Throwable error) {
            answer.put("runner", String.valueOf(error));
        }
        return answer;
    }

    /** Plain values (maps, lists, strings, numbers, booleans, null) as one line of JSON. */
    public static String write(@Nullable Object value) {
        if (value == null) return "null";
        if (value instanceof String) return Json.quote((String) value);
        if (value instanceof Number || value instanceof Boolean) return value.toString();
        StringBuilder out = new StringBuilder();
        if (value instanceof Map) {
            out.append('{');
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                if (out.length() > 1) out.append(',');
                out.append(Json.quote(String.valueOf(entry.getKey()))).append(':')
                    .append(write(entry.getValue()));
            }
            return out.append('}').toString();
        }
        out.append('[');
        for (Object item : (List<?>) value) {
            if (out.length() > 1) out.append(',');
            out.append(write(item));
        }
        return out.append(']').toString();
    }
}
