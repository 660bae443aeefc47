package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.documents.UnsignedRoutingDocuments;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.RouteOutcome;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The examples of testing documents in docs/testing.md: the builder's clock and {@code
 * state().inForce()}, and a router built over the testing builder's documents.
 */
class DocumentTestHooksTest {
    @Test
    void theReadmeExampleRunsAsWritten() throws Exception {
        RouteTable table = RouteTableFile.parse(
            "{\"routes\": [{\"pattern\": \"shop://goods/<int:id>\", \"handler\": \"goods\"}]}",
            "routes.json");
        byte[] bytes = ("{\"format\": 1, \"serial\": 41, \"expires\": \"2026-12-02T00:00:00Z\","
            + " \"redirects\": [{\"from\": \"shop://item/<int:id>\","
            + " \"to\": \"shop://goods/{id}\"}]}")
            .getBytes(StandardCharsets.UTF_8);

        // As Android/docs/testing.md, "Testing with documents", writes it:
        AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-12-01T09:00:00Z"));
        RoutingDocuments documents = UnsignedRoutingDocuments
            .builderForTesting(table, new DeviceContext("2.4.0", "android", "u-7"))
            .clock(now::get)
            .build();
        documents.offer(bytes, "routing.json");
        RoutingDocument inForce = documents.state().inForce();
        assertNotNull(inForce);
        assertEquals(41, inForce.serial());
        Match redirected = documents.match("shop://item/7", RouteSource.IN_APP).match();
        assertEquals("goods", redirected.route.handler);
        now.set(Instant.parse("2026-12-02T00:00:00Z"));
        assertNull(documents.state().inForce());
        assertNull(documents.match("shop://item/7", RouteSource.IN_APP).match().route);
    }

    @Test
    void theReadmeRouterUnderADocumentOpensThroughItsRedirect() throws Exception {
        RouteTable table = RouteTableFile.parse(
            "{\"routes\": [{\"pattern\": \"shop://goods/<int:id>\", \"handler\": \"goods\"}]}",
            "routes.json");
        byte[] bytes = ("{\"format\": 1, \"serial\": 41, \"redirects\": [{\"from\":"
            + " \"shop://item/<int:id>\", \"to\": \"shop://goods/{id}\"}]}")
            .getBytes(StandardCharsets.UTF_8);

        // As Android/docs/testing.md, "A router under a document", writes it (Integer for
        // GoodsScreen):
        RoutingDocuments documents = UnsignedRoutingDocuments
            .builderForTesting(table, new DeviceContext("2.4.0", "android", "u-7"))
            .build();
        documents.offer(bytes, "routing.json");
        List<Integer> shown = new ArrayList<>();
        Router<Integer> router = Router.<Integer>builder(documents)
            .executor(Runnable::run)
            .handler("goods", request ->
                RouteResponse.navigate(Integer.parseInt(request.parameter("id"))))
            .navigator(shown::add)
            .build();
        RouteOutcome<Integer> outcome = router.open("shop://item/7", RouteSource.IN_APP).get();
        assertEquals("shop://goods/<int:id>", outcome.route());
        assertEquals(1, shown.size());
        assertEquals(7, shown.get(0));
    }
}
