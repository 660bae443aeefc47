package dev.switchyard.cli;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.json.Json;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The text {@code switchyard merge} writes, byte for byte the Swift tool's ({@code MergedJSON}):
 * two-space indentation, keys in the order given, an array of scalars on one line, strings escaped
 * as every {@code switchyard} JSON line is. A value is a parsed {@link Json.Node}, a text, or a
 * map (an object, in order) or list the merge built.
 */
@NonnullByDefault
final class MergedJson {
    private MergedJson() {}

    static String text(Object value) {
        return text(value, 0);
    }

    @SuppressWarnings("unchecked")
    static String text(Object value, int level) {
        if (value instanceof String) return CommandLineAccess.json((String) value);
        if (value instanceof Map) return object((Map<String, Object>) value, level);
        if (value instanceof List) return array((List<Object>) value, level);
        Json.Node node = (Json.Node) value;
        switch (node.kind) {
            case NULL:
                return "null";
            case BOOLEAN:
            case INTEGER:
                return String.valueOf(node.value);
            case NUMBER:
                return number(Double.toString((Double) node.value));
            case STRING:
                return CommandLineAccess.json(node.string());
            case ARRAY:
                return array(new ArrayList<Object>(node.array()), level);
            default:
                Map<String, Object> members = new LinkedHashMap<>();
                Collection<Json.Node> all = node.members();
                if (all != null) {
                    for (Json.Node m : all) members.put(m.key, m);
                }
                return object(members, level);
        }
    }

    private static String object(Map<String, Object> members, int level) {
        if (members.isEmpty()) return "{}";
        String pad = pad(level + 1);
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, Object> e : members.entrySet()) {
            lines.add(pad + CommandLineAccess.json(e.getKey()) + ": "
                + text(e.getValue(), level + 1));
        }
        return "{\n" + String.join(",\n", lines) + "\n" + pad(level) + "}";
    }

    private static String array(List<Object> items, int level) {
        if (items.isEmpty()) return "[]";
        List<String> texts = new ArrayList<>();
        boolean scalars = true;
        for (Object item : items) {
            scalars &= isScalar(item);
            texts.add(text(item, level + 1));
        }
        if (scalars) return "[" + String.join(", ", texts) + "]";
        String pad = pad(level + 1);
        return "[\n" + pad + String.join(",\n" + pad, texts) + "\n" + pad(level) + "]";
    }

    /** Two spaces a level (the CLI is built at Java 8's API, without {@code String.repeat}). */
    private static String pad(int level) {
        return String.join("", Collections.nCopies(level, "  "));
    }

    private static String zeros(int count) {
        return String.join("", Collections.nCopies(count, "0"));
    }

    private static boolean isScalar(Object value) {
        if (value instanceof Map || value instanceof List) return false;
        if (!(value instanceof Json.Node)) return true;
        Json.Node node = (Json.Node) value;
        return node.kind != Json.Kind.ARRAY && node.kind != Json.Kind.OBJECT;
    }

    /**
     * A number with a fraction or exponent (only an {@code x-} value holds one), from the
     * platform's spelling ({@code 1.0E-7} here, {@code 1e-07} in Swift) to one both write: plain
     * from 1e-6 to below 1e21 ({@code 0.25}, {@code 100.0}), else one digit, a fraction and an
     * exponent ({@code 1.0e-7}, {@code 1.5e21}).
     */
    static String number(String spelled) {
        boolean negative = spelled.startsWith("-");
        String text = negative ? spelled.substring(1) : spelled;
        int e = Math.max(text.indexOf('e'), text.indexOf('E'));
        int exponent = e < 0 ? 0 : Integer.parseInt(text.substring(e + 1).replace("+", ""));
        String mantissa = e < 0 ? text : text.substring(0, e);
        int dot = mantissa.indexOf('.');
        String whole = dot < 0 ? mantissa : mantissa.substring(0, dot);
        String fraction = dot < 0 ? "" : mantissa.substring(dot + 1);
        StringBuilder digits = new StringBuilder(whole + fraction);
        int point = whole.length() + exponent;
        while (digits.length() > 0 && digits.charAt(0) == '0') {
            digits.deleteCharAt(0);
            point--;
        }
        while (digits.length() > 0 && digits.charAt(digits.length() - 1) == '0') {
            digits.deleteCharAt(digits.length() - 1);
        }
        String sign = negative ? "-" : "";
        String all = digits.toString();
        if (all.isEmpty()) return sign + "0.0";
        if (point > 21 || point < -5) {
            return sign + all.charAt(0) + "." + (all.length() > 1 ? all.substring(1) : "0") + "e"
                + (point - 1);
        }
        if (point <= 0) return sign + "0." + zeros(-point) + all;
        if (point >= all.length()) return sign + all + zeros(point - all.length()) + ".0";
        return sign + all.substring(0, point) + "." + all.substring(point);
    }
}
