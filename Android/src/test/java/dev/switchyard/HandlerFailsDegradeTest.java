package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.DocumentMatch;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.documents.UnsignedRoutingDocuments;
import dev.switchyard.internal.json.Json;
import dev.switchyard.policy.RouteSource;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A {@code handlerFails} degrade is answered as the next leg's match, as the iOS router opens the
 * URL a failing handler redirects to (issue 71, item 7): {@code accept}, the source policy,
 * {@code internal} routes and the web-destination check apply to it as to a new link, so no
 * hostile target a document names reaches the app as something to open.
 */
class HandlerFailsDegradeTest {
    private static final String TABLE = "{\"options\":{\"accept\":[\"shop\","
        + "\"https://m.shop.example\"],\"webOrigins\":[\"https://m.shop.example\"]},"
        + "\"routes\":[{\"pattern\":\"shop://cart\",\"handler\":\"cart\"},"
        + "{\"pattern\":\"shop://goods/<int:id>\",\"handler\":\"goods\"},"
        + "{\"pattern\":\"shop://address/pick\",\"handler\":\"address\",\"internal\":true}]}";
    private static final RouteSource ANOTHER_APP = RouteSource.otherApp("com.other");

    /** Where {@code shop://cart} from another app goes when its handler fails. */
    private static DocumentMatch whenCartFails(String target) throws Exception {
        RoutingDocuments documents = UnsignedRoutingDocuments.builderForTesting(
                RouteTableFile.parse(TABLE, "t.json"), new DeviceContext("2.4.0", "android", "u"))
            .clock(() -> Instant.parse("2026-12-01T00:00:00Z")).build();
        String document = "{\"format\":1,\"serial\":3,\"degrades\":[{\"route\":\"shop://cart\","
            + "\"to\":" + Json.quote(target) + ",\"when\":\"handlerFails\"}]}";
        DocumentArrival arrival =
            documents.offer(document.getBytes(StandardCharsets.UTF_8), "d.json");
        assertEquals(DocumentArrival.Outcome.APPLIED, arrival.outcome(), target + ": " + arrival);
        DocumentMatch cart = documents.match("shop://cart", ANOTHER_APP);
        assertEquals("shop://cart", cart.match().route.pattern, target);
        assertTrue(cart.followed().isEmpty(), target + ": not followed until the handler fails");
        return cart.whenHandlerFails();
    }

    /** The outcome in a word: the route, the web page, or the refusal. */
    private static String outcome(DocumentMatch instead) {
        if (instead.redirectLoop()) return "redirect loop";
        Match match = instead.match();
        if (match.matched()) return "route " + match.route.pattern;
        if (match.webDestination != null) return "web page " + match.webDestination;
        return match.refusal.toString();
    }

    @Test
    void noHostileTargetReachesTheAppAsSomethingToOpen() throws Exception {
        List<String[]> cases = Arrays.asList(
            new String[] {"javascript:alert(document.cookie)", "ORIGIN_NOT_ACCEPTED"},
            new String[] {"intent://scan/#Intent;scheme=zxing;package=com.evil;end",
                "ORIGIN_NOT_ACCEPTED"},
            new String[] {"file:///data/data/com.shop/shared_prefs/session.xml",
                "ORIGIN_NOT_ACCEPTED"},
            new String[] {"http://m.shop.example/login", "ORIGIN_NOT_ACCEPTED"},
            new String[] {"https://m.shop.example@evil.example/phish", "ORIGIN_NOT_ACCEPTED"},
            new String[] {"https://evil.example/login", "ORIGIN_NOT_ACCEPTED"},
            new String[] {"data:text/html,<script>alert(1)</script>", "ORIGIN_NOT_ACCEPTED"},
            new String[] {"content://com.evil.provider/files/1", "ORIGIN_NOT_ACCEPTED"},
            new String[] {"market://details?id=com.evil", "ORIGIN_NOT_ACCEPTED"},
            // A path of the app's own (it starts with '/'), not a host: no route has it.
            new String[] {"//evil.example/phish", "NO_ROUTE"},
            new String[] {"https://m.shop.example.evil.example/", "ORIGIN_NOT_ACCEPTED"},
            new String[] {"shop://address/pick", "POLICY"},
            new String[] {"https://m.shop.example:8443/phish", "NO_ROUTE"},
            new String[] {"https://user@m.shop.example/phish", "NO_ROUTE"},
            new String[] {"shop://cart", "redirect loop"});
        List<String> got = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (String[] hostile : cases) {
            DocumentMatch instead = whenCartFails(hostile[0]);
            assertNotNull(instead, hostile[0]);
            assertFalse(instead.matched(), hostile[0]);
            assertTrue(instead.match() == null || instead.match().webDestination == null,
                hostile[0]);
            got.add(hostile[0] + ": " + outcome(instead));
            expected.add(hostile[0] + ": " + hostile[1]);
        }
        assertEquals(expected, got);
    }

    @Test
    void aTargetTheAppOpensIsARouteOrAPageOfItsWebOrigins() throws Exception {
        DocumentMatch goods = whenCartFails("shop://goods/7");
        assertEquals("route shop://goods/<int:id>", outcome(goods));
        assertEquals("7", goods.match().parameter("id"));
        assertEquals("degrade shop://cart → shop://goods/7", goods.followed().get(0).kind()
            .spelling() + " " + goods.followed().get(0).from() + " → "
            + goods.followed().get(0).to());
        assertEquals("web page https://m.shop.example/help",
            outcome(whenCartFails("https://m.shop.example/help")));
        assertNull(whenCartFails("https://m.shop.example/help").whenHandlerFails());
    }

    @Test
    void anInternalTargetOpensFromInsideTheApp() throws Exception {
        RoutingDocuments documents = UnsignedRoutingDocuments.builderForTesting(
                RouteTableFile.parse(TABLE, "t.json"), new DeviceContext("2.4.0", "android", "u"))
            .clock(() -> Instant.parse("2026-12-01T00:00:00Z")).build();
        String document = "{\"format\":1,\"serial\":3,\"degrades\":[{\"route\":\"shop://cart\","
            + "\"to\":\"shop://address/pick\",\"when\":\"handlerFails\"}]}";
        documents.offer(document.getBytes(StandardCharsets.UTF_8), "d.json");
        assertEquals("route shop://address/pick",
            outcome(documents.match("shop://cart", RouteSource.IN_APP).whenHandlerFails()));
        assertEquals("POLICY",
            outcome(documents.match("shop://cart", RouteSource.PUSH).whenHandlerFails()));
    }
}
