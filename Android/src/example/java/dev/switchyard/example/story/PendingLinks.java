package dev.switchyard.example.story;

import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.RouteOutcome;
import dev.switchyard.router.Router;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The links that arrive while the app cannot show them yet, kept in order and opened when nothing
 * holds the queue: the part of Swift's {@code PendingLinks} the story uses (the JVM library has no
 * such queue; an Android app that needs one writes this). The queue starts held by {@code
 * "launch"} ({@link #ready()} releases it); a flow holds it too ({@link #hold(String)}), such as
 * the login gate's while the login screen is up. Unlike Swift's, a link that finds the queue free
 * is opened at once, beside one still open, and no capacity is kept.
 */
final class PendingLinks {
    /** A link handed over, and what became of it. */
    static final class Delivery {
        final String url;
        final RouteSource source;
        final CompletableFuture<RouteOutcome<Navigation>> result = new CompletableFuture<>();

        Delivery(String url, RouteSource source) {
            this.url = url;
            this.source = source;
        }
    }

    /** One hold on the queue. */
    static final class Hold {
        final String why;

        Hold(String why) {
            this.why = why;
        }
    }

    private final Router<Navigation> router;
    private final List<Hold> holds = new ArrayList<>();
    private final Deque<Delivery> waiting = new ArrayDeque<>();
    private final Hold launch = new Hold("launch");

    PendingLinks(Router<Navigation> router) {
        this.router = router;
        holds.add(launch);
    }

    /** Opens the link now, or when the last hold is released. */
    Delivery deliver(String url, RouteSource source) {
        Delivery delivery = new Delivery(url, source);
        synchronized (this) {
            if (!holds.isEmpty()) {
                waiting.add(delivery);
                return delivery;
            }
        }
        open(delivery);
        return delivery;
    }

    /** Why the queue is held, in the order the holds were taken. */
    synchronized List<String> heldBy() {
        List<String> names = new ArrayList<>();
        for (Hold hold : holds) names.add(hold.why);
        return names;
    }

    /** Holds the queue: links wait until every hold is released. */
    synchronized Hold hold(String why) {
        Hold hold = new Hold(why);
        holds.add(hold);
        return hold;
    }

    /** The app is launched: releases the {@code "launch"} hold. */
    void ready() {
        release(launch);
    }

    /** Releases a hold; with none left, the waiting links are opened, in order. */
    void release(Hold hold) {
        List<Delivery> free = new ArrayList<>();
        synchronized (this) {
            holds.remove(hold);
            if (!holds.isEmpty()) return;
            free.addAll(waiting);
            waiting.clear();
        }
        for (Delivery delivery : free) open(delivery);
    }

    private void open(Delivery delivery) {
        router.open(delivery.url, delivery.source).whenComplete((outcome, error) -> {
            if (error != null) {
                delivery.result.completeExceptionally(error);
            } else {
                delivery.result.complete(outcome);
            }
        });
    }
}
