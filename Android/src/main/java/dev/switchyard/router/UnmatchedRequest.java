package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Values;
import dev.switchyard.policy.RouteSource;
import java.util.Arrays;
import javax.annotation.Nullable;

/**
 * What the unmatched handler is given when a pass has no route ({@link
 * RoutingException.Reason#NO_ROUTE}), none its source may reach ({@link
 * RoutingException.Reason#FORBIDDEN}), or every candidate declined ({@link
 * RoutingException.Reason#ALL_DECLINED}). It runs outside every middleware. Immutable.
 *
 * <pre>{@code
 * .unmatched(miss -> miss.webDestination() != null
 *     ? RouteResponse.navigate(new WebScreen(miss.webDestination()))
 *     : RouteResponse.navigate(NotFoundScreen.INSTANCE))
 * }</pre>
 */
@NonnullByDefault
public final class UnmatchedRequest {
    private final String url;
    private final String originalUrl;
    private final RouteSource source;
    private final RoutingException error;
    private final String webDestination;

    UnmatchedRequest(String url, String originalUrl, RouteSource source, RoutingException error,
                     @Nullable String webDestination) {
        this.url = url;
        this.originalUrl = originalUrl;
        this.source = source;
        this.error = error;
        this.webDestination = webDestination;
    }

    /**
     * The pass's link after its rewrites.
     *
     * @return the URL
     */
    public String url() {
        return url;
    }

    /**
     * The link first opened, before any rewrite or redirect.
     *
     * @return the URL
     */
    public String originalUrl() {
        return originalUrl;
    }

    /**
     * Where the link came from, as the pass runs it (after its rewrites).
     *
     * @return the source
     */
    public RouteSource source() {
        return source;
    }

    /**
     * Why the handler is asked: the error the open fails with when it declines.
     *
     * @return the error: {@code NO_ROUTE}, {@code FORBIDDEN} or {@code ALL_DECLINED}
     */
    public RoutingException error() {
        return error;
    }

    /**
     * The page of the table's {@code webOrigins} the link is, which the app may show.
     *
     * @return the page, or null (always null for {@code FORBIDDEN})
     */
    @Nullable
    public String webDestination() {
        return webDestination;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"url", url, "originalUrl", originalUrl, "source", source,
            "reason", error.reason(), "webDestination", webDestination};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof UnmatchedRequest
            && Arrays.equals(parts(), ((UnmatchedRequest) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("UnmatchedRequest", parts());
    }
}
