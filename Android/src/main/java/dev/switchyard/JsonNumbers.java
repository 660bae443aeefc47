package dev.switchyard;

/** Numbers and the literals {@code true}, {@code false} and {@code null}, as Swift reads them. */
final class JsonNumbers {
    private JsonNumbers() {}

    private static boolean digitAt(Json p, String text) {
        return !p.atEnd() && p.current() >= '0' && p.current() <= '9';
    }

    private static void digits(Json p, String text) {
        while (digitAt(p, text)) p.advance();
    }

    /** A number: a Long when it is written as an integer that fits, else a finite Double. */
    static Object read(Json p, String text) throws Json.SyntaxError {
        int start = indexOf(p, text);
        int line = p.line();
        int column = p.column();
        boolean integer = true;
        if (p.current() == '-') {
            p.advance();
            if (!digitAt(p, text)) throw p.error(ErrorText.JSON_DIGIT_AFTER_MINUS);
        }
        if (p.current() == '0') {
            p.advance();
            if (digitAt(p, text)) {
                throw p.error(line, column, ErrorText.JSON_LEADING_ZERO);
            }
        } else {
            digits(p, text);
        }
        if (!p.atEnd() && p.current() == '.') {
            integer = false;
            p.advance();
            if (!digitAt(p, text)) throw p.error(ErrorText.JSON_DIGIT_AFTER_POINT);
            digits(p, text);
        }
        if (!p.atEnd() && (p.current() == 'e' || p.current() == 'E')) {
            integer = false;
            p.advance();
            if (!p.atEnd() && (p.current() == '+' || p.current() == '-')) p.advance();
            if (!digitAt(p, text)) throw p.error(ErrorText.JSON_DIGIT_IN_EXPONENT);
            digits(p, text);
        }
        String n = text.substring(start, indexOf(p, text));
        if (integer) {
            try {
                return Long.parseLong(n);
            } catch (NumberFormatException e) {
                // Too large for a Long: read as a Double, as the Swift reader does.
            }
        }
        double d = Double.parseDouble(n);
        if (Double.isInfinite(d)) {
            throw p.error(line, column, ErrorText.JSON_NUMBER_OUT_OF_RANGE, Texts.shortened(n));
        }
        return d;
    }

    /** {@code true}, {@code false} or {@code null}; an error naming what stands there instead. */
    static Object literal(Json p, String text) throws Json.SyntaxError {
        int start = indexOf(p, text);
        int end = start;
        while (end < text.length() && isWordChar(text.charAt(end))) end++;
        String word = text.substring(start, end);
        switch (word) {
            case "true":
                skip(p, word);
                return Boolean.TRUE;
            case "false":
                skip(p, word);
                return Boolean.FALSE;
            case "null":
                skip(p, null);
                return null;
            default:
                break;
        }
        String lowered = word.toLowerCase(java.util.Locale.ROOT);
        if (!word.isEmpty()) {
            for (String literal : new String[] {"true", "false", "null"}) {
                if (literal.startsWith(lowered) || lowered.equals(literal)) {
                    if (lowered.equals(literal)) {
                        throw p.error(ErrorText.JSON_INVALID_LITERAL_CASE, word, literal);
                    }
                    throw p.error(ErrorText.JSON_INVALID_LITERAL, word);
                }
            }
        }
        throw p.error(ErrorText.JSON_UNEXPECTED_CHARACTER, Texts.describe(p.current()));
    }

    private static void skip(Json p, String word) {
        int n = word == null ? 4 : word.length();
        for (int i = 0; i < n; i++) p.advance();
    }

    private static boolean isWordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '_';
    }

    private static int indexOf(Json p, String text) {
        return p.index();
    }
}
