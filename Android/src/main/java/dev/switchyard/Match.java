package dev.switchyard;

import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import dev.switchyard.internal.text.Why;
import dev.switchyard.policy.RouteSource;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * The outcome of matching one URL: a route with its parameters, or a refusal with its reason.
 * Immutable: every field is final and every collection unmodifiable.
 */
@NonnullByDefault
public final class Match {
    /** Why nothing opens. */
    public enum Refusal {
        /** The URL is refused by the intake contract (the Normalization article, section 7). */
        INTAKE,
        /** The URL's origin is not one the table's {@code accept} list names. */
        ORIGIN_NOT_ACCEPTED,
        /** The URL was taken in and accepted, and no route matches it. */
        NO_ROUTE,
        /** The rewrite rules form a cycle or a chain of more than 8 steps. */
        REWRITE_LOOP,
        /** Routes matched, and the source policy lets the link's source reach none of them. */
        POLICY
    }

    /** The route that matched; null when refused. */
    @Nullable
    public final Route route;
    /**
     * The namespace that matched, as the route spells it ({@code "global"} for the global one);
     * null when refused.
     */
    @Nullable
    public final String namespace;
    /**
     * Every parameter a handler reads, sorted by name: one value, or a list for a repeated query
     * key.
     */
    public final Map<String, List<String>> parameters;
    /**
     * The captures of the pattern alone (path, host, scheme and query-condition captures), by name.
     */
    public final Map<String, String> pathParameters;
    /** The segments a trailing wildcard took ({@code []} when none). */
    public final List<String> wildcard;
    /** Why nothing opens; null when a route matched. */
    @Nullable
    public final Refusal refusal;
    /**
     * The refusal in the Swift tool's words ({@code no route matches /x in namespace shop}); null
     * when matched.
     */
    @Nullable
    public final String reason;
    /**
     * The URL after the table's rewrites, when one applied; else null. Also set on a refused
     * answer: the rewritten URL is what was matched (and may be another site's, for a nested URL).
     */
    @Nullable
    public final String rewrittenTo;
    /** Each rewrite applied, in order (for a loop, the steps of the cycle or every step taken). */
    public final List<RewriteStep> rewrites;
    /**
     * For {@link Refusal#INTAKE}, which refusal ({@code too-long}, {@code dot-segment}, …); else
     * null.
     */
    @Nullable
    public final String intakeKind;
    /**
     * For a web link no route matched whose origin is one of the table's {@code webOrigins}: the
     * page the app may show; else null (also for a link refused at intake, by {@code accept} or
     * by the source policy, as the router offers none). Null for a URL with userinfo, a port, a
     * host that is not plain ASCII, a backslash, a space or a control character (Swift's {@code
     * WebDestination} check, Security article T4).
     */
    @Nullable
    public final String webDestination;
    /**
     * The source the policy judged the link by (after a nested-URL rewrite, a web page of the outer
     * link's origin); null when the match ignored the source policy.
     */
    @Nullable
    public final RouteSource source;
    /** The routes the source policy passed over, best first; empty when none was. */
    public final List<RefusedRoute> refused;
    /** The refusal's reason as data (its errors.json code and fields); null when matched. */
    @Nullable final Why why;

    private Match(Route route, String namespace, Map<String, List<String>> parameters,
                  Map<String, String> pathParameters, List<String> wildcard, Refusal refusal,
                  String reason, Extras extras) {
        this.route = route;
        this.namespace = namespace;
        this.parameters = Collections.unmodifiableMap(parameters);
        this.pathParameters = Collections.unmodifiableMap(pathParameters);
        this.wildcard = Collections.unmodifiableList(wildcard);
        this.refusal = refusal;
        this.reason = reason;
        this.rewrittenTo = extras.rewrittenTo;
        this.rewrites = Immutable.listCopy(extras.rewrites);
        this.intakeKind = extras.intakeKind;
        this.webDestination = extras.webDestination;
        this.source = extras.source;
        this.refused = Immutable.listCopy(extras.refused);
        this.why = extras.why != null || refusal == null ? extras.why
            : Why.text(code(refusal, String.valueOf(reason)), String.valueOf(reason));
    }

    /** The errors.json code of a refusal made from text alone (a rewrite chain's loop). */
    private static String code(Refusal refusal, String reason) {
        switch (refusal) {
            case INTAKE:
                return ErrorText.MATCH_INTAKE_REFUSED.code;
            case ORIGIN_NOT_ACCEPTED:
                return ErrorText.MATCH_ORIGIN_NOT_ACCEPTED.code;
            case NO_ROUTE:
                return ErrorText.MATCH_NO_ROUTE.code;
            case POLICY:
                return ErrorText.MATCH_FORBIDDEN.code;
            default:
                return startsLike(reason, ErrorText.MATCH_REWRITE_CYCLE)
                    ? ErrorText.MATCH_REWRITE_CYCLE.code
                    : startsLike(reason, ErrorText.MATCH_REWRITE_TOO_MANY)
                    ? ErrorText.MATCH_REWRITE_TOO_MANY.code
                    : DocumentText.DOCUMENT_LINK_ALLOWANCE.code;
        }
    }

    /** Whether {@code reason} begins with the words before {@code text}'s first hole. */
    private static boolean startsLike(String reason, ErrorText text) {
        return reason.startsWith(text.template.substring(0, text.template.indexOf('{')));
    }

    /**
     * What a stage after the walk adds to a match: rewrites, the policy's decision, details of a
     * refusal.
     */
    private static final class Extras {
        String rewrittenTo;
        String intakeKind;
        String webDestination;
        List<RewriteStep> rewrites = Immutable.list();
        RouteSource source;
        List<RefusedRoute> refused = Immutable.list();
        Why why;
    }

    /** A copy of what this match carries beside its route, for a stage to change. */
    private Extras extras() {
        Extras e = new Extras();
        e.rewrittenTo = rewrittenTo;
        e.intakeKind = intakeKind;
        e.webDestination = webDestination;
        e.rewrites = rewrites;
        e.source = source;
        e.refused = refused;
        e.why = why;
        return e;
    }

    /** A route that matched. */
    static Match matched(Route route, String namespace, Map<String, List<String>> parameters,
                         Map<String, String> pathParameters, List<String> wildcard) {
        // The walk's map is the match's own; a repeated key's values are an ArrayList in it.
        for (Map.Entry<String, List<String>> values : parameters.entrySet()) {
            values.setValue(Collections.unmodifiableList(values.getValue()));
        }
        return new Match(route, namespace, parameters, pathParameters, wildcard, null, null,
            new Extras());
    }

    /** A refusal. */
    static Match refused(Refusal refusal, String reason) {
        return new Match(null, null, Immutable.map(), Immutable.map(), Immutable.list(), refusal,
            reason, new Extras());
    }

    /** A refusal whose reason is known as data. */
    static Match refused(Refusal refusal, Why why) {
        Extras extras = new Extras();
        extras.why = why;
        return new Match(null, null, Immutable.map(), Immutable.map(), Immutable.list(), refusal,
            why.message, extras);
    }

    /** A URL the intake contract refuses. */
    static Match intakeRefused(Intake.Refusal refusal) {
        Extras extras = new Extras();
        extras.intakeKind = refusal.kind;
        extras.why = Why.of(ErrorText.MATCH_INTAKE_REFUSED, refusal.getMessage());
        return new Match(null, null, Immutable.map(), Immutable.map(), Immutable.list(),
            Refusal.INTAKE, extras.why.message, extras);
    }

    /** No route, with the page the unmatched handler may show. */
    Match withWebDestination(String page) {
        Extras e = extras();
        e.webDestination = page;
        return with(e);
    }

    /** This match after rewrites: the URL they made (null for a loop) and their steps. */
    Match withRewrites(String result, List<RewriteStep> steps) {
        Extras e = extras();
        e.rewrittenTo = result;
        e.rewrites = steps;
        return with(e);
    }

    /**
     * This match as the source policy judged it for {@code source}, with the routes passed over.
     */
    Match withPolicy(RouteSource by, List<RefusedRoute> passedOver) {
        Extras e = extras();
        e.source = by;
        e.refused = passedOver;
        return with(e);
    }

    private Match with(Extras extras) {
        return new Match(route, namespace, parameters, pathParameters, wildcard, refusal, reason,
            extras);
    }

    /**
     * Whether a route matched (and, under a source policy, the source may open it).
     *
     * @return true when {@link #route} is set
     */
    public boolean matched() { return route != null; }

    /**
     * A parameter's first value.
     *
     * @param name the parameter's name
     * @return its first value, or null when there is none
     */
    @Nullable
    public String parameter(String name) {
        Objects.requireNonNull(name, "name");
        List<String> v = parameters.get(name);
        return v == null || v.isEmpty() ? null : v.get(0);
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"route", route, "namespace", namespace, "parameters", parameters,
            "pathParameters", pathParameters, "wildcard", wildcard, "refusal", refusal,
            "reason", reason, "rewrittenTo", rewrittenTo, "rewrites", rewrites,
            "intakeKind", intakeKind, "webDestination", webDestination, "source", source,
            "refused", refused};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Match && Arrays.equals(parts(), ((Match) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("Match", parts());
    }
}
