package dev.switchyard.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import dev.switchyard.ConformanceTest;
import dev.switchyard.Corpus;
import dev.switchyard.CorpusCheck;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.internal.json.Json;
import dev.switchyard.router.OpenScript;
import dev.switchyard.router.Router;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.annotation.Nullable;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the corpus's {@code call} cases ({@code ../Conformance/cases/call-*.json},
 * Conformance/README.md "call cases", the rules of Docs/Rules/module.md) through the JVM's
 * modules: a {@link ModuleHost} started on a router of the file's table, the case's source policy
 * and middleware, an analytics sink and an inline executor; the modules, their actions, services
 * and handlers scripted ({@link ScriptedModule}, {@link CallScript}); each step run by {@link
 * CallSteps}. The start, the results, the trace and the modules left are compared exactly. A case
 * it cannot run fails (a key it does not know included), and so does a corpus with no case.
 */
class CallConformanceTest {
    private static final Set<String> CASE_KEYS = new TreeSet<>(Arrays.asList("id", "kind", "rule",
        "rules", "idea", "note", "modules", "appHandlers", "middleware", "policy", "steps",
        "expect"));
    private static final Set<String> EXPECT_KEYS = new TreeSet<>(Arrays.asList("start",
        "results", "trace", "modules"));

    @TestFactory
    Stream<DynamicTest> callCases() throws Exception {
        List<Corpus.CaseFile> files = Corpus.files("call-");
        List<DynamicTest> tests = new ArrayList<>();
        for (Corpus.CaseFile file : files) tests.addAll(fileCases(file));
        if (tests.isEmpty()) {
            return Stream.of(DynamicTest.dynamicTest("call cases", () ->
                fail("no call case in " + ConformanceTest.CASES + "/call-*.json")));
        }
        System.out.println("call conformance: " + tests.size() + " cases in " + files.size()
            + " files");
        return tests.stream();
    }

    private List<DynamicTest> fileCases(Corpus.CaseFile file) throws Exception {
        RouteTable table = RouteTableFile.parse(file.tableJson(), file.name);
        List<DynamicTest> out = new ArrayList<>();
        for (Json.Node node : file.document.get("cases").array()) {
            Map<String, Json.Node> testCase = node.object();
            String label = file.name + "#" + testCase.get("id").string() + " ["
                + testCase.get("rule").string() + "]";
            if (!"call".equals(testCase.get("kind").string())) {
                out.add(DynamicTest.dynamicTest(label, () -> fail(label + ": kind "
                    + testCase.get("kind").string() + " in a call case file")));
                continue;
            }
            out.add(DynamicTest.dynamicTest(label, () -> run(table, testCase, label)));
        }
        return out;
    }

    private static void run(RouteTable table, Map<String, Json.Node> testCase, String label)
        throws Exception {
        OpenScript.known(testCase.keySet(), CASE_KEYS, label);
        Map<String, Json.Node> expect = testCase.get("expect").object();
        OpenScript.known(expect.keySet(), EXPECT_KEYS, label + " expect");
        Observed run = observe(table, testCase);
        assertEquals(expect.get("start").string(), run.start, label + ": start");
        assertEquals(strings(expect.get("results")), run.results, label + ": results");
        assertEquals(strings(expect.get("trace")), run.trace, label + ": trace");
        if (run.modules == null) {
            // module.start.nothing-ran: a start that stops states no modules after it.
            assertFalse(expect.containsKey("modules"), label + ": modules after a failed start");
        } else {
            assertEquals(strings(expect.get("modules")), run.modules, label + ": modules");
        }
    }

    /** What a call case's run observed ({@code modules}: null when the start failed). */
    static final class Observed {
        String start = "";
        final List<String> results = new ArrayList<>();
        List<String> trace = new ArrayList<>();
        @Nullable List<String> modules;
    }

    /** Starts the case's host and runs its steps (for this test and {@link CallRecord}). */
    static Observed observe(RouteTable table, Map<String, Json.Node> testCase)
        throws Exception {
        CallSteps steps = new CallSteps();
        Router.Builder<String> builder = Router.<String>builder(table).executor(Runnable::run)
            .policy(CorpusCheck.policy(testCase.get("policy")));
        if (testCase.containsKey("middleware")) {
            for (Json.Node entry : testCase.get("middleware").array()) {
                Map<String, Json.Node> middleware = entry.object();
                if (middleware.containsKey("tag")) {
                    builder.use(steps.script.middleware(middleware),
                        middleware.get("tag").string());
                } else {
                    builder.use(steps.script.middleware(middleware));
                }
            }
        }
        for (String name : strings(testCase.get("appHandlers"))) {
            builder.handler(name, ScriptedModule.tableHandler(steps.script, name));
        }
        builder.analytics(event -> steps.script.write("analytics " + event.outcome().spelling()));
        List<ScriptedModule> modules = new ArrayList<>();
        for (Json.Node module : testCase.get("modules").array()) {
            modules.add(steps.module(module.object()));
        }
        Observed run = new Observed();
        run.start = steps.start(modules, builder);
        if (steps.host != null) {
            for (Json.Node step : testCase.get("steps").array()) {
                run.results.add(steps.run(step.object()));
            }
            run.modules = steps.host.modules();
        }
        run.trace = steps.script.trace;
        return run;
    }

    static List<String> strings(Json.Node node) {
        List<String> out = new ArrayList<>();
        if (node == null) return out;
        for (Json.Node item : node.array()) out.add(item.string());
        return out;
    }
}
