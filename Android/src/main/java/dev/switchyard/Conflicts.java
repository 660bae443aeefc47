package dev.switchyard;

import dev.switchyard.internal.pattern.Capture;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Texts;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

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
            List<String> schemes = r.parsed.schemes().isEmpty()
                    ? java.util.Collections.singletonList(r.scheme) : r.parsed.schemes();
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

    /** The namespace a route's messages name: its scheme, its pattern's first, or global. */
    static String namespace(Route route) {
        return route.scheme != null ? route.scheme
            : route.parsed.schemes().isEmpty() ? "global" : route.parsed.schemes().get(0);
    }

    /**
     * The message for the first of {@code routes} whose own optional-group expansions match the
     * same URLs, as a table's conflict reads it; null when none does. A routing document's added
     * routes and redirects are refused for it, as the router refuses them
     * (document.apply.does-not-apply).
     */
    @Nullable
    static String firstOwnCollisionMessage(List<Route> routes) {
        int[] conflict = firstOwnCollision(routes);
        if (conflict == null) return null;
        for (Route route : routes) {
            if (route.index != conflict[0]) continue;
            return ErrorText.CONFLICT_EXPANSIONS.format(
                Texts.quoted(route.pattern, false) + " (" + namespace(route) + ")",
                quoted(route, conflict[3]), quoted(route, conflict[2]));
        }
        return null;
    }

    /**
     * The first route whose own optional-group readings match the same URLs, which every loader
     * refuses (Swift's {@code collidingExpansions} is an error, where an identical route is only a
     * warning): {@code {route, route, laterReading, earlierReading}}, or null.
     */
    static int[] firstOwnCollision(List<Route> routes) {
        for (Route r : routes) {
            Map<String, Integer> own = new HashMap<>();
            for (String scheme : schemes(r)) {
                for (int e = 0; e < r.parsed.expansions.size(); e++) {
                    Integer before = own.putIfAbsent(key(scheme, r, r.parsed.expansions.get(e)), e);
                    if (before != null && before != e) {
                        return new int[] {r.index, r.index, e, before};
                    }
                }
            }
        }
        return null;
    }

    /**
     * A route-table file's first conflict (RouteTableFileFormat.md, "Errors"): the first route in
     * the file that conflicts, with its own optional-group readings before an earlier route.
     * {@code {later, earlier, laterReading, earlierReading}} (readings index
     * {@code Pattern.expansions}), or null.
     */
    static int[] firstInFile(List<Route> routes) {
        Map<String, int[]> seen = new HashMap<>();
        for (Route r : routes) {
            Map<String, Integer> own = new HashMap<>();
            int[] repeated = null;
            for (String scheme : schemes(r)) {
                for (int e = 0; e < r.parsed.expansions.size(); e++) {
                    String key = key(scheme, r, r.parsed.expansions.get(e));
                    Integer before = own.putIfAbsent(key, e);
                    if (before != null && before != e) {
                        return new int[] {r.index, r.index, e, before};
                    }
                    int[] owner = seen.get(key);
                    boolean repeats = owner != null && repeated == null;
                    if (repeats && identical(routes.get(owner[0]), r)) {
                        repeated = new int[] {r.index, owner[0], e, owner[1]};
                    }
                }
            }
            if (repeated != null) return repeated;
            for (String scheme : schemes(r)) {
                for (int e = 0; e < r.parsed.expansions.size(); e++) {
                    String key = key(scheme, r, r.parsed.expansions.get(e));
                    seen.putIfAbsent(key, new int[] {r.index, e});
                }
            }
        }
        return null;
    }

    /**
     * Whether {@code later} is identical to {@code earlier}, not only shadowed by it: the same
     * priority, and every namespace it is in is one of {@code earlier}'s (a scheme placeholder's
     * other namespaces still reach it).
     */
    private static boolean identical(Route earlier, Route later) {
        if (earlier.priority != later.priority) return false;
        java.util.Set<String> theirs = new java.util.HashSet<>();
        for (String s : schemes(earlier)) theirs.add(namespaceKey(s));
        for (String s : schemes(later)) {
            if (!theirs.contains(namespaceKey(s))) return false;
        }
        return true;
    }

    private static String namespaceKey(String scheme) {
        return scheme == null || scheme.equalsIgnoreCase("global") ? ""
                : scheme.toLowerCase(java.util.Locale.ROOT);
    }

    /** {@code  (as "/a/:y")}: the reading of a route with optional groups that conflicts. */
    static String reading(Route route, int expansion) {
        return route.parsed.expansions.size() == 1 ? "" : " (as " + quoted(route, expansion) + ")";
    }

    /** A reading of the route, quoted as a message shows it: {@code "/a/:y"}. */
    static String quoted(Route route, int expansion) {
        return Texts.quoted(route.parsed.expansions.get(expansion).text, false);
    }

    private static List<String> schemes(Route route) {
        return route.parsed.schemes().isEmpty()
                ? java.util.Collections.singletonList(route.scheme) : route.parsed.schemes();
    }

    private static String key(String scheme, Route route, Pattern.Expansion expansion) {
        StringBuilder b = new StringBuilder();
        b.append(scheme == null || scheme.equalsIgnoreCase("global") ? ""
                : scheme.toLowerCase(java.util.Locale.ROOT)).append('\u0001');
        b.append(route.parsed.hostConstraint()).append('\u0001');
        b.append(route.parsed.takesHost()).append('\u0001');
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
