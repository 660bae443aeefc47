package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javax.annotation.Nullable;

/**
 * The app's executor, one task at a time: a router's state is only touched by its tasks, in the
 * order they were given, whatever the executor (the main thread, a pool, or an inline one in
 * tests). A task given with {@link #execute} while one of this executor's tasks runs is queued
 * behind it. One given with {@link #run} from inside a task runs there and then (the rest of a
 * chain, with no hop, as on iOS) unless {@value #INLINE_DEPTH} such runs are already nested on the
 * stack: then it is queued, and the stack unwinds. So a chain of any length (middleware, declines,
 * redirects) runs at a bounded stack depth, on an inline executor too.
 *
 * <p>When the app's executor refuses a turn (it was shut down, or its queue is full), nothing
 * stays queued: each waiting task's refusal runs at once on the thread that was refused, one task
 * at a time, so that an open ends, once, with {@code executorRefused} (issue #91, decision 4).
 */
@NonnullByDefault
final class SerialExecutor {
    /** How many tasks one of the executor's tasks runs at most. */
    private static final int TURN = 64;
    /** How many runs of {@link #run} nest on the stack at most before one is queued instead. */
    static final int INLINE_DEPTH = 16;

    private final Executor target;
    private final ConcurrentLinkedQueue<Task> queue = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();
    /** Held while tasks run or are refused: the router's state has one thread at a time. */
    private final Object turn = new Object();
    /** The thread running this executor's tasks, while it does. */
    @Nullable private volatile Thread draining;
    /** The thread handing the app's executor the next turn from the end of a turn. */
    @Nullable private volatile Thread handingOver;
    /** Whether the app's executor ran the turn handed over inline (a direct executor). */
    private volatile boolean ranInline;
    /**
     * The thread refusing the waiting tasks, while it does: what a refusal gives the executor is
     * refused by the same loop, never run there (it is not the app's executor).
     */
    @Nullable private volatile Thread refusing;
    /** How many {@link #run}s are nested on the draining thread's stack (its own field). */
    private int nested;

    SerialExecutor(Executor target) {
        this.target = target;
    }

    /** A task of the router's and what to do instead when the app's executor refuses to run it. */
    static final class Task {
        final Runnable body;
        final Consumer<Throwable> refused;

        Task(Runnable body, Consumer<Throwable> refused) {
            this.body = body;
            this.refused = refused;
        }
    }

    /** Queues {@code body}; refused, {@code refused} runs instead, given why. */
    void execute(Runnable body, Consumer<Throwable> refused) {
        queue.add(new Task(body, refused));
        schedule();
    }

    /**
     * Runs {@code body} now when called from inside one of this executor's tasks and fewer than
     * {@value #INLINE_DEPTH} such runs are nested; else queues it, as {@link #execute} does.
     */
    void run(Runnable body, Consumer<Throwable> refused) {
        if (draining != Thread.currentThread() || nested >= INLINE_DEPTH) {
            execute(body, refused);
            return;
        }
        nested++;
        try {
            body.run();
        } finally {
            nested--;
        }
    }

    /** Whether no task waits (for tests: a refused or finished open leaves nothing queued). */
    boolean idle() {
        return queue.isEmpty();
    }

    private void schedule() {
        if (!scheduled.compareAndSet(false, true)) {
            if (!turnDropped()) return;
            // The app's executor terminated holding the turn it was handed (shutdownNow): no turn
            // will come, so the waiting tasks are refused here.
            refuse(new RejectedExecutionException("the executor terminated before running the "
                + "router's tasks"));
            scheduled.set(false);
            return;
        }
        try {
            target.execute(this::drain);
        } catch (Throwable refusal) {
            scheduled.set(false);
            refuse(refusal);
        }
    }

    /** Whether the app's executor has terminated with the turn it was handed not run. */
    private boolean turnDropped() {
        return target instanceof ExecutorService && ((ExecutorService) target).isTerminated()
            && draining == null;
    }

    private void drain() {
        if (Thread.currentThread() == handingOver) {
            // An inline executor ran the next turn inside the one handing it over: that one goes
            // on instead, so the stack does not grow with the number of turns.
            ranInline = true;
            return;
        }
        boolean again = true;
        while (again) {
            try {
                runTurn();
            } catch (Throwable escaped) {
                // A task of the router's own failed (app code runs inside catches): the turn
                // ends, the tasks after it get a turn of their own, and the failure goes on to the
                // app's executor, as any task's would.
                scheduled.set(false);
                if (!queue.isEmpty()) schedule();
                throw escaped;
            }
            again = handOver();
        }
    }

    private void runTurn() {
        synchronized (turn) {
            draining = Thread.currentThread();
            try {
                // A bounded turn: on Android's main thread a burst of opens shares the looper with
                // the frames drawn between them; the rest runs in the executor's next task.
                for (int ran = 0; ran < TURN; ran++) {
                    Task task = queue.poll();
                    if (task == null) break;
                    task.body.run();
                }
            } finally {
                draining = null;
            }
        }
    }

    /** Hands the app's executor the next turn; whether it ran inline, so this thread goes on. */
    private boolean handOver() {
        scheduled.set(false);
        if (queue.isEmpty() || !scheduled.compareAndSet(false, true)) return false;
        ranInline = false;
        handingOver = Thread.currentThread();
        try {
            target.execute(this::drain);
        } catch (Throwable refusal) {
            handingOver = null;
            scheduled.set(false);
            refuse(refusal);
            return false;
        } finally {
            handingOver = null;
        }
        return ranInline;
    }

    /**
     * Runs every waiting task's refusal on this thread, one at a time; a task queued meanwhile (by
     * a refusal) is refused by the same loop.
     */
    private void refuse(Throwable refusal) {
        synchronized (turn) {
            if (refusing == Thread.currentThread()) return;
            refusing = Thread.currentThread();
            try {
                Task task;
                while ((task = queue.poll()) != null) task.refused.accept(refusal);
            } finally {
                refusing = null;
            }
        }
    }
}
