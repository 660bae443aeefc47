package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Values;
import java.util.Arrays;
import javax.annotation.Nullable;

/**
 * A retired URL a routing document sends elsewhere: a route on {@code from} that redirects to
 * {@code to}.
 */
@NonnullByDefault
public final class DocumentRedirect {
    private final String from;
    private final String to;

    DocumentRedirect(String from, String to) {
        this.from = from;
        this.to = to;
    }

    /**
     * The pattern of the retired URLs.
     *
     * @return the pattern
     */
    public String from() {
        return from;
    }

    /**
     * Where they go: a template in which {@code {name}} takes the capture {@code name}.
     *
     * @return the template
     */
    public String to() {
        return to;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"from", from, "to", to};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof DocumentRedirect
            && Arrays.equals(parts(), ((DocumentRedirect) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("DocumentRedirect", parts());
    }
}
