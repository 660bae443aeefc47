package dev.switchyard;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** A frozen route table: build it once ({@link RouteTableFile#load}), then match from any thread. */
public final class RouteTable {
    final TableOptions options;
    final List<Route> routes;
    final List<Rewrite> rewrites;
    final Set<String> types;
    final Map<String, Namespace> namespaces = new HashMap<>();
    final Namespace global = new Namespace("global");

    RouteTable(TableOptions options, List<Route> routes, List<Rewrite> rewrites, Set<String> types, Map<String, Boolean> fallback) {
        this.options = options;
        this.routes = List.copyOf(routes);
        this.rewrites = List.copyOf(rewrites);
        this.types = new HashSet<>(types);
        for (Route r : routes) {
            List<String> schemes = r.parsed.schemes.isEmpty() ? Collections.singletonList(r.scheme) : r.parsed.schemes;
            for (String s : schemes) {
                Namespace ns = s == null || s.equalsIgnoreCase("global") ? global
                    : namespaces.computeIfAbsent(s.toLowerCase(Locale.ROOT), k -> new Namespace(s));
                ns.hasRoutes = true;
                for (Pattern.Expansion e : r.parsed.expansions) {
                    SegmentPattern last = e.path.isEmpty() ? null : e.path.get(e.path.size() - 1);
                    SegmentPattern wild = last != null && last.rank == SegmentPattern.WILDCARD ? last : null;
                    Trie.Entry entry = new Trie.Entry(r, e, s, Ranking.ranks(r.parsed, e), wild);
                    (r.parsed.takesHost ? ns.takingHost : r.parsed.hostConstraint != null ? ns.constrained : ns.paths).add(entry);
                }
            }
        }
        for (Map.Entry<String, Boolean> f : fallback.entrySet()) {
            Namespace ns = namespaces.get(f.getKey().toLowerCase(Locale.ROOT));
            if (ns != null) ns.fallbackToGlobal = f.getValue();
        }
    }

    public List<Route> routes() { return routes; }

    /** The first route named `name`, or null. */
    public Route route(String name) {
        for (Route r : routes) if (name.equals(r.name)) return r;
        return null;
    }

    /** `url(for:)`: the URL of the route named `name` with `params`; never throws, an error kind says why not. */
    public LinkResult url(String name, Map<String, List<String>> params) {
        Route r = route(name);
        if (r == null) return LinkResult.fail(LinkResult.Error.NO_SUCH_ROUTE, null, "no route named \"" + name + "\"");
        return LinkBuilder.url(this, r, params, null, null);
    }

    /** `url(for:)` for a route with a scheme and host given (for a pattern that writes none). */
    public LinkResult url(Route route, Map<String, List<String>> params, String scheme, String host) {
        return LinkBuilder.url(this, route, params, scheme, host);
    }

    public TableOptions options() { return options; }

    /** Matches `url`, rewrites applied first; never throws on bad input: a refusal says why. */
    public Match match(String url, Map<String, String> callerValues) {
        try {
            // `accept` is judged before any rewrite (file.rewrites.accept-first): a refused origin is matched as it is.
            if (rewrites.isEmpty() || originRefused(url)) return matchWithoutRewrites(url, callerValues);
            Rewrite.Chain chain = Rewrite.apply(this, url);
            if (chain.loop != null) return new Match(Match.Refusal.REWRITE_LOOP, chain.loop);
            Match m = matchWithoutRewrites(chain.result, callerValues);
            if (chain.steps > 0) m.rewrittenTo = chain.result;
            return m;
        } catch (RuntimeException | StackOverflowError e) {
            return new Match(Match.Refusal.INTAKE, "refused: the URL could not be read (" + e.getClass().getSimpleName() + ")");
        }
    }

    public Match match(String url) { return match(url, Map.of()); }

    /** Matches without applying the table's rewrites. */
    public Match matchWithoutRewrites(String text, Map<String, String> callerValues) {
        RouteUrl url;
        try { url = Intake.take(text, options); }
        catch (Intake.Refusal r) {
            Match m = new Match(Match.Refusal.INTAKE, "refused: " + r.getMessage());
            m.intakeKind = r.kind;
            return m;
        }
        if (url.noOrigin && options.accept != null)
            return new Match(Match.Refusal.ORIGIN_NOT_ACCEPTED,
                "a URL without a scheme is not from an accepted link source (a path of the app's own starts with '/')");
        if (url.scheme != null && options.accept != null && !accepts(options.accept, url)) {
            return new Match(Match.Refusal.ORIGIN_NOT_ACCEPTED, "origin " + Texts.shortened(url.origin()) + " is not accepted");
        }
        Namespace ns = url.scheme == null ? null : namespaces.get(url.scheme);
        if (ns != null && !ns.hasRoutes) ns = null;
        List<String> consulted = new ArrayList<>();
        Match m = null;
        if (ns != null) {
            consulted.add(ns.spelling);
            m = Matcher.best(this, ns, url, callerValues);
            if (m == null && ns.fallbackToGlobal) { consulted.add("global"); m = Matcher.best(this, global, url, callerValues); }
        } else {
            consulted.add("global");
            m = Matcher.best(this, global, url, callerValues);
        }
        if (m != null) return m;
        Match none = noRoute(url, consulted);
        if (("http".equals(url.scheme) || "https".equals(url.scheme)) && accepts(options.webOrigins, url) && !options.webOrigins.isEmpty())
            none.webDestination = text;
        return none;
    }

    /** Whether the table's `accept` refuses the URL's origin; false for a URL intake refuses (it is refused as such). */
    private boolean originRefused(String text) {
        if (options.accept == null) return false;
        RouteUrl url;
        try { url = Intake.take(text, options); } catch (Intake.Refusal r) { return false; }
        return url.noOrigin || (url.scheme != null && !accepts(options.accept, url));
    }

    private Match noRoute(RouteUrl url, List<String> consulted) {
        String names = consulted.size() == 1 ? "namespace " + consulted.get(0) : "namespaces " + String.join(" and ", consulted);
        return new Match(Match.Refusal.NO_ROUTE, "no route matches " + Texts.shortened(Texts.path(url, options)) + " in " + names);
    }

    /** `url` when it is an http(s) page of one of the table's `webOrigins` (a page the app may show), else null. */
    public String webDestination(String url) {
        try {
            RouteUrl u = Intake.take(url, options);
            boolean web = "http".equals(u.scheme) || "https".equals(u.scheme);
            return web && u.hasAuthority && !options.webOrigins.isEmpty() && accepts(options.webOrigins, u) ? url : null;
        } catch (Intake.Refusal e) {
            return null;
        }
    }

    static boolean accepts(List<LinkSource> sources, RouteUrl url) {
        if (url.scheme == null) return true;
        for (LinkSource s : sources) if (s.accepts(url.scheme, url.host)) return true;
        return false;
    }
}
