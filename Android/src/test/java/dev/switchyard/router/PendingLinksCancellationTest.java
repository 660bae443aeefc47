package dev.switchyard.router;

import static dev.switchyard.router.QueuedOpens.goods;
import static dev.switchyard.router.QueuedOpens.urls;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The pending-link queue's drops, as Swift's (PendingLinksCancellationTests): past its capacity
 * the oldest waiting link is dropped at once, a capacity of 1 replaces, in Swift's words
 * ({@code Conformance/errors.json}'s {@code router.link-dropped-*}); a cancelled deliver drops its
 * waiting link or cancels its open. On an inline executor and a virtual clock.
 */
class PendingLinksCancellationTest {
    private final QueuedOpens opens = new QueuedOpens();

    @Test
    void pastTheCapacityTheOldestIsDroppedAtOnceInSwiftsWords() throws Exception {
        PendingLinks<String> links = opens.links(2);
        for (int id = 1; id <= 4; id++) links.receive(goods(id), RouteSource.PUSH);
        assertEquals(List.of(goods(1) + ": dropped: more than 2 links were waiting",
            goods(2) + ": dropped: more than 2 links were waiting"), opens.deliveries);
        assertEquals(List.of(goods(3), goods(4)), urls(links.pending()));
        links.ready();
        opens.answer(0);
        opens.answer(1);
        assertEquals(List.of("3", "4"), opens.handled);
    }

    @Test
    void aCapacityOfOneReplacesTheWaitingLink() throws Exception {
        PendingLinks<String> links = opens.links(1);
        assertEquals(1, PendingLinks.of(opens.router(), 1).capacity());
        CompletableFuture<LinkDelivery<String>> first = links.deliver(goods(1),
            RouteSource.PUSH);
        links.receive(goods(2), RouteSource.PUSH);
        assertEquals("replaced by the newer link shop://goods/2", first.getNow(null).dropped());
        assertFalse(first.getNow(null).opened());
        // A long newer link is named as Swift names it: its first 80 characters and its length.
        String digits = String.join("", Collections.nCopies(30, "1234567890"));
        links.receive("shop://goods/" + digits, RouteSource.PUSH);
        assertEquals(goods(2) + ": dropped: replaced by the newer link shop://goods/"
            + digits.substring(0, 67) + "… (313 characters)", opens.deliveries.get(1));
        CompletableFuture<LinkDelivery<String>> last = links.deliver(goods(4),
            RouteSource.PUSH);
        assertFalse(last.isDone());
        links.ready();
        opens.answer(0);
        assertEquals(List.of("4"), opens.handled);
        assertTrue(last.getNow(null).opened());
        assertEquals(PendingLinks.DEFAULT_CAPACITY, PendingLinks.of(opens.router()).capacity());
    }

    @Test
    void theDroppedReasonsAreTheTableOfErrors() {
        // Conformance/errors.json's router.link-dropped-*, which Swift's LinkQueue prints too.
        assertEquals("more than 32 links were waiting",
            dev.switchyard.internal.text.RouterText.ROUTER_LINK_DROPPED_FULL.format("32"));
        assertEquals("cancelled before it was opened",
            dev.switchyard.internal.text.RouterText.ROUTER_LINK_DROPPED_CANCELLED.template);
    }

    @Test
    void aCancelledDeliverDropsItsWaitingLink() throws Exception {
        PendingLinks<String> links = opens.links(32);
        CompletableFuture<LinkDelivery<String>> first = links.deliver(goods(1),
            RouteSource.PUSH);
        CompletableFuture<LinkDelivery<String>> second = links.deliver(goods(2),
            RouteSource.PUSH);
        assertTrue(first.cancel(true));
        assertTrue(first.isCancelled());
        assertEquals(List.of(goods(1) + ": dropped: cancelled before it was opened"),
            opens.deliveries);
        assertEquals(List.of(goods(2)), urls(links.pending()));
        links.ready();
        opens.answer(0);
        assertEquals(List.of("2"), opens.handled, "the cancelled link is never opened");
        assertTrue(second.getNow(null).opened());
    }

    @Test
    void aCancelledDeliverCancelsItsOpenAndTheNextLinkOpens() throws Exception {
        PendingLinks<String> links = opens.links(32);
        links.ready();
        CompletableFuture<LinkDelivery<String>> first = links.deliver(goods(1),
            RouteSource.PUSH);
        links.receive(goods(2), RouteSource.PUSH);
        assertEquals(List.of("1"), opens.handled);
        assertTrue(first.cancel(true));
        assertEquals(List.of(goods(1) + ": failed: cancelled"), opens.deliveries);
        assertEquals(List.of("1", "2"), opens.handled,
            "the next opens once the cancelled open ended");
        opens.answer(0);
        opens.answer(1);
        assertEquals(List.of(goods(1) + ": failed: cancelled",
            goods(2) + ": opened"), opens.deliveries,
            "the late answer of the cancelled open is nothing");
    }

    @Test
    void aCancelledDeliverWhoseOpenHadEndedKeepsItsOutcome() throws Exception {
        PendingLinks<String> links = opens.links(32);
        links.ready();
        CompletableFuture<LinkDelivery<String>> first = links.deliver(goods(1),
            RouteSource.PUSH);
        opens.answer(0);
        assertFalse(first.cancel(true));
        assertEquals(List.of(goods(1) + ": opened"), opens.deliveries);
    }
}
