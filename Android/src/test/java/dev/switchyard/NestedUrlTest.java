package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.policy.RouteSource;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A rewrite's {@code "nested"} object (RouteTableFileFormat.md, "A rewrite's nested URL"): read
 * from a table file with the Swift reader's messages, and followed as Swift follows it.
 */
class NestedUrlTest {
    static final String ROUTES = "{\"routes\": [{\"pattern\": \"https://m.shop.example/post/:id\","
        + " \"handler\": \"post\"}, {\"pattern\": \"shop://admin/:id\", \"handler\": \"admin\","
        + " \"internal\": true}], \"rewrites\": [";

    static RouteTable table(String rewrite) throws TableError {
        return RouteTableFile.parse(ROUTES + rewrite + "]}", "t.json");
    }

    @Test
    void theWordPressLoginRuleResolvesAndCarries() throws TableError {
        RouteTable table = table("{\"from\": \"https://m.shop.example/login\","
            + " \"to\": \"{url:query.redirect_to}\", \"nested\": {\"resolvesRelative\": true,"
            + " \"carriedQueryItems\": [\"login_reason\"]}}");
        Match m = table.match(
            "https://m.shop.example/login?login_reason=expired&redirect_to=%2Fpost%2F7%23top",
            RouteSource.IN_APP);
        assertEquals("post", m.route.handler);
        assertEquals("https://m.shop.example/post/7?login_reason=expired#top", m.rewrittenTo);
        assertEquals(RouteSource.webPage("https://m.shop.example"), m.source);
    }

    @Test
    void withoutTheObjectAPathIsLeftAlone() throws TableError {
        RouteTable table = table("{\"from\": \"https://m.shop.example/login\","
            + " \"to\": \"{url:query.redirect_to}\"}");
        Match m = table.matchIgnoringPolicy(
            "https://m.shop.example/login?redirect_to=%2Fpost%2F7", Map.of());
        assertNull(m.route);
        assertNull(m.rewrittenTo);
    }

    @Test
    void aNamedSourceIsTheNestedURLsSource() throws TableError {
        RouteTable table = table("{\"from\": \"shop://open\", \"to\": \"{url:query.url}\","
            + " \"nested\": {\"source\": \"in-app\"}}");
        Match m = table.match("shop://open?url=shop%3A%2F%2Fadmin%2F7",
            RouteSource.otherApp("com.example"));
        assertEquals("admin", m.route.handler);
        assertEquals(RouteSource.IN_APP, m.source);
        RouteTable plain = table("{\"from\": \"shop://open\", \"to\": \"{url:query.url}\"}");
        Match refused = plain.match("shop://open?url=shop%3A%2F%2Fadmin%2F7", RouteSource.IN_APP);
        assertEquals(Match.Refusal.POLICY, refused.refusal);
        assertEquals(RouteSource.webPage("shop://open"), refused.source);
    }

    @Test
    void anItemWithoutAValueIsCarriedAsItsName() throws TableError {
        RouteTable table = table("{\"regex\": \"^shop://auth$\", \"to\": \"{url:query.to}\","
            + " \"nested\": {\"carriedQueryItems\": [\"a\", \"b\"]}}");
        Match m = table.matchIgnoringPolicy(
            "shop://auth?b=&a&to=https%3A%2F%2Fm.shop.example%2Fpost%2F1", Map.of());
        assertEquals("https://m.shop.example/post/1?b=&a", m.rewrittenTo);
    }

    /** A rewrite's text, and the error Swift's reader gives first for it (t.json, one line). */
    static final String[][] ERRORS = {
        {"{\"from\": \"/login\", \"to\": \"{url:query.next}\","
            + " \"nested\": {\"resolveRelative\": 1}}",
            "unknown key \"resolveRelative\" in \"nested\"; did you mean \"resolvesRelative\"?"},
        {"{\"from\": \"/login\", \"to\": \"{url:query.next}\", \"nested\": {\"origin\": true}}",
            "unknown key \"origin\" in \"nested\"; expected one of: resolvesRelative,"
                + " carriedQueryItems, source"},
        {"{\"from\": \"/login\", \"to\": \"{url:query.next}\", \"nested\": {\"resolvesRelative\":"
            + " \"yes\"}}", "\"resolvesRelative\" must be a boolean, found string"},
        {"{\"from\": \"/login\", \"to\": \"{url:query.next}\", \"nested\": {\"carriedQueryItems\":"
            + " \"a\"}}", "\"carriedQueryItems\" must be an array of strings, found string"},
        {"{\"from\": \"/login\", \"to\": \"{url:query.next}\", \"nested\": {\"carriedQueryItems\":"
            + " [\"a\", 1]}}", "\"carriedQueryItems[1]\" must be a string, found integer"},
        {"{\"from\": \"/login\", \"to\": \"{url:query.next}\", \"nested\": {\"carriedQueryItems\":"
            + " [\"\"]}}", "\"carriedQueryItems[0]\" must not be empty"},
        {"{\"from\": \"/login\", \"to\": \"{url:query.next}\","
            + " \"nested\": {\"source\": \"push:x\"}}",
            "\"source\" must be in-app, push, universal-link, other-app[:BUNDLE_ID] or"
                + " web[:PAGE_URL], found \"push:x\""},
        {"{\"from\": \"/login\", \"to\": \"{url:query.next}\", \"nested\": {\"source\": 2.5}}",
            "\"source\" must be a string, found number"},
        {"{\"from\": \"/login\", \"to\": \"{url:query.next}\", \"nested\": true}",
            "\"nested\" must be an object, found boolean"},
        {"{\"from\": \"/login\", \"to\": \"/post/{query.next}\", \"nested\": {}}",
            "\"nested\" needs a \"to\" that is \"{url:query.NAME}\" (the URL a query item carries),"
                + " found \"/post/{query.next}\""},
    };

    @TestFactory
    Stream<DynamicTest> wrongValuesGiveSwiftsMessages() {
        return Stream.of(ERRORS).map(row -> DynamicTest.dynamicTest(row[1], () -> {
            TableError error = assertThrows(TableError.class, () -> table(row[0]));
            String message = error.getMessage();
            assertEquals("error: " + row[1], message.substring(message.indexOf("error: ")));
        }));
    }

    @Test
    void aValueIsPlacedWhereItIsWritten() {
        TableError error = assertThrows(TableError.class, () -> table(
            "{\"from\": \"/login\", \"to\": \"{url:query.next}\","
                + " \"nested\": {\"source\": \"x\"}}"));
        assertEquals(1, error.line);
        assertEquals(ROUTES.length() + 1 + 66, error.column);
        assertEquals("value", error.kind);
    }

    /** As Swift places them: an unknown key and a rule that carries no URL at the key. */
    @Test
    void anUnknownKeyAndATargetThatCarriesNoUrlArePlacedAtTheKey() {
        String unknown = "{\"from\": \"/login\", \"to\": \"{url:query.next}\","
            + " \"nested\": {\"resolveRelative\": 1}}";
        TableError error = assertThrows(TableError.class, () -> table(unknown));
        assertEquals(ROUTES.length() + 1 + unknown.indexOf("\"resolveRelative\""), error.column);
        assertEquals("key.unknown-suggested", error.code);
        String noUrl = "{\"from\": \"/login\", \"to\": \"/post/{query.next}\", \"nested\": {}}";
        error = assertThrows(TableError.class, () -> table(noUrl));
        assertEquals(ROUTES.length() + 1 + noUrl.indexOf("\"nested\""), error.column);
        assertEquals("rewrite.nested-needs-url", error.code);
        String source = "{\"from\": \"/login\", \"to\": \"{url:query.next}\","
            + " \"nested\": {\"source\": \"push:x\"}}";
        assertEquals("nested.source", assertThrows(TableError.class, () -> table(source)).code);
    }

    /** Checked with the file's keys and types: before a broken pattern later in the same rule. */
    @Test
    void aNestedProblemComesBeforeTheRulesPatternProblem() {
        TableError error = assertThrows(TableError.class, () -> table(
            "{\"from\": \"/a/:x(\", \"to\": \"{url:query.next}\", \"nested\": {\"zz\": 1}}"));
        assertEquals("unknown-key", error.kind);
    }
}
