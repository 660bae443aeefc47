package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.switchyard.ConformanceTest;
import dev.switchyard.Corpus;
import dev.switchyard.CorpusCheck;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.documents.DocumentRoute;
import dev.switchyard.documents.OpenCaseDocuments;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.internal.json.Json;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the corpus's {@code open} cases ({@code ../Conformance/cases/open-*.json},
 * Conformance/README.md "open cases") through the JVM router: the app as scripted parts ({@link
 * OpenScript}), documents applied unsigned as the document cases apply them, an inline executor
 * and a virtual clock, the open cancelled right after the case's {@code cancel} line; the trace,
 * the analytics event and the outcome compared exactly, and {@code canOpen}'s plan where the case
 * states one. A case it cannot run fails, and so does a
 * corpus with no case.
 */
class OpenConformanceTest {
    private static final Set<String> CASE_KEYS = new TreeSet<>(Arrays.asList("id", "kind", "rule",
        "rules", "idea", "note", "url", "source", "policy", "params", "documents", "keys",
        "context", "handlers", "app", "cancel", "expect"));
    private static final Set<String> APP_KEYS = new TreeSet<>(Arrays.asList("middleware",
        "handlers", "unmatched", "session", "navigator", "analytics"));

    @TestFactory
    Stream<DynamicTest> openCases() throws Exception {
        List<Corpus.CaseFile> files = Corpus.files("open-");
        List<DynamicTest> tests = new ArrayList<>();
        for (Corpus.CaseFile file : files) tests.addAll(fileCases(file));
        if (tests.isEmpty()) {
            return Stream.of(DynamicTest.dynamicTest("open cases", () ->
                fail("no open case in " + ConformanceTest.CASES + "/open-*.json")));
        }
        System.out.println("open conformance: " + tests.size() + " cases in " + files.size()
            + " files");
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
                + testCase.get("rule").string() + "] " + text(testCase, "url");
            if (!"open".equals(testCase.get("kind").string())) {
                out.add(DynamicTest.dynamicTest(label, () -> fail(label + ": kind "
                    + testCase.get("kind").string() + " in an open case file")));
                continue;
            }
            out.add(DynamicTest.dynamicTest(label, () -> run(table, testCase, label)));
        }
        return out;
    }

    private static void run(RouteTable table, Map<String, Json.Node> testCase, String label)
        throws Exception {
        Observed run = observe(table, testCase, label);
        assertTrue(run.future.isDone(), label + ": the open did not end; trace " + run.trace);
        Map<String, Json.Node> expect = testCase.get("expect").object();
        compare(expect, run.trace, run.events, run.future, label);
        // canOpen's answer, where the case states it (the routers' fuzzer compares it always).
        if (expect.containsKey("plan")) {
            assertEquals(value(expect.get("plan")), run.plan, label + ": plan");
        }
    }

    /**
     * What one case's open showed: the trace, the analytics events, the outcome's future, and what
     * {@code canOpen} and {@code matches} answered for the link before it.
     */
    record Observed(List<String> trace, List<OpenEvent> events,
                    CompletableFuture<RouteOutcome<String>> future, Map<String, Object> plan,
                    List<Object> matches) { }

    /** Builds the case's router and runs its open on virtual time (record mode: OpenRecord). */
    static Observed observe(RouteTable table, Map<String, Json.Node> testCase, String label)
        throws Exception {
        OpenScript.known(testCase.keySet(), CASE_KEYS, label);
        Map<String, Json.Node> app = testCase.get("app").object();
        OpenScript.known(app.keySet(), APP_KEYS, label + " app");
        VirtualClock clock = new VirtualClock();
        OpenScript script = new OpenScript(clock, text(testCase, "cancel"));
        if (testCase.containsKey("documents") && !testCase.containsKey("context")) {
            fail(label + ": documents without a context");
        }
        RoutingDocuments documents = testCase.containsKey("documents")
            ? OpenCaseDocuments.of(table, testCase) : null;
        Router.Builder<String> builder = documents == null ? Router.builder(table)
            : Router.builder(documents);
        builder.executor(Runnable::run).scheduler(clock)
            .policy(CorpusCheck.policy(testCase.get("policy")));
        if (app.containsKey("session")) script.session(app.get("session"));
        if (app.containsKey("middleware")) {
            for (Json.Node entry : app.get("middleware").array()) {
                Map<String, Json.Node> middleware = entry.object();
                if (middleware.containsKey("tag")) {
                    builder.use(script.middleware(middleware), middleware.get("tag").string());
                } else {
                    builder.use(script.middleware(middleware));
                }
            }
        }
        Map<String, Json.Node> handlers = app.containsKey("handlers")
            ? app.get("handlers").object() : Map.of();
        for (String handler : handlerNames(table, documents, handlers.keySet())) {
            Json.Node part = handlers.get(handler);
            builder.handler(handler, script.handler(handler, part == null ? null : part.object()));
        }
        if (app.containsKey("unmatched")) {
            builder.asyncUnmatched(script.unmatched(app.get("unmatched").object()));
        }
        builder.navigator(script.navigator(app.containsKey("navigator")
            ? app.get("navigator").object() : null));
        List<OpenEvent> events = new ArrayList<>();
        builder.analytics(event -> {
            script.write("analytics " + event.outcome().spelling());
            events.add(event);
        });
        OpenCaseAnalytics.apply(builder, app, label);
        Router<String> router = builder.build();
        Map<String, Object> plan = OpenOutcomes.plan(router.canOpen(text(testCase, "url"),
            source(testCase), parameters(testCase)));
        List<Object> matches = matches(router, testCase);
        CompletableFuture<RouteOutcome<String>> future = router.open(
            text(testCase, "url"), source(testCase), parameters(testCase));
        // Virtual time moves only when nothing else can run: here, with an inline executor.
        do {
            if (script.cancelNow) {
                script.cancelNow = false;
                future.cancel(true);
            }
        } while (script.cancelNow || clock.runNext());
        return new Observed(script.trace, events, future, plan, matches);
    }

    /** What {@code matches} answers for the case's link, each plan as {@code expect.plan}'s. */
    private static List<Object> matches(Router<String> router, Map<String, Json.Node> testCase) {
        List<Object> plans = new ArrayList<>();
        for (RoutePlan plan : router.matches(text(testCase, "url"), source(testCase),
                parameters(testCase))) {
            plans.add(OpenOutcomes.plan(plan));
        }
        return plans;
    }

    private static void compare(Map<String, Json.Node> expect, List<String> trace,
                                List<OpenEvent> events,
                                CompletableFuture<RouteOutcome<String>> future, String label) {
        List<String> wanted = new ArrayList<>();
        for (Json.Node line : expect.get("trace").array()) wanted.add(line.string());
        assertEquals(wanted, trace, label + ": trace");
        assertEquals(1, events.size(), label + ": analytics events " + events);
        assertEquals(value(expect.get("analytics")), OpenOutcomes.event(events.get(0)),
            label + ": analytics");
        assertEquals(value(expect.get("outcome")), OpenOutcomes.outcome(future),
            label + ": outcome");
    }

    /** The handler names the router binds: every route's, the document's, the case's. */
    private static Set<String> handlerNames(RouteTable table, RoutingDocuments documents,
                                            Set<String> listed) {
        Set<String> names = new LinkedHashSet<>();
        for (Route route : table.routes()) {
            if (route.handler != null) names.add(route.handler);
        }
        RoutingDocument inForce = documents == null ? null : documents.state().inForce();
        if (inForce != null) {
            for (DocumentRoute route : inForce.routes()) names.add(route.handler());
        }
        names.addAll(listed);
        return names;
    }

    private static RouteSource source(Map<String, Json.Node> testCase) {
        String source = text(testCase, "source");
        return source == null ? RouteSource.IN_APP : RouteSource.parse(source);
    }

    private static Map<String, String> parameters(Map<String, Json.Node> testCase) {
        Map<String, String> parameters = new LinkedHashMap<>();
        if (testCase.containsKey("params")) {
            testCase.get("params").object().forEach((key, node) -> parameters.put(key,
                node.string()));
        }
        return parameters;
    }

    private static String text(Map<String, Json.Node> object, String key) {
        Json.Node node = object.get(key);
        return node == null || node.isNull() ? null : node.string();
    }

    /** A parsed node as plain Java values: maps, lists, strings, numbers, booleans, null. */
    static Object value(Json.Node node) {
        if (node == null || node.isNull()) return null;
        switch (node.kind) {
            case OBJECT:
                Map<String, Object> map = new TreeMap<>();
                node.object().forEach((key, member) -> map.put(key, value(member)));
                return map;
            case ARRAY:
                List<Object> list = new ArrayList<>();
                for (Json.Node item : node.array()) list.add(value(item));
                return list;
            default:
                return node.value instanceof Number ? OpenOutcomes.number((Number) node.value)
                    : node.value;
        }
    }
}
