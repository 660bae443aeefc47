package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;

/**
 * Makes a service's instance: once for each load of its module ({@link ServiceLifetime#SHARED}),
 * or for each lookup. It runs on the router's executor, as handlers do; what it throws fails the
 * lookup (and a shared instance is made again by the next one).
 *
 * <pre>{@code
 * module.service(CartStore.class, CartStore::new);
 * }</pre>
 *
 * @param <T> the service's type
 */
@NonnullByDefault
@FunctionalInterface
public interface ServiceFactory<T> {
    /**
     * Makes an instance.
     *
     * @return the instance, never null
     * @throws Exception the factory's failure
     */
    T make() throws Exception;
}
