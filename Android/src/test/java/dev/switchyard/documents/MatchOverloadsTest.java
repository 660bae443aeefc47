package dev.switchyard.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.Match;
import dev.switchyard.MatchRequest;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link AppliedTable}'s and {@link RoutingDocuments}' two {@code match} overloads (issue #89 item
 * 5) answer what the four-argument {@code match(url, source, policy, callerValues)} they replace
 * answered (it followed the legs, {@code legs().follow}, as both do now) for the same link,
 * source, policy and values: links a document redirects, degrades, rewrites and adds, under
 * policies that refuse some of them.
 */
class MatchOverloadsTest {
    private static final List<String> LINKS = List.of("shop://goods/7?tab=a", "shop://item/7",
        "shop://loop1", "shop://a", "shop://cart", "shop://legacy", "shop://campaign/summer",
        "https://m.shop.example/sale/7-red-shoes", "https://m.shop.example/old/7",
        "https://m.shop.example/q/7?utm_source=mail&utm_medium=x", "evil://x");
    private static final List<RouteSource> SOURCES = List.of(RouteSource.IN_APP, RouteSource.PUSH,
        RouteSource.webPage("https://a.example"), RouteSource.otherApp(null));
    private static final List<SourcePolicy> POLICIES = List.of(SourcePolicy.DEFAULT,
        SourcePolicy.DEFAULT.restrict("promo", EnumSet.of(RouteSource.Kind.IN_APP)),
        SourcePolicy.DEFAULT.deny(RouteSource.Kind.PUSH));
    private static final List<Map<String, String>> VALUES = List.of(Map.of(),
        Map.of("id", "9", "tab", "b"), Map.of("slug", "winter"));

    private static RoutingDocuments documents() throws Exception {
        RouteTable table = RouteTableFile.parse(AppliedTableTest.TABLE, "t.json");
        RoutingDocuments documents = UnsignedRoutingDocuments.builderForTesting(table,
            new DeviceContext("2.4.0", "android", "u-7")).build();
        DocumentArrival arrival = documents.offer(
            AppliedTableTest.DOCUMENT.getBytes(StandardCharsets.UTF_8), "d.json");
        assertEquals(DocumentArrival.Outcome.APPLIED, arrival.outcome(), arrival.toString());
        return documents;
    }

    @Test
    void bothOverloadsAnswerWhatTheFourArgumentMatchAnswered() throws Exception {
        RoutingDocuments documents = documents();
        AppliedTable applied = documents.state().applied();
        int compared = 0;
        for (String url : LINKS) {
            for (RouteSource source : SOURCES) {
                DocumentMatch everyday = applied.match(url, source);
                assertEquals(applied.legs().follow(url, source, SourcePolicy.DEFAULT,
                    Immutable.map()), everyday, url + " from " + source);
                assertEquals(everyday, applied.match(MatchRequest.of(url, source)));
                assertEquals(everyday, documents.match(url, source));
                assertEquals(everyday, documents.match(MatchRequest.of(url, source)));
                for (SourcePolicy policy : POLICIES) {
                    for (Map<String, String> values : VALUES) {
                        MatchRequest request =
                            MatchRequest.of(url, source).policy(policy).values(values);
                        DocumentMatch before = applied.legs().follow(url, source, policy, values);
                        assertEquals(before, applied.match(request), request.toString());
                        assertEquals(before, documents.match(request), request.toString());
                        compared++;
                    }
                }
            }
        }
        assertEquals(LINKS.size() * SOURCES.size() * POLICIES.size() * VALUES.size(), compared);
    }

    @Test
    void theRequestsPolicyAndValuesReachTheDocumentsLegs() throws Exception {
        RoutingDocuments documents = documents();
        MatchRequest campaign = MatchRequest.of("shop://campaign/summer", RouteSource.PUSH);
        assertTrue(documents.match(campaign).matched());
        Match refused = documents.match(campaign.policy(POLICIES.get(1))).match();
        assertEquals(Match.Refusal.POLICY, refused.refusal, refused.reason);
        DocumentMatch redirected = documents.match(MatchRequest.of("shop://item/7",
            RouteSource.IN_APP).values(Map.of("tab", "b")));
        assertEquals(2, redirected.followed().size(), "a redirect, then a degrade: " + redirected);
        assertEquals("web", redirected.match().route.handler);
        assertEquals(List.of("b"), redirected.match().parameters.get("tab"), "the last leg's too");
        DocumentMatch pushed = documents.match(MatchRequest.of("shop://item/7", RouteSource.PUSH)
            .policy(POLICIES.get(2)));
        assertEquals(Match.Refusal.POLICY, pushed.match().refusal, pushed.toString());
    }
}
