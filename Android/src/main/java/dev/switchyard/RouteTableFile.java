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

/**
 * Loads a JSON route-table file (the route-table file format of the Swift package's documentation)
 * into a {@link RouteTable}. YAML and property-list tables are not read on the JVM: convert them to
 * JSON with the Swift tool.
 */
@NonnullByDefault
public final class RouteTableFile {
    private static final Set<String> TABLE =
            Set.of("options", "namespaces", "types", "routes", "rewrites");
    private static final Set<String> OPTIONS =
            Set.of("matchOrder", "hostAsPath", "decodePlus", "accept",
        "webOrigins", "maxURLLength", "maxSegments", "maxQueryItems");
    private static final Set<String> ROUTE =
            Set.of("pattern", "scheme", "priority", "handler", "name", "accept",
        "tags", "internal", "description", "parameters", "query", "lowercaseCaptures",
                "queryOverridesPath");
    private static final Set<String> REWRITE = Set.of("from", "regex", "to", "nested");

    private final String file;
    private String hostAsPath = "auto";
    private boolean strict;
    private final Set<String> declaredTypes = new HashSet<>();

    private RouteTableFile(String file) {
        this.file = file;
    }

    /**
     * Reads and loads a table file.
     *
     * @param path a {@code .json} route-table file, read as UTF-8
     * @return the table, frozen: safe to share between threads
     * @throws IOException when the file cannot be read
     * @throws TableError when the file is not a JSON table, or the table is invalid; its message is
     *     {@code file:line:column: error: text}, as the Swift tool prints it
     */
    public static RouteTable load(Path path) throws IOException, TableError {
        String name = path.toString();
        if (!name.endsWith(".json")) {
            throw new TableError(name, 1, 1,
                "the JVM reader reads JSON route-table files only (convert YAML or plist with " +
                        "switchyard)");
        }
        return parse(new String(Files.readAllBytes(path), StandardCharsets.UTF_8), name);
    }

    /**
     * Loads a table from its text, as {@code switchyard match} does: of two routes that match
     * exactly the same URLs, only the first can match.
     *
     * @param text the table file's JSON text
     * @param fileName the name errors are reported under
     * @return the table, frozen: safe to share between threads
     * @throws TableError when the text is not a JSON table, or the table is invalid
     */
    public static RouteTable parse(String text, String fileName) throws TableError {
        return parse(text, fileName, false);
    }

    /**
     * Loads a table from its text; {@code strict} also refuses two routes that match exactly the
     * same URLs (a conflict, located at the later route), as {@code switchyard lint} does.
     *
     * @param text the table file's JSON text
     * @param fileName the name errors are reported under
     * @param strict whether two routes that match exactly the same URLs are an error
     * @return the table, frozen: safe to share between threads
     * @throws TableError when the text is not a JSON table, or the table is invalid
     */
    public static RouteTable parse(String text, String fileName, boolean strict) throws TableError {
        RouteTableFile f = new RouteTableFile(fileName);
        f.strict = strict;
        Json.Node root;
        try {
            root = Json.parse(text);
        } catch (Json.SyntaxError e) {
            throw new TableError(fileName, e.line, e.column, e.getMessage(), "syntax");
        }
        return f.table(root);
    }

    private TableError error(Json.Node at, String message) {
        return new TableError(file, at.line, at.column, message);
    }

    private Map<String, Json.Node> object(Json.Node node, Set<String> keys, String what)
            throws TableError {
        Map<String, Json.Node> m = node.object();
        if (m == null) throw error(node, what + " must be an object");
        for (String k : m.keySet()) {
            if (!k.startsWith("x-") && !keys.contains(k)) {
                throw error(m.get(k), "unknown key \"" + k + "\" in " + what + "; known keys: "
                        + String.join(", ", new java.util.TreeSet<>(keys)));
            }
        }
        return m;
    }

    private RouteTable table(Json.Node root) throws TableError {
        Map<String, Json.Node> m = object(root, TABLE, "the table");
        TableOptions o = new TableOptions();
        if (m.containsKey("options")) options(m.get("options"), o);
        hostAsPath = o.hostAsPath;
        Map<String, Boolean> fallback = new HashMap<>();
        if (m.containsKey("namespaces")) {
            Map<String, Json.Node> ns = m.get("namespaces").object();
            if (ns == null) throw error(m.get("namespaces"), "namespaces must be an object");
            for (Map.Entry<String, Json.Node> e : ns.entrySet()) {
                Map<String, Json.Node> v =
                        object(e.getValue(), Set.of("fallbackToGlobal"), "a namespace");
                fallback.put(e.getKey(), v.containsKey("fallbackToGlobal")
                        && bool(v.get("fallbackToGlobal")));
            }
        }
        Set<String> types = new HashSet<>();
        if (m.containsKey("types")) {
            Map<String, Json.Node> t = m.get("types").object();
            if (t == null) throw error(m.get("types"), "types must be an object");
            types.addAll(t.keySet());
            declaredTypes.addAll(t.keySet());
        }
        if (!m.containsKey("routes")) throw error(root, "the table has no \"routes\"");
        List<Json.Node> list = m.get("routes").array();
        if (list == null) throw error(m.get("routes"), "routes must be an array");
        List<Route> routes = new ArrayList<>();
        for (Json.Node r : list) routes.add(route(r, routes.size()));
        int[] conflict = strict ? Conflicts.first(routes) : null;
        if (conflict != null) {
            Json.Node at = list.get(conflict[0]);
            Route later = routes.get(conflict[0]);
            Route earlier = routes.get(conflict[1]);
            throw new TableError(file, at.line, at.column, later.index == earlier.index
                ? "route \"" + later.pattern
                        + "\": two readings of its optional groups match the same URLs"
                : "route \"" + later.pattern + "\" matches exactly the URLs route \""
                        + earlier.pattern + "\" matches", "conflict");
        }
        List<Rewrite> rewrites = new ArrayList<>();
        if (m.containsKey("rewrites")) {
            List<Json.Node> rw = m.get("rewrites").array();
            if (rw == null) throw error(m.get("rewrites"), "rewrites must be an array");
            for (Json.Node r : rw) rewrites.add(rewrite(r, o, types));
        }
        return new RouteTable(o, routes, rewrites, types, fallback);
    }

    private void options(Json.Node node, TableOptions options) throws TableError {
        Map<String, Json.Node> m = object(node, OPTIONS, "options");
        if (m.containsKey("matchOrder")) {
            String v = string(m.get("matchOrder"));
            if (!v.equals("specificity") && !v.equals("registration")) {
                throw error(m.get("matchOrder"),
                        "matchOrder must be \"specificity\" or \"registration\"");
            }
            options.registrationOrder = v.equals("registration");
        }
        if (m.containsKey("hostAsPath")) {
            String v = string(m.get("hostAsPath"));
            if (!Set.of("auto", "always", "never").contains(v)) {
                throw error(m.get("hostAsPath"),
                        "hostAsPath must be \"auto\", \"always\" or \"never\"");
            }
            options.hostAsPath = v;
        }
        if (m.containsKey("decodePlus")) options.decodePlus = bool(m.get("decodePlus"));
        if (m.containsKey("accept")) options.accept = sources(m.get("accept"));
        if (m.containsKey("webOrigins")) options.webOrigins = sources(m.get("webOrigins"));
        if (m.containsKey("maxURLLength")) options.maxURLLength = positive(m.get("maxURLLength"));
        if (m.containsKey("maxSegments")) options.maxSegments = positive(m.get("maxSegments"));
        if (m.containsKey("maxQueryItems")) {
            options.maxQueryItems = positive(m.get("maxQueryItems"));
        }
    }

    private Route route(Json.Node node, int index) throws TableError {
        Map<String, Json.Node> m = object(node, ROUTE, "a route");
        if (!m.containsKey("pattern")) throw error(node, "a route needs a \"pattern\"");
        Json.Node pn = m.get("pattern");
        Pattern p;
        try {
            p = PatternParser.parse(string(pn), hostAsPath);
        } catch (PatternError e) {
            throw new TableError(file, pn.line, pn.column + 1 + e.offset, e.getMessage(),
                    "pattern");
        }
        checkTypes(pn, p);
        String scheme = m.containsKey("scheme") ? string(m.get("scheme")) : null;
        if (scheme != null && !p.schemes.isEmpty()) {
            boolean found = false;
            for (String s : p.schemes) found |= s.equalsIgnoreCase(scheme);
            if (!found) {
                throw error(m.get("scheme"), "scheme \"" + scheme + "\" is not the pattern's");
            }
        }
        if (scheme != null && scheme.equalsIgnoreCase("global")) scheme = null;
        Map<String, QueryCondition> query = new TreeMap<>();
        if (m.containsKey("query")) {
            Map<String, Json.Node> q = m.get("query").object();
            if (q == null) throw error(m.get("query"), "query must be an object");
            for (Map.Entry<String, Json.Node> e : q.entrySet()) {
                Object v = e.getValue().value;
                if (v == null || v instanceof Boolean) {
                    query.put(e.getKey(),
                            new QueryCondition(v == null ? Boolean.FALSE : (Boolean) v, null,
                            null));
                } else {
                    try {
                        query.put(e.getKey(), QueryCondition.parse(string(e.getValue())));
                    } catch (PatternError err) {
                        throw new TableError(file, e.getValue().line, e.getValue().column,
                                "query item \"" + e.getKey() + "\": " + err.getMessage(),
                                "pattern");
                    }
                }
            }
        }
        List<String> tags = new ArrayList<>();
        if (m.containsKey("tags")) {
            for (Json.Node t : array(m.get("tags"))) {
                tags.add(string(t));
            }
        }
        return new Route(index, p, scheme, m.containsKey("priority") ? integer(m.get("priority"))
                : 0,
            optString(m.get("handler")), optString(m.get("name")), m.containsKey("accept")
                    ? sources(m.get("accept")) : null, tags,
            m.containsKey("internal") && bool(m.get("internal")),
                    m.containsKey("lowercaseCaptures") && bool(m.get("lowercaseCaptures")),
            m.containsKey("queryOverridesPath") && bool(m.get("queryOverridesPath")), query);
    }

    private static final Set<String> BUILT_IN = Set.of("int", "float", "uuid", "string", "path");

    /** Every typed capture names a built-in type or one the table declares in `types`. */
    private void checkTypes(Json.Node at, Pattern pattern) throws TableError {
        for (Pattern.Expansion e : pattern.expansions) {
            List<SegmentPattern> all = new ArrayList<>(e.path);
            if (e.hash != null) all.addAll(e.hash);
            for (SegmentPattern s : all) {
                if (s.parts == null) continue;
                for (Object part : s.parts) {
                    if (!(part instanceof Capture)) continue;
                    String type = ((Capture) part).type;
                    if (type != null && !BUILT_IN.contains(type) && !declaredTypes.contains(type)) {
                        int offset = pattern.text.indexOf("<" + type + ":") + 1;
                        throw new TableError(file, at.line, at.column + 1 + Math.max(offset, 0),
                            "unknown parameter type '" + type + "'; known types: "
                                    + String.join(", ",
                                    new java.util.TreeSet<>(union(declaredTypes))), "pattern");
                    }
                }
            }
        }
    }

    private static Set<String> union(Set<String> declared) {
        Set<String> all = new HashSet<>(BUILT_IN);
        all.addAll(declared);
        return all;
    }

    private Rewrite rewrite(Json.Node node, TableOptions options,
            Set<String> types) throws TableError {
        Map<String, Json.Node> m = object(node, REWRITE, "a rewrite");
        if (!m.containsKey("to")) throw error(node, "a rewrite needs \"to\"");
        if (m.containsKey("from") == m.containsKey("regex")) {
            throw error(node, "a rewrite gives \"from\" or \"regex\", not both");
        }
        String to = string(m.get("to"));
        NestedUrl nested = m.containsKey("nested")
                ? new NestedUrlReader(file).read(m.get("nested"), to) : NestedUrl.DEFAULT;
        if (m.containsKey("from")) {
            Json.Node fn = m.get("from");
            Pattern p;
            try {
                p = PatternParser.parse(string(fn), options.hostAsPath);
            } catch (PatternError e) {
                throw new TableError(file, fn.line, fn.column + 1 + e.offset, e.getMessage(),
                        "pattern");
            }
            TableOptions fo = new TableOptions();
            fo.hostAsPath = options.hostAsPath;
            fo.decodePlus = options.decodePlus;
            fo.registrationOrder = options.registrationOrder;
            fo.maxURLLength = options.maxURLLength;
            fo.maxSegments = options.maxSegments;
            fo.maxQueryItems = options.maxQueryItems;
            Route r =
                    new Route(0, p, null, 0, null, null, null, List.of(), false, false, false,
                    new TreeMap<>());
            return new Rewrite(p.text, new RouteTable(fo, List.of(r), List.of(), types, Map.of()),
                    null, null, to, nested);
        }
        Json.Node rn = m.get("regex");
        try {
            return new Rewrite(null, null, string(rn), Regex.compile(string(rn)), to, nested);
        } catch (Regex.SyntaxError e) {
            throw new TableError(file, rn.line, rn.column + 1 + e.offset, "regex: "
                    + e.getMessage(), "pattern");
        }
    }

    private List<LinkSource> sources(Json.Node node) throws TableError {
        List<LinkSource> out = new ArrayList<>();
        for (Json.Node s : array(node)) {
            LinkSource src = LinkSource.parse(string(s));
            if (src == null) throw error(s, "not a link source: \"" + s.value + "\"");
            out.add(src);
        }
        return out;
    }

    private List<Json.Node> array(Json.Node node) throws TableError {
        if (node.array() == null) throw error(node, "expected an array");
        return node.array();
    }

    private String string(Json.Node node) throws TableError {
        if (node.string() == null) throw error(node, "expected a string");
        return node.string();
    }

    private String optString(Json.Node node) throws TableError {
        return node == null || node.isNull() ? null : string(node);
    }

    private boolean bool(Json.Node node) throws TableError {
        if (!(node.value instanceof Boolean)) throw error(node, "expected true or false");
        return (Boolean) node.value;
    }

    private int integer(Json.Node node) throws TableError {
        if (!(node.value instanceof Long) || Math.abs((Long) node.value) > Integer.MAX_VALUE) {
            throw error(node, "expected an integer");
        }
        return (int) (long) (Long) node.value;
    }

    private int positive(Json.Node node) throws TableError {
        int v = integer(node);
        if (v <= 0) throw error(node, "expected a positive integer");
        return v;
    }
}
