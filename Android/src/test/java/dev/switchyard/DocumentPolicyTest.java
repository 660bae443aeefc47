package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.documents.AppliedTable;
import dev.switchyard.documents.AppliedTableTest;
import dev.switchyard.documents.DocumentMatch;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The source policy on the document path: each leg of a link is matched from its source under the
 * app's rules, as the router opens a document's routes and redirects (they are routes like the
 * table's), and {@code match --document --source} prints what the Swift tool prints.
 */
class DocumentPolicyTest {
    private static final String DOCUMENT = """
        { "format": 1, "serial": 9,
          "routes": [
            { "pattern": "shop://admin/:tool", "handler": "admin", "internal": true },
            { "pattern": "shop://promo/:slug", "handler": "promo", "tags": ["pay"] } ],
          "redirects": [ { "from": "shop://old/:id", "to": "shop://admin/{id}" } ] }
        """;

    private static AppliedTable applied() throws Exception {
        RouteTable table = RouteTableFile.parse(AppliedTableTest.TABLE, "t.json");
        return AppliedTableTest.apply(table, RoutingDocument.parse(DOCUMENT, "d.json"), null,
            null);
    }

    private static List<String> refused(DocumentMatch match) {
        return match.match().refused.stream().map(refusal -> refusal.route.pattern).toList();
    }

    @Test
    void anInternalRouteADocumentAddsOpensOnlyInApp() throws Exception {
        DocumentMatch push = applied().match("shop://admin/flags", RouteSource.PUSH);
        assertFalse(push.matched());
        assertEquals(Match.Refusal.POLICY, push.match().refusal);
        assertEquals(List.of("shop://admin/:tool"), refused(push));
        DocumentMatch inApp = applied().match("shop://admin/flags", RouteSource.IN_APP);
        assertTrue(inApp.matched());
        assertEquals("admin", inApp.match().route.handler);
    }

    @Test
    void theAppsRulesApplyToADocumentsRoutes() throws Exception {
        SourcePolicy policy = SourcePolicy.DEFAULT.restrict("pay", Set.of(RouteSource.Kind.IN_APP));
        DocumentMatch web = applied().match(MatchRequest.of("shop://promo/x",
            RouteSource.webPage("https://a.example")).policy(policy));
        assertEquals(Match.Refusal.POLICY, web.match().refusal);
        assertTrue(applied().match(MatchRequest.of("shop://promo/x", RouteSource.IN_APP)
            .policy(policy)).matched());
    }

    @Test
    void aRedirectLandsOnARouteTheSourceMayNotOpen() throws Exception {
        DocumentMatch push = applied().match("shop://old/7", RouteSource.PUSH);
        assertEquals(1, push.followed().size());
        assertEquals(Match.Refusal.POLICY, push.match().refusal);
        assertTrue(applied().match("shop://old/7", RouteSource.IN_APP).matched());
    }

    @Test
    void aDeniedSourceIsRefusedAtTheRedirectItself() throws Exception {
        SourcePolicy denied = SourcePolicy.DEFAULT.deny(RouteSource.Kind.PUSH);
        DocumentMatch push =
            applied().match(MatchRequest.of("shop://old/7", RouteSource.PUSH).policy(denied));
        assertTrue(push.followed().isEmpty());
        assertEquals(List.of("shop://old/:id"), refused(push));
    }

    /** A table whose login page opens the URL its {@code next} item carries. */
    private static final String NESTING_TABLE = """
        { "routes": [ {"pattern": "/admin/:id", "handler": "admin", "internal": true},
                      {"pattern": "/goods/:id", "handler": "goods"} ],
          "rewrites": [ {"from": "https://m.shop.example/login", "to": "{url:query.next}"} ] }
        """;

    private static AppliedTable nesting() throws Exception {
        RouteTable table = RouteTableFile.parse(NESTING_TABLE, "t.json");
        return AppliedTableTest.apply(table,
            RoutingDocument.parse("{\"format\": 1, \"serial\": 3}", "d.json"), null, null);
    }

    @Test
    void aNestedUrlRunsAsAWebPagesLinkWhateverTheSource() throws Exception {
        String login = "https://m.shop.example/login?next=app%3A%2F%2Fadmin%2F7";
        DocumentMatch inApp = nesting().match(login, RouteSource.IN_APP);
        assertEquals(Match.Refusal.POLICY, inApp.match().refusal);
        assertEquals(RouteSource.webPage("https://m.shop.example"), inApp.match().source);
        DocumentMatch tool = nesting().matchIgnoringPolicy(login, java.util.Map.of());
        assertEquals(Match.Refusal.POLICY, tool.match().refusal);
        String goods = "https://m.shop.example/login?next=app%3A%2F%2Fgoods%2F7";
        assertTrue(nesting().match(goods, RouteSource.PUSH).matched());
        SourcePolicy noWeb = SourcePolicy.DEFAULT.deny(RouteSource.Kind.WEB_PAGE);
        assertFalse(nesting().match(MatchRequest.of(goods, RouteSource.PUSH).policy(noWeb))
            .matched());
    }

    /**
     * Issue #71, item 1: a leg runs with the source of the leg before it, so the nested URL's
     * source (a web page of the login page's origin) stays through the document's redirect, and
     * an in-app link's nested URL reaches no internal route through it.
     */
    @Test
    void aRedirectKeepsTheNestedSource() throws Exception {
        RouteTable table = RouteTableFile.parse(NESTING_TABLE, "t.json");
        AppliedTable applied = AppliedTableTest.apply(table, RoutingDocument.parse(
            "{\"format\": 1, \"serial\": 3, \"redirects\": [{\"from\":"
                + " \"/old/:id\", \"to\": \"app://admin/{id}\"}]}", "d.json"), null, null);
        String login = "https://m.shop.example/login?next=app%3A%2F%2Fold%2F7";
        for (RouteSource source : new RouteSource[] {RouteSource.IN_APP, RouteSource.PUSH}) {
            DocumentMatch nested = applied.match(login, source);
            assertEquals(1, nested.followed().size());
            assertEquals(Match.Refusal.POLICY, nested.match().refusal);
            assertEquals(RouteSource.webPage("https://m.shop.example"), nested.match().source);
            assertEquals(java.util.Collections.singletonList("/admin/:id"), refused(nested));
        }
        DocumentMatch direct = applied.match("app://old/7", RouteSource.IN_APP);
        assertEquals(1, direct.followed().size());
        assertTrue(direct.matched());
        assertEquals("admin", direct.match().route.handler);
    }

    @Test
    void theCommandLineListsWhatANestedUrlsSourceMayNotReach() throws Exception {
        Path document = Files.createTempFile("document", ".json");
        Path table = Files.createTempFile("table", ".json");
        try {
            Files.writeString(document, "{\"format\": 1, \"serial\": 3}", StandardCharsets.UTF_8);
            Files.writeString(table, NESTING_TABLE, StandardCharsets.UTF_8);
            String login = "https://m.shop.example/login?next=app%3A%2F%2Fadmin%2F7";
            String[] run = MainTest.run("", "match", "--table", table.toString(), "--document",
                document.toString(), "--source", "push", login);
            assertEquals("0", run[0], run[2]);
            // The nested URL runs as the login page's link, and the refusal lists the route it may
            // not reach, as every refusal by the policy does (issue #71, item 14).
            String why = "the route is internal and the link came from web page"
                + " (https://m.shop.example)";
            assertEquals("{\"url\":\"" + login + "\",\"matched\":false,\"refusal\":\"policy\","
                + "\"reason\":\"route \\\"/admin/:id\\\" is forbidden: " + why + "\","
                + "\"rewrittenTo\":\"app://admin/7\",\"rewrites\":[{\"rule\":1,\"from\":\"" + login
                + "\",\"to\":\"app://admin/7\"}],\"source\":\"push\",\"refused\":[{\"pattern\":"
                + "\"/admin/:id\",\"scheme\":\"global\",\"why\":\"" + why + "\"}],"
                + "\"policy\":\"refused\",\"document\":3}\n", run[1]);
        } finally {
            Files.delete(document);
            Files.delete(table);
        }
    }

    @Test
    void theCommandLineTakesTheSourceWithDocuments() throws Exception {
        Path document = Files.createTempFile("document", ".json");
        Path table = Files.createTempFile("table", ".json");
        try {
            Files.writeString(document, DOCUMENT, StandardCharsets.UTF_8);
            Files.writeString(table, AppliedTableTest.TABLE, StandardCharsets.UTF_8);
            String[] run = MainTest.run("", "match", "--table", table.toString(), "--document",
                document.toString(), "--source", "push", "shop://admin/flags");
            assertEquals("0", run[0], run[2]);
            assertEquals("{\"url\":\"shop://admin/flags\",\"matched\":false,\"refusal\":\"policy\","
                + "\"reason\":\"route \\\"shop://admin/:tool\\\" is forbidden: the route is"
                + " internal and the link came from push notification\",\"source\":\"push\","
                + "\"refused\":[{\"pattern\":\"shop://admin/:tool\",\"scheme\":\"shop\","
                + "\"why\":\"the route is internal and the link came from push notification\"}],"
                + "\"policy\":\"refused\",\"document\":9}\n", run[1]);
        } finally {
            Files.delete(document);
            Files.delete(table);
        }
    }
}
