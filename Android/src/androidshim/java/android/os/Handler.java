package android.os;

/** Stand-in for {@code android.os.Handler} (API 1): posts to a looper's thread. */
public class Handler {
    private final Looper looper;

    /**
     * A handler of {@code looper}.
     *
     * @param looper the loop it posts to
     */
    public Handler(Looper looper) {
        this.looper = looper;
    }

    /**
     * Runs {@code task} on the looper's thread, after what was posted before it.
     *
     * @param task the task
     * @return true when it was queued
     */
    public boolean post(Runnable task) {
        looper.post(task);
        return true;
    }
}
