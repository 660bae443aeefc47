package dev.switchyard.internal.regex;

/**
 * The literal text every whole match of a regex starts with, read from its source without
 * compiling it: what a ready table's regex rewrite passes a link over with before the link first
 * needs the rule's program (issue #92 item 3: three such rules compiled at load cost a fresh
 * JVM 2 ms). It is always a prefix of the compiled program's own ({@link Regex#mayStart}), and
 * often all of it: the characters from the start, past leading {@code ^}s, that stand for
 * themselves and are not repeated. It stops early rather than guess: at a group, a class, an
 * escape of a letter or digit, a character outside ASCII, anything a quantifier follows; and it is
 * empty for a source with a {@code |} anywhere (a top-level one lets a match start otherwise, and
 * telling it from a nested or escaped one is the parser's work).
 */
public final class RegexStart {
    /** What does not stand for itself outside a class (a backslash is read on its own). */
    private static final String SPECIAL = "^$.|?*+()[]{}";
    /** What makes the character before it optional or repeated. */
    private static final String QUANTIFIERS = "?*+{";

    private RegexStart() {}

    /**
     * The literal start of {@code source}'s matches: empty when the source starts otherwise.
     *
     * @param source a regex's source, which need not compile (then no link needs it anyway)
     * @return a text every whole match of the compiled regex starts with
     */
    public static String of(String source) {
        if (source.indexOf('|') >= 0) return "";
        int k = 0;
        while (k < source.length() && source.charAt(k) == '^') k++;
        StringBuilder start = new StringBuilder();
        while (k < source.length()) {
            char c = source.charAt(k);
            int width = 1;
            if (c == '\\') {
                // An escaped letter or digit is a class or a refusal; anything else is itself.
                if (k + 1 == source.length()) break;
                c = source.charAt(k + 1);
                if (Character.isLetterOrDigit(c)) break;
                width = 2;
            } else if (SPECIAL.indexOf(c) >= 0) {
                break;
            }
            if (c >= 128) break;
            int after = k + width;
            if (after < source.length() && QUANTIFIERS.indexOf(source.charAt(after)) >= 0) break;
            start.append(c);
            k = after;
        }
        return start.toString();
    }
}
