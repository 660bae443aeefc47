package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Why;
import dev.switchyard.router.AsyncHandler;
import dev.switchyard.router.Router;
import dev.switchyard.router.RouterAccess;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Starts an app's modules on one router: orders them (each after the modules it needs), names
 * every missing or doubled piece before anything runs, binds the route-table handlers they declare,
 * delivers lifecycle events in module order, and loads or unloads a module while the app runs. A
 * module's actions and services arrive and leave together, in one new snapshot: a call sees all of
 * them or none.
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
    private final AtomicReference<HostState<S>> state;
    private final Object updates = new Object();
    private final Components<S> components;

    private ModuleHost(Router<S> router, HostState<S> state) {
        this.router = router;
        this.state = new AtomicReference<>(state);
        this.components = new Components<>(router, this.state::get);
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
     * @throws ModuleException a module registered twice, a missing dependency, a dependency cycle,
     *     a name two modules declare, a requirement no module declares, a route of the table
     *     naming a handler neither a module nor the app registered, or a router that does not build
     */
    public static <S> ModuleHost<S> start(List<? extends AppModule<S>> modules,
                                          Router.Builder<S> builder) {
        Objects.requireNonNull(modules, "modules");
        Objects.requireNonNull(builder, "builder");
        HostState<S> state = new HostState<>(Collections.emptyList(), ComponentTable.EMPTY);
        for (AppModule<S> module : ModuleOrder.sorted(modules, Collections.emptySet())) {
            state = state.with(new HostState.Loaded<>(module, declared(module)));
        }
        state = state.checked();
        Set<String> names = new HashSet<>();
        for (HostState.Loaded<S> loaded : state.modules) {
            names.addAll(loaded.declaration.tableHandlerNames());
        }
        List<Why> unbound = RouterAccess.unregisteredHandlers(builder, names);
        if (!unbound.isEmpty()) throw ModuleException.handlerNotRegistered(unbound.get(0));
        for (HostState.Loaded<S> loaded : state.modules) bind(loaded, builder);
        try {
            return new ModuleHost<>(builder.build(), state);
        } catch (RuntimeException refused) {
            throw ModuleException.routerRefused(String.join(", ", names(state)),
                String.valueOf(refused.getMessage()));
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
        return names(state.get());
    }

    /**
     * Loads a module into the running app: its actions and services appear in one new snapshot.
     *
     * <pre>{@code
     * host.load(new FlashSaleModule());
     * }</pre>
     *
     * @param module the module
     * @throws ModuleException its name is taken, a dependency is not loaded, it declares
     *     route-table handlers, a name another module took, or a requirement no loaded module
     *     declares; the host then keeps what it had
     */
    public void load(AppModule<S> module) {
        Objects.requireNonNull(module, "module");
        ModuleDeclaration<S> declaration = declared(module);
        if (!declaration.tableHandlers.isEmpty()) {
            throw ModuleException.tableHandlersAfterStart(module.name(),
                declaration.tableHandlerNames());
        }
        synchronized (updates) {
            HostState<S> now = state.get();
            ModuleOrder.sorted(Collections.singletonList(module), now.names());
            HostState.Loaded<S> loaded = new HostState.Loaded<>(module, declaration);
            HostState<S> next = now.with(loaded);
            Declared.Requirement missing = next.table.firstMissing(declaration.requirements);
            if (missing != null) {
                throw ModuleException.requirementMissing(module.name(), missing.component());
            }
            state.set(next);
        }
    }

    /**
     * Unloads a module: its actions and services go in one new snapshot before this returns; a
     * call that took the old snapshot and reaches the module later fails with {@link
     * ComponentException.Kind#UNLOADED} without running, and the module's route-table routes fail
     * so too. Calls already running finish.
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
            HostState<S> now = state.get();
            HostState<S> next = now.without(name);
            gone = now.find(name);
            state.set(next);
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
            for (HostState.Loaded<S> loaded : state.get().modules) {
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

    /** The host's snapshot now (for tests: what one call would see). */
    HostState<S> snapshot() {
        return state.get();
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
