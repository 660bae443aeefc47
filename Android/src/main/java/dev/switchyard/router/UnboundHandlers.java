package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.documents.DocumentRoute;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.internal.text.Texts;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.Nullable;

/**
 * The handler names a router's routes bind that its builder was not given ({@code
 * Router.Builder.build} refuses such a router): a problem a line, in the table's order, then the
 * document's.
 */
@NonnullByDefault
final class UnboundHandlers {
    private UnboundHandlers() {}

    /** Each route of {@code routes} (then of the document in force) whose handler is not known. */
    static List<String> of(RouteTable routes, @Nullable RoutingDocument inForce,
                           Set<String> registered) {
        Set<String> problems = new LinkedHashSet<>();
        Set<String> known = new TreeSet<>(registered);
        String names = known.isEmpty() ? "none are registered"
            : "known: " + String.join(", ", known);
        for (Route route : routes.routes()) {
            if (route.handler == null) {
                problems.add("route " + Texts.quoted(route.pattern, false)
                    + " has no \"handler\"");
            } else if (!known.contains(route.handler)) {
                problems.add("no handler named " + Texts.quoted(route.handler) + "; " + names);
            }
        }
        if (inForce != null) {
            for (DocumentRoute route : inForce.routes()) {
                if (!known.contains(route.handler())) {
                    problems.add("no handler named " + Texts.quoted(route.handler()) + "; "
                        + names);
                }
            }
        }
        return new ArrayList<>(problems);
    }
}
