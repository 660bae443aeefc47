package dev.switchyard.router;

import dev.switchyard.Route;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * What an app observes of an open, as an {@code open} case writes it (Conformance/README.md): the
 * analytics event and the outcome as plain maps, to compare with a case's {@code expect}.
 */
final class OpenOutcomes {
    private OpenOutcomes() {}

    /** The event as {@code expect.analytics} writes it. */
    static Map<String, Object> event(OpenEvent event) {
        Map<String, Object> out = new TreeMap<>();
        out.put("url", event.url());
        out.put("source", event.source().toString());
        if (event.route() != null) out.put("route", event.route());
        out.put("outcome", event.outcome().spelling());
        if (event.reason() != null) out.put("reason", event.reason().spelling());
        out.put("redirects", new ArrayList<Object>(event.redirects()));
        return out;
    }

    /** The outcome as {@code expect.outcome} writes it: a response, or an error and details. */
    static Map<String, Object> outcome(CompletableFuture<RouteOutcome<String>> future) {
        Map<String, Object> out = new TreeMap<>();
        RouteOutcome<String> outcome;
        try {
            outcome = future.join();
        } catch (CancellationException cancelled) {
            out.put("error", RoutingException.Reason.CANCELLED.spelling());
            return out;
        } catch (CompletionException failed) {
            RoutingException error = RoutingException.of(failed);
            if (error == null) throw failed;
            return error(error);
        }
        RouteResponse<String> response = outcome.response();
        out.put("response", response.kind().spelling());
        if (response.value() != null) out.put("value", response.value());
        if (response.screen() != null) out.put("screen", response.screen());
        out.put("route", outcome.route());
        out.put("redirects", new ArrayList<Object>(outcome.redirects()));
        return out;
    }

    /**
     * A dry run's answer as {@code expect.plan} writes it: the route tried first, its middleware,
     * the fallbacks and the rewrites; or the error the open would fail with, as an outcome's.
     */
    static Map<String, Object> plan(RoutePlan plan) {
        if (!plan.opens()) return error(plan.error());
        Map<String, Object> out = new TreeMap<>();
        out.put("route", plan.route().pattern);
        out.put("middleware", new ArrayList<Object>(plan.middleware()));
        List<Object> fallbacks = new ArrayList<>();
        for (Route route : plan.fallbacks()) fallbacks.add(route.pattern);
        out.put("fallbacks", fallbacks);
        out.put("rewrites", new ArrayList<Object>(plan.rewrites()));
        return out;
    }

    private static Map<String, Object> error(RoutingException error) {
        Map<String, Object> out = new TreeMap<>();
        out.put("error", error.reason().spelling());
        switch (error.reason()) {
            case ALL_DECLINED:
                out.put("count", (long) error.count());
                break;
            case FORBIDDEN:
            case HANDLER_FAILED:
                out.put("route", error.route());
                break;
            case REJECTED:
                out.put("rejection", error.rejection().spelling());
                out.put("middleware", error.middleware());
                break;
            case MIDDLEWARE_FAILED:
            case NEXT_CALLED_TWICE:
                out.put("middleware", error.middleware());
                break;
            case TIMED_OUT:
                out.put("middleware", error.middleware());
                out.put("after", seconds(error.after()));
                break;
            case TOO_MANY_REDIRECTS:
                out.put("redirects", new ArrayList<Object>(error.redirects()));
                break;
            default:
                break;
        }
        return out;
    }

    private static Object seconds(Duration duration) {
        return number(duration.toNanos() / 1e9);
    }

    /** A number as one type: a whole one as a long, else a double. */
    static Object number(Number number) {
        double value = number.doubleValue();
        return value == Math.rint(value) ? (Object) (long) value : (Object) value;
    }
}
