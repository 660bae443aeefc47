package dev.switchyard;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads a rewrite's {@code "nested"} object from a route-table file, with the Swift reader's
 * messages (RouteTableFileFormat.md, "A rewrite's nested URL"). A problem is placed at its value;
 * an unknown key, and a {@code "nested"} on a rule that carries no URL, at the key's value (the
 * JVM's JSON tree keeps no place for a key).
 */
final class NestedUrlReader {
    private final String file;

    NestedUrlReader(String file) { this.file = file; }

    /**
     * The options {@code node} writes for a rule whose {@code to} is {@code to}.
     *
     * @throws TableError at the first problem
     */
    NestedUrl read(Json.Node node, String to) throws TableError {
        if (!NestedUrl.opensNestedUrl(to)) {
            throw error(node, "\"nested\" needs a \"to\" that is \"{url:query.NAME}\""
                + " (the URL a query item carries), found " + quoted(to), "value");
        }
        Map<String, Json.Node> members = node.object();
        if (members == null) throw mismatch("nested", "an object", node);
        boolean resolvesRelative = false;
        List<String> carried = List.of();
        RouteSource source = null;
        for (Map.Entry<String, Json.Node> member : members.entrySet()) {
            String key = member.getKey();
            Json.Node value = member.getValue();
            if (key.startsWith("x-")) continue;
            switch (key) {
                case "resolvesRelative":
                    if (!(value.value instanceof Boolean)) throw mismatch(key, "a boolean", value);
                    resolvesRelative = (Boolean) value.value;
                    break;
                case "carriedQueryItems":
                    carried = names(key, value);
                    break;
                case "source":
                    source = source(value);
                    break;
                default:
                    throw unknownKey(key, value);
            }
        }
        return new NestedUrl(resolvesRelative, carried, source);
    }

    private List<String> names(String key, Json.Node node) throws TableError {
        List<Json.Node> items = node.array();
        if (items == null) throw mismatch(key, "an array of strings", node);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            Json.Node item = items.get(i);
            String element = key + "[" + i + "]";
            if (item.string() == null) throw mismatch(element, "a string", item);
            if (item.string().isEmpty()) {
                throw error(item, quoted(element) + " must not be empty", "value");
            }
            names.add(item.string());
        }
        return names;
    }

    private RouteSource source(Json.Node node) throws TableError {
        String text = node.string();
        if (text == null) throw mismatch("source", "a string", node);
        if (text.isEmpty()) throw error(node, "\"source\" must not be empty", "value");
        try {
            return RouteSource.parse(text);
        } catch (IllegalArgumentException notASource) {
            String message =
                "\"source\" must be " + NestedUrl.SPELLINGS + ", found " + quoted(text);
            throw error(node, message, "value");
        }
    }

    private TableError unknownKey(String key, Json.Node at) {
        String suggestion = KeySuggestion.among(key, NestedUrl.KEYS);
        String message = "unknown key " + quoted(key) + " in \"nested\"; " + (suggestion != null
            ? "did you mean " + quoted(suggestion) + "?"
            : "expected one of: " + String.join(", ", NestedUrl.KEYS));
        return error(at, message, "unknown-key");
    }

    private TableError mismatch(String key, String expected, Json.Node found) {
        String message = quoted(key) + " must be " + expected + ", found " + typeName(found);
        return error(found, message, "type");
    }

    private TableError error(Json.Node at, String message, String kind) {
        return new TableError(file, at.line, at.column, message, kind, null);
    }

    /** Swift's {@code ConfigNode.typeName}. */
    static String typeName(Json.Node node) {
        Object value = node.value;
        if (value == null) return "null";
        if (value instanceof Boolean) return "boolean";
        if (value instanceof Long) return "integer";
        if (value instanceof Double) return "number";
        if (value instanceof String) return "string";
        return value instanceof List ? "array" : "object";
    }

    /** In double quotes, {@code "} and {@code \} escaped. */
    static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
