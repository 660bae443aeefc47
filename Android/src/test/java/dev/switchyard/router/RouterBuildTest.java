package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.documents.UnsignedRoutingDocuments;
import dev.switchyard.policy.RouteSource;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** What {@code build()} refuses, in the Swift router's builder's words, and the errors' texts. */
class RouterBuildTest {
    private static final String TABLE = "{\"routes\": ["
        + " {\"pattern\": \"shop://help\", \"handler\": \"help\"},"
        + " {\"pattern\": \"shop://goods/:id/reviews\", \"handler\": \"goods.reviews\"},"
        + " {\"pattern\": \"shop://cart\", \"handler\": \"cart\"},"
        + " {\"pattern\": \"shop://orders\", \"handler\": \"goods.reviews\"}]}";

    @Test
    void aHandlerTheTableNamesThatTheAppDoesNotProvideFailsTheBuild() throws Exception {
        RouteTable table = RouteTableFile.parse(TABLE, "routes.json");
        IllegalStateException missing = assertThrows(IllegalStateException.class,
            () -> Router.<String>builder(table).executor(Runnable::run)
                .handler("help", request -> RouteResponse.handled())
                .handler("account", request -> RouteResponse.handled())
                .build());
        assertEquals("no handler named \"goods.reviews\"; known: account, help\n"
            + "no handler named \"cart\"; known: account, help", missing.getMessage());
        IllegalStateException none = assertThrows(IllegalStateException.class,
            () -> Router.<String>builder(table).executor(Runnable::run).build());
        assertEquals("no handler named \"help\"; none are registered\n"
            + "no handler named \"goods.reviews\"; none are registered\n"
            + "no handler named \"cart\"; none are registered", none.getMessage());
    }

    @Test
    void aRouteWithoutAHandlerAndARouterWithoutAnExecutorFailTheBuild() throws Exception {
        RouteTable table = RouteTableFile.parse(
            "{\"routes\": [{\"pattern\": \"shop://x/:id\"}]}", "routes.json");
        assertEquals("route \"shop://x/:id\" has no \"handler\"",
            assertThrows(IllegalStateException.class,
                () -> Router.<String>builder(table).executor(Runnable::run).build()).getMessage());
        assertEquals("a router needs an executor, where app code runs: .executor(...) (on Android,"
            + " the main executor)", assertThrows(IllegalStateException.class,
                () -> Router.<String>builder(table).build()).getMessage());
    }

    @Test
    void aHandlerTheDocumentInForceNamesCountsToo() throws Exception {
        RouteTable table = RouteTableFile.parse(
            "{\"routes\": [{\"pattern\": \"shop://help\", \"handler\": \"help\"}]}", "r.json");
        RoutingDocuments documents = UnsignedRoutingDocuments
            .builderForTesting(table, new DeviceContext("2.4.0", "android", "u-1")).build();
        DocumentArrival arrival = documents.offer(("{\"format\": 1, \"serial\": 3, \"routes\": ["
            + "{\"pattern\": \"shop://sale/:id\", \"handler\": \"sale\"}]}")
            .getBytes(StandardCharsets.UTF_8), "routing.json");
        assertEquals(DocumentArrival.Outcome.APPLIED, arrival.outcome(), arrival.toString());
        assertEquals("no handler named \"sale\"; known: help",
            assertThrows(IllegalStateException.class, () -> Router.<String>builder(documents)
                .executor(Runnable::run).handler("help", request -> RouteResponse.handled())
                .build()).getMessage());
        Router<String> router = Router.<String>builder(documents).executor(Runnable::run)
            .handler("help", request -> RouteResponse.handled())
            .handler("sale", request -> RouteResponse.value("sale " + request.parameter("id")))
            .build();
        assertEquals("sale 9", router.open("shop://sale/9", RouteSource.IN_APP).join().value());
    }

    @Test
    void theErrorsSayWhatTheSwiftRouterSays() throws Exception {
        RouteTable table = RouteTableFile.parse(TABLE, "routes.json");
        Router<String> router = Router.<String>builder(table).executor(Runnable::run)
            .use(Middleware.of("vip only", chain -> {
                if (chain.request().route().pattern.equals("shop://cart")) {
                    throw RejectionException.forbidden("VIP members only");
                }
                if (chain.request().route().pattern.equals("shop://orders")) {
                    throw new IllegalStateException("boom");
                }
                return chain.proceed(chain.request());
            }))
            .handler("help", request -> {
                throw new IllegalArgumentException("no help");
            })
            .handler("goods.reviews", request -> RouteResponse.declined())
            .handler("cart", request -> RouteResponse.handled())
            .build();
        assertEquals(List.of(
                "rejected by vip only: VIP members only",
                "middleware vip only failed: java.lang.IllegalStateException: boom",
                "the handler of \"shop://help\" failed:"
                    + " java.lang.IllegalArgumentException: no help",
                "all 1 matching route declined",
                "no route matches /nowhere in namespace shop",
                "refused: URL contains an encoded NUL (%00) at byte 13"),
            List.of(message(router.open("shop://cart", RouteSource.IN_APP)),
                message(router.open("shop://orders", RouteSource.IN_APP)),
                message(router.open("shop://help", RouteSource.IN_APP)),
                message(router.open("shop://goods/7/reviews", RouteSource.IN_APP)),
                message(router.open("shop://nowhere", RouteSource.IN_APP)),
                message(router.open("shop://goods/%00", RouteSource.IN_APP))));
    }

    private static String message(CompletableFuture<RouteOutcome<String>> open) {
        return RoutingException.of(assertThrows(Exception.class, open::join)).getMessage();
    }
}
