package dev.switchyard.router;

import static dev.switchyard.router.QueuedOpens.goods;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Many threads hand links to one queue at once, while one of them releases the launch hold and
 * another holds and releases the queue: every link ends in exactly one delivery, in arrival
 * order, reported on the router's executor, and one open runs at a time. No timing is asserted;
 * the waits' timeouts only keep a broken queue from hanging the build.
 */
class PendingLinksThreadingTest {
    private static final int THREADS = 8;
    private static final int EACH = 128;
    private static final int TOTAL = THREADS * EACH;

    private final ExecutorService app = Executors.newSingleThreadExecutor(
        task -> new Thread(task, "app main"));
    private final ExecutorService pool = Executors.newFixedThreadPool(4);
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger overlaps = new AtomicInteger();
    private final List<String> offTheExecutor = Collections.synchronizedList(new ArrayList<>());
    /** The sequence of each link opened, as the listener was told (on the executor). */
    private final List<Long> opened = new ArrayList<>();
    private final List<String> others = Collections.synchronizedList(new ArrayList<>());
    private final CountDownLatch all = new CountDownLatch(TOTAL);
    private final List<CompletableFuture<LinkDelivery<String>>> delivered =
        Collections.synchronizedList(new ArrayList<>());
    private final List<PendingLinks.Link> received =
        Collections.synchronizedList(new ArrayList<>());

    @AfterEach
    void stop() {
        app.shutdownNow();
        pool.shutdownNow();
    }

    /** A router on a single-thread executor whose goods handler answers from another thread. */
    private Router<String> router() throws Exception {
        return Router.<String>builder(RouterThreadingTest.table())
            .executor(app)
            .asyncHandler("goods", request -> {
                if (inFlight.incrementAndGet() > 1) overlaps.incrementAndGet();
                CompletableFuture<RouteResponse<String>> answer = new CompletableFuture<>();
                pool.execute(() -> {
                    inFlight.decrementAndGet();
                    answer.complete(RouteResponse.handled());
                });
                return answer;
            })
            .handler("help", request -> RouteResponse.handled())
            .handler("cart", request -> RouteResponse.handled())
            .build();
    }

    private void delivery(LinkDelivery<String> delivery) {
        if (!Thread.currentThread().getName().equals("app main")) {
            offTheExecutor.add(Thread.currentThread().getName());
        }
        if (delivery.opened() && delivery.error() == null) {
            opened.add(delivery.link().sequence());
        } else {
            others.add(delivery.toString());
        }
        all.countDown();
    }

    /** The links of sender {@code thread}: every other one received, the rest delivered. */
    private void send(PendingLinks<String> links, int thread) {
        for (int n = 0; n < EACH; n++) {
            String url = goods(thread * EACH + n);
            if (n % 2 == 0) {
                received.add(links.receive(url, RouteSource.PUSH));
            } else {
                delivered.add(links.deliver(url, RouteSource.PUSH));
            }
            if (thread == 0 && n == EACH / 2) links.ready();
            if (thread == 1 && n % 50 == 0) links.release(links.hold("login"));
        }
    }

    @Test
    void manyThreadsEveryLinkOneDeliveryInOrder() throws Exception {
        PendingLinks<String> links = PendingLinks.builder(router()).capacity(TOTAL)
            .onDelivery(this::delivery).build();
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> senders = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            Thread sender = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException stopped) {
                    return;
                }
                send(links, thread);
            }, "sender " + t);
            senders.add(sender);
            sender.start();
        }
        start.countDown();
        for (Thread sender : senders) sender.join(TimeUnit.SECONDS.toMillis(60));
        links.ready();
        assertTrue(all.await(60, TimeUnit.SECONDS), "every link delivered");
        CompletableFuture.allOf(delivered.toArray(new CompletableFuture<?>[0]))
            .get(60, TimeUnit.SECONDS);

        assertEquals(List.of(), others, "every link opened");
        assertEquals(TOTAL, opened.size(), "every link delivered once");
        for (int n = 0; n < TOTAL; n++) {
            assertEquals(n + 1, opened.get(n).longValue(), "in arrival order");
        }
        assertEquals(0, overlaps.get(), "one open at a time");
        assertEquals(List.of(), offTheExecutor, "the listener on the router's executor");
        assertEquals(TOTAL / 2, received.size());
        for (CompletableFuture<LinkDelivery<String>> future : delivered) {
            assertTrue(future.get().opened());
        }
        assertEquals(List.of(), links.pending());
        assertEquals(List.of(), links.heldBy());
    }
}
