package dev.switchyard.router;

import dev.switchyard.EngineAccess;
import dev.switchyard.Match;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.RefusedRoute;
import dev.switchyard.RewriteStep;
import dev.switchyard.Route;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.internal.pass.Pass;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import dev.switchyard.internal.text.Why;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * What {@code open} would do with a link, found without calling any middleware, handler,
 * unmatched handler, navigator or analytics observer ({@link Router#canOpen}). Either the link
 * opens, with the route tried first, its parameters, the middleware it
 * would run through and the routes tried next if its handler declined; or it does not, and {@link
 * #error()} says why, as the open would fail or hand the link to the unmatched handler. Immutable.
 *
 * <pre>{@code
 * RoutePlan plan = router.canOpen("shop://cart", RouteSource.PUSH);
 * if (plan.opens()) {
 *     plan.route().pattern;   // "shop://cart"
 *     plan.middleware();      // ["logging", "login gate"]: what would run, in order
 *     plan.fallbacks();       // routes tried next if the handler declined
 * } else {
 *     plan.error().reason();  // NO_ROUTE, FORBIDDEN, REFUSED or REWRITE_LOOP
 * }
 * }</pre>
 *
 * <p>What a handler would answer is not known: a route a routing document redirects or degrades
 * is planned as the route it is (its first pass), and a redirect is a pass of its own.
 */
@NonnullByDefault
public final class RoutePlan {
    private final String url;
    @Nullable private final RoutingException error;
    @Nullable private final Route route;
    private final Map<String, List<String>> parameters;
    private final List<String> middleware;
    private final List<Route> fallbacks;
    private final List<String> rewrites;

    private RoutePlan(String url, @Nullable RoutingException error, @Nullable Match match,
                      List<RewriteStep> steps, List<String> middleware, List<Route> fallbacks) {
        this.url = url;
        this.error = error;
        this.route = match == null ? null : match.route;
        this.parameters = match == null ? Immutable.map() : match.parameters;
        this.middleware = Immutable.listCopy(middleware);
        this.fallbacks = Immutable.listCopy(fallbacks);
        List<String> made = new ArrayList<>();
        for (RewriteStep step : steps) made.add(step.to());
        this.rewrites = Immutable.listCopy(made);
    }

    /** The plan of {@code url}'s first pass through {@code router}, as an open would run it. */
    static <S> RoutePlan of(Router<S> router, String url, RouteSource source,
                            Map<String, String> parameters) {
        return all(router, url, source, parameters).get(0);
    }

    /**
     * The plan of each candidate of {@code url}'s first pass, best first, each with the candidates
     * after it as its fallbacks; or the one plan of why it has none.
     */
    static <S> List<RoutePlan> all(Router<S> router, String url, RouteSource source,
                                   Map<String, String> parameters) {
        Pass pass = DocumentsAccess.routerWay(router.snapshot().table)
            .pass(url, source, router.policy, parameters);
        if (pass.first == null) {
            return Immutable.list(new RoutePlan(url, unrouted(url, pass), null, Immutable.list(),
                Immutable.list(), Immutable.list()));
        }
        List<Match> candidates = new ArrayList<>();
        candidates.add(pass.first.match);
        for (Pass.Candidate candidate : pass.others()) candidates.add(candidate.match);
        List<RoutePlan> plans = new ArrayList<>();
        for (int k = 0; k < candidates.size(); k++) {
            List<Route> next = new ArrayList<>();
            for (Match after : candidates.subList(k + 1, candidates.size())) next.add(after.route);
            Match match = candidates.get(k);
            plans.add(new RoutePlan(url, null, match, pass.rewrites(),
                middleware(router, match.route), next));
        }
        return Immutable.listCopy(plans);
    }

    /** The middleware an open runs for {@code route}, by name: global, then its tags'. */
    private static <S> List<String> middleware(Router<S> router, Route route) {
        List<String> names = new ArrayList<>();
        for (MiddlewareRegistration<S> registration : router.middleware) {
            if (registration.tag == null) names.add(registration.name);
        }
        for (MiddlewareRegistration<S> registration : router.middleware) {
            if (registration.tag != null && route.tags.contains(registration.tag)) {
                names.add(registration.name);
            }
        }
        return names;
    }

    /** Why a pass has no candidate, as the open says it ({@code router.unmatched}). */
    static RoutingException unrouted(String url, Pass pass) {
        Match match = pass.match;
        Why why = EngineAccess.why(match);
        if (why == null) why = Why.text(ErrorText.MATCH_NO_ROUTE.code, "");
        switch (match.refusal == null ? Match.Refusal.NO_ROUTE : match.refusal) {
            case INTAKE:
                return RoutingErrors.refused(url, why);
            case REWRITE_LOOP:
                return RoutingErrors.rewriteLoop(url, why);
            case POLICY:
                RefusedRoute best = pass.forbidden();
                return RoutingErrors.forbidden(url, best == null ? "" : best.route.pattern, why);
            default:
                return RoutingErrors.noRoute(url, why);
        }
    }

    /**
     * Whether the link would reach a route.
     *
     * @return true when {@link #route()} is the route an open would try first
     */
    public boolean opens() {
        return error == null;
    }

    /**
     * Why the link would reach no route: the error an open would fail with, or hand the unmatched
     * handler ({@code NO_ROUTE} and {@code FORBIDDEN}).
     *
     * @return the error, or null when the link opens
     */
    @Nullable
    public RoutingException error() {
        return error;
    }

    /**
     * The route an open would try first.
     *
     * @return the route, or null when the link reaches none
     */
    @Nullable
    public Route route() {
        return route;
    }

    /**
     * The route's parameters: the caller's above the link's, each name's values in order.
     *
     * @return an unmodifiable map; empty when the link reaches no route
     */
    public Map<String, List<String>> parameters() {
        return parameters;
    }

    /**
     * The middleware the route would run through, by name, in order: the global ones, then those
     * registered for a tag the route has.
     *
     * @return an unmodifiable list
     */
    public List<String> middleware() {
        return middleware;
    }

    /**
     * The routes an open tries next if the route's handler declines, in order: the other matches
     * the link's source may reach.
     *
     * @return an unmodifiable list
     */
    public List<Route> fallbacks() {
        return fallbacks;
    }

    /**
     * The URL each rewrite rule made, in order; empty when no rule applied.
     *
     * @return an unmodifiable list
     */
    public List<String> rewrites() {
        return rewrites;
    }

    @Override
    public String toString() {
        return Values.text("RoutePlan", new Object[] {"url", url, "route",
            route == null ? null : route.pattern, "middleware", middleware, "error",
            error == null ? null : error.getMessage()});
    }
}
