package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.nested.NestedUrl;
import dev.switchyard.internal.nested.NestedUrlReader;
import dev.switchyard.internal.pattern.Capture;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.pattern.PatternParser;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.regex.Regex;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.Nullable;

/**
 * Loads a JSON route-table file (the route-table file format of the Swift package's documentation)
 * into a {@link RouteTable}. YAML and property-list tables are not read on the JVM: convert them to
 * JSON with the Swift tool.
 */
@NonnullByDefault
public final class RouteTableFile {
    private String hostAsPath = "auto";
    private boolean strict;
    /** The problems found while building, in the order found; the first in file order is thrown. */
    private final List<TableProblem> problems = new ArrayList<>();
    private final Set<String> declaredTypes = new HashSet<>();

    private RouteTableFile() {}

    /**
     * Reads and loads a table file.
     *
     * @param path a {@code .json} route-table file, read as UTF-8 (bytes that are not UTF-8 are
     *     refused at their place, never replaced)
     * @return the table, frozen: safe to share between threads
     * @throws IOException when the file cannot be read, or is not a regular file (a FIFO or a
     *     device in its place is never waited on)
     * @throws TableError when the file is over 64 MiB (refused unread, at 1:1:
     *     {@code cannot read file (over 67108864 bytes)}), not a JSON table, or invalid: its first
     *     problem, located as the Swift reader locates it; its message is
     *     {@code file:line:column: error: text}, as the Swift tool prints it
     */
    public static RouteTable load(Path path) throws IOException, TableError {
        String name = Objects.requireNonNull(path, "path").toString();
        if (!name.endsWith(".json")) {
            throw new TableError(name, 1, 1, "the JVM reader reads JSON route-table files only"
                + " (convert YAML or plist with switchyard)", "syntax", null);
        }
        return parse(TableBytes.read(path, name), name, false);
    }

    /**
     * {@link #load(Path)} for a path a person named on the command line: a FIFO or pipe is read
     * too, as the Swift tool reads one (a library's own reads never wait on one).
     */
    static RouteTable loadNamedOnCommandLine(Path path) throws IOException, TableError {
        String name = path.toString();
        if (!name.endsWith(".json")) return load(path);
        return parse(TableBytes.read(path, name, true), name, false);
    }

    /**
     * Reads and loads a table from a stream (an Android asset, a download), at most 64 MiB of it:
     * a longer stream is refused after that many bytes, as the Swift reader refuses a larger file.
     *
     * @param in the table file's JSON text, as UTF-8; not closed
     * @param fileName the name errors are reported under
     * @return the table, frozen: safe to share between threads
     * @throws IOException when the stream cannot be read
     * @throws TableError the file's first problem, located as the Swift reader locates it
     */
    public static RouteTable load(InputStream in, String fileName)
            throws IOException, TableError {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(fileName, "fileName");
        return parse(TableBytes.read(in, fileName), fileName, false);
    }

    /**
     * Loads a table from its text, as {@code switchyard match} does: of two routes that match
     * exactly the same URLs, only the first can match.
     *
     * @param text the table file's JSON text (a surrogate without its other half is refused
     *     at its place as invalid UTF-8; over 64 MiB of UTF-8 is refused at 1:1, as a file is)
     * @param fileName the name errors are reported under
     * @return the table, frozen: safe to share between threads
     * @throws TableError the file's first problem, located as the Swift reader locates it
     */
    public static RouteTable parse(String text, String fileName) throws TableError {
        return parse(text, fileName, false);
    }

    /**
     * Loads a table from its text; {@code strict} also refuses two routes that match exactly the
     * same URLs (a conflict, located at the later route), as {@code switchyard lint} does.
     *
     * @param text the table file's JSON text (a surrogate without its other half is refused
     *     at its place as invalid UTF-8; over 64 MiB of UTF-8 is refused at 1:1, as a file is)
     * @param fileName the name errors are reported under
     * @param strict whether two routes that match exactly the same URLs are an error
     * @return the table, frozen: safe to share between threads
     * @throws TableError the file's first problem, located as the Swift reader locates it
     */
    public static RouteTable parse(String text, String fileName, boolean strict) throws TableError {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(fileName, "fileName");
        return parse(TableBytes.of(text, fileName), fileName, strict);
    }

    static RouteTable parse(byte[] bytes, String fileName, boolean strict)
            throws TableError {
        RouteTableFile f = new RouteTableFile();
        f.strict = strict;
        Json.Node root;
        try {
            root = Json.parse(bytes);
        } catch (Json.SyntaxError e) {
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
    static int column(Json.Node at, int offset) {
        if (offset < 0 || !at.plain) return at.column;
        String s = at.string();
        int scalars = s == null ? offset : s.codePointCount(0, Math.min(offset, s.length()));
        return at.column + 1 + scalars;
    }

    private void patternProblem(Json.Node at, PatternError error) {
        TableProblem p = new TableProblem(at.line, column(at, error.offset), error);
        problems.add(p.pointingInto(at.string(), error.offset));
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
            List<Json.Node> rewriteNodes = m.get("rewrites").array();
            for (Json.Node r : rewriteNodes) {
                Rewrite rewrite = rewrite(r, o, types);
                if (rewrite == null) break;
                rewrites.add(rewrite);
            }
            TableProblem conflict = rewrites.size() == rewriteNodes.size()
                ? RewriteConflicts.problem(rewrites, rewriteNodes) : null;
            if (conflict != null) problems.add(conflict);
        }
        int[] conflict = !problems.isEmpty() ? null
            : strict ? Conflicts.firstInFile(routes) : Conflicts.firstOwnCollision(routes);
        if (conflict != null) {
            Json.Node at = routeNodes.get(conflict[0]);
            Route later = routes.get(conflict[0]);
            Route earlier = routes.get(conflict[1]);
            String quoted = Texts.quoted(later.pattern, false);
            if (later.index == earlier.index) {
                String named = quoted + " (" + Conflicts.namespace(later) + ")";
                report(at, -1, ErrorText.CONFLICT_EXPANSIONS, named,
                    Conflicts.quoted(later, conflict[3]), Conflicts.quoted(later, conflict[2]));
            } else {
                report(at, -1, ErrorText.CONFLICT_IDENTICAL,
                    quoted + " (" + Conflicts.namespace(later) + ")"
                        + Conflicts.reading(later, conflict[2]),
                    Texts.quoted(earlier.pattern, false) + " (" + Conflicts.namespace(earlier) + ")"
                        + Conflicts.reading(earlier, conflict[3]));
            }
        }
        return new RouteTable(o, routes, rewrites, types, fallback);
    }

    private void options(Json.Node node, TableOptions options) {
        Map<String, Json.Node> m = node.object();
        if (m.containsKey("matchOrder")) {
            options.registrationOrder = m.get("matchOrder").string().equals("registration");
        }
        if (m.containsKey("hostAsPath")) options.hostAsPath = m.get("hostAsPath").string();
        if (m.containsKey("decodePlus")) options.decodePlus = (Boolean) m.get("decodePlus").value;
        if (m.containsKey("maxURLLength")) options.maxURLLength = positive(m.get("maxURLLength"));
        if (m.containsKey("maxSegments")) options.maxSegments = positive(m.get("maxSegments"));
        if (m.containsKey("maxQueryItems")) {
            options.maxQueryItems = positive(m.get("maxQueryItems"));
        }
        if (m.containsKey("accept")) {
            options.accept = TableSources.sources(m.get("accept"), problems);
        }
        if (m.containsKey("webOrigins")) {
            options.webOrigins = TableSources.webOrigins(m.get("webOrigins"), problems);
        }
        if (m.containsKey("apps")) options.apps = AppIdentities.read(m.get("apps"));
    }

    /** The route, or null (its problem reported) when its pattern or conditions do not parse. */
    @Nullable
    private Route route(Json.Node node, int index) {
        Map<String, Json.Node> m = node.object();
        List<LinkSource> accept = m.containsKey("accept")
            ? TableSources.sources(m.get("accept"), problems) : null;
        Json.Node pn = m.get("pattern");
        Pattern p;
        try {
            p = PatternParser.parse(pn.string(), hostAsPath);
        } catch (PatternError e) {
            patternProblem(pn, e);
            return null;
        }
        if (!checkTypes(pn, p) || !ParameterNames.unique(problems, pn, p)) return null;
        String scheme = m.containsKey("scheme") ? m.get("scheme").string() : null;
        if (scheme != null && !p.schemes().isEmpty()) {
            boolean found = false;
            for (String s : p.schemes()) found |= s.equalsIgnoreCase(scheme);
            if (!found) {
                report(m.get("scheme"), -1, ErrorText.ROUTE_SCHEME_CONTRADICTS, p.schemes().get(0),
                    scheme).pointingInto(p.text, 0);
                return null;
            }
        }
        if (scheme != null && scheme.equalsIgnoreCase("global")) scheme = null;
        Map<String, QueryCondition> query = query(m.get("query"));
        if (query == null) return null;
        ParameterNames.described(problems, m.get("parameters"), p, query);
        List<String> tags = new ArrayList<>();
        if (m.containsKey("tags")) {
            for (Json.Node t : m.get("tags").array()) tags.add(t.string());
        }
        int priority = m.containsKey("priority") ? (int) (long) (Long) m.get("priority").value : 0;
        return new Route(index, p, scheme, priority, m.containsKey("handler")
            ? m.get("handler").string() : null,
            m.containsKey("name") ? m.get("name").string() : null,
            accept, tags, flag(m, "internal"), flag(m, "lowercaseCaptures"),
            flag(m, "queryOverridesPath"), query);
    }

    private static boolean flag(Map<String, Json.Node> members, String key) {
        return members.containsKey(key) && (Boolean) members.get(key).value;
    }

    /** A route's query conditions, or null (its problem reported) when one does not parse. */
    @Nullable
    private Map<String, QueryCondition> query(@Nullable Json.Node node) {
        Map<String, QueryCondition> query = new TreeMap<>();
        if (node == null) return query;
        for (Map.Entry<String, Json.Node> e : node.object().entrySet()) {
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
    private boolean checkTypes(Json.Node at, Pattern pattern) {
        for (Pattern.Expansion e : pattern.expansions) {
            List<SegmentPattern> all = new ArrayList<>(e.path);
            if (e.hash != null) all.addAll(e.hash);
            for (SegmentPattern s : all) {
                if (s.parts == null) continue;
                for (Object part : s.parts) {
                    if (!(part instanceof Capture)) continue;
                    String type = ((Capture) part).type;
                    if (type != null && !BUILT_IN.contains(type) && !declaredTypes.contains(type)) {
                        int offset = Math.max(pattern.text.indexOf("<" + type + ":") + 1, 0);
                        Set<String> known = new TreeSet<>(BUILT_IN);
                        known.addAll(declaredTypes);
                        report(at, offset, ErrorText.PATTERN_UNKNOWN_TYPE, Texts.shortened(type),
                            String.join(", ", known)).pointingInto(pattern.text, offset);
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** The rewrite, or null (its problem reported) when it does not compile. */
    @Nullable
    private Rewrite rewrite(Json.Node node, TableOptions options, Set<String> types) {
        Map<String, Json.Node> m = node.object();
        Json.Node toNode = m.get("to");
        String to = toNode.string();
        NestedUrl nested = NestedUrlReader.read(m.get("nested"));
        if (m.containsKey("from")) {
            Json.Node fn = m.get("from");
            Pattern p;
            try {
                p = PatternParser.parse(fn.string(), options.hostAsPath);
            } catch (PatternError e) {
                patternProblem(fn, e);
                return null;
            }
            PatternError bad = RewriteTarget.check(to, ParameterNames.of(p), false);
            if (bad != null) {
                patternProblem(toNode, bad);
                return null;
            }
            return Rewrite.fromPattern(p, to, nested, options, types);
        }
        Json.Node rn = m.get("regex");
        Regex compiled;
        try {
            compiled = Regex.compileRewrite(rn.string());
        } catch (Regex.SyntaxError e) {
            TableProblem p = new TableProblem(rn.line, column(rn, e.offset), e.getMessage());
            problems.add(p.pointingInto(rn.string(), e.offset));
            return null;
        }
        PatternError bad = RewriteTarget.check(to, Rewrite.groups(compiled), true);
        if (bad != null) {
            patternProblem(toNode, bad);
            return null;
        }
        return new Rewrite(null, null, rn.string(), compiled, to, nested);
    }

    private static int positive(Json.Node node) {
        long v = (Long) node.value;
        return v > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) v;
    }
}
