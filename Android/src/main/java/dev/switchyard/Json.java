package dev.switchyard;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small strict JSON parser (RFC 8259) that remembers where each value starts, for located errors.
 */
final class Json {
    /** A parsed value with its line and column (1-based). */
    static final class Node {
        // String, Long, Double, Boolean, null, List<Node>, Map<String, Node>
        public final Object value;
        public final int line;
        public final int column;

        Node(Object value, int line, int column) {
            this.value = value;
            this.line = line;
            this.column = column;
        }

        @SuppressWarnings("unchecked")
        public Map<String, Node> object() {
            return value instanceof Map ? (Map<String, Node>) value : null;
        }

        @SuppressWarnings("unchecked")
        public List<Node> array() {
            return value instanceof List ? (List<Node>) value : null;
        }

        public String string() {
            return value instanceof String ? (String) value : null;
        }

        public boolean isNull() {
            return value == null;
        }
    }

    /** A syntax error at a line and column. */
    static final class SyntaxError extends Exception {
        public final int line;
        public final int column;

        SyntaxError(String message, int line, int column) {
            super(message);
            this.line = line;
            this.column = column;
        }
    }

    private static final int MAX_DEPTH = 512;
    private final String text;
    private int index;
    private int line = 1;
    private int lineStart;

    private Json(String text) {
        this.text = text;
    }

    public static Node parse(String text) throws SyntaxError {
        Json parser = new Json(text);
        if (!text.isEmpty() && text.charAt(0) == '\uFEFF') parser.index = 1;
        parser.skipSpace();
        Node node = parser.value(0);
        parser.skipSpace();
        if (parser.index < text.length()) throw parser.error("unexpected text after the value");
        return node;
    }

    private SyntaxError error(String message) {
        return new SyntaxError(message, line, index - lineStart + 1);
    }

    private void skipSpace() {
        while (index < text.length()) {
            char c = text.charAt(index);
            if (c == '\n') {
                line++;
                index++;
                lineStart = index;
            } else if (c == ' ' || c == '\t' || c == '\r') {
                index++;
            } else return;
        }
    }

    private Node value(int depth) throws SyntaxError {
        if (depth > MAX_DEPTH) throw error("nested too deeply");
        if (index >= text.length()) throw error("expected a value, found the end of the file");
        int l = line;
        int col = index - lineStart + 1;
        char c = text.charAt(index);
        switch (c) {
            case '{':
                return new Node(object(depth), l, col);
            case '[':
                return new Node(array(depth), l, col);
            case '"':
                return new Node(string(), l, col);
            case 't':
                word("true");
                return new Node(Boolean.TRUE, l, col);
            case 'f':
                word("false");
                return new Node(Boolean.FALSE, l, col);
            case 'n':
                word("null");
                return new Node(null, l, col);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) return new Node(number(), l, col);
                throw error("unexpected character '" + c + "'");
        }
    }

    private void word(String expected) throws SyntaxError {
        if (!text.startsWith(expected, index)) throw error("expected " + expected);
        index += expected.length();
    }

    private Map<String, Node> object(int depth) throws SyntaxError {
        Map<String, Node> map = new LinkedHashMap<>();
        index++;
        skipSpace();
        if (index < text.length() && text.charAt(index) == '}') {
            index++;
            return map;
        }
        while (true) {
            skipSpace();
            if (index >= text.length() || text.charAt(index) != '"') {
                throw error("expected a key in double quotes");
            }
            String key = string();
            if (map.containsKey(key)) throw error("duplicate key \"" + key + "\"");
            skipSpace();
            expect(':');
            skipSpace();
            map.put(key, value(depth + 1));
            skipSpace();
            if (index < text.length() && text.charAt(index) == ',') {
                index++;
                continue;
            }
            expect('}');
            return map;
        }
    }

    private List<Node> array(int depth) throws SyntaxError {
        List<Node> list = new ArrayList<>();
        index++;
        skipSpace();
        if (index < text.length() && text.charAt(index) == ']') {
            index++;
            return list;
        }
        while (true) {
            skipSpace();
            list.add(value(depth + 1));
            skipSpace();
            if (index < text.length() && text.charAt(index) == ',') {
                index++;
                continue;
            }
            expect(']');
            return list;
        }
    }

    private void expect(char expected) throws SyntaxError {
        if (index >= text.length() || text.charAt(index) != expected) {
            throw error("expected '" + expected + "'");
        }
        index++;
    }

    private String string() throws SyntaxError {
        index++;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (index >= text.length()) throw error("unterminated string");
            char c = text.charAt(index++);
            if (c == '"') return out.toString();
            if (c < 0x20) {
                index--;
                throw error("control character in a string");
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (index >= text.length()) throw error("unterminated string");
            char e = text.charAt(index++);
            switch (e) {
                case '"':
                    out.append('"');
                    break;
                case '\\':
                    out.append('\\');
                    break;
                case '/':
                    out.append('/');
                    break;
                case 'b':
                    out.append('\b');
                    break;
                case 'f':
                    out.append('\f');
                    break;
                case 'n':
                    out.append('\n');
                    break;
                case 'r':
                    out.append('\r');
                    break;
                case 't':
                    out.append('\t');
                    break;
                case 'u':
                    if (index + 4 > text.length()) throw error("short \\u escape");
                    int v = 0;
                    for (int i = 0; i < 4; i++) {
                        int d = Character.digit(text.charAt(index + i), 16);
                        if (d < 0) throw error("bad \\u escape");
                        v = v * 16 + d;
                    }
                    index += 4;
                    out.append((char) v);
                    break;
                default:
                    index--;
                    throw error("unknown escape '\\" + e + "'");
            }
        }
    }

    private Object number() throws SyntaxError {
        int start = index;
        if (text.charAt(index) == '-') index++;
        if (index >= text.length()) throw error("bad number");
        if (text.charAt(index) == '0') {
            index++;
        } else if (!digits()) {
            throw error("bad number");
        }
        boolean integer = true;
        if (index < text.length() && text.charAt(index) == '.') {
            index++;
            integer = false;
            if (!digits()) throw error("bad number");
        }
        if (index < text.length() && (text.charAt(index) == 'e' || text.charAt(index) == 'E')) {
            index++;
            integer = false;
            if (index < text.length() && (text.charAt(index) == '+' || text.charAt(index) == '-')) {
                index++;
            }
            if (!digits()) throw error("bad number");
        }
        String n = text.substring(start, index);
        if (integer) {
            try {
                return Long.parseLong(n);
            } catch (NumberFormatException e) {
                return Double.parseDouble(n);
            }
        }
        return Double.parseDouble(n);
    }

    private boolean digits() {
        int s = index;
        while (index < text.length() && text.charAt(index) >= '0' && text.charAt(index) <= '9') {
            index++;
        }
        return index > s;
    }

    /** A JSON string literal, escaped as the Swift tool writes it. */
    public static String quote(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"':
                    out.append("\\\"");
                    break;
                case '\\':
                    out.append("\\\\");
                    break;
                case '\n':
                    out.append("\\n");
                    break;
                case '\r':
                    out.append("\\r");
                    break;
                case '\t':
                    out.append("\\t");
                    break;
                default:
                    if (c < 0x20 || c == 0x7F || c == 0x2028 || c == 0x2029) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
