package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import javax.annotation.Nullable;

/**
 * A service's instances for one load of its module: the shared one, made by the first lookup and
 * then the same for every lookup, or a new one for each. Thread-safe: the shared instance is made
 * once even when lookups race (they all run on the router's executor, so none waits for another
 * in practice); a making that fails is forgotten, and the next lookup tries again.
 */
@NonnullByDefault
final class ServiceInstance {
    private final String component;
    private final String type;
    private final ServiceLifetime lifetime;
    private final ServiceFactory<?> factory;
    private final Object lock = new Object();
    @Nullable private volatile Object shared;

    ServiceInstance(String component, String type, ServiceLifetime lifetime,
                    ServiceFactory<?> factory) {
        this.component = component;
        this.type = type;
        this.lifetime = lifetime;
        this.factory = factory;
    }

    /** The instance: the shared one (made now when none was), or a new one. */
    Object get() throws Exception {
        if (lifetime == ServiceLifetime.PER_LOOKUP) return made();
        Object instance = shared;
        if (instance != null) return instance;
        synchronized (lock) {
            if (shared == null) shared = made();
            return shared;
        }
    }

    private Object made() throws Exception {
        Object instance = factory.make();
        if (instance == null) throw ComponentException.typeMismatch(component, "null", type);
        return instance;
    }
}
