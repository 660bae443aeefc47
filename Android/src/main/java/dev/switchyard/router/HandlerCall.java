package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BiConsumer;

/**
 * A handler asked on behalf of an open or a component call: whatever it throws or fails its stage
 * with, or a null stage or answer, ends in {@code failed}; while its stage is pending the open
 * waits on it, so that a timeout or a cancellation lets go of it (ADR 0075). What a failure means
 * is the caller's: a route's handler may degrade, a component's fails the call.
 */
@NonnullByDefault
final class HandlerCall {
    private HandlerCall() {}

    /**
     * Asks {@code handler}, for {@code open}.
     *
     * @param failed told the handler's error (unwrapped) and the answer to complete
     * @return the handler's answer, or what {@code failed} completes it with
     */
    static <S> CompletableFuture<RouteResponse<S>> ask(OpenRun<S> open, AsyncHandler<S> handler,
            RouteRequest request,
            BiConsumer<Throwable, CompletableFuture<RouteResponse<S>>> failed) {
        CompletableFuture<RouteResponse<S>> answer = new CompletableFuture<>();
        CompletionStage<RouteResponse<S>> stage;
        try {
            stage = handler.handle(request);
        } catch (Throwable thrown) {
            stage = OpenRun.failed(thrown);
        }
        if (stage == null) stage = OpenRun.failed(new NullPointerException("no stage"));
        CompletionStage<RouteResponse<S>> asked = stage;
        Waiter wait = error -> {
            if (error != null) answer.completeExceptionally(error);
            open.cancel(asked);
        };
        open.waits.add(wait);
        open.when(stage, (response, error) -> {
            open.waits.remove(wait);
            if (answer.isDone()) return;
            if (error == null && response != null) {
                answer.complete(response);
            } else {
                failed.accept(error != null ? OpenRun.unwrap(error)
                    : new NullPointerException("the handler answered null"), answer);
            }
        });
        return answer;
    }
}
