package dev.switchyard.internal.regex;

import dev.switchyard.internal.text.CaseFolding;
import java.util.ArrayList;
import java.util.List;

/**
 * A set of code points: ranges, optionally negated, optionally case-insensitive. What a {@link
 * Regex} program's {@code CHAR} instruction reads; {@link RegexParser} builds one per literal,
 * class, escape or {@code .}.
 */
final class RegexCharSet {
    final List<int[]> ranges = new ArrayList<>();
    boolean negated;
    boolean any;
    boolean ignoreCase;

    boolean contains(int codePoint) {
        if (any) return true; // `.` is any scalar, a newline too
        boolean in = within(codePoint);
        if (!in && ignoreCase) {
            // (?i) folds ASCII letters only (PatternLanguage.md, "Case").
            int other = CaseFolding.asciiOtherCase(codePoint);
            in = other != codePoint && within(other);
        }
        return in != negated;
    }

    /** The one code point the set holds, as written (case-sensitive); -1 when it holds more. */
    int single() {
        if (any || negated || ignoreCase || ranges.size() != 1) return -1;
        int[] range = ranges.get(0);
        return range[0] == range[1] ? range[0] : -1;
    }

    private boolean within(int codePoint) {
        for (int[] r : ranges) {
            if (codePoint >= r[0] && codePoint <= r[1]) {
                return true;
            }
        }
        return false;
    }
}
