package dev.switchyard.internal.pattern;

import dev.switchyard.internal.text.CaseFolding;
import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * One segment of a pattern: a literal, a whole-segment capture, literal text with captures, or a
 * wildcard.
 */
public final class SegmentPattern {
    public static final int LITERAL = 0;
    static final int CONSTRAINED = 1;
    static final int PLAIN = 2;
    public static final int WILDCARD = 3;

    public final int rank;
    public final String literal;        // LITERAL only
    /** String (literal text) or Capture, in order; unmodifiable (null for a wildcard). */
    public final List<Object> parts;
    /** The same parts, unwrapped, which a match reads: never handed out. */
    private final List<Object> held;
    public final String wildcardName;   // WILDCARD: null for `*`
    public final boolean wildcardNeedsOne;
    // the segment as the pattern writes it (set by the parser; shared instances in a trie)
    String text;

    private SegmentPattern(int rank, String literal, List<Object> parts, String wildcardName,
            boolean needsOne) {
        this.rank = rank;
        this.literal = literal;
        this.held = parts == null ? null : new ArrayList<>(parts);
        this.parts = held == null ? null : Collections.unmodifiableList(held);
        this.wildcardName = wildcardName;
        this.wildcardNeedsOne = needsOne;
    }

    /** A literal segment whose one part is its literal, held as an immutable list of one. */
    private SegmentPattern(String literal, String text) {
        this.rank = LITERAL;
        this.literal = literal;
        this.held = Collections.singletonList((Object) literal);
        this.parts = held;
        this.wildcardName = null;
        this.wildcardNeedsOne = false;
        this.text = text;
    }

    /** The segment as the pattern writes it ({@code :id}, {@code v<int:n>}). */
    public String text() {
        return text;
    }

    public static SegmentPattern literal(String text) {
        return new SegmentPattern(LITERAL, text, Immutable.list(text), null, false);
    }

    /** A literal segment and its text as written (a ready table's, ADR 0069). */
    public static SegmentPattern literal(String literal, String text) {
        return new SegmentPattern(literal, text);
    }

    static SegmentPattern wildcard(String name, boolean needsOne) {
        return new SegmentPattern(WILDCARD, null, null, name, needsOne);
    }

    public static SegmentPattern parts(List<Object> parts) {
        boolean single = parts.size() == 1 && parts.get(0) instanceof Capture;
        int rank = single && !((Capture) parts.get(0)).constrained() ? PLAIN : CONSTRAINED;
        return new SegmentPattern(rank, null, parts, null, false);
    }

    /** A wildcard segment and its text as written (a ready table's, ADR 0069). */
    public static SegmentPattern wildcard(String name, boolean needsOne, String text) {
        SegmentPattern s = wildcard(name, needsOne);
        s.text = text;
        return s;
    }

    /** A segment of captures and literal text, and its text as written (a ready table's). */
    public static SegmentPattern parts(List<Object> parts, String text) {
        SegmentPattern s = parts(parts);
        s.text = text;
        return s;
    }

    /**
     * Captures found by a match, in order: name, value, name, value, and so on. A working buffer
     * of one match (never shared): a search marks its size and truncates back to it when a way
     * fails.
     */
    public static final class Found {
        private String[] items;
        private int size;

        public Found() {
            this(new String[8], 0);
        }

        private Found(String[] items, int size) {
            this.items = items;
            this.size = size;
        }

        /** A buffer holding a copy of the first {@code size} items of {@code items}. */
        public static Found of(String[] items, int size) {
            return new Found(Arrays.copyOf(items, Math.max(8, size + 8)), size);
        }

        /** Adds a capture; an unnamed one ({@code /:}) is no parameter and is left out. */
        public void add(String name, String value) {
            if (name.isEmpty()) return;
            if (size + 2 > items.length) items = Arrays.copyOf(items, items.length * 2);
            items[size++] = name;
            items[size++] = value;
        }

        /** The items held: twice the captures. */
        public int size() {
            return size;
        }

        /** Item {@code index}: a name at an even index, its value after it; null past the end. */
        public String item(int index) {
            return index < size ? items[index] : null;
        }

        /** Drops the items after the first {@code mark} (a size this buffer had). */
        public void truncate(int mark) {
            size = Math.min(size, mark);
        }

        /** The items held, as an array of their own. */
        public String[] toArray() {
            return Arrays.copyOf(items, size);
        }
    }

    /** Matches one URL segment; `host` compares literal text with ASCII letters folded. */
    public boolean matches(RouteUrl.Piece piece, boolean host, Found found, Set<String> types) {
        if (rank == LITERAL) return literalEquals(literal, piece, host);
        if (held.size() == 1) {
            Capture c = (Capture) held.get(0);
            if (!c.accepts(piece.value, types, host)) return false;
            found.add(c.name, piece.value);
            return true;
        }
        int mark = found.size();
        if (MixedSegmentSearch.matches(held, piece, host, found, types)) return true;
        found.truncate(mark);
        return false;
    }

    static boolean literalEquals(String literal, RouteUrl.Piece piece, boolean host) {
        if (host) return CaseFolding.asciiEqualsIgnoringCase(literal, piece.literal);
        if (piece.lossy) return false;
        return literal.equals(piece.literal);
    }
}
