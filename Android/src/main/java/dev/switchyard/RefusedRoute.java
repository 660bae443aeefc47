package dev.switchyard;

import dev.switchyard.internal.text.Values;
import dev.switchyard.internal.text.Why;
import java.util.Arrays;
import javax.annotation.Nullable;

/**
 * A route the source policy passed over: it matched, and the link's source may not open it.
 * Immutable.
 */
@NonnullByDefault
public final class RefusedRoute {
    /** The route. */
    public final Route route;
    /**
     * The namespace it matched in, as the route spells it ({@code "global"} for the global one).
     */
    public final String namespace;
    /**
     * Why, in the Swift router's words ({@code the route is internal and the link came from push
     * notification}).
     */
    public final String why;
    /** The same as data: the policy's errors.json code ({@code policy.*}) and fields. */
    final Why reason;

    RefusedRoute(Route route, String namespace, Why reason) {
        this.route = route;
        this.namespace = namespace;
        this.why = reason.message;
        this.reason = reason;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"route", route, "namespace", namespace, "why", why};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof RefusedRoute
            && Arrays.equals(parts(), ((RefusedRoute) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("RefusedRoute", parts());
    }
}
