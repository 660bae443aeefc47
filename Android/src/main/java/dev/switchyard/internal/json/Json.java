package dev.switchyard.internal.json;

import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Utf8Encoding;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * A small strict JSON parser (RFC 8259) that remembers where each value and key starts, for located
 * errors. Its errors are the Swift reader's, word for word and at the same place
 * ({@code Conformance/errors.json}, kind {@code syntax}); columns count Unicode scalars.
 */
public final class Json {
    /** The kinds of value, named as messages name them. */
    public enum Kind {
        NULL("null"), BOOLEAN("boolean"), INTEGER("integer"), NUMBER("number"), STRING("string"),
        ARRAY("array"), OBJECT("object");

        final String typeName;

        Kind(String typeName) {
            this.typeName = typeName;
        }
    }

    /**
     * A parsed value with its line and column (1-based), and for an object's member its key and
     * the key's place: the one tree tables, routing documents, envelopes and floors are read into.
     */
    public static final class Node {
        /** What the value is. */
        public final Kind kind;
        /**
         * A String, Long, Double, Boolean, null, an unmodifiable list of nodes or an unmodifiable
         * map of keys to nodes in the order written.
         */
        public final Object value;
        /** The line the value starts on, from 1. */
        public final int line;
        /** The column the value starts at, from 1, in Unicode scalars. */
        public final int column;
        /** For an object's member, its key; else null. */
        public @Nullable final String key;
        /** For an object's member, the line of its key's opening quote; else the value's line. */
        public final int keyLine;
        /** For an object's member, the column of its key's opening quote; else the value's. */
        public final int keyColumn;
        /** For a string, whether it is written without escapes (a place inside it is a column). */
        public final boolean plain;

        Node(Kind kind, @Nullable Object value, int line, int column, @Nullable String key,
             int keyLine, int keyColumn, boolean plain) {
            this.kind = kind;
            this.value = value;
            this.line = line;
            this.column = column;
            this.key = key;
            this.keyLine = keyLine;
            this.keyColumn = keyColumn;
            this.plain = plain;
        }

        /**
         * The members of an object value, in the order written.
         *
         * @return the members, or null when the value is not an object
         */
        @SuppressWarnings("unchecked")
        @Nullable
        public Map<String, Node> object() {
            return kind == Kind.OBJECT ? (Map<String, Node>) value : null;
        }

        /**
         * The members of an object value in the order written, each knowing its {@link #key}.
         *
         * @return the members, or null when the value is not an object
         */
        @Nullable
        public Collection<Node> members() {
            Map<String, Node> object = object();
            return object == null ? null : object.values();
        }

        /**
         * The items of an array value.
         *
         * @return the items, or null when the value is not an array
         */
        @SuppressWarnings("unchecked")
        @Nullable
        public List<Node> array() {
            return kind == Kind.ARRAY ? (List<Node>) value : null;
        }

        /**
         * The text of a string value.
         *
         * @return the text, or null when the value is not a string
         */
        @Nullable
        public String string() {
            return kind == Kind.STRING ? (String) value : null;
        }

        /**
         * Whether the value is JSON's {@code null}.
         *
         * @return true for {@code null}
         */
        public boolean isNull() {
            return kind == Kind.NULL;
        }

        /**
         * The name a message gives the value's type, as the Swift reader's: {@code null},
         * {@code boolean}, {@code integer}, {@code number}, {@code string}, {@code array},
         * {@code object}.
         *
         * @return the type's name
         */
        public String typeName() {
            return kind.typeName;
        }
    }

    /** A syntax error at a line and column. */
    public static final class SyntaxError extends Exception {
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
        return ConfigJson.parse(bytes);
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
