package dev.switchyard;

import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.SegmentPattern;
import java.util.Comparator;
import java.util.List;

/**
 * Ranking among matching routes: priority, then specificity (or registration), then registration
 * order.
 */
final class Ranking {
    private Ranking() {}

    static Comparator<Trie.Hit> order(boolean registrationOrder) {
        return (a, b) -> {
            Route x = a.entry.route;
            Route y = b.entry.route;
            if (x.priority != y.priority) return Integer.compare(y.priority, x.priority);
            if (!registrationOrder) {
                int c = compare(a.entry.ranks, b.entry.ranks);
                if (c != 0) return c;
                int[] h = a.entry.hashRanks;
                int[] k = b.entry.hashRanks;
                if ((h == null) != (k == null)) return h != null ? -1 : 1;
                if (h != null && (c = compare(h, k)) != 0) return c;
                if (x.query.size() != y.query.size()) {
                    return Integer.compare(y.query.size(), x.query.size());
                }
            }
            if (x == y) {
                // One route's readings in their order, each group present before it is left out
                // (pattern.ranking.registration-readings).
                List<Pattern.Expansion> readings = x.parsed.expansions;
                return Integer.compare(readings.indexOf(a.entry.expansion),
                    readings.indexOf(b.entry.expansion));
            }
            return Integer.compare(x.index, y.index);
        };
    }

    /**
     * Segment by segment from the left; a reading that ends first ranks first (`/a` before `/a/*`).
     */
    private static int compare(int[] left, int[] right) {
        for (int i = 0; i < Math.max(left.length, right.length); i++) {
            int r = i < left.length ? left[i] : -1;
            int s = i < right.length ? right[i] : -1;
            if (r != s) return Integer.compare(r, s);
        }
        return 0;
    }

    /**
     * A reading's path ranks: host constraint first (0 with one, 1 without), then each path
     * segment's.
     */
    static int[] ranks(Pattern pattern, Pattern.Expansion expansion) {
        List<SegmentPattern> path = expansion.path;
        int n = path.size();
        int[] r = new int[n + 1];
        r[0] = pattern.hostConstraint() != null ? 0 : 1;
        for (int k = 0; k < n; k++) r[k + 1] = path.get(k).rank;
        return r;
    }

    /** A hash route's fragment-path ranks; null for a route without `#`. */
    static int[] hashRanks(Pattern.Expansion expansion) {
        if (expansion.hash == null) return null;
        int[] r = new int[expansion.hash.size()];
        for (int k = 0; k < r.length; k++) r[k] = expansion.hash.get(k).rank;
        return r;
    }
}
