package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The app's executor, one task at a time: a router's state is only touched by its tasks, in the
 * order they were given, whatever the executor (the main thread, a pool, or an inline one in
 * tests). A task given while one of this executor's tasks runs on the same thread is queued behind
 * it; {@link #run} runs it there and then instead (no hop for the rest of a chain, as on iOS).
 */
@NonnullByDefault
final class SerialExecutor implements Executor {
    /** How many tasks one of the executor's tasks runs at most. */
    private static final int TURN = 64;

    private final Executor target;
    private final ConcurrentLinkedQueue<Runnable> queue = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();
    /** The thread running this executor's tasks, while it runs them. */
    private volatile Thread draining;

    SerialExecutor(Executor target) {
        this.target = target;
    }

    @Override
    public void execute(Runnable task) {
        queue.add(task);
        schedule();
    }

    /** Runs {@code task} now when on this executor's thread, else gives it to the executor. */
    void run(Runnable task) {
        if (inside()) {
            task.run();
        } else {
            execute(task);
        }
    }

    /** Whether the calling thread is running this executor's tasks. */
    boolean inside() {
        return draining == Thread.currentThread();
    }

    private void schedule() {
        if (!scheduled.compareAndSet(false, true)) return;
        try {
            target.execute(this::drain);
        } catch (RuntimeException refused) {
            scheduled.set(false);
            throw refused;
        }
    }

    private void drain() {
        draining = Thread.currentThread();
        try {
            // A bounded turn: on Android's main thread a burst of opens shares the looper with the
            // frames drawn between them; the rest runs in the executor's next task.
            for (int ran = 0; ran < TURN; ran++) {
                Runnable task = queue.poll();
                if (task == null) break;
                task.run();
            }
        } finally {
            draining = null;
            scheduled.set(false);
            if (!queue.isEmpty()) schedule();
        }
    }
}
