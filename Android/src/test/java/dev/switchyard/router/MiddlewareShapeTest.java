package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * Middleware in OkHttp's shape (issue #91 item 4): a lambda is a middleware, named by its
 * registration when it has no name; {@code Middleware.sync} answers at once or passes on; the
 * unmatched handler answers at once ({@code unmatched}) or later ({@code asyncUnmatched}).
 */
class MiddlewareShapeTest {
    private final List<String> ran = new ArrayList<>();

    private Router.Builder<String> builder() throws Exception {
        return Router.<String>builder(RouterThreadingTest.table())
            .executor(Runnable::run)
            .handler("help", request -> {
                ran.add("handler help");
                return RouteResponse.value("help");
            })
            .handler("cart", request -> RouteResponse.handled())
            .handler("goods", request -> RouteResponse.handled());
    }

    private static RoutingException failure(CompletableFuture<RouteOutcome<String>> open) {
        return RoutingException.of(assertThrows(Exception.class, open::join));
    }

    @Test
    void aLambdaIsAMiddlewareNamedByItsRegistration() throws Exception {
        Router<String> router = builder()
            .use(chain -> {
                ran.add("first");
                return chain.proceed(chain.request());
            })
            .use(Middleware.of("named", chain -> chain.proceed(chain.request())))
            .use(chain -> {
                throw new IllegalStateException("third");
            }, "login")
            .build();
        assertEquals("help", router.open("shop://help", RouteSource.PUSH).join().value());
        assertEquals(List.of("first", "handler help"), ran);
        assertEquals(List.of("middleware 1", "named"),
            router.canOpen("shop://help", RouteSource.PUSH).middleware());
        RoutingException error = failure(router.open("shop://cart", RouteSource.PUSH));
        assertEquals("middleware 3", error.middleware());
        assertEquals("middleware middleware 3 failed: java.lang.IllegalStateException: third",
            error.getMessage());
    }

    @Test
    void aSyncMiddlewareAnswersAtOnceOrPassesOn() throws Exception {
        Router<String> router = builder()
            .use(Middleware.sync("vip only", request -> request.url().contains("cart")
                ? RouteResponse.redirect("shop://help") : null))
            .build();
        RouteOutcome<String> outcome = router.open("shop://cart", RouteSource.PUSH).join();
        assertEquals("help", outcome.value());
        assertEquals(List.of("shop://cart", "shop://help"), outcome.redirects());
        assertEquals(List.of("handler help"), ran);
        assertEquals(RouteResponse.Kind.HANDLED,
            router.open("shop://goods/3", RouteSource.PUSH).join().response().kind());
        assertEquals(List.of("vip only"),
            router.canOpen("shop://goods/3", RouteSource.PUSH).middleware());
    }

    @Test
    void aSyncMiddlewaresThrowFailsTheOpenNamingIt() throws Exception {
        Router<String> router = builder()
            .use(Middleware.sync("strict", request -> {
                throw RejectionException.forbidden("not today");
            }))
            .build();
        RoutingException error = failure(router.open("shop://help", RouteSource.PUSH));
        assertEquals(RoutingException.Reason.REJECTED, error.reason());
        assertEquals("rejected by strict: not today", error.getMessage());
    }

    @Test
    void theUnmatchedHandlerAnswersAtOnceOrLater() throws Exception {
        Router<String> now = builder()
            .unmatched(miss -> RouteResponse.value("missed " + miss.url()))
            .build();
        assertEquals("missed shop://nowhere",
            now.open("shop://nowhere", RouteSource.PUSH).join().value());
        CompletableFuture<RouteResponse<String>> later = new CompletableFuture<>();
        Router<String> async = builder().asyncUnmatched(miss -> later).build();
        CompletableFuture<RouteOutcome<String>> open = async.open("shop://nowhere",
            RouteSource.PUSH);
        later.complete(RouteResponse.value("later"));
        assertEquals("later", open.join().value());
    }
}
