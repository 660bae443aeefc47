package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The router when the app's executor refuses (issue #91, decision 4): {@code open} takes the link
 * or refuses it, and a refused link never opens later; an open that waits when the executor shuts
 * down ends with {@code executorRefused} (or {@code cancelled}), once, with one event; nothing
 * stays queued.
 */
class RouterExecutorFaultTest {
    private final List<OpenEvent> events = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger handled = new AtomicInteger();
    private final ExecutorService app = Executors.newSingleThreadExecutor(
        task -> new Thread(task, "app main"));
    /** The router {@link #waitingWhenTheAppShutsDown} opened with. */
    private Router<String> opened;

    @AfterEach
    void stop() {
        app.shutdownNow();
    }

    /** An executor that refuses while {@code refusing} is set, and runs inline otherwise. */
    private static final class Refusing implements java.util.concurrent.Executor {
        volatile boolean refusing = true;
        final List<Runnable> refused = new ArrayList<>();

        @Override
        public void execute(Runnable task) {
            if (refusing) {
                refused.add(task);
                throw new RejectedExecutionException("the app is finishing");
            }
            task.run();
        }
    }

    private Router.Builder<String> builder(java.util.concurrent.Executor executor)
        throws Exception {
        return Router.<String>builder(RouterThreadingTest.table())
            .executor(executor)
            .handler("help", request -> {
                handled.incrementAndGet();
                return RouteResponse.handled();
            })
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .analytics(events::add);
    }

    private static RoutingException failure(CompletableFuture<?> open) {
        return RoutingException.of(org.junit.jupiter.api.Assertions.assertThrows(
            CompletionException.class, open::join));
    }

    @Test
    void aRefusedOpenFailsAtOnceAndNeverOpensLater() throws Exception {
        Refusing executor = new Refusing();
        Router<String> router = builder(executor).build();
        CompletableFuture<RouteOutcome<String>> open = router.open("shop://help", RouteSource.PUSH);
        assertTrue(open.isDone(), "open returned a future that has failed");
        RoutingException error = failure(open);
        assertEquals(RoutingException.Reason.EXECUTOR_REFUSED, error.reason());
        assertInstanceOf(RejectedExecutionException.class, error.getCause());
        assertEquals(1, events.size());
        assertEquals("executorRefused", events.get(0).properties().get("reason"));
        assertTrue(router.executor.idle(), "nothing stays queued");

        executor.refusing = false;
        assertEquals(RouteResponse.Kind.HANDLED,
            router.open("shop://goods/7", RouteSource.PUSH).join().response().kind());
        assertEquals(0, handled.get(), "the refused link never opened");
        assertEquals(2, events.size());
    }

    @Test
    void anExecutorThatKeepsRefusingQueuesNothing() throws Exception {
        Refusing executor = new Refusing();
        Router<String> router = builder(executor).build();
        for (int i = 0; i < 10_000; i++) {
            assertEquals(RoutingException.Reason.EXECUTOR_REFUSED,
                failure(router.open("shop://help", RouteSource.PUSH)).reason());
        }
        assertTrue(router.executor.idle());
        assertEquals(10_000, events.size());
        executor.refusing = false;
        router.open("shop://goods/1", RouteSource.PUSH).join();
        assertEquals(0, handled.get());
    }

    /** Opens shop://help through a middleware waiting on {@code held}, then shuts the app down. */
    private CompletableFuture<RouteOutcome<String>> waitingWhenTheAppShutsDown(
        CompletableFuture<RouteResponse<String>> held) throws Exception {
        Router<String> router = builder(app)
            .use(Middleware.of("network", chain -> held))
            .build();
        opened = router;
        CompletableFuture<RouteOutcome<String>> open = router.open("shop://help", RouteSource.PUSH);
        app.submit(() -> { }).get(5, TimeUnit.SECONDS);
        app.shutdown();
        assertTrue(app.awaitTermination(5, TimeUnit.SECONDS));
        return open;
    }

    @Test
    void anOpenWaitingWhenTheExecutorShutsDownEndsRefused() throws Exception {
        CompletableFuture<RouteResponse<String>> held = new CompletableFuture<>();
        CompletableFuture<RouteOutcome<String>> open = waitingWhenTheAppShutsDown(held);
        Router<String> router = opened;
        held.complete(RouteResponse.handled());
        assertTrue(open.isDone(), "ended on the thread the executor refused");
        assertEquals(RoutingException.Reason.EXECUTOR_REFUSED, failure(open).reason());
        assertEquals(1, events.size());
        assertTrue(router.executor.idle());
    }

    @Test
    void aCancelAfterTheExecutorShutDownStillEndsTheOpenWithItsEvent() throws Exception {
        CompletableFuture<RouteResponse<String>> held = new CompletableFuture<>();
        CompletableFuture<RouteOutcome<String>> open = waitingWhenTheAppShutsDown(held);
        Router<String> router = opened;
        assertTrue(open.cancel(true));
        assertEquals(1, events.size());
        assertEquals("cancelled", events.get(0).properties().get("reason"));
        assertTrue(held.isCancelled(), "the stage the middleware waited on was cancelled");
        assertTrue(router.executor.idle());
    }

    @Test
    void aLoginGateOnAShutDownExecutorLetsItsFlowGo() throws Exception {
        CompletableFuture<Boolean> login = new CompletableFuture<>();
        AtomicInteger asked = new AtomicInteger();
        LoginGate<String> gate = LoginGate.of(() -> false, request -> {
            asked.incrementAndGet();
            return login;
        });
        Router<String> router = builder(app).use(gate, "login").build();
        CompletableFuture<RouteOutcome<String>> first =
            router.open("shop://cart", RouteSource.PUSH);
        CompletableFuture<RouteOutcome<String>> second =
            router.open("shop://goods/3", RouteSource.PUSH);
        app.submit(() -> { }).get(5, TimeUnit.SECONDS);
        assertEquals(1, asked.get());
        app.shutdown();
        assertTrue(app.awaitTermination(5, TimeUnit.SECONDS));
        login.complete(true);
        assertEquals(RoutingException.Reason.EXECUTOR_REFUSED, failure(first).reason());
        assertTrue(second.isDone(), "the link parked behind it ended too");
        assertEquals(RoutingException.Reason.EXECUTOR_REFUSED, failure(second).reason());
        assertEquals(2, events.size());
        assertEquals(List.of(), gate.parkedLinks());
        assertEquals(1, asked.get(), "logIn was not asked for the link behind");
        assertTrue(router.executor.idle());
    }

    @Test
    void theRefusalIsTheCauseOfTheOpensError() throws Exception {
        RejectedExecutionException refusal = new RejectedExecutionException("full");
        Router<String> router = builder(task -> {
            throw refusal;
        }).build();
        assertSame(refusal, failure(router.open("shop://help", RouteSource.PUSH)).getCause());
    }
}
