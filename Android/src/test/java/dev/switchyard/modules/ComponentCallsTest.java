package dev.switchyard.modules;

import static dev.switchyard.modules.TestModules.failure;
import static dev.switchyard.modules.TestModules.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import dev.switchyard.router.Middleware;
import dev.switchyard.router.OpenEvent;
import dev.switchyard.router.RejectionException;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import dev.switchyard.router.RoutingException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * Component calls pass the router as a link does after matching: visibility and tags against the
 * source policy, global then tag middleware, the handler; targets without case, actions with case.
 */
class ComponentCallsTest {
    private static final RouteSource PARTNER = RouteSource.otherApp("com.example.partner");

    /** What middleware saw, as "middleware: component url source". */
    private final List<String> seen = new ArrayList<>();
    private final List<OpenEvent> events = new ArrayList<>();

    private Components<String> cart(Router.Builder<String> builder) {
        builder.use(Middleware.of("log", chain -> {
            seen.add("log: " + chain.request().component() + " " + chain.request().url() + " "
                + chain.request().source().kind().spelling());
            return chain.proceed(chain.request());
        })).use(Middleware.of("risk", chain -> {
            seen.add("risk: " + chain.request().route().pattern);
            if ("13".equals(chain.request().parameter("id"))) {
                throw RejectionException.forbidden("product 13 is under review");
            }
            return chain.proceed(chain.request());
        }), "risk").analytics(events::add);
        return ModuleHost.start(Arrays.asList(module("cart", m -> {
            m.action("cart", "add", ComponentOptions.PUBLIC.tags("risk"),
                call -> Integer.parseInt(call.parameter("id")) * 10);
            m.action("cart", "clear", call -> null);
            m.unmatched("cart", call -> "cart fallback for " + call.action());
        })), builder).components();
    }

    @Test
    void targetsMatchWithoutCaseAndActionsWithCase() {
        Components<String> components = cart(TestModules.builder());
        ActionResult result = components.perform("CaRt", "add", Map.of("id", "7")).join();
        assertEquals(70, result.value(Integer.class));
        assertFalse(result.isFallback());
        ActionResult fallback = components.perform("cart", "Add", Map.of("id", "7")).join();
        assertTrue(fallback.isFallback());
        assertEquals("cart fallback for Add", fallback.value());
        ComponentException missing = failure(components.perform("goods", "add"));
        assertEquals("no action \"add\" on target \"goods\"", missing.getMessage());
        assertEquals("call.action-not-found", missing.code());
        assertEquals(ComponentException.Kind.ACTION_NOT_FOUND, missing.kind());
    }

    @Test
    void anInternalActionIsRefusedToEverySourceButInApp() {
        Components<String> components = cart(TestModules.builder());
        assertNull(components.perform("cart", "clear").join().value());
        seen.clear();
        for (RouteSource source : Arrays.asList(PARTNER, RouteSource.PUSH,
                RouteSource.UNIVERSAL_LINK, RouteSource.webPage(null))) {
            ComponentException refused = failure(
                components.perform("cart", "clear", Collections.emptyMap(), source));
            assertEquals(ComponentException.Kind.PIPELINE, refused.kind());
            assertEquals("policy.internal", refused.code());
            assertEquals(RoutingException.Reason.FORBIDDEN, refused.routingException().reason());
            assertEquals("action://cart/clear", refused.routingException().route());
            assertTrue(refused.getMessage().startsWith("action://cart/clear: "
                + "route \"action://cart/clear\" is forbidden: the route is internal"),
                refused.getMessage());
            assertFalse(components.canPerform("cart", "clear", source));
        }
        assertTrue(components.canPerform("cart", "clear", RouteSource.IN_APP));
        assertTrue(components.canPerform("cart", "add", PARTNER));
        assertEquals(List.of(), seen, "a refused call reaches no middleware");
    }

    @Test
    void tagsSelectTagMiddlewareAsARoutesTagsDo() {
        Components<String> components = cart(TestModules.builder());
        assertEquals(70, components.perform("cart", "add", Map.of("id", "7"), PARTNER).join()
            .value(Integer.class));
        components.perform("cart", "clear").join();
        assertEquals(List.of("log: action cart/add action://cart/add?id=7 other-app",
            "risk: action://cart/add", "log: action cart/clear action://cart/clear in-app"), seen);
        ComponentException rejected = failure(components.perform("cart", "add",
            Map.of("id", "13"), PARTNER));
        assertEquals(ComponentException.Kind.PIPELINE, rejected.kind());
        assertEquals(RoutingException.Reason.REJECTED, rejected.routingException().reason());
        assertEquals("risk", rejected.routingException().middleware());
    }

    @Test
    void tagsSelectSourceRulesAsARoutesTagsDo() {
        Components<String> components = cart(TestModules.builder().policy(SourcePolicy.DEFAULT
            .restrict("risk", EnumSet.of(RouteSource.Kind.IN_APP, RouteSource.Kind.PUSH))));
        assertEquals(70, components.perform("cart", "add", Map.of("id", "7"), RouteSource.PUSH)
            .join().value(Integer.class));
        ComponentException refused = failure(components.perform("cart", "add",
            Map.of("id", "7"), PARTNER));
        assertEquals("policy.tag-restricted", refused.code());
        assertEquals("risk", refused.fields().get("tag"));
        assertFalse(components.canPerform("cart", "add", PARTNER));
    }

    @Test
    void aCallGivesNoAnalyticsEventWhereAnOpenDoes() {
        Router.Builder<String> builder = Router.<String>builder(TestModules.table(
            "{\"routes\": [{\"pattern\": \"shop://help\", \"handler\": \"help\"}]}"))
            .executor(Runnable::run).handler("help", request -> RouteResponse.handled());
        Components<String> components = cart(builder);
        components.perform("cart", "add", Map.of("id", "7")).join();
        failure(components.perform("cart", "clear", Collections.emptyMap(), PARTNER));
        failure(components.perform("nobody", "home"));
        assertEquals(List.of(), events);
        builder.build().open("shop://help", RouteSource.IN_APP).join();
        assertEquals(1, events.size(), "an open gives one");
    }

    @Test
    void aTypedActionTakesAndGivesItsTypes() {
        TypedAction<StringBuilder, Integer> length = TypedAction.of("text", "length",
            StringBuilder.class, Integer.class);
        TypedAction<String, Integer> wrongInput = TypedAction.of("text", "length", String.class,
            Integer.class);
        TypedAction<StringBuilder, String> wrongOutput = TypedAction.of("text", "length",
            StringBuilder.class, String.class);
        TypedAction<StringBuilder, Integer> decoded = TypedAction.of("text", "decoded",
            StringBuilder.class, Integer.class);
        Components<String> components = TestModules.start(module("text", m -> {
            m.action(length, (input, call) -> input.length());
            m.action(decoded, parameters -> new StringBuilder(parameters.get("text").get(0)),
                (input, call) -> input.length());
        })).components();
        assertEquals(5, components.perform(length, new StringBuilder("hello")).join());
        ComponentException input = failure(components.perform(wrongInput, "hello"));
        assertEquals("action text/length takes StringBuilder, not String", input.getMessage());
        assertEquals("call.input-type-mismatch", input.code());
        ComponentException output = failure(components.perform(wrongOutput,
            new StringBuilder("hi")));
        assertEquals("action text/length gave Integer, not String", output.getMessage());
        assertEquals(ComponentException.Kind.TYPE_MISMATCH, output.kind());
        ComponentException noDecoder = failure(components.perform("text", "length"));
        assertEquals("action text/length has no parameter decoder: call it with its typed input",
            noDecoder.getMessage());
        assertEquals(ComponentException.Kind.INVALID_PARAMETERS, noDecoder.kind());
        assertEquals(3, components.perform("text", "decoded", Map.of("text", "abc")).join()
            .value(Integer.class));
        ComponentException invalid = failure(components.perform("text", "decoded"));
        assertEquals("call.invalid-parameters", invalid.code());
        assertTrue(invalid.getMessage().startsWith("invalid parameters for action text/decoded: "),
            invalid.getMessage());
    }

    @Test
    void anUnmatchedHandlerForEveryTargetAnswersAfterTheTargetsOwnAndOnlyForUndeclaredActions() {
        Components<String> components = TestModules.start(module("web", m -> {
            m.unmatched(null, ComponentOptions.PUBLIC, call -> "web " + call.target());
            m.unmatched("goods", call -> "goods " + call.action());
            m.action("goods", "secret", call -> "secret");
        })).components();
        assertEquals("web orders", components.perform("orders", "list").join().value());
        assertEquals("goods list", components.perform("GOODS", "list").join().value());
        assertEquals("web orders", components.perform("orders", "list", Collections.emptyMap(),
            PARTNER).join().value());
        assertEquals("policy.internal", failure(components.perform("goods", "list",
            Collections.emptyMap(), PARTNER)).code());
        assertEquals("policy.internal", failure(components.perform("goods", "secret",
            Collections.emptyMap(), PARTNER)).code(), "refused, not handed to a fallback");
    }

    @Test
    void aHandlersFailureIsThePipelinesHandlerFailed() {
        Components<String> components = TestModules.start(module("cart", m -> m.asyncAction(
            "cart", "pay", ComponentOptions.INTERNAL, call -> {
                CompletableFuture<Object> failed = new CompletableFuture<>();
                failed.completeExceptionally(new IllegalStateException("card declined"));
                return failed;
            }))).components();
        ComponentException error = failure(components.perform("cart", "pay"));
        assertEquals(ComponentException.Kind.PIPELINE, error.kind());
        assertEquals("router.handler-failed", error.code());
        assertEquals("action://cart/pay: the handler of \"action://cart/pay\" failed:"
            + " java.lang.IllegalStateException: card declined", error.getMessage());
    }

    /**
     * A call's middleware checks a web page against the table's web origins as an open's does
     * (a call's request reads the router's way, with no pass of its address: issue #88).
     */
    @Test
    void aCallsMiddlewareReadsTheTablesWebOrigins() {
        Router.Builder<String> builder = Router.<String>builder(TestModules.table(
                "{\"options\": {\"webOrigins\": [\"https://m.shop.example\"]}, \"routes\": []}"))
            .executor(Runnable::run)
            .use(Middleware.of("web", chain -> {
                seen.add(chain.request().webDestination("url"));
                return chain.proceed(chain.request());
            }), "web");
        Components<String> components = ModuleHost.start(Arrays.asList(module("help", m ->
            m.action("help", "show", ComponentOptions.PUBLIC.tags("web"), call -> "shown"))),
            builder).components();
        assertEquals("shown", components.perform("help", "show",
            Map.of("url", "https://m.shop.example/faq")).join().value());
        assertEquals(List.of("https://m.shop.example/faq"), seen);
        ComponentException refused = failure(components.perform("help", "show",
            Map.of("url", "https://evil.example/")));
        assertEquals(RoutingException.Reason.REJECTED, refused.routingException().reason());
        assertEquals("parameter \"url\" is not a page the app may show: its origin"
            + " \"https://evil.example\" is not one of the app's web origins",
            refused.routingException().rejection().getMessage());
    }
}
