package dev.switchyard.cli.ready;

import dev.switchyard.EngineAccess;
import dev.switchyard.LinkSource;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.QueryCondition;
import dev.switchyard.ReadyTable;
import dev.switchyard.Rewrite;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.TableOptions;
import dev.switchyard.ToolAccess;
import dev.switchyard.internal.nested.NestedUrl;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.ready.ReadyFormat;
import dev.switchyard.internal.ready.ReadyShape;
import dev.switchyard.policy.RouteSource;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.CRC32;
import javax.annotation.Nullable;

/**
 * Writes a table as a ready table (ADR 0069, {@link ReadyTable}): what {@code switchyard ready}
 * writes at build time. Not API: this class is compiled into the command line's jar only
 * ({@code src/cli}); an app's jar reads ready tables and never writes them. It reads the table's
 * parsed patterns through {@link EngineAccess} and its namespaces and tries, as copies, through
 * {@link ToolAccess} (issue #89 item 5: the command line has packages of its own).
 */
@NonnullByDefault
public final class ReadyTableWriter {
    private final ReadyImageBuffer out = new ReadyImageBuffer();
    private final ReadyTrieWriter tries;

    /**
     * A group's least weight (nodes and route readings): large enough that a group's two numbers
     * cost little of its size, small enough that a first match reads a small part of the table.
     */
    public static final int GROUP_WEIGHT = 128;

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
     *
     * @param table a table loaded from its JSON file
     * @param groupWeight a group's least weight
     * @return the image
     */
    public static byte[] write(RouteTable table, int groupWeight) {
        ReadyTableWriter writer = new ReadyTableWriter(groupWeight);
        writer.table(table);
        return image(writer.out.payload());
    }

    /** The header before the payload: magic, format, library version, length, CRC-32. */
    static byte[] image(byte[] payload) {
        ByteArrayOutputStream image = new ByteArrayOutputStream();
        byte[] magic = ReadyFormat.magic();
        image.write(magic, 0, magic.length);
        image.write(ReadyTable.FORMAT_VERSION & 0xFF);
        image.write(ReadyTable.FORMAT_VERSION >>> 8);
        byte[] library = ReadyFormat.LIBRARY_VERSION.getBytes(StandardCharsets.UTF_8);
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
        options(table.options());
        out.stringList(new ArrayList<>(new TreeSet<>(EngineAccess.types(table))));
        Map<String, Boolean> fallback = new TreeMap<>(ToolAccess.fallback(table));
        out.number(fallback.size());
        for (Map.Entry<String, Boolean> f : fallback.entrySet()) {
            out.string(f.getKey());
            out.bool(f.getValue());
        }
        out.number(table.routes().size());
        for (Route route : table.routes()) route(route);
        List<Rewrite> rewrites = EngineAccess.rewrites(table);
        out.number(rewrites.size());
        for (Rewrite rewrite : rewrites) rewrite(rewrite);
        ReadyShape.Namespace global = ToolAccess.global(table);
        out.bool(global.hasRoutes);
        namespace(global);
        Map<String, ReadyShape.Namespace> namespaces = ToolAccess.namespaces(table);
        out.number(namespaces.size());
        for (Map.Entry<String, ReadyShape.Namespace> n : namespaces.entrySet()) {
            out.string(n.getKey());
            out.string(n.getValue().spelling);
            out.bool(n.getValue().hasRoutes);
            out.bool(n.getValue().fallbackToGlobal);
            namespace(n.getValue());
        }
    }

    private void options(TableOptions options) {
        out.u8((options.registrationOrder() ? ReadyFormat.REGISTRATION_ORDER : 0)
            | (options.decodePlus() ? ReadyFormat.DECODE_PLUS : 0));
        int hostAsPath = ReadyFormat.HOST_AS_PATH.indexOf(options.hostAsPath());
        if (hostAsPath < 0) {
            throw new IllegalArgumentException("hostAsPath " + options.hostAsPath());
        }
        out.number(hostAsPath);
        out.number(options.maxURLLength());
        out.number(options.maxSegments());
        out.number(options.maxQueryItems());
        sources(options.accept());
        sources(options.webOrigins());
    }

    /** Link sources as written: 0 for none (every origin), else the count plus 1. */
    private void sources(@Nullable List<LinkSource> sources) {
        if (sources == null) {
            out.number(0);
            return;
        }
        out.number(sources.size() + 1);
        for (LinkSource source : sources) out.string(ToolAccess.text(source));
    }

    private void route(Route route) {
        out.pattern(EngineAccess.parsed(route));
        out.number((route.scheme != null ? ReadyFormat.SCHEME : 0)
            | (route.priority != 0 ? ReadyFormat.PRIORITY : 0)
            | (route.handler != null ? ReadyFormat.HANDLER : 0)
            | (route.name != null ? ReadyFormat.NAME : 0)
            | (route.accept != null ? ReadyFormat.ACCEPT : 0)
            | (route.tags.isEmpty() ? 0 : ReadyFormat.TAGS)
            | (route.query.isEmpty() ? 0 : ReadyFormat.QUERY)
            | (route.internal ? ReadyFormat.INTERNAL : 0)
            | (route.lowercaseCaptures ? ReadyFormat.LOWERCASE_CAPTURES : 0)
            | (route.queryOverridesPath ? ReadyFormat.QUERY_OVERRIDES_PATH : 0));
        if (route.scheme != null) out.string(route.scheme);
        if (route.priority != 0) out.signed(route.priority);
        if (route.handler != null) out.string(route.handler);
        if (route.name != null) out.string(route.name);
        if (route.accept != null) {
            out.number(route.accept.size());
            for (LinkSource source : route.accept) out.string(ToolAccess.text(source));
        }
        if (!route.tags.isEmpty()) out.stringList(route.tags);
        if (route.query.isEmpty()) return;
        out.number(route.query.size());
        for (Map.Entry<String, QueryCondition> q : route.query.entrySet()) {
            out.string(q.getKey());
            QueryCondition c = q.getValue();
            List<SegmentPattern> segments = ToolAccess.segments(c);
            if (c.presence != null) {
                out.u8(c.presence ? 0 : 1);
            } else if (segments == null) {
                out.u8(2);
                out.string(c.text);
            } else {
                out.u8(3);
                out.string(c.text);
                out.segments(segments);
            }
        }
    }

    private void rewrite(Rewrite rewrite) {
        RouteTable from = EngineAccess.fromTable(rewrite);
        if (from != null) {
            out.u8(0);
            out.pattern(EngineAccess.parsed(from.routes().get(0)));
        } else {
            out.u8(1);
            out.string(ToolAccess.regexSource(rewrite));
        }
        out.string(EngineAccess.to(rewrite));
        NestedUrl nested = EngineAccess.nested(rewrite);
        out.bool(nested.resolvesRelative());
        out.stringList(nested.carriedQueryItems());
        RouteSource source = nested.source();
        out.stringOrNull(source == null ? null : source.spelling());
    }

    private void namespace(ReadyShape.Namespace namespace) {
        for (List<ReadyShape.Node> trie : namespace.tries) tries.trie(trie);
    }
}
