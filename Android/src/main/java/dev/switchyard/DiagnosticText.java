package dev.switchyard;

/**
 * Text as Swift's {@code DiagnosticText} quotes it in a message: whole when it has at most 100
 * characters (Unicode scalars), else its first 80, an ellipsis and its length; control, bidi and
 * invisible format characters escaped so that a quoted text cannot forge or reorder a log line.
 */
final class DiagnosticText {
    private static final int WHOLE_LIMIT = 100;
    private static final int SHOWN_CHARACTERS = 80;

    private DiagnosticText() {}

    /** {@code text} in double quotes, {@code "} and {@code \} escaped. */
    static String quoted(String text) {
        return quoted(text, true);
    }

    /** {@code text} in double quotes; with {@code escaped}, {@code "} and {@code \} escaped too. */
    static String quoted(String text, boolean escaped) {
        int length = text.codePointCount(0, text.length());
        if (length <= WHOLE_LIMIT) return "\"" + escape(text, escaped) + "\"";
        String shown = text.substring(0, text.offsetByCodePoints(0, SHOWN_CHARACTERS));
        return "\"" + escape(shown, escaped) + "…\" (" + length + " characters)";
    }

    /** {@code text} without quotes, cut as {@link #quoted(String)} cuts it. */
    static String shortened(String text) {
        int length = text.codePointCount(0, text.length());
        if (length <= WHOLE_LIMIT) return escape(text, false);
        String shown = text.substring(0, text.offsetByCodePoints(0, SHOWN_CHARACTERS));
        return escape(shown, false) + "… (" + length + " characters)";
    }

    private static String escape(String text, boolean quotes) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(scalar -> out.append(escaped(scalar, quotes)));
        return out.toString();
    }

    /** How one Unicode scalar is written in a diagnostic. */
    private static String escaped(int scalar, boolean quotes) {
        if (quotes && (scalar == '"' || scalar == '\\')) {
            return "\\" + (char) scalar;
        }
        switch (scalar) {
            case '\n':
                return "\\n";
            case '\r':
                return "\\r";
            case '\t':
                return "\\t";
            default:
                return Texts.isConcealing(scalar) ? "\\u{" + hex(scalar) + "}"
                    : new String(Character.toChars(scalar));
        }
    }

    private static String hex(int scalar) {
        return Integer.toHexString(scalar).toUpperCase(java.util.Locale.ROOT);
    }
}
