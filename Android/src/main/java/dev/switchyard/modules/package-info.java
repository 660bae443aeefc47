/**
 * Business modules on one router: each declares in one place the handlers a route table names, its
 * target-actions and its services (by type and by name), names the modules it needs and receives
 * the app's lifecycle events. A {@link dev.switchyard.modules.ModuleHost} starts the modules the
 * app lists in dependency order, names every missing or doubled piece before anything runs
 * ({@link dev.switchyard.modules.ModuleException}), and loads and unloads a module while the app
 * runs; {@link dev.switchyard.modules.Components} calls another module's action or looks up its
 * service through the router's source policy and middleware, as a link passes them.
 *
 * <pre>{@code
 * ModuleHost<Screen> host = ModuleHost.start(
 *     Arrays.asList(new UserModule(session), new GoodsModule(), new CartModule()), builder);
 * host.post(LifecycleEvent.LAUNCH_FINISHED);
 * host.components().perform("cart", "add", Collections.singletonMap("id", "7"))
 *     .thenAccept(result -> badge.show(result.value(Integer.class)));
 * }</pre>
 *
 * <p>No annotation processing and no class scanning: the app lists its modules, so a module that
 * is not there, or a service nobody declares, is an error when the host starts, never a null later.
 */
package dev.switchyard.modules;
