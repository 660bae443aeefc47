package dev.switchyard;

import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.nested.NestedUrl;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.ready.ReadyFormat;
import dev.switchyard.internal.ready.ReadyFormatError;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A ready table's records (ADR 0069), in order: the string pool, the options, the declared types
 * and namespaces, the routes (each with its pattern record), the rewrites, then the global
 * namespace's tries and each other namespace's ({@link ReadyTrieReader}).
 */
final class ReadyTableReader extends ReadyTrieReader {
    private ReadyTableReader(byte[] image, int start, boolean whole) throws ReadyFormatError {
        super(image, start, whole);
    }

    /**
     * The table of a payload whose header was checked.
     *
     * @param whole read every group of a grouped trie now (ADR 0073), and throw what it finds,
     *     rather than when a link first reaches it
     */
    static RouteTable table(byte[] image, int start, String fileName, boolean whole)
            throws ReadyTableError {
        try {
            return read(image, start, whole);
        } catch (ReadyFormatError damaged) {
            throw ReadyTableError.malformed(fileName, damaged.offset, damaged.what);
        }
    }

    private static RouteTable read(byte[] image, int start, boolean whole)
            throws ReadyFormatError {
        ReadyTableReader in = new ReadyTableReader(image, start, whole);
        try {
            return in.table();
        } catch (ArrayIndexOutOfBoundsException end) {
            throw in.malformed(in.next, in.next >= in.numbers.length ? "the payload ends early"
                : "unreadable: " + end.getMessage());
        } catch (RuntimeException unforeseen) {
            // Every value is checked where it is read; this is the net under those checks.
            throw in.malformed(in.next, "unreadable: " + unforeseen);
        }
    }

    private RouteTable table() throws ReadyFormatError {
        strings();
        TableOptions options = options();
        Set<String> types = new HashSet<>(stringList());
        int declared = count();
        Map<String, Boolean> fallback = new HashMap<>();
        for (int k = 0; k < declared; k++) fallback.put(string(), bool());
        int count = count();
        routes = new Route[count];
        for (int k = 0; k < count; k++) routes[k] = route(k);
        List<Route> routeList = Collections.unmodifiableList(Arrays.asList(routes));
        int rewriteCount = count();
        List<Rewrite> rewrites = Immutable.list();
        if (rewriteCount > 0) {
            Rewrite[] rules = new Rewrite[rewriteCount];
            for (int k = 0; k < rewriteCount; k++) rules[k] = rewrite(options, types);
            rewrites = Collections.unmodifiableList(Arrays.asList(rules));
        }
        boolean globalHasRoutes = bool();
        Namespace global = namespace("global");
        global.hasRoutes = globalHasRoutes;
        int namespaceCount = count();
        Map<String, Namespace> namespaces = new HashMap<>();
        for (int k = 0; k < namespaceCount; k++) {
            int at = next;
            String key = string();
            String spelling = string();
            boolean hasRoutes = bool();
            boolean fallsBack = bool();
            Namespace namespace = namespace(spelling);
            namespace.hasRoutes = hasRoutes;
            namespace.fallbackToGlobal = fallsBack;
            if (namespaces.put(key, namespace) != null) {
                throw malformed(at, "namespace " + key + " twice");
            }
        }
        if (next != numbers.length) throw malformed(next, "numbers after the last namespace");
        return made(options, routeList, rewrites, types, fallback, global, namespaces);
    }

    /**
     * The table of parts read: its namespaces and tries as made (nothing is parsed or grown), its
     * lists kept as given (unmodifiable), its options frozen.
     */
    static RouteTable made(TableOptions options, List<Route> routes, List<Rewrite> rewrites,
                           Set<String> types, Map<String, Boolean> fallback, Namespace global,
                           Map<String, Namespace> namespaces) {
        return new RouteTable(options.frozen(), routes, rewrites, Immutable.setCopy(types),
            Collections.unmodifiableMap(fallback), global, namespaces);
    }

    private TableOptions options() throws ReadyFormatError {
        TableOptions o = new TableOptions();
        int flags = numbers[next];
        if (flags > 3) throw malformed(next, "option flags " + flags);
        next++;
        o.registrationOrder = (flags & ReadyFormat.REGISTRATION_ORDER) != 0;
        o.decodePlus = (flags & ReadyFormat.DECODE_PLUS) != 0;
        o.hostAsPath = ReadyFormat.HOST_AS_PATH.get(
            below(ReadyFormat.HOST_AS_PATH.size(), "hostAsPath"));
        o.maxURLLength = limit(TableOptions.MAX_URL_LENGTH_CEILING);
        o.maxSegments = limit(TableOptions.MAX_SEGMENTS_CEILING);
        o.maxQueryItems = limit(TableOptions.MAX_QUERY_ITEMS_CEILING);
        o.accept = sources();
        List<LinkSource> web = sources();
        o.webOrigins = web == null ? new ArrayList<>() : web;
        return o;
    }

    /** A limit of the options, from 1 to its ceiling. */
    private int limit(int ceiling) throws ReadyFormatError {
        int n = numbers[next];
        if (n < 1 || n > ceiling) throw malformed(next, "a limit of " + n);
        next++;
        return n;
    }

    /** Link sources as the file writes them: 0 for none (every origin), else the count plus 1. */
    private List<LinkSource> sources() throws ReadyFormatError {
        int n = optionalCount();
        if (n < 0) return null;
        List<LinkSource> sources = new ArrayList<>(n);
        for (int k = 0; k < n; k++) sources.add(source());
        return sources;
    }

    /** A link source as the file writes it. */
    private LinkSource source() throws ReadyFormatError {
        int at = next;
        LinkSource source = LinkSource.parse(string());
        if (source == null) throw malformed(at, "a link source that does not parse");
        return source;
    }

    /**
     * A route: its pattern, then which of its other parts are written (a bit each, the flags
     * among them), then those parts in order.
     */
    private Route route(int index) throws ReadyFormatError {
        Pattern pattern = pattern();
        int parts = numbers[next];
        if (parts > 1023) throw malformed(next, "route parts " + parts);
        next++;
        String scheme = (parts & ReadyFormat.SCHEME) == 0 ? null : string();
        int priority = (parts & ReadyFormat.PRIORITY) == 0 ? 0 : signed(numbers[next++]);
        String handler = (parts & ReadyFormat.HANDLER) == 0 ? null : string();
        String name = (parts & ReadyFormat.NAME) == 0 ? null : string();
        List<LinkSource> accept = null;
        if ((parts & ReadyFormat.ACCEPT) != 0) {
            int n = count();
            accept = new ArrayList<>(n);
            for (int k = 0; k < n; k++) accept.add(source());
            accept = Collections.unmodifiableList(accept);
        }
        List<String> tags = (parts & ReadyFormat.TAGS) == 0 ? Immutable.list() : stringList();
        Map<String, QueryCondition> query = Immutable.map();
        if ((parts & ReadyFormat.QUERY) != 0) {
            int conditions = count();
            Map<String, QueryCondition> sorted = new TreeMap<>();
            for (int k = 0; k < conditions; k++) sorted.put(string(), condition());
            query = Collections.unmodifiableMap(sorted);
        }
        return new Route(pattern, index, scheme, priority, handler, name, accept, tags,
            (parts & ReadyFormat.INTERNAL) != 0, (parts & ReadyFormat.LOWERCASE_CAPTURES) != 0,
            (parts & ReadyFormat.QUERY_OVERRIDES_PATH) != 0, query);
    }

    /** A query condition: present (0), absent (1), a value (2) or a value pattern (3). */
    private QueryCondition condition() throws ReadyFormatError {
        switch (numbers[next++]) {
            case 0: return new QueryCondition(Boolean.TRUE, null, null);
            case 1: return new QueryCondition(Boolean.FALSE, null, null);
            case 2: return new QueryCondition(null, string(), null);
            case 3: {
                String text = string();
                List<SegmentPattern> segments = Arrays.asList(segments());
                return new QueryCondition(null, text, segments);
            }
            default: throw malformed(next - 1, "a query condition of another kind");
        }
    }

    /** A rewrite: a pattern's (0) or a regex's (1), its {@code to} and its nested options. */
    private Rewrite rewrite(TableOptions options, Set<String> types) throws ReadyFormatError {
        int kind = numbers[next];
        if (kind > 1) throw malformed(next, "a rewrite of kind " + kind);
        next++;
        Pattern from = kind == 0 ? pattern() : null;
        String source = kind == 1 ? string() : null;
        String to = string();
        boolean resolvesRelative = bool();
        List<String> carried = stringList();
        int nestedAt = next;
        String spelled = stringOrNull();
        RouteSource nestedSource = spelled == null ? null : NestedUrl.source(spelled);
        if (spelled != null && nestedSource == null) {
            throw malformed(nestedAt, "a nested source that does not parse");
        }
        NestedUrl nested = NestedUrl.of(resolvesRelative, carried, nestedSource);
        // Its regex compiled and its target checked when a link first needs them (issue #92).
        return Rewrite.ready(from, source, to, nested, options, types);
    }

    /** A namespace's three tries: the paths, the host-constrained, the host-taking. */
    private Namespace namespace(String spelling) throws ReadyFormatError {
        Trie paths = trie();
        Trie constrained = trie();
        return new Namespace(spelling, paths, constrained, trie());
    }
}
