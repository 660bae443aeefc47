package dev.switchyard;

import java.util.Comparator;

/** Ranking among matching routes: priority, then specificity (or registration), then registration order. */
final class Ranking {
    private Ranking() {}

    static Comparator<Trie.Hit> order(boolean registrationOrder) {
        return (a, b) -> {
            Route x = a.entry.route, y = b.entry.route;
            if (x.priority != y.priority) return Integer.compare(y.priority, x.priority);
            if (!registrationOrder) {
                int c = compare(a.entry.ranks, b.entry.ranks);
                if (c != 0) return c;
                int[] h = a.entry.hashRanks, k = b.entry.hashRanks;
                if ((h == null) != (k == null)) return h != null ? -1 : 1;
                if (h != null && (c = compare(h, k)) != 0) return c;
                if (x.query.size() != y.query.size()) return Integer.compare(y.query.size(), x.query.size());
            }
            return Integer.compare(x.index, y.index);
        };
    }

    /** Segment by segment from the left; a reading that ends first ranks first (`/a` before `/a/*`). */
    private static int compare(int[] p, int[] q) {
        for (int i = 0; i < Math.max(p.length, q.length); i++) {
            int r = i < p.length ? p[i] : -1, s = i < q.length ? q[i] : -1;
            if (r != s) return Integer.compare(r, s);
        }
        return 0;
    }

    /** A reading's path ranks: host constraint first (0 with one, 1 without), then each path segment's. */
    static int[] ranks(Pattern p, Pattern.Expansion e) {
        int[] r = new int[e.path.size() + 1];
        r[0] = p.hostConstraint != null ? 0 : 1;
        int k = 1;
        for (SegmentPattern s : e.path) r[k++] = s.rank;
        return r;
    }

    /** A hash route's fragment-path ranks; null for a route without `#`. */
    static int[] hashRanks(Pattern.Expansion e) {
        if (e.hash == null) return null;
        int[] r = new int[e.hash.size()];
        for (int k = 0; k < r.length; k++) r[k] = e.hash.get(k).rank;
        return r;
    }
}
