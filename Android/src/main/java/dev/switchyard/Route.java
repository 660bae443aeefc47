package dev.switchyard;

import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import dev.switchyard.policy.SourcePolicy;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.annotation.Nullable;

/** One route of a table, as its file wrote it. Immutable. */
@NonnullByDefault
public final class Route {
    /** The route's place in the table, counted from 0: the registration order. */
    public final int index;
    /** The pattern as the file wrote it, such as {@code shop://goods/:id}. */
    public final String pattern;
    /** The namespace (the pattern's scheme) as written; null for a route of the global one. */
    @Nullable
    public final String scheme;
    /** The route's {@code priority}: a higher one is tried first; 0 when the file gives none. */
    public final int priority;
    /** The name of the handler the app binds to the route; null for a route without one. */
    @Nullable
    public final String handler;
    /** The route's {@code name}, which links are built from; null for an unnamed route. */
    @Nullable
    public final String name;
    /** The origins this route accepts, unmodifiable; null when the table's {@code accept} holds. */
    @Nullable
    public final List<LinkSource> accept;
    /** The route's tags, which an app's {@link SourcePolicy} may restrict; unmodifiable. */
    public final List<String> tags;
    /** Whether the route is {@code internal}: it opens only from inside the app. */
    public final boolean internal;
    /** Whether captured values are lowercased ({@code lowercaseCaptures}). */
    public final boolean lowercaseCaptures;
    /** Whether a query item of a parameter's name overrides the path's value. */
    public final boolean queryOverridesPath;
    /** The route's query conditions by item name, sorted by name; unmodifiable. */
    public final Map<String, QueryCondition> query;
    final Pattern parsed;

    Route(int index, Pattern parsed, @Nullable String scheme, int priority,
          @Nullable String handler, @Nullable String name, @Nullable List<LinkSource> accept,
          List<String> tags, boolean internal, boolean lowercaseCaptures,
          boolean queryOverridesPath, Map<String, QueryCondition> query) {
        this(parsed, index, scheme, priority, handler, name,
            accept == null ? null : Immutable.listCopy(accept), Immutable.listCopy(tags), internal,
            lowercaseCaptures, queryOverridesPath,
            Collections.unmodifiableMap(new TreeMap<>(query)));
    }

    /**
     * A ready table's route ({@link ReadyTable}), whose {@code accept}, {@code tags} and
     * {@code query} are unmodifiable already (the query sorted by name): kept, not copied.
     */
    Route(Pattern parsed, int index, @Nullable String scheme, int priority,
          @Nullable String handler, @Nullable String name, @Nullable List<LinkSource> accept,
          List<String> tags, boolean internal, boolean lowercaseCaptures,
          boolean queryOverridesPath, Map<String, QueryCondition> query) {
        this.index = index;
        this.parsed = parsed;
        this.pattern = parsed.text;
        this.scheme = scheme;
        this.priority = priority;
        this.handler = handler;
        this.name = name;
        this.accept = accept;
        this.tags = tags;
        this.internal = internal;
        this.lowercaseCaptures = lowercaseCaptures;
        this.queryOverridesPath = queryOverridesPath;
        this.query = query;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"index", index, "pattern", pattern, "scheme", scheme,
            "priority", priority, "handler", handler, "name", name, "accept", accept, "tags", tags,
            "internal", internal, "lowercaseCaptures", lowercaseCaptures,
            "queryOverridesPath", queryOverridesPath, "query", query};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Route && Arrays.equals(parts(), ((Route) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("Route", parts());
    }
}
