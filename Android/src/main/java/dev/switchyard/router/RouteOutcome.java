package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import java.util.Arrays;
import java.util.List;
import javax.annotation.Nullable;

/**
 * What an open that succeeded ended with: the answer of its last pass (never a redirect, which
 * starts another pass, nor a decline, which goes to the unmatched handler), the request that
 * answered and the links the open went through. Immutable.
 *
 * <pre>{@code
 * router.open("shop://goods/7", RouteSource.PUSH).thenAccept(outcome -> {
 *     outcome.route();        // "shop://goods/<int:id>", or "(unmatched)"
 *     outcome.redirects();    // ["shop://goods/7"]: the link opened, then each redirect
 * });
 * }</pre>
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public final class RouteOutcome<S> {
    /** The route of an outcome the unmatched handler answered. */
    public static final String UNMATCHED = "(unmatched)";

    private final RouteResponse<S> response;
    private final RouteRequest request;
    private final List<String> redirects;

    RouteOutcome(RouteResponse<S> response, @Nullable RouteRequest request,
                 List<String> redirects) {
        this.response = response;
        this.request = request;
        this.redirects = Immutable.listCopy(redirects);
    }

    /**
     * The answer that ended the open: {@code navigate} (already performed by the navigator),
     * {@code value} or {@code handled}.
     *
     * @return the response
     */
    public RouteResponse<S> response() {
        return response;
    }

    /**
     * The request of the candidate that answered.
     *
     * @return the request, or null when the unmatched handler answered
     */
    @Nullable
    public RouteRequest request() {
        return request;
    }

    /**
     * The pattern of the route that answered.
     *
     * @return the pattern, or {@link #UNMATCHED} when the unmatched handler answered
     */
    public String route() {
        return request == null ? UNMATCHED : request.route().pattern;
    }

    /**
     * The link opened, then each link it was redirected to, in order.
     *
     * @return an unmodifiable list
     */
    public List<String> redirects() {
        return redirects;
    }

    /**
     * The screen of a {@code navigate} answer.
     *
     * @return the screen, or null
     */
    @Nullable
    public S screen() {
        return response.screen();
    }

    /**
     * The value of a {@code value} answer.
     *
     * @return the value, or null
     */
    @Nullable
    public Object value() {
        return response.value();
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"response", response, "route", route(), "request", request,
            "redirects", redirects};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof RouteOutcome
            && Arrays.equals(parts(), ((RouteOutcome<?>) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("RouteOutcome", parts());
    }
}
