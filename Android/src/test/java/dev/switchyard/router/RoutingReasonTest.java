package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.time.Duration;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * A refusal's reason as data (issue #91 item 3): {@code code()} is its errors.json entry, finer
 * than {@code reason()} (an origin not accepted is no missing route; the rule that forbade is
 * named), {@code fields()} the values its message was made from, and the message has no link in
 * front of it.
 */
class RoutingReasonTest {
    private static final String TABLE = "{\"options\": {\"accept\": [\"shop\","
        + " \"https://m.shop.example\"]}, \"routes\": ["
        + " {\"pattern\": \"shop://help\", \"handler\": \"help\"},"
        + " {\"pattern\": \"shop://staff\", \"handler\": \"help\", \"internal\": true},"
        + " {\"pattern\": \"shop://wallet\", \"handler\": \"help\", \"tags\": [\"payment\"]},"
        + " {\"pattern\": \"shop://slow\", \"handler\": \"help\"}]}";

    private Router<String> router() throws Exception {
        RouteTable table = RouteTableFile.parse(TABLE, "routes.json");
        return Router.<String>builder(table)
            .executor(Runnable::run)
            .scheduler(new VirtualClock())
            .policy(SourcePolicy.DEFAULT
                .restrict("payment", EnumSet.of(RouteSource.Kind.IN_APP))
                .deny(RouteSource.otherApp("com.example.scraper")))
            .use(Middleware.of("boom", chain -> {
                if (chain.request().route().pattern.equals("shop://slow")) {
                    throw new IllegalStateException("boom");
                }
                return chain.proceed(chain.request());
            }))
            .handler("help", request -> RouteResponse.handled())
            .build();
    }

    /** The code, then each field, then the message, of the open's failure. */
    private static String described(CompletableFuture<RouteOutcome<String>> open) {
        RoutingException error = RoutingException.of(assertThrows(Exception.class, open::join));
        return error.code() + " " + error.fields() + " | " + error.getMessage();
    }

    @Test
    void refusalsAreToldApartByCodeAndFields() throws Exception {
        Router<String> router = router();
        assertEquals(List.of(
                "match.origin-not-accepted {origin=https://evil.example}"
                    + " | origin https://evil.example is not accepted",
                "match.no-scheme {} | a URL without a scheme is not from an accepted link source"
                    + " (a path of the app's own starts with '/')",
                "match.no-route {path=/nowhere, namespaces=namespace shop}"
                    + " | no route matches /nowhere in namespace shop",
                "policy.internal {route=shop://staff, why=the route is internal and the link came"
                    + " from push notification, source=push notification}"
                    + " | route \"shop://staff\" is forbidden: the route is internal and the link"
                    + " came from push notification",
                "policy.tag-restricted {route=shop://wallet, why=routes tagged \"payment\" are not"
                    + " open to links from universal link, tag=payment, source=universal link}"
                    + " | route \"shop://wallet\" is forbidden: routes tagged \"payment\" are not"
                    + " open to links from universal link",
                "policy.denied {route=shop://help, why=links from another app"
                    + " (com.example.scraper) are denied, source=another app (com.example.scraper)}"
                    + " | route \"shop://help\" is forbidden: links from another app"
                    + " (com.example.scraper) are denied",
                "router.middleware-failed {middleware=boom,"
                    + " error=java.lang.IllegalStateException: boom}"
                    + " | middleware boom failed: java.lang.IllegalStateException: boom"),
            List.of(
                described(router.open("https://evil.example/help", RouteSource.UNIVERSAL_LINK)),
                described(router.open("help", RouteSource.IN_APP)),
                described(router.open("shop://nowhere", RouteSource.IN_APP)),
                described(router.open("shop://staff", RouteSource.PUSH)),
                described(router.open("shop://wallet", RouteSource.UNIVERSAL_LINK)),
                described(router.open("shop://help", RouteSource.otherApp("com.example.scraper"))),
                described(router.open("shop://slow", RouteSource.IN_APP))));
    }

    @Test
    void theFieldsAreTheValuesTheMessageWasMadeFrom() throws Exception {
        VirtualClock clock = new VirtualClock();
        Router<String> router = Router.<String>builder(RouteTableFile.parse(TABLE, "routes.json"))
            .executor(Runnable::run)
            .scheduler(clock)
            .use(Middleware.of("network", Duration.ofMillis(1500),
                chain -> new CompletableFuture<>()))
            .handler("help", request -> RouteResponse.handled())
            .build();
        CompletableFuture<RouteOutcome<String>> open = router.open("shop://help", RouteSource.PUSH);
        clock.advance(Duration.ofSeconds(2));
        RoutingException error = RoutingException.of(assertThrows(Exception.class, open::join));
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("middleware", "network");
        expected.put("after", "1.5 seconds");
        assertEquals("router.timed-out", error.code());
        assertEquals(expected, error.fields());
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(error.fields().keySet()));
        assertEquals("middleware network timed out after 1.5 seconds", error.getMessage());
        assertEquals("shop://help", error.url());
    }
}
