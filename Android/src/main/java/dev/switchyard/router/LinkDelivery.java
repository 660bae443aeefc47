package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import javax.annotation.Nullable;

/**
 * What became of a link {@link PendingLinks} took: opened (the router's outcome), failed to open
 * (why), or dropped unopened (why). Immutable.
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public final class LinkDelivery<S> {
    private final PendingLinks.Link link;
    @Nullable private final RouteOutcome<S> outcome;
    @Nullable private final Throwable error;
    @Nullable private final String dropped;

    LinkDelivery(PendingLinks.Link link, @Nullable RouteOutcome<S> outcome,
                 @Nullable Throwable error, @Nullable String dropped) {
        this.link = link;
        this.outcome = outcome;
        this.error = error;
        this.dropped = dropped;
    }

    /**
     * The link.
     *
     * @return the link
     */
    public PendingLinks.Link link() {
        return link;
    }

    /**
     * Whether the link was opened (its open succeeded or failed); false when it was dropped.
     *
     * @return whether it was opened
     */
    public boolean opened() {
        return dropped == null;
    }

    /**
     * The router's outcome, when the open succeeded.
     *
     * @return the outcome, or null
     */
    @Nullable
    public RouteOutcome<S> outcome() {
        return outcome;
    }

    /**
     * Why the open failed: the {@link RoutingException} the router's future failed with
     * ({@code CANCELLED} when the {@code deliver} was cancelled during the open).
     *
     * @return the failure, or null when the link opened or was dropped
     */
    @Nullable
    public Throwable error() {
        return error;
    }

    /**
     * Why the link was dropped without being opened: {@code "more than 32 links were
     * waiting"}, {@code "replaced by the newer link shop://goods/2"} or {@code "cancelled
     * before it was opened"}.
     *
     * @return the reason, or null when it was opened
     */
    @Nullable
    public String dropped() {
        return dropped;
    }

    /** As {@code shop://goods/7: opened}, {@code …: failed: why} or {@code …: dropped: why}. */
    @Override
    public String toString() {
        if (dropped != null) return link.url() + ": dropped: " + dropped;
        if (error != null) return link.url() + ": failed: " + error.getMessage();
        return link.url() + ": opened";
    }
}
