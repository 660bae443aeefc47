package dev.switchyard.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.Match;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A document applied over a table answers as {@code switchyard explain --document} does: each way a
 * link goes below (rewrites, redirects and degrades followed, the route that opens) is the way the
 * Swift tool printed for the same table, document and URL. The refusals' messages are the first
 * line of Swift's (Swift adds an excerpt with a caret under a pattern's or template's error).
 */
public class AppliedTableTest {
    public static final String TABLE = """
        { "routes": [
            {"pattern": "shop://goods/<int:id>", "handler": "goods", "name": "goods.detail"},
            {"pattern": "shop://cart", "handler": "cart"},
            {"pattern": "shop://legacy", "handler": "legacy"},
            {"pattern": "shop://error", "handler": "error"},
            {"pattern": "shop://a", "handler": "a"},
            {"pattern": "shop://b", "handler": "b"},
            {"pattern": "https://m.shop.example/item/:id", "handler": "web"} ],
          "rewrites": [
            {"from": "https://m.shop.example/p/:id", "to": "shop://goods/{id}"},
            {"from": "https://m.shop.example/old/:id", "to": "https://m.shop.example/p/{id}"} ] }
        """;

    public static final String DOCUMENT = """
        { "format": 1, "serial": 12,
          "rewrites": [
            { "from": "https://m.shop.example/p/:id",
              "to": "shop://goods/{id}?from={query.utm_source}" },
            { "regex": "^https://m\\\\.shop\\\\.example/sale/(?<id>[0-9]+)-[a-z-]+$",
              "to": "https://m.shop.example/p/{id}" },
            { "from": "https://m.shop.example/q/:id", "to": "shop://goods/{id}",
              "query": {"drop": ["utm_medium"], "rename": {"utm_source": "from"},
                        "add": {"via": "web"}} } ],
          "redirects": [
            { "from": "shop://item/:id", "to": "shop://goods/{id}" },
            { "from": "shop://loop1", "to": "shop://loop2" },
            { "from": "shop://loop2", "to": "shop://loop1" } ],
          "degrades": [
            { "name": "goods.detail", "to": "https://m.shop.example/item/{id}?tab={query.tab}" },
            { "route": "shop://cart", "to": "shop://error?from=cart", "when": "handlerFails" },
            { "route": "shop://a", "to": "shop://b" } ],
          "routes": [ { "pattern": "shop://campaign/:slug", "handler": "web.page",
                  "tags": ["promo"] } ],
          "remove": [ "shop://legacy" ] }
        """;


    /** {@code document} applied over {@code table} through the testing artifact. */
    public static AppliedTable apply(RouteTable table, RoutingDocument document,
                                     DeviceContext context, Set<String> handlers)
        throws Exception {
        return UnsignedRoutingDocuments.applyForTesting(table, document, context, handlers);
    }

    static AppliedTable applied() throws Exception {
        return apply(RouteTableFile.parse(TABLE, "t.json"),
            RoutingDocument.parse(DOCUMENT, "d.json"), null, null);
    }

    private static void followed(DocumentMatch match, String... kindFromTo) {
        assertEquals(kindFromTo.length / 3, match.followed().size(), match.url());
        for (int i = 0; i < match.followed().size(); i++) {
            FollowedStep step = match.followed().get(i);
            assertEquals(kindFromTo[3 * i], step.kind().spelling());
            assertEquals(kindFromTo[3 * i + 1], step.from());
            assertEquals(kindFromTo[3 * i + 2], step.to());
        }
    }

    @Test
    void aDegradedRouteSendsTheLinkOnAndTheLastMatchOpens() throws Exception {
        DocumentMatch match = applied().match("shop://goods/7?tab=2", RouteSource.IN_APP);
        followed(match, "degrade", "shop://goods/7?tab=2", "https://m.shop.example/item/7?tab=2");
        assertTrue(match.matched());
        assertEquals("https://m.shop.example/item/:id", match.match().route.pattern);
        assertEquals("7", match.match().parameter("id"));
        assertEquals(12, match.documentSerial());
    }

    @Test
    void aRedirectDropsTheQueryAndIsFollowedAgain() throws Exception {
        DocumentMatch match = applied().match("shop://item/9?ref=mail", RouteSource.IN_APP);
        followed(match, "redirect", "shop://item/9?ref=mail", "shop://goods/9",
            "degrade", "shop://goods/9", "https://m.shop.example/item/9?tab=");
        assertEquals("https://m.shop.example/item/:id", match.match().route.pattern);
    }

    @Test
    void theDocumentsRewritesComeFirstAndReplaceTheAppsOnTheSamePattern() throws Exception {
        AppliedTable table = applied();
        DocumentMatch sale = table.match("https://m.shop.example/sale/7-red-shoes", RouteSource.IN_APP);
        followed(sale, "degrade", "shop://goods/7?from=", "https://m.shop.example/item/7?tab=");
        DocumentMatch old = table.match("https://m.shop.example/old/5", RouteSource.IN_APP);
        followed(old, "degrade", "shop://goods/5?from=", "https://m.shop.example/item/5?tab=");
        DocumentMatch plain = table.match("https://m.shop.example/p/7?utm_source=ad", RouteSource.IN_APP);
        followed(plain, "degrade", "shop://goods/7?from=ad", "https://m.shop.example/item/7?tab=");
    }

    @Test
    void aRewritesQueryMappingKeepsRenamesAndAdds() throws Exception {
        DocumentMatch match =
            applied().match("https://m.shop.example/q/7?utm_source=ad&utm_medium=cpc&tab=2#frag", RouteSource.IN_APP);
        followed(match, "degrade", "shop://goods/7?from=ad&tab=2&via=web#frag",
            "https://m.shop.example/item/7?tab=2");
    }

    @Test
    void theLastLegsRewritesAreReported() throws Exception {
        AppliedTable table = apply(RouteTableFile.parse(TABLE, "t.json"),
            RoutingDocument.parse("{\"format\":1,\"serial\":3}", "d.json"), null, null);
        DocumentMatch match = table.match("https://m.shop.example/old/5", RouteSource.IN_APP);
        assertEquals(2, match.rewrites().size());
        assertEquals("the app's rewrite 2", match.rewrites().get(0).rule());
        assertEquals("shop://goods/5", match.rewrittenTo());
        assertEquals("goods.detail", match.match().route.name);
    }

    @Test
    void aHandlerFailsDegradeIsTheNextLegsMatchNotFollowedUntilTheHandlerFails() throws Exception {
        DocumentMatch match = applied().match("shop://cart", RouteSource.IN_APP);
        assertTrue(match.followed().isEmpty());
        assertEquals("shop://cart", match.match().route.pattern);
        DocumentMatch instead = match.whenHandlerFails();
        assertEquals("shop://error", instead.match().route.pattern);
        assertEquals("shop://error?from=cart", instead.target());
        assertEquals("[degrade shop://cart → shop://error?from=cart]",
            instead.followed().stream().map(s -> s.kind().spelling() + " " + s.from() + " → "
                + s.to()).collect(java.util.stream.Collectors.toList()).toString());
        assertNull(instead.whenHandlerFails());
    }

    @Test
    void removedRoutesAreGoneAndAddedRoutesOpen() throws Exception {
        AppliedTable table = applied();
        assertFalse(table.match("shop://legacy", RouteSource.IN_APP).matched());
        assertEquals(Match.Refusal.NO_ROUTE,
            table.match("shop://legacy", RouteSource.IN_APP).match().refusal);
        DocumentMatch campaign = table.match("shop://campaign/x", RouteSource.IN_APP);
        assertEquals("web.page", campaign.match().route.handler);
        assertEquals(List.of("promo"), campaign.match().route.tags);
    }

    @Test
    void aRedirectLoopIsStopped() throws Exception {
        DocumentMatch match = applied().match("shop://loop1", RouteSource.IN_APP);
        assertTrue(match.redirectLoop());
        assertFalse(match.matched());
        assertNull(match.match());
        assertEquals("a redirect loop: shop://loop1 → shop://loop2 → shop://loop1; "
            + "a router stops it after 8 redirects", match.reason());
    }

    @Test
    void aRewriteCycleIsARewriteRefusal() throws Exception {
        AppliedTable table = apply(RouteTableFile.parse(TABLE, "t.json"),
            RoutingDocument.parse("{\"format\":1,\"serial\":3,\"rewrites\":["
                + "{\"from\":\"x://a\",\"to\":\"x://b\"},{\"from\":\"x://b\",\"to\":\"x://a\"}]}",
                        "d"),
            null, null);
        DocumentMatch match = table.match("x://a", RouteSource.IN_APP);
        assertEquals(Match.Refusal.REWRITE_LOOP, match.match().refusal);
        assertEquals("rewrites form a cycle: rewrite 1 of document 3 → rewrite 2 of document 3 "
            + "→ "
            + "rewrite 1 of document 3 (x://a → x://b → x://a)", match.reason());
    }

    @Test
    void withoutADocumentTheTableAnswersAlone() throws Exception {
        AppliedTable table = AppliedTable.of(RouteTableFile.parse(TABLE, "t.json"));
        DocumentMatch match = table.match("shop://legacy", RouteSource.IN_APP);
        assertEquals("legacy", match.match().route.handler);
        assertEquals(0, match.documentSerial());
    }

    @Test
    void aDegradeForOtherAppBuildsIsLeftOut() throws Exception {
        RoutingDocument document = RoutingDocument.parse("{\"format\":1,\"serial\":3,\"degrades\":["
            + "{\"route\":\"shop://a\",\"to\":\"shop://b\",\"app\":{\"maxVersion\":\"2.3\"}}]}",
                    "d");
        RouteTable table = RouteTableFile.parse(TABLE, "t.json");
        AppliedTable old = apply(table, document, new DeviceContext("2.3", "android",
                "u"), null);
        assertEquals("shop://b", old.match("shop://a", RouteSource.IN_APP).match().route.pattern);
        AppliedTable current = apply(table, document, new DeviceContext("2.4",
                "android", "u"), null);
        assertEquals("shop://a",
            current.match("shop://a", RouteSource.IN_APP).match().route.pattern);
    }

    @Test
    void rulesThatDoNotApplyAreRefusedNamingTheRule() throws Exception {
        RouteTable table = RouteTableFile.parse(TABLE, "t.json");
        String[][] cases = {
            {"\"remove\":[\"shop://nothing\"]",
                "document 3: removal 1: no route \"shop://nothing\" to remove"},
            {"\"degrades\":[{\"name\":\"none\",\"to\":\"x\"}]",
                "document 3: degrade 1: no route named \"none\" to degrade"},
            {"\"degrades\":[{\"route\":\"shop://goods/<int:id>\",\"to\":\"x://{ID}\"}]",
                "document 3: degrade 1: \"to\": '{ID}' is not a parameter of \"from\"; "
                    + "it has {id}"},
            {"\"redirects\":[{\"from\":\"shop://r/:id\",\"to\":\"x://{url:query.u}\"}]",
                "document 3: redirect 1: \"to\": '{url:…}' opens the URL a query item carries: "
                    + "only a rewrite rule's \"to\" may"},
            {"\"routes\":[{\"pattern\":\"shop://<sku:x>\",\"handler\":\"h\"}]",
                "document 3: route 1: unknown parameter type 'sku'; known types: float, int, path, "
                    + "string, uuid"},
            {"\"rewrites\":[{\"regex\":\"(a\",\"to\":\"x\"}]",
                "document 3: rewrite 1 \"regex\": unbalanced '('"},
            {"\"rewrites\":[{\"regex\":\"^x://a(?<t>/.*)?$\",\"to\":\"y://b\"}]",
                "document 3: rewrite 1 \"regex\": a named group cannot be repeated; repeat what is "
                    + "inside it: (?<t>(?:…)?)"},
            {"\"rewrites\":[{\"from\":\"x://a/:id\",\"to\":\"y://{nope}\"}]",
                "document 3: rewrite 1 \"to\": '{nope}' is not a parameter of \"from\"; "
                    + "it has {id}"},
            {"\"rewrites\":[{\"from\":\"x://a/:id\",\"to\":\"y://{id}\"},"
                    + "{\"from\":\"x://a/:other\",\"to\":\"z://{other}\"}]",
                "document 3: rewrite 2 \"from\": matches the same URLs as rewrite 1 of document 3, "
                    + "which comes first"},
        };
        for (String[] c : cases) {
            String text = "{\"format\":1,\"serial\":3," + c[0] + "}";
            RoutingDocument document = RoutingDocument.parse(text, "d");
            RoutingDocumentError error = assertThrows(RoutingDocumentError.class,
                () -> apply(table, document, null, null));
            assertEquals(RoutingDocumentError.Code.DOES_NOT_APPLY, error.code(), c[1]);
            assertEquals(c[1], error.getMessage());
        }
    }

    @Test
    void routesNamingHandlersTheAppDoesNotBindAreRefused() throws Exception {
        RoutingDocument document = RoutingDocument.parse(
            "{\"format\":1,\"serial\":3,\"routes\":[\n"
                + " {\"pattern\":\"shop://x\",\"handler\":\"h\"},\n"
                + " {\"pattern\":\"shop://y\",\"handler\":\"web\"}]}", "d");
        RouteTable table = RouteTableFile.parse(TABLE, "t.json");
        RoutingDocumentError error = assertThrows(RoutingDocumentError.class,
            () -> apply(table, document, null, Set.of("web")));
        assertEquals(RoutingDocumentError.Code.UNBOUND_HANDLER, error.code());
        assertEquals("2:2: no handler named \"h\" for \"shop://x\"", error.getMessage());
        assertEquals("h", apply(table, document, null,
                null).match("shop://x", RouteSource.IN_APP).match().route.handler);
    }

    @Test
    void aDocumentRouteOrRedirectKeepsTheNamespacesFallbackToGlobal() throws Exception {
        RouteTable table = RouteTableFile.parse("{\"namespaces\":{\"app\":{\"fallbackToGlobal\""
            + ":true}},\"routes\":[{\"pattern\":\"/x\",\"handler\":\"g\"}]}", "t.json");
        String[] rules = {"\"routes\":[{\"pattern\":\"app://item/:id\",\"handler\":\"z\"}]",
            "\"redirects\":[{\"from\":\"app://old\",\"to\":\"app://x\"}]"};
        for (String rule : rules) {
            RoutingDocument document =
                RoutingDocument.parse("{\"format\":1,\"serial\":2," + rule + "}", "d");
            AppliedTable applied = apply(table, document, null, null);
            DocumentMatch global = applied.match("app://x", RouteSource.IN_APP);
            assertTrue(global.matched(), rule + ": " + global.reason());
            assertEquals("g", global.match().route.handler, rule);
            assertEquals("/x", global.match().route.pattern, rule);
        }
        AppliedTable added = apply(table, RoutingDocument.parse("{\"format\":1,"
            + "\"serial\":2," + rules[0] + "}", "d"), null, null);
        assertEquals("z", added.match("app://item/5", RouteSource.IN_APP).match().route.handler);
    }

    @Test
    void theTableAlonesRulesAreNamedAsTheRouterNamesThem() throws Exception {
        AppliedTable table = AppliedTable.of(RouteTableFile.parse("{\"routes\":[],\"rewrites\":"
            + "[{\"from\":\"/a\",\"to\":\"app://b\"},{\"from\":\"/b\",\"to\":\"app://a\"}]}",
            "t.json"));
        DocumentMatch match = table.match("app://a", RouteSource.IN_APP);
        assertEquals(Match.Refusal.REWRITE_LOOP, match.match().refusal);
        // With no document in force the router names the table's rules as it always does.
        assertEquals("rewrites form a cycle: rewrite 1 → rewrite 2 → rewrite 1 (app://a → app://b"
            + " → app://a)", match.reason());
    }
}
