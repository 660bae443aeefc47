package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/**
 * An open that a timeout ended keeps nothing (issue #78 item 6, bounded; Android/bench.sh router
 * measures 100,000): its deadline is removed, and its chain, its request and the stage its
 * middleware never completed are collected.
 */
class RouterRetentionTest {
    @Test
    void opensEndedByTheirTimeoutsLeaveNothingBehind() throws Exception {
        VirtualClock clock = new VirtualClock();
        List<WeakReference<Object>> left = new ArrayList<>();
        Router<String> router = Router.<String>builder(RouterThreadingTest.table())
            .executor(Runnable::run)
            .scheduler(clock)
            .use(Middleware.of("never", Duration.ofSeconds(3), chain -> {
                CompletableFuture<RouteResponse<String>> never = new CompletableFuture<>();
                left.add(new WeakReference<>(chain));
                left.add(new WeakReference<>(chain.request()));
                left.add(new WeakReference<>(never));
                return never;
            }))
            .handler("help", request -> RouteResponse.handled())
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .build();
        int timedOut = 0;
        for (int round = 0; round < 10; round++) {
            List<CompletableFuture<RouteOutcome<String>>> opens = new ArrayList<>();
            for (int i = 0; i < 1_000; i++) opens.add(router.open("shop://help", RouteSource.PUSH));
            assertEquals(1_000, clock.pending());
            clock.advance(Duration.ofSeconds(3));
            assertEquals(0, clock.pending(), "every deadline ran or was removed");
            for (CompletableFuture<RouteOutcome<String>> open : opens) {
                try {
                    open.join();
                } catch (CompletionException failed) {
                    if (RoutingException.of(failed).reason() == RoutingException.Reason.TIMED_OUT) {
                        timedOut++;
                    }
                }
            }
        }
        assertEquals(10_000, timedOut);
        assertEquals(30_000, left.size());
        for (int i = 0; i < 20 && left.stream().anyMatch(ref -> ref.get() != null); i++) {
            System.gc();
            Thread.sleep(20);
        }
        long kept = left.stream().filter(ref -> ref.get() != null).count();
        assertTrue(kept == 0, kept + " of the abandoned chains, requests and stages are kept");
    }

    /** 100,000 opens whose sink throws, then 100,000 whose logIn throws (issue #91). */
    @Test
    void faultyAppCodeLeavesThreadsAndHeapFlat() throws Exception {
        int threads = Thread.activeCount();
        long heap = usedHeap();
        int[] failures = {0};
        int[] events = {0};
        LoginGate<String> gate = LoginGate.of(() -> false, request -> {
            throw RouterFaultTest.sneaky(new java.io.IOException("checked, through Kotlin"));
        });
        Router<String> router = Router.<String>builder(RouterThreadingTest.table())
            .executor(Runnable::run)
            .use(gate, "login")
            .handler("help", request -> RouteResponse.handled())
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .analytics(event -> events[0]++)
            .analytics(event -> {
                throw new RouterFaultTest.NotImplementedError();
            })
            .onSinkFailure(error -> failures[0]++)
            .build();
        for (int i = 0; i < 100_000; i++) {
            assertTrue(router.open("shop://help", RouteSource.PUSH).isDone());
        }
        for (int i = 0; i < 100_000; i++) {
            CompletableFuture<RouteOutcome<String>> open =
                router.open("shop://cart", RouteSource.PUSH);
            assertTrue(open.isCompletedExceptionally());
        }
        assertEquals(200_000, events[0]);
        assertEquals(200_000, failures[0]);
        assertEquals(List.of(), gate.parkedLinks());
        assertTrue(router.executor.idle());
        assertEquals(threads, Thread.activeCount());
        long grown = usedHeap() - heap;
        assertTrue(grown < 32L << 20, "the heap grew by " + grown + " bytes");
    }

    private static long usedHeap() throws InterruptedException {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(20);
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
