package dev.switchyard.modules;

import static dev.switchyard.modules.TestModules.failure;
import static dev.switchyard.modules.TestModules.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.Middleware;
import dev.switchyard.router.OpenEvent;
import dev.switchyard.router.Router;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A call by URL ({@link Components#perform(String, RouteSource)}, rule {@code call.url}): what the
 * corpus's {@code call} cases do not state (a repeated name, a fragment query, an http host, an
 * intake refusal, what middleware sees and that no event is given).
 */
class CallUrlTest {
    private final List<String> seen = new ArrayList<>();
    private final List<OpenEvent> events = new ArrayList<>();

    private Components<String> cart() {
        Router.Builder<String> builder = Router.<String>builder(TestModules.table(
            "{\"options\": {\"accept\": [\"shop\", \"https://m.shop.example\"]}, \"routes\": []}"))
            .executor(Runnable::run).analytics(events::add)
            .use(Middleware.of("log", chain -> {
                seen.add(chain.request().component() + " " + chain.request().url());
                return chain.proceed(chain.request());
            }));
        return ModuleHost.start(Arrays.asList(module("cart", m -> m.action("cart", "add",
            ComponentOptions.PUBLIC, call -> call.parameters().toString()))), builder)
            .components();
    }

    @Test
    void theQueryIsTheParametersARepeatedNameAList() {
        ActionResult result = cart().perform("shop://cart/add?tag=a&id=7&tag=b",
            RouteSource.otherApp(null)).join();
        assertEquals("{id=[7], tag=[a, b]}", result.value());
        assertFalse(result.isFallback());
    }

    @Test
    void aFragmentQueryOverridesTheQuery() {
        assertEquals("{id=[8], x=[1]}",
            cart().perform("shop://cart/add?id=7&x=1#id=8", RouteSource.IN_APP).join().value());
    }

    @Test
    void middlewareSeesTheUrlAsTheLinkAndNoEventIsGiven() {
        Components<String> components = cart();
        components.perform("shop://CART/add?id=7", RouteSource.PUSH).join();
        assertEquals(List.of("action CART/add shop://CART/add?id=7"), List.copyOf(seen));
        assertTrue(events.isEmpty(), events.toString());
    }

    @Test
    void anHttpHostIsNoTarget() {
        Components<String> components = cart();
        assertEquals("{id=[1]}", components.perform("https://m.shop.example/cart/add?id=1",
            RouteSource.UNIVERSAL_LINK).join().value());
        ComponentException host = failure(components.perform("https://m.shop.example/cart",
            RouteSource.UNIVERSAL_LINK));
        assertEquals(ComponentException.Kind.NOT_AN_ACTION_URL, host.kind());
        assertEquals("call.not-an-action-url", host.code());
        assertEquals("\"https://m.shop.example/cart\" does not name a target and an action",
            host.getMessage());
    }

    @Test
    void aUrlRefusedAtIntakeOrFromAnotherOriginNamesNoAction() {
        Components<String> components = cart();
        ComponentException refused = failure(components.perform("shop://cart/../add",
            RouteSource.IN_APP));
        assertEquals(ComponentException.Kind.NOT_AN_ACTION_URL, refused.kind());
        // The intake's own words, as iOS gives them: no link before them.
        assertTrue(refused.code().startsWith("intake."), refused.code());
        assertFalse(refused.getMessage().contains("shop://"), refused.getMessage());
        ComponentException origin = failure(components.perform("evil://cart/add",
            RouteSource.IN_APP));
        assertEquals("match.origin-not-accepted", origin.code());
        assertEquals("evil://cart/add: origin evil://cart is not accepted", origin.getMessage());
        assertTrue(seen.isEmpty(), seen.toString());
    }

    @Test
    void anActionNobodyDeclaredIsNotFound() {
        ComponentException missing = failure(cart().perform("/pay/charge", RouteSource.IN_APP));
        assertEquals(ComponentException.Kind.ACTION_NOT_FOUND, missing.kind());
        assertEquals("no action \"charge\" on target \"pay\"", missing.getMessage());
    }
}
