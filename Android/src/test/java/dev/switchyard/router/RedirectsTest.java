package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One meaning for {@code redirects} (issue #91 item 5, {@code router.redirect}): the outcome's and
 * a failed open's error's are the link opened, then each target; the event's are the same targets
 * without the link opened, which is its {@code url}.
 */
class RedirectsTest {
    private static final String TABLE = "{\"options\": {\"accept\": [\"shop\"]}, \"routes\": ["
        + " {\"pattern\": \"shop://a\", \"handler\": \"a\"},"
        + " {\"pattern\": \"shop://b\", \"handler\": \"b\"},"
        + " {\"pattern\": \"shop://c\", \"handler\": \"c\"}]}";

    private final List<OpenEvent> events = new ArrayList<>();

    private Router<String> router(boolean cFails) throws Exception {
        return Router.<String>builder(RouteTableFile.parse(TABLE, "routes.json"))
            .executor(Runnable::run)
            .handler("a", request -> RouteResponse.redirect("shop://b"))
            .handler("b", request -> RouteResponse.redirect("shop://c"))
            .handler("c", request -> {
                if (cFails) throw new IllegalStateException("c");
                return RouteResponse.value("c");
            })
            .analytics(events::add)
            .build();
    }

    @Test
    void theOutcomeTheErrorAndTheEventListTheSameRedirects() throws Exception {
        List<String> opened = List.of("shop://a", "shop://b", "shop://c");
        assertEquals(opened, router(false).open("shop://a", RouteSource.PUSH).join().redirects());
        RoutingException error = RoutingException.of(assertThrows(Exception.class,
            () -> router(true).open("shop://a", RouteSource.PUSH).join()));
        assertEquals(RoutingException.Reason.HANDLER_FAILED, error.reason());
        assertEquals(opened, error.redirects());
        assertEquals(2, events.size());
        for (OpenEvent event : events) {
            assertEquals("shop://a", event.url());
            assertEquals(opened.subList(1, 3), event.redirects());
        }
    }

    @Test
    void anOpenThatFailsWithoutARedirectListsTheLinkOpenedAndADryRunNone() throws Exception {
        Router<String> router = router(true);
        RoutingException error = RoutingException.of(assertThrows(Exception.class,
            () -> router.open("shop://c", RouteSource.PUSH).join()));
        assertEquals(List.of("shop://c"), error.redirects());
        assertEquals(List.of(), router.canOpen("shop://nowhere", RouteSource.PUSH).error()
            .redirects());
    }
}
