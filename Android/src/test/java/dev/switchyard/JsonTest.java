package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.internal.json.Json;
import java.util.ArrayList;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void parsesAndLocates() throws Exception {
        Json.Node n = Json.parse("{\n  \"a\": [1, 2.5, true, null, \"x\\u00e9\"]\n}");
        Json.Node a = n.object().get("a");
        assertEquals(2, a.line);
        assertEquals(8, a.column);
        assertEquals(1L, a.array().get(0).value);
        assertEquals("x\u00e9", a.array().get(4).string());
    }

    @Test
    void eachMemberKnowsItsKeyAndWhereTheKeyStarts() throws Exception {
        Json.Node root = Json.parse("{\"first\": 1,\n \"second\": {\"inner\": [true]}}");
        assertEquals(Json.Kind.OBJECT, root.kind);
        assertEquals(null, root.key);
        assertEquals(Arrays.asList("first", "second"), new ArrayList<>(root.object().keySet()));
        Json.Node second = root.object().get("second");
        assertEquals("second", second.key);
        assertEquals(Arrays.asList(2, 2, 2, 12), Arrays.asList(second.keyLine, second.keyColumn,
            second.line, second.column));
        Json.Node inner = second.object().get("inner");
        assertEquals("inner", inner.key);
        Json.Node item = inner.array().get(0);
        assertEquals(null, item.key);
        assertEquals(Arrays.asList(2, 23, 2, 23), Arrays.asList(item.keyLine, item.keyColumn,
            item.line, item.column));
        assertEquals("boolean", item.typeName());
        assertThrows(UnsupportedOperationException.class, () -> root.object().remove("first"));
    }

    @Test
    void isStrict() {
        String[] notStrictJson = {
            "{a:1}", "[1,]", "{\"a\":1,}", "01", "'x'", "{\"a\":1}x", "\"\t\"",
            "{\"a\":1,\"a\":2}", "[", "nul"
        };
        for (String text : notStrictJson) {
            assertThrows(Json.SyntaxError.class, () -> Json.parse(text), text);
        }
    }

    @Test
    void tableErrorsNameFileLineAndColumn() {
        TableError e =
                assertThrows(TableError.class, () ->
                RouteTableFile.parse("{\"routes\": [\n {\"pattern\": \"/a\", \"handle\": \"x\"}]}",
                "t.json"));
        assertTrue(e.getMessage().startsWith("t.json:2:"), e.getMessage());
        TableError p =
                assertThrows(TableError.class, () ->
                RouteTableFile.parse("{\"routes\": [{\"pattern\": \"/goods/:id(/reviews\"}]}",
                "t.json"));
        assertTrue(p.getMessage().contains("never closed"), p.getMessage());
    }

    @Test
    void hostileTablesAreErrorsNotCrashes() {
        assertThrows(Json.SyntaxError.class, () -> Json.parse("[".repeat(100_000)));
        assertThrows(TableError.class, () ->
                RouteTableFile.parse("{\"routes\": [{\"pattern\": \"/a" + "(/b".repeat(5_000)
                + ")".repeat(5_000) + "\"}]}", "t.json"));
        assertThrows(TableError.class, () ->
                RouteTableFile.parse("{\"routes\": [{\"pattern\": \"/a/:x(" + "(".repeat(5_000)
                + ")\"}]}", "t.json"));
        assertThrows(TableError.class, () ->
                RouteTableFile.parse("{\"routes\": [{\"pattern\": \"/a/:x(a{1001})\"}]}",
                "t.json"));
    }

    @Test
    void quotesLikeTheSwiftTool() {
        assertEquals("\"a\\\"b\\\\c\\n\\u0001\\u2028\"", Json.quote("a\"b\\c\n\u0001\u2028"));
    }
}
