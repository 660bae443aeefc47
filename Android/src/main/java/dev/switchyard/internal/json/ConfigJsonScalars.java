package dev.switchyard.internal.json;

import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Texts;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Numbers, literals, string escapes and how {@link ConfigJson} names a character in a message. */
final class ConfigJsonScalars {
    private ConfigJsonScalars() {}

    /**
     * The length of the valid UTF-8 sequence at {@code index}, or -1 (invalid, overlong,
     * surrogate).
     */
    static int scalarLength(byte[] bytes, int index) {
        return decode(bytes, index) < 0 ? -1 : lengthOf(bytes[index] & 0xFF);
    }

    /** The scalar the valid UTF-8 sequence at {@code index} encodes, or -1. */
    static int decode(byte[] bytes, int index) {
        int lead = bytes[index] & 0xFF;
        if (lead < 0x80) return lead;
        int length = lengthOf(lead);
        if (length < 0 || index + length > bytes.length) return -1;
        int value = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07);
        for (int offset = 1; offset < length; offset++) {
            int b = bytes[index + offset] & 0xFF;
            if ((b & 0xC0) != 0x80) return -1;
            value = value << 6 | (b & 0x3F);
        }
        int minimum = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
        if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return -1;
        return value;
    }

    private static int lengthOf(int lead) {
        if (lead < 0x80) return 1;
        if (lead >= 0xC2 && lead <= 0xDF) return 2;
        if (lead >= 0xE0 && lead <= 0xEF) return 3;
        if (lead >= 0xF0 && lead <= 0xF4) return 4;
        return -1;
    }

    /** {@code 0xAB}. */
    static String hexByte(int value) {
        String hex = Integer.toHexString(value & 0xFF).toUpperCase(Locale.ROOT);
        return "0x" + (hex.length() < 2 ? "0" : "") + hex;
    }

    private static boolean isDigit(byte[] bytes, int position) {
        return position < bytes.length && bytes[position] >= '0' && bytes[position] <= '9';
    }

    static Json.Node number(ConfigJson parser, int startLine, int startColumn)
        throws Json.SyntaxError {
        byte[] bytes = parser.bytes();
        int start = parser.index();
        boolean isInteger = true;
        if (bytes[parser.index()] == '-') {
            parser.advance();
            if (!isDigit(bytes, parser.index())) {
                throw parser.here(ErrorText.JSON_DIGIT_AFTER_MINUS);
            }
        }
        if (bytes[parser.index()] == '0') {
            parser.advance();
            if (isDigit(bytes, parser.index())) {
                throw new Json.SyntaxError(ErrorText.JSON_LEADING_ZERO, startLine,
                    startColumn);
            }
        } else {
            while (isDigit(bytes, parser.index())) parser.advance();
        }
        if (parser.index() < bytes.length && bytes[parser.index()] == '.') {
            isInteger = false;
            parser.advance();
            if (!isDigit(bytes, parser.index())) {
                throw parser.here(ErrorText.JSON_DIGIT_AFTER_POINT);
            }
            while (isDigit(bytes, parser.index())) parser.advance();
        }
        int at = parser.index();
        if (at < bytes.length && (bytes[at] == 'e' || bytes[at] == 'E')) {
            isInteger = false;
            parser.advance();
            boolean signed = parser.index() < bytes.length
                && (bytes[parser.index()] == '+' || bytes[parser.index()] == '-');
            if (signed) parser.advance();
            if (!isDigit(bytes, parser.index())) {
                throw parser.here(ErrorText.JSON_DIGIT_IN_EXPONENT);
            }
            while (isDigit(bytes, parser.index())) parser.advance();
        }
        String text = new String(bytes, start, parser.index() - start, StandardCharsets.US_ASCII);
        if (isInteger) {
            try {
                return parser.node(Json.Kind.INTEGER, Long.parseLong(text), startLine, startColumn,
                    false);
            } catch (NumberFormatException tooLarge) {
                // Read as a double below, as Swift's Int(text) failing does.
            }
        }
        double value = Double.parseDouble(text);
        if (Double.isInfinite(value) || Double.isNaN(value)) {
            throw new Json.SyntaxError(ErrorText.JSON_NUMBER_OUT_OF_RANGE, startLine,
                startColumn, Texts.shortened(text));
        }
        return parser.node(Json.Kind.NUMBER, value, startLine, startColumn, false);
    }

    static Json.Node literal(ConfigJson parser, int startLine, int startColumn)
        throws Json.SyntaxError {
        byte[] bytes = parser.bytes();
        int start = parser.index();
        int end = start;
        while (end < bytes.length && isWordByte(bytes[end])) end++;
        String word = new String(bytes, start, end - start, StandardCharsets.US_ASCII);
        boolean isBoolean = word.equals("true") || word.equals("false");
        if (isBoolean || word.equals("null")) {
            parser.skipTo(end, word.length());
            return isBoolean
                ? parser.node(Json.Kind.BOOLEAN, word.equals("true"), startLine, startColumn, false)
                : parser.node(Json.Kind.NULL, null, startLine, startColumn, false);
        }
        String lowered = word.toLowerCase(Locale.ROOT);
        if (!word.isEmpty()) {
            for (String literal : new String[] {"true", "false", "null"}) {
                if (literal.startsWith(lowered) || lowered.equals(literal)) {
                    throw lowered.equals(literal)
                        ? new Json.SyntaxError(ErrorText.JSON_INVALID_LITERAL_CASE, startLine,
                            startColumn, word, literal)
                        : new Json.SyntaxError(ErrorText.JSON_INVALID_LITERAL, startLine,
                            startColumn, word);
                }
            }
        }
        int scalar = decode(bytes, parser.index());
        if (scalar < 0) {
            throw parser.here(ErrorText.JSON_INVALID_UTF8, hexByte(bytes[parser.index()]));
        }
        throw parser.here(ErrorText.JSON_UNEXPECTED_CHARACTER, Texts.describe(scalar));
    }

    private static boolean isWordByte(byte value) {
        return (value >= 'a' && value <= 'z') || (value >= 'A' && value <= 'Z')
                || (value >= '0' && value <= '9') || value == '_';
    }

    /** Reads the escape at the parser's position (a backslash) into {@code buffer}. */
    static void escape(ConfigJson parser, ByteArrayOutputStream buffer, int stringLine,
                       int stringColumn)
        throws Json.SyntaxError {
        byte[] bytes = parser.bytes();
        int escapeLine = parser.line();
        int escapeColumn = parser.column();
        parser.advance();
        if (parser.index() >= bytes.length) {
            throw new Json.SyntaxError(ErrorText.JSON_UNTERMINATED_STRING, stringLine,
                stringColumn);
        }
        int escaped = bytes[parser.index()] & 0xFF;
        int simple = simpleEscape(escaped);
        if (simple == NOT_AN_ESCAPE) {
            throw invalidEscape(bytes, parser.index(), escapeLine, escapeColumn, stringLine,
                stringColumn);
        }
        if (simple >= 0) {
            buffer.write(simple);
            parser.advance();
            return;
        }
        parser.advance();
        String[] firstText = new String[1];
        int first = hexQuad(parser, escapeLine, escapeColumn, firstText);
        int value = first;
        Json.SyntaxError unpaired = new Json.SyntaxError(ErrorText.JSON_UNPAIRED_SURROGATE,
            escapeLine, escapeColumn, firstText[0]);
        if (first >= 0xDC00 && first <= 0xDFFF) throw unpaired;
        if (first >= 0xD800 && first <= 0xDBFF) {
            int i = parser.index();
            if (!(i + 1 < bytes.length && bytes[i] == '\\' && bytes[i + 1] == 'u')) throw unpaired;
            int lowLine = parser.line();
            int lowColumn = parser.column();
            parser.advance();
            parser.advance();
            int second = hexQuad(parser, lowLine, lowColumn, new String[1]);
            if (second < 0xDC00 || second > 0xDFFF) throw unpaired;
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00);
        }
        byte[] encoded = new String(Character.toChars(value)).getBytes(StandardCharsets.UTF_8);
        buffer.write(encoded, 0, encoded.length);
    }

    /** What {@link #simpleEscape} answers for a byte no escape starts with. */
    private static final int NOT_AN_ESCAPE = -2;

    /**
     * The byte a one-letter escape stands for; -1 for {@code u} (four hex digits follow), or
     * {@link #NOT_AN_ESCAPE}.
     */
    private static int simpleEscape(int escaped) {
        switch (escaped) {
            case '"':
            case '\\':
            case '/':
                return escaped;
            case 'b':
                return 0x08;
            case 'f':
                return 0x0C;
            case 'n':
                return 0x0A;
            case 'r':
                return 0x0D;
            case 't':
                return 0x09;
            case 'u':
                return -1;
            default:
                return NOT_AN_ESCAPE;
        }
    }

    /** The error for a backslash followed by what no escape starts with, at {@code index}. */
    private static Json.SyntaxError invalidEscape(byte[] bytes, int index, int escapeLine,
                                                        int escapeColumn, int stringLine,
                                                        int stringColumn) {
        int escaped = bytes[index] & 0xFF;
        int scalar = decode(bytes, index);
        if (scalar >= 0 && Texts.isPrintable(scalar)) {
            return new Json.SyntaxError(ErrorText.JSON_INVALID_ESCAPE, escapeLine, escapeColumn,
                new String(Character.toChars(scalar)));
        }
        if (escaped == 0x0A || escaped == 0x0D) {
            return new Json.SyntaxError(ErrorText.JSON_UNTERMINATED_STRING, stringLine,
                stringColumn);
        }
        String what = scalar >= 0 ? Texts.describe(scalar) : "byte " + hexByte(escaped);
        return new Json.SyntaxError(ErrorText.JSON_INVALID_ESCAPE_UNPRINTABLE, escapeLine,
            escapeColumn, what);
    }

    private static int hexQuad(ConfigJson parser, int escapeLine, int escapeColumn, String[] text)
        throws Json.SyntaxError {
        byte[] bytes = parser.bytes();
        int value = 0;
        StringBuilder shown = new StringBuilder();
        for (int n = 0; n < 4; n++) {
            boolean more = parser.index() < bytes.length;
            byte next = more ? bytes[parser.index()] : -1;
            int digit = next >= 0 ? Character.digit(next, 16) : -1;
            if (digit < 0) {
                int scalar = more ? decode(bytes, parser.index()) : -1;
                // The character shown after the digits read, when it can be shown.
                if (scalar >= 0 && Texts.isPrintable(scalar) && scalar != '"') {
                    shown.appendCodePoint(scalar);
                }
                throw new Json.SyntaxError(ErrorText.JSON_SHORT_UNICODE_ESCAPE, escapeLine,
                    escapeColumn, shown.toString());
            }
            value = value << 4 | digit;
            shown.append((char) bytes[parser.index()]);
            parser.advance();
        }
        text[0] = shown.toString();
        return value;
    }
}
