package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.internal.text.Immutable;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link MatchRequest} and {@link RouteTable}'s two {@code match} overloads (issue #89 item 5): a
 * request is an immutable value whose settings are copies, its values override the URL's
 * parameters, its policy applies, and {@code match(url, source)} and {@code match(request)}
 * answer what the four-argument {@code match(url, source, policy, callerValues)} they replace
 * answered (it called {@link RouteTable#resolve}, as both do now) for the same link, source,
 * policy and values. {@code documents.MatchOverloadsTest} holds the documents' overloads to the
 * same.
 */
class MatchRequestTest {
    static final List<String> LINKS = List.of("shop://goods/7?tab=a&tab=b", "shop://goods/abc",
        "shop://pay/42", "shop://pay/x", "shop://debug/reset", "shop://cart",
        "https://m.shop.example/p/7", "https://m.shop.example/a", "https://m.shop.example/pay/9",
        "shop://open-url?url=shop%3A%2F%2Fadmin%2Fusers", "app://secret/1", "evil://x", "%%%");
    static final List<RouteSource> SOURCES = List.of(RouteSource.IN_APP, RouteSource.PUSH,
        RouteSource.UNIVERSAL_LINK, RouteSource.otherApp("com.example.partner"),
        RouteSource.otherApp(null), RouteSource.webPage("https://m.shop.example/x"));
    static final List<SourcePolicy> POLICIES = List.of(SourcePolicy.DEFAULT,
        SourcePolicy.DEFAULT.restrict("pay", EnumSet.of(RouteSource.Kind.IN_APP)),
        SourcePolicy.DEFAULT.deny(RouteSource.Kind.PUSH).deny(RouteSource.otherApp("com.evil")));
    static final List<Map<String, String>> VALUES = List.of(Map.of(), Map.of("id", "9"),
        Map.of("tab", "c", "order", "x", "what", "all"));

    private static RouteTable table() throws Exception {
        String json = Files.readString(Path.of("testdata/policy.json"));
        return RouteTableFile.parse(json, "policy.json");
    }

    @Test
    void ofIsWhatTheEverydayCallMatches() {
        MatchRequest request = MatchRequest.of("shop://goods/7", RouteSource.PUSH);
        assertEquals("shop://goods/7", request.url());
        assertEquals(RouteSource.PUSH, request.source());
        assertSame(SourcePolicy.DEFAULT, request.policy());
        assertEquals(Map.of(), request.values());
    }

    @Test
    void eachSettingIsACopyAndLeavesTheRequestItCameFromAsItWas() {
        SourcePolicy denied = SourcePolicy.DEFAULT.deny(RouteSource.Kind.PUSH);
        Map<String, String> given = new HashMap<>(Map.of("id", "9"));
        MatchRequest base = MatchRequest.of("shop://goods/7", RouteSource.PUSH);
        MatchRequest withPolicy = base.policy(denied);
        MatchRequest withValues = base.values(given);
        MatchRequest both = withPolicy.values(given);
        assertSame(SourcePolicy.DEFAULT, base.policy());
        assertEquals(Map.of(), base.values());
        assertSame(denied, withPolicy.policy());
        assertEquals(Map.of(), withPolicy.values());
        assertSame(SourcePolicy.DEFAULT, withValues.policy());
        assertEquals(Map.of("id", "9"), withValues.values());
        assertSame(denied, both.policy());
        assertEquals(Map.of("id", "9"), both.values());
        assertSame(denied, withValues.policy(denied).policy());
        assertEquals(Map.of("id", "1"), both.values(Map.of("id", "1")).values(), "values replaced");
        given.put("id", "changed");
        given.put("tab", "added");
        assertEquals(Map.of("id", "9"), withValues.values(), "the map is copied");
        Map<String, String> values = withValues.values();
        assertThrows(UnsupportedOperationException.class, () -> values.put("x", "y"));
        assertThrows(UnsupportedOperationException.class, values::clear);
        assertThrows(UnsupportedOperationException.class, () -> base.values().put("x", "y"));
    }

    @Test
    void theCallersValuesOverrideTheUrlsParameters() throws Exception {
        Match m = table().match(MatchRequest.of("shop://goods/7?tab=a&tab=b", RouteSource.IN_APP)
            .values(Map.of("id", "9", "tab", "c", "extra", "e")));
        assertEquals("goods.detail", m.route.handler, "matched on the link's id, 7");
        assertEquals(List.of("9"), m.parameters.get("id"));
        assertEquals(List.of("c"), m.parameters.get("tab"));
        assertEquals(List.of("e"), m.parameters.get("extra"));
        Match plain = table().match("shop://goods/7?tab=a&tab=b", RouteSource.IN_APP);
        assertEquals(List.of("7"), plain.parameters.get("id"));
        assertEquals(List.of("a", "b"), plain.parameters.get("tab"));
    }

    @Test
    void thePolicyApplies() throws Exception {
        RouteTable table = table();
        SourcePolicy payInApp = POLICIES.get(1);
        MatchRequest pay = MatchRequest.of("shop://pay/42", RouteSource.UNIVERSAL_LINK);
        assertEquals("pay", table.match(pay).route.handler);
        Match refused = table.match(pay.policy(payInApp));
        assertEquals("pay.help", refused.route.handler, "passed over for a route it may open");
        assertEquals("/pay/<int:order>", refused.refused.get(0).route.pattern);
        assertEquals("pay", table.match(pay.policy(payInApp).values(Map.of("order", "1")))
            .refused.get(0).route.handler);
        MatchRequest push = MatchRequest.of("shop://goods/7", RouteSource.PUSH);
        assertTrue(table.match(push).matched());
        Match denied = table.match(push.policy(POLICIES.get(2)));
        assertEquals(Match.Refusal.POLICY, denied.refusal, denied.reason);
        assertEquals(Match.Refusal.POLICY,
            table.match(MatchRequest.of("shop://admin/users", RouteSource.PUSH)).refusal,
            "an internal route opens only in-app under the default policy too");
    }

    @Test
    void bothOverloadsAnswerWhatTheFourArgumentMatchAnswered() throws Exception {
        RouteTable table = table();
        int compared = 0;
        for (String url : LINKS) {
            for (RouteSource source : SOURCES) {
                Match everyday = table.match(url, source);
                assertEquals(table.resolve(url, source, SourcePolicy.DEFAULT, Immutable.map()),
                    everyday, url + " from " + source);
                assertEquals(everyday, table.match(MatchRequest.of(url, source)));
                for (SourcePolicy policy : POLICIES) {
                    for (Map<String, String> values : VALUES) {
                        MatchRequest request =
                            MatchRequest.of(url, source).policy(policy).values(values);
                        assertEquals(table.resolve(url, source, policy, values),
                            table.match(request), request.toString());
                        compared++;
                    }
                }
            }
        }
        assertEquals(LINKS.size() * SOURCES.size() * POLICIES.size() * VALUES.size(), compared);
    }

    @Test
    void aRequestIsAValue() {
        Map<String, String> values = Map.of("id", "9");
        MatchRequest one = MatchRequest.of("shop://goods/7", RouteSource.PUSH).values(values);
        MatchRequest same = MatchRequest.of("shop://goods/7", RouteSource.PUSH)
            .values(new HashMap<>(values)).policy(SourcePolicy.DEFAULT);
        assertEquals(one, same);
        assertEquals(one.hashCode(), same.hashCode());
        assertEquals("MatchRequest[url=shop://goods/7, source=push notification, policy=DEFAULT,"
            + " values={id=9}]", one.toString());
        assertEquals(one.toString(), same.toString());
        SourcePolicy rules = SourcePolicy.DEFAULT.deny(RouteSource.Kind.PUSH);
        assertEquals("MatchRequest[url=shop://goods/7, source=push notification,"
            + " policy=the app's, values={id=9}]", one.policy(rules).toString());
        assertEquals(one.policy(rules), one.policy(rules), "the same policy object");
        for (MatchRequest other : List.of(one.policy(rules), one.values(Map.of()),
                MatchRequest.of("shop://goods/8", RouteSource.PUSH).values(values),
                MatchRequest.of("shop://goods/7", RouteSource.IN_APP).values(values))) {
            assertNotEquals(one, other, other.toString());
            assertNotEquals(other, one, other.toString());
        }
        assertNotEquals(one, null);
    }

    @Test
    void aNullFailsAtTheDoorNamingWhatWasNull() {
        MatchRequest request = MatchRequest.of("shop://goods/7", RouteSource.PUSH);
        assertEquals("url", assertThrows(NullPointerException.class,
            () -> MatchRequest.of(null, RouteSource.PUSH)).getMessage());
        assertEquals("source", assertThrows(NullPointerException.class,
            () -> MatchRequest.of("shop://goods/7", null)).getMessage());
        assertEquals("policy", assertThrows(NullPointerException.class,
            () -> request.policy(null)).getMessage());
        Map<String, String> nullValue = new HashMap<>();
        nullValue.put("id", null);
        Map<String, String> nullKey = new HashMap<>();
        nullKey.put(null, "9");
        for (Map<String, String> values : List.of(nullValue, nullKey)) {
            assertEquals("values", assertThrows(NullPointerException.class,
                () -> request.values(values)).getMessage());
        }
    }
}
