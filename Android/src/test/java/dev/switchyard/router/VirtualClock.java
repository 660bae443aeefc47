package dev.switchyard.router;

import java.time.Duration;
import java.util.Comparator;
import java.util.PriorityQueue;

/**
 * A {@link Scheduler} on virtual time, for tests: nothing runs until the test moves the clock
 * ({@link #runNext()}, {@link #advance(Duration)}); deadlines at the same instant run in the order
 * they were scheduled.
 */
final class VirtualClock implements Scheduler {
    private final PriorityQueue<Entry> entries = new PriorityQueue<>(
        Comparator.comparingLong((Entry entry) -> entry.at)
            .thenComparingLong(entry -> entry.order));
    private long now;
    private long scheduled;

    @Override
    public synchronized Timer schedule(Duration delay, Runnable task) {
        Entry entry = new Entry(now + delay.toNanos(), scheduled++, task);
        entries.add(entry);
        return () -> {
            synchronized (this) {
                entries.remove(entry);
            }
        };
    }

    /** Moves the clock to the next deadline and runs it; false when none is left. */
    boolean runNext() {
        Entry next;
        synchronized (this) {
            next = entries.poll();
            if (next == null) return false;
            now = Math.max(now, next.at);
        }
        next.task.run();
        return true;
    }

    /** Runs every deadline up to {@code by} from now, then sets the clock there. */
    void advance(Duration by) {
        long until;
        synchronized (this) {
            until = now + by.toNanos();
        }
        while (true) {
            synchronized (this) {
                Entry next = entries.peek();
                if (next == null || next.at > until) break;
            }
            runNext();
        }
        synchronized (this) {
            now = Math.max(now, until);
        }
    }

    /** How many deadlines wait. */
    synchronized int pending() {
        return entries.size();
    }

    /** The virtual time, in seconds. */
    synchronized double seconds() {
        return now / 1e9;
    }

    private static final class Entry {
        final long at;
        final long order;
        final Runnable task;

        Entry(long at, long order, Runnable task) {
            this.at = at;
            this.order = order;
            this.task = task;
        }
    }
}
