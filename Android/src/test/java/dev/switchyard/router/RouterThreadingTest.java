package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Which thread runs what (the Pipeline article's JVM rule): every call into app code on the one
 * executor the app names, whatever thread a stage completes on or {@code proceed} is called from;
 * {@code proceed} at most once under a race; a middleware that never answers holds no thread.
 */
class RouterThreadingTest {
    static final String TABLE = "{\"options\": {\"accept\": [\"shop\", \"https://m.shop.example\"],"
        + " \"webOrigins\": [\"https://m.shop.example\"]}, \"routes\": ["
        + " {\"pattern\": \"shop://help\", \"handler\": \"help\"},"
        + " {\"pattern\": \"shop://cart\", \"handler\": \"cart\", \"tags\": [\"login\"]},"
        + " {\"pattern\": \"shop://goods/<int:id>\", \"handler\": \"goods\","
        + " \"tags\": [\"login\"]}]}";

    private final ExecutorService app = Executors.newSingleThreadExecutor(
        task -> new Thread(task, "app main"));
    private final ExecutorService elsewhere = Executors.newFixedThreadPool(2);
    private final List<String> offTheExecutor = Collections.synchronizedList(new ArrayList<>());

    @AfterEach
    void stop() {
        app.shutdownNow();
        elsewhere.shutdownNow();
    }

    static RouteTable table() throws Exception {
        return RouteTableFile.parse(TABLE, "routes.json");
    }

    /** Records {@code where} when it runs on another thread than the app's. */
    private void onTheExecutor(String where) {
        if (!Thread.currentThread().getName().equals("app main")) {
            offTheExecutor.add(where + " on " + Thread.currentThread().getName());
        }
    }

    /** A router whose every callback records where it ran, its events into {@code events}. */
    private Router<String> recording(List<OpenEvent> events) throws Exception {
        return Router.<String>builder(table())
            .executor(app)
            .use(Middleware.of("hop", chain -> {
                onTheExecutor("middleware");
                CompletableFuture<RouteResponse<String>> answer = new CompletableFuture<>();
                // proceed from another thread: the rest of the chain hops back to the executor
                elsewhere.execute(() -> chain.proceed(chain.request())
                    // Attached on this thread: it runs here when the stage has completed already.
                    .whenComplete((response, error) -> answer.complete(response)));
                return answer;
            }))
            .use(LoginGate.of(() -> {
                onTheExecutor("isLoggedIn");
                return false;
            }, request -> {
                onTheExecutor("logIn");
                return CompletableFuture.supplyAsync(() -> true, elsewhere);
            }), "login")
            .asyncHandler("goods", request -> {
                onTheExecutor("async handler");
                return CompletableFuture.supplyAsync(
                    () -> RouteResponse.navigate("goods " + request.parameter("id")), elsewhere);
            })
            .handler("cart", request -> {
                onTheExecutor("handler");
                return RouteResponse.redirect("shop://goods/7");
            })
            .handler("help", request -> RouteResponse.handled())
            .unmatched(miss -> {
                onTheExecutor("unmatched");
                return RouteResponse.value("web");
            })
            .navigator(screen -> onTheExecutor("navigator"))
            .analytics(event -> {
                onTheExecutor("analytics");
                events.add(event);
            })
            .build();
    }

    @Test
    void everyAppCallbackRunsOnTheExecutorWhateverThreadAStageCompletesOn() throws Exception {
        List<OpenEvent> events = Collections.synchronizedList(new ArrayList<>());
        Router<String> router = recording(events);
        // The app's thread is held until the test listens, so that the future completes later.
        CountDownLatch listening = new CountDownLatch(1);
        app.execute(() -> await(listening));
        CompletableFuture<RouteOutcome<String>> opened =
            router.open("shop://cart", RouteSource.PUSH);
        CompletableFuture<String> completedOn = opened.thenApply(outcome ->
            Thread.currentThread().getName());
        listening.countDown();
        // Waited for first: a thread waiting in the open's own get() may run its dependents.
        assertEquals("app main", completedOn.get(10, TimeUnit.SECONDS));
        RouteOutcome<String> outcome = opened.get(10, TimeUnit.SECONDS);
        assertEquals("goods 7", outcome.screen());
        assertEquals(List.of("shop://cart", "shop://goods/7"), outcome.redirects());
        RouteOutcome<String> web = router.open("shop://nowhere", RouteSource.IN_APP)
            .get(10, TimeUnit.SECONDS);
        assertEquals("web", web.value());
        assertEquals(List.of(), offTheExecutor);
        assertEquals(2, events.size());
    }

    @Test
    void proceedRacedFromTwoThreadsRunsTheRestOfTheChainOnce() throws Exception {
        for (int round = 0; round < 100; round++) {
            AtomicInteger handled = new AtomicInteger();
            List<String> failures = Collections.synchronizedList(new ArrayList<>());
            Router<String> router = Router.<String>builder(table())
                .executor(app)
                .use(Middleware.of("greedy", chain -> {
                    CountDownLatch start = new CountDownLatch(1);
                    List<CompletableFuture<RouteResponse<String>>> calls = new ArrayList<>();
                    for (int i = 0; i < 2; i++) {
                        calls.add(CompletableFuture.supplyAsync(() -> {
                            await(start);
                            return chain.proceed(chain.request());
                        }, elsewhere).thenCompose(stage -> stage));
                    }
                    start.countDown();
                    return calls.get(0).handle((first, error) -> {
                        if (error != null) failures.add(RoutingException.of(error).reason().name());
                        return first;
                    }).thenCombine(calls.get(1).handle((second, error) -> {
                        if (error != null) failures.add(RoutingException.of(error).reason().name());
                        return second;
                    }), (first, second) -> first != null ? first : second);
                }))
                .handler("help", request -> {
                    handled.incrementAndGet();
                    return RouteResponse.handled();
                })
                .handler("cart", request -> RouteResponse.handled())
                .handler("goods", request -> RouteResponse.handled())
                .build();
            RouteOutcome<String> outcome =
                router.open("shop://help", RouteSource.IN_APP).get(10, TimeUnit.SECONDS);
            assertEquals(RouteResponse.Kind.HANDLED, outcome.response().kind());
            assertEquals(1, handled.get(), "round " + round);
            assertEquals(List.of("NEXT_CALLED_TWICE"), failures, "round " + round);
        }
    }

    @Test
    void middlewareThatNeverAnswersHoldsNoThreadAndEndsAtItsTimeout() throws Exception {
        Router<String> router = Router.<String>builder(table())
            .executor(app)
            .use(Middleware.of("never", Duration.ofMillis(1), chain -> new CompletableFuture<>()))
            .handler("help", request -> RouteResponse.handled())
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .build();
        // The first open starts the shared deadline thread, if no test did before.
        assertTimedOut(router.open("shop://help", RouteSource.IN_APP));
        int threads = ManagementFactory.getThreadMXBean().getThreadCount();
        List<CompletableFuture<RouteOutcome<String>>> opens = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) opens.add(router.open("shop://help", RouteSource.IN_APP));
        for (CompletableFuture<RouteOutcome<String>> open : opens) assertTimedOut(open);
        assertTrue(ManagementFactory.getThreadMXBean().getThreadCount() <= threads,
            "threads: " + threads + " before, "
                + ManagementFactory.getThreadMXBean().getThreadCount() + " after");
    }

    private static void assertTimedOut(CompletableFuture<RouteOutcome<String>> open)
        throws InterruptedException, java.util.concurrent.TimeoutException {
        try {
            open.get(10, TimeUnit.SECONDS);
            throw new AssertionError("the open ended with an outcome");
        } catch (ExecutionException failed) {
            RoutingException error = RoutingException.of(failed);
            assertEquals(RoutingException.Reason.TIMED_OUT, error.reason());
            assertEquals("middleware never timed out after 0.001 seconds",
                error.getMessage());
        }
    }

    @Test
    void openReturnsAtOnceAndRunsNothingOnTheCallersThread() throws Exception {
        List<Runnable> queued = new ArrayList<>();
        AtomicInteger handled = new AtomicInteger();
        Router<String> router = Router.<String>builder(table())
            .executor(queued::add)
            .handler("help", request -> {
                handled.incrementAndGet();
                return RouteResponse.handled();
            })
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .build();
        CompletableFuture<RouteOutcome<String>> open =
            router.open("shop://help", RouteSource.IN_APP);
        assertFalse(open.isDone());
        assertEquals(0, handled.get());
        assertEquals(1, queued.size());
        queued.remove(0).run();
        assertTrue(open.isDone());
        assertEquals(1, handled.get());
    }

    @Test
    void aBurstOfOpensTakesTurnsOnTheExecutor() throws Exception {
        List<Runnable> queued = new ArrayList<>();
        Router<String> router = Router.<String>builder(table())
            .executor(queued::add)
            .handler("help", request -> RouteResponse.handled())
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .build();
        List<CompletableFuture<RouteOutcome<String>>> opens = new ArrayList<>();
        for (int i = 0; i < 100; i++) opens.add(router.open("shop://help", RouteSource.IN_APP));
        assertEquals(1, queued.size(), "one task of the executor's at a time");
        queued.remove(0).run();
        assertEquals(64, opens.stream().filter(CompletableFuture::isDone).count());
        assertEquals(1, queued.size(), "the rest in the executor's next task");
        queued.remove(0).run();
        assertTrue(opens.stream().allMatch(CompletableFuture::isDone));
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
