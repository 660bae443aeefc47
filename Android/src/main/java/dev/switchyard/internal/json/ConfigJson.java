package dev.switchyard.internal.json;

import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The strict JSON reader the Swift tool reads routing documents with (its
 * {@code JSONDocumentParser}), ported so that a broken document gets the same message at the same
 * place on both platforms. It works on bytes, counts columns in Unicode scalars, never recurses
 * (open containers live on a list capped at 128 levels) and refuses invalid UTF-8 with its place.
 */
public final class ConfigJson {
    /**
     * The deepest nesting of arrays and objects; the container that would be level 129 is refused.
     */
    static final int MAXIMUM_NESTING_DEPTH = 128;

    /** An array or object being read. */
    private static final class Container {
        final boolean isObject;
        final int line;
        final int column;
        final List<Json.Node> items = new ArrayList<>();
        final Map<String, Json.Node> members = new LinkedHashMap<>();
        final Set<String> keys = new HashSet<>();
        String key = "";
        int keyLine;
        int keyColumn;

        Container(boolean isObject, int line, int column) {
            this.isObject = isObject;
            this.line = line;
            this.column = column;
        }

        String opener() {
            return isObject ? "{" : "[";
        }
    }

    private final byte[] bytes;
    private final List<Container> stack = new ArrayList<>();
    private int index;
    private int line = 1;
    private int column = 1;
    /** Whether the string read last had no escapes (a place inside it is a column). */
    private boolean lastStringPlain;

    private ConfigJson(byte[] bytes) {
        this.bytes = bytes;
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
            && (bytes[2] & 0xFF) == 0xBF) {
            index = 3;
        }
    }

    /** Parses the whole input as one JSON value, or throws the first syntax error. */
    public static Json.Node parse(byte[] bytes) throws Json.SyntaxError {
        return new ConfigJson(bytes).parse();
    }

    private Json.SyntaxError failure(int atLine, int atColumn, ErrorText text, String... values) {
        return new Json.SyntaxError(text, atLine, atColumn, values);
    }

    Json.SyntaxError here(ErrorText text, String... values) {
        return new Json.SyntaxError(text, line, column, values);
    }

    private Json.SyntaxError endOfInput() {
        if (stack.isEmpty()) return here(ErrorText.JSON_END_OF_INPUT);
        Container open = stack.get(stack.size() - 1);
        return here(ErrorText.JSON_END_OF_INPUT_OPEN, open.opener(),
            open.line + ":" + open.column);
    }

    private int at(int position) {
        return bytes[position] & 0xFF;
    }

    private Json.Node parse() throws Json.SyntaxError {
        while (true) {
            skipWhitespace();
            if (index >= bytes.length) throw endOfInput();
            Json.Node value = valueOrOpenContainer();
            if (value == null) continue;
            Json.Node root = attach(value);
            if (root == null) continue;
            skipWhitespace();
            if (index < bytes.length) throw here(ErrorText.JSON_TRAILING_CHARACTERS);
            return root;
        }
    }

    private Json.Node valueOrOpenContainer() throws Json.SyntaxError {
        int startLine = line;
        int startColumn = column;
        int c = at(index);
        if (c == '{' || c == '[') {
            boolean isObject = c == '{';
            if (stack.size() >= MAXIMUM_NESTING_DEPTH) {
                throw failure(startLine, startColumn, ErrorText.JSON_NESTING,
                    String.valueOf(MAXIMUM_NESTING_DEPTH));
            }
            advance();
            skipWhitespace();
            if (index < bytes.length && at(index) == (isObject ? '}' : ']')) {
                advance();
                return isObject
                    ? node(Json.Kind.OBJECT, Immutable.map(), startLine, startColumn, false)
                    : node(Json.Kind.ARRAY, Immutable.list(), startLine, startColumn, false);
            }
            Container container = new Container(isObject, startLine, startColumn);
            stack.add(container);
            if (isObject) readKey(container);
            return null;
        }
        if (c == '"') {
            String text = parseString();
            return node(Json.Kind.STRING, text, startLine, startColumn, lastStringPlain);
        }
        if (c == '-' || (c >= '0' && c <= '9')) {
            return ConfigJsonScalars.number(this, startLine, startColumn);
        }
        return ConfigJsonScalars.literal(this, startLine, startColumn);
    }

    private void readKey(Container container) throws Json.SyntaxError {
        if (index >= bytes.length) throw endOfInput();
        if (at(index) != '"') throw here(ErrorText.JSON_EXPECTED_KEY);
        int keyLine = line;
        int keyColumn = column;
        String key = parseString();
        skipWhitespace();
        if (index >= bytes.length) throw endOfInput();
        if (at(index) != ':') throw here(ErrorText.JSON_EXPECTED_COLON);
        advance();
        if (!container.keys.add(key)) {
            throw failure(keyLine, keyColumn, ErrorText.JSON_DUPLICATE_KEY,
                Texts.quoted(key));
        }
        container.key = key;
        container.keyLine = keyLine;
        container.keyColumn = keyColumn;
    }

    private Json.Node attach(Json.Node value) throws Json.SyntaxError {
        Json.Node completed = value;
        while (!stack.isEmpty()) {
            Container top = stack.get(stack.size() - 1);
            if (top.isObject) {
                top.members.put(top.key, completed);
            } else {
                top.items.add(completed);
            }
            skipWhitespace();
            if (index >= bytes.length) throw endOfInput();
            int closer = top.isObject ? '}' : ']';
            if (at(index) == ',') {
                int commaLine = line;
                int commaColumn = column;
                advance();
                skipWhitespace();
                if (index < bytes.length && at(index) == closer) {
                    throw failure(commaLine, commaColumn, ErrorText.JSON_TRAILING_COMMA);
                }
                if (top.isObject) readKey(top);
                return null;
            }
            if (at(index) == closer) {
                advance();
                stack.remove(stack.size() - 1);
                completed = top.isObject
                    ? node(Json.Kind.OBJECT, Immutable.mapCopy(top.members), top.line, top.column,
                        false)
                    : node(Json.Kind.ARRAY, Immutable.listCopy(top.items), top.line, top.column,
                        false);
                continue;
            }
            throw here(top.isObject
                ? ErrorText.JSON_EXPECTED_COMMA_OR_BRACE
                : ErrorText.JSON_EXPECTED_COMMA_OR_BRACKET);
        }
        return completed;
    }

    /**
     * A value read at a place, as the member of the open object whose key was read last (an item
     * of an array, or the root, is placed at itself): the node is made once, where it is read.
     */
    Json.Node node(Json.Kind kind, Object value, int atLine, int atColumn, boolean plain) {
        Container parent = stack.isEmpty() ? null : stack.get(stack.size() - 1);
        if (parent == null || !parent.isObject) {
            return new Json.Node(kind, value, atLine, atColumn, null, atLine, atColumn, plain);
        }
        return new Json.Node(kind, value, atLine, atColumn, parent.key, parent.keyLine,
            parent.keyColumn, plain);
    }

    void advance() {
        index++;
        column++;
    }

    private void skipWhitespace() {
        while (index < bytes.length) {
            int c = at(index);
            if (c == ' ' || c == '\t') {
                advance();
            } else if (c == '\n') {
                index++;
                line++;
                column = 1;
            } else if (c == '\r') {
                index++;
                if (index < bytes.length && at(index) == '\n') index++;
                line++;
                column = 1;
            } else {
                return;
            }
        }
    }

    private String parseString() throws Json.SyntaxError {
        int startLine = line;
        int startColumn = column;
        lastStringPlain = true;
        advance();
        java.io.ByteArrayOutputStream buffer = new java.io.ByteArrayOutputStream();
        while (true) {
            if (index >= bytes.length) {
                throw failure(startLine, startColumn, ErrorText.JSON_UNTERMINATED_STRING);
            }
            int c = at(index);
            if (c == '"') {
                advance();
                return new String(buffer.toByteArray(), StandardCharsets.UTF_8);
            } else if (c == '\\') {
                lastStringPlain = false;
                ConfigJsonScalars.escape(this, buffer, startLine, startColumn);
            } else if (c == 0x0A || c == 0x0D) {
                throw failure(startLine, startColumn, ErrorText.JSON_UNTERMINATED_STRING);
            } else if (c < 0x20) {
                throw here(ErrorText.JSON_CONTROL_CHARACTER, Texts.codePoint(c));
            } else if (c >= 0x80) {
                int length = ConfigJsonScalars.scalarLength(bytes, index);
                if (length < 0) {
                    throw here(ErrorText.JSON_INVALID_UTF8_IN_STRING,
                        ConfigJsonScalars.hexByte(c));
                }
                buffer.write(bytes, index, length);
                index += length;
                column++;
            } else {
                buffer.write(c);
                advance();
            }
        }
    }

    // Read by ConfigJsonScalars, which reads numbers, literals and escapes.
    byte[] bytes() {
        return bytes;
    }

    int index() {
        return index;
    }

    void skipTo(int newIndex, int scalars) {
        index = newIndex;
        column += scalars;
    }

    int line() {
        return line;
    }

    int column() {
        return column;
    }
}
