package dev.switchyard;

import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.policy.RouteSource;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.CRC32;

/**
 * Writes a table as a ready table (ADR 0069, {@link ReadyTable}): what {@code switchyard ready}
 * writes at build time. Not API: this class is compiled into the command line's jar only
 * ({@code src/cli}), in the library's package so that it may read the table's parsed patterns and
 * tries; an app's jar reads ready tables and never writes them.
 */
@NonnullByDefault
public final class ReadyTableWriter {
    private final ReadyImageBuffer out = new ReadyImageBuffer();
    private final Map<Trie.Node, Integer> firstRoute = new IdentityHashMap<>();
    private int lastRoute;
    private int lastKey;

    private ReadyTableWriter() {}

    /**
     * The image of a table: header and payload.
     *
     * @param table a table loaded from its JSON file
     * @return the bytes {@link ReadyTable#read(byte[], String)} makes the same table of
     * @throws IllegalArgumentException when the table holds a string that is not Unicode text (a
     *     surrogate without its other half), which UTF-8 cannot carry
     */
    public static byte[] write(RouteTable table) {
        ReadyTableWriter writer = new ReadyTableWriter();
        writer.table(table);
        return image(writer.out.payload());
    }

    /** The header before the payload: magic, format, library version, length, CRC-32. */
    static byte[] image(byte[] payload) {
        ByteArrayOutputStream image = new ByteArrayOutputStream();
        image.write(ReadyTable.MAGIC, 0, ReadyTable.MAGIC.length);
        image.write(ReadyTable.FORMAT_VERSION & 0xFF);
        image.write(ReadyTable.FORMAT_VERSION >>> 8);
        byte[] library = ReadyTable.LIBRARY_VERSION.getBytes(StandardCharsets.UTF_8);
        image.write(library.length);
        image.write(library, 0, library.length);
        CRC32 crc = new CRC32();
        crc.update(payload, 0, payload.length);
        word(image, payload.length);
        word(image, (int) crc.getValue());
        image.write(payload, 0, payload.length);
        return image.toByteArray();
    }

    private static void word(ByteArrayOutputStream out, int value) {
        for (int shift = 0; shift < 32; shift += 8) out.write(value >>> shift);
    }

    private void table(RouteTable table) {
        options(table.options);
        out.stringList(new ArrayList<>(new TreeSet<>(table.types)));
        Map<String, Boolean> fallback = new TreeMap<>(table.fallback);
        out.number(fallback.size());
        for (Map.Entry<String, Boolean> f : fallback.entrySet()) {
            out.string(f.getKey());
            out.bool(f.getValue());
        }
        out.number(table.routes.size());
        for (Route route : table.routes) route(route);
        out.number(table.rewrites.size());
        for (Rewrite rewrite : table.rewrites) rewrite(rewrite);
        out.bool(table.global.hasRoutes);
        namespace(table.global);
        Map<String, Namespace> namespaces = new TreeMap<>(table.namespaces);
        out.number(namespaces.size());
        for (Map.Entry<String, Namespace> n : namespaces.entrySet()) {
            out.string(n.getKey());
            out.string(n.getValue().spelling);
            out.bool(n.getValue().hasRoutes);
            out.bool(n.getValue().fallbackToGlobal);
            namespace(n.getValue());
        }
    }

    private void options(TableOptions options) {
        out.u8((options.registrationOrder ? ReadyTableReader.REGISTRATION_ORDER : 0)
            | (options.decodePlus ? ReadyTableReader.DECODE_PLUS : 0));
        int hostAsPath = Arrays.asList(ReadyTableReader.HOST_AS_PATH).indexOf(
            options.hostAsPath);
        if (hostAsPath < 0) throw new IllegalArgumentException("hostAsPath " + options.hostAsPath);
        out.number(hostAsPath);
        out.number(options.maxURLLength);
        out.number(options.maxSegments);
        out.number(options.maxQueryItems);
        sources(options.accept);
        sources(options.webOrigins);
    }

    /** Link sources as written: 0 for none (every origin), else the count plus 1. */
    private void sources(List<LinkSource> sources) {
        if (sources == null) {
            out.number(0);
            return;
        }
        out.number(sources.size() + 1);
        for (LinkSource source : sources) out.string(source.text);
    }

    private void route(Route route) {
        out.pattern(route.parsed);
        out.number((route.scheme != null ? ReadyTableReader.SCHEME : 0)
            | (route.priority != 0 ? ReadyTableReader.PRIORITY : 0)
            | (route.handler != null ? ReadyTableReader.HANDLER : 0)
            | (route.name != null ? ReadyTableReader.NAME : 0)
            | (route.accept != null ? ReadyTableReader.ACCEPT : 0)
            | (route.tags.isEmpty() ? 0 : ReadyTableReader.TAGS)
            | (route.query.isEmpty() ? 0 : ReadyTableReader.QUERY)
            | (route.internal ? ReadyTableReader.INTERNAL : 0)
            | (route.lowercaseCaptures ? ReadyTableReader.LOWERCASE_CAPTURES : 0)
            | (route.queryOverridesPath ? ReadyTableReader.QUERY_OVERRIDES_PATH : 0));
        if (route.scheme != null) out.string(route.scheme);
        if (route.priority != 0) out.signed(route.priority);
        if (route.handler != null) out.string(route.handler);
        if (route.name != null) out.string(route.name);
        if (route.accept != null) {
            out.number(route.accept.size());
            for (LinkSource source : route.accept) out.string(source.text);
        }
        if (!route.tags.isEmpty()) out.stringList(route.tags);
        if (route.query.isEmpty()) return;
        out.number(route.query.size());
        for (Map.Entry<String, QueryCondition> q : route.query.entrySet()) {
            out.string(q.getKey());
            QueryCondition c = q.getValue();
            if (c.presence != null) {
                out.u8(c.presence ? 0 : 1);
            } else if (c.segments == null) {
                out.u8(2);
                out.string(c.text);
            } else {
                out.u8(3);
                out.string(c.text);
                out.segments(c.segments);
            }
        }
    }

    private void rewrite(Rewrite rewrite) {
        if (rewrite.fromTable != null) {
            out.u8(0);
            out.pattern(rewrite.fromTable.routes.get(0).parsed);
        } else {
            out.u8(1);
            out.string(rewrite.regexSource);
        }
        out.string(rewrite.to);
        out.bool(rewrite.nested.resolvesRelative());
        out.stringList(rewrite.nested.carriedQueryItems());
        RouteSource source = rewrite.nested.source();
        out.stringOrNull(source == null ? null : source.spelling());
    }

    private void namespace(Namespace namespace) {
        trie(namespace.paths);
        trie(namespace.constrained);
        trie(namespace.takingHost);
    }

    /** A trie, breadth first: each node's record, its children among the nodes that follow. */
    private void trie(Trie trie) {
        List<Trie.Node> queue = new ArrayList<>();
        queue.add(trie.root());
        for (int head = 0; head < queue.size(); head++) node(queue.get(head), queue);
    }

    private void node(Trie.Node node, List<Trie.Node> queue) {
        List<String> keys = new ArrayList<>();
        List<Trie.Node> children = new ArrayList<>();
        if (node.onlyLiteral != null) {
            // A table read from its ready form, written again.
            keys.add(node.onlyLiteral);
            children.add(node.onlyLiteralChild);
        } else if (node.literals != null) {
            for (int slot = 0; slot < node.literals.slots(); slot++) {
                if (node.literals.keyAt(slot) != null) keys.add(node.literals.keyAt(slot));
            }
            // In the order the routes were added (the image then compresses as the JSON does).
            keys.sort(Comparator.comparingInt((String k) -> firstRoute(node.literals.get(k)))
                .thenComparing(Comparator.naturalOrder()));
            for (String key : keys) children.add(node.literals.get(key));
        }
        int flags = (!keys.isEmpty() ? ReadyTableReader.LITERALS : 0)
            | (node.mixedCase != null ? ReadyTableReader.MIXED_CASE : 0)
            | (node.edges != null ? ReadyTableReader.EDGES : 0)
            | (node.ends != null ? ReadyTableReader.ENDS : 0)
            | (node.wildcards != null ? ReadyTableReader.WILDCARDS : 0);
        // A node of one child or one reading (most of a table's): its counts are left out.
        boolean single = flags != 0 && node.mixedCase == null
            && keys.size() <= 1
            && (node.edges == null || node.edges.size() == 1)
            && (node.ends == null || node.ends.size() == 1)
            && (node.wildcards == null || node.wildcards.size() == 1);
        out.u8(flags | (single ? ReadyTableReader.SINGLE : 0));
        if (!keys.isEmpty()) {
            if (!single) out.number(keys.size());
            for (int i = 0; i < keys.size(); i++) {
                int index = out.pooled(keys.get(i));
                out.signed(index - lastKey);
                lastKey = index;
                queue.add(children.get(i));
            }
        }
        if (node.mixedCase != null) mixedCase(node.mixedCase, children);
        if (node.edges != null) {
            if (!single) out.number(node.edges.size());
            for (int i = 0; i < node.edges.size(); i++) {
                out.segment(node.edgeKeys.get(i));
                queue.add(node.edges.get(i));
            }
        }
        if (node.ends != null) entries(node.ends, single);
        if (node.wildcards != null) entries(node.wildcards, single);
    }

    private void mixedCase(LiteralTable<List<Trie.Node>> mixed, List<Trie.Node> children) {
        List<String> lower = new ArrayList<>();
        for (int slot = 0; slot < mixed.slots(); slot++) {
            if (mixed.keyAt(slot) != null) lower.add(mixed.keyAt(slot));
        }
        Collections.sort(lower);
        out.number(lower.size());
        for (String key : lower) {
            out.string(key);
            List<Trie.Node> same = mixed.get(key);
            out.number(same.size());
            for (Trie.Node child : same) out.number(indexOf(children, child));
        }
    }

    /**
     * Route readings: each its route (the difference from the one before, zigzag-coded) times two,
     * plus 1 when the route's scheme and reading follow (else its first scheme and reading).
     */
    private void entries(List<Trie.Entry> entries, boolean single) {
        if (!single) out.number(entries.size());
        for (Trie.Entry entry : entries) {
            Route route = entry.route;
            int delta = route.index - lastRoute;
            lastRoute = route.index;
            Pattern parsed = route.parsed;
            List<String> schemes = parsed.schemes().isEmpty()
                ? Collections.singletonList(route.scheme) : parsed.schemes();
            int scheme = schemes.indexOf(entry.namespace);
            int reading = indexOf(parsed.expansions, entry.expansion);
            boolean chosen = scheme != 0 || reading != 0;
            out.number((((delta << 1) ^ (delta >> 31)) << 1) | (chosen ? 1 : 0));
            if (chosen) {
                out.number(scheme);
                out.number(reading);
            }
        }
    }

    /** The place of an object in a list, by identity. */
    private static <T> int indexOf(List<T> list, T item) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == item) return i;
        }
        throw new IllegalStateException("not in its list: " + item);
    }

    /** The first route (by index) of any reading at or below a node: the order it was grown in. */
    private int firstRoute(Trie.Node node) {
        Integer known = firstRoute.get(node);
        if (known != null) return known;
        int first = Integer.MAX_VALUE;
        if (node.ends != null) {
            for (Trie.Entry e : node.ends) first = Math.min(first, e.route.index);
        }
        if (node.wildcards != null) {
            for (Trie.Entry e : node.wildcards) first = Math.min(first, e.route.index);
        }
        if (node.onlyLiteral != null) first = Math.min(first, firstRoute(node.onlyLiteralChild));
        if (node.literals != null) {
            for (int slot = 0; slot < node.literals.slots(); slot++) {
                Trie.Node child = node.literals.valueAt(slot);
                if (child != null) first = Math.min(first, firstRoute(child));
            }
        }
        if (node.edges != null) {
            for (Trie.Node child : node.edges) first = Math.min(first, firstRoute(child));
        }
        firstRoute.put(node, first);
        return first;
    }
}
