package dev.switchyard.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.Match;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every value class of the public API (and the nested-URL options a rewrite compares by) is equal
 * to a value read independently from the same text, with the same hash and text, and unequal to one
 * that differs in a field (the pattern: {@code Values}). Each pair below is built twice from
 * scratch, so an identity {@code equals} fails every assertion.
 */
class ValueClassesTest {
    private static final String TABLE = AppliedTableTest.TABLE.replace(
        "{\"pattern\": \"shop://cart\", \"handler\": \"cart\"}",
        "{\"pattern\": \"shop://cart\", \"handler\": \"cart\", \"internal\": true,"
            + " \"accept\": [\"shop\"], \"query\": {\"tab\": \"<int:n>\"}}");

    private interface Source<T> {
        T make() throws Exception;
    }

    /** {@code make} twice gives equal values with equal hashes and texts; {@code other} differs. */
    private static <T> T assertValue(Source<T> make, Object other, String what) throws Exception {
        T first = make.make();
        T second = make.make();
        assertEquals(first, second, what);
        assertEquals(second, first, what);
        assertEquals(first.hashCode(), second.hashCode(), what);
        assertEquals(first.toString(), second.toString(), what);
        assertNotEquals(first, other, what);
        assertNotEquals(other, first, what);
        assertFalse(first.equals(null), what);
        assertFalse(first.toString().contains(first.getClass().getName() + "@"), first.toString());
        return first;
    }

    private static RoutingDocument document() throws Exception {
        return RoutingDocument.parse(AppliedTableTest.DOCUMENT.replace("\"serial\": 12,",
            "\"serial\": 12, \"app\": {\"minVersion\": \"2.0\", \"platforms\": [\"android\"]},"
                + " \"rollout\": {\"percent\": 50, \"salt\": \"s\"},"), "d.json");
    }

    private static RoutingDocument otherDocument() throws Exception {
        return RoutingDocument.parse("{\"format\": 1, \"serial\": 13,"
            + " \"app\": {\"minVersion\": \"3.0\"},"
            + " \"rollout\": {\"percent\": 5, \"salt\": \"t\"},"
            + " \"redirects\": [{\"from\": \"shop://x\", \"to\": \"shop://y\"}],"
            + " \"degrades\": [{\"route\": \"shop://x\", \"to\": \"shop://y\"}],"
            + " \"routes\": [{\"pattern\": \"shop://x\", \"handler\": \"x\"}],"
            + " \"rewrites\": [{\"from\": \"shop://p/:id\", \"to\": \"shop://goods/{id}\"}],"
            + " \"remove\": [{\"name\": \"x\"}]}", "e.json");
    }

    private static RouteTable table() throws Exception {
        return RouteTableFile.parse(TABLE, "t.json");
    }

    @Test
    void theDocumentsPartsAreValues() throws Exception {
        RoutingDocument other = otherDocument();
        assertValue(() -> document().app(), other.app(), "app");
        assertValue(() -> document().rollout(), other.rollout(), "rollout");
        assertValue(() -> document().redirects().get(0), other.redirects().get(0), "redirect");
        assertValue(() -> document().degrades().get(0), other.degrades().get(0), "degrade");
        assertValue(() -> document().degrades().get(0).route(), other.removals().get(0),
            "selector");
        assertValue(() -> document().routes().get(0), other.routes().get(0), "route");
        assertValue(() -> document().rewrites().get(2), other.rewrites().get(0), "rewrite");
        assertValue(() -> document().rewrites().get(2).query(), other.rewrites().get(0).query(),
            "query rewrite");
        assertEquals("DocumentRedirect[from=shop://item/:id, to=shop://goods/{id}]",
            document().redirects().get(0).toString());
        assertEquals("DocumentRollout[percent=50.0, salt=s]", document().rollout().toString());
        assertEquals("route named \"goods.detail\"",
            document().degrades().get(0).route().toString());
    }

    @Test
    void aRoutesReadingIsAValue() throws Exception {
        RouteTable other = RouteTableFile.parse(TABLE.replace("\"handler\": \"cart\"",
            "\"handler\": \"basket\"").replace("[\"shop\"]", "[\"shop://cart\"]"), "t.json");
        assertValue(() -> table().routes().get(1), other.routes().get(1), "route");
        assertValue(() -> table().routes().get(1).accept.get(0),
            other.routes().get(1).accept.get(0), "link source");
        assertValue(() -> table().routes().get(1).query.get("tab"),
            table().routes().get(1).query, "query condition");
        assertValue(() -> table().routes(), other.routes(), "every route");
    }

    private static Match inApp(RouteTable table, String url) {
        return table.match(url, RouteSource.IN_APP);
    }

    @Test
    void answersAreValues() throws Exception {
        RouteTable other = table();
        assertValue(() -> inApp(table(), "https://m.shop.example/old/7"),
            inApp(other, "https://m.shop.example/old/8"), "match");
        assertValue(() -> inApp(table(), "https://m.shop.example/old/7").rewrites.get(0),
            inApp(other, "https://m.shop.example/old/8").rewrites.get(0), "rewrite step");
        String guarded = "{\"routes\": [{\"pattern\": \"shop://cart\", \"handler\": \"cart\","
            + " \"internal\": true}, {\"pattern\": \"shop://:page\", \"handler\": \"page\"}]}";
        assertValue(() -> RouteTableFile.parse(guarded, "g.json").match("shop://cart",
                RouteSource.PUSH).refused.get(0),
            RouteTableFile.parse(guarded, "g.json").match("shop://cart", RouteSource.UNIVERSAL_LINK)
                .refused.get(0), "refused route");
        assertValue(() -> table().url("goods.detail",
                Collections.singletonMap("id", Collections.singletonList("7"))),
            other.url("goods.detail",
                Collections.singletonMap("id", Collections.singletonList("8"))),
            "link");
        assertValue(() -> inApp(table(), "shop://goods/7").route, other.routes().get(1),
            "matched route");
        Match matched = inApp(table(), "shop://goods/7");
        assertEquals("7", matched.parameter("id"));
        String text = matched.toString();
        assertTrue(text.startsWith("Match[route=Route[index=0, pattern=shop://goods/"), text);
    }

    @Test
    void aDocumentsAnswersAreValues() throws Exception {
        AppliedTable other = AppliedTableTest.applied();
        assertValue(() -> AppliedTableTest.applied().match("shop://item/7", RouteSource.IN_APP),
            other.match("shop://item/8", RouteSource.IN_APP), "document match");
        assertValue(() -> AppliedTableTest.applied().match("shop://item/7", RouteSource.IN_APP)
            .followed().get(0), other.match("shop://loop1", RouteSource.IN_APP).followed().get(0),
            "followed step");
        assertValue(() -> new DeviceContext("2.1", "android", "user-1"),
            new DeviceContext("2.1", "android", "user-2"), "device");
        assertValue(() -> DocumentArrival.applied(12), DocumentArrival.unchanged(12), "arrival");
        assertValue(() -> RouteSource.otherApp("com.example"), RouteSource.otherApp("com.other"),
            "source");
    }

    @Test
    void aDocumentsProblemsAreValues() throws Exception {
        Source<List<DocumentDiagnostic>> problems = () -> {
            try {
                RoutingDocument.parse("{\"format\": 1, \"serial\": 1, \"redirect\": []}", "d.json");
                throw new AssertionError("parsed");
            } catch (RoutingDocumentError e) {
                return e.diagnostics();
            }
        };
        assertValue(() -> problems.make().get(0), new DocumentDiagnostic(1, 28, "other"),
            "diagnostic");
        assertEquals(Arrays.asList(problems.make().get(0).line(), 28),
            Arrays.asList(1, problems.make().get(0).column()));
    }
}
