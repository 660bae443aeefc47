package dev.switchyard;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * A small strict JSON parser (RFC 8259) that remembers where each value and key starts, for located
 * errors. Its errors are the Swift reader's, word for word and at the same place
 * ({@code Conformance/errors.json}, kind {@code syntax}); columns count Unicode scalars.
 */
final class Json {
    /** A parsed value with its line and column (1-based), and for an object's member its key's. */
    static final class Node {
        /** A String, Long, Double, Boolean, null, a list of nodes or a map of keys to nodes. */
        public final Object value;
        /** The line the value starts on, from 1. */
        public final int line;
        /** The column the value starts at, from 1, in Unicode scalars. */
        public final int column;
        /** For an object's member, the line of its key's opening quote; else the value's line. */
        public final int keyLine;
        /** For an object's member, the column of its key's opening quote; else the value's. */
        public final int keyColumn;
        /** For a string, whether it is written without escapes (a place inside it is a column). */
        final boolean plain;

        Node(Object value, int line, int column) {
            this(value, line, column, line, column);
        }

        Node(Object value, int line, int column, int keyLine, int keyColumn) {
            this(value, line, column, keyLine, keyColumn, false);
        }

        Node(Object value, int line, int column, int keyLine, int keyColumn, boolean plain) {
            this.plain = plain;
            this.value = value;
            this.line = line;
            this.column = column;
            this.keyLine = keyLine;
            this.keyColumn = keyColumn;
        }

        /**
         * The members of an object value, in the order written.
         *
         * @return the members, or null when the value is not an object
         */
        @SuppressWarnings("unchecked")
        @Nullable
        public Map<String, Node> object() {
            return value instanceof Map ? (Map<String, Node>) value : null;
        }

        /**
         * The items of an array value.
         *
         * @return the items, or null when the value is not an array
         */
        @SuppressWarnings("unchecked")
        @Nullable
        public List<Node> array() {
            return value instanceof List ? (List<Node>) value : null;
        }

        /**
         * The text of a string value.
         *
         * @return the text, or null when the value is not a string
         */
        @Nullable
        public String string() {
            return value instanceof String ? (String) value : null;
        }

        /**
         * Whether the value is JSON's {@code null}.
         *
         * @return true for {@code null}
         */
        public boolean isNull() {
            return value == null;
        }

        /**
         * The name a message gives the value's type, as the Swift reader's: {@code null},
         * {@code boolean}, {@code integer}, {@code number}, {@code string}, {@code array},
         * {@code object}.
         *
         * @return the type's name
         */
        public String typeName() {
            if (value == null) return "null";
            if (value instanceof Boolean) return "boolean";
            if (value instanceof Long) return "integer";
            if (value instanceof Double) return "number";
            if (value instanceof String) return "string";
            return value instanceof List ? "array" : "object";
        }
    }

    /** A syntax error at a line and column. */
    static final class SyntaxError extends Exception {
        private static final long serialVersionUID = 1L;
        /** The line of the error, from 1. */
        public final int line;
        /** The column of the error, from 1, in Unicode scalars. */
        public final int column;

        /** The error's entry in the table of errors. */
        public final ErrorText text;

        SyntaxError(ErrorText text, int line, int column, String... values) {
            super(text.format(values));
            this.text = text;
            this.line = line;
            this.column = column;
        }
    }

    /** The deepest nesting of arrays and objects read, as the Swift reader's. */
    static final int MAX_DEPTH = 128;
    private final String text;
    private int index;
    private int line = 1;
    private int column = 1;
    /** Where each open container starts, innermost last: "[" or "{" with its place. */
    private final List<String[]> open = new ArrayList<>();

    private Json(String text) {
        this.text = text;
    }

    /**
     * Parses a whole text as one JSON value (a leading byte-order mark is skipped).
     *
     * @param text the JSON text
     * @return the value
     * @throws SyntaxError at the first problem, located
     */
    public static Node parse(String text) throws SyntaxError {
        Json parser = new Json(text);
        if (!text.isEmpty() && text.charAt(0) == '\uFEFF') parser.index = 1;
        parser.skipSpace();
        if (parser.atEnd()) throw parser.endOfInput();
        Node node = parser.value();
        parser.skipSpace();
        if (!parser.atEnd()) throw parser.error(ErrorText.JSON_TRAILING_CHARACTERS);
        return node;
    }

    SyntaxError error(ErrorText text, String... values) {
        return new SyntaxError(text, line, column, values);
    }

    SyntaxError error(int atLine, int atColumn, ErrorText text, String... values) {
        return new SyntaxError(text, atLine, atColumn, values);
    }

    private SyntaxError endOfInput() {
        if (open.isEmpty()) return error(ErrorText.JSON_END_OF_INPUT);
        String[] innermost = open.get(open.size() - 1);
        return error(ErrorText.JSON_END_OF_INPUT_OPEN, innermost[0], innermost[1]);
    }

    boolean atEnd() {
        return index >= text.length();
    }

    int current() {
        return text.codePointAt(index);
    }

    void advance() {
        index += Character.charCount(current());
        column++;
    }

    int index() {
        return index;
    }

    int line() {
        return line;
    }

    int column() {
        return column;
    }

    private void skipSpace() {
        while (!atEnd()) {
            char c = text.charAt(index);
            if (c == ' ' || c == '\t') {
                index++;
                column++;
            } else if (c == '\n' || c == '\r') {
                index++;
                if (c == '\r' && !atEnd() && text.charAt(index) == '\n') index++;
                line++;
                column = 1;
            } else {
                return;
            }
        }
    }

    private Node value() throws SyntaxError {
        int l = line;
        int col = column;
        char c = text.charAt(index);
        if (c == '{' || c == '[') {
            if (open.size() >= MAX_DEPTH) {
                throw error(ErrorText.JSON_NESTING, String.valueOf(MAX_DEPTH));
            }
            open.add(new String[] {String.valueOf(c), l + ":" + col});
            advance();
            skipSpace();
            Object contents = c == '{' ? object() : array();
            open.remove(open.size() - 1);
            return new Node(contents, l, col);
        }
        if (c == '"') {
            int start = index;
            String s = JsonStrings.read(this, text);
            return new Node(s, l, col, l, col, index - start - 2 == s.length());
        }
        if (c == '-' || (c >= '0' && c <= '9')) {
            return new Node(JsonNumbers.read(this, text), l, col);
        }
        return new Node(JsonNumbers.literal(this, text), l, col);
    }

    private Map<String, Node> object() throws SyntaxError {
        Map<String, Node> map = new LinkedHashMap<>();
        if (!atEnd() && text.charAt(index) == '}') {
            advance();
            return map;
        }
        while (true) {
            int keyLine = line;
            int keyColumn = column;
            String key = key();
            if (map.containsKey(key)) {
                throw error(keyLine, keyColumn, ErrorText.JSON_DUPLICATE_KEY, Texts.quoted(key));
            }
            skipSpace();
            if (atEnd()) throw endOfInput();
            Node v = value();
            map.put(key, new Node(v.value, v.line, v.column, keyLine, keyColumn, v.plain));
            if (!separator('}', ErrorText.JSON_EXPECTED_COMMA_OR_BRACE)) return map;
        }
    }

    private List<Node> array() throws SyntaxError {
        List<Node> list = new ArrayList<>();
        if (!atEnd() && text.charAt(index) == ']') {
            advance();
            return list;
        }
        while (true) {
            if (atEnd()) throw endOfInput();
            list.add(value());
            if (!separator(']', ErrorText.JSON_EXPECTED_COMMA_OR_BRACKET)) return list;
        }
    }

    /** After a member or item: true after a comma (and the space after it), false at the closer. */
    private boolean separator(char closer, ErrorText otherwise) throws SyntaxError {
        skipSpace();
        if (atEnd()) throw endOfInput();
        char c = text.charAt(index);
        if (c == closer) {
            advance();
            return false;
        }
        if (c != ',') throw error(otherwise);
        int commaLine = line;
        int commaColumn = column;
        advance();
        skipSpace();
        if (!atEnd() && text.charAt(index) == closer) {
            throw error(commaLine, commaColumn, ErrorText.JSON_TRAILING_COMMA);
        }
        return true;
    }

    /** A key in double quotes and the {@code :} after it. */
    private String key() throws SyntaxError {
        if (atEnd()) throw endOfInput();
        if (text.charAt(index) != '"') throw error(ErrorText.JSON_EXPECTED_KEY);
        String key = JsonStrings.read(this, text);
        skipSpace();
        if (atEnd()) throw endOfInput();
        if (text.charAt(index) != ':') throw error(ErrorText.JSON_EXPECTED_COLON);
        advance();
        return key;
    }

    /**
     * A JSON string literal, escaped as the Swift tool writes it.
     *
     * @param text the text
     * @return the text in double quotes, escaped
     */
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
                    } else {
                        out.append(c);
                    }
            }
        }
        return out.append('"').toString();
    }
}
