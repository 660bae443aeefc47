package dev.switchyard.internal.pattern;

import dev.switchyard.internal.text.ErrorText;

/**
 * The pattern language's size limits, as the Swift parser applies them (PatternLanguage.md): at
 * most 65,536 characters, 256 segments (counted as written, in optional groups and after the
 * {@code #} too) and 256 readings of its optional groups, each refused at the place Swift gives.
 * Checked before the pattern is expanded, so that a hostile pattern costs time linear in its
 * length.
 */
public final class PatternLimits {
    static final int MAX_LENGTH = 65_536;
    static final int MAX_SEGMENTS = 256;
    static final int MAX_READINGS = 256;
    /** Optional groups nest at most this deep: the group that would be one deeper is refused. */
    static final int MAX_DEPTH = 255;
    private static final String STRUCTURE = "/()#";

    private PatternLimits() {}

    /** A pattern over the length limit, refused at its 65,537th character. */
    static void checkLength(String text) throws PatternError {
        if (text.codePointCount(0, text.length()) > MAX_LENGTH) {
            int at = text.offsetByCodePoints(0, MAX_LENGTH);
            throw new PatternError(ErrorText.PATTERN_TOO_LONG, at, String.valueOf(MAX_LENGTH));
        }
    }

    /**
     * The segment after the 256th, refused at its first character, and an optional group nested
     * deeper than 255, at its {@code (}, whichever comes first; {@code rest} is the pattern after
     * its scheme and host constraint, its index {@code k} at offset {@code base + k}.
     */
    static void checkSegments(String rest, int base) throws PatternError {
        int count = 0;
        int depth = 0;
        int k = 0;
        while (k < rest.length()) {
            char c = rest.charAt(k);
            if (c == '(' && ++depth > MAX_DEPTH) {
                throw tooMany(base + k);
            }
            if (c == ')') depth = Math.max(0, depth - 1);
            if (STRUCTURE.indexOf(c) >= 0) {
                k++;
                continue;
            }
            if (++count > MAX_SEGMENTS) {
                throw new PatternError(ErrorText.PATTERN_TOO_MANY_SEGMENTS, Math.max(0, base + k),
                    String.valueOf(MAX_SEGMENTS));
            }
            k = structural(rest, k);
        }
    }

    /**
     * Refuses a pattern whose optional groups give more than 256 readings, at the group (in the
     * order written, inner groups first) whose readings take the count past it, as Swift does.
     */
    static void checkReadings(String rest, int base) throws PatternError {
        readings(rest, new int[] {0}, 0, base);
    }

    /**
     * A pattern's readings of its optional groups, counted as {@link #checkReadings} counts them
     * but never refused: saturating at {@link Integer#MAX_VALUE}, a group nested deeper than
     * {@link #MAX_DEPTH} counted once (what a routing document's budget adds up, before any of its
     * patterns is parsed).
     */
    public static long readings(String pattern) {
        try {
            return readings(pattern, new int[] {0}, 0, -1);
        } catch (PatternError unreachable) {
            throw new IllegalStateException(unreachable); // no base: nothing is refused
        }
    }

    /**
     * The readings of the sequence from {@code position[0]} to its {@code )} or the end: each
     * group multiplies what surrounds it by its own readings plus one. With a {@code base} (the
     * offset of {@code text} in the pattern, 0 or more) past the limits is refused there; with a
     * negative one the count goes on, as {@link #readings(String)} says.
     */
    private static long readings(String text, int[] position, int depth, int base)
            throws PatternError {
        boolean refuse = base >= 0;
        long count = 1;
        while (position[0] < text.length()) {
            char c = text.charAt(position[0]);
            if (c == ')') {
                if (depth > 0) return count;
                position[0]++;
            } else if (c == '(') {
                int open = position[0];
                if (refuse && depth >= MAX_DEPTH) throw tooMany(base + open);
                position[0]++;
                long inner = depth < MAX_DEPTH ? readings(text, position, depth + 1, base) : 1;
                if (position[0] < text.length()) position[0]++;
                count = Math.min(count * (inner + 1), Integer.MAX_VALUE);
                if (refuse && count > MAX_READINGS) throw tooMany(base + open);
            } else if (c == '/' || c == '#') {
                position[0]++;
            } else {
                position[0] = structural(text, position[0]);
            }
        }
        return count;
    }

    private static PatternError tooMany(int at) {
        return new PatternError(ErrorText.PATTERN_TOO_MANY_GROUPS, Math.max(0, at));
    }

    /**
     * The index of the first of {@code / ( ) #} at or after {@code from} outside escapes,
     * placeholders and a capture's regex, or the length.
     */
    public static int structural(String text, int from) {
        int length = text.length();
        int i = from;
        while (i < length) {
            char c = text.charAt(i);
            // Only `\`, `<` and `:` start a unit read whole; none of them is structure. Tested
            // here, not by a call a character: the interpreter pays for each call.
            if (c == '/' || c == '(' || c == ')' || c == '#') return i;
            int end = c == '\\' || c == '<' || c == ':' ? wholeUnitEnd(text, i) : -1;
            i = end >= 0 ? end : i + 1;
        }
        return Math.min(i, length);
    }

    /**
     * Where the unit at {@code at} ends when the pattern parser reads it whole (an escape, a
     * {@code <type:name>} placeholder, a capture's regex), or -1 for any other character.
     */
    public static int wholeUnitEnd(String text, int at) {
        char c = text.charAt(at);
        if (c == '\\') return at + 2;
        if (c == '<') {
            int close = text.indexOf('>', at);
            return close < 0 ? text.length() : close + 1;
        }
        if (c == ':' && regexFollows(text, at)) {
            return PatternParser.regexEnd(text, PatternParser.nameEnd(text, at + 1));
        }
        return -1;
    }

    static boolean regexFollows(String text, int colon) {
        int end = PatternParser.nameEnd(text, colon + 1);
        return end > colon + 1 && end < text.length() && text.charAt(end) == '('
            && !(end + 1 < text.length() && text.charAt(end + 1) == '/');
    }
}
