package dev.switchyard.router;

import dev.switchyard.internal.json.Json;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The app of an {@code open} case, as scripted parts from the corpus's closed vocabulary
 * (Conformance/README.md, "open cases"): middleware, handlers, the unmatched handler, the login
 * session and the navigator, each writing its trace lines. A case this cannot run fails loudly
 * ({@link Unrunnable}). The {@code call} runner ({@code CallConformanceTest}) shares its
 * rejections and its check of a case's keys.
 */
public final class OpenScript {
    /** A case that uses what the vocabulary does not have. */
    public static final class Unrunnable extends RuntimeException {
        /** Says what the case uses. */
        public Unrunnable(String message) {
            super(message);
        }
    }

    /** A scripted part's own error (not a rejection). */
    static final class ScriptError extends Exception {
        ScriptError(String who) {
            super(who + " threw");
        }
    }

    private static final Set<String> MIDDLEWARE_KEYS = new TreeSet<>(Arrays.asList("name", "tag",
        "timeout", "on", "does", "after", "value", "screen", "to", "reason"));
    private static final Set<String> PART_KEYS =
        new TreeSet<>(Arrays.asList("does", "value", "screen", "to", "reason"));
    private static final Pattern HOLE = Pattern.compile("\\{(\\w+)\\}");

    final List<String> trace = new ArrayList<>();
    private final VirtualClock clock;
    /** The line to cancel the open after, and whether it was written. */
    private final String cancelAt;
    boolean cancelNow;
    private boolean loggedIn;
    private final List<Object> logInAnswers = new ArrayList<>();
    private int logInCalls;
    private boolean staleSession;

    OpenScript(VirtualClock clock, String cancelAt) {
        this.clock = clock;
        this.cancelAt = cancelAt;
    }

    void write(String line) {
        trace.add(line);
        if (line.equals(cancelAt)) cancelNow = true;
    }

    /** The case's {@code app.session}. */
    void session(Json.Node node) {
        Map<String, Json.Node> session = node.object();
        known(session.keySet(), new TreeSet<>(Arrays.asList("loggedIn", "logIn", "staleSession")),
            "app.session");
        loggedIn = session.containsKey("loggedIn") && (Boolean) session.get("loggedIn").value;
        staleSession = session.containsKey("staleSession")
            && (Boolean) session.get("staleSession").value;
        if (session.containsKey("logIn")) {
            for (Json.Node answer : session.get("logIn").array()) logInAnswers.add(answer.value);
        }
    }

    /** One entry of {@code app.middleware}. */
    Middleware<String> middleware(Map<String, Json.Node> entry) {
        known(entry.keySet(), MIDDLEWARE_KEYS, "a middleware");
        String name = entry.get("name").string();
        String does = entry.get("does").string();
        Duration timeout = entry.containsKey("timeout") ? seconds(entry.get("timeout")) : null;
        if ("loginGate".equals(does)) {
            return timeout == null ? LoginGate.of(this::isLoggedIn, this::logIn)
                : LoginGate.of(this::isLoggedIn, this::logIn, timeout);
        }
        String on = entry.containsKey("on") ? entry.get("on").string() : null;
        Middleware<String> body = chain -> {
            RouteRequest request = chain.request();
            if (on != null && !on.equals(request.route().pattern)) {
                return chain.proceed(request);
            }
            write("> " + name + " " + request.route().pattern);
            return act(name, does, entry, chain);
        };
        if (!Arrays.asList("pass", "value", "handled", "navigate", "redirect", "decline",
                "reject", "throw", "twice", "never").contains(does)) {
            throw new Unrunnable("middleware " + name + " does " + does);
        }
        return timeout == null ? Middleware.of(name, body) : Middleware.of(name, timeout, body);
    }

    private CompletionStage<RouteResponse<String>> act(String name, String does,
            Map<String, Json.Node> entry, Middleware.Chain<String> chain) throws Exception {
        RouteRequest request = chain.request();
        switch (does) {
            case "pass":
                if (!entry.containsKey("after")) return relay(name, chain.proceed(request));
                CompletableFuture<RouteResponse<String>> later = new CompletableFuture<>();
                clock.schedule(seconds(entry.get("after")), () ->
                    relay(name, chain.proceed(request)).whenComplete((response, error) -> {
                        if (error != null) {
                            later.completeExceptionally(error);
                        } else {
                            later.complete(response);
                        }
                    }));
                return later;
            case "twice":
                return chain.proceed(request).handle((response, error) -> 0)
                    .thenCompose(first -> relay(name, chain.proceed(request)));
            case "never":
                return new CompletableFuture<>();
            case "reject":
                write("< " + name + " reject " + entry.get("reason").string());
                throw rejection(entry.get("reason").string());
            case "throw":
                write("< " + name + " throw");
                throw new ScriptError(name);
            default:
                RouteResponse<String> answer = response(does, entry, request);
                write("< " + name + " " + said(answer));
                return CompletableFuture.completedFuture(answer);
        }
    }

    /** What {@code next} gave, written and answered as it is. */
    private CompletionStage<RouteResponse<String>> relay(String name,
            CompletionStage<RouteResponse<String>> next) {
        return next.whenComplete((response, error) -> {
            if (error != null) {
                RoutingException failure = RoutingException.of(error);
                write("< " + name + " failed "
                    + (failure == null ? "error" : failure.reason().spelling()));
            } else {
                write("< " + name + " " + said(response));
            }
        });
    }

    /** A handler of {@code app.handlers} ({@code null}: not listed, it answers its name). */
    Handler<String> handler(String name, Map<String, Json.Node> part) {
        if (part != null) known(part.keySet(), PART_KEYS, "handler " + name);
        String does = part == null ? "value" : part.get("does").string();
        if (!Arrays.asList("value", "handled", "navigate", "decline", "redirect", "throw",
                "reject").contains(does)) {
            throw new Unrunnable("handler " + name + " does " + does);
        }
        return request -> {
            String line = "handler " + name + " " + request.route().pattern + " -> ";
            switch (does) {
                case "throw":
                    write(line + "throw");
                    throw new ScriptError(name);
                case "reject":
                    write(line + "reject " + part.get("reason").string());
                    throw rejection(part.get("reason").string());
                case "decline":
                    write(line + "decline");
                    return RouteResponse.declined();
                default:
                    RouteResponse<String> answer = part == null ? RouteResponse.value(name)
                        : response(does, part, request);
                    write(line + said(answer));
                    return answer;
            }
        };
    }

    /** The case's {@code app.unmatched}. */
    AsyncUnmatchedHandler<String> unmatched(Map<String, Json.Node> part) {
        known(part.keySet(), PART_KEYS, "app.unmatched");
        String does = part.get("does").string();
        if (!Arrays.asList("value", "handled", "navigate", "redirect", "decline", "throw",
                "reject").contains(does)) {
            throw new Unrunnable("the unmatched handler does " + does);
        }
        return miss -> {
            String web = miss.webDestination() == null ? "" : " web=" + miss.webDestination();
            write("unmatched " + miss.error().reason().spelling() + " " + miss.url() + web);
            switch (does) {
                case "throw": throw new ScriptError("unmatched");
                case "reject": throw rejection(part.get("reason").string());
                case "decline": return CompletableFuture.completedFuture(RouteResponse.declined());
                default: return CompletableFuture.completedFuture(response(does, part, null));
            }
        };
    }

    /** The navigator: {@code fail} or performs every navigation. */
    Navigator<String> navigator(Map<String, Json.Node> part) {
        if (part != null) known(part.keySet(), new TreeSet<>(List.of("does")), "app.navigator");
        boolean fails = part != null && "fail".equals(part.get("does").string());
        if (part != null && !fails) throw new Unrunnable("the navigator does " + part.get("does"));
        return screen -> {
            write("navigator " + screen + (fails ? " -> fail" : ""));
            if (fails) throw new ScriptError("navigator");
        };
    }

    private boolean isLoggedIn() {
        write("isLoggedIn -> " + loggedIn);
        return loggedIn;
    }

    private CompletionStage<Boolean> logIn(RouteRequest request) {
        Object answer = logInCalls < logInAnswers.size() ? logInAnswers.get(logInCalls) : false;
        logInCalls++;
        write("logIn " + request.route().pattern + " -> " + answer);
        if ("never".equals(answer)) return new CompletableFuture<>();
        if (!(answer instanceof Boolean)) throw new Unrunnable("logIn answers " + answer);
        if ((Boolean) answer && !staleSession) loggedIn = true;
        return CompletableFuture.completedFuture((Boolean) answer);
    }

    private static RouteResponse<String> response(String does, Map<String, Json.Node> part,
                                                  RouteRequest request) {
        switch (does) {
            case "value": return RouteResponse.value(filled(part.get("value").string(), request));
            case "handled": return RouteResponse.handled();
            case "navigate": return RouteResponse.navigate(part.get("screen").string());
            case "redirect": return RouteResponse.redirect(part.get("to").string());
            case "decline": return RouteResponse.declined();
            default: throw new Unrunnable("an answer " + does);
        }
    }

    /** {@code {NAME}} in a value is the request's parameter NAME. */
    private static String filled(String value, RouteRequest request) {
        if (request == null) return value;
        Matcher hole = HOLE.matcher(value);
        StringBuilder out = new StringBuilder();
        while (hole.find()) {
            hole.appendReplacement(out, Matcher.quoteReplacement(
                String.valueOf(request.parameter(hole.group(1)))));
        }
        return hole.appendTail(out).toString();
    }

    /** An answer as a trace line writes it. */
    static String said(RouteResponse<String> response) {
        switch (response.kind()) {
            case VALUE: return "value " + response.value();
            case NAVIGATE: return "navigate " + response.screen();
            case REDIRECT: return "redirect " + response.target();
            default: return response.kind().spelling();
        }
    }

    static RejectionException rejection(String reason) {
        return rejection(reason, "scripted " + reason);
    }

    /**
     * A rejection of the corpus's {@code reason} ({@code unauthorized}, {@code forbidden}, {@code
     * loginFailed}, {@code invalidParameters:a,b}, {@code custom:TEXT}) with {@code message}.
     */
    public static RejectionException rejection(String reason, String message) {
        if (reason.startsWith("custom:")) return RejectionException.custom(reason.substring(7),
            message);
        if (reason.startsWith("invalidParameters:")) {
            return RejectionException.invalidParameters(
                Arrays.asList(reason.substring(18).split(",")), message);
        }
        switch (reason) {
            case "unauthorized": return RejectionException.unauthorized(message);
            case "forbidden": return RejectionException.forbidden(message);
            case "loginFailed": return RejectionException.loginFailed(message);
            default: throw new Unrunnable("a rejection " + reason);
        }
    }

    static Duration seconds(Json.Node node) {
        return Duration.ofNanos(Math.round(((Number) node.value).doubleValue() * 1e9));
    }

    /** Fails with {@link Unrunnable} on a key of {@code keys} that {@code known} lacks. */
    public static void known(Set<String> keys, Set<String> known, String what) {
        for (String key : keys) {
            if (!known.contains(key)) throw new Unrunnable(what + " has key " + key);
        }
    }
}
