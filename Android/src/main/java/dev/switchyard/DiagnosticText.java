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
        text.codePoints().forEach(c -> {
            if (quotes && c == '"') out.append("\\\"");
            else if (quotes && c == '\\') out.append("\\\\");
            else if (c == '\n') out.append("\\n");
            else if (c == '\r') out.append("\\r");
            else if (c == '\t') out.append("\\t");
            else if (isConcealing(c)) out.append("\\u{").append(hex(c)).append('}');
            else out.appendCodePoint(c);
        });
        return out.toString();
    }

    private static String hex(int c) {
        return Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT);
    }

    private static boolean isConcealing(int c) {
        if (c < 0x20 || c == 0x7F) return true;
        if (c < 0x80) return false;
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.FORMAT
            || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }
}
