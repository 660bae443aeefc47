package dev.switchyard.modules;

import dev.switchyard.internal.json.Json;
import dev.switchyard.router.Middleware;
import dev.switchyard.router.OpenScript;
import dev.switchyard.router.RejectionException;
import dev.switchyard.router.RouteRequest;
import dev.switchyard.router.RouteResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The scripted parts of a {@code call} case (Conformance/README.md, "call cases"): its middleware,
 * the texts of a scripted failure and rejection, the values its services make, and the trace they
 * all write. A part the vocabulary does not have fails the case ({@link OpenScript.Unrunnable}).
 */
final class CallScript {
    /**
     * A scripted part's own error: its text is {@code scripted failure} wherever the router prints
     * it ({@code middleware risk failed: scripted failure}), as Swift's runner's is.
     */
    static final class ScriptFailure extends Exception {
        ScriptFailure() {
            super("scripted failure");
        }

        @Override
        public String toString() {
            return "scripted failure";
        }
    }

    private static final Set<String> MIDDLEWARE_KEYS = new TreeSet<>(Arrays.asList("name", "tag",
        "does", "value", "screen", "to", "reason", "module"));
    private static final Pattern HOLE = Pattern.compile("\\{(\\w+)\\}");

    final List<String> trace = new ArrayList<>();
    /** How many instances of each service the case made so far. */
    private final Map<String, Integer> made = new HashMap<>();
    /** The host, once started: an {@code unload} middleware unloads through it. */
    private final Supplier<ModuleHost<String>> host;

    CallScript(Supplier<ModuleHost<String>> host) {
        this.host = host;
    }

    void write(String line) {
        trace.add(line);
    }

    /** A service's instance: {@code make N}, then {@code N#K} (K counts the case's instances). */
    Object make(String service) {
        write("make " + service);
        return service + "#" + made.merge(service, 1, Integer::sum);
    }

    /** A rejection of the corpus's {@code reason}, its message {@code scripted rejection}. */
    static RejectionException rejection(String reason) {
        return OpenScript.rejection(reason, "scripted rejection");
    }

    /** {@code {NAME}} in a value is the parameter NAME; a parameter not given stays as written. */
    static String filled(String value, Map<String, List<String>> parameters) {
        Matcher hole = HOLE.matcher(value);
        StringBuilder out = new StringBuilder();
        while (hole.find()) {
            List<String> given = parameters.get(hole.group(1));
            String with = given == null || given.isEmpty() ? hole.group() : given.get(0);
            hole.appendReplacement(out, Matcher.quoteReplacement(with));
        }
        return hole.appendTail(out).toString();
    }

    /** One entry of the case's {@code middleware}. */
    Middleware<String> middleware(Map<String, Json.Node> entry) {
        OpenScript.known(entry.keySet(), MIDDLEWARE_KEYS, "a middleware");
        String name = entry.get("name").string();
        String does = entry.get("does").string();
        if (!Arrays.asList("pass", "value", "handled", "navigate", "redirect", "decline", "reject",
                "throw", "unload").contains(does)) {
            throw new OpenScript.Unrunnable("middleware " + name + " does " + does);
        }
        return Middleware.of(name, chain -> {
            RouteRequest request = chain.request();
            write("> " + name + " " + request.url());
            switch (does) {
                case "pass":
                    return chain.proceed(request);
                case "unload":
                    unload(name, entry.get("module").string());
                    return chain.proceed(request);
                case "reject":
                    write("< " + name + " reject " + entry.get("reason").string());
                    throw rejection(entry.get("reason").string());
                case "throw":
                    write("< " + name + " throw");
                    throw new ScriptFailure();
                default:
                    return answer(name, does, entry);
            }
        });
    }

    /** An {@code unload} middleware's unload, written with what the host answered. */
    private void unload(String name, String module) {
        String line = "< " + name + " unload " + module + " -> ";
        try {
            host.get().unload(module);
            write(line + "unloaded");
        } catch (ModuleException refused) {
            write(line + "error " + refused.getMessage());
        }
    }

    /** A middleware's own answer, without {@code next}. */
    private CompletionStage<RouteResponse<String>> answer(String name, String does,
                                                          Map<String, Json.Node> entry) {
        RouteResponse<String> answer;
        String said;
        switch (does) {
            case "value":
                answer = RouteResponse.value(entry.get("value").string());
                said = "value " + entry.get("value").string();
                break;
            case "handled":
                answer = RouteResponse.handled();
                said = "handled";
                break;
            case "navigate":
                answer = RouteResponse.navigate(entry.get("screen").string());
                said = "navigate " + entry.get("screen").string();
                break;
            case "redirect":
                answer = RouteResponse.redirect(entry.get("to").string());
                said = "redirect " + entry.get("to").string();
                break;
            default:
                answer = RouteResponse.declined();
                said = "declined";
        }
        write("< " + name + " " + said);
        return CompletableFuture.completedFuture(answer);
    }
}
