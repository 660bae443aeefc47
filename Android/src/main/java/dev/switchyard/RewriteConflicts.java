package dev.switchyard;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Two rewrite rules whose {@code from} patterns take the same URLs (RouteTableFileFormat.md, "A
 * rewrite", {@code file.rewrites.same-urls}): the later could never apply, so the table is refused,
 * as Swift's rewrite rules refuse it. Regex rules are not compared.
 */
final class RewriteConflicts {
    private RewriteConflicts() {}

    /**
     * The index of the first pattern rule that takes the URLs of an earlier one and that earlier
     * rule's index (the same index twice for a rule whose own optional-group readings collide), or
     * null.
     */
    static int[] first(List<Rewrite> rewrites) {
        List<Route> froms = new ArrayList<>();
        for (int i = 0; i < rewrites.size(); i++) {
            RouteTable from = rewrites.get(i).fromTable;
            if (from == null) continue;
            froms.add(new Route(i, from.routes.get(0).parsed, null, 0, null, null, null,
                List.of(), false, false, false, new TreeMap<>()));
        }
        return Conflicts.first(froms);
    }
}
