package dev.switchyard;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Parameters changed so that the query items `url(for:)` prints meet the route's query conditions.
 */
final class LinkQuery {
    private LinkQuery() {}

    static Map<String,
            List<String>> meet(Route route, Map<String, List<String>> params,
            Set<String> types) throws LinkBuilder.Failure {
        for (Map.Entry<String, QueryCondition> e : route.query.entrySet()) {
            String key = e.getKey();
            QueryCondition c = e.getValue();
            if (Boolean.TRUE.equals(c.presence)) {
                params.putIfAbsent(key, List.of(""));
                continue;
            }
            if (Boolean.FALSE.equals(c.presence)) {
                params.remove(key);
                continue;
            }
            if (c.segments == null) {
                params.put(key, List.of(c.text));
                continue;
            }
            List<String> pieces = new ArrayList<>();
            List<String> used = new ArrayList<>();
            for (SegmentPattern s : c.segments) {
                if (s.rank == SegmentPattern.LITERAL) {
                    pieces.add(s.literal);
                    continue;
                }
                if (s.rank == SegmentPattern.WILDCARD) {
                    if (s.wildcardName == null) continue;
                    used.add(s.wildcardName);
                    List<String> v = params.get(s.wildcardName);
                    if (v == null && s.wildcardNeedsOne) {
                        throw LinkBuilder.fail(route, LinkResult.Reason.MISSING, s.wildcardName,
                                null);
                    }
                    if (v != null) {
                        for (String x : v) {
                            for (String piece : x.split("/")) {
                                if (!piece.isEmpty()) {
                                    pieces.add(piece);
                                }
                            }
                        }
                    }
                    continue;
                }
                StringBuilder seg = new StringBuilder();
                for (Object part : s.parts) {
                    if (part instanceof String) {
                        seg.append((String) part);
                        continue;
                    }
                    Capture cap = (Capture) part;
                    used.add(cap.name);
                    List<String> v = params.get(cap.name);
                    if (v == null && !cap.mayBeEmpty) {
                        throw LinkBuilder.fail(route, LinkResult.Reason.MISSING, cap.name, null);
                    }
                    seg.append(v == null ? "" : v.get(0));
                }
                pieces.add(seg.toString());
            }
            String value = (c.text.startsWith("/") ? "/" : "") + String.join("/", pieces);
            if (!c.holds(value, new SegmentPattern.Found(), types, false)) {
                throw LinkBuilder.fail(route, LinkResult.Reason.DOES_NOT_FIT, key, Json.quote(value)
                        + ", which does not fit " + c.text);
            }
            for (String n : used) {
                if (!n.equals(key)) {
                    params.remove(n);
                }
            }
            params.put(key, List.of(value));
        }
        return params;
    }
}
