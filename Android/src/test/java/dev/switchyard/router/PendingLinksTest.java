package dev.switchyard.router;

import static dev.switchyard.router.QueuedOpens.goods;
import static dev.switchyard.router.QueuedOpens.urls;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The pending-link queue, as Swift's {@code PendingLinks} (PendingLinksTests): held by "launch"
 * until ready, links opened in arrival order, one at a time and each exactly once, when nothing
 * holds the queue; on an inline executor and a virtual clock. The capacity and cancellation are
 * {@link PendingLinksCancellationTest}'s, many threads {@link PendingLinksThreadingTest}'s.
 */
class PendingLinksTest {
    private final QueuedOpens opens = new QueuedOpens();

    @Test
    void startsHeldByLaunchAndOpensInArrivalOrderOneAtATime() throws Exception {
        PendingLinks<String> links = opens.links(32);
        PendingLinks.Link first = links.receive(goods(1), RouteSource.PUSH);
        links.receive(goods(2), RouteSource.UNIVERSAL_LINK);
        links.receive(goods(3), RouteSource.IN_APP);
        assertEquals(1, first.sequence());
        assertEquals(goods(1), first.url());
        assertEquals(List.of("launch"), links.heldBy());
        assertEquals(3, links.pending().size());
        assertEquals(List.of(), opens.handled);
        links.ready();
        assertEquals(List.of(), links.heldBy());
        assertEquals(List.of("1"), opens.handled,
            "one at a time: the next waits for the first's open");
        assertEquals(List.of(goods(2), goods(3)), urls(links.pending()));
        opens.answer(0);
        assertEquals(List.of("1", "2"), opens.handled);
        assertEquals(List.of(goods(1) + ": opened"), opens.deliveries);
        opens.answer(1);
        opens.answer(2);
        assertEquals(List.of("1", "2", "3"), opens.handled);
        assertEquals(List.of(goods(1) + ": opened", goods(2) + ": opened", goods(3) + ": opened"),
            opens.deliveries);
        assertEquals(List.of(), links.pending());
    }

    @Test
    void aLinkReceivedWhileAnOpenRunsWaitsForIt() throws Exception {
        PendingLinks<String> links = opens.links(1);
        links.ready();
        links.receive(goods(1), RouteSource.PUSH);
        assertEquals(List.of("1"), opens.handled);
        links.receive(goods(2), RouteSource.PUSH);
        assertEquals(List.of("1"), opens.handled);
        assertEquals(List.of(goods(2)), urls(links.pending()),
            "the one being opened is not counted");
        assertEquals(List.of(), opens.deliveries,
            "a capacity of 1 keeps one waiting besides the open");
        opens.answer(0);
        assertEquals(List.of("1", "2"), opens.handled);
        opens.answer(1);
        assertEquals(List.of(goods(1) + ": opened", goods(2) + ": opened"), opens.deliveries);
    }

    @Test
    void deliverGivesEachLinkItsDelivery() throws Exception {
        PendingLinks<String> links = opens.links(32);
        CompletableFuture<LinkDelivery<String>> goods = links.deliver(goods(7),
            RouteSource.PUSH);
        CompletableFuture<LinkDelivery<String>> nowhere = links.deliver("shop://nowhere",
            RouteSource.PUSH);
        assertFalse(goods.isDone());
        links.ready();
        opens.answer(0);
        LinkDelivery<String> opened = goods.getNow(null);
        assertTrue(opened.opened());
        assertEquals(RouteResponse.Kind.HANDLED, opened.outcome().response().kind());
        assertNull(opened.error());
        assertNull(opened.dropped());
        assertEquals(goods(7), opened.link().url());
        assertEquals(RouteSource.PUSH, opened.link().source());
        LinkDelivery<String> failed = nowhere.getNow(null);
        assertTrue(failed.opened());
        assertNull(failed.outcome());
        assertEquals(RoutingException.Reason.NO_ROUTE,
            RoutingException.of(failed.error()).reason());
        assertEquals(2, failed.link().sequence());
        assertEquals(goods(7) + ": opened", opens.deliveries.get(0));
        assertEquals("shop://nowhere: failed: " + failed.error().getMessage(),
            opens.deliveries.get(1));
    }

    @Test
    void holdsKeepLinksWaitingUntilEveryOneIsReleased() throws Exception {
        PendingLinks<String> links = opens.links(32);
        links.ready();
        PendingLinks.Hold login = links.hold("login");
        PendingLinks.Hold sync = links.hold("sync");
        assertEquals("login", login.reason());
        links.receive(goods(1), RouteSource.PUSH);
        links.receive(goods(2), RouteSource.PUSH);
        assertEquals(List.of("login", "sync"), links.heldBy());
        links.release(login);
        assertEquals(List.of("sync"), links.heldBy());
        assertEquals(List.of(), opens.handled);
        links.release(sync);
        assertEquals(List.of("1"), opens.handled);
        opens.answer(0);
        opens.answer(1);
        assertEquals(List.of("1", "2"), opens.handled);
    }

    @Test
    void aHoldTakenDuringAnOpenLetsItFinishAndKeepsTheNext() throws Exception {
        PendingLinks<String> links = opens.links(32);
        links.ready();
        links.receive(goods(1), RouteSource.PUSH);
        links.receive(goods(2), RouteSource.PUSH);
        PendingLinks.Hold login = links.hold("login");
        opens.answer(0);
        assertEquals(List.of(goods(1) + ": opened"), opens.deliveries);
        assertEquals(List.of("1"), opens.handled, "held: the second waits");
        links.release(login);
        assertEquals(List.of("1", "2"), opens.handled);
    }

    @Test
    void aFlowInsideAQueuedOpenMayHoldAndReleaseTheQueue() throws Exception {
        // A login screen shown by a queued link's open holds the queue, and a link arrives
        // meanwhile: it waits for that open, which does not wait for it.
        AtomicReference<PendingLinks<String>> queue = new AtomicReference<>();
        List<String> told = new ArrayList<>();
        Router<String> router = Router.<String>builder(RouterThreadingTest.table())
            .executor(Runnable::run)
            .handler("cart", request -> {
                PendingLinks.Hold login = queue.get().hold("login");
                queue.get().receive("shop://help", RouteSource.PUSH);
                queue.get().release(login);
                return RouteResponse.handled();
            })
            .handler("help", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .build();
        PendingLinks<String> links = PendingLinks.builder(router)
            .onDelivery(delivery -> told.add(delivery.toString())).build();
        queue.set(links);
        links.receive("shop://cart", RouteSource.PUSH);
        links.ready();
        assertEquals(List.of("shop://cart: opened", "shop://help: opened"), told);
        assertEquals(List.of(), links.heldBy());
    }

    @Test
    void readyTwiceAndReleaseTwiceDoNothingMore() throws Exception {
        PendingLinks<String> links = opens.links(32);
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
        assertEquals(List.of(), opens.handled);
        links.release(launch);
        links.release(launch);
        links.ready();
        assertEquals(List.of("1"), opens.handled);
        opens.answer(0);
        assertEquals(List.of("1"), opens.handled);
        assertEquals(List.of(goods(1) + ": opened"), opens.deliveries, "opened once");
    }


    @Test
    void aLinkWithAnIdIsTakenOnce() throws Exception {
        PendingLinks<String> links = opens.links(32);
        assertEquals(1, links.receive(goods(1), RouteSource.PUSH, "tap-1").sequence());
        assertNull(links.receive(goods(1), RouteSource.PUSH, "tap-1"));
        assertEquals(2, links.receive(goods(1), RouteSource.PUSH, "tap-2").sequence());
        for (int n = 0; n < 64; n++) links.receive("shop://help", RouteSource.PUSH, "id " + n);
        assertEquals(67, links.receive(goods(1), RouteSource.PUSH, "tap-1").sequence(),
            "the queue remembers the last 64 ids");
    }

    @Test
    void aListenerThatThrowsStopsNothing() throws Exception {
        PendingLinks<String> links = PendingLinks.builder(opens.router())
            .onDelivery(delivery -> {
                opens.deliveries.add(delivery.toString());
                throw new IllegalStateException("the app's bug");
            })
            .build();
        CompletableFuture<LinkDelivery<String>> help = links.deliver("shop://help",
            RouteSource.PUSH);
        links.receive("shop://cart", RouteSource.PUSH);
        links.ready();
        assertTrue(help.getNow(null).opened());
        assertEquals(List.of("shop://help: opened", "shop://cart: opened"), opens.deliveries);
    }

    @Test
    void aCapacityBelowOneIsRefused() throws Exception {
        Router<String> router = opens.router();
        assertThrows(IllegalArgumentException.class, () -> PendingLinks.of(router, 0));
    }
}
