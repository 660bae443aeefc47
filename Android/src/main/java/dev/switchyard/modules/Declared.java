package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.router.AsyncHandler;
import java.util.concurrent.CompletionStage;
import javax.annotation.Nullable;

/**
 * What one module declared ({@link ModuleDeclaration}), item by item, before the host installs it:
 * route-table handlers, actions (and unmatched-action handlers) and services. Immutable.
 */
@NonnullByDefault
final class Declared {
    private Declared() {}

    /** Runs an action's call; what its stage gives is the call's value. */
    @FunctionalInterface
    interface Body {
        CompletionStage<?> run(ActionCall call) throws Exception;
    }

    /** A handler a route table names. */
    static final class TableHandler<S> {
        final String name;
        final AsyncHandler<S> handler;

        TableHandler(String name, AsyncHandler<S> handler) {
            this.name = name;
            this.handler = handler;
        }
    }

    /** A route a module declares, added to the router's table while the module is loaded. */
    static final class Route<S> {
        final String pattern;
        @Nullable final String name;
        final ComponentOptions options;
        final AsyncHandler<S> handler;

        Route(String pattern, @Nullable String name, ComponentOptions options,
              AsyncHandler<S> handler) {
            this.pattern = pattern;
            this.name = name;
            this.options = options;
            this.handler = handler;
        }
    }

    /** A target's action, or (with {@code action} null) an unmatched-action handler. */
    static final class Action {
        /** The target as declared; null for an unmatched-action handler of every target. */
        @Nullable final String target;
        @Nullable final String action;
        final ComponentOptions options;
        final Body body;

        Action(@Nullable String target, @Nullable String action, ComponentOptions options,
               Body body) {
            this.target = target;
            this.action = action;
            this.options = options;
            this.body = body;
        }

        /** {@code action cart/add}, or {@code action cart/*} for an unmatched-action handler. */
        String component() {
            return "action " + (target == null ? "*" : target) + "/"
                + (action == null ? "*" : action);
        }
    }

    /** A service, by name and (when {@code type} is not null) by type. */
    static final class Service {
        final String name;
        @Nullable final Class<?> type;
        final ServiceLifetime lifetime;
        final ComponentOptions options;
        final ServiceFactory<?> factory;

        Service(String name, @Nullable Class<?> type, ServiceLifetime lifetime,
                ComponentOptions options, ServiceFactory<?> factory) {
            this.name = name;
            this.type = type;
            this.lifetime = lifetime;
            this.options = options;
            this.factory = factory;
        }
    }

    /** A service or action a module needs another module (or itself) to declare. */
    static final class Requirement {
        @Nullable final Class<?> type;
        @Nullable final String service;
        @Nullable final String target;
        @Nullable final String action;

        Requirement(@Nullable Class<?> type, @Nullable String service, @Nullable String target,
                    @Nullable String action) {
            this.type = type;
            this.service = service;
            this.target = target;
            this.action = action;
        }

        /** {@code service of type CartStore}, {@code service cart.items} or {@code action a/b}. */
        String component() {
            if (type != null) return "service of type " + type.getSimpleName();
            if (service != null) return "service " + service;
            return "action " + target + "/" + action;
        }
    }
}
