package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.documents.DocumentRoute;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import dev.switchyard.internal.text.Why;
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
        for (Route route : routes.routes()) {
            if (route.handler == null) {
                problems.add("route " + Texts.quoted(route.pattern, false)
                    + " has no \"handler\"");
            } else if (!known.contains(route.handler)) {
                problems.add(notRegistered(route.handler, known).message);
            }
        }
        if (inForce != null) {
            for (DocumentRoute route : inForce.routes()) {
                if (!known.contains(route.handler())) {
                    problems.add(notRegistered(route.handler(), known).message);
                }
            }
        }
        return new ArrayList<>(problems);
    }

    /**
     * Each handler a route of {@code routes} (then of the document in force) names that is not
     * {@code registered}, once, in the table's order: {@code module.handler-not-registered}
     * ({@code no handler named "goods.new"; known: cart, goods.detail}), or its {@code -none}
     * twin when nothing is registered. {@code more} are known too (a module host's handlers).
     */
    static List<Why> unregistered(RouteTable routes, @Nullable RoutingDocument inForce,
                                  Set<String> registered, Set<String> more) {
        Set<String> known = new TreeSet<>(registered);
        known.addAll(more);
        Set<String> missing = new LinkedHashSet<>();
        for (Route route : routes.routes()) {
            if (route.handler != null && !known.contains(route.handler)) {
                missing.add(route.handler);
            }
        }
        if (inForce != null) {
            for (DocumentRoute route : inForce.routes()) {
                if (!known.contains(route.handler())) missing.add(route.handler());
            }
        }
        List<Why> found = new ArrayList<>();
        for (String handler : missing) found.add(notRegistered(handler, known));
        return Immutable.listCopy(found);
    }

    /** {@code module.handler-not-registered}, or its {@code -none} twin when none are known. */
    private static Why notRegistered(String handler, Set<String> known) {
        return known.isEmpty()
            ? Why.of(ErrorText.MODULE_HANDLER_NOT_REGISTERED_NONE, Texts.quoted(handler))
            : Why.of(ErrorText.MODULE_HANDLER_NOT_REGISTERED, Texts.quoted(handler),
                String.join(", ", known));
    }
}
