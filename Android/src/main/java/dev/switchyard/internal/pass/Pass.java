package dev.switchyard.internal.pass;

import dev.switchyard.Match;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.RefusedRoute;
import dev.switchyard.RewriteStep;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * <b>Not API.</b> One pass of an open, as the router runs it ({@link Way#pass}): the URL after its
 * rewrites, the source it runs with after them, and its best permitted candidate with what that
 * candidate does (the others looked up only when asked, as the router asks when a candidate
 * declines), or the match's refusal when it has none. The router's own plan of a pass; the table
 * in force (the app's, with any routing document applied) fills it through its {@link Way}, so
 * that the router imports nothing of the documents' engine (issue #91 item 6).
 */
@NonnullByDefault
public final class Pass {
    /** What a candidate does once its middleware passed it on. */
    public enum Effect {
        /** Its handler, by the name its route binds. */
        HANDLER,
        /** A routing document's redirect: answers a redirect to {@link Candidate#target}. */
        REDIRECT,
        /** An {@code always} degrade: answers a redirect to {@link Candidate#target}. */
        ALWAYS,
        /** Its handler; when that fails, a redirect to {@link Candidate#target} instead. */
        HANDLER_FAILS
    }

    /** A permitted candidate of the pass: its match and what it does. */
    public static final class Candidate {
        /** The match: the route, its namespace and parameters (the caller's above the URL's). */
        public final Match match;
        /** What the candidate does. */
        public final Effect effect;
        /** Where a redirect or degrade sends the link, filled from the match; else null. */
        @Nullable
        public final String target;

        /** A candidate that does {@code effect}, sent to {@code target} when it redirects. */
        public Candidate(Match match, Effect effect, @Nullable String target) {
            this.match = match;
            this.effect = effect;
            this.target = target;
        }
    }

    private final Way way;
    /** The URL the pass matched: the last rewrite's result, or the URL the pass started from. */
    public final String url;
    /** The source the pass runs with after its rewrites; a pass it redirects to starts there. */
    public final RouteSource source;
    /** The pass's match: its first candidate's, or the refusal when it has none. */
    public final Match match;
    /** The best candidate the source may reach; null when the pass has none. */
    @Nullable
    public final Candidate first;
    /** The URL as the match took it in; null when the pass was refused before the match. */
    @Nullable
    public final RouteUrl taken;
    /** The source policy the pass was matched under. */
    public final SourcePolicy policy;
    /** The caller's parameters, above the link's. */
    public final Map<String, String> callerValues;
    private final List<RewriteStep> rewrites;
    @Nullable private List<Candidate> others;

    /** A pass of {@code way}: what {@link Way#pass} found, its rewrites in order. */
    public Pass(Way way, String url, RouteSource source, Match match,
                @Nullable Candidate first, @Nullable RouteUrl taken, SourcePolicy policy,
                Map<String, String> callerValues, List<RewriteStep> rewrites) {
        this.way = way;
        this.url = url;
        this.source = source;
        this.match = match;
        this.first = first;
        this.taken = taken;
        this.policy = policy;
        this.callerValues = callerValues;
        this.rewrites = Immutable.listCopy(rewrites);
    }

    /**
     * The permitted candidates after the first, in rank order, looked up at the first call.
     *
     * @return an unmodifiable list; empty when there are none
     */
    public List<Candidate> others() {
        if (others == null) others = way.others(this);
        return others;
    }

    /** For a pass without a candidate: the best route the policy refused, or null. */
    @Nullable
    public RefusedRoute forbidden() {
        return match.refusal == Match.Refusal.POLICY && !match.refused.isEmpty()
            ? match.refused.get(0) : null;
    }

    /**
     * The rewrites the pass made before its match, in order.
     *
     * @return an unmodifiable list; empty when no rule applied
     */
    public List<RewriteStep> rewrites() {
        return rewrites;
    }

    /**
     * The way the pass took: the table whose web origins a request of it checks pages against.
     *
     * @return the way
     */
    public Way way() {
        return way;
    }

    /** The web page of the table's web origins the pass's URL is, or null. */
    @Nullable
    public String webDestination() {
        return way.webDestination(url);
    }

    /**
     * Why {@code text}, a parameter of this pass's request, is not a page of the table's web
     * origins; null when it is one.
     */
    @Nullable
    public String webDestinationRefusal(String text) {
        return way.webDestinationRefusal(text);
    }
}
