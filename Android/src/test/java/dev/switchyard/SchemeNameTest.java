package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.policy.RouteSource;
import org.junit.jupiter.api.Test;

/**
 * A route's {@code "scheme"} and a {@code namespaces} key name a URL scheme (issue #64's residual):
 * one that cannot be a scheme (RFC 3986: an ASCII letter, then ASCII letters, digits, + - .) is
 * refused where it is written, with Swift's text (errors.json, value.not-a-scheme).
 */
class SchemeNameTest {
    private static final String RULE =
        "(an ASCII letter, then ASCII letters, digits, '+', '-' or '.')";
    private static final String[][] NOT_SCHEMES = {
        {"</script>", "\"</script>\""}, {"a b", "\"a b\""}, {"\\u0000", "\"\\u{0}\""},
        {"shop\\n", "\"shop\\n\""}, {"1app", "\"1app\""}, {"shop:", "\"shop:\""},
        {"\u00c9COLE", "\"\u00c9COLE\""}, {"\\u212Aey", "\"\u212aey\""}, {"x_y", "\"x_y\""},
        {" shop", "\" shop\""}, {"\\u202Eshop", "\"\\u{202E}shop\""},
    };

    @Test
    void aRouteSchemeThatIsNoSchemeIsRefusedAtItsValue() {
        for (String[] c : NOT_SCHEMES) {
            String text = "{\"routes\": [{\"pattern\": \"/a\", \"scheme\": \"" + c[0] + "\"}]}";
            TableError error =
                assertThrows(TableError.class, () -> RouteTableFile.parse(text, "t.json"));
            assertEquals("\"scheme\" must be a URL scheme " + RULE + ", found " + c[1],
                error.message, c[0]);
            assertEquals("value.not-a-scheme", error.code);
            assertEquals(1, error.line);
            assertEquals(41, error.column, c[0]);
        }
    }

    @Test
    void aNamespaceThatIsNoSchemeIsRefusedAtItsKey() {
        for (String[] c : NOT_SCHEMES) {
            String text = "{\"namespaces\": {\"" + c[0] + "\": {}}, \"routes\": []}";
            TableError error =
                assertThrows(TableError.class, () -> RouteTableFile.parse(text, "t.json"));
            assertEquals("namespace name must be a URL scheme " + RULE + ", found " + c[1],
                error.message, c[0]);
            assertEquals(17, error.column, c[0]);
        }
    }

    /** A pattern that names a scheme too: the route's scheme is judged first, no contradiction. */
    @Test
    void theRouteSchemeIsJudgedBeforeThePatternsOwn() {
        String text = "{\"routes\": [{\"pattern\": \"shop://a\", \"scheme\": \"sh op\"}]}";
        TableError error =
            assertThrows(TableError.class, () -> RouteTableFile.parse(text, "t.json"));
        assertEquals("\"scheme\" must be a URL scheme " + RULE + ", found \"sh op\"",
            error.message);
    }

    @Test
    void schemesLoad() throws Exception {
        RouteTable table = RouteTableFile.parse("{\"namespaces\": {\"x-Y.z+1\": {},"
            + " \"global\": {}}, \"routes\": [{\"pattern\": \"/s/:id\","
            + " \"scheme\": \"X-y.Z+1\", \"handler\": \"odd\"}, {\"pattern\": \"/g/:id\","
            + " \"scheme\": \"global\", \"handler\": \"g\"}]}", "t.json");
        assertEquals("odd", table.match("x-y.z+1://s/7", RouteSource.IN_APP).route.handler);
        assertEquals("g", table.match("app://g/7", RouteSource.IN_APP).route.handler);
    }
}
