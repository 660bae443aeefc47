package dev.switchyard;

import java.util.List;
import java.util.Map;

/** One route of a table, as its file wrote it. */
public final class Route {
    public final int index;              // registration order
    public final String pattern;
    public final String scheme;          // the namespace as written; null for global
    public final int priority;
    public final String handler, name;
    public final List<LinkSource> accept; // null: the table's
    public final List<String> tags;
    public final boolean internal, lowercaseCaptures, queryOverridesPath;
    public final Map<String, QueryCondition> query; // sorted by name
    final Pattern parsed;

    Route(int index, Pattern parsed, String scheme, int priority, String handler, String name, List<LinkSource> accept,
          List<String> tags, boolean internal, boolean lowercaseCaptures, boolean queryOverridesPath, Map<String, QueryCondition> query) {
        this.index = index; this.parsed = parsed; this.pattern = parsed.text; this.scheme = scheme; this.priority = priority;
        this.handler = handler; this.name = name; this.accept = accept == null ? null : List.copyOf(accept);
        this.tags = List.copyOf(tags); this.internal = internal;
        this.lowercaseCaptures = lowercaseCaptures; this.queryOverridesPath = queryOverridesPath;
        this.query = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(query));
    }
}
