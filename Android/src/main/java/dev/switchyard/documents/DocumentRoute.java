package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import java.util.Arrays;
import java.util.List;
import javax.annotation.Nullable;

/** A route a routing document adds, bound to a handler the app registered by name. */
@NonnullByDefault
public final class DocumentRoute {
    private final String pattern;
    private final String handler;
    private final String name;
    private final List<String> tags;
    private final boolean internal;
    private final int line;
    private final int column;

    DocumentRoute(String pattern, String handler, String name, List<String> tags, boolean internal,
                  int line, int column) {
        this.pattern = pattern;
        this.handler = handler;
        this.name = name;
        this.tags = Immutable.listCopy(tags);
        this.internal = internal;
        this.line = line;
        this.column = column;
    }

    /**
     * The route's pattern.
     *
     * @return the pattern
     */
    public String pattern() {
        return pattern;
    }

    /**
     * The name of the handler the app registered for it.
     *
     * @return the handler name
     */
    public String handler() {
        return handler;
    }

    /**
     * The route's name.
     *
     * @return the name, or null
     */
    @Nullable
    public String name() {
        return name;
    }

    /**
     * The route's tags.
     *
     * @return an unmodifiable list
     */
    public List<String> tags() {
        return tags;
    }

    /**
     * Whether only the app itself may open the route.
     *
     * @return true for an internal route
     */
    public boolean internal() {
        return internal;
    }

    /**
     * Where the route is written in the document.
     *
     * @return the line, from 1
     */
    public int line() {
        return line;
    }

    /**
     * Where the route is written in the document.
     *
     * @return the column, from 1, in Unicode scalars
     */
    public int column() {
        return column;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"pattern", pattern, "handler", handler, "name", name, "tags", tags,
            "internal", internal, "line", line, "column", column};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof DocumentRoute
            && Arrays.equals(parts(), ((DocumentRoute) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("DocumentRoute", parts());
    }
}
