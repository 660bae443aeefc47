package dev.switchyard;

/** Strings and object keys: escapes, surrogate pairs and each problem's place, as Swift's. */
final class JsonStrings {
    private JsonStrings() {}

    /** The string that starts at the current {@code "}, its escapes decoded. */
    static String read(Json p, String text) throws Json.SyntaxError {
        int line = p.line();
        int column = p.column();
        p.advance();
        StringBuilder out = new StringBuilder();
        while (true) {
            if (p.atEnd()) throw p.error(line, column, ErrorText.JSON_UNTERMINATED_STRING);
            int c = p.current();
            if (c == '"') {
                p.advance();
                return out.toString();
            }
            if (c == '\\') {
                escape(p, out, line, column);
            } else if (c == '\n' || c == '\r') {
                throw p.error(line, column, ErrorText.JSON_UNTERMINATED_STRING);
            } else if (c < 0x20) {
                throw p.error(ErrorText.JSON_CONTROL_CHARACTER, Texts.codePoint(c));
            } else {
                out.appendCodePoint(c);
                p.advance();
            }
        }
    }

    private static void escape(Json p, StringBuilder out, int line, int column)
            throws Json.SyntaxError {
        int escLine = p.line();
        int escColumn = p.column();
        p.advance();
        if (p.atEnd()) throw p.error(line, column, ErrorText.JSON_UNTERMINATED_STRING);
        int c = p.current();
        String simple = simple(c);
        if (simple != null) {
            out.append(simple);
            p.advance();
            return;
        }
        if (c != 'u') {
            if (Texts.isPrintable(c)) {
                throw p.error(escLine, escColumn, ErrorText.JSON_INVALID_ESCAPE,
                    new String(Character.toChars(c)));
            }
            if (c == '\n' || c == '\r') {
                throw p.error(line, column, ErrorText.JSON_UNTERMINATED_STRING);
            }
            throw p.error(escLine, escColumn, ErrorText.JSON_INVALID_ESCAPE_UNPRINTABLE,
                Texts.describe(c));
        }
        p.advance();
        StringBuilder firstText = new StringBuilder();
        int first = hexQuad(p, escLine, escColumn, firstText);
        String unpaired = firstText.toString();
        if (first >= 0xDC00 && first <= 0xDFFF) throw unpaired(p, escLine, escColumn, unpaired);
        int value = first;
        if (first >= 0xD800 && first <= 0xDBFF) {
            if (p.atEnd() || p.current() != '\\') throw unpaired(p, escLine, escColumn, unpaired);
            int lowLine = p.line();
            int lowColumn = p.column();
            p.advance();
            if (p.atEnd() || p.current() != 'u') throw unpaired(p, escLine, escColumn, unpaired);
            p.advance();
            int second = hexQuad(p, lowLine, lowColumn, new StringBuilder());
            if (second < 0xDC00 || second > 0xDFFF) throw unpaired(p, escLine, escColumn, unpaired);
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00);
        }
        out.appendCodePoint(value);
    }

    private static Json.SyntaxError unpaired(Json p, int line, int column, String digits) {
        return p.error(line, column, ErrorText.JSON_UNPAIRED_SURROGATE, digits);
    }

    private static String simple(int c) {
        switch (c) {
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
    private static int hexQuad(Json p, int line, int column, StringBuilder shown)
            throws Json.SyntaxError {
        int value = 0;
        for (int k = 0; k < 4; k++) {
            int d = p.atEnd() ? -1 : Character.digit(p.current(), 16);
            if (d < 0 || p.current() > 'f') {
                if (!p.atEnd() && Texts.isPrintable(p.current()) && p.current() != '"') {
                    shown.appendCodePoint(p.current());
                }
                throw p.error(line, column, ErrorText.JSON_SHORT_UNICODE_ESCAPE, shown.toString());
            }
            value = value << 4 | d;
            shown.appendCodePoint(p.current());
            p.advance();
        }
        return value;
    }
}
