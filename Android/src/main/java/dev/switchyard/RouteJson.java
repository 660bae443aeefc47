package dev.switchyard;

import java.util.Map;

/**
 * The {@code route} object of a match line: pattern, scheme, priority, handler, then name,
 * visibility, tags, query conditions, {@code lowercaseCaptures} and {@code queryOverridesPath} when
 * set.
 */
final class RouteJson {
    private RouteJson() {}

    static void append(Route r, String namespace, StringBuilder b) {
        b.append("{\"pattern\":").append(Json.quote(r.pattern))
            .append(",\"scheme\":").append(Json.quote(namespace))
            .append(",\"priority\":").append(r.priority)
            .append(",\"handler\":").append(r.handler == null ? "null" : Json.quote(r.handler));
        if (r.name != null) b.append(",\"name\":").append(Json.quote(r.name));
        if (r.internal) b.append(",\"visibility\":\"internal\"");
        if (!r.tags.isEmpty()) b.append(",\"tags\":").append(MatchReport.array(r.tags));
        if (!r.query.isEmpty()) {
            b.append(",\"query\":{");
            boolean first = true;
            for (Map.Entry<String, QueryCondition> c : r.query.entrySet()) {
                if (!first) b.append(',');
                first = false;
                QueryCondition q = c.getValue();
                b.append(Json.quote(c.getKey())).append(':')
                    .append(q.presence != null ? q.presence.toString() : Json.quote(q.text));
            }
            b.append('}');
        }
        if (r.lowercaseCaptures) b.append(",\"lowercaseCaptures\":true");
        if (r.queryOverridesPath) b.append(",\"queryOverridesPath\":true");
        b.append('}');
    }
}
