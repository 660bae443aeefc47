package dev.switchyard;

/**
 * A route-table file that does not load. Its message is {@code file:line:column: error: text}, the
 * line the Swift tool prints for the same file.
 */
@NonnullByDefault
public final class TableError extends Exception {
    /** The line of the error, from 1. */
    public final int line;
    /** The column of the error, from 1, counted in characters. */
    public final int column;
    /**
     * The conformance corpus's kind of error: {@code syntax} (not JSON), {@code pattern}, {@code
     * unknown-key}, {@code type} (a value of the wrong type) or {@code value}.
     */
    public final String kind;

    TableError(String file, int line, int column, String message) {
        this(file, line, column, message, kindOf(message));
    }

    TableError(String file, int line, int column, String message, String kind) {
        super(file + ":" + line + ":" + column + ": error: " + message);
        this.line = line;
        this.column = column;
        this.kind = kind;
    }

    private static String kindOf(String message) {
        if (message.startsWith("unknown key")) return "unknown-key";
        if (message.startsWith("expected ") || message.endsWith(" must be an object")
                || message.endsWith(" must be an array")) {
            return "type";
        }
        return "value";
    }
}
