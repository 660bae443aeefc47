package dev.switchyard.example.android;

import android.util.Log;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.RoutingDocuments;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javax.annotation.Nullable;

/**
 * Routing documents offered off the main thread: the body is read (a download, the cache) and
 * offered on a background executor, an applied document is cached beside the floor, in the app's
 * no-backup folder, and the arrival comes back on the main thread.
 */
public final class DocumentFeed {
    private static final String TAG = "RoutingDocuments";

    private final RoutingDocuments documents;
    private final File cache;
    private final Executor background;
    private final Executor main;

    /**
     * A feed.
     *
     * @param documents the app's routing documents
     * @param cache the file the document applied last is kept in
     * @param background where bodies are read and offered
     * @param main where arrivals are handed back
     */
    public DocumentFeed(RoutingDocuments documents, File cache, Executor background,
                        Executor main) {
        this.documents = documents;
        this.cache = cache;
        this.background = background;
        this.main = main;
    }

    /**
     * Reads {@code body} and offers it, off the main thread.
     *
     * @param body gives the document's bytes (a download's body, the cache's)
     * @param file the name messages give it (its URL)
     * @return the arrival, completed on the main thread; failed when the body could not be read
     */
    public CompletableFuture<DocumentArrival> offer(Callable<byte[]> body, String file) {
        CompletableFuture<DocumentArrival> arrival = new CompletableFuture<>();
        background.execute(() -> {
            try {
                byte[] bytes = body.call();
                DocumentArrival taken = documents.offer(bytes, file);
                if (applied(taken)) cache(bytes);
                main.execute(() -> arrival.complete(taken));
            } catch (Exception unread) {
                main.execute(() -> arrival.completeExceptionally(unread));
            }
        });
        return arrival;
    }

    /**
     * Whether the arrival applied a document, which is then cached: every outcome is decided here,
     * and a new one fails to compile (a switch expression has no default to fall into).
     */
    static boolean applied(DocumentArrival arrival) {
        return switch (arrival.outcome()) {
            case APPLIED -> true;
            // Applied all the same: cache it. Its floor is written with the next document.
            case APPLIED_NOT_STORED -> {
                Log.w(TAG, "document " + arrival.serial() + " applied; " + arrival.notStored());
                yield true;
            }
            case UNCHANGED -> false;
            case REFUSED -> {
                Log.w(TAG, "refused " + arrival.refusal() + "; what was in force stays");
                yield false;
            }
        };
    }

    /** The document applied last, as it was offered: what the app offers first at launch. */
    @Nullable
    static byte[] read(File cache) {
        try {
            return cache.exists() ? Files.readAllBytes(cache.toPath()) : null;
        } catch (IOException unreadable) {
            Log.w(TAG, "the cached document cannot be read: " + unreadable);
            return null;
        }
    }

    /** Keeps the document applied last: a file written beside the cache, then moved over it. */
    private void cache(byte[] bytes) {
        Path kept = cache.toPath();
        Path next = kept.resolveSibling(kept.getFileName() + ".new");
        try {
            Files.write(next, bytes);
            Files.move(next, kept, StandardCopyOption.REPLACE_EXISTING,
                StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException unwritten) {
            Log.w(TAG, "the applied document is not cached: " + unwritten);
        }
    }
}
