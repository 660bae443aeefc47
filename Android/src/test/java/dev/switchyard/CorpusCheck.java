package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Compares one corpus case's expected outcome with the JVM reader's. */
final class CorpusCheck {
    private CorpusCheck() {}

    /** A match case: with a {@code source}, under the case's {@code policy}; without, no policy. */
    static void match(RouteTable table, Map<String, Json.Node> c, String label) throws Exception {
        Map<String, String> caller = new LinkedHashMap<>();
        if (c.containsKey("params")) {
            for (Map.Entry<String, Json.Node> p : c.get("params").object().entrySet()) {
                caller.put(p.getKey(), p.getValue().string());
            }
        }
        String url = c.get("url").string();
        Match m = c.containsKey("source")
            ? table.match(url, RouteSource.parse(c.get("source").string()), policy(c.get("policy")),
                caller)
            : table.matchIgnoringPolicy(url, caller);
        Map<String, Json.Node> e = c.get("expect").object();
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
        assertEquals(refused(e.get("refused")), refused(m), label + ": refused (" + m.reason + ")");
        if (!matched) {
            assertEquals(e.get("refusal").string(), refusal(m.refusal), label + ": refusal (" + m.reason + ")");
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
        Map<String, Json.Node> route = e.get("route").object();
        assertEquals(route.get("pattern").string(), m.route.pattern, label + ": route.pattern");
        if (route.containsKey("handler")) assertEquals(route.get("handler").string(), m.route.handler, label + ": route.handler");
        if (route.containsKey("name")) assertEquals(route.get("name").string(), m.route.name, label + ": route.name");
        if (e.containsKey("namespace")) assertEquals(e.get("namespace").string(), m.namespace, label + ": namespace");
        Map<String, Object> want = new TreeMap<>(), got = new TreeMap<>();
        for (Map.Entry<String, Json.Node> p : e.get("parameters").object().entrySet()) want.put(p.getKey(), value(p.getValue()));
        for (Map.Entry<String, List<String>> p : m.parameters.entrySet()) got.put(p.getKey(), p.getValue().size() == 1 ? p.getValue().get(0) : p.getValue());
        assertEquals(want, got, label + ": parameters");
        if (e.containsKey("wildcard")) assertEquals(value(e.get("wildcard")), m.wildcard, label + ": wildcard");
        if (e.containsKey("types")) {
            for (Map.Entry<String, Json.Node> t : e.get("types").object().entrySet()) {
                Map.Entry<String, Json.Node> typed = t.getValue().object().entrySet().iterator().next();
                String v = m.parameter(t.getKey());
                assertNotNull(v, label + ": typed parameter " + t.getKey());
                Object expected = typed.getValue().value, actual = Types.convert(typed.getKey(), v);
                if (expected instanceof Number && actual instanceof Number && typed.getKey().equals("float")) {
                    assertEquals(((Number) expected).doubleValue(), ((Number) actual).doubleValue(), label + ": " + t.getKey() + " as float");
                } else assertEquals(expected, actual, label + ": " + t.getKey() + " as " + typed.getKey());
            }
        }
    }

    static void urlFor(RouteTable table, Map<String, Json.Node> c, String label) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        if (c.containsKey("parameters")) for (Map.Entry<String, Json.Node> p : c.get("parameters").object().entrySet()) {
            Object v = value(p.getValue());
            params.put(p.getKey(), v instanceof String ? List.of((String) v) : castList(v));
        }
        String name = c.get("route").string();
        Route r = table.route(name);
        if (r != null && c.containsKey("scheme") && r.parsed.schemeCaptureName != null) {
            String v = r.parsed.schemeValue(c.get("scheme").string().toLowerCase(java.util.Locale.ROOT));
            if (v != null) params.putIfAbsent(r.parsed.schemeCaptureName, List.of(v));
        }
        LinkResult got = table.url(name, params);
        Map<String, Json.Node> e = c.get("expect").object();
        if (e.containsKey("url")) assertEquals(e.get("url").string(), got.url, label + ": url (" + got + ")");
        else assertEquals(e.get("error").string(), error(got.error), label + ": error (" + got + ")");
    }

    static void tableError(Map<String, Json.Node> c, String label) {
        Map<String, Json.Node> e = c.get("expect").object();
        try {
            RouteTableFile.parse(c.get("text").string(), "case.json", true);
        } catch (TableError err) {
            assertEquals(e.get("error").string(), err.kind, label + ": error kind (" + err.getMessage() + ")");
            assertEquals(((Number) e.get("line").value).intValue(), err.line, label + ": line (" + err.getMessage() + ")");
            assertEquals(((Number) e.get("column").value).intValue(), err.column, label + ": column (" + err.getMessage() + ")");
            if (e.containsKey("message")) {
                assertEquals(e.get("message").string(), err.message, label + ": message");
            }
            return;
        }
        org.junit.jupiter.api.Assertions.fail(label + ": the table loaded; expected a " + e.get("error").string() + " error");
    }

    /**
     * A case's {@code policy}: its {@code restrict} and {@code deny} entries, as the command line
     * spells them.
     */
    static SourcePolicy policy(Json.Node n) throws MatchOptions.UsageError {
        SourcePolicy p = SourcePolicy.DEFAULT;
        if (n == null) return p;
        Map<String, Json.Node> rules = n.object();
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
    static List<String> refused(Json.Node n) {
        List<String> out = new ArrayList<>();
        if (n == null) return out;
        for (Json.Node r : n.array()) {
            Map<String, Json.Node> o = r.object();
            out.add(o.get("pattern").string() + " (" + o.get("scheme").string() + ")");
        }
        return out;
    }

    static List<String> refused(Match m) {
        List<String> out = new ArrayList<>();
        for (RefusedRoute r : m.refused) out.add(r.route.pattern + " (" + r.namespace + ")");
        return out;
    }

    /** The expected {@code rewrites} as {@code N: FROM -> TO} lines. */
    static List<String> steps(Json.Node n) {
        List<String> out = new ArrayList<>();
        for (Json.Node s : n.array()) {
            Map<String, Json.Node> o = s.object();
            int rule = ((Number) o.get("rule").value).intValue();
            out.add(rule + ": " + o.get("from").string() + " -> " + o.get("to").string());
        }
        return out;
    }

    static List<String> steps(Match m) {
        List<String> out = new ArrayList<>();
        for (RewriteStep s : m.rewrites) out.add(s.rule + ": " + s.from + " -> " + s.to);
        return out;
    }

    static String error(LinkResult.Reason e) {
        if (e == null) return null;
        switch (e) {
            case MISSING: return "missing-parameter";
            case NO_SUCH_ROUTE: return "no-such-route";
            default: return "invalid-value";
        }
    }

    static String refusal(Match.Refusal r) {
        switch (r) {
            case INTAKE: return "intake";
            case ORIGIN_NOT_ACCEPTED: return "origin";
            case NO_ROUTE: return "no-route";
            case POLICY: return "policy";
            default: return "rewrite";
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> castList(Object v) { return (List<String>) v; }

    static Object value(Json.Node n) {
        if (n.array() == null) return n.value;
        List<String> list = new ArrayList<>();
        for (Json.Node x : n.array()) list.add(x.string());
        return list;
    }
}
