package dev.switchyard.modules;

import dev.switchyard.ConformanceTest;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.internal.json.Json;
import dev.switchyard.router.OpenRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Map;
import java.util.TreeMap;

/**
 * The record mode of the JVM call runner, for the routers' differential fuzzer
 * (scripts/fuzz-routers.sh, Tests/CrossReader/call_cases.py): {@code CallRecord IN OUT} reads IN,
 * a JSON list of case files (the call table and {@code call} cases without {@code expect}), runs
 * every case as {@link CallConformanceTest} does, and writes to OUT one JSON line a case: its id
 * and what it observed ({@code start}, {@code results}, {@code trace}, {@code modules}), or
 * {@code runner}, why the runner could not run it. It compares nothing.
 */
public final class CallRecord {
    private CallRecord() {}

    /** Runs IN's cases and writes their answers to OUT. */
    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: CallRecord CASES.json ANSWERS.jsonl");
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
                out.append(OpenRecord.write(answer(table, item.object()))).append('\n');
            }
        }
        Files.writeString(Path.of(args[1]), out.toString(), StandardCharsets.UTF_8);
    }

    private static Map<String, Object> answer(RouteTable table, Map<String, Json.Node> testCase) {
        Map<String, Object> answer = new TreeMap<>();
        answer.put("id", testCase.get("id").string());
        try {
            CallConformanceTest.Observed run = CallConformanceTest.observe(table, testCase);
            answer.put("start", run.start);
            answer.put("results", new ArrayList<Object>(run.results));
            answer.put("trace", new ArrayList<Object>(run.trace));
            answer.put("modules", run.modules == null ? null : new ArrayList<Object>(run.modules));
        } catch (Throwable error) {
            answer.put("runner", String.valueOf(error));
        }
        return answer;
    }
}
