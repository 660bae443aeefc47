package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import javax.annotation.Nullable;

/**
 * Something an open waits for (a middleware's answer, a handler's stage, the unmatched handler's):
 * what the open does with it when it stops waiting early.
 */
@NonnullByDefault
interface Waiter {
    /**
     * Stops waiting: with {@code error} (a cancellation), the wait fails with it, so that the
     * middleware above see it; without (the open has ended), it is only let go of (its deadline
     * removed, a parked login dropped).
     */
    void abandon(@Nullable RoutingException error);
}
