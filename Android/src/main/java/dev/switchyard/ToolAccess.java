package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.ready.ReadyShape;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import javax.annotation.Nullable;

/**
 * <b>Not API.</b> The command line's door into what the table's package does not publish (issue
 * #89 item 5): the command line's jar ({@code src/cli}, ADR 0058) is in packages of its own
 * ({@code dev.switchyard.cli}), so that no package is split between two jars, and reads a table a
 * person named, a module's tree and a ready image whole through here. Public only because a Java
 * package cannot say "this tool only" (ADR 0062): left out of {@code api/baseline.txt} and the
 * Javadoc, and may change in any release; an app never calls it. It hands out tables and trees
 * it has just read, and of a table already built only copies and unmodifiable views (the ready
 * table's writer reads its namespaces and tries as {@link ReadyShape}s).
 */
@NonnullByDefault
public final class ToolAccess {
    private ToolAccess() {}

    /**
     * The table at a path a person named: a FIFO or pipe is read too, as the Swift tool does (the
     * library's own loads never wait on one).
     *
     * @param path the path as given
     * @return the table
     * @throws IOException when the file cannot be read
     * @throws TableError when the table does not load
     */
    public static RouteTable loadNamed(Path path) throws IOException, TableError {
        return RouteTableFile.loadNamedOnCommandLine(Objects.requireNonNull(path, "path"));
    }

    /**
     * A module's table for {@code switchyard merge} (issue #88 item 5): loaded and checked as
     * {@link #loadNamed} loads one (so a file that does not load gives its own error first), and
     * its document tree, whose places the merge's collisions are reported at. The file is read
     * once, so a pipe works too.
     *
     * @param path the path as given
     * @return the table's document
     * @throws IOException when the file cannot be read
     * @throws TableError when the table does not load
     */
    public static Json.Node loadTree(Path path) throws IOException, TableError {
        String name = Objects.requireNonNull(path, "path").toString();
        if (!name.endsWith(".json")) RouteTableFile.load(path);   // refuses it, naming JSON
        byte[] bytes = TableBytes.read(path, name, true);
        RouteTableFile.parse(bytes, name, false);
        try {
            return Json.parse(bytes);
        } catch (Json.SyntaxError e) {
            // The same bytes parsed a moment ago; reported, not trusted, if the parser disagrees.
            throw new TableError(name, e.line, e.column, e.getMessage(), e.text.kind,
                e.text.code);
        }
    }

    /**
     * A ready table's file, every group of its tries read now and refused with where when one does
     * not read (ADR 0073): what {@code switchyard match --table routes.ready} checks.
     *
     * @param path the image's file
     * @return the table
     * @throws IOException when the file cannot be read
     * @throws ReadyTableError when the image is refused
     */
    public static RouteTable loadReadyWhole(Path path) throws IOException, ReadyTableError {
        return ReadyTable.loadWhole(Objects.requireNonNull(path, "path"));
    }

    /**
     * Why a file could not be read, as the Swift tool says it.
     *
     * @param error the read's failure
     * @return the reason
     */
    public static String unreadable(IOException error) {
        return TableBytes.why(Objects.requireNonNull(error, "error"));
    }

    // What the ready table's writer reads of a built table beyond the API and EngineAccess.

    /**
     * The namespaces the table declares, and whether each falls back to the global one.
     *
     * @param table a table
     * @return the declarations, unmodifiable
     */
    public static Map<String, Boolean> fallback(RouteTable table) {
        return Collections.unmodifiableMap(Objects.requireNonNull(table, "table").fallback);
    }

    /**
     * The global namespace's tries.
     *
     * @param table a table
     * @return a copy of them
     */
    public static ReadyShape.Namespace global(RouteTable table) {
        return TrieShape.of(Objects.requireNonNull(table, "table").global);
    }

    /**
     * The namespaces of schemes, by key, sorted.
     *
     * @param table a table
     * @return copies of their tries, unmodifiable
     */
    public static Map<String, ReadyShape.Namespace> namespaces(RouteTable table) {
        Map<String, ReadyShape.Namespace> shapes = new TreeMap<>();
        for (Map.Entry<String, Namespace> n
                : Objects.requireNonNull(table, "table").namespaces.entrySet()) {
            shapes.put(n.getKey(), TrieShape.of(n.getValue()));
        }
        return Collections.unmodifiableMap(shapes);
    }

    /**
     * A link source as the table file wrote it.
     *
     * @param source a source
     * @return its text
     */
    public static String text(LinkSource source) {
        return Objects.requireNonNull(source, "source").text;
    }

    /**
     * A value-pattern condition's segments.
     *
     * @param condition a query condition
     * @return its segments, unmodifiable; null when it compares its text exactly
     */
    @Nullable
    public static List<SegmentPattern> segments(QueryCondition condition) {
        List<SegmentPattern> segments = Objects.requireNonNull(condition, "condition").segments;
        return segments == null ? null : Collections.unmodifiableList(segments);
    }

    /**
     * A regex rule's source.
     *
     * @param rewrite a rewrite rule
     * @return its regex as written; null for a pattern rule
     */
    @Nullable
    public static String regexSource(Rewrite rewrite) {
        return Objects.requireNonNull(rewrite, "rewrite").regexSource;
    }
}
