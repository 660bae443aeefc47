package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.Route;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Router#matches}: a plan for every route that would handle a link, best first, in the
 * order an open passes a declined link on, each with its own middleware and the routes after it;
 * or the one plan of why none would, as {@link Router#canOpen} says it. Nothing of the app's is
 * called. The fixture is {@link RoutePlanTest}'s router.
 */
class RouteMatchesTest {
    private final RoutePlanTest fixture = new RoutePlanTest();

    @Test
    void everyCandidateBestFirstWithItsOwnMiddlewareAndTheRoutesAfterIt() throws Exception {
        Router<String> router = fixture.router();
        List<RoutePlan> plans = router.matches("shop://item/7?ref=mail", RouteSource.IN_APP,
            Collections.singletonMap("id", "8"));
        assertEquals(Arrays.asList("shop://goods/<int:id>", "shop://goods/:id"), routes(plans));
        assertEquals(Arrays.asList("logging", "vip only"), plans.get(0).middleware());
        assertEquals(Collections.singletonList("logging"), plans.get(1).middleware(),
            "the second route has no vip tag: its plan runs the global middleware only");
        assertEquals(Collections.singletonList("shop://goods/:id"),
            patterns(plans.get(0).fallbacks()));
        assertEquals(Collections.emptyList(), patterns(plans.get(1).fallbacks()));
        for (RoutePlan plan : plans) {
            assertTrue(plan.opens());
            assertEquals(Collections.singletonList("shop://goods/7?ref=mail"), plan.rewrites());
            assertEquals(Collections.singletonList("8"), plan.parameters().get("id"),
                "each plan's request takes the caller's parameters above the link's");
        }
        assertEquals(Collections.emptyList(), fixture.called, "nothing of the app's is called");
    }

    @Test
    void theFirstPlanIsCanOpensAndTheOrderIsTheOpens() throws Exception {
        Router<String> router = fixture.router();
        List<RoutePlan> plans = router.matches("shop://goods/7", RouteSource.IN_APP);
        RoutePlan first = router.canOpen("shop://goods/7", RouteSource.IN_APP);
        assertEquals(first.route(), plans.get(0).route());
        assertEquals(first.middleware(), plans.get(0).middleware());
        assertEquals(patterns(first.fallbacks()), patterns(plans.get(0).fallbacks()));
        assertEquals(first.parameters(), plans.get(0).parameters());
        router.open("shop://goods/7", RouteSource.IN_APP).join();
        List<String> handlers = new ArrayList<>();
        for (String call : fixture.called) {
            if (call.equals("native") || call.equals("web")) handlers.add(call);
        }
        List<String> planned = new ArrayList<>();
        for (RoutePlan plan : plans) planned.add(plan.route().handler);
        assertEquals(handlers, planned, "the open tried the handlers in the plans' order");
    }

    @Test
    void aLinkNoRouteHandlesGivesOnePlanOfWhyAsCanOpenSaysIt() throws Exception {
        Router<String> router = fixture.router();
        for (String url : Arrays.asList("shop://nowhere", "shop://settings", "shop://a")) {
            List<RoutePlan> plans = router.matches(url, RouteSource.PUSH);
            RoutePlan alone = router.canOpen(url, RouteSource.PUSH);
            assertEquals(1, plans.size(), url);
            assertFalse(plans.get(0).opens(), url);
            assertEquals(alone.error().reason(), plans.get(0).error().reason(), url);
            assertEquals(alone.error().getMessage(), plans.get(0).error().getMessage(), url);
        }
        assertEquals(RoutingException.Reason.FORBIDDEN,
            router.matches("shop://settings", RouteSource.PUSH).get(0).error().reason(),
            "an internal route is no match from a push");
        assertEquals(Collections.emptyList(), fixture.called);
    }

    private static List<String> routes(List<RoutePlan> plans) {
        List<String> out = new ArrayList<>();
        for (RoutePlan plan : plans) out.add(plan.route().pattern);
        return out;
    }

    private static List<String> patterns(List<Route> routes) {
        List<String> out = new ArrayList<>();
        for (Route route : routes) out.add(route.pattern);
        return out;
    }
}
