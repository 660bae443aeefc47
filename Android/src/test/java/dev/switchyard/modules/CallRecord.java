package dev.switchyard.modules;

import dev.switchyard.RouteTable;
import dev.switchyard.internal.json.Json;
import dev.switchyard.router.OpenRecord;
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
        OpenRecord.record(args, "CallRecord", (table, testCase, name) -> answer(table, testCase));
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
