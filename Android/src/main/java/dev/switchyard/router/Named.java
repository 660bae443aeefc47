package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import javax.annotation.Nullable;

/** A middleware made of a name, a timeout and a body ({@link Middleware#of}). */
@NonnullByDefault
final class Named<S> implements Middleware<S> {
    private final String name;
    private final Duration timeout;
    private final Middleware<S> body;

    Named(String name, @Nullable Duration timeout, Middleware<S> body) {
        this.name = Objects.requireNonNull(name, "name");
        this.timeout = timeout;
        this.body = Objects.requireNonNull(body, "body");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    @Nullable
    public Duration timeout() {
        return timeout;
    }

    @Override
    public CompletionStage<RouteResponse<S>> intercept(Chain<S> chain) throws Exception {
        Objects.requireNonNull(chain, "chain");
        return body.intercept(chain);
    }

    @Override
    public String toString() {
        return "Middleware[" + name + (timeout == null ? "" : ", timeout=" + timeout) + "]";
    }
}
