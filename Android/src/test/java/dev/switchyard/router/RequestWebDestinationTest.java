package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import java.util.Collections;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * {@link RouteRequest#webDestination(String)}: a handler takes a web page from a parameter only
 * when it is a page of the table's web origins, and its rejection says why not in the words
 * Swift's {@code request.webDestination(_:)} uses (errors.json's {@code router.web-parameter-*}
 * and {@code web.*}), exact text.
 */
class RequestWebDestinationTest {
    private static final String TABLE = "{\"options\": {\"webOrigins\": [\"https://m.shop.example\"]},"
        + " \"routes\": [{\"pattern\": \"shop://web\", \"handler\": \"web\"}]}";

    private static CompletableFuture<RouteOutcome<String>> open(String url) throws Exception {
        RouteTable table = RouteTableFile.parse(TABLE, "routes.json");
        Router<String> router = Router.<String>builder(table).executor(Runnable::run)
            .handler("web", request -> RouteResponse.value(request.webDestination("url")))
            .build();
        return router.open(url, RouteSource.IN_APP);
    }

    private static RoutingException failure(String url) throws Exception {
        CompletableFuture<RouteOutcome<String>> open = open(url);
        RoutingException[] failed = new RoutingException[1];
        open.whenComplete((outcome, error) -> failed[0] = RoutingException.of(error));
        assertEquals(RoutingException.Reason.REJECTED, failed[0].reason(), url);
        assertEquals(RejectionException.Reason.INVALID_PARAMETERS,
            failed[0].rejection().reason(), url);
        assertEquals(Collections.singletonList("url"), failed[0].rejection().parameters(), url);
        assertNull(failed[0].rejection().middleware(), "the route's own handler rejected");
        return failed[0];
    }

    @Test
    void aPageOfAWebOriginIsTheParametersValue() throws Exception {
        assertEquals("https://m.shop.example/help?x=1",
            open("shop://web?url=https%3A%2F%2Fm.shop.example%2Fhelp%3Fx%3D1").join().value());
        assertEquals("https://M.Shop.Example/", open("shop://web?url=https://M.Shop.Example/")
            .join().value(), "the host compares case-insensitively; the page is kept as given");
    }

    @Test
    void anyOtherValueIsRejectedWithSwiftsWords() throws Exception {
        String[][] cases = {
            {"shop://web", "missing parameter \"url\""},
            {"shop://web?url=https%3A%2F%2Fevil.example%2F",
                "parameter \"url\" is not a page the app may show: its origin "
                    + "\"https://evil.example\" is not one of the app's web origins"},
            {"shop://web?url=https%3A%2F%2Fm.shop.example%3A443%2F",
                "parameter \"url\" is not a page the app may show: its host is not plain "
                    + "(userinfo, a port, an escape or another script)"},
            {"shop://web?url=javascript%3Aalert(1)",
                "parameter \"url\" is not a page the app may show: it is not an http or https URL"},
            {"shop://web?url=https%3A%2F%2Fm.shop.example%5C%40evil.example",
                "parameter \"url\" is not a page the app may show: it has a backslash at "
                    + "offset 22"},
            {"shop://web?url=https%3A%2F%2Fm.shop.example%2F%20x",
                "parameter \"url\" is not a page the app may show: it has a space or control "
                    + "character at offset 23"},
        };
        for (String[] c : cases) {
            assertEquals(c[1], failure(c[0]).rejection().getMessage(), c[0]);
        }
        assertEquals("rejected by the route: missing parameter \"url\"",
            failure("shop://web").getMessage());
    }
}
