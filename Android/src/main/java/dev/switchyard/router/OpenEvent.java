package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * One open, as an analytics observer receives it: exactly one event an open, when it has ended
 * (after the navigator), whatever ended it (rule {@code router.analytics}, {@code
 * Docs/Rules/router.md}). The fields and their strings are the rule's, the same on every platform,
 * so that the rows of an app's Android and iOS builds join. Its links are redacted by default:
 * query values become {@code redacted}, and fragments and user info are dropped ({@link
 * LinkRedaction}, {@link Router.Builder#analyticsKeepsQueryValues}). Immutable.
 *
 * <pre>{@code
 * .analytics(event -> tracker.track("deeplink", event.properties()))
 * // {url=shop://goods/7, source=push notification, route=shop://goods/<int:id>, outcome=handled}
 * }</pre>
 */
@NonnullByDefault
public final class OpenEvent {
    /** How the open ended ({@code router.analytics.outcome}). */
    public enum Outcome {
        /** A route's answer ended it. */
        HANDLED("handled"),
        /** Every candidate declined, and no unmatched handler answered. */
        DECLINED("declined"),
        /** A routing document's degrade moved the link, and the open ended with an answer. */
        DEGRADED("degraded"),
        /** The unmatched handler answered, or no route matched. */
        UNMATCHED("unmatched"),
        /** The link was refused: at intake, by the source policy, or by a rejection. */
        REFUSED("refused"),
        /** Any other error. */
        FAILED("failed");

        private final String spelling;

        Outcome(String spelling) {
            this.spelling = spelling;
        }

        /**
         * The outcome as an analytics row spells it, the same string on every router.
         *
         * @return such as {@code handled}
         */
        public String spelling() {
            return spelling;
        }
    }

    private final String url;
    private final RouteSource source;
    private final String route;
    private final Outcome outcome;
    private final RoutingException.Reason reason;
    private final List<String> redirects;

    OpenEvent(String url, RouteSource source, @Nullable String route, Outcome outcome,
              @Nullable RoutingException.Reason reason, List<String> redirects) {
        this.url = url;
        this.source = source;
        this.route = route;
        this.outcome = outcome;
        this.reason = reason;
        this.redirects = Immutable.listCopy(redirects);
    }

    /**
     * The link first opened, before any rewrite or redirect, redacted unless the app opted out
     * ({@link LinkRedaction}; {@code router.analytics.redact}): {@code
     * shop://login?email=redacted}.
     *
     * @return the URL
     */
    public String url() {
        return url;
    }

    /**
     * Where the open's link came from ({@code toString()} describes it in words: {@code push
     * notification}, as the event's properties give it).
     *
     * @return the source
     */
    public RouteSource source() {
        return source;
    }

    /**
     * The pattern of the route whose answer or failure ended the open (the candidate running when
     * a middleware ended it), or {@code (unmatched)} when the unmatched handler did.
     *
     * @return the pattern, or null when no route ran
     */
    @Nullable
    public String route() {
        return route;
    }

    /**
     * How the open ended.
     *
     * @return the outcome
     */
    public Outcome outcome() {
        return outcome;
    }

    /**
     * For {@link Outcome#REFUSED} and {@link Outcome#FAILED}: the error's reason.
     *
     * @return the reason, or null for another outcome
     */
    @Nullable
    public RoutingException.Reason reason() {
        return reason;
    }

    /**
     * The links the open was redirected to, in order (not the link opened), each redacted as
     * {@link #url()} is.
     *
     * @return an unmodifiable list; empty when none
     */
    public List<String> redirects() {
        return redirects;
    }

    /**
     * The event as the flat properties a tracker takes, the same keys on every router:
     * {@code url}, {@code source}, {@code route} (when a route ran), {@code outcome}, {@code
     * reason} (when there is one) and {@code redirects} (when there are some: the links joined by
     * a space, in order).
     *
     * @return an unmodifiable map, in that order
     */
    public Map<String, String> properties() {
        Map<String, String> flat = new LinkedHashMap<>();
        flat.put("url", url);
        flat.put("source", source.toString());
        if (route != null) flat.put("route", route);
        flat.put("outcome", outcome.spelling());
        if (reason != null) flat.put("reason", reason.spelling());
        if (!redirects.isEmpty()) flat.put("redirects", String.join(" ", redirects));
        return Collections.unmodifiableMap(flat);
    }

    /**
     * The event with its links written as {@code redaction} writes them ({@code
     * router.analytics.redact}): the URL, every redirect and a web page source's page.
     */
    OpenEvent redacted(LinkRedaction redaction) {
        if (redaction.recordsFullLinks()) return this;
        List<String> written = new ArrayList<>(redirects.size());
        for (String redirect : redirects) written.add(redaction.redact(redirect));
        return new OpenEvent(redaction.redact(url), redaction.redact(source), route, outcome,
            reason, written);
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"url", url, "source", source, "route", route, "outcome", outcome,
            "reason", reason, "redirects", redirects};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof OpenEvent && Arrays.equals(parts(), ((OpenEvent) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("OpenEvent", parts());
    }
}
