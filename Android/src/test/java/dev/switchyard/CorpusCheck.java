package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.switchyard.cli.MatchOptions;
import dev.switchyard.cli.MatchReport;
import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.pattern.Types;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Compares one corpus case's expected outcome with the JVM reader's. */
public final class CorpusCheck {
    private CorpusCheck() {}

    /** A match case: with a {@code source}, under the case's {@code policy}; without, no policy. */
    static void match(RouteTable table, Map<String, Json.Node> testCase,
            String label) throws Exception {
        Map<String, String> caller = new LinkedHashMap<>();
        if (testCase.containsKey("params")) {
            for (Map.Entry<String, Json.Node> p : testCase.get("params").object().entrySet()) {
                caller.put(p.getKey(), p.getValue().string());
            }
        }
        String url = testCase.get("url").string();
        Match m = testCase.containsKey("source")
            ? table.match(MatchRequest.of(url, RouteSource.parse(testCase.get("source").string()))
                .policy(policy(testCase.get("policy"))).values(caller))
            : table.matchIgnoringPolicy(url, caller);
        Map<String, Json.Node> e = testCase.get("expect").object();
        boolean matched = (Boolean) e.get("matched").value;
        String says = m.matched() ? m.route.pattern : m.reason;
        assertEquals(matched, m.matched(), label + ": matched (reader says: " + says + ")");
        if (e.containsKey("rewrittenTo")) {
            assertEquals(e.get("rewrittenTo").string(), m.rewrittenTo, label + ": rewrittenTo");
        } else {
            assertNull(m.rewrittenTo, label + ": rewrittenTo");
        }
        if (e.containsKey("rewrites")) {
            assertEquals(steps(e.get("rewrites")), steps(m), label + ": rewrites");
        }
        printed(url, m, testCase, e, label);
        assertEquals(refused(e.get("refused")), refused(m), label + ": refused (" + m.reason + ")");
        if (!matched) {
            assertEquals(e.get("refusal").string(), refusal(m.refusal), label + ": refusal ("
                    + m.reason + ")");
            if (e.containsKey("intake")) {
                String what = label + ": intake kind (" + m.reason + ")";
                assertEquals(e.get("intake").string(), m.intakeKind, what);
            }
            if (e.containsKey("webDestination")) {
                String page = e.get("webDestination").string();
                assertEquals(page, m.webDestination, label + ": webDestination");
            } else {
                assertNull(m.webDestination, label + ": webDestination");
            }
            return;
        }
        route(m, e, label);
    }

    /**
     * The command line's line for the match states what the case states of {@code webDestination}
     * and {@code rewrites} (a one-step chain included): printed, not only held by the match.
     */
    private static void printed(String url, Match match, Map<String, Json.Node> testCase,
                                Map<String, Json.Node> expect, String label) throws Exception {
        Json.Node sourceNode = testCase.get("source");
        String source = sourceNode == null ? null : sourceNode.string();
        Map<String, Json.Node> line = Json.parse(
            MatchReport.line(url, match, source, policy(testCase.get("policy")))).object();
        Json.Node page = line.get("webDestination");
        Json.Node stated = expect.get("webDestination");
        assertEquals(stated == null ? null : stated.string(), page == null ? null : page.string(),
            label + ": the printed webDestination");
        if (expect.containsKey("rewrites")) {
            List<String> said = line.containsKey("rewrites") ? steps(line.get("rewrites"))
                : new ArrayList<>();
            assertEquals(steps(expect.get("rewrites")), said, label + ": the printed rewrites");
        }
    }

    /** What a matched case says of its route, parameters, wildcard and typed values. */
    private static void route(Match match, Map<String, Json.Node> expect, String label) {
        Map<String, Json.Node> route = expect.get("route").object();
        assertEquals(route.get("pattern").string(), match.route.pattern, label + ": route.pattern");
        if (route.containsKey("handler")) {
            assertEquals(route.get("handler").string(), match.route.handler,
                label + ": route.handler");
        }
        if (route.containsKey("name")) {
            assertEquals(route.get("name").string(), match.route.name, label + ": route.name");
        }
        if (expect.containsKey("namespace")) {
            assertEquals(expect.get("namespace").string(), match.namespace, label + ": namespace");
        }
        Map<String, Object> want = new TreeMap<>();
        Map<String, Object> got = new TreeMap<>();
        for (Map.Entry<String, Json.Node> wanted : expect.get("parameters").object().entrySet()) {
            want.put(wanted.getKey(), value(wanted.getValue()));
        }
        for (Map.Entry<String, List<String>> have : match.parameters.entrySet()) {
            List<String> values = have.getValue();
            got.put(have.getKey(), values.size() == 1 ? values.get(0) : values);
        }
        assertEquals(want, got, label + ": parameters");
        if (expect.containsKey("wildcard")) {
            assertEquals(value(expect.get("wildcard")), match.wildcard, label + ": wildcard");
        }
        if (expect.containsKey("types")) {
            types(match, expect.get("types").object(), label);
        }
    }

    /** Each typed parameter converted as the case's type converts it. */
    private static void types(Match match, Map<String, Json.Node> types, String label) {
        for (Map.Entry<String, Json.Node> type : types.entrySet()) {
            Map.Entry<String, Json.Node> typed =
                    type.getValue().object().entrySet().iterator().next();
            String text = match.parameter(type.getKey());
            assertNotNull(text, label + ": typed parameter " + type.getKey());
            Object expected = typed.getValue().value;
            Object actual = Types.convert(typed.getKey(), text);
            if (expected instanceof Number && actual instanceof Number
                    && typed.getKey().equals("float")) {
                assertEquals(((Number) expected).doubleValue(),
                        ((Number) actual).doubleValue(), label + ": " + type.getKey()
                        + " as float");
            } else {
                assertEquals(expected, actual, label + ": " + type.getKey() + " as "
                        + typed.getKey());
            }
        }
    }

    static void urlFor(RouteTable table, Map<String, Json.Node> testCase, String label) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        if (testCase.containsKey("parameters")) for (Map.Entry<String,
                Json.Node> p : testCase.get("parameters").object().entrySet()) {
            Object v = value(p.getValue());
            params.put(p.getKey(), v instanceof String ? List.of((String) v) : castList(v));
        }
        String name = testCase.get("route").string();
        Route r = table.route(name);
        if (r != null && testCase.containsKey("scheme") && r.parsed.schemeCaptureName() != null) {
            String v =
                    r.parsed.schemeValue(
                    testCase.get("scheme").string().toLowerCase(java.util.Locale.ROOT));
            if (v != null) params.putIfAbsent(r.parsed.schemeCaptureName(), List.of(v));
        }
        LinkResult got = table.url(name, params);
        Map<String, Json.Node> e = testCase.get("expect").object();
        if (e.containsKey("url")) {
            assertEquals(e.get("url").string(), got.url, label + ": url (" + got + ")");
        } else {
            assertEquals(e.get("error").string(), error(got.error), label + ": error (" + got
                    + ")");
        }
    }

    static void tableError(Map<String, Json.Node> testCase, String label) {
        Map<String, Json.Node> e = testCase.get("expect").object();
        try {
            RouteTableFile.parse(testCase.get("text").string(), "case.json", true);
        } catch (TableError err) {
            assertEquals(e.get("error").string(), err.kind, label + ": error kind ("
                    + err.getMessage() + ")");
            assertEquals(((Number) e.get("line").value).intValue(), err.line, label + ": line ("
                    + err.getMessage() + ")");
            assertEquals(((Number) e.get("column").value).intValue(), err.column, label
                    + ": column (" + err.getMessage() + ")");
            if (e.containsKey("message")) {
                assertEquals(e.get("message").string(), err.message, label + ": message");
            }
            return;
        }
        org.junit.jupiter.api.Assertions.fail(label + ": the table loaded; expected a "
                + e.get("error").string() + " error");
    }

    /**
     * A case's {@code policy}: its {@code restrict} and {@code deny} entries, as the command line
     * spells them.
     */
    public static SourcePolicy policy(Json.Node node) throws MatchOptions.UsageError {
        SourcePolicy p = SourcePolicy.DEFAULT;
        if (node == null) return p;
        Map<String, Json.Node> rules = node.object();
        if (rules.containsKey("restrict")) {
            for (Json.Node r : rules.get("restrict").array()) {
                p = MatchOptions.restrict(p, r.string());
            }
        }
        if (rules.containsKey("deny")) {
            for (Json.Node d : rules.get("deny").array()) p = MatchOptions.deny(p, d.string());
        }
        return p;
    }

    /** The expected {@code refused} list as {@code pattern (scheme)} lines; absent: none. */
    public static List<String> refused(Json.Node node) {
        List<String> out = new ArrayList<>();
        if (node == null) return out;
        for (Json.Node r : node.array()) {
            Map<String, Json.Node> o = r.object();
            out.add(o.get("pattern").string() + " (" + o.get("scheme").string() + ")");
        }
        return out;
    }

    public static List<String> refused(Match match) {
        List<String> out = new ArrayList<>();
        for (RefusedRoute r : match.refused) out.add(r.route.pattern + " (" + r.namespace + ")");
        return out;
    }

    /** The expected {@code rewrites} as {@code N: FROM -> TO} lines. */
    public static List<String> steps(Json.Node node) {
        List<String> out = new ArrayList<>();
        for (Json.Node s : node.array()) {
            Map<String, Json.Node> o = s.object();
            int rule = ((Number) o.get("rule").value).intValue();
            out.add(rule + ": " + o.get("from").string() + " -> " + o.get("to").string());
        }
        return out;
    }

    public static List<String> steps(Match match) {
        List<String> out = new ArrayList<>();
        for (RewriteStep step : match.rewrites) {
            out.add(step.number() + ": " + step.from() + " -> " + step.to());
        }
        return out;
    }

    static String error(LinkResult.Reason reason) {
        if (reason == null) return null;
        switch (reason) {
            case MISSING: return "missing-parameter";
            case NO_SUCH_ROUTE: return "no-such-route";
            default: return "invalid-value";
        }
    }

    public static String refusal(Match.Refusal refusal) {
        switch (refusal) {
            case INTAKE: return "intake";
            case ORIGIN_NOT_ACCEPTED: return "origin";
            case NO_ROUTE: return "no-route";
            case POLICY: return "policy";
            default: return "rewrite";
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> castList(Object value) {
        return (List<String>) value;
    }

    public static Object value(Json.Node node) {
        if (node.array() == null) return node.value;
        List<String> list = new ArrayList<>();
        for (Json.Node x : node.array()) list.add(x.string());
        return list;
    }
}
