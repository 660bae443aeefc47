package dev.switchyard;

import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * A frozen route table: load it once ({@link RouteTableFile#parse(String, String)}), then match
 * from any thread. An app opens a link with {@link #match(String, RouteSource)}, which says where
 * it came from; {@link #match(MatchRequest)} adds the app's rules and values of the caller's.
 */
@NonnullByDefault
public final class RouteTable {
    final TableOptions options;
    final List<Route> routes;
    final List<Rewrite> rewrites;
    final Set<String> types;
    final Map<String, Namespace> namespaces;
    final Namespace global;
    // Every namespace the file declares, with or without a route of its own: a document adding
    // the first route of one keeps its fallbackToGlobal (AppliedTable builds from this).
    final Map<String, Boolean> fallback;

    RouteTable(TableOptions options, List<Route> routes, List<Rewrite> rewrites, Set<String> types,
               Map<String, Boolean> fallback) {
        this.options = options.frozen();
        this.routes = Immutable.listCopy(routes);
        this.rewrites = Immutable.listCopy(rewrites);
        this.types = Immutable.setCopy(types);
        this.fallback = Collections.unmodifiableMap(new HashMap<>(fallback));
        this.namespaces = new HashMap<>();
        this.global = new Namespace("global");
        for (Route r : routes) {
            List<String> schemes = r.parsed.schemes().isEmpty()
                ? Collections.singletonList(r.scheme) : r.parsed.schemes();
            for (String s : schemes) {
                Namespace ns = s == null || s.equalsIgnoreCase("global") ? global
                    : namespaces.get(s.toLowerCase(Locale.ROOT));
                if (ns == null) namespaces.put(s.toLowerCase(Locale.ROOT), ns = new Namespace(s));
                ns.hasRoutes = true;
                for (Pattern.Expansion e : r.parsed.expansions) {
                    SegmentPattern last = e.path.isEmpty() ? null : e.path.get(e.path.size() - 1);
                    boolean endsWild = last != null && last.rank == SegmentPattern.WILDCARD;
                    SegmentPattern wild = endsWild ? last : null;
                    Trie.Entry entry = new Trie.Entry(r, e, s, Ranking.ranks(r.parsed, e), wild);
                    Trie trie = r.parsed.takesHost() ? ns.takingHost
                        : r.parsed.hostConstraint() != null ? ns.constrained : ns.paths;
                    trie.add(entry);
                }
            }
        }
        for (Map.Entry<String, Boolean> f : fallback.entrySet()) {
            Namespace ns = namespaces.get(f.getKey().toLowerCase(Locale.ROOT));
            if (ns != null) ns.fallbackToGlobal = f.getValue();
        }
    }

    /**
     * A table of parts already made and frozen, kept as given: {@link ReadyTableReader#made}'s (a
     * ready table's, whose namespaces and tries are read, not grown).
     */
    RouteTable(TableOptions frozen, List<Route> routes, List<Rewrite> rewrites, Set<String> types,
               Map<String, Boolean> fallback, Namespace global, Map<String, Namespace> namespaces) {
        this.options = frozen;
        this.routes = routes;
        this.rewrites = rewrites;
        this.types = types;
        this.fallback = fallback;
        this.global = global;
        this.namespaces = namespaces;
    }

    /**
     * Every route, in registration order.
     *
     * @return the routes (unmodifiable)
     */
    public List<Route> routes() { return routes; }

    /**
     * The first route with a name.
     *
     * @param name the route's {@code name}
     * @return the route, or null when no route has that name
     */
    @Nullable
    public Route route(String name) {
        Objects.requireNonNull(name, "name");
        for (Route route : routes) {
            if (name.equals(route.name)) {
                return route;
            }
        }
        return null;
    }

    /**
     * {@code url(for:)}: the URL of the route named {@code name}, filled with {@code params}. Never
     * throws: a {@link LinkResult.Reason} says why not.
     *
     * @param name the route's {@code name}
     * @param params the values, by parameter name (a list for a repeated query item)
     * @return the URL, or why there is none
     */
    public LinkResult url(String name, Map<String, List<String>> params) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(params, "params");
        Route r = route(name);
        if (r == null) {
            String message = "no route named \"" + name + "\"";
            return LinkResult.fail(LinkResult.Reason.NO_SUCH_ROUTE, null, message);
        }
        return LinkBuilder.url(this, r, params, null, null);
    }

    /**
     * {@code url(for:)} for a route with a scheme and a host given (for a pattern that writes
     * none).
     *
     * @param route a route of this table
     * @param params the values, by parameter name
     * @param scheme the scheme to write, or null
     * @param host the host to write, or null
     * @return the URL, or why there is none
     */
    public LinkResult url(Route route, Map<String, List<String>> params, @Nullable String scheme,
                          @Nullable String host) {
        Objects.requireNonNull(route, "route");
        Objects.requireNonNull(params, "params");
        return LinkBuilder.url(this, route, params, scheme, host);
    }

    /**
     * The options the table was loaded with.
     *
     * @return the options
     */
    public TableOptions options() { return options; }

    /**
     * Matches a link that arrived from {@code source}, as the Swift router decides an open: the
     * table's rewrites, then its routes, and {@link SourcePolicy#DEFAULT}: an {@code internal}
     * route opens only in-app. A route the source may not reach is passed over for the next
     * candidate it may reach ({@link Match#refused} lists those passed over); when there is none,
     * the refusal is {@link Match.Refusal#POLICY}. Never throws on a bad URL: a refusal says why.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @return the route to open, or why nothing opens
     */
    public Match match(String url, RouteSource source) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        return resolve(url, source, SourcePolicy.DEFAULT, Immutable.map());
    }

    /**
     * As {@link #match(String, RouteSource)}, with what the request adds: the app's rules in place
     * of {@link SourcePolicy#DEFAULT} (tags restricted to kinds of source, sources denied), and
     * values the caller passes, which override every parameter of the URL of their names.
     *
     * <pre>{@code
     * Match paid = table.match(MatchRequest.of("shop://pay/42", RouteSource.UNIVERSAL_LINK)
     *     .policy(policy));
     * }</pre>
     *
     * @param request the link, where it came from, the policy and the caller's values
     * @return the route to open, or why nothing opens
     */
    public Match match(MatchRequest request) {
        Objects.requireNonNull(request, "request");
        return resolve(request.url(), request.source(), request.policy(), request.values());
    }

    /**
     * The 0.2 call, kept for one release: {@code
     * match(MatchRequest.of(url, source).policy(policy))}.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @param policy the app's rules
     * @return the route to open, or why nothing opens
     * @deprecated pass a request: {@link #match(MatchRequest)}. Removed in 0.4.
     */
    @Deprecated
    public Match match(String url, RouteSource source, SourcePolicy policy) {
        return match(MatchRequest.of(url, source).policy(policy));
    }

    /**
     * The 0.2 call, kept for one release: {@code
     * match(MatchRequest.of(url, source).policy(policy).values(callerValues))}.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @param policy the app's rules
     * @param callerValues values by name (they override every parameter of the URL)
     * @return the route to open, or why nothing opens
     * @deprecated pass a request: {@link #match(MatchRequest)}. Removed in 0.4.
     */
    @Deprecated
    public Match match(String url, RouteSource source, SourcePolicy policy,
            Map<String, String> callerValues) {
        Objects.requireNonNull(callerValues, "callerValues");   // the request names it "values"
        return match(MatchRequest.of(url, source).policy(policy).values(callerValues));
    }

    /**
     * For tools, not for opening links: matches {@code url} with the table's rewrites and without
     * any source policy, as {@code switchyard match} without {@code --source} does; an {@code
     * internal} route matches whatever the link's origin. An app opening a link calls {@link
     * #match(String, RouteSource)}.
     *
     * @param url the link
     * @param callerValues values the caller passes (they override every parameter of the URL)
     * @return the best route, or why there is none
     */
    public Match matchIgnoringPolicy(String url, Map<String, String> callerValues) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(callerValues, "callerValues");
        return resolve(url, null, null, callerValues);
    }

    /**
     * The one decision: intake once, the rewrites, the walk, then the policy when a source is
     * given.
     */
    Match resolve(String text, RouteSource source, SourcePolicy policy,
                          Map<String, String> caller) {
        RouteUrl url;
        try {
            url = Intake.take(text, options);
        } catch (Intake.Refusal r) {
            // A link the intake contract refuses reaches no handler, the router's unmatched one
            // included, so it is offered no page (file.options.web-destination-refusals).
            return TableWalk.judged(Match.intakeRefused(r), source);
        }
        return resolveTaken(text, url, source, policy, caller);
    }

    /**
     * As {@link #resolve}, for {@code text} already taken in with this table's options ({@code
     * url}): a caller that took the link in once passes it along.
     */
    Match resolveTaken(String text, RouteUrl url, @Nullable RouteSource source,
                       @Nullable SourcePolicy policy, Map<String, String> caller) {
        // `accept` is judged before any rewrite (file.rewrites.accept-first): a refused origin is
        // matched as it is.
        if (rewrites.isEmpty() || !TableWalk.originAccepted(this, url)) {
            return TableWalk.decide(this, text, url, source, policy, caller);
        }
        RewriteChain chain = RewriteChain.follow(this, text, url);
        if (chain.loop != null) {
            Match loop = Match.refused(Match.Refusal.REWRITE_LOOP, chain.loop);
            return TableWalk.judged(loop.withRewrites(null, chain.steps), source);
        }
        RouteSource nested = chain.sourceAfter(source);
        RouteSource after = source == null || policy == null ? nested
            : policy.judged(source, nested);
        Match m = chain.resultURL == null
            ? TableWalk.judged(Match.intakeRefused(chain.refusal), after)
            : TableWalk.decide(this, chain.result, chain.resultURL, after, policy, caller);
        return chain.steps.isEmpty() ? m : m.withRewrites(chain.result, chain.steps);
    }

    /**
     * A page the app may show: {@code url} when it is an http(s) page of one of the table's {@code
     * webOrigins}, checked as Swift's {@code WebDestination} checks it (Security article, T4): no
     * userinfo, no port (not even {@code :443}), a host of ASCII letters, digits, {@code -} and
     * {@code .}, no backslash, space or control character.
     *
     * @param url a link
     * @return {@code url}, or null when it is not such a page
     */
    @Nullable
    public String webDestination(String url) {
        Objects.requireNonNull(url, "url");
        return WebDestinationCheck.page(url, options.webOrigins);
    }

    static boolean accepts(List<LinkSource> sources, RouteUrl url) {
        if (url.scheme == null) return true;
        for (LinkSource source : sources) {
            if (source.accepts(url.scheme, url.host)) {
                return true;
            }
        }
        return false;
    }
}
