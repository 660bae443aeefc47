package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.RouterText;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The JVM's error texts are the table kept with the corpus ({@code Conformance/errors.json}):
 * ErrorText.java, RouterText.java (its entries of kind {@code router}) and DocumentText.java (its
 * {@code document.*} entries) are generated from it, and together must list exactly its codes,
 * kinds and templates.
 */
class ErrorTextTest {
    @Test
    void matchesTheTableOfErrors() throws Exception {
        String text = Files.readString(Path.of("..", "Conformance", "errors.json"),
            StandardCharsets.UTF_8);
        Map<String, String> table = new LinkedHashMap<>();
        for (Json.Node e : Json.parse(text).object().get("errors").array()) {
            Map<String, Json.Node> o = e.object();
            table.put(o.get("code").string(), o.get("kind").string() + " | "
                + o.get("message").string());
        }
        Map<String, String> java = new LinkedHashMap<>();
        for (ErrorText t : ErrorText.values()) java.put(t.code, t.kind + " | " + t.template);
        for (RouterText t : RouterText.values()) java.put(t.code, t.kind + " | " + t.template);
        for (DocumentText t : DocumentText.values()) java.put(t.code, t.kind + " | " + t.template);
        for (ErrorText t : ErrorText.values()) {
            assertNotEquals("router", t.kind, t.code + " belongs in RouterText");
            assertFalse(t.code.startsWith("document."), t.code + " belongs in DocumentText");
        }
        for (DocumentText t : DocumentText.values()) {
            assertTrue(t.code.startsWith("document."), t.code + " is no routing document's");
        }
        assertEquals(table, java, "run python3 Conformance/gen/errors_java.py");
    }

    @Test
    void fillsHolesInOrder() {
        assertEquals("unknown key \"hander\" in route; did you mean \"handler\"?",
            ErrorText.KEY_UNKNOWN_SUGGESTED.format("\"hander\"", "route", "\"handler\""));
        assertEquals("middleware risk timed out after 3.0 seconds",
            RouterText.ROUTER_TIMED_OUT.format("risk", "3.0 seconds"));
    }

    @Test
    void theReportListsEveryProblemOfTheStageWithItsExcerpt() {
        String text = "{\"routes\": [\n"
            + "  {\"pattern\": \"/goods/:id(/reviews\", \"handler\": \"h\"},\n"
            + "  {\"pattern\": \"/b/:x(\", \"handler\": \"h\"}\n]}\n";
        TableError e = org.junit.jupiter.api.Assertions.assertThrows(TableError.class,
            () -> RouteTableFile.parse(text, "t.json"));
        assertEquals(String.join("\n",
            "t.json:2:26: error: unbalanced '(': this optional group is never closed",
            "  /goods/:id(/reviews",
            "            ^",
            "t.json:3:21: error: unterminated regular expression: expected ')'",
            "  /b/:x(",
            "       ^"), e.report);
        assertEquals("pattern", e.kind);
        assertEquals("pattern.unbalanced-open", e.code);
    }

    @Test
    void schemaProblemsComeBeforePatternsAndAllAreListed() {
        String text = "{\"routes\": [\n  {\"pattern\": 1, \"hander\": \"h\"}\n]}\n";
        TableError e = org.junit.jupiter.api.Assertions.assertThrows(TableError.class,
            () -> RouteTableFile.parse(text, "t.json"));
        assertEquals("t.json:2:15: error: \"pattern\" must be a string, found integer\n"
            + "t.json:2:18: error: unknown key \"hander\" in route; did you mean \"handler\"?",
            e.report);
        assertEquals("type", e.kind);
        assertEquals("value.not-string", e.code);
    }

    @Test
    void tableErrorsCarryKindAndCode() {
        String text = "{\"routes\": [\n  {\"pattern\": \"/a\", \"handler\": \"h\"},\n]}\n";
        TableError e = org.junit.jupiter.api.Assertions.assertThrows(TableError.class,
            () -> RouteTableFile.parse(text, "t.json"));
        assertEquals("syntax", e.kind);
        assertEquals("json.trailing-comma", e.code);
        assertEquals("t.json:2:36: error: trailing comma is not allowed", e.getMessage());
    }
}
