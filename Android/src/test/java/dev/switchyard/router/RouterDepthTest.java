package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Long chains on an inline executor (issue #91, decision 5): middleware, declines and the
 * answers that come back up through them run at a constant stack depth, so that their count is
 * no limit; and what an open that ended early still waited on is cancelled (decision 6).
 */
class RouterDepthTest {
    /** A stack far smaller than a phone's main thread's (8 MiB) or the JVM's default (1 MiB). */
    private static final long SMALL_STACK = 256 * 1024;

    private final List<OpenEvent> events = new ArrayList<>();

    /** Runs {@code body} on a thread with a small stack; what it threw, or null. */
    private static Throwable onASmallStack(Runnable body) throws InterruptedException {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                body.run();
            } catch (Throwable error) {
                thrown.set(error);
            }
        }, "small stack", SMALL_STACK);
        thread.start();
        thread.join();
        return thrown.get();
    }

    @Test
    void tenThousandMiddlewareRunOnAnInlineExecutor() throws Exception {
        Router.Builder<String> builder = Router.<String>builder(RouterThreadingTest.table())
            .executor(Runnable::run)
            .handler("help", request -> RouteResponse.handled())
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .analytics(events::add);
        int[] entered = {0};
        for (int i = 0; i < 10_000; i++) {
            builder.use(Middleware.of("pass " + i, chain -> {
                entered[0]++;
                return chain.proceed(chain.request());
            }));
        }
        Router<String> router = builder.build();
        AtomicReference<CompletableFuture<RouteOutcome<String>>> open = new AtomicReference<>();
        assertNull(onASmallStack(() -> open.set(router.open("shop://help", RouteSource.PUSH))));
        assertTrue(open.get().isDone());
        assertEquals(RouteResponse.Kind.HANDLED, open.get().join().response().kind());
        assertEquals(10_000, entered[0]);
        assertEquals(1, events.size());
    }

    @Test
    void aThousandCandidatesThatDeclineReachTheUnmatchedHandler() throws Exception {
        StringBuilder routes = new StringBuilder();
        for (int i = 1; i <= 1_000; i++) {
            if (i > 1) routes.append(',');
            // Each its own regex, all matching shop://d/a: a thousand candidates of one link.
            routes.append("{\"pattern\": \"shop://d/:x(a{1,").append(i)
                .append("})\", \"handler\": \"decline\"}");
        }
        RouteTable table = RouteTableFile.parse("{\"options\": {\"accept\": [\"shop\"]},"
            + " \"routes\": [" + routes + "]}", "routes.json");
        int[] declined = {0};
        Router<String> router = Router.<String>builder(table)
            .executor(Runnable::run)
            .handler("decline", request -> {
                declined[0]++;
                return RouteResponse.declined();
            })
            .unmatched(request -> RouteResponse.value(request.error().reason().spelling() + " "
                + request.error().count()))
            .analytics(events::add)
            .build();
        AtomicReference<CompletableFuture<RouteOutcome<String>>> open = new AtomicReference<>();
        assertNull(onASmallStack(() -> open.set(router.open("shop://d/a", RouteSource.PUSH))));
        assertTrue(open.get().isDone());
        assertEquals("allDeclined 1000", open.get().join().response().value());
        assertEquals(1_000, declined[0]);
        assertEquals(1, events.size());
    }

    @Test
    void aCancelWhileTheNavigatorRunsDoesNotRewriteWhatTheUserSaw() throws Exception {
        List<Runnable> queued = new ArrayList<>();
        AtomicReference<CompletableFuture<RouteOutcome<String>>> open = new AtomicReference<>();
        List<String> shown = new ArrayList<>();
        Router<String> router = Router.<String>builder(RouterThreadingTest.table())
            .executor(queued::add)
            .handler("help", request -> RouteResponse.navigate("help"))
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .navigator(screen -> {
                shown.add(screen);
                open.get().cancel(true);   // the caller gives up while the screen is shown
            })
            .analytics(events::add)
            .build();
        open.set(router.open("shop://help", RouteSource.PUSH));
        while (!queued.isEmpty()) queued.remove(0).run();
        assertEquals(List.of("help"), shown);
        assertTrue(open.get().isCancelled(), "the future is the caller's: cancelled as asked");
        assertEquals(1, events.size());
        assertEquals("handled", events.get(0).properties().get("outcome"));
        assertNull(events.get(0).properties().get("reason"));
    }

    @Test
    void anOpenEndedEarlyCancelsTheStagesItWaitedOn() throws Exception {
        VirtualClock clock = new VirtualClock();
        List<CompletableFuture<RouteResponse<String>>> calls = new ArrayList<>();
        Router<String> router = Router.<String>builder(RouterThreadingTest.table())
            .executor(Runnable::run)
            .scheduler(clock)
            .use(Middleware.of("outer", chain -> chain.proceed(chain.request())))
            .use(Middleware.of("network", Duration.ofSeconds(3), chain -> {
                CompletableFuture<RouteResponse<String>> call = new CompletableFuture<>();
                calls.add(call);
                return call;
            }))
            .handler("help", request -> RouteResponse.handled())
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .analytics(events::add)
            .build();
        router.open("shop://help", RouteSource.PUSH);
        assertEquals(1, calls.size());
        clock.advance(Duration.ofSeconds(3));
        assertTrue(calls.get(0).isCancelled(), "the timed-out middleware's call");
        assertEquals("timedOut", events.get(0).properties().get("reason"));
        CompletableFuture<RouteOutcome<String>> cart = router.open("shop://cart", RouteSource.PUSH);
        assertEquals(2, calls.size());
        assertTrue(cart.cancel(true));
        assertTrue(calls.get(1).isCancelled(), "the middleware's call, still waiting");
        assertEquals("cancelled", events.get(1).properties().get("reason"));
    }

    @Test
    void aCancelledOpenCancelsItsHandlersStage() throws Exception {
        CompletableFuture<RouteResponse<String>> call = new CompletableFuture<>();
        Router<String> router = Router.<String>builder(RouterThreadingTest.table())
            .executor(Runnable::run)
            .asyncHandler("help", request -> call)
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .analytics(events::add)
            .build();
        assertTrue(router.open("shop://help", RouteSource.PUSH).cancel(true));
        assertTrue(call.isCancelled());
        assertEquals(1, events.size());
    }
}
