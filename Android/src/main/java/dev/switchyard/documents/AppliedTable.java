package dev.switchyard.documents;

import dev.switchyard.EngineAccess;
import dev.switchyard.Match;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.RewriteStep;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * The app's table with a routing document applied over it, as Swift's router applies one: removals
 * first, then degrades (each route keeps its place), then redirects and added routes, then the
 * document's rewrites before the table's. Built once, then only read: safe to share between
 * threads.
 *
 * <p>{@link #match(String, RouteSource)} follows a link as {@code switchyard explain --document}
 * does: each leg's rewrites, the match from the link's source under the policy, and when the route
 * is a redirect or degraded {@code always}, the URL it sends to, up to 8 times; a URL coming back
 * is a redirect loop.
 */
@NonnullByDefault
public final class AppliedTable {
    private static final int MAXIMUM_REDIRECTS = 8;

    private final RouteTable base;
    private final RoutingDocument document;
    private final RouteTable routes;
    private final DocumentRewrites rewrites;
    private final Map<Route, Elsewhere> elsewhere;
    /** The document's capture weights, read once; each link spends a copy, this one never. */
    private final LinkAllowance unspent;

    private AppliedTable(RouteTable base, RoutingDocument document, RouteTable routes,
                         DocumentRewrites rewrites, Map<Route, Elsewhere> elsewhere) {
        this.base = base;
        this.document = document;
        this.routes = routes;
        this.rewrites = rewrites;
        this.elsewhere = Collections.unmodifiableMap(elsewhere);
        this.unspent = LinkAllowance.of(document);
    }

    /**
     * The app's table alone, with no document.
     *
     * @param table the app's table
     * @return the table, matched as {@link RouteTable#match(String, RouteSource)} matches it
     */
    public static AppliedTable of(RouteTable table) {
        DocumentRewrites rules;
        try {
            rules = DocumentRewrites.of(null, table);
        } catch (RoutingDocumentError unreachable) {
            // Only a document's own rules can fail to compile; the table's compiled when it loaded.
            throw new IllegalStateException(unreachable);
        }
        RouteTable routes = EngineAccess.withRoutes(table, table.routes());
        return new AppliedTable(table, null, routes, rules, Immutable.map());
    }

    /**
     * Applies {@code document} over {@code table}. It does not check the document's conditions
     * (time, app range, rollout): {@link RoutingDocuments} does, before it applies one.
     *
     * @param table the app's table
     * @param document the document
     * @param context the device, to leave out degrades limited to other app builds; null keeps them
     *     all
     * @param handlers the handler names the app binds; null when every name is bound
     * @return the table with the document in force
     * @throws RoutingDocumentError {@code UNBOUND_HANDLER} naming each route whose handler the app
     *     does not bind, or {@code DOES_NOT_APPLY} naming the first rule that does not apply (a
     *     removal or degrade of no route, a pattern or template that does not parse)
     */
    public static AppliedTable apply(RouteTable table, RoutingDocument document,
                                     @Nullable DeviceContext context,
                                     @Nullable Set<String> handlers)
        throws RoutingDocumentError {
        checkHandlers(document, handlers);
        String label = "document " + document.serial();
        List<Route> kept = new ArrayList<>(table.routes());
        int index = 0;
        for (RouteSelector selector : document.removals()) {
            index++;
            if (!kept.removeIf(selector::selects)) {
                throw DocumentRewrites.doesNotApply(label, ErrorText.DOCUMENT_NOTHING_TO_REMOVE
                    .format(String.valueOf(index), selector.toString()));
            }
        }
        Map<Route, Elsewhere> elsewhere = new IdentityHashMap<>();
        degrade(document, context, kept, elsewhere, label);
        List<Route> all = new ArrayList<>(kept);
        int next = table.routes().size();
        index = 0;
        for (DocumentRedirect redirect : document.redirects()) {
            index++;
            String rule = "redirect " + index;
            Pattern pattern = pattern(redirect.from(), table, label, rule + ": \"from\"");
            DocumentTemplate template = template(redirect.to(), pattern, label, rule);
            Route route = EngineAccess.route(next++, pattern, null, rule, Immutable.list(), false);
            elsewhere.put(route, new Elsewhere(FollowedStep.Kind.REDIRECT, template, true));
            all.add(route);
        }
        index = 0;
        for (DocumentRoute added : document.routes()) {
            index++;
            Pattern pattern = pattern(added.pattern(), table, label, "route " + index);
            all.add(EngineAccess.route(next++, pattern, added.handler(), added.name(),
                added.tagsOver(table), added.internalOver(table)));
        }
        String conflict =
            EngineAccess.firstOwnCollisionMessage(all.subList(kept.size(), all.size()));
        if (conflict != null) {
            throw DocumentRewrites.doesNotApply(label,
                ErrorText.DOCUMENT_ROUTES_CONFLICT.format("error: " + conflict));
        }
        DocumentRewrites rules = DocumentRewrites.of(document, table);
        RouteTable routes = EngineAccess.withRoutes(table, all);
        return new AppliedTable(table, document, routes, rules, elsewhere);
    }

    private static void checkHandlers(RoutingDocument document, Set<String> handlers)
        throws RoutingDocumentError {
        if (handlers == null) return;
        List<String> missing = new ArrayList<>();
        for (DocumentRoute route : document.routes()) {
            if (handlers.contains(route.handler())) continue;
            missing.add(ErrorText.DOCUMENT_NO_HANDLER.format(route.line() + ":" + route.column(),
                Texts.quoted(route.handler()), Texts.quoted(route.pattern(), false)));
        }
        if (!missing.isEmpty()) {
            String message = String.join("\n", missing);
            throw new RoutingDocumentError(RoutingDocumentError.Code.UNBOUND_HANDLER, message);
        }
    }

    private static void degrade(RoutingDocument document, DeviceContext context, List<Route> kept,
                                Map<Route, Elsewhere> elsewhere, String label)
        throws RoutingDocumentError {
        int index = 0;
        for (DocumentDegrade degrade : document.degrades()) {
            index++;
            if (degrade.app() != null && context != null && !context.isIn(degrade.app())) continue;
            int count = 0;
            for (Route route : kept) {
                if (!degrade.route().selects(route)) continue;
                count++;
                String rule = "degrade " + index;
                DocumentTemplate template =
                    template(degrade.to(), EngineAccess.parsed(route), label, rule);
                // The first degrade of a route sends it elsewhere, as explain --document reads it.
                elsewhere.putIfAbsent(route, new Elsewhere(FollowedStep.Kind.DEGRADE, template,
                    degrade.when() == DegradeCondition.ALWAYS));
            }
            if (count == 0) {
                throw DocumentRewrites.doesNotApply(label, ErrorText.DOCUMENT_NOTHING_TO_DEGRADE
                    .format(String.valueOf(index), degrade.route().toString()));
            }
        }
    }

    private static Pattern pattern(String text, RouteTable table, String label, String rule)
        throws RoutingDocumentError {
        try {
            return DocumentPatterns.parse(text, table);
        } catch (PatternError e) {
            throw DocumentRewrites.doesNotApply(label, rule + ": " + e.getMessage());
        }
    }

    private static DocumentTemplate template(String to, Pattern pattern, String label, String rule)
        throws RoutingDocumentError {
        try {
            Set<String> names = DocumentTemplate.names(pattern);
            return DocumentTemplate.parse(to, names, false, "parameter of \"from\"");
        } catch (DocumentTemplate.TemplateError e) {
            throw DocumentRewrites.doesNotApply(label, rule + ": " + e.getMessage());
        }
    }

    /**
     * The app's table this was built over.
     *
     * @return the table
     */
    public RouteTable table() {
        return base;
    }

    /** The routes in force, matched without any rewrite (the command line's last leg). */
    RouteTable routesWithoutRewrites() {
        return routes;
    }

    /**
     * The document in force.
     *
     * @return the document, or null for the table alone
     */
    @Nullable
    public RoutingDocument document() {
        return document;
    }

    /**
     * Where a link that arrived from {@code source} goes, under {@link SourcePolicy#DEFAULT} (an
     * {@code internal} route opens only in-app), as {@link RouteTable#match(String, RouteSource)}
     * decides it for the table alone.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @return the outcome; never throws on bad input
     */
    public DocumentMatch match(String url, RouteSource source) {
        return match(url, source, SourcePolicy.DEFAULT, Immutable.map());
    }

    /**
     * As {@link #match(String, RouteSource)}, under the app's rules.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @param policy the app's rules (tags restricted to kinds of source, sources denied)
     * @return the outcome; never throws on bad input
     */
    public DocumentMatch match(String url, RouteSource source, SourcePolicy policy) {
        return match(url, source, policy, Immutable.map());
    }

    /**
     * Where {@code url} goes: each leg's rewrites and match under the policy (a route the source
     * may not reach is passed over for the next it may reach, as the router passes it over),
     * redirects and {@code always} degrades followed, the last leg's match as the outcome.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @param policy the app's rules
     * @param callerValues values the caller passes (they override every parameter of the URL)
     * @return the outcome; never throws on bad input
     */
    public DocumentMatch match(String url, RouteSource source, SourcePolicy policy,
                               Map<String, String> callerValues) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(policy, "policy");
        return follow(url, source, policy, callerValues);
    }

    /**
     * For tools, not for opening links: where {@code url} goes without any source policy, as
     * {@code switchyard match --document} without {@code --source} answers; an {@code internal}
     * route matches whatever the link's origin. An app opening a link calls
     * {@link #match(String, RouteSource)}.
     *
     * @param url the link, exactly as it arrived
     * @param callerValues values the caller passes ({@code --param KEY=VALUE})
     * @return the outcome; never throws on bad input
     */
    public DocumentMatch matchIgnoringPolicy(String url, Map<String, String> callerValues) {
        return follow(url, null, null, callerValues);
    }

    /** The legs of a link; without a source (a tool's question), no policy is applied. */
    private DocumentMatch follow(String url, @Nullable RouteSource source,
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
        long serial = document == null ? 0 : document.serial();
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
                return new DocumentMatch(url, leg, EngineAccess.refused(Match.Refusal.REWRITE_LOOP,
                    loop), chain.steps, followed, null, null, null, serial, null);
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
                        ? new DocumentMatch(url, next, null, Collections.emptyList(), way, null,
                            null, stop, serial, null)
                        : follow(url, next, way, wayPath, allowance.copy(), runsAs, rules,
                            callerValues);
                }
                return new DocumentMatch(url, leg, match, chain.steps, followed, next, whenFails,
                    null, serial, source == null ? runsAs : null);
            }
            legSource = runsAs;
            legPolicy = rules;
            String stop = step(followed, path, sent, matched, next);
            if (stop != null) {
                return new DocumentMatch(url, leg, null, chain.steps, followed, null, null, stop,
                    serial, null);
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
        followed.add(new FollowedStep(sent.kind, matched, next));
        if (path.contains(next)) {
            List<String> loop = new ArrayList<>(path.subList(path.indexOf(next), path.size()));
            loop.add(next);
            return ErrorText.DOCUMENT_REDIRECT_LOOP.format(String.join(" → ", loop),
                String.valueOf(MAXIMUM_REDIRECTS));
        }
        if (followed.size() > MAXIMUM_REDIRECTS) {
            return ErrorText.DOCUMENT_TOO_MANY_REDIRECTS.format(String.join(" → ", path));
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
    private static RouteSource runsAs(DocumentRewrites.Chain chain, @Nullable RouteSource source,
                                      @Nullable SourcePolicy policy) {
        if (source == null) return chain.nestedSource;
        if (policy == null) return chain.sourceAfter(source);
        return Objects.requireNonNull(policy.judged(source, chain.sourceAfter(source)));
    }

    /** One leg's match after its rewrites, from {@code from} under {@code rules} (null: none). */
    private Match legMatch(String matched, DocumentRewrites.Chain chain,
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
    private static String render(Elsewhere sent, Match match, @Nullable RouteUrl taken) {
        return taken == null ? null : sent.template.render(match.pathParameters, taken);
    }
}
