package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import java.util.concurrent.CompletionStage;

/**
 * A route's handler that answers later ({@link Router.Builder#asyncHandler(String, AsyncHandler)}):
 * it is called on the router's executor, and its stage may complete on any thread (the router
 * goes on on its executor). A stage that fails is a handler's failure, as {@link Handler}'s throw.
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
@FunctionalInterface
public interface AsyncHandler<S> {
    /**
     * Answers a request.
     *
     * @param request the candidate's request
     * @return the answer, when it is known
     * @throws Exception the handler's failure
     */
    CompletionStage<RouteResponse<S>> handle(RouteRequest request)
        throws Exception;
}
