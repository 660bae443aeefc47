package dev.switchyard;

import javax.annotation.Nullable;

/**
 * A route-table file that does not load. Its message is {@code file:line:column: error: text}, the
 * line the Swift tool prints for the same file.
 */
@NonnullByDefault
public final class TableError extends Exception {
    private static final long serialVersionUID = 1L;
    /** The line of the problem, from 1. */
    public final int line;
    /** The column of the problem, from 1, in Unicode scalars. */
    public final int column;
    /**
     * The corpus's kind: {@code syntax} (not JSON), {@code unknown-key}, {@code missing-key},
     * {@code type} (a value of the wrong type), {@code value}, {@code pattern} or {@code conflict}.
     */
    public final String kind;
    /**
     * The error's code in {@code Conformance/errors.json}, such as {@code json.trailing-comma};
     * null for a pattern problem the table does not list yet.
     */
    @Nullable
    public final String code;
    /** The message alone, without the file and place. */
    public final String message;

    /**
     * Every problem of the file's first failing stage (its JSON and keys, else its patterns and
     * values), one after another in file order, as the Swift tool prints them: each
     * {@code file:line:column: error: message}, a pattern's with the pattern and a caret under it.
     */
    public final String report;

    TableError(String file, int line, int column, String message, String kind,
            @Nullable String code) {
        this(file, line, column, message, kind, code,
            file + ":" + line + ":" + column + ": error: " + message);
    }

    TableError(String file, int line, int column, String message, String kind,
            @Nullable String code, String report) {
        super(file + ":" + line + ":" + column + ": error: " + message);
        this.report = report;
        this.line = line;
        this.column = column;
        this.kind = kind;
        this.code = code;
        this.message = message;
    }
}
