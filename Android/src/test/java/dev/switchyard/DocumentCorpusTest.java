package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the corpus's {@code document} cases (../Conformance/cases, Conformance/README.md "document
 * cases"): the documents arrive in order on a fresh install, each arrival's outcome, the serial in
 * force
 * and every link's outcome compared. Links with a {@code source} need the source policy, which this
 * runner does not apply: they are counted and reported as skipped.
 */
class DocumentCorpusTest {
    @TestFactory
    Stream<DynamicTest> documentCases() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        if (!Files.isDirectory(ConformanceTest.CASES)) return Stream.empty();
        List<Path> files;
        try (Stream<Path> listed = Files.list(ConformanceTest.CASES)) {
            files = listed.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        int[] skippedLinks = {0};
        for (Path file : files) tests.addAll(fileCases(file, skippedLinks));
        System.out.println("document cases: " + tests.size() + " run; links with a source skipped: "
            + skippedLinks[0]);
        return tests.stream();
    }

    private List<DynamicTest> fileCases(Path file, int[] skippedLinks) throws Exception {
        String name = file.getFileName().toString();
        Map<String, Json.Node> doc = Json.parse(Files.readString(file,
                StandardCharsets.UTF_8)).object();
        List<DynamicTest> out = new ArrayList<>();
        List<Json.Node> cases = doc.get("cases").array();
        if (cases.stream().noneMatch(c ->
                "document".equals(c.object().get("kind").string()))) return out;
        RouteTable table = RouteTableFile.parse(ConformanceTest.toJson(doc.get("table")), name);
        for (Json.Node node : cases) {
            Map<String, Json.Node> c = node.object();
            if (!"document".equals(c.get("kind").string())) continue;
            String label = name + "#" + c.get("id").string() + " [" + c.get("rule").string() + "]";
            out.add(DynamicTest.dynamicTest(label, () -> run(table, c, label, skippedLinks)));
        }
        return out;
    }

    private static String text(Map<String, Json.Node> object, String key) {
        Json.Node node = object.get(key);
        return node == null ? null : node.string();
    }

    private static void run(RouteTable table, Map<String, Json.Node> c, String label,
            int[] skippedLinks)
        throws Exception {
        Map<String, Json.Node> context = c.get("context").object();
        String appVersion = text(context, "appVersion");
        String platform = text(context, "platform");
        String userId = text(context, "userId");
        DeviceContext device = new DeviceContext(appVersion == null ? "" : appVersion,
            platform == null ? "" : platform, userId == null ? "" : userId);
        Instant now = Instant.parse(text(context, "now"));
        RoutingDocuments.Builder builder = RoutingDocuments.builder(table, device).clock(() -> now)
            .conditions(new DocumentConditions(appVersion != null, platform != null,
                    userId != null));
        if (context.containsKey("minimumSerial")) {
            builder.minimumSerial((Long) context.get("minimumSerial").value);
        }
        if (c.containsKey("keys")) {
            Map<String, String> keys = new TreeMap<>();
            c.get("keys").object().forEach((id, key) -> keys.put(id, key.string()));
            builder.keys(PinnedKeys.of(keys));
        }
        if (c.containsKey("handlers")) {
            Set<String> handlers = new HashSet<>();
            for (Json.Node handler : c.get("handlers").array()) handlers.add(handler.string());
            builder.handlers(handlers);
        }
        RoutingDocuments documents = builder.build();
        Map<String, Json.Node> expect = c.get("expect").object();
        List<Json.Node> arrivals = c.get("documents").array();
        for (int i = 0; i < arrivals.size(); i++) {
            String text = arrivals.get(i).object().get("text").string();
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            DocumentArrival arrival = documents.offer(bytes, "document-" + (i + 1) + ".json");
            arrival(expect.get("documents").array().get(i).object(), arrival, label + " document "
                    + (i + 1));
        }
        Json.Node inForce = expect.get("inForce");
        RoutingDocument document = documents.state().inForce();
        if (inForce == null || inForce.isNull()) assertNull(document, label + ": inForce");
        else assertEquals(inForce.value, document == null ? null : document.serial(), label
                + ": inForce");
        if (!expect.containsKey("links")) return;
        for (Json.Node link : expect.get("links").array()) {
            Map<String, Json.Node> l = link.object();
            if (l.containsKey("source")) {
                skippedLinks[0]++;
                continue;
            }
            String url = l.get("url").string();
            link(documents.match(url), l.get("expect").object(), label + " " + url);
        }
    }

    private static void arrival(Map<String, Json.Node> want, DocumentArrival got, String label) {
        String said = got.toString();
        if (want.containsKey("applied")) {
            assertEquals(DocumentArrival.Outcome.APPLIED, got.outcome(), label + " (" + said + ")");
            assertEquals(want.get("applied").value, got.serial(), label);
            return;
        }
        if (want.containsKey("unchanged")) {
            assertEquals(DocumentArrival.Outcome.UNCHANGED, got.outcome(), label + " (" + said
                    + ")");
            assertEquals(want.get("unchanged").value, got.serial(), label);
            return;
        }
        assertEquals(DocumentArrival.Outcome.REFUSED, got.outcome(), label + " (" + said + ")");
        RoutingDocumentError refusal = got.refusal();
        assertEquals(want.get("refused").string(), refusal.code().spelling(), label + " (" + said
                + ")");
        if (want.containsKey("line")) {
            DocumentDiagnostic first = refusal.diagnostics().isEmpty() ? null
                    : refusal.diagnostics().get(0);
            String place = first == null ? "none" : first.toString();
            assertEquals(want.get("line").value, first == null ? null : (long) first.line(), label
                    + " " + place);
            assertEquals(want.get("column").value, (long) first.column(), label + " " + place);
            assertEquals(want.get("message").string(), first.message(), label);
        }
    }

    private static void link(DocumentMatch got, Map<String, Json.Node> e, String label) {
        boolean matched = (Boolean) e.get("matched").value;
        String refusal = text(e, "refusal");
        if ("redirect".equals(refusal)) {
            assertTrue(got.redirectLoop(), label + ": a redirect loop (" + describe(got) + ")");
            return;
        }
        assertEquals(false, got.redirectLoop(), label + ": redirect loop (" + got.reason() + ")");
        Match m = got.match();
        assertEquals(matched, m.matched(), label + ": matched (" + describe(got) + ")");
        if (e.containsKey("followed")) {
            List<String> want = new ArrayList<>();
            for (Json.Node step : e.get("followed").array()) {
                Map<String, Json.Node> s = step.object();
                want.add(s.get("kind").string() + " " + s.get("from").string() + " -> "
                        + s.get("to").string());
            }
            List<String> have = new ArrayList<>();
            for (FollowedStep step : got.followed()) {
                have.add(step.kind().spelling() + " " + step.from() + " -> " + step.to());
            }
            assertEquals(want, have, label + ": followed");
        } else {
            assertTrue(got.followed().isEmpty(), label + ": followed " + got.followed().size());
        }
        Json.Node degrade = e.get("degrade");
        assertEquals(degrade == null ? null : degrade.object().get("to").string(),
                got.handlerFailsDegrade(),
            label + ": degrade");
        if (e.containsKey("rewrites")) {
            List<String> want = new ArrayList<>();
            for (Json.Node step : e.get("rewrites").array()) {
                Map<String, Json.Node> s = step.object();
                want.add(s.get("rule").value + " " + s.get("from").string() + " -> "
                        + s.get("to").string());
            }
            List<String> have = new ArrayList<>();
            for (RewriteStep step : got.rewrites()) have.add(step.number() + " " + step.from()
                    + " -> " + step.to());
            assertEquals(want, have, label + ": rewrites");
        }
        if (!matched) {
            assertEquals(refusal, CorpusCheck.refusal(m.refusal), label + ": refusal (" + m.reason
                    + ")");
            if ("rewrite".equals(refusal)) return;
            if (e.containsKey("intake")) assertEquals(text(e, "intake"), m.intakeKind, label
                    + ": intake");
            assertEquals(text(e, "webDestination"), m.webDestination, label + ": webDestination");
        }
        assertEquals(text(e, "rewrittenTo"), got.rewrittenTo(), label + ": rewrittenTo");
        if (matched) route(m, e, label);
    }

    private static void route(Match m, Map<String, Json.Node> e, String label) {
        Map<String, Json.Node> route = e.get("route").object();
        assertEquals(text(route, "pattern"), m.route.pattern, label + ": route.pattern");
        if (route.containsKey("handler")) assertEquals(text(route, "handler"), m.route.handler,
                label + ": handler");
        if (route.containsKey("name")) assertEquals(text(route, "name"), m.route.name, label
                + ": route.name");
        if (e.containsKey("namespace")) assertEquals(text(e, "namespace"), m.namespace, label
                + ": namespace");
        Map<String, Object> want = new TreeMap<>();
        Map<String, Object> got = new TreeMap<>();
        for (Map.Entry<String, Json.Node> p : e.get("parameters").object().entrySet()) {
            want.put(p.getKey(), CorpusCheck.value(p.getValue()));
        }
        for (Map.Entry<String, List<String>> p : m.parameters.entrySet()) {
            got.put(p.getKey(), p.getValue().size() == 1 ? p.getValue().get(0) : p.getValue());
        }
        assertEquals(want, got, label + ": parameters");
        if (e.containsKey("wildcard")) assertEquals(CorpusCheck.value(e.get("wildcard")),
                m.wildcard, label + ": wildcard");
        if (e.containsKey("types")) {
            for (Map.Entry<String, Json.Node> t : e.get("types").object().entrySet()) {
                Map.Entry<String, Json.Node> typed =
                    t.getValue().object().entrySet().iterator().next();
                Object expected = typed.getValue().value;
                Object actual = Types.convert(typed.getKey(), m.parameter(t.getKey()));
                if (expected instanceof Number && actual instanceof Number) {
                    expected = ((Number) expected).doubleValue();
                    actual = ((Number) actual).doubleValue();
                }
                assertEquals(expected, actual, label + ": " + t.getKey() + " as " + typed.getKey());
            }
        }
    }

    private static String describe(DocumentMatch got) {
        Map<String, Object> what = new LinkedHashMap<>();
        what.put("target", got.target());
        what.put("route", got.matched() ? got.match().route.pattern : got.reason());
        what.put("followed", got.followed().size());
        return what.toString();
    }
}
