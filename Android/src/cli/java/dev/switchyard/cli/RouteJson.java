package dev.switchyard.cli;

import static dev.switchyard.cli.CommandLineAccess.json;

import dev.switchyard.QueryCondition;
import dev.switchyard.Route;
import java.util.Map;

/**
 * The {@code route} object of a match line: pattern, scheme, priority, handler, then name,
 * visibility, tags, query conditions, {@code lowercaseCaptures} and {@code queryOverridesPath} when
 * set.
 */
final class RouteJson {
    private RouteJson() {}

    static void append(Route route, String namespace, StringBuilder out) {
        out.append("{\"pattern\":").append(json(route.pattern))
            .append(",\"scheme\":").append(json(namespace))
            .append(",\"priority\":").append(route.priority)
            .append(",\"handler\":").append(route.handler == null ? "null"
                    : json(route.handler));
        if (route.name != null) out.append(",\"name\":").append(json(route.name));
        if (route.internal) out.append(",\"visibility\":\"internal\"");
        if (!route.tags.isEmpty()) out.append(",\"tags\":").append(MatchReport.array(route.tags));
        if (!route.query.isEmpty()) {
            out.append(",\"query\":{");
            boolean first = true;
            for (Map.Entry<String, QueryCondition> c : route.query.entrySet()) {
                if (!first) out.append(',');
                first = false;
                QueryCondition q = c.getValue();
                out.append(json(c.getKey())).append(':')
                    .append(q.presence != null ? q.presence.toString() : json(q.text));
            }
            out.append('}');
        }
        if (route.lowercaseCaptures) out.append(",\"lowercaseCaptures\":true");
        if (route.queryOverridesPath) out.append(",\"queryOverridesPath\":true");
        out.append('}');
    }
}
