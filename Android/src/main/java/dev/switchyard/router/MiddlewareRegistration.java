package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import javax.annotation.Nullable;

/**
 * A middleware, the name errors give it (its own, or {@code middleware N} for the router's Nth
 * {@code use} when it has none) and the tag it was registered for (null: global), in a router's
 * order.
 */
@NonnullByDefault
final class MiddlewareRegistration<S> {
    final Middleware<S> middleware;
    final String name;
    @Nullable final String tag;

    MiddlewareRegistration(Middleware<S> middleware, int index, @Nullable String tag) {
        this.middleware = middleware;
        String own = middleware.name();
        this.name = own == null || own.isEmpty() ? "middleware " + (index + 1) : own;
        this.tag = tag;
    }
}
