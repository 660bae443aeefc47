package dev.switchyard.documents;

import dev.switchyard.Match;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.RewriteStep;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import dev.switchyard.policy.RouteSource;
import java.util.Arrays;
import java.util.List;
import javax.annotation.Nullable;

/**
 * Where a link goes with a routing document in force: the match of the URL it ends at, the
 * rewrites of that last leg, each redirect and {@code always} degrade followed on the way, and
 * where the link goes instead when the opened route's handler fails. Immutable.
 *
 * <pre>{@code
 * DocumentMatch result = documents.match(
 *     MatchRequest.of(uri.toString(), RouteSource.UNIVERSAL_LINK).policy(policy));
 * if (result.matched() && !open(result.match().route.handler, result.match().parameters)) {
 *     DocumentMatch instead = result.whenHandlerFails();   // a route, a web page, or a refusal
 *     if (instead != null && instead.matched()) open(instead.match().route.handler, ...);
 *     else if (instead != null && instead.match() != null
 *             && instead.match().webDestination != null)
 *         showWebPage(instead.match().webDestination);
 * } else if (result.redirectLoop()) log(result.reason());
 * }</pre>
 */
@NonnullByDefault
public final class DocumentMatch {
    private final String url;
    private final String target;
    private final Match match;
    private final List<RewriteStep> rewrites;
    private final List<FollowedStep> followed;
    /** The URL a {@code handlerFails} degrade sends the opened route to, for the tool's report. */
    final String handlerFailsTo;
    private final DocumentMatch whenHandlerFails;
    private final String redirectLoop;
    private final long documentSerial;
    /**
     * For a link matched without a source (a tool's question): the source the last leg ran with
     * under the router's default rules, a nested URL's (its rule's, else a web page of the outer
     * origin) from the leg that opened it on; null when no nested URL was opened on the way, and
     * for a link with a source.
     */
    final RouteSource nestedSource;

    DocumentMatch(String url, String target, Match match, List<RewriteStep> rewrites,
                  List<FollowedStep> followed, String handlerFailsTo,
                  DocumentMatch whenHandlerFails, String redirectLoop, long documentSerial,
                  RouteSource nestedSource) {
        this.url = url;
        this.target = target;
        this.match = match;
        // Most links follow nothing: the shared empty list, not a copy of an empty one.
        this.rewrites = rewrites.isEmpty() ? Immutable.list() : Immutable.listCopy(rewrites);
        this.followed = followed.isEmpty() ? Immutable.list() : Immutable.listCopy(followed);
        this.handlerFailsTo = handlerFailsTo;
        this.whenHandlerFails = whenHandlerFails;
        this.redirectLoop = redirectLoop;
        this.documentSerial = documentSerial;
        this.nestedSource = nestedSource;
    }

    /**
     * The link as it arrived.
     *
     * @return the URL
     */
    public String url() {
        return url;
    }

    /**
     * The URL the last leg started from: the link, or where the last redirect or degrade sent it.
     *
     * @return the URL
     */
    public String target() {
        return target;
    }

    /**
     * The match of the last leg (its rewrites applied), with its refusal when nothing opens. The
     * rewrites are this result's ({@link #rewrittenTo()}, {@link #rewrites()}): the match's own
     * {@code rewrittenTo} is not set.
     *
     * @return the match, or null when a redirect loop stopped the link ({@link #redirectLoop()})
     */
    @Nullable
    public Match match() {
        return match;
    }

    /**
     * Whether a route opens.
     *
     * @return true when the last leg matched a route
     */
    public boolean matched() {
        return match != null && match.matched();
    }

    /**
     * The URL the last leg's rewrites made.
     *
     * @return the URL, or null when no rewrite applied in the last leg
     */
    @Nullable
    public String rewrittenTo() {
        return rewrites.isEmpty() ? null : rewrites.get(rewrites.size() - 1).to();
    }

    /**
     * The rewrites of the last leg, in order.
     *
     * @return an unmodifiable list
     */
    public List<RewriteStep> rewrites() {
        return rewrites;
    }

    /**
     * Each redirect and {@code always} degrade on the link's way, in order.
     *
     * @return an unmodifiable list; empty when none
     */
    public List<FollowedStep> followed() {
        return followed;
    }

    /**
     * Where the link goes when the opened route's handler fails (a {@code handlerFails} degrade):
     * the degrade's URL matched as the next leg, as the iOS router opens it, from the same source
     * under the same policy, after its own rewrites, redirects and {@code always} degrades. The
     * answer is a route, a web page of the table's web origins ({@code
     * match().webDestination}) or a refusal ({@code accept}, the source policy, an {@code
     * internal} route, a redirect loop): never a URL for the app to open as it is.
     * {@link #followed()} lists the degrade as a {@code degrade} step.
     *
     * @return the next leg's outcome, or null when the route has no such degrade
     */
    @Nullable
    public DocumentMatch whenHandlerFails() {
        return whenHandlerFails;
    }

    /**
     * Whether redirects and degrades came back to a URL already on the way, or took more than 8
     * steps.
     *
     * @return true when the link was stopped so ({@code "refusal": "redirect"})
     */
    public boolean redirectLoop() {
        return redirectLoop != null;
    }

    /**
     * Why the link was stopped or refused, in words.
     *
     * @return the redirect loop, or the match's reason; null when a route opens
     */
    @Nullable
    public String reason() {
        return redirectLoop != null ? redirectLoop : match.reason;
    }

    /**
     * The serial of the document in force when the link was matched.
     *
     * @return the serial, or 0 when the table alone was in force
     */
    public long documentSerial() {
        return documentSerial;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"url", url, "target", target, "match", match, "rewrites", rewrites,
            "followed", followed, "handlerFailsTo", handlerFailsTo,
            "whenHandlerFails", whenHandlerFails, "redirectLoop", redirectLoop,
            "documentSerial", documentSerial, "nestedSource", nestedSource};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof DocumentMatch
            && Arrays.equals(parts(), ((DocumentMatch) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("DocumentMatch", parts());
    }
}
