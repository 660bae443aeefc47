package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
 * The pending-link queue, as Swift's {@code PendingLinks} (PendingLinksTests and
 * PendingLinksCancellationTests): held by "launch" until ready, links opened in arrival order one
 * at a time and each exactly once when nothing holds the queue, the capacity's drops in Swift's
 * words, a cancelled deliver; on an inline executor and a virtual clock, and a stress test of many
 * threads on a real one.
 */
class PendingLinksTest {
    private final VirtualClock clock = new VirtualClock();
    /** The goods ids whose handler was called, in order. */
    private final List<String> handled = new ArrayList<>();
    /** The answers of those handlers, which the test completes. */
    private final List<CompletableFuture<RouteResponse<String>>> answers = new ArrayList<>();
    /** What the listener was told, as {@code Delivery.toString()}. */
    private final List<String> deliveries = Collections.synchronizedList(new ArrayList<>());
    private final ExecutorService pool = Executors.newFixedThreadPool(4);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    /** A router whose goods handler answers when the test says, on an inline executor. */
    private Router<String> router() throws Exception {
        return Router.<String>builder(RouterThreadingTest.table())
            .executor(Runnable::run)
            .scheduler(clock)
            .asyncHandler("goods", request -> {
                handled.add(request.parameter("id"));
                CompletableFuture<RouteResponse<String>> answer = new CompletableFuture<>();
                answers.add(answer);
                return answer;
            })
            .handler("help", request -> RouteResponse.handled())
            .handler("cart", request -> RouteResponse.handled())
            .build();
    }

    private PendingLinks<String> links(int capacity) throws Exception {
        return PendingLinks.builder(router()).capacity(capacity)
            .onDelivery(delivery -> deliveries.add(delivery.toString())).build();
    }

    /** Answers the goods handler's {@code index}th call. */
    private void answer(int index) {
        answers.get(index).complete(RouteResponse.handled());
    }

    private static String goods(int id) {
        return "shop://goods/" + id;
    }

    @Test
    void startsHeldByLaunchAndOpensInArrivalOrderOneAtATime() throws Exception {
        PendingLinks<String> links = links(32);
        PendingLinks.Link first = links.receive(goods(1), RouteSource.PUSH);
        links.receive(goods(2), RouteSource.UNIVERSAL_LINK);
        links.receive(goods(3), RouteSource.IN_APP);
        assertEquals(1, first.sequence());
        assertEquals(goods(1), first.url());
        assertEquals(List.of("launch"), links.heldBy());
        assertEquals(3, links.pending().size());
        assertEquals(List.of(), handled);
        links.ready();
        assertEquals(List.of(), links.heldBy());
        assertEquals(List.of("1"), handled, "one at a time: the next waits for the first's open");
        assertEquals(List.of(goods(2), goods(3)), urls(links.pending()));
        answer(0);
        assertEquals(List.of("1", "2"), handled);
        assertEquals(List.of(goods(1) + ": opened"), deliveries);
        answer(1);
        answer(2);
        assertEquals(List.of("1", "2", "3"), handled);
        assertEquals(List.of(goods(1) + ": opened", goods(2) + ": opened", goods(3) + ": opened"),
            deliveries);
        assertEquals(List.of(), links.pending());
    }

    @Test
    void aLinkReceivedWhileAnOpenRunsWaitsForIt() throws Exception {
        PendingLinks<String> links = links(1);
        links.ready();
        links.receive(goods(1), RouteSource.PUSH);
        assertEquals(List.of("1"), handled);
        links.receive(goods(2), RouteSource.PUSH);
        assertEquals(List.of("1"), handled);
        assertEquals(List.of(goods(2)), urls(links.pending()), "the one being opened is not counted");
        assertEquals(List.of(), deliveries, "a capacity of 1 keeps one waiting besides the open");
        answer(0);
        assertEquals(List.of("1", "2"), handled);
        answer(1);
        assertEquals(List.of(goods(1) + ": opened", goods(2) + ": opened"), deliveries);
    }

    @Test
    void deliverGivesEachLinkItsDelivery() throws Exception {
        PendingLinks<String> links = links(32);
        CompletableFuture<PendingLinks.Delivery<String>> goods = links.deliver(goods(7),
            RouteSource.PUSH);
        CompletableFuture<PendingLinks.Delivery<String>> nowhere = links.deliver("shop://nowhere",
            RouteSource.PUSH);
        assertFalse(goods.isDone());
        links.ready();
        answer(0);
        PendingLinks.Delivery<String> opened = goods.getNow(null);
        assertTrue(opened.opened());
        assertEquals(RouteResponse.Kind.HANDLED, opened.outcome().response().kind());
        assertNull(opened.error());
        assertNull(opened.dropped());
        assertEquals(goods(7), opened.link().url());
        assertEquals(RouteSource.PUSH, opened.link().source());
        PendingLinks.Delivery<String> failed = nowhere.getNow(null);
        assertTrue(failed.opened());
        assertNull(failed.outcome());
        assertEquals(RoutingException.Reason.NO_ROUTE, RoutingException.of(failed.error()).reason());
        assertEquals(2, failed.link().sequence());
        assertEquals(goods(7) + ": opened", deliveries.get(0));
        assertEquals("shop://nowhere: failed: " + failed.error().getMessage(), deliveries.get(1));
    }

    @Test
    void holdsKeepLinksWaitingUntilEveryOneIsReleased() throws Exception {
        PendingLinks<String> links = links(32);
        links.ready();
        PendingLinks.Hold login = links.hold("login");
        PendingLinks.Hold sync = links.hold("sync");
        assertEquals("login", login.reason());
        links.receive(goods(1), RouteSource.PUSH);
        links.receive(goods(2), RouteSource.PUSH);
        assertEquals(List.of("login", "sync"), links.heldBy());
        links.release(login);
        assertEquals(List.of("sync"), links.heldBy());
        assertEquals(List.of(), handled);
        links.release(sync);
        assertEquals(List.of("1"), handled);
        answer(0);
        answer(1);
        assertEquals(List.of("1", "2"), handled);
    }

    @Test
    void aHoldTakenDuringAnOpenLetsItFinishAndKeepsTheNext() throws Exception {
        PendingLinks<String> links = links(32);
        links.ready();
        links.receive(goods(1), RouteSource.PUSH);
        links.receive(goods(2), RouteSource.PUSH);
        PendingLinks.Hold login = links.hold("login");
        answer(0);
        assertEquals(List.of(goods(1) + ": opened"), deliveries);
        assertEquals(List.of("1"), handled, "held: the second waits");
        links.release(login);
        assertEquals(List.of("1", "2"), handled);
    }

    @Test
    void readyTwiceAndReleaseTwiceDoNothingMore() throws Exception {
        PendingLinks<String> links = links(32);
        PendingLinks.Hold login = links.hold("login");
        PendingLinks.Hold launch = links.hold("launch");
        links.ready();
        links.ready();
        assertEquals(List.of("login", "launch"), links.heldBy(),
            "ready releases the queue's own launch hold, not an app's of the same reason");
        links.receive(goods(1), RouteSource.PUSH);
        links.release(login);
        links.release(login);
        assertEquals(List.of("launch"), links.heldBy());
        assertEquals(List.of(), handled);
        links.release(launch);
        links.release(launch);
        links.ready();
        assertEquals(List.of("1"), handled);
        answer(0);
        assertEquals(List.of("1"), handled);
        assertEquals(List.of(goods(1) + ": opened"), deliveries, "opened once");
    }

    @Test
    void pastTheCapacityTheOldestIsDroppedAtOnceInSwiftsWords() throws Exception {
        PendingLinks<String> links = links(2);
        for (int id = 1; id <= 4; id++) links.receive(goods(id), RouteSource.PUSH);
        assertEquals(List.of(goods(1) + ": dropped: more than 2 links were waiting",
            goods(2) + ": dropped: more than 2 links were waiting"), deliveries);
        assertEquals(List.of(goods(3), goods(4)), urls(links.pending()));
        links.ready();
        answer(0);
        answer(1);
        assertEquals(List.of("3", "4"), handled);
    }

    @Test
    void aCapacityOfOneReplacesTheWaitingLink() throws Exception {
        PendingLinks<String> links = links(1);
        assertEquals(1, PendingLinks.of(router(), 1).capacity());
        CompletableFuture<PendingLinks.Delivery<String>> first = links.deliver(goods(1),
            RouteSource.PUSH);
        links.receive(goods(2), RouteSource.PUSH);
        assertEquals("replaced by the newer link shop://goods/2", first.getNow(null).dropped());
        assertFalse(first.getNow(null).opened());
        // A long newer link is named as Swift names it: its first 80 characters and its length.
        String digits = String.join("", Collections.nCopies(30, "1234567890"));
        links.receive("shop://goods/" + digits, RouteSource.PUSH);
        assertEquals(goods(2) + ": dropped: replaced by the newer link shop://goods/"
            + digits.substring(0, 67) + "… (313 characters)", deliveries.get(1));
        CompletableFuture<PendingLinks.Delivery<String>> last = links.deliver(goods(4),
            RouteSource.PUSH);
        assertFalse(last.isDone());
        links.ready();
        answer(0);
        assertEquals(List.of("4"), handled);
        assertTrue(last.getNow(null).opened());
        assertEquals(PendingLinks.DEFAULT_CAPACITY, PendingLinks.of(router()).capacity());
    }

    @Test
    void theDroppedReasonsAreTheTableOfErrors() {
        // Conformance/errors.json's router.link-dropped-*, which Swift's LinkQueue prints too.
        assertEquals("more than 32 links were waiting",
            dev.switchyard.internal.text.ErrorText.ROUTER_LINK_DROPPED_FULL.format("32"));
        assertEquals("cancelled before it was opened",
            dev.switchyard.internal.text.ErrorText.ROUTER_LINK_DROPPED_CANCELLED.template);
    }

    @Test
    void aCancelledDeliverDropsItsWaitingLink() throws Exception {
        PendingLinks<String> links = links(32);
        CompletableFuture<PendingLinks.Delivery<String>> first = links.deliver(goods(1),
            RouteSource.PUSH);
        CompletableFuture<PendingLinks.Delivery<String>> second = links.deliver(goods(2),
            RouteSource.PUSH);
        assertTrue(first.cancel(true));
        assertTrue(first.isCancelled());
        assertEquals(List.of(goods(1) + ": dropped: cancelled before it was opened"), deliveries);
        assertEquals(List.of(goods(2)), urls(links.pending()));
        links.ready();
        answer(0);
        assertEquals(List.of("2"), handled, "the cancelled link is never opened");
        assertTrue(second.getNow(null).opened());
    }

    @Test
    void aCancelledDeliverCancelsItsOpenAndTheNextLinkOpens() throws Exception {
        PendingLinks<String> links = links(32);
        links.ready();
        CompletableFuture<PendingLinks.Delivery<String>> first = links.deliver(goods(1),
            RouteSource.PUSH);
        links.receive(goods(2), RouteSource.PUSH);
        assertEquals(List.of("1"), handled);
        assertTrue(first.cancel(true));
        assertEquals(List.of(goods(1) + ": failed: shop://goods/1: cancelled"), deliveries);
        assertEquals(List.of("1", "2"), handled, "the next opens once the cancelled open ended");
        answer(0);
        answer(1);
        assertEquals(List.of(goods(1) + ": failed: shop://goods/1: cancelled",
            goods(2) + ": opened"), deliveries, "the late answer of the cancelled open is nothing");
    }

    @Test
    void aCancelledDeliverWhoseOpenHadEndedKeepsItsOutcome() throws Exception {
        PendingLinks<String> links = links(32);
        links.ready();
        CompletableFuture<PendingLinks.Delivery<String>> first = links.deliver(goods(1),
            RouteSource.PUSH);
        answer(0);
        assertFalse(first.cancel(true));
        assertEquals(List.of(goods(1) + ": opened"), deliveries);
    }

    @Test
    void aLinkWithAnIdIsTakenOnce() throws Exception {
        PendingLinks<String> links = links(32);
        assertEquals(1, links.receive(goods(1), RouteSource.PUSH, "tap-1").sequence());
        assertNull(links.receive(goods(1), RouteSource.PUSH, "tap-1"));
        assertEquals(2, links.receive(goods(1), RouteSource.PUSH, "tap-2").sequence());
        for (int n = 0; n < 64; n++) links.receive("shop://help", RouteSource.PUSH, "id " + n);
        assertEquals(67, links.receive(goods(1), RouteSource.PUSH, "tap-1").sequence(),
            "the queue remembers the last 64 ids");
    }

    @Test
    void aListenerThatThrowsStopsNothing() throws Exception {
        PendingLinks<String> links = PendingLinks.builder(router())
            .onDelivery(delivery -> {
                deliveries.add(delivery.toString());
                throw new IllegalStateException("the app's bug");
            })
            .build();
        CompletableFuture<PendingLinks.Delivery<String>> help = links.deliver("shop://help",
            RouteSource.PUSH);
        links.receive("shop://cart", RouteSource.PUSH);
        links.ready();
        assertTrue(help.getNow(null).opened());
        assertEquals(List.of("shop://help: opened", "shop://cart: opened"), deliveries);
    }

    @Test
    void aCapacityBelowOneIsRefused() throws Exception {
        Router<String> router = router();
        assertThrows(IllegalArgumentException.class, () -> PendingLinks.of(router, 0));
    }

    /**
     * Many threads receive and deliver at once while the queue is released and held: every link
     * ends in exactly one delivery, in arrival order, the listener on the executor, one open at a
     * time. No timing is asserted; the waits' timeouts only keep a broken queue from hanging.
     */
    @Test
    void manyThreadsEveryLinkOneDeliveryInOrder() throws Exception {
        int threads = 8;
        int each = 128;
        int total = threads * each;
        ExecutorService app = Executors.newSingleThreadExecutor(task -> new Thread(task, "app main"));
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger overlaps = new AtomicInteger();
        List<String> offTheExecutor = Collections.synchronizedList(new ArrayList<>());
        Router<String> router = Router.<String>builder(RouterThreadingTest.table())
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
        List<Long> sequences = new ArrayList<>();
        CountDownLatch all = new CountDownLatch(total);
        PendingLinks<String> links = PendingLinks.builder(router).capacity(total)
            .onDelivery(delivery -> {
                if (!Thread.currentThread().getName().equals("app main")) {
                    offTheExecutor.add(Thread.currentThread().getName());
                }
                if (delivery.opened() && delivery.error() == null) {
                    sequences.add(delivery.link().sequence());
                }
                all.countDown();
            })
            .build();
        List<CompletableFuture<PendingLinks.Delivery<String>>> delivered =
            Collections.synchronizedList(new ArrayList<>());
        List<PendingLinks.Link> received = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> senders = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            Thread sender = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException stopped) {
                    return;
                }
                for (int n = 0; n < each; n++) {
                    String url = goods(thread * each + n);
                    if (n % 2 == 0) {
                        received.add(links.receive(url, RouteSource.PUSH));
                    } else {
                        delivered.add(links.deliver(url, RouteSource.PUSH));
                    }
                    if (thread == 0 && n == each / 2) links.ready();
                    if (thread == 1 && n % 50 == 0) links.release(links.hold("login"));
                }
            }, "sender " + t);
            senders.add(sender);
            sender.start();
        }
        start.countDown();
        for (Thread sender : senders) sender.join(TimeUnit.SECONDS.toMillis(30));
        links.ready();
        try {
            assertTrue(all.await(30, TimeUnit.SECONDS), "every link delivered");
            CompletableFuture.allOf(delivered.toArray(new CompletableFuture<?>[0]))
                .get(30, TimeUnit.SECONDS);
        } finally {
            app.shutdownNow();
        }
        assertEquals(total, sequences.size(), "every link opened once: " + deliveries);
        for (int n = 0; n < total; n++) {
            assertEquals(n + 1, sequences.get(n).longValue(), "in arrival order");
        }
        assertEquals(0, overlaps.get(), "one open at a time");
        assertEquals(List.of(), offTheExecutor);
        assertEquals(total / 2, received.size());
        for (CompletableFuture<PendingLinks.Delivery<String>> future : delivered) {
            assertTrue(future.get().opened());
        }
        assertEquals(List.of(), links.pending());
    }

    private static List<String> urls(List<PendingLinks.Link> links) {
        List<String> urls = new ArrayList<>();
        for (PendingLinks.Link link : links) urls.add(link.url());
        return urls;
    }
}
