package dev.switchyard.internal.regex;

import dev.switchyard.internal.text.ErrorText;

/**
 * What the regular-expression engine refuses to read, worded as the Swift reader words it
 * ({@code Conformance/errors.json}, codes {@code regex.*}).
 */
final class RegexRefusals {
    private RegexRefusals() {}

    /**
     * What a {@code (?} group the engine does not run is.
     *
     * @param src the expression's code points
     * @param at the index of the group's {@code ?}
     */
    static ErrorText group(int[] src, int at) {
        int next = at + 1 < src.length ? src[at + 1] : -1;
        int after = at + 2 < src.length ? src[at + 2] : -1;
        if (next == '=' || next == '!' || (next == '<' && (after == '=' || after == '!'))) {
            return ErrorText.REGEX_LOOKAROUND;
        }
        if (next == '>') return ErrorText.REGEX_ATOMIC_GROUP;
        int k = at + 1;
        StringBuilder letters = new StringBuilder();
        while (k < src.length && (isAsciiLetter(src[k]) || src[k] == '-')) {
            letters.appendCodePoint(src[k++]);
        }
        if (letters.length() > 0 && k < src.length && (src[k] == ')' || src[k] == ':')) {
            boolean caseOption = letters.toString().equals("i") && src[k] == ')';
            return caseOption
                ? ErrorText.REGEX_CASE_OPTION_NOT_FIRST
                : ErrorText.REGEX_INLINE_OPTION;
        }
        return ErrorText.REGEX_GROUP_SYNTAX;
    }

    private static boolean isAsciiLetter(int letter) {
        return (letter >= 'a' && letter <= 'z') || (letter >= 'A' && letter <= 'Z');
    }

    /**
     * A letter or digit after a backslash that the engine does not read.
     *
     * @param escaped the code point after the backslash
     * @param inClass whether the escape stands in a character class
     * @param at the backslash's index
     */
    static Regex.SyntaxError escape(int escaped, boolean inClass, int at) {
        String shown = new String(Character.toChars(escaped));
        ErrorText text;
        if ((escaped >= '1' && escaped <= '9') || escaped == 'k') {
            text = ErrorText.REGEX_BACKREFERENCE;
        } else if (!inClass && (escaped == 'b' || escaped == 'B')) {
            text = ErrorText.REGEX_WORD_BOUNDARY;
        } else if (!inClass && "AzZG".indexOf(escaped) >= 0) {
            text = ErrorText.REGEX_ANCHOR;
        } else if (escaped == 'p' || escaped == 'P') {
            text = ErrorText.REGEX_UNICODE_PROPERTY;
        } else {
            text = ErrorText.REGEX_UNKNOWN_ESCAPE;
        }
        return new Regex.SyntaxError(text.format(shown), at);
    }
}
