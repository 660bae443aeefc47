package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A business module: one place that declares the handlers a route table names, its target-actions
 * and its services, the modules it needs, and what it does on the app's lifecycle events. The app
 * lists its modules ({@link ModuleHost#start}); nothing is found by annotation processing or class
 * scanning, so a module that is missing is named when the host starts.
 *
 * <pre>{@code
 * final class CartModule implements AppModule<Screen> {
 *     private final CartItems items = new CartItems();
 *
 *     public String name() { return "cart"; }
 *     public List<String> dependencies() { return Collections.singletonList("user"); }
 *
 *     public void declare(ModuleDeclaration<Screen> module) {
 *         module.handler("cart", request -> RouteResponse.navigate(Screen.CART));  // routes.json
 *         module.action("cart", "add", ComponentOptions.PUBLIC.tags("risk"),
 *             call -> items.add(Integer.parseInt(call.parameter("id"))));
 *         module.action("cart", "clear", call -> items.clear());                   // internal
 *         module.service(CartItems.class, () -> items);
 *         module.requiresService("user.session");     // named at start if none declares it
 *     }
 *
 *     public void receive(LifecycleEvent event, ModuleHost<Screen> host) {
 *         if (event.equals(LifecycleEvent.MEMORY_WARNING)) items.dropCaches();
 *     }
 * }
 * }</pre>
 *
 * <p>In Kotlin, an {@code object}:
 *
 * <pre>{@code
 * object GoodsModule : AppModule<Screen> {
 *     override fun name() = "goods"
 *     override fun declare(module: ModuleDeclaration<Screen>) {
 *         module.handler("goods.detail") { request ->
 *             RouteResponse.navigate(Screen.Goods(request.parameter("id")!!))
 *         }
 *         module.action("goods", "title", ComponentOptions.PUBLIC) { call ->
 *             titles[call.parameter("id")]
 *         }
 *     }
 * }
 * }</pre>
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public interface AppModule<S> {
    /**
     * The module's name: unique in a host, used in errors and in {@link ModuleHost#unload}.
     *
     * @return the name
     */
    String name();

    /**
     * The names of the modules this one needs: they start (and receive events) before it, and
     * cannot be unloaded while it is loaded. Default none.
     *
     * @return the names
     */
    default List<String> dependencies() {
        return Collections.emptyList();
    }

    /**
     * Declares the module's route-table handlers, actions and services. Called once each time the
     * host starts or loads the module, before anything of it runs.
     *
     * @param module where to declare them
     */
    void declare(ModuleDeclaration<S> module);

    /**
     * Receives a lifecycle event, on the router's executor, after the modules it depends on. A
     * module acts on the events it cares about; the default ignores them all. What it throws goes
     * to the router's sink-failure hook; the other modules still receive the event.
     *
     * @param event the event
     * @param host the host, to call other modules ({@link ModuleHost#components()})
     */
    default void receive(LifecycleEvent event, ModuleHost<S> host) {
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(host, "host");
    }
}
