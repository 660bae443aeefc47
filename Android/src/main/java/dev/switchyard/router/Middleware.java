package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import javax.annotation.Nullable;

/**
 * Code that runs around a route's handler, as OkHttp's {@code Interceptor} runs around a call, but
 * asynchronous: one method, so that a Java or Kotlin lambda is a middleware. It calls {@code
 * chain.proceed(request)} at most once and answers what that gives (or a response of its own, a
 * redirect, a decline, or a failed stage). Registered with {@link Router.Builder#use(Middleware)}
 * it runs on every pass; with {@link Router.Builder#use(Middleware, String)}, on the candidates
 * whose route has the tag.
 *
 * <pre>{@code
 * builder.use(chain -> {                                         // a lambda: "middleware 1"
 *     long start = System.nanoTime();
 *     return chain.proceed(chain.request())
 *         .whenComplete((response, error) -> log(System.nanoTime() - start));
 * });
 * builder.use(Middleware.of("risk", Duration.ofSeconds(3), chain -> riskCheck(chain)), "payment");
 * builder.use(Middleware.sync("vip only", request ->            // answers at once, or passes on
 *     session.isVip() ? null : RouteResponse.redirect("shop://vip")), "vip");
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
@FunctionalInterface
public interface Middleware<S> {
    /**
     * The name errors and traces give (a rejection's {@code middleware}, {@code timedOut}). The
     * default, an empty name, lets the router name the middleware by its registration: {@code
     * middleware 1} for the first {@code use}, and so on.
     *
     * @return the name, or an empty string for the router's
     */
    default String name() {
        return "";
    }

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
     * {@code body} named {@code name}, with no timeout.
     *
     * @param name the middleware's name
     * @param body what it does
     * @param <S> the app's screen type
     * @return the middleware
     */
    static <S> Middleware<S> of(String name, Middleware<S> body) {
        return new Named<>(name, null, body);
    }

    /**
     * {@code body} named {@code name}, with a timeout.
     *
     * @param name the middleware's name
     * @param timeout how long it has until it calls {@code proceed}
     * @param body what it does
     * @param <S> the app's screen type
     * @return the middleware
     */
    static <S> Middleware<S> of(String name, Duration timeout, Middleware<S> body) {
        return new Named<>(name, Objects.requireNonNull(timeout, "timeout"), body);
    }

    /**
     * A middleware that decides at once, with no stage to write: {@code check} answers the
     * request itself (a redirect, a decline, a value), or null to pass it on unchanged. What it
     * throws fails its stage, as {@link #intercept} says.
     *
     * @param name the middleware's name
     * @param check the answer, or null to pass on
     * @param <S> the app's screen type
     * @return the middleware
     */
    static <S> Middleware<S> sync(String name, Sync<S> check) {
        Objects.requireNonNull(check, "check");
        return new Named<>(name, null, chain -> {
            RouteResponse<S> answer = check.answer(chain.request());
            return answer != null ? CompletableFuture.completedFuture(answer)
                : chain.proceed(chain.request());
        });
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
     * What a middleware made with {@link #sync(String, Sync)} decides.
     *
     * @param <S> the app's screen type
     */
    @FunctionalInterface
    interface Sync<S> {
        /**
         * Answers the request, or passes it on.
         *
         * @param request the candidate's request
         * @return the answer, or null to pass the request on unchanged
         * @throws Exception the middleware's own error
         */
        @Nullable
        RouteResponse<S> answer(RouteRequest request) throws Exception;
    }
}
