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
                int[] p = a.entry.ranks, q = b.entry.ranks;
                for (int i = 0; i < Math.max(p.length, q.length); i++) {
                    int r = i < p.length ? p[i] : -1, s = i < q.length ? q[i] : -1;
                    if (r != s) return Integer.compare(r, s);
                }
                if (x.query.size() != y.query.size()) return Integer.compare(y.query.size(), x.query.size());
            }
            return Integer.compare(x.index, y.index);
        };
    }

    /** A reading's ranks: host constraint first (0 with one, 1 without), then each segment's. */
    static int[] ranks(Pattern p, Pattern.Expansion e) {
        int n = e.path.size() + (e.hash == null ? 0 : e.hash.size());
        int[] r = new int[n + 1];
        r[0] = p.hostConstraint != null ? 0 : 1;
        int k = 1;
        for (SegmentPattern s : e.path) r[k++] = s.rank;
        if (e.hash != null) for (SegmentPattern s : e.hash) r[k++] = s.rank;
        return r;
    }
}
