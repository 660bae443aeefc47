package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.internal.json.Json;
import org.junit.jupiter.api.Test;

/**
 * Strict loading refuses routes that match exactly the same URLs; ordinary loading keeps the first,
 * as `match` does.
 */
class ConflictsTest {
    static String table(String... patterns) {
        StringBuilder b = new StringBuilder("{\"routes\": [");
        for (int i = 0; i < patterns.length; i++) {
            b.append(i > 0 ? ",\n" : "\n").append("{\"pattern\": ").append(
                    Json.quote(patterns[i])).append("}");
        }
        return b.append("]}").toString();
    }

    @Test
    void identicalRoutesAreAConflictAtTheLaterOne() throws Exception {
        TableError e =
                assertThrows(TableError.class, () ->
                RouteTableFile.parse(table("/a/:x", "/a/:y"), "t.json", true));
        assertEquals("conflict", e.kind);
        assertEquals(3, e.line);
        RouteTable first = RouteTableFile.parse(table("/a/:x", "/a/:y"), "t.json");
        Match m = first.matchIgnoringPolicy("app://a/1", java.util.Map.of());
        assertEquals("/a/:x", m.route.pattern);
    }

    @Test
    void collidingOptionalGroupsAreAConflict() {
        assertEquals("conflict",
                assertThrows(TableError.class, () ->
                RouteTableFile.parse(table("/o(/:a)(/:b)"), "t.json", true)).kind);
    }

    @Test
    void collidingOptionalGroupsAreRefusedWithoutStrictToo() {
        // As Swift's loader (an error, not a warning): the route could not match as written.
        TableError e = assertThrows(TableError.class, () ->
                RouteTableFile.parse(table("/a", "(/:)(/:n)/list"), "t.json"));
        assertEquals("conflict", e.kind);
        assertEquals(3, e.line);
        assertEquals("route \"(/:)(/:n)/list\" (global) has optional-group expansions \"/:/list\" "
                + "and \"/:n/list\" that match the same URLs", e.message);
    }

    @Test
    void differentConstraintsNamespacesOrConditionsAreNot() {
        assertDoesNotThrow(() ->
                RouteTableFile.parse(
                table("/a/:x", "/a/<int:x>", "shop://a/:x", "/a/:x([0-9]+)", "/a/:x#/b",
                "https://m.example.com/a/:x"), "t.json", true));
    }
}
