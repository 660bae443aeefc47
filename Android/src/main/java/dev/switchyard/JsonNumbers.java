package dev.switchyard;

/** Numbers and the literals {@code true}, {@code false} and {@code null}, as Swift reads them. */
final class JsonNumbers {
    private JsonNumbers() {}

    private static boolean digitAt(Json parser, String text) {
        return !parser.atEnd() && parser.current() >= '0' && parser.current() <= '9';
    }

    private static void digits(Json parser, String text) {
        while (digitAt(parser, text)) parser.advance();
    }

    /** A number: a Long when it is written as an integer that fits, else a finite Double. */
    static Object read(Json parser, String text) throws Json.SyntaxError {
        int start = indexOf(parser, text);
        int line = parser.line();
        int column = parser.column();
        boolean integer = true;
        if (parser.current() == '-') {
            parser.advance();
            if (!digitAt(parser, text)) throw parser.error(ErrorText.JSON_DIGIT_AFTER_MINUS);
        }
        if (parser.current() == '0') {
            parser.advance();
            if (digitAt(parser, text)) {
                throw parser.error(line, column, ErrorText.JSON_LEADING_ZERO);
            }
        } else {
            digits(parser, text);
        }
        if (!parser.atEnd() && parser.current() == '.') {
            integer = false;
            parser.advance();
            if (!digitAt(parser, text)) throw parser.error(ErrorText.JSON_DIGIT_AFTER_POINT);
            digits(parser, text);
        }
        if (!parser.atEnd() && (parser.current() == 'e' || parser.current() == 'E')) {
            integer = false;
            parser.advance();
            if (!parser.atEnd() && (parser.current() == '+' || parser.current() == '-')) {
                parser.advance();
            }
            if (!digitAt(parser, text)) throw parser.error(ErrorText.JSON_DIGIT_IN_EXPONENT);
            digits(parser, text);
        }
        String n = text.substring(start, indexOf(parser, text));
        if (integer) {
            try {
                return Long.parseLong(n);
            } catch (NumberFormatException e) {
                // Too large for a Long: read as a Double, as the Swift reader does.
            }
        }
        double d = Double.parseDouble(n);
        if (Double.isInfinite(d)) {
            throw parser.error(line, column, ErrorText.JSON_NUMBER_OUT_OF_RANGE,
                Texts.shortened(n));
        }
        return d;
    }

    /** {@code true}, {@code false} or {@code null}; an error naming what stands there instead. */
    static Object literal(Json parser, String text) throws Json.SyntaxError {
        int start = indexOf(parser, text);
        int end = start;
        while (end < text.length() && isWordChar(text.charAt(end))) end++;
        String word = text.substring(start, end);
        switch (word) {
            case "true":
                skip(parser, word);
                return Boolean.TRUE;
            case "false":
                skip(parser, word);
                return Boolean.FALSE;
            case "null":
                skip(parser, null);
                return null;
            default:
                break;
        }
        String lowered = word.toLowerCase(java.util.Locale.ROOT);
        if (!word.isEmpty()) {
            for (String literal : new String[] {"true", "false", "null"}) {
                if (literal.startsWith(lowered) || lowered.equals(literal)) {
                    if (lowered.equals(literal)) {
                        throw parser.error(ErrorText.JSON_INVALID_LITERAL_CASE, word, literal);
                    }
                    throw parser.error(ErrorText.JSON_INVALID_LITERAL, word);
                }
            }
        }
        throw parser.error(ErrorText.JSON_UNEXPECTED_CHARACTER, Texts.describe(parser.current()));
    }

    private static void skip(Json parser, String word) {
        int n = word == null ? 4 : word.length();
        for (int i = 0; i < n; i++) parser.advance();
    }

    private static boolean isWordChar(char character) {
        return (character >= 'a' && character <= 'z') || (character >= 'A' && character <= 'Z')
            || (character >= '0' && character <= '9') || character == '_';
    }

    private static int indexOf(Json parser, String text) {
        return parser.index();
    }
}
