package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.router.AsyncHandler;
import dev.switchyard.router.Handler;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import javax.annotation.Nullable;

/**
 * What a module declares in {@link AppModule#declare}: handlers a route table names, target-actions
 * (plain and typed), unmatched-action handlers, services by type and by name, and what it requires
 * of other modules. Nothing reaches the router until the host installs the module; a name another
 * module took is then a {@link ModuleException} naming both. Used on the thread that starts or
 * loads the module, during {@code declare} only.
 *
 * <pre>{@code
 * public void declare(ModuleDeclaration<Screen> module) {
 *     module.handler("goods.detail", request -> RouteResponse.navigate(new GoodsScreen(request)));
 *     module.action("goods", "title", ComponentOptions.PUBLIC,
 *         call -> titles.get(call.parameter("id")));
 *     module.unmatched("goods", call -> "https://m.shop.example/goods/" + call.action());
 *     module.action(ADD_TO_CART, (input, call) -> items.add(input.id));
 *     module.service(GoodsCatalog.class, "goods.catalog", ServiceLifetime.SHARED,
 *         ComponentOptions.INTERNAL, GoodsCatalog::new);
 *     module.requires(Session.class);
 * }
 * }</pre>
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public final class ModuleDeclaration<S> {
    private final String module;
    final List<Declared.TableHandler<S>> tableHandlers = new ArrayList<>();
    final List<Declared.Route<S>> routes = new ArrayList<>();
    final List<Declared.Action> actions = new ArrayList<>();
    final List<Declared.Action> unmatched = new ArrayList<>();
    final List<Declared.Service> services = new ArrayList<>();
    final List<Declared.Requirement> requirements = new ArrayList<>();

    ModuleDeclaration(String module) {
        this.module = module;
    }

    /**
     * The declaring module's name.
     *
     * @return the name
     */
    public String module() {
        return module;
    }

    /**
     * A handler the route table's routes name in {@code "handler"}; only modules the host starts
     * with may declare them (the table is bound once, at start). Unloading the module takes the
     * table's routes naming it out of the router's table: an open that starts after finds no
     * route; one that had found it and reaches the handler later fails with {@link
     * ModuleException.Kind#UNLOADED}.
     *
     * <pre>{@code
     * module.handler("cart", request -> RouteResponse.navigate(Screen.CART));
     * }</pre>
     *
     * @param name the name routes give
     * @param handler what it answers
     */
    public void handler(String name, Handler<S> handler) {
        Objects.requireNonNull(handler, "handler");
        asyncHandler(name, request -> CompletableFuture.completedFuture(handler.handle(request)));
    }

    /**
     * A route-table handler that answers later ({@link #handler(String, Handler)}).
     *
     * @param name the name routes give
     * @param handler what it answers
     */
    public void asyncHandler(String name, AsyncHandler<S> handler) {
        tableHandlers.add(new Declared.TableHandler<>(Objects.requireNonNull(name, "name"),
            Objects.requireNonNull(handler, "handler")));
    }

    /**
     * A route of the module's own, after the app table's: it arrives in the router's table with
     * the module's actions and services, and leaves with them when the module is unloaded. Its
     * visibility and tags are a table route's {@code internal} and {@code tags}.
     *
     * <pre>{@code
     * module.route("shop://sale/<string:name>", "sale", ComponentOptions.PUBLIC,
     *     request -> RouteResponse.navigate(Screen.sale(request.parameter("name"))));
     * }</pre>
     *
     * @param pattern the route's pattern, as a table writes it
     * @param name the route's name, or null
     * @param options its visibility and tags
     * @param handler what it answers
     */
    public void route(String pattern, @Nullable String name, ComponentOptions options,
                      Handler<S> handler) {
        Objects.requireNonNull(handler, "handler");
        asyncRoute(pattern, name, options,
            request -> CompletableFuture.completedFuture(handler.handle(request)));
    }

    /**
     * A route of the module's own that answers later ({@link #route}).
     *
     * @param pattern the route's pattern, as a table writes it
     * @param name the route's name, or null
     * @param options its visibility and tags
     * @param handler what it answers
     */
    public void asyncRoute(String pattern, @Nullable String name, ComponentOptions options,
                           AsyncHandler<S> handler) {
        routes.add(new Declared.Route<>(Objects.requireNonNull(pattern, "pattern"), name,
            Objects.requireNonNull(options, "options"),
            Objects.requireNonNull(handler, "handler")));
    }

    /**
     * An internal action: reachable from in-app code only ({@link ComponentOptions#INTERNAL}).
     *
     * <pre>{@code
     * module.action("cart", "clear", call -> items.clear());
     * }</pre>
     *
     * @param target the target (matched without case)
     * @param action the action (matched with case)
     * @param handler runs it
     */
    public void action(String target, String action, ActionHandler handler) {
        action(target, action, ComponentOptions.INTERNAL, handler);
    }

    /**
     * An action with its visibility and tags.
     *
     * @param target the target (matched without case)
     * @param action the action (matched with case)
     * @param options its visibility and tags
     * @param handler runs it
     */
    public void action(String target, String action, ComponentOptions options,
                       ActionHandler handler) {
        Objects.requireNonNull(handler, "handler");
        asyncAction(target, action, options,
            call -> CompletableFuture.completedFuture(handler.handle(call)));
    }

    /**
     * An action that answers later.
     *
     * @param target the target (matched without case)
     * @param action the action (matched with case)
     * @param options its visibility and tags
     * @param handler runs it
     */
    public void asyncAction(String target, String action, ComponentOptions options,
                            AsyncActionHandler handler) {
        Objects.requireNonNull(handler, "handler");
        actions.add(new Declared.Action(Objects.requireNonNull(target, "target"),
            Objects.requireNonNull(action, "action"), Objects.requireNonNull(options, "options"),
            handler::handle));
    }

    /**
     * A typed action; in-app callers pass its input ({@link Components#perform(TypedAction,
     * Object)}). Called with parameters instead it fails {@link
     * ComponentException.Kind#INVALID_PARAMETERS}: give a decoder for those.
     *
     * @param typed the action's contract
     * @param handler runs it
     * @param <I> the input's type
     * @param <O> the output's type
     */
    public <I, O> void action(TypedAction<I, O> typed,
                              TypedAction.Handler<I, ? extends O> handler) {
        Objects.requireNonNull(typed, "typed");
        action(typed, null, handler);
    }

    /**
     * A typed action whose input {@code decode} builds from parameters when a caller gives none.
     *
     * <pre>{@code
     * module.action(ADD_TO_CART,
     *     parameters -> new AddToCart(Integer.parseInt(parameters.get("id").get(0))),
     *     (input, call) -> items.add(input.id));
     * }</pre>
     *
     * @param typed the action's contract
     * @param decode builds the input from parameters, or null
     * @param handler runs it
     * @param <I> the input's type
     * @param <O> the output's type
     */
    public <I, O> void action(TypedAction<I, O> typed, @Nullable TypedAction.Decoder<I> decode,
                              TypedAction.Handler<I, ? extends O> handler) {
        Objects.requireNonNull(typed, "typed");
        Objects.requireNonNull(handler, "handler");
        actions.add(new Declared.Action(typed.target(), typed.action(), typed.options(),
            call -> CompletableFuture.completedFuture(
                handler.handle(TypedInput.of(typed, decode, call), call))));
    }

    /**
     * What answers calls to actions of {@code target} that no module declares (every target's
     * when {@code target} is null; a target's own comes first); internal. Its answer comes back
     * with {@link ActionResult#isFallback()} set. A declared internal action called from outside
     * is refused, not handed here.
     *
     * <pre>{@code
     * module.unmatched("goods", call -> "https://m.shop.example/goods/" + call.action());
     * }</pre>
     *
     * @param target the target (matched without case), or null for every target
     * @param handler answers the call
     */
    public void unmatched(@Nullable String target, ActionHandler handler) {
        unmatched(target, ComponentOptions.INTERNAL, handler);
    }

    /**
     * An unmatched-action handler with its visibility and tags.
     *
     * @param target the target (matched without case), or null for every target
     * @param options its visibility and tags
     * @param handler answers the call
     */
    public void unmatched(@Nullable String target, ComponentOptions options,
                          ActionHandler handler) {
        Objects.requireNonNull(handler, "handler");
        // The target as it is matched, without case (as iOS names it in errors).
        String folded = target == null ? null : target.toLowerCase(Locale.ROOT);
        unmatched.add(new Declared.Action(folded, null, Objects.requireNonNull(options, "options"),
            call -> CompletableFuture.completedFuture(handler.handle(call))));
    }

    /**
     * A shared, internal service found by type and by the type's simple name ({@code CartStore}).
     *
     * <pre>{@code
     * module.service(CartStore.class, CartStore::new);
     * }</pre>
     *
     * @param type the type callers ask for
     * @param factory makes the instance, once for each load of the module
     * @param <T> the type
     */
    public <T> void service(Class<T> type, ServiceFactory<? extends T> factory) {
        Objects.requireNonNull(type, "type");
        service(type, type.getSimpleName(), ServiceLifetime.SHARED, ComponentOptions.INTERNAL,
            factory);
    }

    /**
     * A service found by type and by name.
     *
     * @param type the type callers ask for
     * @param name the name callers may ask for instead
     * @param lifetime one instance per load of the module, or one per lookup
     * @param options its visibility and tags
     * @param factory makes the instance
     * @param <T> the type
     */
    public <T> void service(Class<T> type, String name, ServiceLifetime lifetime,
                            ComponentOptions options, ServiceFactory<? extends T> factory) {
        services.add(new Declared.Service(Objects.requireNonNull(name, "name"),
            Objects.requireNonNull(type, "type"), Objects.requireNonNull(lifetime, "lifetime"),
            Objects.requireNonNull(options, "options"),
            Objects.requireNonNull(factory, "factory")));
    }

    /**
     * A shared, internal service found by name only, for callers that share no type with it.
     *
     * <pre>{@code
     * module.service("goods.featured", () -> Arrays.asList(7, 42));
     * }</pre>
     *
     * @param name the name
     * @param factory makes the instance
     */
    public void service(String name, ServiceFactory<?> factory) {
        service(name, ServiceLifetime.SHARED, ComponentOptions.INTERNAL, factory);
    }

    /**
     * A service found by name only, with its lifetime, visibility and tags.
     *
     * @param name the name
     * @param lifetime one instance per load of the module, or one per lookup
     * @param options its visibility and tags
     * @param factory makes the instance
     */
    public void service(String name, ServiceLifetime lifetime, ComponentOptions options,
                        ServiceFactory<?> factory) {
        services.add(new Declared.Service(Objects.requireNonNull(name, "name"), null,
            Objects.requireNonNull(lifetime, "lifetime"),
            Objects.requireNonNull(options, "options"),
            Objects.requireNonNull(factory, "factory")));
    }

    /**
     * Says that the module needs a service of this type from another module (or itself): the
     * host refuses to start or load it while no module declares one, and to unload the module
     * that does while this one is loaded.
     *
     * <pre>{@code
     * module.requires(Session.class);
     * // at start without it: module "cart" requires service of type Session, which no module
     * // declares
     * }</pre>
     *
     * @param type the service's type
     */
    public void requires(Class<?> type) {
        requirements.add(new Declared.Requirement(Objects.requireNonNull(type, "type"), null, null,
            null));
    }

    /**
     * Says that the module needs the service of this name ({@link #requires(Class)}).
     *
     * @param name the service's name
     */
    public void requiresService(String name) {
        requirements.add(new Declared.Requirement(null, Objects.requireNonNull(name, "name"), null,
            null));
    }

    /**
     * Says that the module needs this action ({@link #requires(Class)}); an unmatched-action
     * handler does not count.
     *
     * @param target the target
     * @param action the action
     */
    public void requiresAction(String target, String action) {
        requirements.add(new Declared.Requirement(null, null,
            Objects.requireNonNull(target, "target"), Objects.requireNonNull(action, "action")));
    }

    /** The names of the route-table handlers declared. */
    List<String> tableHandlerNames() {
        List<String> names = new ArrayList<>();
        for (Declared.TableHandler<S> handler : tableHandlers) names.add(handler.name);
        return Immutable.listCopy(names);
    }
}
