package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Cancelling an open ({@code router.cancel}): the future's {@code cancel} ends it at once, a
 * waiting middleware or login is abandoned, a late {@code proceed} fails {@code CANCELLED} and runs
 * nothing, and nothing of the open runs after it. On an inline executor and a virtual clock.
 */
class RouterCancellationTest {
    private final VirtualClock clock = new VirtualClock();
    private final List<String> ran = new ArrayList<>();
    private final List<OpenEvent> events = new ArrayList<>();

    private Router.Builder<String> builder() throws Exception {
        return Router.<String>builder(RouterThreadingTest.table())
            .executor(Runnable::run)
            .scheduler(clock)
            .handler("help", request -> {
                ran.add("handler help");
                return RouteResponse.navigate("help");
            })
            .handler("cart", request -> {
                ran.add("handler cart");
                return RouteResponse.navigate("cart");
            })
            .handler("goods", request -> RouteResponse.handled())
            .navigator(screen -> ran.add("navigator " + screen))
            .analytics(events::add);
    }

    @Test
    void aLateProceedFailsCancelledAndRunsNothing() throws Exception {
        AtomicReference<Middleware.Chain<String>> held = new AtomicReference<>();
        Router<String> router = builder()
            .use(Middleware.of("stuck", chain -> {
                held.set(chain);
                return new CompletableFuture<>();
            }))
            .build();
        CompletableFuture<RouteOutcome<String>> open = router.open("shop://help", RouteSource.PUSH);
        assertTrue(open.cancel(true));
        assertEquals(1, events.size());
        assertEquals("failed", events.get(0).properties().get("outcome"));
        assertEquals("cancelled", events.get(0).properties().get("reason"));
        assertEquals("shop://help", events.get(0).route());
        CompletionStage<RouteResponse<String>> late = held.get().proceed(held.get().request());
        RoutingException error = RoutingException.of(assertThrows(Exception.class,
            () -> late.toCompletableFuture().join()));
        assertEquals(RoutingException.Reason.CANCELLED, error.reason());
        assertEquals("cancelled", error.getMessage());
        assertEquals(List.of(), ran);
        assertEquals(0, clock.pending());
    }

    @Test
    void cancellingEndsTheOpenAtOnceThroughTheMiddlewareAbove() throws Exception {
        List<String> seen = new ArrayList<>();
        Router<String> router = builder()
            .use(Middleware.of("outer", chain -> chain.proceed(chain.request())
                .whenComplete((response, error) ->
                    seen.add(RoutingException.of(error).reason().spelling()))))
            .use(Middleware.of("stuck", Duration.ofSeconds(30),
                chain -> new CompletableFuture<>()))
            .build();
        CompletableFuture<RouteOutcome<String>> open = router.open("shop://help", RouteSource.PUSH);
        assertEquals(1, clock.pending());
        open.cancel(true);
        assertEquals(List.of("cancelled"), seen);
        assertEquals(0, clock.pending(), "the deadline is removed with the wait");
        assertThrows(CancellationException.class, open::join);
        clock.advance(Duration.ofSeconds(60));
        assertEquals(1, events.size());
    }

    @Test
    void aCancelledLinkIsDroppedFromTheGateAndTheNextLoginStarts() throws Exception {
        List<CompletableFuture<Boolean>> logins = new ArrayList<>();
        List<String> asked = new ArrayList<>();
        LoginGate<String> gate = LoginGate.of(() -> false, request -> {
            asked.add(request.originalUrl());
            CompletableFuture<Boolean> login = new CompletableFuture<>();
            logins.add(login);
            return login;
        });
        Router<String> router = builder().use(gate, "login").build();
        CompletableFuture<RouteOutcome<String>> first =
            router.open("shop://cart", RouteSource.PUSH);
        CompletableFuture<RouteOutcome<String>> second =
            router.open("shop://goods/7", RouteSource.PUSH);
        CompletableFuture<RouteOutcome<String>> third = router.open("shop://cart?x=1",
            RouteSource.PUSH);
        assertEquals(List.of("shop://cart", "shop://goods/7", "shop://cart?x=1"),
            gate.parkedLinks());
        assertEquals(List.of("shop://cart"), asked, "one login flow at a time");
        second.cancel(true);
        assertEquals(List.of("shop://cart", "shop://cart?x=1"), gate.parkedLinks());
        first.cancel(true);
        assertTrue(logins.get(0).isCancelled(), "the running flow's stage is cancelled");
        assertEquals(List.of("shop://cart", "shop://cart?x=1"), asked,
            "a cancelled link never reaches logIn; the next parked one does");
        logins.get(1).complete(true);
        assertEquals("cart", third.join().screen());
        assertEquals(List.of(), gate.parkedLinks());
        assertEquals(List.of("handler cart", "navigator cart"), ran);
    }

    @Test
    void aLoginThatSucceededOpensEveryLaterGateOfTheOpenAtOnce() throws Exception {
        List<String> asked = new ArrayList<>();
        Router<String> redirecting = builder()
            .use(LoginGate.of(() -> {
                asked.add("isLoggedIn");
                return false;
            }, request -> {
                asked.add("logIn " + request.route().pattern);
                return CompletableFuture.completedFuture(true);
            }), "login")
            .handler("cart", request -> RouteResponse.redirect("shop://goods/7"))
            .build();
        RouteOutcome<String> outcome = redirecting.open("shop://cart", RouteSource.IN_APP).join();
        assertEquals(List.of("shop://cart", "shop://goods/7"), outcome.redirects());
        assertEquals(List.of("isLoggedIn", "logIn shop://cart"), asked,
            "the redirected pass's gate passes at once: logIn once an open");
    }

    @Test
    void aGateTimeoutCountsTheTimeQueuedBehindAnotherLogin() throws Exception {
        LoginGate<String> gate = LoginGate.of(() -> false,
            request -> new CompletableFuture<>(), Duration.ofSeconds(300));
        Router<String> router = builder().use(gate, "login").build();
        CompletableFuture<RouteOutcome<String>> first =
            router.open("shop://cart", RouteSource.PUSH);
        clock.advance(Duration.ofSeconds(200));
        CompletableFuture<RouteOutcome<String>> second = router.open("shop://goods/7",
            RouteSource.PUSH);
        clock.advance(Duration.ofSeconds(100));
        assertEquals(RoutingException.Reason.TIMED_OUT,
            RoutingException.of(assertThrows(Exception.class, first::join)).reason());
        assertEquals(List.of("shop://goods/7"), gate.parkedLinks());
        clock.advance(Duration.ofSeconds(200));
        RoutingException late = RoutingException.of(assertThrows(Exception.class, second::join));
        assertEquals("middleware login gate timed out after 300.0 seconds",
            late.getMessage());
        assertEquals(List.of(), gate.parkedLinks());
    }
}
