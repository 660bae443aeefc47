package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;

/**
 * A route's handler that answers at once, bound by the name the table gives it ({@link
 * Router.Builder#handler(String, Handler)}). It runs on the router's executor. A throw fails the
 * open with {@link RoutingException.Reason#HANDLER_FAILED} (or, with a routing document's {@code
 * handlerFails} degrade, redirects the link instead), a {@link RejectionException} with {@code
 * rejected}.
 *
 * <pre>{@code
 * .handler("goods.detail", request ->
 *     RouteResponse.navigate(new GoodsScreen(Integer.parseInt(request.parameter("id")))))
 * }</pre>
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
@FunctionalInterface
public interface Handler<S> {
    /**
     * Answers a request.
     *
     * @param request the candidate's request
     * @return the answer ({@link RouteResponse#declined()} passes to the next candidate)
     * @throws Exception the handler's failure
     */
    RouteResponse<S> handle(RouteRequest request) throws Exception;
}
