package dev.switchyard;

import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.LinkRedaction;
import dev.switchyard.router.LoginGate;
import dev.switchyard.router.Middleware;
import dev.switchyard.router.OpenEvent;
import dev.switchyard.router.PendingLinks;
import dev.switchyard.router.RejectionException;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The router's objects for {@link NullArgumentsTest}: a builder, a router, what an open hands out
 * (its outcome, request, event, the chain a middleware is given, an error), the login gate and
 * a pending-link queue with its builder.
 */
final class RouterSamples {
    private RouterSamples() {}

    static List<Object> of(RouteTable table) {
        List<Object> found = new ArrayList<>();
        Router.Builder<String> builder = Router.<String>builder(table).executor(Runnable::run)
            .handler("goods", request -> RouteResponse.navigate("goods"))
            .navigator(screen -> { })
            .analytics(found::add)
            .use(Middleware.of("keeps its chain", chain -> {
                found.add(chain);
                return chain.proceed(chain.request());
            }));
        Router<String> router = builder.build();
        found.add(builder);
        found.add(router);
        found.add(router.open("shop://goods/7", RouteSource.IN_APP).join());
        try {
            router.open("shop://none", RouteSource.IN_APP).join();
        } catch (CompletionException e) {
            found.add(e.getCause());
        }
        found.add(LoginGate.<String>of(() -> true,
            request -> CompletableFuture.completedFuture(true)));
        found.add(RejectionException.custom("risk", "blocked"));
        found.add(PendingLinks.builder(router));
        found.add(PendingLinks.of(router));
        found.add(RouteResponse.handled());
        found.add(LinkRedaction.keepingQueryValuesNamed("utm_source"));
        if (found.stream().noneMatch(OpenEvent.class::isInstance)) {
            throw new AssertionError("no analytics event from the sample opens: " + found);
        }
        return found;
    }

    /** An object of interface {@code type} that does nothing and answers null. */
    static Object inert(Class<?> type) {
        return Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
            (proxy, method, arguments) -> method.getReturnType() == boolean.class ? false : null);
    }
}
