package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import javax.annotation.Nullable;

/** A middleware and the tag it was registered for (null: global), in a router's order. */
@NonnullByDefault
final class MiddlewareRegistration<S> {
    final Middleware<S> middleware;
    @Nullable final String tag;

    MiddlewareRegistration(Middleware<S> middleware, @Nullable String tag) {
        this.middleware = middleware;
        this.tag = tag;
    }
}
