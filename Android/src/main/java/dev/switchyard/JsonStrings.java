package dev.switchyard;

/** Strings and object keys: escapes, surrogate pairs and each problem's place, as Swift's. */
final class JsonStrings {
    private JsonStrings() {}

    /** The string that starts at the current {@code "}, its escapes decoded. */
    static String read(Json parser, String text) throws Json.SyntaxError {
        int line = parser.line();
        int column = parser.column();
        parser.advance();
        StringBuilder out = new StringBuilder();
        while (true) {
            if (parser.atEnd()) {
                throw parser.error(line, column, ErrorText.JSON_UNTERMINATED_STRING);
            }
            int c = parser.current();
            if (c == '"') {
                parser.advance();
                return out.toString();
            }
            if (c == '\\') {
                escape(parser, out, line, column);
            } else if (c == '\n' || c == '\r') {
                throw parser.error(line, column, ErrorText.JSON_UNTERMINATED_STRING);
            } else if (c < 0x20) {
                throw parser.error(ErrorText.JSON_CONTROL_CHARACTER, Texts.codePoint(c));
            } else {
                out.appendCodePoint(c);
                parser.advance();
            }
        }
    }

    private static void escape(Json parser, StringBuilder out, int line, int column)
            throws Json.SyntaxError {
        int escLine = parser.line();
        int escColumn = parser.column();
        parser.advance();
        if (parser.atEnd()) throw parser.error(line, column, ErrorText.JSON_UNTERMINATED_STRING);
        int c = parser.current();
        String simple = simple(c);
        if (simple != null) {
            out.append(simple);
            parser.advance();
            return;
        }
        if (c != 'u') {
            if (Texts.isPrintable(c)) {
                throw parser.error(escLine, escColumn, ErrorText.JSON_INVALID_ESCAPE,
                    new String(Character.toChars(c)));
            }
            if (c == '\n' || c == '\r') {
                throw parser.error(line, column, ErrorText.JSON_UNTERMINATED_STRING);
            }
            throw parser.error(escLine, escColumn, ErrorText.JSON_INVALID_ESCAPE_UNPRINTABLE,
                Texts.describe(c));
        }
        parser.advance();
        StringBuilder firstText = new StringBuilder();
        int first = hexQuad(parser, escLine, escColumn, firstText);
        String unpaired = firstText.toString();
        if (first >= 0xDC00 && first <= 0xDFFF) {
            throw unpaired(parser, escLine, escColumn, unpaired);
        }
        int value = first;
        if (first >= 0xD800 && first <= 0xDBFF) {
            if (parser.atEnd() || parser.current() != '\\') {
                throw unpaired(parser, escLine, escColumn, unpaired);
            }
            int lowLine = parser.line();
            int lowColumn = parser.column();
            parser.advance();
            if (parser.atEnd() || parser.current() != 'u') {
                throw unpaired(parser, escLine, escColumn, unpaired);
            }
            parser.advance();
            int second = hexQuad(parser, lowLine, lowColumn, new StringBuilder());
            if (second < 0xDC00 || second > 0xDFFF) {
                throw unpaired(parser, escLine, escColumn, unpaired);
            }
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00);
        }
        out.appendCodePoint(value);
    }

    private static Json.SyntaxError unpaired(Json parser, int line, int column, String digits) {
        return parser.error(line, column, ErrorText.JSON_UNPAIRED_SURROGATE, digits);
    }

    private static String simple(int escaped) {
        switch (escaped) {
            case '"': return "\"";
            case '\\': return "\\";
            case '/': return "/";
            case 'b': return "\b";
            case 'f': return "\f";
            case 'n': return "\n";
            case 'r': return "\r";
            case 't': return "\t";
            default: return null;
        }
    }

    /** The four hex digits of a {@code \\u} escape; {@code shown} gets the digits read. */
    private static int hexQuad(Json parser, int line, int column, StringBuilder shown)
            throws Json.SyntaxError {
        int value = 0;
        for (int k = 0; k < 4; k++) {
            int d = parser.atEnd() ? -1 : Character.digit(parser.current(), 16);
            if (d < 0 || parser.current() > 'f') {
                boolean printable = !parser.atEnd() && Texts.isPrintable(parser.current());
                if (printable && parser.current() != '"') {
                    shown.appendCodePoint(parser.current());
                }
                throw parser.error(line, column, ErrorText.JSON_SHORT_UNICODE_ESCAPE,
                    shown.toString());
            }
            value = value << 4 | d;
            shown.appendCodePoint(parser.current());
            parser.advance();
        }
        return value;
    }
}
