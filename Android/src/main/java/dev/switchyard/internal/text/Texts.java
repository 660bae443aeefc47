package dev.switchyard.internal.text;

import java.util.Arrays;

/**
 * Texts in messages, as the Swift tool writes them: a quoted text is whole when it has at most 100
 * characters (Unicode scalars), else its first 80, an ellipsis and its length (Swift's
 * {@code DiagnosticText}); control, bidi and invisible format characters are escaped so that a
 * quoted text cannot forge or reorder a log line.
 */
public final class Texts {
    private Texts() {}

    /** A text of at most this many characters (Unicode scalars) is quoted whole. */
    static final int WHOLE_LIMIT = 100;
    /** How many characters of a longer text are shown before the ellipsis. */
    static final int SHOWN = 80;

    /**
     * Whole when at most 100 characters, else the first 80, `…` and the length; control and
     * invisible format characters escaped (Swift's {@code Texts.shortened}).
     */
    public static String shortened(String text) {
        int n = text.codePointCount(0, text.length());
        if (n <= WHOLE_LIMIT) return escape(text, false);
        return escape(text.substring(0, text.offsetByCodePoints(0, SHOWN)), false)
            + "… (" + n + " characters)";
    }

    /** In double quotes, {@code "} and {@code \\} escaped, cut when long (as Swift quotes). */
    public static String quoted(String text) {
        return quoted(text, true);
    }

    /** In double quotes, cut when long; with {@code escaped}, {@code "} and {@code \\} too. */
    public static String quoted(String text, boolean escaped) {
        int n = text.codePointCount(0, text.length());
        if (n <= WHOLE_LIMIT) return "\"" + escape(text, escaped) + "\"";
        String shown = text.substring(0, text.offsetByCodePoints(0, SHOWN));
        return "\"" + escape(shown, escaped) + "…\" (" + n + " characters)";
    }

    /** The text with each concealing character escaped; with quotes, {@code "} and {@code \\}. */
    static String escape(String text, boolean quotes) {
        StringBuilder out = new StringBuilder(text.length());
        for (int c : scalars(text)) {
            if (quotes && c == '"') {
                out.append("\\\"");
            } else if (quotes && c == '\\') {
                out.append("\\\\");
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c == '\t') {
                out.append("\\t");
            } else if (isConcealing(c)) {
                out.append("\\u{").append(Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT))
                    .append('}');
            } else {
                out.appendCodePoint(c);
            }
        }
        return out.toString();
    }

    /**
     * The text's code points, a surrogate without its other half as itself: what {@code
     * text.codePoints().toArray()} gives, without a stream, whose classes and lambdas a cold start
     * would load and spin for the first link that needs them.
     */
    public static int[] scalars(String text) {
        int n = text.length();
        int[] out = new int[n];
        int count = 0;
        for (int i = 0; i < n; i += Character.charCount(out[count - 1])) {
            out[count++] = text.codePointAt(i);
        }
        return count == n ? out : Arrays.copyOf(out, count);
    }

    /** A control, line or paragraph separator or format character (Swift's isConcealing). */
    public static boolean isConcealing(int scalar) {
        if (scalar < 0x20 || scalar == 0x7F) return true;
        if (scalar < 0x80) return false;
        int t = Character.getType(scalar);
        return t == Character.CONTROL || t == Character.FORMAT || t == Character.LINE_SEPARATOR
            || t == Character.PARAGRAPH_SEPARATOR;
    }

    /** How a character shows in a message: {@code 'x'} when printable, else {@code U+000A}. */
    public static String describe(int character) {
        return isPrintable(character)
            ? "'" + new String(Character.toChars(character)) + "'"
            : codePoint(character);
    }

    /** Whether a character shows as itself (Swift's {@code TextScanning.isPrintable}). */
    public static boolean isPrintable(int character) {
        if (character < 0x80) return character > 0x20 && character < 0x7F;
        switch (Character.getType(character)) {
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
    public static String codePoint(int character) {
        String hex = Integer.toHexString(character).toUpperCase(java.util.Locale.ROOT);
        return "U+" + repeat('0', 4 - hex.length()) + hex;
    }

    /** The character {@code count} times; none when {@code count} is not positive. */
    public static String repeat(char character, int count) {
        StringBuilder out = new StringBuilder(Math.max(0, count));
        for (int i = 0; i < count; i++) out.append(character);
        return out.toString();
    }

    /** The text without the whitespace ({@link Character#isWhitespace}) at either end. */
    public static String strip(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && Character.isWhitespace(text.codePointAt(start))) {
            start += Character.charCount(text.codePointAt(start));
        }
        while (end > start && Character.isWhitespace(text.codePointBefore(end))) {
            end -= Character.charCount(text.codePointBefore(end));
        }
        return text.substring(start, end);
    }
}
