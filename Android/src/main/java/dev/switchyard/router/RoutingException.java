package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Why;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import javax.annotation.Nullable;

/**
 * Why an open did not produce an outcome: the future {@code open} returned fails with it ({@code
 * future.get()} wraps it in an {@code ExecutionException}, {@code join()} in a {@code
 * CompletionException}; Kotlin's {@code await()} throws it as it is). Its message says why, for
 * people, in the corpus's words ({@code Conformance/errors.json}), without the link ({@link
 * #url()}: a link's query may hold a secret, and messages reach logs); {@link #reason()},
 * {@link #code()}, {@link #fields()} and the details are for code.
 *
 * <pre>{@code
 * router.open(url, source).whenComplete((outcome, error) -> {
 *     RoutingException failure = RoutingException.of(error);
 *     if (failure != null && failure.reason() == RoutingException.Reason.NO_ROUTE) showNotFound();
 * });
 * }</pre>
 */
@NonnullByDefault
public final class RoutingException extends RuntimeException {
    /** What went wrong. */
    public enum Reason {
        /** The link was refused at intake. */
        REFUSED,
        /** No route matched, or the table does not accept the link's origin. */
        NO_ROUTE,
        /** Routes matched, and every candidate declined ({@link #count()}). */
        ALL_DECLINED,
        /** The source policy lets the link's source reach no route ({@link #route()}). */
        FORBIDDEN,
        /** A middleware or the route rejected the request ({@link #rejection()}). */
        REJECTED,
        /** A middleware's own error ({@link #middleware()}, the cause). */
        MIDDLEWARE_FAILED,
        /** A middleware called {@code proceed} twice ({@link #middleware()}). */
        NEXT_CALLED_TWICE,
        /** A middleware neither proceeded nor answered within its timeout. */
        TIMED_OUT,
        /** The open was cancelled. */
        CANCELLED,
        /** A handler failed ({@link #route()}, the cause). */
        HANDLER_FAILED,
        /** More than 8 redirects ({@link #redirects()}). */
        TOO_MANY_REDIRECTS,
        /** The rewrite rules form a cycle or chain more than 8 rewrites. */
        REWRITE_LOOP,
        /** The navigator failed, or there is none (the cause); never degraded. */
        NAVIGATION_FAILED,
        /**
         * The app's executor refused to run the open (it was shut down, or its queue is full; the
         * cause is its {@code RejectedExecutionException}): the link is not opened, now or later.
         */
        EXECUTOR_REFUSED;

        /** Spelled in Conformance/errors.json alone; a constant the table lacks fails here. */
        private final String spelling = ReasonSpellings.Open.valueOf(name()).spelling;

        /**
         * The reason as analytics and the conformance corpus spell it, the same on every router.
         *
         * @return such as {@code noRoute} or {@code timedOut}
         */
        public String spelling() {
            return spelling;
        }
    }

    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    private final Reason reason;
    /** The link the caller opened. */
    private final String url;
    /** The route of a forbidden link or a failed handler; else null. */
    private final String route;
    /** The middleware the reason names; else null. */
    private final String middleware;
    /** A timed-out middleware's timeout; else null. */
    private final Duration after;
    /** How many candidates declined; else 0. */
    private final int count;
    /** The link opened and each redirect, for an open that failed; else empty. */
    private final List<String> redirects;
    /** The rejection; else null. */
    private final RejectionException rejection;

    /** The code and fields of the errors.json entry the message was made from. */
    private final Why why;

    RoutingException(Reason reason, String url, Why why, Details details) {
        super(why.message, details.cause);
        this.reason = reason;
        this.url = url;
        this.why = why;
        this.route = details.route;
        this.middleware = details.middleware;
        this.after = details.after;
        this.count = details.count;
        this.redirects = Immutable.listCopy(details.redirects);
        this.rejection = details.rejection;
    }

    /** What a reason carries beside the URL and its words. */
    static final class Details {
        String route;
        String middleware;
        Duration after;
        int count;
        List<String> redirects = Immutable.list();
        RejectionException rejection;
        Throwable cause;
    }

    /**
     * The routing exception {@code error} is or wraps ({@code CompletionException}, {@code
     * ExecutionException}): what a {@code whenComplete} or {@code handle} callback of the future
     * {@code open} returned is given.
     *
     * @param error what the future failed with, or null
     * @return the routing exception, or null when {@code error} is none (such as the {@code
     *     CancellationException} of a future the caller cancelled)
     */
    @Nullable
    public static RoutingException of(@Nullable Throwable error) {
        Throwable inner = error;
        while (inner instanceof CompletionException || inner instanceof ExecutionException) {
            if (inner.getCause() == null) break;
            inner = inner.getCause();
        }
        return inner instanceof RoutingException ? (RoutingException) inner : null;
    }

    /**
     * What went wrong.
     *
     * @return the reason
     */
    public Reason reason() {
        return reason;
    }

    /**
     * The link the caller opened.
     *
     * @return the URL
     */
    public String url() {
        return url;
    }

    /**
     * The code of the {@code Conformance/errors.json} entry the message was made from: what the
     * iOS router and the corpus call this refusal, finer than {@link #reason()}. {@link
     * Reason#NO_ROUTE} is {@code match.no-route}, {@code match.origin-not-accepted} (the link's
     * origin is not one the table accepts) or {@code match.no-scheme}; {@link Reason#FORBIDDEN} is
     * the source policy's rule: {@code policy.internal}, {@code policy.denied} or {@code
     * policy.tag-restricted}; the router's own reasons are {@code router.*}.
     *
     * <pre>{@code
     * RoutingException failure = RoutingException.of(error);
     * if ("policy.tag-restricted".equals(failure.code())) {
     *     Map<String, String> fields = failure.fields();
     *     log("no " + fields.get("tag") + " links from " + fields.get("source"));
     * }
     * }</pre>
     *
     * @return such as {@code match.origin-not-accepted}
     */
    public String code() {
        return why.code;
    }

    /**
     * The values the message was made from, by the names its errors.json entry gives its holes,
     * in the message's order: {@code origin} for {@code match.origin-not-accepted}; {@code path}
     * and {@code namespaces} for {@code match.no-route}; for a forbidden link {@code route} (the
     * best route refused), {@code why} (the policy's words) and the rule's own, {@code source} (and
     * {@code tag}); {@code middleware} and {@code error} for {@code router.middleware-failed}. A
     * rewrite loop's are not broken out (empty).
     *
     * @return an unmodifiable map, in the message's order
     */
    public Map<String, String> fields() {
        return why.fields;
    }

    /**
     * The route of {@link Reason#FORBIDDEN} (the best one the policy refused) or of {@link
     * Reason#HANDLER_FAILED} ({@code (unmatched)} for the unmatched handler).
     *
     * @return the route's pattern, or null for another reason
     */
    @Nullable
    public String route() {
        return route;
    }

    /**
     * The middleware of {@link Reason#MIDDLEWARE_FAILED}, {@link Reason#NEXT_CALLED_TWICE},
     * {@link Reason#TIMED_OUT} and {@link Reason#REJECTED} (null for a rejection of the route's
     * own).
     *
     * @return its name, or null
     */
    @Nullable
    public String middleware() {
        return middleware;
    }

    /**
     * The timeout of {@link Reason#TIMED_OUT}.
     *
     * @return the middleware's timeout, or null for another reason
     */
    @Nullable
    public Duration after() {
        return after;
    }

    /**
     * How many candidates declined, for {@link Reason#ALL_DECLINED}.
     *
     * @return the count; 0 for another reason
     */
    public int count() {
        return count;
    }

    /**
     * The link opened, then each link it was redirected to before it failed, in order: the list a
     * {@link RouteOutcome#redirects()} has for an open that succeeds, and the one an {@link
     * OpenEvent#redirects()} has without its first link ({@code router.redirect}). For {@link
     * Reason#TOO_MANY_REDIRECTS}, the link opened and the 9 targets.
     *
     * @return an unmodifiable list; empty for an error no open failed with (a dry run's)
     */
    public List<String> redirects() {
        return redirects;
    }

    /**
     * This error as the open of {@link #url()} failed with it, after {@code redirects} (the link
     * opened first); the same error when it already lists them.
     */
    RoutingException after(List<String> redirects) {
        if (this.redirects.equals(redirects)) return this;
        Details details = new Details();
        details.route = route;
        details.middleware = middleware;
        details.after = after;
        details.count = count;
        details.redirects = redirects;
        details.rejection = rejection;
        details.cause = getCause();
        RoutingException copy = new RoutingException(reason, url, why, details);
        copy.setStackTrace(getStackTrace());
        return copy;
    }

    /**
     * The rejection of {@link Reason#REJECTED}.
     *
     * @return the rejection, or null for another reason
     */
    @Nullable
    public RejectionException rejection() {
        return rejection;
    }
}
