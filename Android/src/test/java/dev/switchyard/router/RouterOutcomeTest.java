package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * Which route an outcome and its analytics event name when a global middleware answers on its own
 * after a candidate answered (Conformance/README.md, {@code expect.outcome}'s {@code route};
 * {@code router.analytics}): the outcome's is the request the answer is for, the event's the last
 * candidate tried.
 */
class RouterOutcomeTest {
    private static final String TABLE = "{\"routes\": ["
        + " {\"pattern\": \"shop://goods/<int:id>\", \"handler\": \"native\"},"
        + " {\"pattern\": \"shop://goods/:id\", \"handler\": \"web\"}]}";

    private Router<String> router(boolean ownAnswer, List<OpenEvent> events) throws Exception {
        RouteTable table = RouteTableFile.parse(TABLE, "routes.json");
        return Router.<String>builder(table).executor(Runnable::run)
            .use(Middleware.of("wrap", chain -> chain.proceed(chain.request())
                .thenApply(response -> ownAnswer ? RouteResponse.value("wrapped") : response)))
            .handler("native", request -> RouteResponse.declined())
            .handler("web", request -> RouteResponse.value("web"))
            .analytics(events::add)
            .build();
    }

    @Test
    void aGlobalMiddlewaresOwnAnswerIsForTheBestCandidatesRequest() throws Exception {
        List<OpenEvent> events = new ArrayList<>();
        CompletableFuture<RouteOutcome<String>> open =
            router(true, events).open("shop://goods/7", RouteSource.IN_APP);
        assertEquals("wrapped", open.join().value());
        assertEquals("shop://goods/<int:id>", open.join().route());
        assertEquals("shop://goods/:id", events.get(0).route(), "the last candidate tried");
    }

    @Test
    void whatTheCandidatesAnsweredIsForTheCandidateThatAnswered() throws Exception {
        List<OpenEvent> events = new ArrayList<>();
        RouteOutcome<String> outcome =
            router(false, events).open("shop://goods/7", RouteSource.IN_APP).join();
        assertEquals("web", outcome.value());
        assertEquals("shop://goods/:id", outcome.route());
        assertEquals("shop://goods/:id", events.get(0).route());
    }
}
