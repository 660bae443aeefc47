package dev.switchyard;

import java.nio.file.Path;

/**
 * The two ways the JVM reads a table: its JSON file ({@link RouteTableFile}), and the ready form
 * the command line writes of it ({@code switchyard ready}, read by {@link ReadyTable}; ADR 0069).
 * The corpus ({@code ConformanceTest}, {@code DocumentCorpusTest}) and the differential tests
 * ({@code DifferentialTest}) run every case on each: a ready table answers exactly as its JSON.
 */
public enum TableReader {
    /** The JSON file, parsed, its patterns read and its trie grown. */
    JSON(""),
    /** The JSON loaded, written as a ready table, and that image loaded. */
    READY("ready: ");

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
        RouteTable table = RouteTableFile.parse(text, name);
        return this == JSON ? table : ready(table, name);
    }

    /**
     * The table of a JSON file, read this way.
     *
     * @param path the table file
     * @return the table
     * @throws Exception when the file does not load
     */
    public RouteTable load(Path path) throws Exception {
        RouteTable table = RouteTableFile.load(path);
        return this == JSON ? table : ready(table, path.toString());
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
