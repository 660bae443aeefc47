package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.time.Duration;

/**
 * Where a router's deadlines wait (each middleware's timeout): a timer that holds no thread while
 * it waits. The default is one daemon thread the routers share; a test passes a virtual one and
 * moves its clock itself.
 *
 * <pre>{@code
 * Router.<Screen>builder(table).executor(main).scheduler(virtualClock)
 * }</pre>
 */
@NonnullByDefault
public interface Scheduler {
    /**
     * Runs {@code task} once after {@code delay}, on any thread (the router hops to its
     * executor), unless the timer is cancelled first.
     *
     * @param delay how long to wait
     * @param task what to run then
     * @return the timer, to cancel
     */
    Timer schedule(Duration delay, Runnable task);

    /** A deadline waiting in a {@link Scheduler}. */
    interface Timer {
        /** Removes the deadline: its task does not run, and nothing of it is kept. */
        void cancel();
    }
}
