package dev.switchyard;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Loads a JSON route-table file (RouteTableFileFormat.md). YAML and property lists are not read
 * on the JVM.
 */
public final class RouteTableFile {
    private final String file;
    private String hostAsPath = "auto";
    private boolean strict;
    /** The problems found while building, in the order found; the first in file order is thrown. */
    private final List<TableProblem> problems = new ArrayList<>();
    private final Set<String> declaredTypes = new HashSet<>();

    private RouteTableFile(String file) { this.file = file; }

    /**
     * Reads and loads a {@code .json} route-table file.
     *
     * @param path the file
     * @return the table
     * @throws IOException when the file cannot be read
     * @throws TableError the file's first problem, located as the Swift reader locates it
     */
    public static RouteTable load(Path path) throws IOException, TableError {
        String name = path.toString();
        if (!name.endsWith(".json"))
            throw new TableError(name, 1, 1, "the JVM reader reads JSON route-table files only"
                + " (convert YAML or plist with switchyard)", "syntax", null);
        return parse(new String(Files.readAllBytes(path), StandardCharsets.UTF_8), name);
    }

    /**
     * Loads a route-table file's text.
     *
     * @param text the file's JSON
     * @param fileName the name errors give the file
     * @return the table
     * @throws TableError the file's first problem, located as the Swift reader locates it
     */
    public static RouteTable parse(String text, String fileName) throws TableError {
        return parse(text, fileName, false);
    }

    /**
     * As {@link #parse(String, String)}; `strict` also refuses two routes that match exactly the
     * same URLs (a `conflict`, located at the later route), as `switchyard lint` does. Without it
     * such a table loads, as with the Swift `match` tool, and only the first of the two can match.
     *
     * @param text the file's JSON
     * @param fileName the name errors give the file
     * @param strict whether two routes that match the same URLs are an error
     * @return the table
     * @throws TableError the file's first problem, located as the Swift reader locates it
     */
    public static RouteTable parse(String text, String fileName, boolean strict) throws TableError {
        RouteTableFile f = new RouteTableFile(fileName);
        f.strict = strict;
        Json.Node root;
        try { root = Json.parse(text); }
        catch (Json.SyntaxError e) {
            throw new TableError(fileName, e.line, e.column, e.getMessage(), e.text.kind,
                e.text.code);
        }
        List<TableProblem> problems = TableSchema.check(root);
        if (!problems.isEmpty()) throw TableProblem.error(fileName, problems);
        RouteTable table = f.table(root);
        if (!f.problems.isEmpty()) throw TableProblem.error(fileName, f.problems);
        return table;
    }

    /** A problem at a value, or at a place inside a string value ({@code offset} characters in). */
    private TableProblem report(Json.Node at, int offset, ErrorText text, String... values) {
        TableProblem p = new TableProblem(at.line, column(at, offset), text, values);
        problems.add(p);
        return p;
    }

    /**
     * The column of the character {@code offset} UTF-16 units into a string value written without
     * escapes; for one with escapes, the value's own column (as the Swift reader places it).
     */
    private static int column(Json.Node at, int offset) {
        if (offset < 0 || !at.plain) return at.column;
        String s = at.string();
        int scalars = s == null ? offset : s.codePointCount(0, Math.min(offset, s.length()));
        return at.column + 1 + scalars;
    }

    private void patternProblem(Json.Node at, PatternError e) {
        TableProblem p = new TableProblem(at.line, column(at, e.offset), e);
        problems.add(p.pointingInto(at.string(), e.offset));
    }

    /** The table; the schema has been checked, so every value has its type. */
    private RouteTable table(Json.Node root) {
        Map<String, Json.Node> m = root.object();
        TableOptions o = new TableOptions();
        if (m.containsKey("options")) options(m.get("options"), o);
        hostAsPath = o.hostAsPath;
        Map<String, Boolean> fallback = new HashMap<>();
        if (m.containsKey("namespaces")) {
            for (Map.Entry<String, Json.Node> e : m.get("namespaces").object().entrySet()) {
                Json.Node v = e.getValue().object().get("fallbackToGlobal");
                fallback.put(e.getKey(), v != null && (Boolean) v.value);
            }
        }
        Set<String> types = new HashSet<>();
        if (m.containsKey("types")) {
            types.addAll(m.get("types").object().keySet());
            declaredTypes.addAll(types);
        }
        List<Json.Node> list = m.get("routes").array();
        List<Route> routes = new ArrayList<>();
        List<Json.Node> routeNodes = new ArrayList<>();
        for (Json.Node r : list) {
            Route route = route(r, routes.size());
            if (route == null) continue;
            routes.add(route);
            routeNodes.add(r);
        }
        List<Rewrite> rewrites = new ArrayList<>();
        if (m.containsKey("rewrites")) {
            for (Json.Node r : m.get("rewrites").array()) {
                Rewrite rewrite = rewrite(r, o, types);
                if (rewrite == null) break;
                rewrites.add(rewrite);
            }
        }
        int[] conflict = strict && problems.isEmpty() ? Conflicts.first(routes) : null;
        if (conflict != null) {
            Json.Node at = routeNodes.get(conflict[0]);
            Route later = routes.get(conflict[0]);
            Route earlier = routes.get(conflict[1]);
            String quoted = Texts.quoted(later.pattern, false);
            if (later.index == earlier.index) {
                // The JVM keeps no expansion's text: both are shown as the pattern (to do).
                String named = quoted + " (" + namespace(later) + ")";
                report(at, -1, ErrorText.CONFLICT_EXPANSIONS, named,
                    quoted, quoted);
            } else {
                report(at, -1, ErrorText.CONFLICT_IDENTICAL, quoted + " (" + namespace(later) + ")",
                    Texts.quoted(earlier.pattern, false) + " (" + namespace(earlier) + ")");
            }
        }
        return new RouteTable(o, routes, rewrites, types, fallback);
    }

    private static String namespace(Route r) {
        return r.scheme != null ? r.scheme
            : r.parsed.schemes.isEmpty() ? "global" : r.parsed.schemes.get(0);
    }

    private void options(Json.Node n, TableOptions o) {
        Map<String, Json.Node> m = n.object();
        if (m.containsKey("matchOrder")) {
            o.registrationOrder = m.get("matchOrder").string().equals("registration");
        }
        if (m.containsKey("hostAsPath")) o.hostAsPath = m.get("hostAsPath").string();
        if (m.containsKey("decodePlus")) o.decodePlus = (Boolean) m.get("decodePlus").value;
        if (m.containsKey("maxURLLength")) o.maxURLLength = positive(m.get("maxURLLength"));
        if (m.containsKey("maxSegments")) o.maxSegments = positive(m.get("maxSegments"));
        if (m.containsKey("maxQueryItems")) o.maxQueryItems = positive(m.get("maxQueryItems"));
        if (m.containsKey("accept")) o.accept = sources(m.get("accept"));
        if (m.containsKey("webOrigins")) o.webOrigins = webOrigins(m.get("webOrigins"));
    }

    /** The route, or null (its problem reported) when its pattern or conditions do not parse. */
    private Route route(Json.Node n, int index) {
        Map<String, Json.Node> m = n.object();
        List<LinkSource> accept = m.containsKey("accept") ? sources(m.get("accept")) : null;
        Json.Node pn = m.get("pattern");
        Pattern p;
        try {
            p = PatternParser.parse(pn.string(), hostAsPath);
        } catch (PatternError e) {
            patternProblem(pn, e);
            return null;
        }
        if (!checkTypes(pn, p) || !uniqueNames(pn, p)) return null;
        String scheme = m.containsKey("scheme") ? m.get("scheme").string() : null;
        if (scheme != null && !p.schemes.isEmpty()) {
            boolean found = false;
            for (String s : p.schemes) found |= s.equalsIgnoreCase(scheme);
            if (!found) {
                report(m.get("scheme"), -1, ErrorText.ROUTE_SCHEME_CONTRADICTS, p.schemes.get(0),
                    scheme).pointingInto(p.text, 0);
                return null;
            }
        }
        if (scheme != null && scheme.equalsIgnoreCase("global")) scheme = null;
        Map<String, QueryCondition> query = query(m.get("query"));
        if (query == null) return null;
        described(m.get("parameters"), p, query);
        List<String> tags = new ArrayList<>();
        if (m.containsKey("tags")) for (Json.Node t : m.get("tags").array()) tags.add(t.string());
        int priority = m.containsKey("priority") ? (int) (long) (Long) m.get("priority").value : 0;
        return new Route(index, p, scheme, priority, m.containsKey("handler")
            ? m.get("handler").string() : null,
            m.containsKey("name") ? m.get("name").string() : null,
            accept, tags, flag(m, "internal"), flag(m, "lowercaseCaptures"),
            flag(m, "queryOverridesPath"), query);
    }

    /** A parameter name appears once in a pattern. */
    private boolean uniqueNames(Json.Node at, Pattern p) {
        for (String name : ParameterNames.of(p)) {
            int second = ParameterNames.secondAt(p.text, name);
            if (second >= 0) {
                report(at, second, ErrorText.PATTERN_DUPLICATE_NAME, Texts.shortened(name))
                    .pointingInto(p.text, second);
                return false;
            }
        }
        return true;
    }

    /** A described parameter is one the route captures, its query conditions' captures included. */
    private void described(Json.Node parameters, Pattern p, Map<String, QueryCondition> query) {
        if (parameters == null) return;
        List<String> names = new ArrayList<>(ParameterNames.of(p));
        for (QueryCondition c : query.values()) names.addAll(c.parameterNames());
        for (Map.Entry<String, Json.Node> e : parameters.object().entrySet()) {
            String name = e.getKey();
            if (name.isEmpty() || names.contains(name)) continue;
            Json.Node v = e.getValue();
            String pattern = Texts.quoted(p.text, false);
            if (names.isEmpty()) {
                problems.add(new TableProblem(v.keyLine, v.keyColumn,
                    ErrorText.ROUTE_PARAMETER_NONE_CAPTURED, Texts.quoted(name), pattern));
            } else {
                problems.add(new TableProblem(v.keyLine, v.keyColumn,
                    ErrorText.ROUTE_PARAMETER_NOT_CAPTURED, Texts.quoted(name), pattern,
                    String.join(", ", names)));
            }
        }
    }

    private static boolean flag(Map<String, Json.Node> m, String key) {
        return m.containsKey(key) && (Boolean) m.get(key).value;
    }

    /** A route's query conditions, or null (its problem reported) when one does not parse. */
    private Map<String, QueryCondition> query(Json.Node n) {
        Map<String, QueryCondition> query = new TreeMap<>();
        if (n == null) return query;
        for (Map.Entry<String, Json.Node> e : n.object().entrySet()) {
            Object v = e.getValue().value;
            if (v == null || v instanceof Boolean) {
                Boolean present = v == null ? Boolean.FALSE : (Boolean) v;
                query.put(e.getKey(), new QueryCondition(present, null, null));
                continue;
            }
            String text = v instanceof Long ? String.valueOf(v) : (String) v;
            try {
                query.put(e.getKey(), QueryCondition.parse(text));
            } catch (PatternError err) {
                report(e.getValue(), v instanceof Long ? -1 : err.offset, ErrorText.QUERY_PATTERN,
                    Texts.quoted(e.getKey()), err.getMessage()).pointingInto(text, err.offset);
                return null;
            }
        }
        return query;
    }

    private static final Set<String> BUILT_IN = TableSchema.BUILT_IN_TYPES;

    /** Every typed capture names a built-in type or one the table declares in `types`. */
    private boolean checkTypes(Json.Node at, Pattern p) {
        for (Pattern.Expansion e : p.expansions) {
            List<SegmentPattern> all = new ArrayList<>(e.path);
            if (e.hash != null) all.addAll(e.hash);
            for (SegmentPattern s : all) {
                if (s.parts == null) continue;
                for (Object part : s.parts) {
                    if (!(part instanceof Capture)) continue;
                    String type = ((Capture) part).type;
                    if (type != null && !BUILT_IN.contains(type) && !declaredTypes.contains(type)) {
                        int offset = Math.max(p.text.indexOf("<" + type + ":") + 1, 0);
                        String known = String.join(", ", new TreeSet<>(union()));
                        report(at, offset, ErrorText.PATTERN_UNKNOWN_TYPE, Texts.shortened(type), known)
                            .pointingInto(p.text, offset);
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private Set<String> union() {
        Set<String> all = new HashSet<>(BUILT_IN);
        all.addAll(declaredTypes);
        return all;
    }

    /** The rewrite, or null (its problem reported) when it does not compile. */
    private Rewrite rewrite(Json.Node n, TableOptions o, Set<String> types) {
        Map<String, Json.Node> m = n.object();
        Json.Node toNode = m.get("to");
        String to = toNode.string();
        if (m.containsKey("from")) {
            Json.Node fn = m.get("from");
            Pattern p;
            try {
                p = PatternParser.parse(fn.string(), o.hostAsPath);
            } catch (PatternError e) {
                patternProblem(fn, e);
                return null;
            }
            TableOptions fo = new TableOptions();
            fo.hostAsPath = o.hostAsPath;
            fo.decodePlus = o.decodePlus;
            fo.registrationOrder = o.registrationOrder;
            fo.maxURLLength = o.maxURLLength;
            fo.maxSegments = o.maxSegments;
            fo.maxQueryItems = o.maxQueryItems;
            Route r = new Route(0, p, null, 0, null, null, null, List.of(), false, false, false,
                new TreeMap<>());
            RouteTable from = new RouteTable(fo, List.of(r), List.of(), types, Map.of());
            PatternError bad = RewriteTarget.check(to, ParameterNames.of(p), false);
            if (bad != null) {
                patternProblem(toNode, bad);
                return null;
            }
            return new Rewrite(p.text, from, null, null, to);
        }
        Json.Node rn = m.get("regex");
        Regex compiled;
        try {
            compiled = Regex.compile(rn.string());
        } catch (Regex.SyntaxError e) {
            TableProblem p = new TableProblem(rn.line, column(rn, e.offset), e.getMessage());
            problems.add(p.pointingInto(rn.string(), e.offset));
            return null;
        }
        List<String> groups = new ArrayList<>();
        for (String g : compiled.groupNames()) if (g != null && !groups.contains(g)) groups.add(g);
        PatternError bad = RewriteTarget.check(to, groups, true);
        if (bad != null) {
            patternProblem(toNode, bad);
            return null;
        }
        return new Rewrite(null, null, rn.string(), compiled, to);
    }

    private List<LinkSource> sources(Json.Node n) {
        List<LinkSource> out = new ArrayList<>();
        for (Json.Node s : n.array()) {
            LinkSource src = source(s);
            if (src != null) out.add(src);
        }
        return out;
    }

    /** A link source, or null (its problem reported, with Swift's words and place). */
    private LinkSource source(Json.Node s) {
        PatternError bad = LinkSourceCheck.problem(s.string());
        LinkSource src = bad == null ? LinkSource.parse(s.string()) : null;
        if (bad == null && src == null) bad = new PatternError(ErrorText.SOURCE_PATH, 0);
        if (bad != null) {
            TableProblem p = new TableProblem(s.line, column(s, bad.offset), bad);
            problems.add(p.pointingInto(s.string(), bad.offset));
        }
        return src;
    }

    /** The web origins: each an http or https scheme with a host. */
    private List<LinkSource> webOrigins(Json.Node n) {
        List<LinkSource> out = new ArrayList<>();
        for (Json.Node s : n.array()) {
            LinkSource src = source(s);
            if (src == null) continue;
            if (src.host == null
                || !(src.scheme.equals("https") || src.scheme.equals("http"))) {
                report(s, -1, ErrorText.OPTIONS_WEB_ORIGIN, s.string());
            } else {
                out.add(src);
            }
        }
        return out;
    }

    private static int positive(Json.Node n) {
        long v = (Long) n.value;
        return v > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) v;
    }
}
