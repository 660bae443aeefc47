package android.os;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Stand-in for {@code android.os.Looper} (API 1): the main thread's loop, here one daemon thread
 * named {@code main} that runs what is posted to it, in order.
 */
public final class Looper {
    private static final Looper MAIN = new Looper();

    private final ExecutorService loop;
    private volatile Thread thread;

    private Looper() {
        loop = Executors.newSingleThreadExecutor(task -> {
            Thread started = new Thread(task, "main");
            started.setDaemon(true);
            thread = started;
            return started;
        });
    }

    /**
     * The main thread's loop.
     *
     * @return the looper
     */
    public static Looper getMainLooper() {
        return MAIN;
    }

    /**
     * Whether the calling thread is this loop's (API 23).
     *
     * @return true on the loop's thread
     */
    public boolean isCurrentThread() {
        return Thread.currentThread() == thread;
    }

    /** Runs {@code task} on the loop's thread, after what was posted before it. */
    void post(Runnable task) {
        loop.execute(task);
    }
}
