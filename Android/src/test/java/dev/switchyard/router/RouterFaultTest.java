package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The router under faulty app code (issue #91, decisions 1-3): whatever a middleware, a handler,
 * the unmatched handler, the navigator, {@code logIn} or an analytics observer throws (a checked
 * exception through Kotlin, an {@code Error} such as Kotlin's {@code TODO()}), the open ends once,
 * with one event and the error as its cause; a sink's failure goes to {@code onSinkFailure} and
 * changes nothing else; later opens still work, and nothing stays queued.
 */
class RouterFaultTest {
    /** What Kotlin's {@code TODO()} throws: an {@code Error}, not an exception. */
    static final class NotImplementedError extends Error {
        private static final long serialVersionUID = 1L;

        NotImplementedError() {
            super("An operation is not implemented.");
        }
    }

    private final List<String> ran = new ArrayList<>();
    private final List<OpenEvent> events = new ArrayList<>();
    private final List<Throwable> sinkFailures = new ArrayList<>();
    private final List<Runnable> queued = new ArrayList<>();

    /** Throws {@code error} where Java's compiler would not let it be thrown, as Kotlin does. */
    @SuppressWarnings("unchecked")
    static <E extends Throwable> RuntimeException sneaky(Throwable error) throws E {
        throw (E) error;
    }

    /** A router on a queueing executor ({@link #runAll()} runs it), recording what it calls. */
    private Router.Builder<String> builder() throws Exception {
        return Router.<String>builder(RouterThreadingTest.table())
            .executor(queued::add)
            .handler("help", request -> {
                ran.add("handler help");
                return RouteResponse.navigate("help");
            })
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .navigator(screen -> ran.add("navigator " + screen))
            .analytics(events::add)
            .onSinkFailure(sinkFailures::add);
    }

    private void runAll() {
        while (!queued.isEmpty()) queued.remove(0).run();
    }

    /** Opens {@code url}, runs the executor dry; the open's error (null when it succeeded). */
    private RoutingException open(Router<String> router, String url) {
        CompletableFuture<RouteOutcome<String>> open = router.open(url, RouteSource.PUSH);
        runAll();
        assertTrue(open.isDone(), "the open ended");
        assertTrue(router.executor.idle(), "nothing stays queued");
        try {
            open.join();
            return null;
        } catch (CompletionException failed) {
            return RoutingException.of(failed);
        }
    }

    /** The open failed with {@code reason}, its cause {@code cause}, and one event said so. */
    private void assertFailedOnce(RoutingException error, RoutingException.Reason reason,
                                  Throwable cause) {
        assertEquals(reason, error.reason());
        assertSame(cause, error.getCause());
        assertEquals(1, events.size(), "one event");
        assertEquals(reason.spelling(), events.get(0).properties().get("reason"));
    }

    /** A later open of the same router still ends, with its own event. */
    private void assertLaterOpensWork(Router<String> router) {
        int before = events.size();
        ran.clear();
        assertEquals(null, open(router, "shop://goods/7"));
        assertEquals(before + 1, events.size());
    }

    @Test
    void anErrorFromAMiddlewareFailsTheOpenWithIt() throws Exception {
        NotImplementedError todo = new NotImplementedError();
        boolean[] fail = {true};
        Router<String> router = builder()
            .use(Middleware.of("todo", chain -> {
                if (fail[0]) throw todo;
                return chain.proceed(chain.request());
            }))
            .build();
        assertFailedOnce(open(router, "shop://help"), RoutingException.Reason.MIDDLEWARE_FAILED,
            todo);
        fail[0] = false;
        assertLaterOpensWork(router);
    }

    @Test
    void anErrorFromAHandlerFailsTheOpenWithIt() throws Exception {
        StackOverflowError overflow = new StackOverflowError();
        Router<String> router = builder()
            .handler("help", request -> {
                throw overflow;
            })
            .build();
        assertFailedOnce(open(router, "shop://help"), RoutingException.Reason.HANDLER_FAILED,
            overflow);
        assertLaterOpensWork(router);
    }

    @Test
    void aCheckedExceptionFromAnAsyncHandlerFailsTheOpenWithIt() throws Exception {
        IOException io = new IOException("disk");
        Router<String> router = builder()
            .asyncHandler("help", request -> {
                throw io;
            })
            .build();
        assertFailedOnce(open(router, "shop://help"), RoutingException.Reason.HANDLER_FAILED, io);
        assertLaterOpensWork(router);
    }

    @Test
    void anErrorFromTheUnmatchedHandlerFailsTheOpenWithIt() throws Exception {
        NoClassDefFoundError missing = new NoClassDefFoundError("com/example/Gone");
        Router<String> router = builder()
            .unmatched(request -> {
                throw missing;
            })
            .build();
        assertFailedOnce(open(router, "shop://nowhere"), RoutingException.Reason.HANDLER_FAILED,
            missing);
        assertEquals(RouteOutcome.UNMATCHED, events.get(0).route());
        assertLaterOpensWork(router);
    }

    @Test
    void anErrorFromTheNavigatorFailsTheOpenWithIt() throws Exception {
        NotImplementedError todo = new NotImplementedError();
        Router<String> router = builder()
            .navigator(screen -> {
                if (screen.equals("help")) throw todo;
            })
            .build();
        assertFailedOnce(open(router, "shop://help"), RoutingException.Reason.NAVIGATION_FAILED,
            todo);
        assertLaterOpensWork(router);
    }

    @Test
    void aSinkThatThrowsChangesNoOutcomeAndStopsNoOtherSink() throws Exception {
        List<Throwable> thrown = List.of(new IOException("checked, through Kotlin"),
            new NotImplementedError(), new IllegalStateException("runtime"));
        AtomicInteger next = new AtomicInteger();
        List<OpenEvent> second = new ArrayList<>();
        Router<String> router = builder()
            .analytics(event -> {
                throw sneaky(thrown.get(next.getAndIncrement() % thrown.size()));
            })
            .analytics(second::add)
            .build();
        for (int i = 0; i < 3; i++) {
            ran.clear();
            assertEquals(null, open(router, "shop://help"));
            assertEquals(List.of("handler help", "navigator help"), ran);
        }
        assertEquals(3, events.size(), "the sink before the failing one");
        assertEquals(3, second.size(), "the sink after it");
        assertEquals(thrown, sinkFailures);
    }

    @Test
    void aHookThatThrowsIsDroppedAndLaterOpensGoOn() throws Exception {
        Router<String> router = builder()
            .analytics(event -> {
                throw new IllegalStateException("sink");
            })
            .onSinkFailure(error -> {
                throw sneaky(new IOException("hook"));
            })
            .build();
        assertEquals(null, open(router, "shop://help"));
        assertEquals(null, open(router, "shop://help"));
        assertEquals(2, events.size());
    }

    @Test
    void logInThatThrowsEndsItsFlowAndTheNextOpenAsksAgain() throws Exception {
        List<Throwable> thrown = List.of(new IOException("checked, through Kotlin"),
            new NotImplementedError());
        AtomicInteger asked = new AtomicInteger();
        LoginGate<String> gate = LoginGate.of(() -> false, request -> {
            throw sneaky(thrown.get(asked.getAndIncrement()));
        });
        Router<String> router = builder().use(gate, "login").build();
        for (Throwable error : thrown) {
            events.clear();
            RoutingException failure = open(router, "shop://cart");
            assertFailedOnce(failure, RoutingException.Reason.MIDDLEWARE_FAILED, error);
            assertEquals(LoginGate.NAME, failure.middleware());
        }
        assertEquals(2, asked.get(), "each open asked logIn again");
        assertEquals(List.of(), gate.parkedLinks());
    }

    @Test
    void aLogInStageThatFailsWithAnErrorEndsItsFlowToo() throws Exception {
        NotImplementedError todo = new NotImplementedError();
        AtomicInteger asked = new AtomicInteger();
        LoginGate<String> gate = LoginGate.of(() -> false, request -> {
            asked.incrementAndGet();
            CompletableFuture<Boolean> failed = new CompletableFuture<>();
            failed.completeExceptionally(todo);
            return failed;
        });
        Router<String> router = builder().use(gate, "login").build();
        assertFailedOnce(open(router, "shop://cart"), RoutingException.Reason.MIDDLEWARE_FAILED,
            todo);
        events.clear();
        assertFailedOnce(open(router, "shop://cart"), RoutingException.Reason.MIDDLEWARE_FAILED,
            todo);
        assertEquals(2, asked.get());
    }

    @Test
    void aMiddlewareStageThatFailsWithAnErrorFailsTheOpenWithIt() throws Exception {
        NotImplementedError todo = new NotImplementedError();
        Router<String> router = builder()
            .use(Middleware.of("failing", chain -> chain.proceed(chain.request())
                .thenApply(response -> {
                    throw todo;
                })))
            .build();
        RoutingException error = open(router, "shop://goods/1");
        assertEquals(RoutingException.Reason.MIDDLEWARE_FAILED, error.reason());
        assertSame(todo, error.getCause());
        assertEquals(1, events.size());
    }

    /** A consumer that records what it is given; for the hook's type in a lambda's place. */
    static <T> Consumer<T> into(List<T> list) {
        return list::add;
    }

    @Test
    void aSinkFailureReachesTheDefaultHookWithoutStoppingTheOpen() throws Exception {
        Router<String> router = Router.<String>builder(RouterThreadingTest.table())
            .executor(Runnable::run)
            .handler("help", request -> RouteResponse.handled())
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled())
            .analytics(event -> {
                throw new NotImplementedError();
            })
            .analytics(into(events))
            .build();
        CompletableFuture<RouteOutcome<String>> open = router.open("shop://help", RouteSource.PUSH);
        assertTrue(open.isDone());
        assertEquals(RouteResponse.Kind.HANDLED, open.join().response().kind());
        assertEquals(1, events.size());
        assertFalse(assertThrows(CompletionException.class,
            () -> router.open("shop://nowhere", RouteSource.PUSH).join()).getMessage().isEmpty());
        assertInstanceOf(RoutingException.class, RoutingException.of(assertThrows(
            CompletionException.class,
            () -> router.open("shop://nowhere", RouteSource.PUSH).join())));
    }
}
