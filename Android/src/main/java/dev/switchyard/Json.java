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
    static final int MAX_DEPTH = ConfigJson.MAXIMUM_NESTING_DEPTH;

    private Json() {}

    /**
     * Parses a whole text as one JSON value (a leading byte-order mark is skipped), with the one
     * strict reader ({@link ConfigJson}) tables and routing documents are read with: a surrogate
     * without its other half is written as the three bytes UTF-8 forbids for it, so it is refused
     * as invalid UTF-8 at its place, as a file holding those bytes is.
     *
     * @param text the JSON text
     * @return the value
     * @throws SyntaxError at the first problem, located
     */
    public static Node parse(String text) throws SyntaxError {
        return parse(Utf8Encoding.bytesKeepingSurrogates(text));
    }

    /**
     * Parses UTF-8 bytes as one JSON value (a leading byte-order mark is skipped); bytes that are
     * not UTF-8 are refused with their place.
     *
     * @param bytes the JSON text's bytes
     * @return the value
     * @throws SyntaxError at the first problem, located
     */
    public static Node parse(byte[] bytes) throws SyntaxError {
        ConfigNode root = ConfigJson.parse(bytes);
        return node(root, root.line, root.column);
    }

    /** The reader's value as a node, its key's place given (its own for an array item or root). */
    private static Node node(ConfigNode read, int keyLine, int keyColumn) {
        Object value = read.value;
        if (read.kind == ConfigNode.Kind.ARRAY) {
            List<Node> items = new ArrayList<>();
            for (ConfigNode item : read.items()) items.add(node(item, item.line, item.column));
            value = items;
        } else if (read.kind == ConfigNode.Kind.OBJECT) {
            Map<String, Node> members = new LinkedHashMap<>();
            for (ConfigNode.Member member : read.members()) {
                members.put(member.key, node(member.value, member.keyLine, member.keyColumn));
            }
            value = members;
        }
        return new Node(value, read.line, read.column, keyLine, keyColumn, read.plain);
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
                    boolean unpaired = Character.isSurrogate(c) && (Character.isHighSurrogate(c)
                        ? i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1))
                        : i == 0 || !Character.isHighSurrogate(text.charAt(i - 1)));
                    if (c < 0x20 || c == 0x7F || c == 0x2028 || c == 0x2029 || unpaired) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
            }
        }
        return out.append('"').toString();
    }
}
