package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.Route;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Why;
import dev.switchyard.policy.PolicyAccess;
import dev.switchyard.policy.RouteSource;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;

/**
 * One component call (a module's action or service, reached by name, not by link), run as an open
 * runs a candidate after matching: the source policy against the component's route (its
 * visibility and tags), the global middleware, the tag middleware, then the handler. It matches
 * nothing and gives no analytics event. Runs on the router's executor, as an open does; its state
 * is an {@link OpenRun}'s in call mode, so that middleware, timeouts and cancellation behave as
 * for a link.
 */
@NonnullByDefault
final class CallRun<S> {
    private final OpenRun<S> open;
    private final Route route;
    private final AsyncHandler<S> handler;

    private CallRun(OpenRun<S> open, Route route, AsyncHandler<S> handler) {
        this.open = open;
        this.route = route;
        this.handler = handler;
    }

    /**
     * Starts a call of {@code component} ({@code action cart/add}) at {@code address} ({@code
     * action://cart/add?id=7}) from {@code source}: returns at once; the future completes on the
     * executor with the handler's answer, or fails with the {@link RoutingException} an open would.
     */
    static <S> CompletableFuture<RouteOutcome<S>> start(Router<S> router, Route route,
            String address, String component, RouteSource source,
            Map<String, List<String>> parameters, AsyncHandler<S> handler) {
        OpenRun<S> open = new OpenRun<>(router, address, source, Immutable.map(), true);
        CallRun<S> run = new CallRun<>(open, route, handler);
        router.executor.execute(() -> run.begin(address, component, source, parameters),
            open::refused);
        return open.future;
    }

    private void begin(String address, String component, RouteSource source,
                       Map<String, List<String>> parameters) {
        if (open.over()) return;
        Why why = PolicyAccess.refusal(open.router.policy, source, route.internal, route.tags);
        if (why != null) {
            open.future.completeExceptionally(RoutingErrors.forbidden(address, route.pattern,
                Why.forbidden(route.pattern, why)));
            return;
        }
        // The request's webDestination reads the table's web origins: the way alone, not a pass
        // of the address (a call matches nothing; a pass walked the table and wrote a no-route
        // text each call, about three quarters of a service lookup's time, issue #88).
        RouteRequest request = new RouteRequest(address, address, route, null, parameters,
            Immutable.list(), source, DocumentsAccess.routerWay(open.router.snapshot().table),
            component);
        open.call(route.pattern, () -> middleware(request), request);
    }

    /** The global middleware, then the tag middleware of the component's tags. */
    private CompletableFuture<RouteResponse<S>> middleware(RouteRequest request) {
        return MiddlewareChain.global(open, request,
            passed -> MiddlewareChain.tagged(open, route.tags, passed, this::handler));
    }

    /** The component's handler; its failures as a route handler's ({@link PassRun}). */
    private CompletableFuture<RouteResponse<S>> handler(RouteRequest request) {
        return HandlerCall.ask(open, handler, request,
            (error, answer) -> answer.completeExceptionally(failure(error)));
    }

    /** A handler's failure: the router's own as it is, a rejection, a cancellation, or its own. */
    private RoutingException failure(Throwable error) {
        if (error instanceof RoutingException) return (RoutingException) error;
        if (error instanceof RejectionException) {
            return RoutingErrors.rejected(open.url, (RejectionException) error);
        }
        if (error instanceof CancellationException) return RoutingErrors.cancelled(open.url);
        return RoutingErrors.handlerFailed(open.url, route.pattern, error);
    }
}
