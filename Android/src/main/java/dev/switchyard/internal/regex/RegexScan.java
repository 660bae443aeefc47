package dev.switchyard.internal.regex;

/**
 * A regex's groups read from its text without compiling it: each {@code (}, {@code )} and
 * {@code |} that stands outside an escape and a character class, left to right, with how deep in
 * groups it stands. The one walk every such reader takes (where a capture's regex ends in a
 * pattern, whether a rewrite regex has a top-level {@code |}, where its named groups stand), so
 * that they agree on what an escape and a class hide. One per walk, never shared.
 *
 * <pre>{@code
 * RegexScan scan = new RegexScan(source, 0, source.length());
 * while (scan.next()) if (scan.character() == '|' && scan.depth() == 0) return true;
 * }</pre>
 */
public final class RegexScan {
    private final String text;
    private final int end;
    private int next;
    private int at = -1;
    private int depth;

    /** A walk over {@code text} from index {@code from} to {@code end} (exclusive). */
    public RegexScan(String text, int from, int end) {
        this.text = text;
        this.next = from;
        this.end = Math.min(end, text.length());
    }

    /**
     * Moves to the next {@code (}, {@code )} or {@code |} outside escapes and classes: false when
     * none is left. A {@code \} hides the character after it; a class runs from {@code [} to the
     * next {@code ]}.
     */
    public boolean next() {
        boolean inClass = false;
        for (int k = next; k < end; k++) {
            char c = text.charAt(k);
            if (c == '\\') {
                k++;
            } else if (inClass) {
                if (c == ']') inClass = false;
            } else if (c == '[') {
                inClass = true;
            } else if (c == '(' || c == ')' || c == '|') {
                at = k;
                next = k + 1;
                if (c == '(') depth++;
                if (c == ')') depth = Math.max(0, depth - 1);
                return true;
            }
        }
        next = end;
        return false;
    }

    /**
     * Goes on after index {@code last} instead: what a reader has read whole (a group's name, which
     * may hold any character but {@code >}) is not walked.
     */
    public void resumeAfter(int last) {
        next = Math.max(next, last + 1);
    }

    /** The index of the character {@link #next()} moved to. */
    public int at() {
        return at;
    }

    /** The character {@link #next()} moved to: {@code (}, {@code )} or {@code |}. */
    public char character() {
        return text.charAt(at);
    }

    /**
     * How deep in groups the walk is after this character: inside the group a {@code (} opens,
     * outside the one a {@code )} closes (never below 0: an unmatched {@code )} stays at the top).
     */
    public int depth() {
        return depth;
    }
}
