package dev.switchyard;

import dev.switchyard.policy.RouteSource;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
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
    private final ReadyTrieWriter tries;

    /**
     * A group's least weight (nodes and route readings): large enough that a group's two numbers
     * cost little of its size, small enough that a first match reads a small part of the table.
     */
    static final int GROUP_WEIGHT = 128;

    private ReadyTableWriter(int groupWeight) {
        this.tries = new ReadyTrieWriter(out, groupWeight);
    }

    /**
     * The image of a table: header and payload.
     *
     * @param table a table loaded from its JSON file
     * @return the bytes {@link ReadyTable#read(byte[], String)} makes the same table of
     * @throws IllegalArgumentException when the table holds a string that is not Unicode text (a
     *     surrogate without its other half), which UTF-8 cannot carry
     */
    public static byte[] write(RouteTable table) {
        return write(table, GROUP_WEIGHT);
    }

    /**
     * The image of a table, its tries grouped from {@code groupWeight} (1: each subtree below where
     * a trie branches a group of its own, as the tests read every table).
     */
    static byte[] write(RouteTable table, int groupWeight) {
        ReadyTableWriter writer = new ReadyTableWriter(groupWeight);
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
        tries.trie(namespace.paths);
        tries.trie(namespace.constrained);
        tries.trie(namespace.takingHost);
    }
}
