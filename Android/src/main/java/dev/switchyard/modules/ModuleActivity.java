package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The calls running in one load of a module: a call that reaches the module after it was unloaded
 * fails with {@link ModuleException.Kind#UNLOADED} without running; {@link #drained()} completes
 * when the module is unloaded and every call that was running in it has finished. Lock-free.
 */
@NonnullByDefault
final class ModuleActivity {
    /** Something of the module's that runs and answers later. */
    @FunctionalInterface
    interface Work<T> {
        CompletionStage<T> start() throws Exception;
    }

    private final String module;
    private final AtomicInteger running = new AtomicInteger();
    private volatile boolean closed;
    private final CompletableFuture<Void> drained = new CompletableFuture<>();

    ModuleActivity(String module) {
        this.module = module;
    }

    /** Runs {@code work} as one of the module's calls, unless the module was unloaded. */
    <T> CompletionStage<T> run(Work<T> work) {
        running.incrementAndGet();
        if (closed) {
            exit();
            CompletableFuture<T> refused = new CompletableFuture<>();
            refused.completeExceptionally(ModuleException.unloaded(module));
            return refused;
        }
        CompletionStage<T> stage;
        try {
            stage = work.start();
        } catch (Throwable thrown) {
            CompletableFuture<T> failed = new CompletableFuture<>();
            failed.completeExceptionally(thrown);
            stage = failed;
        }
        if (stage == null) {
            CompletableFuture<T> failed = new CompletableFuture<>();
            failed.completeExceptionally(new NullPointerException("no stage"));
            stage = failed;
        }
        stage.whenComplete((value, error) -> exit());
        return stage;
    }

    /** Refuses every call from now on; {@link #drained()} completes once the running ones end. */
    void close() {
        closed = true;
        if (running.get() == 0) drained.complete(null);
    }

    /** Completes when the module is closed and no call runs in it. */
    CompletableFuture<Void> drained() {
        return drained;
    }

    /** How many calls run in the module now. */
    int running() {
        return running.get();
    }

    private void exit() {
        if (running.decrementAndGet() == 0 && closed) drained.complete(null);
    }
}
