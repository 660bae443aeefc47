package dev.switchyard.router;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The PendingLinks tests' app: a router over {@link RouterThreadingTest#TABLE} on an inline
 * executor and a virtual clock, whose goods handler answers when the test says, and what a queue
 * over it reported.
 */
final class QueuedOpens {
    private final VirtualClock clock = new VirtualClock();
    /** The goods ids whose handler was called, in order. */
    final List<String> handled = new ArrayList<>();
    /** The answers of those handlers, which the test completes. */
    final List<CompletableFuture<RouteResponse<String>>> answers = new ArrayList<>();
    /** What the listener was told, as {@code LinkDelivery.toString()}. */
    final List<String> deliveries = Collections.synchronizedList(new ArrayList<>());

    /** A router whose goods handler answers when the test says. */
    Router<String> router() throws Exception {
        return Router.<String>builder(RouterThreadingTest.table())
            .executor(Runnable::run)
            .scheduler(clock)
            .asyncHandler("goods", request -> {
                handled.add(request.parameter("id"));
                CompletableFuture<RouteResponse<String>> answer = new CompletableFuture<>();
                answers.add(answer);
                return answer;
            })
            .handler("help", request -> RouteResponse.handled())
            .handler("cart", request -> RouteResponse.handled())
            .build();
    }

    /** A queue over {@link #router()} whose deliveries go to {@link #deliveries}. */
    PendingLinks<String> links(int capacity) throws Exception {
        return PendingLinks.builder(router()).capacity(capacity)
            .onDelivery(delivery -> deliveries.add(delivery.toString())).build();
    }

    /** Answers the goods handler's {@code index}th call. */
    void answer(int index) {
        answers.get(index).complete(RouteResponse.handled());
    }

    static String goods(int id) {
        return "shop://goods/" + id;
    }

    static List<String> urls(List<PendingLinks.Link> links) {
        List<String> urls = new ArrayList<>();
        for (PendingLinks.Link link : links) urls.add(link.url());
        return urls;
    }
}
