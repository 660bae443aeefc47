package dev.switchyard;

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

    /** {@code 'x'} when printable, {@code U+000A} otherwise. */
    static String describe(int scalar) {
        return isPrintable(scalar) ? "'" + new String(Character.toChars(scalar)) + "'"
                : codePoint(scalar);
    }

    static boolean isPrintable(int scalar) {
        if (scalar < 0x80) return scalar > 0x20 && scalar < 0x7F;
        switch (Character.getType(scalar)) {
            case Character.CONTROL: case Character.FORMAT: case Character.SURROGATE:
            case Character.PRIVATE_USE: case Character.UNASSIGNED: case Character.LINE_SEPARATOR:
            case Character.PARAGRAPH_SEPARATOR: case Character.SPACE_SEPARATOR:
            case Character.NON_SPACING_MARK: case Character.ENCLOSING_MARK:
                return false;
            default:
                return true;
        }
    }

    /** {@code U+XXXX}, at least four upper-case hex digits. */
    static String codePoint(int value) {
        String hex = Integer.toHexString(value).toUpperCase(Locale.ROOT);
        return "U+" + "0".repeat(Math.max(0, 4 - hex.length())) + hex;
    }

    /** {@code 0xAB}. */
    static String hexByte(int b) {
        String hex = Integer.toHexString(b & 0xFF).toUpperCase(Locale.ROOT);
        return "0x" + (hex.length() < 2 ? "0" : "") + hex;
    }

    private static boolean isDigit(byte[] bytes, int position) {
        return position < bytes.length && bytes[position] >= '0' && bytes[position] <= '9';
    }

    static ConfigNode number(ConfigJson p, int startLine, int startColumn)
        throws ConfigJson.SyntaxError {
        byte[] bytes = p.bytes();
        int start = p.index();
        boolean isInteger = true;
        if (bytes[p.index()] == '-') {
            p.advance();
            if (!isDigit(bytes, p.index())) throw error(p, "expected a digit after '-'");
        }
        if (bytes[p.index()] == '0') {
            p.advance();
            if (isDigit(bytes, p.index())) {
                throw new ConfigJson.SyntaxError(startLine, startColumn,
                        "leading zeros are not allowed in numbers");
            }
        } else {
            while (isDigit(bytes, p.index())) p.advance();
        }
        if (p.index() < bytes.length && bytes[p.index()] == '.') {
            isInteger = false;
            p.advance();
            if (!isDigit(bytes, p.index())) throw error(p, "expected a digit after '.'");
            while (isDigit(bytes, p.index())) p.advance();
        }
        if (p.index() < bytes.length && (bytes[p.index()] == 'e' || bytes[p.index()] == 'E')) {
            isInteger = false;
            p.advance();
            boolean signed = p.index() < bytes.length
                && (bytes[p.index()] == '+' || bytes[p.index()] == '-');
            if (signed) p.advance();
            if (!isDigit(bytes, p.index())) throw error(p, "expected a digit in the exponent");
            while (isDigit(bytes, p.index())) p.advance();
        }
        String text = new String(bytes, start, p.index() - start, StandardCharsets.US_ASCII);
        if (isInteger) {
            try {
                return ConfigNode.integer(Long.parseLong(text), startLine, startColumn);
            } catch (NumberFormatException tooLarge) {
                // Read as a double below, as Swift's Int(text) failing does.
            }
        }
        double value = Double.parseDouble(text);
        if (Double.isInfinite(value) || Double.isNaN(value)) {
            throw new ConfigJson.SyntaxError(startLine, startColumn,
                "number " + DiagnosticText.shortened(text) + " is out of range");
        }
        return ConfigNode.decimal(value, startLine, startColumn);
    }

    private static ConfigJson.SyntaxError error(ConfigJson p, String message) {
        return new ConfigJson.SyntaxError(p.line(), p.column(), message);
    }

    static ConfigNode literal(ConfigJson p, int startLine, int startColumn)
        throws ConfigJson.SyntaxError {
        byte[] bytes = p.bytes();
        int start = p.index();
        int end = start;
        while (end < bytes.length && isWordByte(bytes[end])) end++;
        String word = new String(bytes, start, end - start, StandardCharsets.US_ASCII);
        ConfigNode value = null;
        if (word.equals("true")) value = ConfigNode.bool(true, startLine, startColumn);
        if (word.equals("false")) value = ConfigNode.bool(false, startLine, startColumn);
        if (word.equals("null")) value = ConfigNode.nothing(startLine, startColumn);
        if (value != null) {
            p.skipTo(end, word.length());
            return value;
        }
        String lowered = word.toLowerCase(Locale.ROOT);
        if (!word.isEmpty()) {
            for (String literal : new String[] {"true", "false", "null"}) {
                if (literal.startsWith(lowered) || lowered.equals(literal)) {
                    String hint = lowered.equals(literal)
                        ? "; did you mean '" + literal + "'?" : "";
                    throw new ConfigJson.SyntaxError(startLine, startColumn,
                        "invalid literal '" + word + "'" + hint);
                }
            }
        }
        int scalar = decode(bytes, p.index());
        if (scalar < 0) throw error(p, "invalid UTF-8 byte " + hexByte(bytes[p.index()]));
        throw error(p, "unexpected character " + describe(scalar));
    }

    private static boolean isWordByte(byte b) {
        return (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9')
                || b == '_';
    }

    /** Reads the escape at the parser's position (a backslash) into {@code buffer}. */
    static void escape(ConfigJson p, ByteArrayOutputStream buffer, int stringLine, int stringColumn)
        throws ConfigJson.SyntaxError {
        byte[] bytes = p.bytes();
        int escapeLine = p.line();
        int escapeColumn = p.column();
        p.advance();
        if (p.index() >= bytes.length) {
            throw new ConfigJson.SyntaxError(stringLine, stringColumn, "unterminated string");
        }
        int b = bytes[p.index()] & 0xFF;
        int simple;
        switch (b) {
            case '"': simple = '"'; break;
            case '\\': simple = '\\'; break;
            case '/': simple = '/'; break;
            case 'b': simple = 0x08; break;
            case 'f': simple = 0x0C; break;
            case 'n': simple = 0x0A; break;
            case 'r': simple = 0x0D; break;
            case 't': simple = 0x09; break;
            case 'u': simple = -1; break;
            default:
                int scalar = decode(bytes, p.index());
                if (scalar >= 0 && isPrintable(scalar)) {
                    throw new ConfigJson.SyntaxError(escapeLine, escapeColumn,
                        "invalid escape '\\" + new String(Character.toChars(scalar)) + "'");
                }
                if (b == 0x0A || b == 0x0D) {
                    throw new ConfigJson.SyntaxError(stringLine, stringColumn,
                            "unterminated string");
                }
                String what = scalar >= 0 ? describe(scalar) : "byte " + hexByte(b);
                throw new ConfigJson.SyntaxError(escapeLine, escapeColumn,
                    "invalid escape: '\\' followed by " + what);
        }
        if (simple >= 0) {
            buffer.write(simple);
            p.advance();
            return;
        }
        p.advance();
        String[] firstText = new String[1];
        int first = hexQuad(p, escapeLine, escapeColumn, firstText);
        int value = first;
        String unpaired = "unpaired surrogate '\\u" + firstText[0] + "'";
        if (first >= 0xDC00 && first <= 0xDFFF) {
            throw new ConfigJson.SyntaxError(escapeLine, escapeColumn, unpaired);
        }
        if (first >= 0xD800 && first <= 0xDBFF) {
            int i = p.index();
            if (!(i + 1 < bytes.length && bytes[i] == '\\' && bytes[i + 1] == 'u')) {
                throw new ConfigJson.SyntaxError(escapeLine, escapeColumn, unpaired);
            }
            int lowLine = p.line();
            int lowColumn = p.column();
            p.advance();
            p.advance();
            int second = hexQuad(p, lowLine, lowColumn, new String[1]);
            if (second < 0xDC00 || second > 0xDFFF) {
                throw new ConfigJson.SyntaxError(escapeLine, escapeColumn, unpaired);
            }
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00);
        }
        byte[] encoded = new String(Character.toChars(value)).getBytes(StandardCharsets.UTF_8);
        buffer.write(encoded, 0, encoded.length);
    }

    private static int hexQuad(ConfigJson p, int escapeLine, int escapeColumn, String[] text)
        throws ConfigJson.SyntaxError {
        byte[] bytes = p.bytes();
        int value = 0;
        StringBuilder shown = new StringBuilder();
        for (int n = 0; n < 4; n++) {
            boolean more = p.index() < bytes.length;
            int digit = more && bytes[p.index()] >= 0 ? Character.digit(bytes[p.index()], 16) : -1;
            if (digit < 0) {
                int scalar = more ? decode(bytes, p.index()) : -1;
                // The character shown after the digits read, when it can be shown.
                if (scalar >= 0 && isPrintable(scalar) && scalar != '"') {
                    shown.appendCodePoint(scalar);
                }
                throw new ConfigJson.SyntaxError(escapeLine, escapeColumn,
                    "invalid escape '\\u" + shown + "'; expected four hex digits");
            }
            value = value << 4 | digit;
            shown.append((char) bytes[p.index()]);
            p.advance();
        }
        text[0] = shown.toString();
        return value;
    }
}
