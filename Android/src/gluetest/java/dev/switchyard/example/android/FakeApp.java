package dev.switchyard.example.android;

import android.content.ActivityNotFoundException;
import android.content.Context;
import android.content.Intent;
import android.content.res.AssetManager;
import android.os.Handler;
import android.os.Looper;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.TimeUnit;

/**
 * The app's context as the tests see it: the Shop demo's table as the APK's assets/routes.json, a
 * no-backup folder, and a startActivity that records each intent (with the thread it was started
 * on) or throws ActivityNotFoundException for an activity that is not installed, or for a browser
 * intent when no browser is.
 */
final class FakeApp extends Context {
    /** An intent started, and the thread that started it. */
    static final class Started {
        final Intent intent;
        final boolean onMain;

        Started(Intent intent, boolean onMain) {
            this.intent = intent;
            this.onMain = onMain;
        }
    }

    final File noBackup;
    final List<Started> started = new CopyOnWriteArrayList<>();
    final Set<String> notInstalled = new CopyOnWriteArraySet<>();
    volatile boolean browser = true;
    private final AssetManager assets;

    FakeApp(Path dir) throws IOException {
        Path assetsDir = Files.createDirectories(dir.resolve("assets"));
        Files.copy(Path.of("..", "Examples", "Shop", "shop.routes.json"),
            assetsDir.resolve("routes.json"));
        noBackup = Files.createDirectories(dir.resolve("no_backup")).toFile();
        assets = new AssetManager(assetsDir.toFile());
    }

    @Override
    public Context getApplicationContext() {
        return this;
    }

    @Override
    public File getNoBackupFilesDir() {
        return noBackup;
    }

    @Override
    public AssetManager getAssets() {
        return assets;
    }

    @Override
    public String getPackageName() {
        return "com.example.shop";
    }

    @Override
    public void startActivity(Intent intent) {
        if (intent.getComponent() != null
            && notInstalled.contains(intent.getComponent().getClassName())) {
            throw new ActivityNotFoundException("Unable to find explicit activity class "
                + intent.getComponent().getClassName());
        }
        if (intent.getSelector() != null && !browser) {
            throw new ActivityNotFoundException("No Activity found to handle " + intent.getData());
        }
        started.add(new Started(intent, Looper.getMainLooper().isCurrentThread()));
    }

    /** Runs {@code task} on the main thread and waits for it. */
    static <T> T onMain(Callable<T> task) throws Exception {
        CompletableFuture<T> done = new CompletableFuture<>();
        new Handler(Looper.getMainLooper()).post(() -> {
            try {
                done.complete(task.call());
            } catch (Exception failed) {
                done.completeExceptionally(failed);
            }
        });
        return done.get(5, TimeUnit.SECONDS);
    }

    /** Waits until {@code condition} holds, at most 5 seconds. */
    static void await(Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!condition.call()) {
            if (System.nanoTime() > deadline) throw new AssertionError("waited 5 s in vain");
            Thread.sleep(2);
        }
        onMain(() -> null);  // what the main thread had queued has run
    }
}
