package dev.switchyard.modules;

import dev.switchyard.internal.json.Json;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.OpenScript;
import dev.switchyard.router.RouteOutcome;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import dev.switchyard.router.RoutingException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * A {@code call} case's host and its steps (Conformance/README.md, "call cases"): starts the
 * modules, runs each step on the inline executor (each has ended when its method returns) and
 * writes its result as {@code expect.results} spells it.
 */
final class CallSteps {
    private static final Set<String> STEP_KEYS = new TreeSet<>(Arrays.asList("call", "callURL",
        "service", "open", "load", "unload", "post", "params", "source"));

    final CallScript script = new CallScript(() -> this.host);
    ModuleHost<String> host;
    /** A case's module, or a {@code load} step's. */
    ScriptedModule module(Map<String, Json.Node> entry) {
        return new ScriptedModule(entry, script);
    }

    /** Starts the host: {@code started N, N…}, or {@code error TEXT} and no host. */
    String start(List<ScriptedModule> modules, Router.Builder<String> builder) {
        try {
            host = ModuleHost.start(modules, builder);
        } catch (ModuleException refused) {
            return "error " + refused.getMessage();
        }
        return ("started " + String.join(", ", host.modules())).trim();
    }

    /** Runs one step and answers its result. */
    String run(Map<String, Json.Node> step) {
        OpenScript.known(step.keySet(), STEP_KEYS, "a step");
        RouteSource source = step.containsKey("source")
            ? RouteSource.parse(step.get("source").string()) : RouteSource.IN_APP;
        Components<String> components = host.components();
        if (step.containsKey("call")) {
            String[] names = step.get("call").string().split("/", 2);
            Map<String, String> parameters = parameters(step.get("params"));
            return result(components.perform(names[0], names[1], parameters, source));
        }
        if (step.containsKey("callURL")) {
            return result(components.perform(step.get("callURL").string(), source));
        }
        if (step.containsKey("service")) {
            return value(components.service(step.get("service").string(), Object.class, source));
        }
        if (step.containsKey("open")) return opened(host.router().open(
            step.get("open").string(), source));
        if (step.containsKey("load")) {
            return changed(() -> host.load(module(step.get("load").object())), "loaded");
        }
        if (step.containsKey("unload")) {
            return changed(() -> host.unload(step.get("unload").string()), "unloaded");
        }
        if (step.containsKey("post")) {
            return "delivered " + String.join(", ", host.post(event(step.get("post").string()))
                .join());
        }
        throw new OpenScript.Unrunnable("a step " + step.keySet());
    }

    private static String result(CompletableFuture<ActionResult> future) {
        ActionResult result;
        try {
            result = future.join();
        } catch (CompletionException failed) {
            return error(failed);
        }
        return (result.isFallback() ? "fallback " : "value ") + result.value();
    }

    private static String value(CompletableFuture<Object> future) {
        try {
            return "value " + future.join();
        } catch (CompletionException failed) {
            return error(failed);
        }
    }

    /** {@code error CODE: TEXT}; a pipeline's text is the open's, after its link. */
    private static String error(CompletionException failed) {
        ComponentException error = ComponentException.of(failed);
        if (error == null) throw failed;
        RoutingException routing = error.routingException();
        String text = routing == null ? error.getMessage()
            : routing.url() + ": " + routing.getMessage();
        return "error " + code(error.kind()) + ": " + text;
    }

    private static String code(ComponentException.Kind kind) {
        switch (kind) {
            case ACTION_NOT_FOUND: return "actionNotFound";
            case SERVICE_NOT_FOUND: return "serviceNotFound";
            case NOT_AN_ACTION_URL: return "notAnActionURL";
            case UNLOADED: return "unloaded";
            case PIPELINE: return "pipeline";
            default: return kind.toString();
        }
    }

    private static String opened(CompletableFuture<RouteOutcome<String>> future) {
        RouteOutcome<String> outcome;
        try {
            outcome = future.join();
        } catch (CompletionException failed) {
            RoutingException error = RoutingException.of(failed);
            if (error == null) throw failed;
            return "failed " + error.reason().spelling();
        }
        RouteResponse<String> response = outcome.response();
        String said = response.kind().spelling();
        if (response.kind() == RouteResponse.Kind.VALUE) said += " " + response.value();
        if (response.kind() == RouteResponse.Kind.NAVIGATE) said += " " + response.screen();
        if (response.kind() == RouteResponse.Kind.REDIRECT) said += " " + response.target();
        return "opened " + outcome.route() + ": " + said;
    }

    private static String changed(Runnable change, String done) {
        try {
            change.run();
        } catch (ModuleException refused) {
            return "error " + refused.getMessage();
        }
        return done;
    }

    private static LifecycleEvent event(String name) {
        switch (name) {
            case "launchFinished": return LifecycleEvent.LAUNCH_FINISHED;
            case "foreground": return LifecycleEvent.FOREGROUND;
            case "background": return LifecycleEvent.BACKGROUND;
            case "memoryWarning": return LifecycleEvent.MEMORY_WARNING;
            default: throw new OpenScript.Unrunnable("an event " + name);
        }
    }

    private static Map<String, String> parameters(Json.Node node) {
        Map<String, String> parameters = new TreeMap<>();
        if (node != null) {
            node.object().forEach((name, value) -> parameters.put(name, value.string()));
        }
        return parameters;
    }
}
