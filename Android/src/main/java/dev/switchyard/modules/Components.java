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
        ComponentTable table = state.get().table;
        ComponentEntry found = table.action(call.target(), call.action());
        ComponentEntry entry = found != null ? found : table.unmatched(call.target());
        if (entry == null) {
            return failed(ComponentException.actionNotFound(call.target(), call.action()));
        }
        String called = "action " + call.target() + "/" + call.action();
        String address = ComponentEntry.address("action", call.target(), call.action(),
            call.parameters());
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
        AsyncHandler<S> handler = request -> entry.run(call).thenApply(value -> value == null
            ? RouteResponse.<S>handled() : RouteResponse.<S>value(value));
        CompletableFuture<RouteOutcome<S>> outcome = RouterAccess.call(router, entry.route,
            address, called, call.source(), call.parameters(), handler);
        CompletableFuture<Object> value = new CompletableFuture<>();
        outcome.whenComplete((done, error) -> {
            if (error != null) {
                value.completeExceptionally(CallErrors.of(called, error));
            } else if (done.response().kind() == RouteResponse.Kind.VALUE) {
                value.complete(done.response().value());
            } else if (done.response().kind() == RouteResponse.Kind.HANDLED) {
                value.complete(null);
            } else {
                value.completeExceptionally(ComponentException.unexpectedResponse(called,
                    done.response().kind().toString()));
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
