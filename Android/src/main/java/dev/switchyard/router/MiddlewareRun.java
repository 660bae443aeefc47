package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import javax.annotation.Nullable;

/**
 * One middleware of one candidate's chain, as it runs: the chain it is given ({@code proceed} at
 * most once, from any thread), its deadline until it proceeds, and the answer the level above
 * waits for ({@link #enter()}). Its state is the open's executor's, but for the {@code proceed}
 * flag, which any thread may set.
 */
@NonnullByDefault
final class MiddlewareRun<S> implements Middleware.Chain<S>, Waiter {
    private final OpenRun<S> open;
    private final Middleware<S> middleware;
    /** The middleware's name, or its registration's ({@code middleware 2}) when it has none. */
    private final String name;
    private final RouteRequest request;
    private final Function<RouteRequest, CompletableFuture<RouteResponse<S>>> rest;
    private final CompletableFuture<RouteResponse<S>> result = new CompletableFuture<>();
    private final AtomicBoolean proceeded = new AtomicBoolean();
    private volatile boolean abandoned;
    @Nullable private Scheduler.Timer timer;
    @Nullable private Runnable onAbandon;
    /** The stage the middleware answered with, cancelled when the open stops waiting for it. */
    @Nullable private CompletionStage<RouteResponse<S>> stage;

    MiddlewareRun(OpenRun<S> open, MiddlewareRegistration<S> registration, RouteRequest request,
                  Function<RouteRequest, CompletableFuture<RouteResponse<S>>> rest) {
        this.open = open;
        this.middleware = registration.middleware;
        this.name = registration.name;
        this.request = request;
        this.rest = rest;
    }

    /** Runs the middleware; the answer, which completes on the executor. */
    CompletableFuture<RouteResponse<S>> enter() {
        if (open.over()) {
            result.completeExceptionally(RoutingErrors.cancelled(open.url));
            return result;
        }
        open.waits.add(this);
        Duration timeout = middleware.timeout();
        if (timeout != null) {
            timer = open.router.scheduler.schedule(timeout,
                () -> open.router.executor.execute(() -> deadline(timeout), open::refused));
        }
        CompletionStage<RouteResponse<S>> answer;
        try {
            answer = middleware.intercept(this);
        } catch (Throwable thrown) {
            answered(null, thrown);
            return result;
        }
        if (answer == null) {
            answered(null, new NullPointerException("the middleware returned no stage"));
        } else {
            stage = answer;
            open.when(answer, this::answered);
        }
        return result;
    }

    @Override
    public RouteRequest request() {
        return request;
    }

    @Override
    public CompletionStage<RouteResponse<S>> proceed(RouteRequest next) {
        Objects.requireNonNull(next, "request");
        if (!proceeded.compareAndSet(false, true)) {
            return OpenRun.failed(RoutingErrors.nextCalledTwice(open.url, name));
        }
        if (abandoned || open.over()) return OpenRun.failed(RoutingErrors.cancelled(open.url));
        CompletableFuture<RouteResponse<S>> answer = new CompletableFuture<>();
        // The rest of the chain runs at once on the executor's thread, but in a task of its own
        // past SerialExecutor.INLINE_DEPTH nested runs: a chain of any length keeps the stack
        // bounded (issue #91, decision 5).
        open.router.executor.run(() -> {
            if (abandoned || open.over()) {
                answer.completeExceptionally(RoutingErrors.cancelled(open.url));
                return;
            }
            cancelTimer();
            rest.apply(next).whenComplete((response, error) -> {
                if (error != null) {
                    answer.completeExceptionally(OpenRun.unwrap(error));
                } else {
                    answer.complete(response);
                }
            });
        }, open::refused);
        return answer;
    }

    /** The open this level is part of (for the login gate). */
    OpenRun<S> open() {
        return open;
    }

    /** What to let go of when the open stops waiting for this level early (a parked login). */
    void onAbandon(Runnable cleanup) {
        onAbandon = cleanup;
    }

    @Override
    public void abandon(@Nullable RoutingException error) {
        abandoned = true;
        cancelTimer();
        open.waits.remove(this);
        Runnable cleanup = onAbandon;
        onAbandon = null;
        if (cleanup != null) cleanup.run();
        CompletionStage<RouteResponse<S>> waited = stage;
        stage = null;
        boolean answered = result.isDone();
        // The error first: the stage's cancellation, seen by the middleware above through it,
        // must not be taken for the reason the open ends.
        if (error != null) result.completeExceptionally(error);
        if (waited != null && !answered) open.cancel(waited);
    }

    /** The deadline passed: the middleware has not proceeded nor answered. */
    private void deadline(Duration timeout) {
        if (result.isDone() || proceeded.get()) return;
        abandon(RoutingErrors.timedOut(open.url, name, timeout));
    }

    /** The middleware's stage completed (on the executor). */
    private void answered(@Nullable RouteResponse<S> response, @Nullable Throwable error) {
        cancelTimer();
        onAbandon = null;
        stage = null;
        open.waits.remove(this);
        if (result.isDone()) return;
        if (error != null) {
            result.completeExceptionally(own(OpenRun.unwrap(error)));
        } else if (response == null) {
            result.completeExceptionally(RoutingErrors.middlewareFailed(open.url,
                name, new NullPointerException("the middleware answered null")));
        } else {
            result.complete(response);
        }
    }

    /**
     * What an error the middleware's stage failed with fails the open with: the router's own as
     * it is (one {@code proceed} gave), a rejection named after this middleware, a cancellation as
     * {@code cancelled}, anything else as {@code middlewareFailed}.
     */
    private RoutingException own(Throwable error) {
        if (error instanceof RoutingException) return (RoutingException) error;
        if (error instanceof RejectionException) {
            return RoutingErrors.rejected(open.url, ((RejectionException) error)
                .by(name));
        }
        if (error instanceof CancellationException) return RoutingErrors.cancelled(open.url);
        return RoutingErrors.middlewareFailed(open.url, name, error);
    }

    private void cancelTimer() {
        Scheduler.Timer waiting = timer;
        timer = null;
        if (waiting != null) waiting.cancel();
    }
}
