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

    /** The order hits are tried in: {@code registrationOrder} is the table's matchOrder. */
    static Comparator<Trie.Hit> order(boolean registrationOrder) {
        return registrationOrder ? Orders.BY_REGISTRATION : Orders.BY_SPECIFICITY;
    }

    /** The two orders, made when the first tie is ranked (not when a table is built). */
    private static final class Orders {
        static final Comparator<Trie.Hit> BY_SPECIFICITY = new Order(false);
        static final Comparator<Trie.Hit> BY_REGISTRATION = new Order(true);
    }

    /** The order as a class, not a lambda: a cold start would spin one for its first tie. */
    private static final class Order implements Comparator<Trie.Hit> {
        private final boolean registrationOrder;

        Order(boolean registrationOrder) {
            this.registrationOrder = registrationOrder;
        }

        @Override
        public int compare(Trie.Hit left, Trie.Hit right) {
            Route x = left.entry.route;
            Route y = right.entry.route;
            if (x.priority != y.priority) return Integer.compare(y.priority, x.priority);
            if (!registrationOrder) {
                int c = Ranking.compare(left.entry.ranks(), right.entry.ranks());
                if (c != 0) return c;
                int[] h = left.entry.hashRanks;
                int[] k = right.entry.hashRanks;
                if ((h == null) != (k == null)) return h != null ? -1 : 1;
                if (h != null && (c = Ranking.compare(h, k)) != 0) return c;
                if (x.query.size() != y.query.size()) {
                    return Integer.compare(y.query.size(), x.query.size());
                }
            }
            if (x == y) {
                // One route's readings in their order, each group present before it is left out
                // (pattern.ranking.registration-readings).
                List<Pattern.Expansion> readings = x.parsed.expansions;
                return Integer.compare(readings.indexOf(left.entry.expansion),
                    readings.indexOf(right.entry.expansion));
            }
            return Integer.compare(x.index, y.index);
        }
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
