package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import javax.annotation.Nullable;

/**
 * Code that runs around a route's handler, as OkHttp's {@code Interceptor} runs around a call, but
 * asynchronous: it calls {@code chain.proceed(request)} at most once and answers what that gives
 * (or a response of its own, a redirect, a decline, or a failed stage). Registered with {@link
 * Router.Builder#use(Middleware)} it runs on every pass; with {@link
 * Router.Builder#use(Middleware, String)}, on the candidates whose route has the tag.
 *
 * <pre>{@code
 * Middleware<Screen> timing = Middleware.of("timing", chain -> {
 *     long start = System.nanoTime();
 *     return chain.proceed(chain.request())
 *         .whenComplete((response, error) -> log(System.nanoTime() - start));
 * });
 * }</pre>
 *
 * <p>{@code intercept} runs on the router's executor, and the stage {@code proceed} returns
 * completes there: what the middleware attaches to it in {@code intercept} runs there too.
 * {@code proceed} may be called from any thread: from another one, the rest of the chain hops to
 * the executor (and a callback attached on that thread after the stage completed runs on it, as
 * with any {@code CompletableFuture}). A second call, or one after the open ended (a timeout, a
 * cancellation), fails its stage and runs nothing.
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public interface Middleware<S> {
    /**
     * The name errors and traces give (a rejection's {@code middleware}, {@code timedOut}).
     *
     * @return the name
     */
    String name();

    /**
     * How long the middleware has from when it is entered until it calls {@code proceed}; the
     * rest of the chain's time is not counted. At the deadline the open fails with {@link
     * RoutingException.Reason#TIMED_OUT} and the middleware is abandoned.
     *
     * @return the timeout, or null for none (the default)
     */
    @Nullable
    default Duration timeout() {
        return null;
    }

    /**
     * Runs the middleware for one request: pass it on ({@code chain.proceed(request)}, possibly
     * changed) or answer. A throw is the stage failing with what was thrown: a {@link
     * RejectionException} fails the open with {@code rejected}, naming this middleware; an error
     * {@code proceed} gave goes up unchanged; any other error fails the open with {@code
     * middlewareFailed}.
     *
     * @param chain the request and the rest of the chain
     * @return the answer, when it is known
     * @throws Exception the middleware's own error
     */
    CompletionStage<RouteResponse<S>> intercept(Chain<S> chain) throws Exception;

    /**
     * A middleware named {@code name}, with no timeout, running {@code body}.
     *
     * @param name the middleware's name
     * @param body what it does
     * @param <S> the app's screen type
     * @return the middleware
     */
    static <S> Middleware<S> of(String name, Body<S> body) {
        return new Named<>(name, null, body);
    }

    /**
     * A middleware named {@code name} with a timeout, running {@code body}.
     *
     * @param name the middleware's name
     * @param timeout how long it has until it calls {@code proceed}
     * @param body what it does
     * @param <S> the app's screen type
     * @return the middleware
     */
    static <S> Middleware<S> of(String name, Duration timeout, Body<S> body) {
        return new Named<>(name, Objects.requireNonNull(timeout, "timeout"), body);
    }

    /**
     * The request a middleware is given and the rest of the chain after it.
     *
     * @param <S> the app's screen type
     */
    interface Chain<S> {
        /**
         * The request for this candidate.
         *
         * @return the request
         */
        RouteRequest request();

        /**
         * Runs the rest of the chain (the next middleware, or the candidate's handler) with
         * {@code request}, once. The stage fails with a {@link RoutingException}: {@code
         * NEXT_CALLED_TWICE} on a second call, {@code CANCELLED} after the open ended, or what the
         * rest of the chain failed with.
         *
         * @param request the request to pass on
         * @return the answer of the rest of the chain
         */
        CompletionStage<RouteResponse<S>> proceed(RouteRequest request);
    }

    /**
     * What a middleware made with {@link #of(String, Body)} does: {@link #intercept(Chain)}, as a
     * lambda.
     *
     * @param <S> the app's screen type
     */
    @FunctionalInterface
    interface Body<S> {
        /**
         * Runs the middleware for one request.
         *
         * @param chain the request and the rest of the chain
         * @return the answer
         * @throws Exception the middleware's own error
         */
        CompletionStage<RouteResponse<S>> intercept(Chain<S> chain) throws Exception;
    }
}
