package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The source policy of the app-facing match: what each source reaches, under which rules. */
class PolicyTest {
    static final String TABLE = """
        {"options": {"accept": ["shop", "https://m.shop.example"]},
         "namespaces": {"shop": {"fallbackToGlobal": true}},
         "routes": [
          {"pattern": "/debug/reset", "scheme": "shop", "handler": "debug", "internal": true},
          {"pattern": "/pay/<int:id>", "scheme": "shop", "handler": "pay", "tags": ["pay"]},
          {"pattern": "/pay/*", "scheme": "shop", "handler": "pay.help"},
          {"pattern": "/goods/:id", "scheme": "shop", "handler": "goods"},
          {"pattern": "/admin/*", "handler": "admin", "internal": true},
          {"pattern": "/admin/users", "scheme": "shop", "handler": "users", "internal": true}],
         "rewrites": [{"from": "https://m.shop.example/open", "to": "{url:query.u}"},
                      {"from": "https://m.shop.example/p/:id", "to": "shop://pay/{id}"}]}
        """;

    static RouteTable table() throws TableError {
        return RouteTableFile.parse(TABLE, "policy.json");
    }

    static final SourcePolicy PAY_IN_APP =
        SourcePolicy.DEFAULT.restrict("pay", EnumSet.of(RouteSource.Kind.IN_APP));
    static final SourcePolicy NO_PUSH = SourcePolicy.DEFAULT.deny(RouteSource.Kind.PUSH);
    static final SourcePolicy NO_EVIL = SourcePolicy.DEFAULT.deny(RouteSource.otherApp("com.evil"));

    /** url, source, policy, the handler opened (or the refusal), the routes passed over. */
    static final Object[][] ROWS = {
        {"shop://debug/reset", RouteSource.IN_APP, SourcePolicy.DEFAULT, "debug", List.of()},
        {"shop://debug/reset", RouteSource.PUSH, SourcePolicy.DEFAULT, "POLICY",
            List.of("/debug/reset")},
        {"shop://debug/reset", RouteSource.otherApp("com.x"), SourcePolicy.DEFAULT, "POLICY",
            List.of("/debug/reset")},
        {"shop://debug/reset", RouteSource.UNIVERSAL_LINK, SourcePolicy.DEFAULT, "POLICY",
            List.of("/debug/reset")},
        {"shop://debug/reset", RouteSource.webPage(null), SourcePolicy.DEFAULT, "POLICY",
            List.of("/debug/reset")},
        {"shop://pay/7", RouteSource.PUSH, SourcePolicy.DEFAULT, "pay", List.of()},
        {"shop://pay/7", RouteSource.PUSH, PAY_IN_APP, "pay.help", List.of("/pay/<int:id>")},
        {"shop://pay/7", RouteSource.IN_APP, PAY_IN_APP, "pay", List.of()},
        {"shop://goods/1", RouteSource.PUSH, NO_PUSH, "POLICY", List.of("/goods/:id")},
        {"shop://goods/1", RouteSource.otherApp("com.evil"), NO_EVIL, "POLICY",
            List.of("/goods/:id")},
        {"shop://goods/1", RouteSource.otherApp("com.good"), NO_EVIL, "goods", List.of()},
        // A deny fails closed: an app naming no package may be com.evil (policy.deny-anonymous).
        {"shop://goods/1", RouteSource.otherApp(null), NO_EVIL, "POLICY",
            java.util.Collections.singletonList("/goods/:id")},
        {"shop://goods/1", RouteSource.otherApp("COM.Evil"), NO_EVIL, "POLICY",
            java.util.Collections.singletonList("/goods/:id")},
        {"shop://admin/users", RouteSource.PUSH, SourcePolicy.DEFAULT, "POLICY",
            List.of("/admin/users", "/admin/*")},
        {"shop://admin/users", RouteSource.IN_APP, SourcePolicy.DEFAULT, "users", List.of()},
        {"shop://nowhere", RouteSource.PUSH, SourcePolicy.DEFAULT, "NO_ROUTE", List.of()},
        {"evil://x", RouteSource.PUSH, SourcePolicy.DEFAULT, "ORIGIN_NOT_ACCEPTED", List.of()},
        {"https://m.shop.example/p/7", RouteSource.UNIVERSAL_LINK, PAY_IN_APP, "pay.help",
            List.of("/pay/<int:id>")},
        // A nested URL runs as a web page of the outer link's origin, whoever sent the outer one.
        {"https://m.shop.example/open?u=shop%3A%2F%2Fdebug%2Freset", RouteSource.IN_APP,
            SourcePolicy.DEFAULT, "POLICY", List.of("/debug/reset")},
    };

    @TestFactory
    Stream<DynamicTest> eachSourceReachesWhatThePolicyLetsIt() throws Exception {
        RouteTable t = table();
        List<DynamicTest> tests = new ArrayList<>();
        for (Object[] row : ROWS) {
            String url = (String) row[0];
            String want = (String) row[3];
            RouteSource source = (RouteSource) row[1];
            tests.add(DynamicTest.dynamicTest(url + " from " + source + " → " + want, () -> {
                Match m = t.match(MatchRequest.of(url, source).policy((SourcePolicy) row[2]));
                assertEquals(want, m.matched() ? m.route.handler : m.refusal.name(), m.reason);
                List<String> refused = new ArrayList<>();
                for (RefusedRoute r : m.refused) refused.add(r.route.pattern);
                assertEquals(row[4], refused);
            }));
        }
        return tests.stream();
    }

    @Test
    void theAppFacingMatchRefusesInternalRoutesByDefault() throws Exception {
        RouteTable t = table();
        Match m = t.match("shop://debug/reset", RouteSource.otherApp("com.example.other"));
        assertEquals(Match.Refusal.POLICY, m.refusal);
        assertEquals("route \"/debug/reset\" is forbidden: the route is internal and the link came "
            + "from another app (com.example.other)", m.reason);
        assertEquals("shop", m.refused.get(0).namespace);
        Match tool = t.matchIgnoringPolicy("shop://debug/reset", Map.of());
        assertTrue(tool.matched(), "tools see every route");
        assertNull(tool.source);
    }

    @Test
    void aNestedURLRunsAsAWebPageOfTheOuterOrigin() throws Exception {
        String link = "https://m.shop.example/open?u=shop%3A%2F%2Fgoods%2F3";
        Match m = table().match(link, RouteSource.IN_APP);
        assertEquals("goods", m.route.handler);
        assertEquals(RouteSource.webPage("https://m.shop.example"), m.source);
        assertEquals("shop://goods/3", m.rewrittenTo);
    }

    @Test
    void sourcesReadAsTheCommandLineSpellsThem() {
        assertEquals(RouteSource.otherApp("com.a"), RouteSource.parse("other-app:com.a"));
        assertEquals(RouteSource.webPage("https://x.example/a:b"),
            RouteSource.parse("web:https://x.example/a:b"));
        assertEquals(RouteSource.PUSH, RouteSource.parse("push"));
        assertEquals("other-app:com.a", RouteSource.otherApp("com.a").spelling());
        assertEquals("another app (com.a)", RouteSource.otherApp("com.a").toString());
        assertEquals("web page", RouteSource.webPage(null).toString());
        assertEquals("universal link", RouteSource.UNIVERSAL_LINK.toString());
        assertEquals("source 'push' takes no detail after ':'", refusal("push:x"));
        assertEquals("source 'web:': nothing after ':'", refusal("web:"));
        String unknown = refusal("mail");
        assertTrue(unknown.startsWith("unknown source 'mail'; known: in-app, push"), unknown);
    }

    /** Why {@link RouteSource#parse(String)} refuses {@code text}. */
    static String refusal(String text) {
        var refused = assertThrows(IllegalArgumentException.class, () -> RouteSource.parse(text));
        return refused.getMessage();
    }

    @Test
    void aPolicyIsNeverChangedByItsRules() throws Exception {
        SourcePolicy base = SourcePolicy.DEFAULT;
        SourcePolicy denied = base.deny(RouteSource.Kind.PUSH);
        Route goods = table().routes().get(3);
        assertNull(base.refusal(RouteSource.PUSH, goods.internal, goods.tags));
        String why = denied.refusal(RouteSource.PUSH, goods.internal, goods.tags);
        assertEquals("links from push notification are denied", why);
        assertFalse(base.restricts("pay"));
        assertTrue(PAY_IN_APP.restricts("pay"));
    }

    @Test
    void aSourceIsRequired() {
        RouteSource none = null;
        assertThrows(NullPointerException.class, () -> table().match("shop://goods/1", none));
    }

    @Test
    void resultsCannotBeChanged() throws Exception {
        List<Class<?>> results =
            List.of(Match.class, RefusedRoute.class, RewriteStep.class, LinkResult.class);
        for (Class<?> type : results) {
            for (Field f : type.getFields()) {
                String name = type.getSimpleName() + "." + f.getName();
                assertTrue(Modifier.isFinal(f.getModifiers()), name);
            }
        }
        Match m = table().match("shop://admin/users", RouteSource.PUSH);
        assertThrows(UnsupportedOperationException.class, () -> m.refused.clear());
        Match ok = table().match("https://m.shop.example/p/7", RouteSource.IN_APP);
        assertThrows(UnsupportedOperationException.class, () -> ok.parameters.put("x", List.of()));
        assertThrows(UnsupportedOperationException.class, () -> ok.rewrites.clear());
        assertThrows(UnsupportedOperationException.class, () -> ok.wildcard.add("x"));
    }
}
