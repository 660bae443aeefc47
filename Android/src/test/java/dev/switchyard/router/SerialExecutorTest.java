package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The router's serial executor on its own: a task that fails does not stop the tasks after it,
 * an inline executor's turns do not nest, and a refusal leaves nothing queued.
 */
class SerialExecutorTest {
    private final List<String> ran = new ArrayList<>();
    private final List<Runnable> given = new ArrayList<>();

    @Test
    void aTaskThatFailsEndsItsTurnAndTheTasksAfterItStillRun() {
        SerialExecutor executor = new SerialExecutor(given::add);
        IllegalStateException bug = new IllegalStateException("a bug of the router's");
        executor.execute(() -> {
            throw bug;
        }, refusal -> ran.add("refused"));
        executor.execute(() -> ran.add("second"), refusal -> ran.add("refused"));
        assertEquals(1, given.size());
        assertSame(bug, assertThrows(IllegalStateException.class, () -> given.remove(0).run()));
        assertEquals(1, given.size(), "the task after it has a turn of its own");
        given.remove(0).run();
        assertEquals(List.of("second"), ran);
        assertTrue(executor.idle());
    }

    @Test
    void anInlineExecutorsTurnsRunInOneLoop() {
        SerialExecutor executor = new SerialExecutor(Runnable::run);
        int[] depth = {0};
        int[] deepest = {0};
        Runnable[] next = new Runnable[1];
        int[] left = {1_000};
        next[0] = () -> {
            depth[0] = Thread.currentThread().getStackTrace().length;
            deepest[0] = Math.max(deepest[0], depth[0]);
            if (--left[0] > 0) executor.execute(next[0], refusal -> ran.add("refused"));
        };
        executor.execute(next[0], refusal -> ran.add("refused"));
        assertEquals(0, left[0]);
        assertTrue(deepest[0] < 200, "the stack stayed shallow: " + deepest[0] + " frames");
        assertTrue(executor.idle());
    }

    @Test
    void aRefusedTurnRefusesEveryWaitingTaskOnce() {
        SerialExecutor executor = new SerialExecutor(task -> {
            throw new java.util.concurrent.RejectedExecutionException("shut down");
        });
        executor.execute(() -> ran.add("ran"),
            refusal -> ran.add("refused " + refusal.getMessage()));
        executor.execute(() -> ran.add("ran"), refusal -> ran.add("refused again"));
        assertEquals(List.of("refused shut down", "refused again"), ran);
        assertTrue(executor.idle());
    }
}
