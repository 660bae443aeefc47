package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.RouterText;
import dev.switchyard.internal.text.Texts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import javax.annotation.Nullable;

/**
 * Why an open did not produce an outcome, as Swift's {@code RoutingError}: the future {@code open}
 * returned fails with it ({@code future.get()} wraps it in an {@code ExecutionException}, {@code
 * join()} in a {@code CompletionException}; Kotlin's {@code await()} throws it as it is). Its
 * message is the Swift router's, for people; {@link #reason()} and the details are for code.
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
        REFUSED("refused"),
        /** No route matched, or the table does not accept the link's origin. */
        NO_ROUTE("noRoute"),
        /** Routes matched, and every candidate declined ({@link #count()}). */
        ALL_DECLINED("allDeclined"),
        /** The source policy lets the link's source reach no route ({@link #route()}). */
        FORBIDDEN("forbidden"),
        /** A middleware or the route rejected the request ({@link #rejection()}). */
        REJECTED("rejected"),
        /** A middleware's own error ({@link #middleware()}, the cause). */
        MIDDLEWARE_FAILED("middlewareFailed"),
        /** A middleware called {@code proceed} twice ({@link #middleware()}). */
        NEXT_CALLED_TWICE("nextCalledTwice"),
        /** A middleware neither proceeded nor answered within its timeout. */
        TIMED_OUT("timedOut"),
        /** The open was cancelled. */
        CANCELLED("cancelled"),
        /** A handler failed ({@link #route()}, the cause). */
        HANDLER_FAILED("handlerFailed"),
        /** More than 8 redirects ({@link #redirects()}). */
        TOO_MANY_REDIRECTS("tooManyRedirects"),
        /** The rewrite rules form a cycle or chain more than 8 rewrites. */
        REWRITE_LOOP("rewriteLoop"),
        /** The navigator failed, or there is none (the cause); never degraded. */
        NAVIGATION_FAILED("navigationFailed"),
        /**
         * The app's executor refused to run the open (it was shut down, or its queue is full; the
         * cause is its {@code RejectedExecutionException}): the link is not opened, now or later.
         * The JVM router's own: Swift's runs on the main actor, which never refuses.
         */
        EXECUTOR_REFUSED("executorRefused");

        private final String spelling;

        Reason(String spelling) {
            this.spelling = spelling;
        }

        /**
         * The reason as the Swift router, analytics and the corpus spell it.
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
    /** The link opened and each redirect, for too many redirects; else empty. */
    private final List<String> redirects;
    /** The rejection; else null. */
    private final RejectionException rejection;

    private RoutingException(Reason reason, String url, String message, Details details) {
        super(ErrorText.MATCH_AT_URL.format(Texts.shortened(url), message), details.cause);
        this.reason = reason;
        this.url = url;
        this.route = details.route;
        this.middleware = details.middleware;
        this.after = details.after;
        this.count = details.count;
        this.redirects = Immutable.listCopy(details.redirects);
        this.rejection = details.rejection;
    }

    /** What a reason carries beside the URL. */
    private static final class Details {
        String route;
        String middleware;
        Duration after;
        int count;
        List<String> redirects = Immutable.list();
        RejectionException rejection;
        Throwable cause;
    }

    static RoutingException refused(String url, String why) {
        return new RoutingException(Reason.REFUSED, url, why, new Details());
    }

    static RoutingException noRoute(String url, String why) {
        return new RoutingException(Reason.NO_ROUTE, url, why, new Details());
    }

    static RoutingException rewriteLoop(String url, String why) {
        return new RoutingException(Reason.REWRITE_LOOP, url, why, new Details());
    }

    static RoutingException allDeclined(String url, int count) {
        Details details = new Details();
        details.count = count;
        String routes = count == 1 ? "route" : "routes";
        return new RoutingException(Reason.ALL_DECLINED, url,
            RouterText.ROUTER_ALL_DECLINED.format(String.valueOf(count), routes), details);
    }

    static RoutingException forbidden(String url, String route, String why) {
        Details details = new Details();
        details.route = route;
        return new RoutingException(Reason.FORBIDDEN, url, why, details);
    }

    static RoutingException rejected(String url, RejectionException rejection) {
        Details details = new Details();
        details.rejection = rejection;
        details.middleware = rejection.middleware();
        details.cause = rejection;
        String by = rejection.middleware() == null ? "the route" : rejection.middleware();
        return new RoutingException(Reason.REJECTED, url,
            RouterText.ROUTER_REJECTED.format(by, rejection.getMessage()), details);
    }

    static RoutingException middlewareFailed(String url, String middleware, Throwable cause) {
        Details details = new Details();
        details.middleware = middleware;
        details.cause = cause;
        return new RoutingException(Reason.MIDDLEWARE_FAILED, url,
            RouterText.ROUTER_MIDDLEWARE_FAILED.format(middleware, String.valueOf(cause)), details);
    }

    static RoutingException nextCalledTwice(String url, String middleware) {
        Details details = new Details();
        details.middleware = middleware;
        return new RoutingException(Reason.NEXT_CALLED_TWICE, url,
            RouterText.ROUTER_NEXT_CALLED_TWICE.format(middleware), details);
    }

    static RoutingException timedOut(String url, String middleware, Duration after) {
        Details details = new Details();
        details.middleware = middleware;
        details.after = after;
        return new RoutingException(Reason.TIMED_OUT, url,
            RouterText.ROUTER_TIMED_OUT.format(middleware, seconds(after)), details);
    }

    static RoutingException cancelled(String url) {
        return new RoutingException(Reason.CANCELLED, url, RouterText.ROUTER_CANCELLED.format(),
            new Details());
    }

    static RoutingException handlerFailed(String url, String route, Throwable cause) {
        Details details = new Details();
        details.route = route;
        details.cause = cause;
        String quoted = Texts.quoted(route, false);
        return new RoutingException(Reason.HANDLER_FAILED, url,
            RouterText.ROUTER_HANDLER_FAILED.format(quoted, String.valueOf(cause)), details);
    }

    static RoutingException tooManyRedirects(String url, List<String> redirects) {
        Details details = new Details();
        details.redirects = redirects;
        List<String> shown = new ArrayList<>();
        for (String link : redirects) shown.add(Texts.shortened(link));
        return new RoutingException(Reason.TOO_MANY_REDIRECTS, url,
            DocumentText.DOCUMENT_TOO_MANY_REDIRECTS.format(String.join(" → ", shown)), details);
    }

    static RoutingException navigationFailed(String url, Throwable cause) {
        Details details = new Details();
        details.cause = cause;
        return new RoutingException(Reason.NAVIGATION_FAILED, url,
            RouterText.ROUTER_NAVIGATION_FAILED.format(String.valueOf(cause)), details);
    }

    static RoutingException executorRefused(String url, Throwable cause) {
        Details details = new Details();
        details.cause = cause;
        return new RoutingException(Reason.EXECUTOR_REFUSED, url,
            RouterText.ROUTER_EXECUTOR_REFUSED.format(String.valueOf(cause)), details);
    }

    /** A duration as Swift's {@code Duration} prints seconds: {@code 3.0 seconds}. */
    private static String seconds(Duration duration) {
        return duration.toNanos() / 1e9 + " seconds";
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
     * For {@link Reason#TOO_MANY_REDIRECTS}: the link opened, then each link it was redirected
     * to.
     *
     * @return an unmodifiable list; empty for another reason
     */
    public List<String> redirects() {
        return redirects;
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
