package dev.switchyard;

import java.util.List;
import java.util.Map;

/** The JSON line `switchyard match` prints for one URL (DESIGN.md). */
public final class MatchReport {
    private MatchReport() {}

    public static String line(String url, RouteTable table, Map<String, String> caller) {
        Match m = table.match(url, caller);
        StringBuilder b = new StringBuilder("{\"url\":").append(Json.quote(url));
        if (!m.matched()) {
            b.append(",\"matched\":false,\"reason\":").append(Json.quote(m.reason));
        } else {
            Route r = m.route;
            b.append(",\"matched\":true,\"route\":{\"pattern\":").append(Json.quote(r.pattern))
                .append(",\"scheme\":").append(Json.quote(m.namespace))
                .append(",\"priority\":").append(r.priority)
                .append(",\"handler\":").append(r.handler == null ? "null" : Json.quote(r.handler));
            if (r.name != null) b.append(",\"name\":").append(Json.quote(r.name));
            if (r.internal) b.append(",\"visibility\":\"internal\"");
            if (!r.tags.isEmpty()) b.append(",\"tags\":").append(array(r.tags));
            if (!r.query.isEmpty()) {
                b.append(",\"query\":{");
                boolean first = true;
                for (Map.Entry<String, QueryCondition> c : r.query.entrySet()) {
                    if (!first) b.append(',');
                    first = false;
                    QueryCondition q = c.getValue();
                    b.append(Json.quote(c.getKey())).append(':').append(q.presence != null ? q.presence.toString() : Json.quote(q.text));
                }
                b.append('}');
            }
            if (r.lowercaseCaptures) b.append(",\"lowercaseCaptures\":true");
            if (r.queryOverridesPath) b.append(",\"queryOverridesPath\":true");
            b.append("},\"parameters\":{");
            boolean first = true;
            for (Map.Entry<String, List<String>> p : m.parameters.entrySet()) {
                if (!first) b.append(',');
                first = false;
                b.append(Json.quote(p.getKey())).append(':');
                b.append(p.getValue().size() == 1 ? Json.quote(p.getValue().get(0)) : array(p.getValue()));
            }
            b.append("},\"wildcard\":").append(array(m.wildcard));
        }
        if (m.rewrittenTo != null) b.append(",\"rewrittenTo\":").append(Json.quote(m.rewrittenTo));
        if (m.matched()) {
            String note = policyNote(m.route);
            if (note != null) b.append(",\"policy\":").append(Json.quote(note));
        }
        return b.append('}').toString();
    }

    static String array(List<String> values) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < values.size(); i++) b.append(i > 0 ? "," : "").append(Json.quote(values.get(i)));
        return b.append(']').toString();
    }

    static String policyNote(Route r) {
        StringBuilder b = new StringBuilder();
        if (r.internal) b.append("the route is internal; a router opens it only from inside the app");
        if (!r.tags.isEmpty()) {
            if (b.length() > 0) b.append("; ");
            b.append("the app's source policy and middleware may restrict routes tagged ").append(String.join(", ", r.tags));
        }
        return b.length() == 0 ? null : "not applied: " + b;
    }
}
