package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.util.concurrent.CompletionStage;

/**
 * What a pass does when it has no route, none its source may reach, or every candidate declined,
 * answering later ({@link Router.Builder#asyncUnmatched(AsyncUnmatchedHandler)}; {@link
 * UnmatchedHandler} answers at once). It runs on the router's executor, outside
 * every middleware. Its answer goes on as a handler's: a redirect starts a new pass, and a decline
 * fails the open with the error it was asked for. A {@link RejectionException} it throws fails the
 * open with {@code rejected}, a cancellation with {@code cancelled}, any other error with {@code
 * handlerFailed} of the route {@code (unmatched)}.
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
@FunctionalInterface
public interface AsyncUnmatchedHandler<S> {
    /**
     * Answers a link no route took.
     *
     * @param request the link, its source, why and its web destination
     * @return the answer, when it is known
     * @throws Exception the handler's failure
     */
    CompletionStage<RouteResponse<S>> handle(UnmatchedRequest request) throws Exception;
}
