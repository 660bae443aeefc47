package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.RouterText;
import dev.switchyard.internal.text.Texts;
import dev.switchyard.internal.text.Why;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * How the router makes each {@link RoutingException}: the reason, its details, and its words as
 * data from {@code Conformance/errors.json} (code, fields, message), so that an app reads a
 * refusal's fields and never parses its message (issue #91 item 3).
 */
@NonnullByDefault
final class RoutingErrors {
    private RoutingErrors() {}

    /** The link was refused at intake ({@code match.intake-refused}). */
    static RoutingException refused(String url, Why why) {
        return new RoutingException(RoutingException.Reason.REFUSED, url, why, details());
    }

    /** No route, or an origin the table does not accept ({@code match.*}). */
    static RoutingException noRoute(String url, Why why) {
        return new RoutingException(RoutingException.Reason.NO_ROUTE, url, why, details());
    }

    static RoutingException rewriteLoop(String url, Why why) {
        return new RoutingException(RoutingException.Reason.REWRITE_LOOP, url, why, details());
    }

    static RoutingException allDeclined(String url, int count) {
        RoutingException.Details details = details();
        details.count = count;
        String routes = count == 1 ? "route" : "routes";
        return new RoutingException(RoutingException.Reason.ALL_DECLINED, url,
            Why.of(RouterText.ROUTER_ALL_DECLINED, String.valueOf(count), routes), details);
    }

    /** The source may reach no route: {@code why} is the policy rule's ({@code policy.*}). */
    static RoutingException forbidden(String url, String route, Why why) {
        RoutingException.Details details = details();
        details.route = route;
        return new RoutingException(RoutingException.Reason.FORBIDDEN, url, why, details);
    }

    static RoutingException rejected(String url, RejectionException rejection) {
        RoutingException.Details details = details();
        details.rejection = rejection;
        details.middleware = rejection.middleware();
        details.cause = rejection;
        String by = rejection.middleware() == null ? "the route" : rejection.middleware();
        return new RoutingException(RoutingException.Reason.REJECTED, url,
            Why.of(RouterText.ROUTER_REJECTED, by, rejection.getMessage()), details);
    }

    static RoutingException middlewareFailed(String url, String middleware, Throwable cause) {
        RoutingException.Details details = details();
        details.middleware = middleware;
        details.cause = cause;
        return new RoutingException(RoutingException.Reason.MIDDLEWARE_FAILED, url,
            Why.of(RouterText.ROUTER_MIDDLEWARE_FAILED, middleware, String.valueOf(cause)),
            details);
    }

    static RoutingException nextCalledTwice(String url, String middleware) {
        RoutingException.Details details = details();
        details.middleware = middleware;
        return new RoutingException(RoutingException.Reason.NEXT_CALLED_TWICE, url,
            Why.of(RouterText.ROUTER_NEXT_CALLED_TWICE, middleware), details);
    }

    static RoutingException timedOut(String url, String middleware, Duration after) {
        RoutingException.Details details = details();
        details.middleware = middleware;
        details.after = after;
        return new RoutingException(RoutingException.Reason.TIMED_OUT, url,
            Why.of(RouterText.ROUTER_TIMED_OUT, middleware, seconds(after)), details);
    }

    static RoutingException cancelled(String url) {
        return new RoutingException(RoutingException.Reason.CANCELLED, url,
            Why.of(RouterText.ROUTER_CANCELLED), details());
    }

    static RoutingException handlerFailed(String url, String route, Throwable cause) {
        RoutingException.Details details = details();
        details.route = route;
        details.cause = cause;
        return new RoutingException(RoutingException.Reason.HANDLER_FAILED, url,
            Why.of(RouterText.ROUTER_HANDLER_FAILED, Texts.quoted(route, false),
                String.valueOf(cause)), details);
    }

    static RoutingException tooManyRedirects(String url, List<String> redirects) {
        RoutingException.Details details = details();
        details.redirects = redirects;
        List<String> shown = new ArrayList<>();
        for (String link : redirects) shown.add(Texts.shortened(link));
        return new RoutingException(RoutingException.Reason.TOO_MANY_REDIRECTS, url,
            Why.of(DocumentText.DOCUMENT_TOO_MANY_REDIRECTS, String.join(" → ", shown)), details);
    }

    static RoutingException navigationFailed(String url, Throwable cause) {
        RoutingException.Details details = details();
        details.cause = cause;
        return new RoutingException(RoutingException.Reason.NAVIGATION_FAILED, url,
            Why.of(RouterText.ROUTER_NAVIGATION_FAILED, String.valueOf(cause)), details);
    }

    static RoutingException executorRefused(String url, Throwable cause) {
        RoutingException.Details details = details();
        details.cause = cause;
        return new RoutingException(RoutingException.Reason.EXECUTOR_REFUSED, url,
            Why.of(RouterText.ROUTER_EXECUTOR_REFUSED, String.valueOf(cause)), details);
    }

    private static RoutingException.Details details() {
        return new RoutingException.Details();
    }

    /** A duration in a message: seconds as a double prints them, {@code 3.0 seconds}. */
    private static String seconds(Duration duration) {
        return duration.toNanos() / 1e9 + " seconds";
    }
}
