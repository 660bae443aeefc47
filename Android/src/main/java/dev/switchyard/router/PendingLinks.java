package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javax.annotation.Nullable;

/**
 * A queue for links that arrive before the app can show them, as Swift's {@code PendingLinks}:
 * while the app is launching (an Android app gets its link in {@code onCreate} or {@code
 * onNewIntent}, before its UI is up), before a navigator is attached, or while a login is in
 * progress. Links are kept in order and each is opened once, one after the other, when the app
 * says it is ready and nothing holds the queue.
 *
 * <p>A queue starts held by {@code "launch"}; {@link #ready()} releases that hold. Any flow can
 * hold it too ({@link #hold(String)}), and links wait until every hold is released.
 *
 * <pre>{@code
 * PendingLinks<Screen> links = PendingLinks.builder(router)      // or PendingLinks.of(router)
 *     .capacity(32)                                              // 1 keeps only the newest link
 *     .onDelivery(delivery -> log.info(delivery.toString()))     // what became of each link
 *     .build();
 * // onCreate and onNewIntent, before the UI is up:
 * links.receive(intent.getDataString(), RouteSource.PUSH);       // returns at once
 * // once the UI is up:
 * links.ready();                                                 // the waiting links open now
 * // during a login that other links must not interrupt:
 * PendingLinks.Hold login = links.hold("login");
 * ...
 * links.release(login);
 * }</pre>
 *
 * <h2>What becomes of each link</h2>
 *
 * <p>Every link the queue takes ends in exactly one {@link Delivery}, given to the {@code
 * onDelivery} listener and, for a link handed over with {@link #deliver(String, RouteSource)}, to
 * the future {@code deliver} returned:
 *
 * <ul>
 *   <li><b>Opened.</b> Links are opened one at a time, in the order they arrived: the next opens
 *       when the previous open's future has completed. {@link Delivery#outcome()} holds the
 *       router's outcome, or {@link Delivery#error()} why the open failed.</li>
 *   <li><b>Dropped because the queue is full.</b> At most {@code capacity} links wait, besides the
 *       one being opened. A link that arrives when {@code capacity} links wait pushes the oldest
 *       waiting one out, at once, with {@link Delivery#dropped()} {@code "more than N links were
 *       waiting"}; with a {@code capacity} of 1 a new link replaces the waiting one ({@code
 *       "replaced by the newer link …"}).</li>
 *   <li><b>Dropped because its {@code deliver} was cancelled.</b> Cancelling the future {@code
 *       deliver} returned while its link waits drops the link, unopened, with {@code "cancelled
 *       before it was opened"}. When the link is being opened, its open is cancelled as {@link
 *       Router#open(String, RouteSource)}'s is when its future is cancelled (a waiting middleware
 *       or login lets go at once), and the delivery holds that open's end: usually a {@link
 *       RoutingException} {@code CANCELLED}, or the outcome when the open finished first. The
 *       cancelled future itself completes with a {@code CancellationException}, as any cancelled
 *       future does: the listener gets the delivery.</li>
 * </ul>
 *
 * <p>Thread-safe: every method may be called from any thread and returns at once; no method waits
 * and no thread is held while links wait. The listener runs on the router's executor, one delivery
 * at a time, in the order the queue decided them, and the futures {@code deliver} returns complete
 * there, after the listener. The queue's state is behind one lock, under which no app code runs.
 *
 * <p>Unlike Swift's, {@link #ready()} and {@link #release(Hold)} return at once rather than when
 * the links they released have been opened (a Java method that returns later blocks its thread):
 * the futures of {@code deliver} and the listener say when each link has been opened. The
 * listener, given when the queue is built, stands for Swift's {@code deliveries} stream.
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public final class PendingLinks<S> {
    /** The capacity {@link #of(Router)} gives, as Swift's default. */
    public static final int DEFAULT_CAPACITY = 32;
    /** How many ids {@link #receive(String, RouteSource, String)} remembers, as Swift's queue. */
    private static final int REMEMBERED_IDS = 64;
    private static final String LAUNCH = "launch";
    /** How many deliveries one task of the executor reports at most. */
    private static final int REPORT_TURN = 64;

    private final Router<S> router;
    private final int capacity;
    @Nullable private final Consumer<Delivery<S>> listener;
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

    private PendingLinks(Builder<S> builder) {
        this.router = builder.router;
        this.capacity = builder.capacity;
        this.listener = builder.listener;
        holds.add(new Hold(LAUNCH, true));
    }

    /**
     * A queue of {@link #DEFAULT_CAPACITY} links, held by {@code "launch"} until {@link #ready()}.
     *
     * @param router the router that opens the links once the queue is released
     * @param <S> the app's screen type
     * @return the queue
     */
    public static <S> PendingLinks<S> of(Router<S> router) {
        return builder(router).build();
    }

    /**
     * A queue of {@code capacity} links, held by {@code "launch"} until {@link #ready()}.
     *
     * @param router the router that opens the links once the queue is released
     * @param capacity the most links kept waiting, besides the one being opened ({@link
     *     Builder#capacity(int)})
     * @param <S> the app's screen type
     * @return the queue
     * @throws IllegalArgumentException when {@code capacity} is below 1
     */
    public static <S> PendingLinks<S> of(Router<S> router, int capacity) {
        return builder(router).capacity(capacity).build();
    }

    /**
     * A builder, for a capacity and a listener.
     *
     * @param router the router that opens the links once the queue is released
     * @param <S> the app's screen type
     * @return the builder
     */
    public static <S> Builder<S> builder(Router<S> router) {
        return new Builder<>(Objects.requireNonNull(router, "router"));
    }

    /**
     * Takes a link. Returns at once; the link is opened when the queue is ready and unheld, after
     * the links received before it. When {@code capacity} links already wait, the oldest of them
     * is dropped now.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @return the link, with its place in arrival order
     */
    public Link receive(String url, RouteSource source) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        Entry<S> entry;
        synchronized (lock) {
            entry = take(url, source, null);
        }
        proceed();
        return entry.link;
    }

    /**
     * Takes a link as {@link #receive(String, RouteSource)} does, unless a link with the same
     * {@code id} was taken before (the queue remembers the last 64 ids): then it takes nothing and
     * returns null. An activity recreated with the intent it was started with sees the same link
     * again: with an id the intent carries (a notification's), the link opens once.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @param id what tells this link from another one with the same URL
     * @return the link, or null when its id was taken already
     */
    @Nullable
    public Link receive(String url, RouteSource source, String id) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(id, "id");
        Entry<S> entry;
        synchronized (lock) {
            if (rememberedIds.contains(id)) return null;
            rememberedIds.addLast(id);
            if (rememberedIds.size() > REMEMBERED_IDS) rememberedIds.removeFirst();
            entry = take(url, source, null);
        }
        proceed();
        return entry.link;
    }

    /**
     * Takes a link as {@link #receive(String, RouteSource)} does, and returns what becomes of it:
     * the future completes, on the router's executor, once the link has been opened or dropped
     * (while the queue is held, that is after the hold is released).
     *
     * <p>Cancelling the future drops the link at once when it still waits; when it is being
     * opened, cancels its open (see "What becomes of each link" above).
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @return its delivery
     */
    public CompletableFuture<Delivery<S>> deliver(String url, RouteSource source) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        CompletableFuture<Delivery<S>> delivered = new CompletableFuture<>();
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

    /**
     * The app can show links now: releases the {@code "launch"} hold and, when no other hold is
     * left, starts opening what waits. Returns at once; calling it again does nothing.
     */
    public void ready() {
        synchronized (lock) {
            for (Iterator<Hold> each = holds.iterator(); each.hasNext();) {
                if (each.next().launch) each.remove();
            }
        }
        proceed();
    }

    /**
     * Holds the queue (a login in progress): links wait until the hold is released. The link
     * being opened, if any, goes on.
     *
     * @param reason why the queue is held ({@code "login"}), as {@link #heldBy()} lists it
     * @return the hold, for {@link #release(Hold)}
     */
    public Hold hold(String reason) {
        Hold hold = new Hold(Objects.requireNonNull(reason, "reason"), false);
        synchronized (lock) {
            holds.add(hold);
        }
        return hold;
    }

    /**
     * Releases a hold; when none is left, starts opening what waits. Returns at once; releasing a
     * hold again, or one of another queue, does nothing.
     *
     * @param hold the hold {@link #hold(String)} returned
     */
    public void release(Hold hold) {
        Objects.requireNonNull(hold, "hold");
        synchronized (lock) {
            holds.remove(hold);
        }
        proceed();
    }

    /**
     * Why links wait now: the reasons of the holds, in the order they were taken.
     *
     * @return an unmodifiable copy, empty when nothing holds the queue
     */
    public List<String> heldBy() {
        List<String> reasons = new ArrayList<>();
        synchronized (lock) {
            for (Hold hold : holds) reasons.add(hold.reason);
        }
        return Immutable.listCopy(reasons);
    }

    /**
     * The links waiting, oldest first (not the one being opened).
     *
     * @return an unmodifiable copy
     */
    public List<Link> pending() {
        List<Link> links = new ArrayList<>();
        synchronized (lock) {
            for (Entry<S> entry : waiting) links.add(entry.link);
        }
        return Immutable.listCopy(links);
    }

    /**
     * The most links kept waiting, besides the one being opened.
     *
     * @return the capacity
     */
    public int capacity() {
        return capacity;
    }

    /** Takes a link, under the lock, applying the capacity now (which may drop waiting links). */
    private Entry<S> take(String url, RouteSource source,
                          @Nullable CompletableFuture<Delivery<S>> delivered) {
        received++;
        Entry<S> entry = new Entry<>(new Link(url, source, received), delivered);
        if (waiting.size() >= capacity) {
            // A queue of one keeps the newest link: say so rather than count.
            String why = capacity == 1
                ? ErrorText.ROUTER_LINK_DROPPED_REPLACED.format(Texts.shortened(url))
                : ErrorText.ROUTER_LINK_DROPPED_FULL.format(String.valueOf(capacity));
            while (waiting.size() >= capacity) finish(waiting.removeFirst(), null, null, why);
        }
        waiting.addLast(entry);
        return entry;
    }

    /** Decides a link's delivery, under the lock: it is reported in this order. */
    private void finish(Entry<S> entry, @Nullable RouteOutcome<S> outcome,
                        @Nullable Throwable error, @Nullable String dropped) {
        outbox.addLast(new Finished<>(new Delivery<>(entry.link, outcome, error, dropped),
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
        if (report) router.executor.execute(this::report);
        if (next != null) open(next);
    }

    /** Opens the link, outside the lock; its end is taken on the router's executor. */
    private void open(Entry<S> entry) {
        CompletableFuture<RouteOutcome<S>> open;
        try {
            open = router.open(entry.link.url, entry.link.source);
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
            router.executor.execute(() -> opened(entry, outcome, error)));
    }

    /** The link's open ended: its delivery, then the next link. */
    private void opened(Entry<S> entry, @Nullable RouteOutcome<S> outcome,
                        @Nullable Throwable error) {
        Throwable failure = error == null ? null : OpenRun.unwrap(error);
        if (failure instanceof CancellationException) {
            failure = RoutingException.cancelled(entry.link.url);
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
                finish(entry, null, null, ErrorText.ROUTER_LINK_DROPPED_CANCELLED.template);
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
                router.executor.execute(this::report);
                return;
            }
            if (listener != null) {
                try {
                    listener.accept(next.delivery);
                } catch (RuntimeException dropped) {
                    // The listener's failure is its own: the delivery stands.
                }
            }
            if (next.delivered != null) next.delivered.complete(next.delivery);
        }
    }

    /**
     * What a queue is built from. Not thread-safe; {@link #build()} copies it.
     *
     * @param <S> the app's screen type
     */
    public static final class Builder<S> {
        private final Router<S> router;
        private int capacity = DEFAULT_CAPACITY;
        @Nullable private Consumer<Delivery<S>> listener;

        private Builder(Router<S> router) {
            this.router = router;
        }

        /**
         * The most links kept waiting, besides the one being opened (default {@value
         * PendingLinks#DEFAULT_CAPACITY}); past it the oldest is dropped at once and reported (a
         * flood of links from another app cannot grow memory without bound). 1 keeps only the
         * newest link, for apps where a later link makes an earlier one moot.
         *
         * @param capacity at least 1
         * @return this builder
         * @throws IllegalArgumentException when {@code capacity} is below 1
         */
        public Builder<S> capacity(int capacity) {
            if (capacity < 1) {
                throw new IllegalArgumentException("a queue keeps at least 1 link; capacity "
                    + capacity);
            }
            this.capacity = capacity;
            return this;
        }

        /**
         * What is told what became of each link (Swift's {@code deliveries}): called on the
         * router's executor, once a link, in the order the queue decided. An exception it throws
         * is dropped.
         *
         * @param listener the listener
         * @return this builder
         */
        public Builder<S> onDelivery(Consumer<Delivery<S>> listener) {
            this.listener = Objects.requireNonNull(listener, "listener");
            return this;
        }

        /**
         * The queue, held by {@code "launch"} until {@link PendingLinks#ready()}.
         *
         * @return the queue
         */
        public PendingLinks<S> build() {
            return new PendingLinks<>(this);
        }
    }

    /** A link as it arrived. Immutable. */
    public static final class Link {
        private final String url;
        private final RouteSource source;
        private final long sequence;

        Link(String url, RouteSource source, long sequence) {
            this.url = url;
            this.source = source;
            this.sequence = sequence;
        }

        /**
         * The URL, exactly as it arrived.
         *
         * @return the URL
         */
        public String url() {
            return url;
        }

        /**
         * Where it came from.
         *
         * @return the source
         */
        public RouteSource source() {
            return source;
        }

        /**
         * Its place in arrival order, from 1.
         *
         * @return the sequence number
         */
        public long sequence() {
            return sequence;
        }

        @Override
        public boolean equals(@Nullable Object other) {
            if (!(other instanceof Link)) return false;
            Link link = (Link) other;
            return sequence == link.sequence && url.equals(link.url) && source.equals(link.source);
        }

        @Override
        public int hashCode() {
            return Objects.hash(url, source, sequence);
        }

        /** The link as {@code #3 shop://goods/7}. */
        @Override
        public String toString() {
            return "#" + sequence + " " + url;
        }
    }

    /**
     * What became of a link: opened (the router's outcome), failed to open (why), or dropped
     * unopened (why). Immutable.
     *
     * @param <S> the app's screen type
     */
    public static final class Delivery<S> {
        private final Link link;
        @Nullable private final RouteOutcome<S> outcome;
        @Nullable private final Throwable error;
        @Nullable private final String dropped;

        Delivery(Link link, @Nullable RouteOutcome<S> outcome, @Nullable Throwable error,
                 @Nullable String dropped) {
            this.link = link;
            this.outcome = outcome;
            this.error = error;
            this.dropped = dropped;
        }

        /**
         * The link.
         *
         * @return the link
         */
        public Link link() {
            return link;
        }

        /**
         * Whether the link was opened (its open succeeded or failed); false when it was dropped.
         *
         * @return whether it was opened
         */
        public boolean opened() {
            return dropped == null;
        }

        /**
         * The router's outcome, when the open succeeded.
         *
         * @return the outcome, or null
         */
        @Nullable
        public RouteOutcome<S> outcome() {
            return outcome;
        }

        /**
         * Why the open failed: the {@link RoutingException} the router's future failed with
         * ({@code CANCELLED} when the {@code deliver} was cancelled during the open).
         *
         * @return the failure, or null when the link opened or was dropped
         */
        @Nullable
        public Throwable error() {
            return error;
        }

        /**
         * Why the link was dropped without being opened: {@code "more than 32 links were
         * waiting"}, {@code "replaced by the newer link shop://goods/2"} or {@code "cancelled
         * before it was opened"}.
         *
         * @return the reason, or null when it was opened
         */
        @Nullable
        public String dropped() {
            return dropped;
        }

        /**
         * The delivery as {@code shop://goods/7: opened}, {@code …: failed: why} or {@code …:
         * dropped: why}.
         */
        @Override
        public String toString() {
            if (dropped != null) return link.url + ": dropped: " + dropped;
            if (error != null) return link.url + ": failed: " + error.getMessage();
            return link.url + ": opened";
        }
    }

    /** A hold on the queue; links wait until every hold is released. */
    public static final class Hold {
        private final String reason;
        private final boolean launch;

        Hold(String reason, boolean launch) {
            this.reason = reason;
            this.launch = launch;
        }

        /**
         * Why the queue is held ({@code "launch"}, {@code "login"}).
         *
         * @return the reason
         */
        public String reason() {
            return reason;
        }

        @Override
        public String toString() {
            return "hold " + reason;
        }
    }

    /** A link in the queue, and who waits for it. */
    private static final class Entry<S> {
        final Link link;
        @Nullable final CompletableFuture<Delivery<S>> delivered;
        /** Its open, once started (under the lock). */
        @Nullable CompletableFuture<RouteOutcome<S>> open;
        /** Its deliver was cancelled before its open was known (under the lock). */
        boolean cancelWhenOpened;

        Entry(Link link, @Nullable CompletableFuture<Delivery<S>> delivered) {
            this.link = link;
            this.delivered = delivered;
        }
    }

    /** A delivery decided, and the future of its {@code deliver}. */
    private static final class Finished<S> {
        final Delivery<S> delivery;
        @Nullable final CompletableFuture<Delivery<S>> delivered;

        Finished(Delivery<S> delivery, @Nullable CompletableFuture<Delivery<S>> delivered) {
            this.delivery = delivery;
            this.delivered = delivered;
        }
    }
}
