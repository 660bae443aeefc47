package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;

/**
 * How many instances of a service there are.
 *
 * <pre>{@code
 * module.service(CartStore.class, "cart.store", ServiceLifetime.SHARED, ComponentOptions.INTERNAL,
 *     CartStore::new);                                      // one for each load of the module
 * module.service(PriceFormatter.class, "prices", ServiceLifetime.PER_LOOKUP,
 *     ComponentOptions.INTERNAL, PriceFormatter::new);      // a new one each lookup
 * }</pre>
 */
@NonnullByDefault
public enum ServiceLifetime {
    /** One instance for each load of the module, made by the first lookup. */
    SHARED,
    /** A new instance for every lookup. */
    PER_LOOKUP
}
