package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentMatch;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.documents.UnsignedRoutingDocuments;
import dev.switchyard.policy.RouteSource;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * A document's {@code from} rules and the table's are one table of rules in namespaces
 * (DynamicRouting article, {@code document.apply.rewrite-namespaces}; the route-table file
 * article, {@code file.rewrites.namespaces}): a URL whose scheme has {@code from} rules, the
 * document's or the table's, is not offered to the scheme-less ones, and a namespace's
 * {@code fallbackToGlobal} is for the table's routes only. Swift's {@code switchyard match
 * --document} gives the same answers.
 */
class DocumentRewriteNamespacesTest {
    private static final String ROUTES = "\"routes\":["
        + "{\"pattern\":\"t://r/:x\",\"handler\":\"r\"},"
        + "{\"pattern\":\"t://login\",\"handler\":\"login\"},"
        + "{\"pattern\":\"/<float:v>\",\"handler\":\"f\"}],"
        + "\"namespaces\":{\"https\":{\"fallbackToGlobal\":true}}";
    private static final String HTTPS_RULE =
        "{\"from\":\"https://m.shop.example/login\",\"to\":\"t://login\"}";
    private static final String GLOBAL_RULE = "{\"from\":\"/<float:x>\",\"to\":\"t://r/{x}\"}";

    /** The table with {@code tableRule}, with a document of {@code documentRule} in force. */
    private static RoutingDocuments inForce(String tableRule, String documentRule)
        throws Exception {
        RouteTable table = RouteTableFile.parse(
            "{" + ROUTES + ",\"rewrites\":[" + tableRule + "]}", "t.json");
        RoutingDocuments documents = UnsignedRoutingDocuments
            .builderForTesting(table, new DeviceContext("2.4.0", "android", "u-1"))
            .clock(() -> Instant.parse("2026-12-01T00:00:00Z")).build();
        String document = "{\"format\":1,\"serial\":5,\"rewrites\":[" + documentRule + "]}";
        assertEquals("applied document 5",
            documents.offer(document.getBytes(StandardCharsets.UTF_8), "d.json").toString());
        return documents;
    }

    /** The handler a link opens, and the URL it was rewritten to when it was. */
    private static String opens(RoutingDocuments documents, String url) {
        DocumentMatch match = documents.match(url, RouteSource.IN_APP);
        if (!match.matched()) return "refused";
        String handler = match.match().route.handler;
        return match.rewrittenTo() == null ? handler : handler + " <- " + match.rewrittenTo();
    }

    private static void assertRulesKeepTheirNamespaces(RoutingDocuments documents) {
        // https has a from rule: the scheme-less rule is not tried, and the link opens as it is.
        assertEquals("f", opens(documents, "https://m.shop.example/7.5"));
        assertEquals("f", opens(documents, "HTTPS://m.shop.example/7.5"));
        assertEquals("login <- t://login", opens(documents, "https://m.shop.example/login"));
        // app has none, and a relative URL is in the global namespace: the scheme-less rule.
        assertEquals("r <- t://r/7.5", opens(documents, "app://m.example/7.5"));
        assertEquals("r <- t://r/7.5", opens(documents, "/7.5"));
    }

    @Test
    void aDocumentRuleInASchemeKeepsItsLinksFromTheTablesSchemeLessRule() throws Exception {
        assertRulesKeepTheirNamespaces(inForce(GLOBAL_RULE, HTTPS_RULE));
    }

    @Test
    void aTableRuleInASchemeKeepsItsLinksFromTheDocumentsSchemeLessRule() throws Exception {
        assertRulesKeepTheirNamespaces(inForce(HTTPS_RULE, GLOBAL_RULE));
    }

    @Test
    void withoutAnHttpsRuleTheSchemeLessRuleTakesHttpsLinks() throws Exception {
        RoutingDocuments documents = inForce(GLOBAL_RULE, "");
        assertEquals("r <- t://r/7.5", opens(documents, "https://m.shop.example/7.5"));
        assertEquals("refused", opens(documents, "https://m.shop.example/login"));
    }
}
