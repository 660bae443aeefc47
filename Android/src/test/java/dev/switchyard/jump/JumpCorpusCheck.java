package dev.switchyard.jump;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.CorpusCheck;
import dev.switchyard.RouteTable;
import dev.switchyard.documents.OpenCaseDocuments;
import dev.switchyard.internal.json.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One corpus {@code jump} case (Conformance/README.md, "jump cases") on the JVM reader: the case's
 * arguments read as {@link JumpRequest#read} reads a page's values, its plan compared key by key
 * with the case's, or the argument it gets wrong thrown as an error that names it. A case with
 * documents plans over the documents in force after its arrivals ({@link OpenCaseDocuments}).
 */
public final class JumpCorpusCheck {
    private JumpCorpusCheck() {}

    /** Runs {@code testCase} over {@code table}; a failure says {@code label}. */
    public static void run(RouteTable table, Map<String, Json.Node> testCase, String label)
        throws Exception {
        Map<String, Json.Node> expect = testCase.get("expect").object();
        if (expect.containsKey("error")) {
            String argument = expect.get("error").string();
            IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> plan(table, testCase), label);
            assertTrue(thrown.getMessage().contains(argument),
                label + ": the error names " + argument + " (" + thrown.getMessage() + ")");
            return;
        }
        assertEquals(expected(expect), actual(plan(table, testCase)), label);
    }

    private static JumpPlan plan(RouteTable table, Map<String, Json.Node> testCase)
        throws Exception {
        Map<String, Object> arguments = new LinkedHashMap<>();
        for (String key : new String[] {"url", "platform", "pageURL", "source", "referrer"}) {
            if (testCase.containsKey(key)) arguments.put(key, testCase.get(key).value);
        }
        JumpRequest request =
            JumpRequest.read(arguments, CorpusCheck.policy(testCase.get("policy")));
        return testCase.containsKey("documents")
            ? Jump.plan(OpenCaseDocuments.of(table, testCase), request)
            : Jump.plan(table, request);
    }

    /** The case's plan, every key, as the lines {@link #actual} writes. */
    static List<String> expected(Map<String, Json.Node> expect) {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, Json.Node> key : expect.entrySet()) {
            Object value = key.getValue().value;
            if (key.getKey().equals("why")) {
                List<String> why = new ArrayList<>();
                for (Json.Node code : key.getValue().array()) why.add(code.string());
                value = why;
            }
            lines.add(key.getKey() + "=" + value);
        }
        lines.sort(null);
        return lines;
    }

    /** Every key of the plan, as {@code key=value} lines in key order. */
    static List<String> actual(JumpPlan plan) {
        List<String> lines = new ArrayList<>();
        lines.add("appLink=" + plan.appLink());
        lines.add("decision=" + plan.decision().spelling());
        lines.add("intentHref=" + plan.intentHref());
        lines.add("sameHost=" + plan.sameHost());
        lines.add("storeURL=" + plan.storeURL());
        lines.add("webURL=" + plan.webURL());
        lines.add("why=" + plan.why());
        return lines;
    }
}
