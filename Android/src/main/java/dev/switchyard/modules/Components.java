package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.AsyncHandler;
import dev.switchyard.router.RouteOutcome;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import dev.switchyard.router.RouterAccess;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javax.annotation.Nullable;

/**
 * Calls the loaded modules' actions and looks up their services through the router, as a link
 * passes it after matching: the source policy against the component's visibility and tags, the
 * global middleware, the tag middleware, then the handler. A middleware tells a call from a link
 * by {@code request.component()} ({@code action cart/add}). A call gives no analytics event.
 * Each call reads the host's snapshot once: it sees all of a module's pieces or none.
 *
 * <pre>{@code
 * Components<Screen> components = host.components();
 * components.perform("cart", "add", Collections.singletonMap("id", "7"))
 *     .thenAccept(result -> badge.show(result.value(Integer.class)));
 * components.perform(ADD_TO_CART, new AddToCart(7)).thenAccept(badge::show);
 * components.service(CartStore.class).thenAccept(store -> store.refresh());
 * components.canPerform("cart", "clear", RouteSource.PUSH);     // false: internal
 * }</pre>
 *
 * <p>Thread-safe; nothing blocks. The futures complete on the router's executor, or at once for a
 * call that finds nothing to call; they fail with {@link ComponentException}.
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public final class Components<S> {
    /**
     * What a handler's null travels through the pipeline as (a route's value is never null); a
     * middleware that reads the answer sees {@code no value}.
     */
    private static final Object NO_VALUE = new Object() {
        @Override
        public String toString() {
            return "no value";
        }
    };

    private final Router<S> router;
    private final Supplier<HostState<S>> state;

    Components(Router<S> router, Supplier<HostState<S>> state) {
        this.router = router;
        this.state = state;
    }

    /**
     * Calls an action from in-app code, with no parameters.
     *
     * @param target the target (matched without case)
     * @param action the action (matched with case)
     * @return the result
     */
    public CompletableFuture<ActionResult> perform(String target, String action) {
        return perform(target, action, Collections.emptyMap(), RouteSource.IN_APP);
    }

    /**
     * Calls an action from in-app code.
     *
     * @param target the target (matched without case)
     * @param action the action (matched with case)
     * @param parameters the parameters
     * @return the result
     */
    public CompletableFuture<ActionResult> perform(String target, String action,
                                                   Map<String, String> parameters) {
        return perform(target, action, parameters, RouteSource.IN_APP);
    }

    /**
     * Calls an action from {@code source}: a source other than in-app reaches public actions
     * only. With no such action, the target's (else every target's) unmatched-action handler
     * answers ({@link ActionResult#isFallback()}).
     *
     * <pre>{@code
     * components.perform("cart", "clear", Collections.emptyMap(), RouteSource.PUSH);
     * // fails PIPELINE: route "action://cart/clear" is forbidden: the route is internal and …
     * }</pre>
     *
     * @param target the target (matched without case)
     * @param action the action (matched with case)
     * @param parameters the parameters
     * @param source where the call comes from
     * @return the result; it fails with {@link ComponentException} ({@code
     *     call.action-not-found}, {@link ComponentException.Kind#UNLOADED}, or the pipeline's)
     */
    public CompletableFuture<ActionResult> perform(String target, String action,
                                                   Map<String, String> parameters,
                                                   RouteSource source) {
        ActionCall call = new ActionCall(target, action,
            Objects.requireNonNull(parameters, "parameters"), null, source);
        return perform(call);
    }

    /**
     * Calls the action a URL names, as CTMediator's {@code performActionWithUrl:} and iOS's {@code
     * perform(url:from:)}: its first path segment is the target (a custom scheme's host is the
     * first), the second the action, its query the parameters (a repeated name gives a list; a
     * fragment query's items override the query's). The URL is taken in as the router takes a
     * link in, and its origin must be one the route table accepts (a path of the app's own, {@code
     * /cart/add}, always is). It is a call, not an open: it matches no route and gives no
     * analytics event; a source other than in-app reaches public actions only.
     *
     * <pre>{@code
     * components.perform("shop://cart/add?id=7", RouteSource.otherApp(null));
     * components.perform("shop://cart", RouteSource.otherApp(null));
     * // fails NOT_AN_ACTION_URL: "shop://cart" does not name a target and an action
     * }</pre>
     *
     * @param url the URL
     * @param source where the call comes from
     * @return the result; it fails with {@link ComponentException.Kind#NOT_AN_ACTION_URL} (refused
     *     at intake, an origin the table does not accept, a path of other than two segments),
     *     then as {@link #perform(String, String, Map, RouteSource)}
     */
    public CompletableFuture<ActionResult> perform(String url, RouteSource source) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        ActionCall call;
        try {
            call = CallUrl.call(RouterAccess.table(router), url, source);
        } catch (ComponentException refused) {
            return failed(refused);
        }
        return perform(call, url);
    }

    /**
     * Calls a typed action from in-app code.
     *
     * @param action the action's contract
     * @param input the input
     * @param <I> the input's type
     * @param <O> the output's type
     * @return the output; it fails {@link ComponentException.Kind#TYPE_MISMATCH} when the action
     *     under these names takes or gives another type
     */
    public <I, O> CompletableFuture<O> perform(TypedAction<I, O> action, I input) {
        return perform(action, input, RouteSource.IN_APP);
    }

    /**
     * Calls a typed action from {@code source}.
     *
     * @param action the action's contract
     * @param input the input
     * @param source where the call comes from
     * @param <I> the input's type
     * @param <O> the output's type
     * @return the output
     */
    public <I, O> CompletableFuture<O> perform(TypedAction<I, O> action, I input,
                                               RouteSource source) {
        Objects.requireNonNull(action, "action");
        ActionCall call = new ActionCall(action.target(), action.action(), Collections.emptyMap(),
            Objects.requireNonNull(input, "input"), source);
        return CallErrors.then(perform(call), result -> result.value(action.output()));
    }

    /**
     * Looks up a service by type from in-app code.
     *
     * @param type the type its module registered it as
     * @param <T> the type
     * @return the instance; it fails {@code call.service-not-found}, naming the type and the
     *     loaded modules, when no loaded module registered one, never with a null
     */
    public <T> CompletableFuture<T> service(Class<T> type) {
        return service(type, RouteSource.IN_APP);
    }

    /**
     * Looks up a service by type from {@code source}.
     *
     * @param type the type its module registered it as
     * @param source where the lookup comes from
     * @param <T> the type
     * @return the instance
     */
    public <T> CompletableFuture<T> service(Class<T> type, RouteSource source) {
        Objects.requireNonNull(source, "source");
        HostState<S> now = state.get();
        String name = now.table.serviceName(Objects.requireNonNull(type, "type"));
        if (name == null) {
            return failed(ComponentException.serviceNotFound(type.getSimpleName(),
                now.table.modules()));
        }
        return lookup(now, name, type, source);
    }

    /**
     * Looks up a service by the name its module gave it, from in-app code.
     *
     * @param name the service's name
     * @param type the type the caller expects
     * @param <T> the type
     * @return the instance; it fails {@code call.service-not-found} or {@code call.type-mismatch}
     */
    public <T> CompletableFuture<T> service(String name, Class<T> type) {
        return service(name, type, RouteSource.IN_APP);
    }

    /**
     * Looks up a service by name from {@code source}.
     *
     * @param name the service's name
     * @param type the type the caller expects
     * @param source where the lookup comes from
     * @param <T> the type
     * @return the instance
     */
    public <T> CompletableFuture<T> service(String name, Class<T> type, RouteSource source) {
        Objects.requireNonNull(source, "source");
        return lookup(state.get(), Objects.requireNonNull(name, "name"),
            Objects.requireNonNull(type, "type"), source);
    }

    /**
     * Whether the action is declared and the source policy lets {@code source} call it; runs
     * nothing (a middleware may still refuse). Unmatched-action handlers do not count.
     *
     * @param target the target
     * @param action the action
     * @param source where the call would come from
     * @return whether a call would reach the action's middleware
     */
    public boolean canPerform(String target, String action, RouteSource source) {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(source, "source");
        ComponentEntry entry = state.get().table.action(target, action);
        return entry != null && RouterAccess.permits(router, source, entry.route);
    }

    /**
     * Whether a loaded module registered a service of this type; runs nothing.
     *
     * @param type the type
     * @return whether {@link #service(Class)} would find one
     */
    public boolean hasService(Class<?> type) {
        Objects.requireNonNull(type, "type");
        return state.get().table.serviceName(type) != null;
    }

    /**
     * Whether a loaded module registered a service under this name; runs nothing.
     *
     * @param name the name
     * @return whether {@link #service(String, Class)} would find one
     */
    public boolean hasService(String name) {
        Objects.requireNonNull(name, "name");
        return state.get().table.service(name) != null;
    }

    private CompletableFuture<ActionResult> perform(ActionCall call) {
        return perform(call, null);
    }

    /** {@code call}, whose request's link is {@code url} (a call by URL's), else its address. */
    private CompletableFuture<ActionResult> perform(ActionCall call, @Nullable String url) {
        ComponentTable table = state.get().table;
        ComponentEntry found = table.action(call.target(), call.action());
        ComponentEntry entry = found != null ? found : table.unmatched(call.target());
        if (entry == null) {
            return failed(ComponentException.actionNotFound(call.target(), call.action()));
        }
        String called = "action " + call.target() + "/" + call.action();
        String address = url != null ? url : ComponentEntry.address("action", call.target(),
            call.action(), call.parameters());
        return CallErrors.then(run(entry, call, called, address), value ->
            new ActionResult(call.target(), call.action(), value, found == null));
    }

    /** A lookup of the service {@code name} in {@code now}, through the pipeline. */
    private <T> CompletableFuture<T> lookup(HostState<S> now, String name, Class<T> type,
                                            RouteSource source) {
        ComponentEntry entry = now.table.service(name);
        if (entry == null) {
            return failed(ComponentException.serviceNotFound(name, now.table.modules()));
        }
        ActionCall call = new ActionCall("service", name, Collections.emptyMap(), null, source);
        String address = entry.route.pattern;
        return CallErrors.then(run(entry, call, entry.component, address), value -> {
            if (type.isInstance(value)) return type.cast(value);
            throw ComponentException.typeMismatch(entry.component,
                value == null ? "null" : value.getClass().getSimpleName(), type.getSimpleName());
        });
    }

    /** Runs {@code entry} through the pipeline; the handler's value (null for none). */
    private CompletableFuture<Object> run(ComponentEntry entry, ActionCall call, String called,
                                          String address) {
        // A handler's null is a value (an action that answers nothing), not `handled`: only a
        // value ends a call (call.answer), so a middleware's `handled` fails it.
        AsyncHandler<S> handler = request -> entry.run(call).thenApply(value ->
            RouteResponse.<S>value(value == null ? NO_VALUE : value));
        CompletableFuture<RouteOutcome<S>> outcome = RouterAccess.call(router, entry.route,
            address, called, call.source(), call.parameters(), handler);
        CompletableFuture<Object> value = new CompletableFuture<>();
        outcome.whenComplete((done, error) -> {
            if (error != null) {
                value.completeExceptionally(CallErrors.of(called, error));
            } else if (done.response().kind() == RouteResponse.Kind.VALUE) {
                Object answered = done.response().value();
                value.complete(answered == NO_VALUE ? null : answered);
            } else {
                RouteResponse<S> response = done.response();
                String got = response.kind() == RouteResponse.Kind.REDIRECT
                    ? "redirect to " + response.target() : response.kind().spelling();
                value.completeExceptionally(ComponentException.unexpectedResponse(called,
                    address, got));
            }
        });
        return value;
    }

    private static <T> CompletableFuture<T> failed(Throwable error) {
        CompletableFuture<T> failed = new CompletableFuture<>();
        failed.completeExceptionally(error);
        return failed;
    }

    @Override
    public String toString() {
        return "Components" + state.get().table.modules();
    }
}
