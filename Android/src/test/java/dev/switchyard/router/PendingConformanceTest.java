package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.switchyard.ConformanceTest;
import dev.switchyard.Corpus;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.internal.json.Json;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the corpus's {@code pending} cases ({@code ../Conformance/cases/pending-*.json},
 * Conformance/README.md "pending cases", the Pipeline article's {@code router.pending.*}) through
 * the JVM's {@link PendingLinks}: a queue over a router of the file's table, with the case's
 * handlers as scripted parts and an inline executor, driven by the case's steps; what the queue
 * delivered, the trace, the links still waiting and what holds the queue compared exactly, as
 * Swift's {@code PendingConformanceTests} compares them. A case it cannot run fails, and so does a
 * corpus with fewer than eight cases.
 */
class PendingConformanceTest {
    private static final Set<String> CASE_KEYS = new TreeSet<>(Arrays.asList("id", "kind", "rule",
        "rules", "note", "app", "capacity", "steps", "expect"));

    @TestFactory
    Stream<DynamicTest> pendingCases() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (Corpus.CaseFile file : Corpus.files("pending-")) tests.addAll(fileCases(file));
        int count = tests.size();
        tests.add(DynamicTest.dynamicTest("the corpus has pending cases", () ->
            assertTrue(count >= 8, count + " pending cases in " + ConformanceTest.CASES)));
        return tests.stream();
    }

    private List<DynamicTest> fileCases(Corpus.CaseFile file) throws Exception {
        String name = file.name;
        Map<String, Json.Node> doc = file.document;
        RouteTable table = RouteTableFile.parse(file.tableJson(), name);
        List<DynamicTest> out = new ArrayList<>();
        for (Json.Node node : doc.get("cases").array()) {
            Map<String, Json.Node> testCase = node.object();
            String label = name + "#" + testCase.get("id").string() + " ["
                + testCase.get("rule").string() + "]";
            out.add(DynamicTest.dynamicTest(label, () -> run(table, testCase, label)));
        }
        return out;
    }

    private static void run(RouteTable table, Map<String, Json.Node> testCase, String label) {
        if (!"pending".equals(testCase.get("kind").string())) {
            fail(label + ": kind " + testCase.get("kind").string() + " in a pending case file");
        }
        OpenScript.known(testCase.keySet(), CASE_KEYS, label);
        OpenScript script = new OpenScript(new VirtualClock(), null);
        Map<String, Json.Node> app = testCase.containsKey("app")
            ? testCase.get("app").object() : Map.of();
        Map<String, Json.Node> handlers = app.containsKey("handlers")
            ? app.get("handlers").object() : Map.of();
        Router.Builder<String> builder = Router.<String>builder(table).executor(Runnable::run)
            .navigator(script.navigator(null));
        Set<String> names = new TreeSet<>(handlers.keySet());
        for (Route route : table.routes()) {
            if (route.handler != null) names.add(route.handler);
        }
        for (String name : names) {
            Json.Node part = handlers.get(name);
            builder.handler(name, script.handler(name, part == null ? null : part.object()));
        }
        List<String> deliveries = new ArrayList<>();
        PendingLinks<String> queue = PendingLinks.builder(builder.build())
            .capacity(testCase.containsKey("capacity")
                ? ((Number) testCase.get("capacity").value).intValue()
                : PendingLinks.DEFAULT_CAPACITY)
            .onDelivery(delivery -> deliveries.add(spelled(delivery)))
            .build();
        Map<String, PendingLinks.Hold> holds = new HashMap<>();
        for (Json.Node step : testCase.get("steps").array()) step(queue, holds, step.string());
        Map<String, Json.Node> expect = testCase.get("expect").object();
        List<String> pending = new ArrayList<>();
        for (PendingLinks.Link link : queue.pending()) pending.add(link.url());
        assertEquals(strings(expect.get("deliveries")), deliveries, label + ": deliveries");
        assertEquals(strings(expect.get("trace")), script.trace, label + ": trace");
        assertEquals(strings(expect.get("pending")), pending, label + ": pending");
        assertEquals(strings(expect.get("heldBy")), queue.heldBy(), label + ": heldBy");
    }

    /**
     * One step: {@code receive URL [SOURCE] [id=ID]}, {@code ready}, {@code hold NAME}, {@code
     * release NAME}. With an inline executor, what it starts has ended when it returns.
     */
    private static void step(PendingLinks<String> queue, Map<String, PendingLinks.Hold> holds,
                             String step) {
        String[] words = step.split(" ");
        String last = words[words.length - 1];
        String id = last.startsWith("id=") ? last.substring(3) : null;
        if (words[0].equals("receive") && words.length >= 2) {
            RouteSource source = words.length > 2 && !words[2].startsWith("id=")
                ? RouteSource.parse(words[2]) : RouteSource.IN_APP;
            if (id == null) {
                queue.receive(words[1], source);
            } else {
                queue.receive(words[1], source, id);
            }
        } else if (step.equals("ready")) {
            queue.ready();
        } else if (words[0].equals("hold") && words.length == 2) {
            holds.put(words[1], queue.hold(words[1]));
        } else if (words[0].equals("release") && words.length == 2 && holds.containsKey(words[1])) {
            queue.release(holds.get(words[1]));
        } else {
            fail("step \"" + step + "\" is not one the runner knows");
        }
    }

    /**
     * As the case writes it: {@code URL: opened ROUTE}, {@code URL: failed REASON} or {@code URL:
     * dropped: WHY}.
     */
    private static String spelled(LinkDelivery<String> delivery) {
        String url = delivery.link().url();
        if (delivery.dropped() != null) return url + ": dropped: " + delivery.dropped();
        if (delivery.error() != null) {
            RoutingException error = RoutingException.of(delivery.error());
            return url + ": failed " + (error == null ? delivery.error().toString()
                : error.reason().spelling());
        }
        return url + ": opened " + delivery.outcome().route();
    }

    private static List<String> strings(Json.Node node) {
        List<String> out = new ArrayList<>();
        for (Json.Node item : node.array()) out.add(item.string());
        return out;
    }
}
