package dev.switchyard;

import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import dev.switchyard.internal.text.Why;
import dev.switchyard.policy.PolicyAccess;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * A table's walk once a link is taken in and rewritten: the URL's namespace, then the global one
 * when it falls back; the best match, or the policy's walk down the candidates, best first (the
 * router's way of a link walks the same candidates, {@link EngineAccess#candidates}).
 */
@NonnullByDefault
final class TableWalk {
    private TableWalk() {}

    /** A match with no route to judge, carrying the source when one was given. */
    static Match judged(Match match, @Nullable RouteSource source) {
        return source == null ? match : match.withPolicy(source, Immutable.list());
    }

    /**
     * The best route the source may reach: the best match when it may open it, else the first
     * candidate it may, in the order the router tries them (the URL's namespace, then the global
     * one when it falls back).
     */
    static Match decide(RouteTable table, String text, RouteUrl url,
                        @Nullable RouteSource source, @Nullable SourcePolicy policy,
                        Map<String, String> caller) {
        Match best = matchTaken(table, text, url, caller);
        if (source == null) return best;
        if (!best.matched()) return best.withPolicy(source, Immutable.list());
        Why why = PolicyAccess.refusal(policy, source, best.route.internal, best.route.tags);
        if (why == null) return best.withPolicy(source, Immutable.list());
        List<RefusedRoute> refused = new ArrayList<>();
        for (Match candidate : candidates(table, url, caller)) {
            Why reason = PolicyAccess.refusal(policy, source, candidate.route.internal,
                candidate.route.tags);
            if (reason == null) return candidate.withPolicy(source, refused);
            refused.add(new RefusedRoute(candidate.route, candidate.namespace, reason));
        }
        if (refused.isEmpty()) refused.add(new RefusedRoute(best.route, best.namespace, why));
        RefusedRoute first = refused.get(0);
        return Match.refused(Match.Refusal.POLICY, Why.forbidden(first.route.pattern, first.reason))
            .withPolicy(source, refused);
    }

    /** Every match of a URL, best first: its namespace's, then the global one's on fallback. */
    static List<Match> candidates(RouteTable table, RouteUrl url, Map<String, String> caller) {
        Namespace ns = namespaceOf(table, url);
        if (ns == null) return Matcher.all(table, table.global, url, caller);
        List<Match> all = new ArrayList<>(Matcher.all(table, ns, url, caller));
        if (ns.fallbackToGlobal) all.addAll(Matcher.all(table, table.global, url, caller));
        return all;
    }

    /** The namespace a URL is matched in: its scheme's, or null for the global one. */
    @Nullable
    static Namespace namespaceOf(RouteTable table, RouteUrl url) {
        Namespace ns = url.scheme == null ? null : table.namespaces.get(url.scheme);
        return ns != null && ns.hasRoutes ? ns : null;
    }

    /** The best route for a URL taken in, or null: no origin check, no reasons (rewrites). */
    @Nullable
    static Match bestMatch(RouteTable table, RouteUrl url, Map<String, String> caller) {
        Namespace ns = namespaceOf(table, url);
        if (ns == null) return Matcher.best(table, table.global, url, caller);
        Match m = Matcher.best(table, ns, url, caller);
        return m == null && ns.fallbackToGlobal ? Matcher.best(table, table.global, url, caller)
            : m;
    }

    /** Matches a URL taken in, without rewrites or policy: the origin, the routes, else why not. */
    private static Match matchTaken(RouteTable table, String text, RouteUrl url,
                                    Map<String, String> caller) {
        if (!originAccepted(table, url)) {
            if (url.noOrigin) {
                return Match.refused(Match.Refusal.ORIGIN_NOT_ACCEPTED,
                    Why.of(ErrorText.MATCH_NO_SCHEME));
            }
            return Match.refused(Match.Refusal.ORIGIN_NOT_ACCEPTED,
                Why.of(ErrorText.MATCH_ORIGIN_NOT_ACCEPTED, Texts.shortened(url.origin())));
        }
        Match m = bestMatch(table, url, caller);
        if (m != null) return m;
        Namespace ns = namespaceOf(table, url);
        List<String> consulted = ns == null ? Immutable.list("global")
            : ns.fallbackToGlobal ? Immutable.list(ns.spelling, "global")
            : Immutable.list(ns.spelling);
        Match none = noRoute(table, url, consulted);
        String page = WebDestinationCheck.page(text, table.options.webOrigins);
        return page == null ? none : none.withWebDestination(page);
    }

    /** Whether the table's {@code accept} list takes the URL's origin (any, without a list). */
    static boolean originAccepted(RouteTable table, RouteUrl url) {
        if (table.options.accept == null) return true;
        return !url.noOrigin
            && (url.scheme == null || RouteTable.accepts(table.options.accept, url));
    }

    private static Match noRoute(RouteTable table, RouteUrl url, List<String> consulted) {
        String names = consulted.size() == 1 ? "namespace " + consulted.get(0)
            : "namespaces " + String.join(" and ", consulted);
        String path = Texts.shortened(url.shownPath(table.options.hostAsPath));
        return Match.refused(Match.Refusal.NO_ROUTE, Why.of(ErrorText.MATCH_NO_ROUTE, path, names));
    }
}
