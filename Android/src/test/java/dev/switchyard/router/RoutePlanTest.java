package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Router#canOpen}: the plan of a link's first pass, as the open runs it (the route, its
 * parameters, its middleware in the order they run, the candidates after a decline, the rewrites),
 * or why it reaches no route, with nothing of the app's called.
 */
class RoutePlanTest {
    private static final String TABLE = "{\"options\": {\"accept\": [\"shop\"]}, \"routes\": ["
        + " {\"pattern\": \"shop://goods/<int:id>\", \"handler\": \"native\", \"tags\": [\"vip\"]},"
        + " {\"pattern\": \"shop://goods/:id\", \"handler\": \"web\"},"
        + " {\"pattern\": \"shop://settings\", \"handler\": \"web\", \"internal\": true}],"
        + " \"rewrites\": [{\"from\": \"shop://item/:id\", \"to\": \"shop://goods/{id}\"},"
        + " {\"from\": \"shop://a\", \"to\": \"shop://b\"},"
        + " {\"from\": \"shop://b\", \"to\": \"shop://a\"}]}";

    /** Every call into the app's code, in order. */
    final List<String> called = new ArrayList<>();

    /** A router of {@code TABLE} whose app code writes each call to {@link #called}. */
    Router<String> router() throws Exception {
        RouteTable table = RouteTableFile.parse(TABLE, "routes.json");
        return Router.<String>builder(table).executor(Runnable::run)
            .use(Middleware.of("vip only", chain -> {
                called.add("vip only");
                return chain.proceed(chain.request());
            }), "vip")
            .use(Middleware.of("logging", chain -> {
                called.add("logging");
                return chain.proceed(chain.request());
            }))
            .use(Middleware.of("unused", chain -> {
                called.add("unused");
                return chain.proceed(chain.request());
            }), "other")
            .handler("native", request -> {
                called.add("native");
                return RouteResponse.declined();
            })
            .handler("web", request -> {
                called.add("web");
                return RouteResponse.value(request.parameter("id"));
            })
            .unmatched(miss -> {
                called.add("unmatched");
                return RouteResponse.handled();
            })
            .navigator(screen -> called.add("navigator"))
            .analytics(event -> called.add("analytics"))
            .build();
    }

    @Test
    void aPlanNamesWhatTheOpenRunsAndCallsNothing() throws Exception {
        RoutePlan plan = router().canOpen("shop://item/7?ref=mail", RouteSource.IN_APP,
            Collections.singletonMap("id", "8"));
        assertTrue(plan.opens());
        assertNull(plan.error());
        assertEquals("shop://goods/<int:id>", plan.route().pattern);
        assertEquals(Collections.singletonList("shop://goods/7?ref=mail"), plan.rewrites());
        assertEquals(Collections.singletonList("8"), plan.parameters().get("id"),
            "the caller's parameters above the link's, as the open's request");
        assertEquals(Arrays.asList("logging", "vip only"), plan.middleware(),
            "the global middleware, then the route's tag middleware, each in registration order");
        List<String> fallbacks = new ArrayList<>();
        for (Route route : plan.fallbacks()) fallbacks.add(route.pattern);
        assertEquals(Collections.singletonList("shop://goods/:id"), fallbacks);
        assertEquals(Collections.emptyList(), called, "a dry run calls nothing of the app's");
    }

    @Test
    void thePlanIsTheRouteTheOpenTriesFirst() throws Exception {
        Router<String> router = router();
        RoutePlan plan = router.canOpen("shop://goods/7", RouteSource.IN_APP);
        assertEquals("7", router.open("shop://goods/7", RouteSource.IN_APP).join().value());
        assertEquals(Arrays.asList("logging", "vip only", "native", "web", "analytics"), called,
            "the planned middleware ran, then the planned fallback (the global middleware run "
                + "once a pass)");
        assertEquals("shop://goods/<int:id>", plan.route().pattern);
        assertTrue(plan.rewrites().isEmpty());
    }

    @Test
    void aLinkThatReachesNoRouteSaysWhyAsTheOpenWould() throws Exception {
        Router<String> router = router();
        Object[][] cases = {
            {"shop://nothing/here", RoutingException.Reason.NO_ROUTE},
            {"https://evil.example/goods/7", RoutingException.Reason.NO_ROUTE},
            {"shop://settings", RoutingException.Reason.FORBIDDEN},
            {"shop://a", RoutingException.Reason.REWRITE_LOOP},
            {"", RoutingException.Reason.REFUSED},
        };
        for (Object[] c : cases) {
            RoutePlan plan = router.canOpen((String) c[0], RouteSource.PUSH);
            assertFalse(plan.opens(), (String) c[0]);
            assertNull(plan.route(), (String) c[0]);
            assertEquals(c[1], plan.error().reason(), (String) c[0]);
            assertTrue(plan.middleware().isEmpty() && plan.fallbacks().isEmpty()
                && plan.parameters().isEmpty() && plan.rewrites().isEmpty(), (String) c[0]);
        }
        assertEquals("shop://settings", router.canOpen("shop://settings", RouteSource.PUSH)
            .error().route(), "the route the policy passed over");
        assertEquals(Collections.emptyList(), called, "not even the unmatched handler");
    }

    @Test
    void aPlansErrorIsTheOnesTheOpenFailsWith() throws Exception {
        RouteTable table = RouteTableFile.parse(TABLE, "routes.json");
        Router<String> router = Router.<String>builder(table).executor(Runnable::run)
            .handler("native", request -> RouteResponse.declined())
            .handler("web", request -> RouteResponse.handled())
            .build();
        for (String url : Arrays.asList("shop://nothing/here", "shop://settings", "shop://a", "")) {
            RoutingException opened = RoutingException.of(router.open(url, RouteSource.PUSH)
                .handle((outcome, error) -> error).join());
            RoutingException planned = router.canOpen(url, RouteSource.PUSH).error();
            assertEquals(opened.reason(), planned.reason(), url);
            assertEquals(opened.getMessage(), planned.getMessage(), url);
            assertEquals(opened.route(), planned.route(), url);
        }
    }

    @Test
    void thePolicyDecidesThePlanAsItDecidesTheOpen() throws Exception {
        RouteTable table = RouteTableFile.parse(TABLE, "routes.json");
        Router<String> router = Router.<String>builder(table).executor(Runnable::run)
            .policy(SourcePolicy.DEFAULT.deny(RouteSource.PUSH.kind()))
            .handler("native", request -> RouteResponse.declined())
            .handler("web", request -> RouteResponse.handled())
            .build();
        assertEquals(RoutingException.Reason.FORBIDDEN,
            router.canOpen("shop://goods/7", RouteSource.PUSH).error().reason());
        assertTrue(router.canOpen("shop://goods/7", RouteSource.IN_APP).opens());
    }
}
