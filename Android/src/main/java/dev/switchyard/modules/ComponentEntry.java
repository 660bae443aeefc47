package dev.switchyard.modules;

import dev.switchyard.EngineAccess;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.Route;
import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.pattern.PatternParser;
import dev.switchyard.internal.pattern.RouteUrl;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * One installed action, unmatched-action handler or service: its module, the words errors and
 * middleware use for it ({@code action cart/add}), the route the pipeline runs it as (pattern
 * {@code action://cart/add}, its tags, internal or not), and what runs it, as a call of its
 * module's load ({@link ModuleActivity}). Immutable.
 */
@NonnullByDefault
final class ComponentEntry {
    final String module;
    final String component;
    final Route route;
    final ComponentOptions options;
    private final Declared.Body body;
    private final ModuleActivity activity;

    private ComponentEntry(String module, String component, Route route, ComponentOptions options,
                           Declared.Body body, ModuleActivity activity) {
        this.module = module;
        this.component = component;
        this.route = route;
        this.options = options;
        this.body = body;
        this.activity = activity;
    }

    /** An action's entry, or an unmatched-action handler's ({@code action} null). */
    static ComponentEntry action(String module, Declared.Action action, ModuleActivity activity) {
        String target = action.target == null ? "*" : action.target;
        String name = action.action == null ? "*" : action.action;
        // action://cart/*, action://*: a star is the pattern's wildcard, not a name to encode
        // (call.policy).
        String pattern = action.action != null
            ? address("action", target, name, Collections.emptyMap())
            : action.target == null ? "action://*"
            : "action://" + RouteUrl.encode(target, false) + "/*";
        Route route = route(pattern, target + "/" + name, action.options);
        return new ComponentEntry(module, action.component(), route, action.options, action.body,
            activity);
    }

    /** A service's entry: each call gives its instance. */
    static ComponentEntry service(String module, Declared.Service service,
                                  ModuleActivity activity) {
        String component = "service " + service.name;
        ServiceInstance instance = new ServiceInstance(component,
            service.type == null ? "Object" : service.type.getSimpleName(), service.lifetime,
            service.factory);
        Route route = route("service://" + RouteUrl.encode(service.name, false), service.name,
            service.options);
        Declared.Body body = call -> CompletableFuture.completedFuture(instance.get());
        return new ComponentEntry(module, component, route, service.options, body, activity);
    }

    /** Runs {@code call}, unless the module was unloaded before it got here. */
    CompletionStage<?> run(ActionCall call) {
        return activity.run(() -> {
            @SuppressWarnings("unchecked")
            CompletionStage<Object> stage = (CompletionStage<Object>) body.run(call);
            return stage;
        });
    }

    /**
     * {@code scheme://target/action?name=value}: the address a call's request carries, so that
     * logs and middleware read a call as they read a link; names and values percent-encoded.
     */
    static String address(String scheme, String target, String action,
                          Map<String, List<String>> parameters) {
        StringBuilder address = new StringBuilder(scheme).append("://")
            .append(RouteUrl.encode(target, false)).append('/')
            .append(RouteUrl.encode(action, false));
        char separator = '?';
        for (Map.Entry<String, List<String>> parameter : parameters.entrySet()) {
            for (String value : parameter.getValue()) {
                address.append(separator).append(RouteUrl.encode(parameter.getKey(), false))
                    .append('=').append(RouteUrl.encode(value, false));
                separator = '&';
            }
        }
        return address.toString();
    }

    private static Route route(String pattern, String name, ComponentOptions options) {
        try {
            return EngineAccess.route(-1, PatternParser.parse(pattern, "auto"), null, name,
                options.tags(), options.isInternal());
        } catch (PatternError error) {
            // Every segment is percent-encoded, which every pattern takes as a literal.
            throw new IllegalStateException(pattern + ": " + error.getMessage(), error);
        }
    }
}
