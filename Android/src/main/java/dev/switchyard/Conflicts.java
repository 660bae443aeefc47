package dev.switchyard;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Routes that match exactly the same URLs (PatternLanguage.md, "Errors"): the same namespace, host
 * and segments (capture names aside), the same query conditions; also two readings of one route's
 * optional groups that collide. The Swift `match` tool loads such a table (only the first can
 * match); `RouteTableFile.parse(…, strict)` refuses it.
 */
final class Conflicts {
    private Conflicts() {}

    /**
     * The index of the first route that repeats an earlier reading, and the reading's owner, or
     * null.
     */
    static int[] first(List<Route> routes) {
        Map<String, Integer> seen = new HashMap<>();
        for (Route r : routes) {
            List<String> schemes = r.parsed.schemes.isEmpty()
                    ? java.util.Collections.singletonList(r.scheme) : r.parsed.schemes;
            for (String scheme : schemes) {
                for (Pattern.Expansion e : r.parsed.expansions) {
                    String key = key(scheme, r, e);
                    Integer owner = seen.putIfAbsent(key, r.index);
                    if (owner != null) return new int[] {r.index, owner};
                }
            }
        }
        return null;
    }

    private static String key(String scheme, Route route, Pattern.Expansion expansion) {
        StringBuilder b = new StringBuilder();
        b.append(scheme == null || scheme.equalsIgnoreCase("global") ? ""
                : scheme.toLowerCase(java.util.Locale.ROOT)).append('\u0001');
        b.append(route.parsed.hostConstraint).append('\u0001');
        b.append(route.parsed.takesHost).append('\u0001');
        for (SegmentPattern s : expansion.path) segment(s, b);
        if (expansion.hash != null) {
            b.append('#');
            for (SegmentPattern s : expansion.hash) segment(s, b);
        }
        b.append('\u0001');
        for (Map.Entry<String, QueryCondition> q : route.query.entrySet()) {
            b.append(q.getKey()).append('=').append(q.getValue().presence);
            b.append(q.getValue().text).append('\u0002');
        }
        return b.toString();
    }

    private static void segment(SegmentPattern segment, StringBuilder out) {
        out.append('/');
        if (segment.rank == SegmentPattern.LITERAL) {
            out.append('L').append(segment.literal);
            return;
        }
        if (segment.rank == SegmentPattern.WILDCARD) {
            out.append('W').append(segment.wildcardNeedsOne);
            return;
        }
        for (Object part : segment.parts) {
            if (part instanceof String) {
                out.append('\'').append(part).append('\'');
                continue;
            }
            Capture c = (Capture) part;
            out.append('{').append(c.type).append('|').append(c.regexSource).append('|');
            out.append(c.values).append('|').append(c.mayBeEmpty).append('}');
        }
    }
}
