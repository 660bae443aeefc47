package dev.switchyard.documents.internal;

import dev.switchyard.EngineAccess;
import dev.switchyard.Match;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.RewriteStep;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.documents.DocumentMatch;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.documents.FollowedStep;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.internal.pass.Way;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * A link's way through a table with a routing document applied ({@code AppliedTable}), as
 * {@code switchyard explain --document} follows it: each leg's rewrites, the match from the
 * leg's source under the policy, and when the route is a redirect or degraded {@code always}, the
 * URL it sends to, up to 8 times; a URL coming back is a redirect loop. Built once with the
 * applied table, then only read: each link spends a copy of the document's allowance.
 */
@NonnullByDefault
public final class DocumentLegs {
    private static final int MAXIMUM_REDIRECTS = 8;

    final RouteTable routes;
    final DocumentRewrites rewrites;
    final Map<Route, Elsewhere> elsewhere;
    private final long serial;
    /** The document's capture weights, read once; each link spends a copy, this one never. */
    private final LinkAllowance unspent;

    /**
     * The legs over {@code routes} (the table's with the document's applied), the rules
     * {@code rewrites}, where redirects and degraded routes send a link, through {@code document}
     * (null: the table alone).
     */
    DocumentLegs(RouteTable routes, DocumentRewrites rewrites,
                        Map<Route, Elsewhere> elsewhere, @Nullable RoutingDocument document) {
        this.routes = routes;
        this.rewrites = rewrites;
        this.elsewhere = Collections.unmodifiableMap(elsewhere);
        this.serial = document == null ? 0 : document.serial();
        this.unspent = LinkAllowance.of(document);
    }

    /** The routes in force, matched without any rewrite (the command line's last leg). */
    public RouteTable routes() {
        return routes;
    }

    /**
     * For the router ({@code dev.switchyard.router}), not API: one open's way through these legs,
     * one pass at a time, each redirect and degrade a pass of its own ({@link DocumentWay}).
     */
    public Way routerWay() {
        return new DocumentWay(this, unspent.copy());
    }

    /**
     * Where {@code url} goes from {@code source} under {@code policy}: each leg's rewrites and
     * match, redirects and {@code always} degrades followed, the last leg's match as the outcome.
     * Without a source (a tool's question), no policy is applied.
     */
    public DocumentMatch follow(String url, @Nullable RouteSource source,
                                @Nullable SourcePolicy policy, Map<String, String> callerValues) {
        return follow(url, url, new ArrayList<>(), new ArrayList<>(Collections.singletonList(url)),
            unspent.copy(), source, policy, callerValues);
    }

    /**
     * The legs from {@code start} on, {@code followed}, {@code path} and {@code allowance} (ADR
     * 0057) the way so far (this call's own). A {@code handlerFails} degrade of the route a leg
     * ends at is followed too, as the router opens the URL a failing handler's degrade redirects
     * to: its own legs, from a copy of the way so far ({@link DocumentMatch#whenHandlerFails()}).
     */
    private DocumentMatch follow(String url, String start, List<FollowedStep> followed,
                                 List<String> path, LinkAllowance allowance,
                                 @Nullable RouteSource source, @Nullable SourcePolicy policy,
                                 Map<String, String> callerValues) {
        String target = start;
        // Each leg starts from the source the leg before it ran with (document.apply.policy-every-
        // leg); without one, none until a nested URL gives one, under the router's default rules.
        RouteSource legSource = source;
        SourcePolicy legPolicy = policy;
        while (true) {
            // Each leg's URL is taken in once: its rewrites, its match and its render share it.
            DocumentRewrites.Chain chain = rewrites.chain(target, rewrites.take(target), allowance);
            String leg = target;
            for (RewriteStep step : chain.steps) path.add(step.to());
            int steps = chain.steps.size();
            String matched = steps == 0 ? leg : chain.steps.get(steps - 1).to();
            // A rewrite loop ends the way, as does a match whose tries of the document's routes'
            // capture regexes would pass the link's allowance (ADR 0051, decision 6).
            String loop = chain.loop != null ? chain.loop
                : allowance.spendCaptures(true, matched) ? null : allowance.refused;
            if (loop != null) {
                Match refused = EngineAccess.refused(Match.Refusal.REWRITE_LOOP, loop);
                return DocumentsAccess.match(url, leg, refused, chain.steps, followed, null, null,
                    null, serial, null);
            }
            RouteSource runsAs = runsAs(chain, legSource, legPolicy);
            SourcePolicy rules = legPolicy != null || runsAs == null ? legPolicy
                : SourcePolicy.DEFAULT;
            Match match = legMatch(matched, chain, runsAs, rules, callerValues);
            Elsewhere sent = match.matched() ? elsewhere.get(match.route) : null;
            String next = sent == null ? null : render(sent, match, chain.taken);
            if (next == null || !sent.always) {
                DocumentMatch whenFails = null;
                if (next != null) {
                    List<FollowedStep> way = new ArrayList<>(followed);
                    List<String> wayPath = new ArrayList<>(path);
                    String stop = step(way, wayPath, sent, matched, next);
                    whenFails = stop != null
                        ? DocumentsAccess.match(url, next, null, Immutable.list(), way, null,
                            null, stop, serial, null)
                        : follow(url, next, way, wayPath, allowance.copy(), runsAs, rules,
                            callerValues);
                }
                return DocumentsAccess.match(url, leg, match, chain.steps, followed, next,
                    whenFails, null, serial, source == null ? runsAs : null);
            }
            legSource = runsAs;
            legPolicy = rules;
            String stop = step(followed, path, sent, matched, next);
            if (stop != null) {
                return DocumentsAccess.match(url, leg, null, chain.steps, followed, null, null,
                    stop, serial, null);
            }
            target = next;
        }
    }

    /**
     * Adds the step from {@code matched} to {@code next} to the way: why the link stops there (a
     * URL coming back, more than 8 steps), or null when {@code next} is the next leg's start.
     */
    @Nullable
    private static String step(List<FollowedStep> followed, List<String> path, Elsewhere sent,
                               String matched, String next) {
        followed.add(DocumentsAccess.step(sent.kind, matched, next));
        if (path.contains(next)) {
            List<String> loop = new ArrayList<>(path.subList(path.indexOf(next), path.size()));
            loop.add(next);
            return DocumentText.DOCUMENT_REDIRECT_LOOP.format(String.join(" → ", loop),
                String.valueOf(MAXIMUM_REDIRECTS));
        }
        if (followed.size() > MAXIMUM_REDIRECTS) {
            return DocumentText.DOCUMENT_TOO_MANY_REDIRECTS.format(String.join(" → ", path));
        }
        path.add(next);
        return null;
    }

    /**
     * The source a leg that started from {@code source} runs with after its rewrites: the source
     * the chain leaves it (a nested URL runs as a link from a web page of the outer link's
     * origin, unless the app's own rule names one), but a source the policy denies outright stays
     * denied (policy.nested-url). Without a source (a tool's question) the nested URL's, or null:
     * the router runs a nested URL as a web page's link whoever asked (the Swift tool answers so).
     */
    @Nullable
    static RouteSource runsAs(DocumentRewrites.Chain chain, @Nullable RouteSource source,
                                      @Nullable SourcePolicy policy) {
        if (source == null) return chain.nestedSource;
        if (policy == null) return chain.sourceAfter(source);
        return Objects.requireNonNull(policy.judged(source, chain.sourceAfter(source)));
    }

    /** One leg's match after its rewrites, from {@code from} under {@code rules} (null: none). */
    Match legMatch(String matched, DocumentRewrites.Chain chain,
                           @Nullable RouteSource from, @Nullable SourcePolicy rules,
                           Map<String, String> callerValues) {
        // The routes share the table's intake options, so the URL the chain took in is theirs;
        // one it could not take in is refused as the table refuses it.
        return chain.taken == null
            ? EngineAccess.resolve(routes, matched, from, rules, callerValues)
            : EngineAccess.resolveTaken(routes, matched, chain.taken, from, rules,
                callerValues);
    }

    /** Where a redirect or degrade sends the matched URL ({@code taken}); null if unreadable. */
    static String render(Elsewhere sent, Match match, @Nullable RouteUrl taken) {
        return taken == null ? null : sent.template.render(match.pathParameters, taken);
    }
}
