package dev.switchyard.documents;

import dev.switchyard.MatchRequest;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.RouteTable;
import dev.switchyard.documents.internal.DocumentApplier;
import dev.switchyard.documents.internal.DocumentLegs;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
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
 * <p>An app gets one from {@link RoutingDocuments#state()}, with the document {@link
 * RoutingDocuments#offer} applied; {@link #of(RouteTable)} is the table alone. Nothing public in
 * the library's jar applies a document any other way (tests: the testing artifact's {@code
 * UnsignedRoutingDocuments.applyForTesting}).
 *
 * <p>{@link #match(String, RouteSource)} follows a link as {@code switchyard explain --document}
 * does: each leg's rewrites, the match from the link's source under the policy, and when the route
 * is a redirect or degraded {@code always}, the URL it sends to, up to 8 times; a URL coming back
 * is a redirect loop.
 */
@NonnullByDefault
public final class AppliedTable {
    private final RouteTable base;
    private final RoutingDocument document;
    private final DocumentLegs legs;
    /** The device the document was applied for (null: every degrade kept). */
    @Nullable private final DeviceContext context;

    private AppliedTable(RouteTable base, @Nullable RoutingDocument document, DocumentLegs legs,
                         @Nullable DeviceContext context) {
        this.base = base;
        this.document = document;
        this.legs = legs;
        this.context = context;
    }

    /**
     * The app's table alone, with no document.
     *
     * @param table the app's table
     * @return the table, matched as {@link RouteTable#match(String, RouteSource)} matches it
     */
    public static AppliedTable of(RouteTable table) {
        Objects.requireNonNull(table, "table");
        return new AppliedTable(table, null, DocumentApplier.tableAlone(table), null);
    }

    /**
     * Applies {@code document} over {@code table}, without checking the signature, the floor or
     * the document's conditions (time, app range, rollout): {@link RoutingDocuments#offer} checks
     * them before it applies one. Package-private, so that no public class of the library's jar
     * applies a document around those checks (issue #79 item 3); tests apply one through the
     * testing artifact's {@code UnsignedRoutingDocuments.applyForTesting}.
     *
     * @param context the device, to leave out degrades limited to other app builds; null keeps them
     *     all
     * @param handlers the handler names the app binds; null when every name is bound
     * @throws RoutingDocumentError {@code UNBOUND_HANDLER} naming each route whose handler the app
     *     does not bind, or {@code DOES_NOT_APPLY} naming the first rule that does not apply (a
     *     removal or degrade of no route, a pattern or template that does not parse)
     */
    static AppliedTable apply(RouteTable table, RoutingDocument document,
                              @Nullable DeviceContext context, @Nullable Set<String> handlers)
        throws RoutingDocumentError {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(document, "document");
        return new AppliedTable(table, document, DocumentApplier.apply(new DocumentsAccess.Grant(),
            table, document, context, handlers), context);
    }

    /**
     * This table's document, already checked and applied, applied again over {@code table} for
     * the same device (the router's table with its modules' routes, issue #88); {@code table}
     * alone when no document is in force.
     */
    AppliedTable over(RouteTable table) throws RoutingDocumentError {
        return document == null ? of(table) : apply(table, document, context, null);
    }

    /**
     * The app's table this was built over.
     *
     * @return the table
     */
    public RouteTable table() {
        return base;
    }

    /** The legs a link goes through ({@code DocumentsAccess.routerWay}, for the router). */
    DocumentLegs legs() {
        return legs;
    }

    /** The routes in force, matched without any rewrite (the command line's last leg). */
    RouteTable routesWithoutRewrites() {
        return legs.routes();
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
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        return legs.follow(url, source, SourcePolicy.DEFAULT, Immutable.map());
    }

    /**
     * Where a request's link goes: each leg's rewrites and match under the request's policy (a
     * route the source may not reach is passed over for the next it may reach, as the router
     * passes it over), with the caller's values over the URL's parameters, redirects and {@code
     * always} degrades followed, the last leg's match as the outcome.
     *
     * @param request the link, where it came from, the app's rules and the caller's values
     * @return the outcome; never throws on bad input
     */
    public DocumentMatch match(MatchRequest request) {
        Objects.requireNonNull(request, "request");
        return legs.follow(request.url(), request.source(), request.policy(), request.values());
    }

    /**
     * The 0.2 call, kept for one release: {@code
     * match(MatchRequest.of(url, source).policy(policy))}.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @param policy the app's rules
     * @return the outcome; never throws on bad input
     * @deprecated pass a request: {@link #match(MatchRequest)}. Removed in 0.4.
     */
    @Deprecated
    public DocumentMatch match(String url, RouteSource source, SourcePolicy policy) {
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
     * @return the outcome; never throws on bad input
     * @deprecated pass a request: {@link #match(MatchRequest)}. Removed in 0.4.
     */
    @Deprecated
    public DocumentMatch match(String url, RouteSource source, SourcePolicy policy,
            Map<String, String> callerValues) {
        Objects.requireNonNull(callerValues, "callerValues");   // the request names it "values"
        return match(MatchRequest.of(url, source).policy(policy).values(callerValues));
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
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(callerValues, "callerValues");
        return legs.follow(url, null, null, callerValues);
    }
}
