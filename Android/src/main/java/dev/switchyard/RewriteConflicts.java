package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import javax.annotation.Nullable;

/**
 * Two rewrite rules whose {@code from} patterns take the same URLs (RouteTableFileFormat.md, "A
 * rewrite" and "Errors", {@code file.errors.rewrite-same-urls}): the later could never apply, so
 * the table is refused, as Swift's rewrite rules refuse it. Regex rules are not compared.
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
            Pattern from = rewrites.get(i).fromPattern;
            if (from == null) continue;
            froms.add(new Route(i, from, null, 0, null, null, null,
                Immutable.list(), false, false, false, new TreeMap<>()));
        }
        return Conflicts.first(froms);
    }

    /**
     * The file's problem when two of its pattern rules take the same URLs: at the first character
     * of the later rule's {@code from}, naming the earlier rule; null when none do.
     *
     * @param nodes the rules' objects in the file, one per rule
     */
    @Nullable
    static TableProblem problem(List<Rewrite> rewrites, List<Json.Node> nodes) {
        int[] conflict = first(rewrites);
        if (conflict == null) return null;
        Json.Node at = nodes.get(conflict[0]).object().get("from");
        int column = RouteTableFile.column(at, 0);
        TableProblem problem = conflict[0] == conflict[1]
            ? new TableProblem(at.line, column, ErrorText.REWRITE_EXPANSIONS)
            : new TableProblem(at.line, column, ErrorText.REWRITE_SAME_URLS,
                "rewrite " + (conflict[1] + 1));
        return problem.pointingInto(at.string(), 0);
    }
}
