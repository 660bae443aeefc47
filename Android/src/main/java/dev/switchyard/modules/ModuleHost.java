package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.text.Why;
import dev.switchyard.router.AsyncHandler;
import dev.switchyard.router.Router;
import dev.switchyard.router.RouterAccess;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * Starts an app's modules on one router: orders them (each after the modules it needs), names
 * every missing or doubled piece before anything runs, binds the route-table handlers they declare,
 * delivers lifecycle events in module order, and loads or unloads a module while the app runs. A
 * module's routes, actions and services arrive and leave together, in one new router snapshot: an
 * open or a call sees all of them or none.
 *
 * <pre>{@code
 * Router.Builder<Screen> builder = Router.<Screen>builder(table)
 *     .executor(ContextCompat.getMainExecutor(context))
 *     .use(riskCheck, "risk")
 *     .navigator(navigator);
 * ModuleHost<Screen> host = ModuleHost.start(
 *     Arrays.asList(new GoodsModule(), new UserModule(session), new CartModule()), builder);
 * host.modules();                                  // [goods, user, cart]
 * host.post(LifecycleEvent.LAUNCH_FINISHED);
 * host.router().open("shop://cart", RouteSource.PUSH);
 *
 * host.load(new FlashSaleModule());                // its actions and services appear together
 * host.unload("flash-sale").thenRun(() -> log("its last call finished"));
 * }</pre>
 *
 * <p>Thread-safe: every method may be called from any thread; none blocks. Loads and unloads are
 * applied one at a time, each as one swap of the host's snapshot.
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public final class ModuleHost<S> {
    private final Router<S> router;
    /** The route-table handlers the modules bound at start: their routes leave with them. */
    private final Set<String> startHandlers;
    private final Object updates = new Object();
    private final Components<S> components;

    private ModuleHost(Router<S> router, HostState<S> state, Set<String> startHandlers) {
        this.router = router;
        this.startHandlers = startHandlers;
        this.components = new Components<>(router, this::snapshot);
        for (HostState.Loaded<S> loaded : state.modules) routes(loaded);
        install(state);
    }

    /**
     * Starts {@code modules} on the router {@code builder} builds: checks them, binds the
     * route-table handlers they declare into the builder, and builds the router. Nothing of a
     * module runs before every check passed but its {@code declare}.
     *
     * @param modules the app's modules, in the order the app lists them
     * @param builder the router's builder (its table, middleware, policy, executor)
     * @param <S> the app's screen type
     * @return the host, its router built
     * @throws ModuleException the first fault, in this order: a module registered twice; a
     *     missing dependency or a dependency cycle, as the start order's walk meets them; a
     *     route-table handler two modules (or the app's builder and a module) declare; a route of
     *     the table naming a handler neither a module nor the app registered; an action,
     *     unmatched-action handler or service two modules declare; a requirement no module
     *     declares; a route that does not parse, or a router that does not build
     */
    public static <S> ModuleHost<S> start(List<? extends AppModule<S>> modules,
                                          Router.Builder<S> builder) {
        Objects.requireNonNull(modules, "modules");
        Objects.requireNonNull(builder, "builder");
        List<HostState.Loaded<S>> started = new ArrayList<>();
        for (AppModule<S> module : ModuleOrder.sorted(modules, Collections.emptySet())) {
            started.add(new HostState.Loaded<>(module, declared(module)));
        }
        // The checks run in the order of rule module.start.precedence: the table's handlers (whose
        // names the router's table is built with) before the modules' other pieces.
        Set<String> names = tableHandlerNames(started);
        appHandlersKept(started, RouterAccess.handlerNames(builder));
        List<Why> unbound = RouterAccess.unregisteredHandlers(builder, names);
        if (!unbound.isEmpty()) throw ModuleException.handlerNotRegistered(unbound.get(0));
        HostState<S> state = new HostState<>(Collections.emptyList(), ComponentTable.EMPTY);
        for (HostState.Loaded<S> loaded : started) state = state.with(loaded);
        state = state.checked();
        for (HostState.Loaded<S> loaded : state.modules) bind(loaded, builder);
        Router<S> router;
        try {
            router = builder.build();
        } catch (RuntimeException refused) {
            throw ModuleException.routerRefused(String.join(", ", names(state)),
                String.valueOf(refused.getMessage()));
        }
        return new ModuleHost<>(router, state, names);
    }

    /**
     * The route-table handler names the modules declare, in start order.
     *
     * @throws ModuleException {@code module.declared-twice} for a name two modules declare
     */
    private static <S> Set<String> tableHandlerNames(List<HostState.Loaded<S>> started) {
        Map<String, String> owners = new LinkedHashMap<>();
        for (HostState.Loaded<S> loaded : started) {
            for (String name : loaded.declaration.tableHandlerNames()) {
                String owner = owners.putIfAbsent(name, loaded.name);
                if (owner != null) {
                    throw ModuleException.declaredTwice("route-table handler " + name, owner,
                        loaded.name);
                }
            }
        }
        return Collections.unmodifiableSet(owners.keySet());
    }

    /**
     * Refuses a route-table handler a module declares under a name the app gave the builder too:
     * neither may silently replace the other (the app counts as the first, named {@code app}).
     */
    private static <S> void appHandlersKept(List<HostState.Loaded<S>> started, Set<String> app) {
        for (HostState.Loaded<S> loaded : started) {
            for (String name : loaded.declaration.tableHandlerNames()) {
                if (app.contains(name)) {
                    throw ModuleException.declaredTwice("route-table handler " + name, "app",
                        loaded.name);
                }
            }
        }
    }

    /**
     * The router every module's handlers are bound in.
     *
     * @return the router
     */
    public Router<S> router() {
        return router;
    }

    /**
     * How modules call each other's actions and look up their services, through this router.
     *
     * @return the calls
     */
    public Components<S> components() {
        return components;
    }

    /**
     * The loaded modules' names, in the order they started and receive events.
     *
     * @return an unmodifiable list
     */
    public List<String> modules() {
        return names(snapshot());
    }

    /**
     * The loaded modules and their actions and services as the catalogue file that {@code
     * switchyard docs --components} draws beside the route table: the modules in start order,
     * with their dependencies, the route-table handlers they declare and their own routes'
     * patterns, then every action and service with
     * its module, visibility ({@code "external"} for a public one), tags and description. The
     * same modules give the same bytes on every platform, so a committed file can be compared
     * with a fresh one in a test.
     *
     * <pre>{@code
     * String text = host.componentCatalogueJSON();  // write it to components.json in a test
     * }</pre>
     *
     * @return stable, pretty-printed JSON ending with a newline
     */
    public String componentCatalogueJSON() {
        return ComponentCatalogue.json(snapshot().modules);
    }

    /**
     * Loads a module into the running app: its routes (after the app table's), actions and
     * services appear in one new snapshot.
     *
     * <pre>{@code
     * host.load(new FlashSaleModule());
     * }</pre>
     *
     * @param module the module
     * @throws ModuleException its name is taken, a dependency is not loaded, it declares
     *     route-table handlers, a route that does not parse, a name another module took, or a
     *     requirement no loaded module declares; the host then keeps what it had
     */
    public void load(AppModule<S> module) {
        Objects.requireNonNull(module, "module");
        ModuleDeclaration<S> declaration = declared(module);
        if (!declaration.tableHandlers.isEmpty()) {
            throw ModuleException.tableHandlersAfterStart(module.name(),
                declaration.tableHandlerNames());
        }
        synchronized (updates) {
            HostState<S> now = snapshot();
            ModuleOrder.sorted(Collections.singletonList(module), now.names());
            HostState.Loaded<S> loaded = new HostState.Loaded<>(module, declaration);
            HostState<S> next = now.with(loaded);
            Declared.Requirement missing = next.table.firstMissing(declaration.requirements);
            if (missing != null) {
                throw ModuleException.requirementMissing(module.name(), missing.component());
            }
            routes(loaded);
            install(next);
        }
    }

    /**
     * Unloads a module: its routes, actions and services go in one new snapshot before this
     * returns, and so do the table's routes naming its route-table handlers (an open that starts
     * after finds no route: the next candidate or the unmatched handler answers). A call or open
     * that took the old snapshot and reaches the module later fails with {@link
     * ComponentException.Kind#UNLOADED} without running. Calls already running finish.
     *
     * <pre>{@code
     * host.unload("flash-sale").thenRun(() -> sale.release());   // after its last call
     * }</pre>
     *
     * @param name the module's name
     * @return a future that completes when every call that was running in the module has ended
     * @throws ModuleException {@code module.not-loaded}; {@code module.still-needed} when a loaded
     *     module depends on it or requires a piece only it declares (it then stays)
     */
    public CompletableFuture<Void> unload(String name) {
        Objects.requireNonNull(name, "name");
        HostState.Loaded<S> gone;
        synchronized (updates) {
            HostState<S> now = snapshot();
            HostState<S> next = now.without(name);
            gone = Objects.requireNonNull(now.find(name), name);
            install(next);
        }
        gone.activity.close();
        return gone.activity.drained().thenApply(done -> done);
    }

    /**
     * Posts a lifecycle event to every loaded module and returns at once. The router's executor
     * delivers the events in the order they were posted, each to the modules one after the other,
     * in module order; what a module throws goes to the router's sink-failure hook.
     *
     * <pre>{@code
     * host.post(LifecycleEvent.BACKGROUND).thenAccept(receivers -> log(receivers)); // [user, cart]
     * }</pre>
     *
     * @param event the event
     * @return the names of the modules that received it, in order, once they all have; it fails
     *     when the executor refuses to run the delivery
     */
    public CompletableFuture<List<String>> post(LifecycleEvent event) {
        Objects.requireNonNull(event, "event");
        CompletableFuture<List<String>> delivered = new CompletableFuture<>();
        RouterAccess.execute(router, () -> {
            List<String> receivers = new ArrayList<>();
            for (HostState.Loaded<S> loaded : snapshot().modules) {
                try {
                    loaded.module.receive(event, this);
                } catch (Throwable thrown) {
                    RouterAccess.failed(router, thrown);
                }
                receivers.add(loaded.name);
            }
            delivered.complete(Collections.unmodifiableList(receivers));
        }, delivered::completeExceptionally);
        return delivered;
    }

    /** The host's snapshot now (what one call would see), swapped with the router's routes. */
    @SuppressWarnings("unchecked")
    HostState<S> snapshot() {
        return (HostState<S>) Objects.requireNonNull(RouterAccess.attachment(router), "state");
    }

    /**
     * Publishes {@code state}: its modules' routes, the start handlers no loaded module declares
     * any more (their table routes leave), and the components, in one swap of the router's.
     */
    private void install(HostState<S> state) {
        List<RouterAccess.ModuleRoute<S>> routes = new ArrayList<>();
        Set<String> withdrawn = new HashSet<>(startHandlers);
        for (HostState.Loaded<S> loaded : state.modules) {
            routes.addAll(loaded.routes);
            for (String name : loaded.declaration.tableHandlerNames()) withdrawn.remove(name);
        }
        RouterAccess.install(router, state, routes, withdrawn);
    }

    /** Makes {@code loaded}'s routes, each run as a call of this load of it. */
    private void routes(HostState.Loaded<S> loaded) {
        for (Declared.Route<S> declared : loaded.declaration.routes) {
            AsyncHandler<S> handler = declared.handler;
            try {
                loaded.routes.add(RouterAccess.moduleRoute(router, declared.pattern, declared.name,
                    declared.options.tags(), declared.options.isInternal(),
                    request -> loaded.activity.run(() -> handler.handle(request))));
            } catch (PatternError invalid) {
                throw ModuleException.invalidRoute(loaded.name, invalid.getMessage());
            }
        }
    }

    /** What {@code module} declares, asked once for this start or load. */
    private static <S> ModuleDeclaration<S> declared(AppModule<S> module) {
        ModuleDeclaration<S> declaration = new ModuleDeclaration<>(
            Objects.requireNonNull(module.name(), "name"));
        module.declare(declaration);
        return declaration;
    }

    /** Binds the module's route-table handlers, each run as a call of this load of it. */
    private static <S> void bind(HostState.Loaded<S> loaded, Router.Builder<S> builder) {
        for (Declared.TableHandler<S> declared : loaded.declaration.tableHandlers) {
            AsyncHandler<S> handler = declared.handler;
            builder.asyncHandler(declared.name,
                request -> loaded.activity.run(() -> handler.handle(request)));
        }
    }

    private static List<String> names(HostState<?> state) {
        List<String> names = new ArrayList<>();
        for (HostState.Loaded<?> loaded : state.modules) names.add(loaded.name);
        return Collections.unmodifiableList(names);
    }
}
