package dev.switchyard;

/** A route-table file that does not load: `file:line:column: message`. */
public final class TableError extends Exception {
    public final int line, column;
    /** The corpus's kind: `syntax` (not JSON), `pattern`, `unknown-key`, `type` (a value of the wrong type), `value`. */
    public final String kind;

    TableError(String file, int line, int column, String message) { this(file, line, column, message, kindOf(message)); }

    TableError(String file, int line, int column, String message, String kind) {
        super(file + ":" + line + ":" + column + ": error: " + message);
        this.line = line;
        this.column = column;
        this.kind = kind;
    }

    private static String kindOf(String message) {
        if (message.startsWith("unknown key")) return "unknown-key";
        if (message.startsWith("expected ") || message.endsWith(" must be an object") || message.endsWith(" must be an array")) return "type";
        return "value";
    }
}
