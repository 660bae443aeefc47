package dev.switchyard;

import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * A match with more than a link and its source: the app's rules ({@link SourcePolicy}) and values
 * the caller passes, for {@link RouteTable#match(MatchRequest)} and the routing documents'
 * {@code match(MatchRequest)}. The everyday call needs none of it: {@code table.match(url,
 * source)} is {@code table.match(MatchRequest.of(url, source))}. Immutable: each setting gives a
 * new request, so one can be kept and shared between threads.
 *
 * <pre>{@code
 * MatchRequest request = MatchRequest.of("shop://pay/42", RouteSource.UNIVERSAL_LINK)
 *     .policy(policy)                                   // default: SourcePolicy.DEFAULT
 *     .values(Collections.singletonMap("id", "43"));    // above the link's: id is 43
 * Match m = table.match(request);
 * }</pre>
 */
@NonnullByDefault
public final class MatchRequest {
    private final String url;
    private final RouteSource source;
    private final SourcePolicy policy;
    private final Map<String, String> values;

    private MatchRequest(String url, RouteSource source, SourcePolicy policy,
                         Map<String, String> values) {
        this.url = url;
        this.source = source;
        this.policy = policy;
        this.values = values;
    }

    /**
     * A link that arrived from {@code source}, under {@link SourcePolicy#DEFAULT} (an {@code
     * internal} route opens only in-app), with no values of the caller's: what {@code
     * match(url, source)} matches.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @return the request
     */
    public static MatchRequest of(String url, RouteSource source) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        return new MatchRequest(url, source, SourcePolicy.DEFAULT, Immutable.map());
    }

    /**
     * This request under the app's rules, in place of the policy it had.
     *
     * @param policy the app's rules (tags restricted to kinds of source, sources denied)
     * @return a changed copy
     */
    public MatchRequest policy(SourcePolicy policy) {
        Objects.requireNonNull(policy, "policy");
        return new MatchRequest(url, source, policy, values);
    }

    /**
     * This request with values the caller passes, in place of those it had: each overrides the
     * URL's parameter of its name (path, host and query alike). The map is copied; a later change
     * to it changes nothing here.
     *
     * @param values values by parameter name (no null key or value)
     * @return a changed copy
     * @throws NullPointerException {@code values}, when it or a key or value in it is null
     */
    public MatchRequest values(Map<String, String> values) {
        Objects.requireNonNull(values, "values");
        for (Map.Entry<String, String> entry : values.entrySet()) {
            Objects.requireNonNull(entry.getKey(), "values");
            Objects.requireNonNull(entry.getValue(), "values");
        }
        return new MatchRequest(url, source, policy, Immutable.mapCopy(values));
    }

    /**
     * The link.
     *
     * @return the link, exactly as it arrived
     */
    public String url() {
        return url;
    }

    /**
     * Where the link came from.
     *
     * @return the source
     */
    public RouteSource source() {
        return source;
    }

    /**
     * The app's rules the link is matched under.
     *
     * @return the policy ({@link SourcePolicy#DEFAULT} unless {@link #policy(SourcePolicy)} set
     *     one)
     */
    public SourcePolicy policy() {
        return policy;
    }

    /**
     * The values the caller passes, which override the URL's parameters of their names.
     *
     * @return the values by name (unmodifiable; empty unless {@link #values(Map)} set some)
     */
    public Map<String, String> values() {
        return values;
    }

    /**
     * The name and value of each field that makes the value (the pattern: {@code Values}). A
     * policy has no equality of its own: two requests are equal under the same policy object.
     */
    private Object[] parts() {
        return new Object[] {"url", url, "source", source, "policy", policy, "values", values};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof MatchRequest
            && Arrays.equals(parts(), ((MatchRequest) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    /** {@code MatchRequest[url=..., source=..., policy=DEFAULT, values={...}]}. */
    @Override
    public String toString() {
        return Values.text("MatchRequest", new Object[] {"url", url, "source", source,
            "policy", policy == SourcePolicy.DEFAULT ? "DEFAULT" : "the app's", "values", values});
    }
}
