package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;

/**
 * What a pass does when it has no route, none its source may reach, or every candidate declined,
 * answering at once ({@link Router.Builder#unmatched(UnmatchedHandler)}; {@link
 * AsyncUnmatchedHandler} answers later). It runs on the router's executor, outside every
 * middleware. Its answer goes on as a handler's: a redirect starts a new pass, and a decline fails
 * the open with the error it was asked for. A {@link RejectionException} it throws fails the open
 * with {@code rejected}, any other error with {@code handlerFailed} of the route {@code
 * (unmatched)}.
 *
 * <pre>{@code
 * builder.unmatched(miss -> miss.webDestination() != null
 *     ? RouteResponse.navigate(new WebScreen(miss.webDestination()))
 *     : RouteResponse.declined());
 * }</pre>
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
@FunctionalInterface
public interface UnmatchedHandler<S> {
    /**
     * Answers a link no route took.
     *
     * @param request the link, its source, why and its web destination
     * @return the answer
     * @throws Exception the handler's failure
     */
    RouteResponse<S> handle(UnmatchedRequest request) throws Exception;
}
