package dev.switchyard;

import dev.switchyard.cli.ready.ReadyTableWriter;
import java.nio.file.Path;

/**
 * The ways the JVM reads a table: its JSON file ({@link RouteTableFile}), and the ready form the
 * command line writes of it ({@code switchyard ready}, read by {@link ReadyTable}; ADR 0069), as
 * written and with its subtrees below where it branches read when first reached (ADR 0073).
 * The corpus ({@code ConformanceTest}, {@code DocumentCorpusTest}) and the differential tests
 * ({@code DifferentialTest}) run every case on each: a ready table answers exactly as its JSON.
 */
public enum TableReader {
    /** The JSON file, parsed, its patterns read and its trie grown. */
    JSON(""),
    /** The JSON loaded, written as a ready table, and that image loaded. */
    READY("ready: "),
    /**
     * As {@link #READY}, the subtrees below where a trie branches written in groups of a least
     * weight from 1 to 4, chosen by the table's name (ADR 0073), each read when a link first
     * reaches it: the corpus's tables are too small to be grouped as the command line writes them.
     * Weight 1 makes each subtree a group of its own; the others also group several small subtrees
     * together.
     */
    GROUPED("grouped: ");

    /** What a test's name starts with: nothing for the JSON, {@code ready: } for the other. */
    public final String label;

    TableReader(String label) {
        this.label = label;
    }

    /**
     * The table of a JSON text, read this way.
     *
     * @param text the table file's JSON
     * @param name the file's name
     * @return the table
     * @throws Exception when the JSON does not load (a ready image of it always loads)
     */
    public RouteTable parse(String text, String name) throws Exception {
        return read(RouteTableFile.parse(text, name), name);
    }

    /**
     * The table of a JSON file, read this way.
     *
     * @param path the table file
     * @return the table
     * @throws Exception when the file does not load
     */
    public RouteTable load(Path path) throws Exception {
        return read(RouteTableFile.load(path), path.toString());
    }

    /**
     * A table loaded from its JSON, read this way.
     *
     * @param table the table
     * @param name the file's name
     * @return the table, or the one its image holds
     * @throws ReadyTableError never, for an image the writer made
     */
    public RouteTable read(RouteTable table, String name) throws ReadyTableError {
        switch (this) {
            case READY: return ready(table, name);
            case GROUPED: {
                int weight = Math.floorMod(name.hashCode(), 4) + 1;
                return ReadyTable.read(ReadyTableWriter.write(table, weight), name + ".ready");
            }
            default: return table;
        }
    }

    /**
     * A table written as a ready table and read back.
     *
     * @param table a table loaded from its JSON
     * @param name the name the image is read under ({@code .ready} added)
     * @return the table the image holds
     * @throws ReadyTableError never, for an image the writer made
     */
    public static RouteTable ready(RouteTable table, String name) throws ReadyTableError {
        return ReadyTable.read(ReadyTableWriter.write(table), name + ".ready");
    }
}
