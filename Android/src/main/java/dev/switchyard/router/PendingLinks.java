package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.policy.RouteSource;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javax.annotation.Nullable;

/**
 * A queue for links that arrive before the app can show them: while the app is launching (an
 * Android app gets its link in {@code onCreate} or {@code onNewIntent}, before its UI is up),
 * before a navigator is attached, or while a login is in progress. Links are kept in order and
 * each is opened once, one after the other, when the app says it is ready and nothing holds the
 * queue.
 *
 * <p>A queue starts held by {@code "launch"}; {@link #ready()} releases that hold. Any flow can
 * hold it too ({@link #hold(String)}), and links wait until every hold is released.
 *
 * <pre>{@code
 * PendingLinks<Screen> links = PendingLinks.builder(router)      // or PendingLinks.of(router)
 *     .capacity(32)                                              // 1 keeps only the newest link
 *     .onDelivery(delivery -> log.info(delivery.toString()))     // what became of each link
 *     .build();
 * Uri uri = intent.getData();                                   // null when the intent has none
 * if (uri != null) links.receive(uri.toString(), RouteSource.UNIVERSAL_LINK); // returns at once
 * links.ready();                                                 // the UI is up: links open
 * PendingLinks.Hold login = links.hold("login");                 // other links wait meanwhile
 * links.release(login);                                          // and follow, in order
 * }</pre>
 *
 * <p><b>What becomes of each link.</b> Every link the queue takes ends in exactly one {@link
 * LinkDelivery}, given to the {@code onDelivery} listener and to the future {@link #deliver(String,
 * RouteSource)} returned for it:
 * <ul>
 *   <li><b>Opened</b>, one at a time, in the order the links arrived: the next opens when the
 *       previous open's future has completed. {@link LinkDelivery#outcome()} holds the router's
 *       outcome, or {@link LinkDelivery#error()} why the open failed.</li>
 *   <li><b>Dropped because the queue is full.</b> At most {@code capacity} links wait, besides the
 *       one being opened: a link that arrives when {@code capacity} wait pushes the oldest out, at
 *       once, {@link LinkDelivery#dropped()} {@code "more than N links were waiting"}; with a
 *       capacity of 1 the new link replaces the waiting one ({@code "replaced by the newer link
 *       …"}).</li>
 *   <li><b>Dropped because its {@code deliver} was cancelled</b> while it waits: {@code
 *       "cancelled before it was opened"}. When it is being opened, its open is cancelled as
 *       {@link Router#open(String, RouteSource)}'s is (a waiting middleware or login lets go at
 *       once), and the delivery holds that open's end: usually a {@link RoutingException} {@code
 *       CANCELLED}, or the outcome when the open finished first. The cancelled future itself
 *       completes with a {@code CancellationException}, as any does: the listener gets the
 *       delivery.</li>
 * </ul>
 *
 * <p><b>Threads.</b> Every method may be called from any thread and returns at once; no thread is
 * held while links wait. The listener runs on the router's executor, one delivery at a time, in the
 * order the queue decided them, and {@code deliver}'s futures complete there, after it. The state
 * is behind one lock, under which no app code runs. {@link #ready()} and {@link #release(Hold)}
 * return at once, not when the links they released have opened (a method that waited would block
 * its thread): {@code deliver}'s future and the listener say when.
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public final class PendingLinks<S> {
    /** The capacity {@link #of(Router)} gives: 32 links waiting, then the oldest is dropped. */
    public static final int DEFAULT_CAPACITY = 32;
    private final LinkQueue<S> queue;

    private PendingLinks(Builder<S> builder) {
        this.queue = new LinkQueue<>(builder.router, builder.capacity, builder.listener);
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
     * A queue of {@code capacity} links ({@link Builder#capacity(int)}), held by {@code "launch"}.
     *
     * @param router the router that opens the links once the queue is released
     * @param capacity the most links kept waiting, besides the one being opened
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
        return Objects.requireNonNull(queue.receive(Objects.requireNonNull(url, "url"),
            Objects.requireNonNull(source, "source"), null));
    }

    /**
     * Takes a link as {@link #receive(String, RouteSource)} does, unless one with the same {@code
     * id} was taken before (of the last 64): an activity recreated with its intent sees the same
     * link again; with an id the intent carries (a notification's), it opens once.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @param id what tells this link from another one with the same URL
     * @return the link, or null when its id was taken already
     */
    @Nullable
    public Link receive(String url, RouteSource source, String id) {
        return queue.receive(Objects.requireNonNull(url, "url"),
            Objects.requireNonNull(source, "source"), Objects.requireNonNull(id, "id"));
    }

    /**
     * Takes a link as {@link #receive(String, RouteSource)} does, and returns what becomes of it,
     * on the router's executor, once it has been opened or dropped. Cancelling the future drops
     * the link at once when it still waits, and cancels its open when it is being opened.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @return its delivery
     */
    public CompletableFuture<LinkDelivery<S>> deliver(String url, RouteSource source) {
        return queue.deliver(Objects.requireNonNull(url, "url"),
            Objects.requireNonNull(source, "source"));
    }

    /**
     * The app can show links now: releases the {@code "launch"} hold and, when no other hold is
     * left, starts opening what waits. Returns at once; calling it again does nothing.
     */
    public void ready() {
        queue.ready();
    }

    /**
     * Holds the queue (a login in progress): links wait until it is released; an open goes on.
     *
     * @param reason why the queue is held ({@code "login"}), as {@link #heldBy()} lists it
     * @return the hold, for {@link #release(Hold)}
     */
    public Hold hold(String reason) {
        return queue.hold(Objects.requireNonNull(reason, "reason"));
    }

    /**
     * Releases a hold; when none is left, starts opening what waits. Returns at once; releasing a
     * hold again, or one of another queue, does nothing.
     *
     * @param hold the hold {@link #hold(String)} returned
     */
    public void release(Hold hold) {
        queue.release(Objects.requireNonNull(hold, "hold"));
    }

    /**
     * Why links wait now: the reasons of the holds, in the order they were taken.
     *
     * @return an unmodifiable copy, empty when nothing holds the queue
     */
    public List<String> heldBy() {
        return queue.heldBy();
    }

    /**
     * The links waiting, oldest first (not the one being opened).
     *
     * @return an unmodifiable copy
     */
    public List<Link> pending() {
        return queue.pending();
    }

    int capacity() {
        return queue.capacity;
    }

    /**
     * What a queue is built from. Not thread-safe; {@link #build()} copies it.
     *
     * @param <S> the app's screen type
     */
    public static final class Builder<S> {
        private final Router<S> router;
        private int capacity = DEFAULT_CAPACITY;
        @Nullable private Consumer<LinkDelivery<S>> listener;

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
            if (capacity < 1) throw new IllegalArgumentException("capacity " + capacity + " < 1");
            this.capacity = capacity;
            return this;
        }

        /**
         * What is told what became of each link: called on the
         * router's executor, once a link, in the order the queue decided. An exception it throws
         * is dropped.
         *
         * @param listener the listener
         * @return this builder
         */
        public Builder<S> onDelivery(Consumer<LinkDelivery<S>> listener) {
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

    /** A link as it arrived: one object a link taken (equal only to itself). Immutable. */
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

        /** The link as {@code #3 shop://goods/7}. */
        @Override
        public String toString() {
            return "#" + sequence + " " + url;
        }
    }

    /** A hold on the queue; links wait until every hold is released. */
    public static final class Hold {
        private final String reason;
        final boolean launch;

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
    }
}
