package dev.switchyard;

/** A route-table file that does not load: `file:line:column: message`. */
public final class TableError extends Exception {
    public final int line, column;

    TableError(String file, int line, int column, String message) {
        super(file + ":" + line + ":" + column + ": error: " + message);
        this.line = line;
        this.column = column;
    }
}
