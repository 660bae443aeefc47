package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The default {@link Scheduler}: one daemon thread the routers share, started at the first
 * deadline. A cancelled deadline is removed at once, so a wait that ended keeps nothing until its
 * timeout.
 */
@NonnullByDefault
final class DaemonScheduler implements Scheduler {
    private final ScheduledThreadPoolExecutor timers;

    private DaemonScheduler() {
        timers = new ScheduledThreadPoolExecutor(1, task -> {
            Thread thread = new Thread(task, "switchyard-router-deadlines");
            thread.setDaemon(true);
            return thread;
        });
        timers.setRemoveOnCancelPolicy(true);
    }

    /** The one instance, made at first use. */
    static DaemonScheduler shared() {
        return Holder.SHARED;
    }

    @Override
    public Timer schedule(Duration delay, Runnable task) {
        Objects.requireNonNull(delay, "delay");
        Objects.requireNonNull(task, "task");
        ScheduledFuture<?> deadline = timers.schedule(task, delay.toNanos(), TimeUnit.NANOSECONDS);
        return () -> deadline.cancel(false);
    }

    /** Makes the shared scheduler when it is first asked for (the holder idiom). */
    private static final class Holder {
        static final DaemonScheduler SHARED = new DaemonScheduler();
    }
}
