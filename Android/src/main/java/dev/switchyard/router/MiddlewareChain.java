package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The middleware one level of a run passes through, in registration order (router.pass.order):
 * the global ones, or those registered for a route's tags. Each is given the request the one
 * before it passed on; after the last, the request goes on to what the level leads to (the
 * candidates, the tag middleware, a handler). An open's pass ({@link PassRun}) and a component
 * call ({@link CallRun}) walk the same chains (issue #89).
 */
@NonnullByDefault
final class MiddlewareChain {
    private MiddlewareChain() {}

    /** The global middleware, then {@code then} with the request the last one passed on. */
    static <S> CompletableFuture<RouteResponse<S>> global(OpenRun<S> open, RouteRequest request,
            Function<RouteRequest, CompletableFuture<RouteResponse<S>>> then) {
        return run(open, registration -> registration.tag == null, 0, request, then);
    }

    /** The middleware of the route's {@code tags}, then {@code then}. */
    static <S> CompletableFuture<RouteResponse<S>> tagged(OpenRun<S> open, List<String> tags,
            RouteRequest request,
            Function<RouteRequest, CompletableFuture<RouteResponse<S>>> then) {
        return run(open, registration -> registration.tag != null
            && tags.contains(registration.tag), 0, request, then);
    }

    /** Those of the middleware {@code selected} takes from registration {@code from} on. */
    private static <S> CompletableFuture<RouteResponse<S>> run(OpenRun<S> open,
            Predicate<MiddlewareRegistration<S>> selected, int from, RouteRequest request,
            Function<RouteRequest, CompletableFuture<RouteResponse<S>>> then) {
        List<MiddlewareRegistration<S>> all = open.router.middleware;
        for (int i = from; i < all.size(); i++) {
            if (!selected.test(all.get(i))) continue;
            int after = i + 1;
            return new MiddlewareRun<>(open, all.get(i), request,
                next -> run(open, selected, after, next, then)).enter();
        }
        return then.apply(request);
    }
}
