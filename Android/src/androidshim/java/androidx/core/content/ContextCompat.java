package androidx.core.content;

import android.content.Context;
import android.os.Handler;
import android.os.Looper;
import java.util.concurrent.Executor;

/**
 * Stand-in for AndroidX's {@code androidx.core.content.ContextCompat} (androidx.core 1.1.0, every
 * API level): the member the router snippets of Android/README.md and Android/docs/router.md use.
 */
public final class ContextCompat {
    private ContextCompat() {
    }

    /**
     * An executor that runs its tasks on the main thread, as AndroidX's does on API 26 to 27
     * (a handler of the main looper).
     *
     * @param context the context (unused here, as on those levels)
     * @return the main thread's executor
     */
    public static Executor getMainExecutor(Context context) {
        Handler main = new Handler(Looper.getMainLooper());
        return main::post;
    }
}
