package dev.switchyard.example.android;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.os.Handler;
import android.os.Looper;
import android.util.Log;
import dev.switchyard.RouteTableFile;
import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.DocumentFloorStore;
import dev.switchyard.documents.InMemoryFloorStore;
import dev.switchyard.documents.RoutingDocuments;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Documents offered off the main thread, and what each arrival does to the cache (issue 78 item
 * 5, trap b: the docs' snippet before this one let {@code APPLIED_NOT_STORED} fall into the
 * {@code UNCHANGED} branch, so a document applied on a full disk was never cached). The switch
 * over the outcomes has no default, so a new outcome fails to compile; this test also walks every
 * outcome there is.
 */
class DocumentFeedTest {
    @TempDir
    Path dir;

    @Test
    void aDocumentIsReadAndOfferedOffTheMainThreadAndItsArrivalComesBackOnIt() throws Exception {
        Signer signer = new Signer();
        File cache = dir.resolve("routing-document.json").toFile();
        DocumentFeed feed = new DocumentFeed(documents(signer, new InMemoryFloorStore()),
            cache, task -> new Thread(task, "background").start(),
            new Handler(Looper.getMainLooper())::post);
        CountDownLatch attached = new CountDownLatch(1);
        AtomicBoolean readOnMain = new AtomicBoolean(true);
        CompletableFuture<DocumentArrival> arrival = feed.offer(() -> {
            readOnMain.set(Looper.getMainLooper().isCurrentThread());
            attached.await();
            return signer.document(2);
        }, "routing.json");
        CompletableFuture<Boolean> backOnMain =
            arrival.thenApply(taken -> Looper.getMainLooper().isCurrentThread());
        attached.countDown();
        // Waiting on the callback, not on the arrival: a thread in the arrival's own get() may run
        // its callbacks (CompletableFuture's rule), which would hide where it completed.
        assertTrue(backOnMain.get(5, TimeUnit.SECONDS), "the arrival came back on another thread");
        assertEquals(DocumentArrival.Outcome.APPLIED, arrival.get(5, TimeUnit.SECONDS).outcome());
        assertFalse(readOnMain.get(), "the body was read on the main thread");
        // Ed25519 signs deterministically: the same envelope again.
        assertArrayEquals(signer.document(2), Files.readAllBytes(cache.toPath()), "cached");
    }

    @Test
    void everyArrivalKindDecidesTheCacheAndAnAppliedDocumentIsCachedEvenWhenItsFloorIsNot()
        throws Exception {
        Signer signer = new Signer();
        File cache = dir.resolve("routing-document.json").toFile();
        FlakyStore store = new FlakyStore();
        DocumentFeed feed = new DocumentFeed(documents(signer, store), cache, Runnable::run,
            Runnable::run);
        Set<DocumentArrival.Outcome> seen = EnumSet.noneOf(DocumentArrival.Outcome.class);
        Log.shimLines();

        store.full = true;  // the disk is full: the floor cannot be written
        byte[] two = signer.document(2);
        seen.add(offer(feed, () -> two, DocumentArrival.Outcome.APPLIED_NOT_STORED));
        assertArrayEquals(two, Files.readAllBytes(cache.toPath()), "applied, so cached");
        assertTrue(Log.shimLines().get(0).startsWith("W/RoutingDocuments: document 2 applied; "));

        store.full = false;
        byte[] three = signer.document(3);
        seen.add(offer(feed, () -> three, DocumentArrival.Outcome.APPLIED));
        assertArrayEquals(three, Files.readAllBytes(cache.toPath()));
        seen.add(offer(feed, () -> three, DocumentArrival.Outcome.UNCHANGED));
        seen.add(offer(feed, () -> signer.tampered(4), DocumentArrival.Outcome.REFUSED));
        assertArrayEquals(three, Files.readAllBytes(cache.toPath()), "refused: the cache stays");
        assertTrue(Log.shimLines().get(0).startsWith("W/RoutingDocuments: refused badSignature: "));

        assertEquals(EnumSet.allOf(DocumentArrival.Outcome.class), seen,
            "an arrival kind this test does not walk: decide what it does to the cache");
    }

    @Test
    void aBodyThatCannotBeReadFailsTheArrivalOnTheMainThread() throws Exception {
        Signer signer = new Signer();
        DocumentFeed feed = new DocumentFeed(documents(signer, new InMemoryFloorStore()),
            dir.resolve("cache.json").toFile(), Runnable::run, Runnable::run);
        CompletableFuture<DocumentArrival> arrival = feed.offer(() -> {
            throw new IOException("offline");
        }, "routing.json");
        assertTrue(arrival.isCompletedExceptionally());
    }

    private static DocumentArrival.Outcome offer(DocumentFeed feed, Callable<byte[]> body,
                                                 DocumentArrival.Outcome expected)
        throws Exception {
        DocumentArrival arrival = feed.offer(body, "routing.json").get(5, TimeUnit.SECONDS);
        assertEquals(expected, arrival.outcome(), arrival.toString());
        return arrival.outcome();
    }

    private static RoutingDocuments documents(Signer signer, DocumentFloorStore store)
        throws Exception {
        return RoutingDocuments.builder(
                RouteTableFile.load(Path.of("..", "Examples", "Shop", "shop.routes.json")),
                new DeviceContext("2.4.0", "android", "install-id"))
            .keys(signer.keys())
            .floorStore(store)
            .build();
    }

    /** A floor store whose writes fail while the disk is full. */
    private static final class FlakyStore implements DocumentFloorStore {
        volatile boolean full;
        private byte[] record;

        @Override
        public byte[] read() {
            return record;
        }

        @Override
        public void write(byte[] bytes) throws IOException {
            if (full) throw new IOException("No space left on device");
            record = bytes.clone();
        }
    }
}
