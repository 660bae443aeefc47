package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.RouterText;
import dev.switchyard.internal.text.Texts;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.PendingLinks.Hold;
import dev.switchyard.router.PendingLinks.Link;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javax.annotation.Nullable;

/**
 * The state of a {@link PendingLinks} queue and what changes it: the links waiting (never more
 * than the capacity), the holds, the link being opened, and the deliveries decided and not yet
 * reported. The state changes only under one lock, under which no app code runs (nor the app's
 * executor's {@code execute}): a delivery is decided under it, into the outbox, and reported from
 * there on the router's executor, in the order it was decided, whatever threads the links came
 * from.
 */
@NonnullByDefault
final class LinkQueue<S> {
    /** How many ids {@link #remember(String)} keeps, the newest; the oldest goes first. */
    private static final int REMEMBERED_IDS = 64;
    /** How many deliveries one task of the executor reports at most. */
    private static final int REPORT_TURN = 64;

    private final Router<S> router;
    final int capacity;
    @Nullable private final Consumer<LinkDelivery<S>> listener;
    /** Everything below, changed only under it; no app code runs under it. */
    private final Object lock = new Object();
    private long received;
    /** The links waiting, oldest first: never more than the capacity. */
    private final ArrayDeque<Entry<S>> waiting = new ArrayDeque<>();
    private final List<Hold> holds = new ArrayList<>();
    /** The link being opened, while one is. */
    @Nullable private Entry<S> opening;
    /** The deliveries decided and not yet reported, in the order they were decided. */
    private final ArrayDeque<Finished<S>> outbox = new ArrayDeque<>();
    private boolean reporting;
    private final ArrayDeque<String> rememberedIds = new ArrayDeque<>();

    LinkQueue(Router<S> router, int capacity, @Nullable Consumer<LinkDelivery<S>> listener) {
        this.router = router;
        this.capacity = capacity;
        this.listener = listener;
        holds.add(new Hold("launch", true));
    }

    /** Takes a link ({@code id}: unless that id was taken before); null when it takes nothing. */
    @Nullable
    Link receive(String url, RouteSource source, @Nullable String id) {
        Entry<S> entry;
        synchronized (lock) {
            if (id != null && !remember(id)) return null;
            entry = take(url, source, null);
        }
        proceed();
        return entry.link;
    }

    /** Takes a link and returns the future of its delivery, which cancelling cancels the link. */
    CompletableFuture<LinkDelivery<S>> deliver(String url, RouteSource source) {
        CompletableFuture<LinkDelivery<S>> delivered = new CompletableFuture<>();
        Entry<S> entry;
        synchronized (lock) {
            entry = take(url, source, delivered);
        }
        delivered.whenComplete((delivery, error) -> {
            if (delivered.isCancelled()) cancel(entry);
        });
        proceed();
        return delivered;
    }

    /** Releases the launch hold (the queue's own, not an app's of the same reason). */
    void ready() {
        synchronized (lock) {
            for (Iterator<Hold> each = holds.iterator(); each.hasNext();) {
                if (each.next().launch) each.remove();
            }
        }
        proceed();
    }

    Hold hold(String reason) {
        Hold hold = new Hold(reason, false);
        synchronized (lock) {
            holds.add(hold);
        }
        return hold;
    }

    void release(Hold hold) {
        synchronized (lock) {
            holds.remove(hold);
        }
        proceed();
    }

    List<String> heldBy() {
        List<String> reasons = new ArrayList<>();
        synchronized (lock) {
            for (Hold hold : holds) reasons.add(hold.reason());
        }
        return Immutable.listCopy(reasons);
    }

    List<Link> pending() {
        List<Link> links = new ArrayList<>();
        synchronized (lock) {
            for (Entry<S> entry : waiting) links.add(entry.link);
        }
        return Immutable.listCopy(links);
    }

    /** Whether {@code id} is new, remembering it (under the lock); false for one remembered. */
    private boolean remember(String id) {
        if (rememberedIds.contains(id)) return false;
        rememberedIds.addLast(id);
        if (rememberedIds.size() > REMEMBERED_IDS) rememberedIds.removeFirst();
        return true;
    }

    /** Takes a link, under the lock, applying the capacity now (which may drop waiting links). */
    private Entry<S> take(String url, RouteSource source,
                          @Nullable CompletableFuture<LinkDelivery<S>> delivered) {
        received++;
        Entry<S> entry = new Entry<>(new Link(url, source, received), delivered);
        if (waiting.size() >= capacity) {
            // A queue of one keeps the newest link: say so rather than count.
            String why = capacity == 1
                ? RouterText.ROUTER_LINK_DROPPED_REPLACED.format(Texts.shortened(url))
                : RouterText.ROUTER_LINK_DROPPED_FULL.format(String.valueOf(capacity));
            while (waiting.size() >= capacity) finish(waiting.removeFirst(), null, null, why);
        }
        waiting.addLast(entry);
        return entry;
    }

    /** Decides a link's delivery, under the lock: it is reported in this order. */
    private void finish(Entry<S> entry, @Nullable RouteOutcome<S> outcome,
                        @Nullable Throwable error, @Nullable String dropped) {
        outbox.addLast(new Finished<>(new LinkDelivery<>(entry.link, outcome, error, dropped),
            entry.delivered));
    }

    /**
     * After any change: starts the next open when the queue is unheld, links wait and none is
     * being opened, and reports what was decided. Called outside the lock.
     */
    private void proceed() {
        Entry<S> next = null;
        boolean report = false;
        synchronized (lock) {
            if (opening == null && holds.isEmpty() && !waiting.isEmpty()) {
                next = waiting.removeFirst();
                opening = next;
            }
            if (!reporting && !outbox.isEmpty()) {
                reporting = true;
                report = true;
            }
        }
        if (report) router.executor.execute(this::report, refused -> report());
        if (next != null) open(next);
    }

    /** Opens the link, outside the lock; its end is taken on the router's executor. */
    private void open(Entry<S> entry) {
        CompletableFuture<RouteOutcome<S>> open;
        try {
            open = router.open(entry.link.url(), entry.link.source());
        } catch (RuntimeException refused) {
            // The app's executor refused the open's task: the link fails with why.
            opened(entry, null, refused);
            return;
        }
        boolean cancel;
        synchronized (lock) {
            entry.open = open;
            cancel = entry.cancelWhenOpened;
        }
        if (cancel) open.cancel(true);
        open.whenComplete((outcome, error) ->
            router.executor.execute(() -> opened(entry, outcome, error),
                refused -> opened(entry, outcome, error)));
    }

    /** The link's open ended: its delivery, then the next link. */
    private void opened(Entry<S> entry, @Nullable RouteOutcome<S> outcome,
                        @Nullable Throwable error) {
        Throwable failure = error == null ? null : OpenRun.unwrap(error);
        if (failure instanceof CancellationException) {
            failure = RoutingErrors.cancelled(entry.link.url());
        }
        synchronized (lock) {
            if (opening == entry) opening = null;
            finish(entry, failure == null ? outcome : null, failure, null);
        }
        proceed();
    }

    /** The future of the link's {@code deliver} was cancelled. */
    private void cancel(Entry<S> entry) {
        CompletableFuture<RouteOutcome<S>> open = null;
        synchronized (lock) {
            if (waiting.remove(entry)) {
                finish(entry, null, null, RouterText.ROUTER_LINK_DROPPED_CANCELLED.template);
            } else if (opening == entry) {
                open = entry.open;
                if (open == null) entry.cancelWhenOpened = true;
            }
        }
        if (open != null) open.cancel(true);
        proceed();
    }

    /**
     * Reports the deliveries decided, in order, on the router's executor: a bounded turn, as the
     * executor's (on Android's main thread a burst shares the looper with the frames drawn).
     */
    private void report() {
        for (int reported = 0;; reported++) {
            Finished<S> next;
            synchronized (lock) {
                next = reported == REPORT_TURN ? null : outbox.pollFirst();
                if (next == null) {
                    reporting = !outbox.isEmpty();
                    if (!reporting) return;
                }
            }
            if (next == null) {
                router.executor.execute(this::report, refused -> report());
                return;
            }
            if (listener != null) {
                try {
                    listener.accept(next.delivery);
                } catch (Throwable thrown) {
                    // The listener's failure is its own: the delivery stands.
                    router.sinks.failed(thrown);
                }
            }
            if (next.delivered != null) next.delivered.complete(next.delivery);
        }
    }

    /** A link in the queue, and who waits for it. */
    private static final class Entry<S> {
        final Link link;
        @Nullable final CompletableFuture<LinkDelivery<S>> delivered;
        /** Its open, once started (under the lock). */
        @Nullable CompletableFuture<RouteOutcome<S>> open;
        /** Its deliver was cancelled before its open was known (under the lock). */
        boolean cancelWhenOpened;

        Entry(Link link, @Nullable CompletableFuture<LinkDelivery<S>> delivered) {
            this.link = link;
            this.delivered = delivered;
        }
    }

    /** A delivery decided, and the future of its {@code deliver}. */
    private static final class Finished<S> {
        final LinkDelivery<S> delivery;
        @Nullable final CompletableFuture<LinkDelivery<S>> delivered;

        Finished(LinkDelivery<S> delivery, @Nullable CompletableFuture<LinkDelivery<S>> delivered) {
            this.delivery = delivery;
            this.delivered = delivered;
        }
    }
}
