package dev.switchyard.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.Corpus;
import dev.switchyard.CorpusCheck;
import dev.switchyard.Match;
import dev.switchyard.MatchRequest;
import dev.switchyard.RewriteStep;
import dev.switchyard.RouteTable;
import dev.switchyard.TableReader;
import dev.switchyard.cli.MatchOptions;
import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.pattern.Types;
import dev.switchyard.policy.RouteSource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the corpus's {@code document} cases (../Conformance/cases, Conformance/README.md "document
 * cases"): the documents arrive in order on a fresh install, each arrival's outcome, the serial in
 * force and every link's outcome compared. A link with a {@code source} is matched from it under
 * the case's {@code policy}, as an app matches it; a link without one is matched without the
 * policy, as {@code switchyard match --document} without {@code --source} matches it. Each case
 * runs on each {@link TableReader}: the table read from its JSON, and from its ready form.
 */
class DocumentCorpusTest {
    @TestFactory
    Stream<DynamicTest> documentCases() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        List<Corpus.CaseFile> files = Corpus.files("");
        if (files.isEmpty()) return Stream.empty();
        // Every case over the table read from its JSON, and again from its ready form (ADR 0069).
        for (TableReader reader : TableReader.values()) {
            for (Corpus.CaseFile file : files) {
                tests.addAll(fileCases(file, reader));
            }
        }
        return tests.stream();
    }

    private List<DynamicTest> fileCases(Corpus.CaseFile file, TableReader reader) throws Exception {
        String name = file.name;
        Map<String, Json.Node> doc = file.document;
        List<DynamicTest> out = new ArrayList<>();
        List<Json.Node> cases = doc.get("cases").array();
        if (cases.stream().noneMatch(node ->
                "document".equals(node.object().get("kind").string()))) {
            return out;
        }
        RouteTable table = reader.parse(file.tableJson(), name);
        for (Json.Node node : cases) {
            Map<String, Json.Node> testCase = node.object();
            if (!"document".equals(testCase.get("kind").string())) {
                continue;
            }
            String label = reader.label + name + "#" + testCase.get("id").string() + " ["
                + testCase.get("rule").string() + "]";
            out.add(DynamicTest.dynamicTest(label, () -> run(table, testCase, label)));
        }
        return out;
    }

    private static String text(Map<String, Json.Node> object, String key) {
        Json.Node node = object.get(key);
        return node == null ? null : node.string();
    }

    private static void run(RouteTable table, Map<String, Json.Node> testCase, String label)
        throws Exception {
        RoutingDocuments documents = OpenCaseDocuments.fresh(table, testCase);
        Map<String, Json.Node> expect = testCase.get("expect").object();
        List<Json.Node> arrivals = testCase.get("documents").array();
        for (int i = 0; i < arrivals.size(); i++) {
            String text = arrivals.get(i).object().get("text").string();
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            DocumentArrival arrival = documents.offer(bytes, "document-" + (i + 1) + ".json");
            arrival(expect.get("documents").array().get(i).object(), arrival,
                label + " document " + (i + 1));
        }
        Json.Node inForce = expect.get("inForce");
        RoutingDocument document = documents.state().inForce();
        if (inForce == null || inForce.isNull()) {
            assertNull(document, label + ": inForce");
        } else {
            assertEquals(inForce.value, document == null ? null : document.serial(),
                label + ": inForce");
        }
        if (!expect.containsKey("links")) {
            return;
        }
        for (Json.Node node : expect.get("links").array()) {
            Map<String, Json.Node> link = node.object();
            String url = link.get("url").string();
            link(match(documents, link), link.get("expect").object(), label + " " + url);
        }
    }


    /**
     * A link from its {@code source} under its {@code policy}, as an app matches it; without a
     * source, without the policy.
     */
    private static DocumentMatch match(RoutingDocuments documents, Map<String, Json.Node> link)
        throws MatchOptions.UsageError {
        String url = link.get("url").string();
        if (!link.containsKey("source")) {
            return documents.state().applied().matchIgnoringPolicy(url, Map.of());
        }
        RouteSource source = RouteSource.parse(link.get("source").string());
        DocumentMatch match = documents.match(MatchRequest.of(url, source)
            .policy(CorpusCheck.policy(link.get("policy"))));
        if (!link.containsKey("handlerFails")) {
            return match;
        }
        // The route's handler failed: the leg after its handlerFails degrade.
        assertNotNull(match.whenHandlerFails(), url + ": no handlerFails degrade");
        return match.whenHandlerFails();
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

    private static void link(DocumentMatch got, Map<String, Json.Node> expect, String label) {
        boolean matched = (Boolean) expect.get("matched").value;
        String refusal = text(expect, "refusal");
        if ("redirect".equals(refusal)) {
            assertTrue(got.redirectLoop(), label + ": a redirect loop (" + describe(got) + ")");
            return;
        }
        assertEquals(false, got.redirectLoop(), label + ": redirect loop (" + got.reason() + ")");
        Match match = got.match();
        assertEquals(matched, match.matched(), label + ": matched (" + describe(got) + ")");
        assertEquals(followed(expect.get("followed")), followed(got.followed()),
            label + ": followed");
        Json.Node degrade = expect.get("degrade");
        assertEquals(degrade == null ? null : degrade.object().get("to").string(),
            got.handlerFailsTo, label + ": degrade");
        if (expect.containsKey("rewrites")) {
            assertEquals(CorpusCheck.steps(expect.get("rewrites")), steps(got.rewrites()),
                label + ": rewrites");
        }
        assertEquals(CorpusCheck.refused(expect.get("refused")), CorpusCheck.refused(match),
            label + ": refused (" + match.reason + ")");
        if (!matched) {
            refusal(match, expect, refusal, label);
        }
        if (!"rewrite".equals(refusal)) {
            assertEquals(text(expect, "rewrittenTo"), got.rewrittenTo(), label + ": rewrittenTo");
        }
        if (matched) {
            route(match, expect, label);
        }
    }

    /** What a refused link's match says: its refusal, intake kind and web destination. */
    private static void refusal(Match match, Map<String, Json.Node> expect, String refusal,
                                String label) {
        assertEquals(refusal, CorpusCheck.refusal(match.refusal),
            label + ": refusal (" + match.reason + ")");
        if ("rewrite".equals(refusal)) {
            return;
        }
        if (expect.containsKey("intake")) {
            assertEquals(text(expect, "intake"), match.intakeKind, label + ": intake");
        }
        assertEquals(text(expect, "webDestination"), match.webDestination,
            label + ": webDestination");
    }

    /** The expected {@code followed} steps as {@code kind from -> to} lines; absent: none. */
    private static List<String> followed(Json.Node steps) {
        List<String> lines = new ArrayList<>();
        if (steps == null) {
            return lines;
        }
        for (Json.Node node : steps.array()) {
            Map<String, Json.Node> step = node.object();
            lines.add(step.get("kind").string() + " " + step.get("from").string() + " -> "
                + step.get("to").string());
        }
        return lines;
    }

    private static List<String> followed(List<FollowedStep> steps) {
        List<String> lines = new ArrayList<>();
        for (FollowedStep step : steps) {
            lines.add(step.kind().spelling() + " " + step.from() + " -> " + step.to());
        }
        return lines;
    }

    private static List<String> steps(List<RewriteStep> steps) {
        List<String> lines = new ArrayList<>();
        for (RewriteStep step : steps) {
            lines.add(step.number() + ": " + step.from() + " -> " + step.to());
        }
        return lines;
    }

    private static void route(Match match, Map<String, Json.Node> expect, String label) {
        Map<String, Json.Node> route = expect.get("route").object();
        assertEquals(text(route, "pattern"), match.route.pattern, label + ": route.pattern");
        if (route.containsKey("handler")) {
            assertEquals(text(route, "handler"), match.route.handler, label + ": handler");
        }
        if (route.containsKey("name")) {
            assertEquals(text(route, "name"), match.route.name, label + ": route.name");
        }
        if (expect.containsKey("namespace")) {
            assertEquals(text(expect, "namespace"), match.namespace, label + ": namespace");
        }
        Map<String, Object> want = new TreeMap<>();
        Map<String, Object> got = new TreeMap<>();
        for (Map.Entry<String, Json.Node> wanted : expect.get("parameters").object().entrySet()) {
            want.put(wanted.getKey(), CorpusCheck.value(wanted.getValue()));
        }
        for (Map.Entry<String, List<String>> have : match.parameters.entrySet()) {
            List<String> values = have.getValue();
            got.put(have.getKey(), values.size() == 1 ? values.get(0) : values);
        }
        assertEquals(want, got, label + ": parameters");
        if (expect.containsKey("wildcard")) {
            assertEquals(CorpusCheck.value(expect.get("wildcard")), match.wildcard,
                label + ": wildcard");
        }
        if (expect.containsKey("types")) {
            types(match, expect.get("types").object(), label);
        }
    }

    private static void types(Match match, Map<String, Json.Node> types, String label) {
        for (Map.Entry<String, Json.Node> type : types.entrySet()) {
            Map.Entry<String, Json.Node> typed =
                type.getValue().object().entrySet().iterator().next();
            Object expected = typed.getValue().value;
            Object actual = Types.convert(typed.getKey(), match.parameter(type.getKey()));
            if (expected instanceof Number && actual instanceof Number) {
                expected = ((Number) expected).doubleValue();
                actual = ((Number) actual).doubleValue();
            }
            assertEquals(expected, actual, label + ": " + type.getKey() + " as " + typed.getKey());
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
