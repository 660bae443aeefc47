package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import java.util.Arrays;
import javax.annotation.Nullable;

/** One problem of a malformed routing document, at its place (as Swift's tools report it). */
@NonnullByDefault
public final class DocumentDiagnostic {
    private final int line;
    private final int column;
    private final String message;

    DocumentDiagnostic(int line, int column, String message) {
        this.line = line;
        this.column = column;
        this.message = message;
    }

    /**
     * Where the problem is.
     *
     * @return the line, from 1
     */
    public int line() {
        return line;
    }

    /**
     * Where the problem is.
     *
     * @return the column, from 1, in Unicode scalars
     */
    public int column() {
        return column;
    }

    /**
     * What is wrong, without the place.
     *
     * @return the message, as the Swift tool words it
     */
    public String message() {
        return message;
    }

    /**
     * The problem as the tools print it.
     *
     * @return {@code line:column: message}
     */
    @Override
    public String toString() {
        return line + ":" + column + ": " + message;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"line", line, "column", column, "message", message};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof DocumentDiagnostic
            && Arrays.equals(parts(), ((DocumentDiagnostic) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }
}
