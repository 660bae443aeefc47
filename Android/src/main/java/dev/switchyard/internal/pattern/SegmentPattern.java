package dev.switchyard.internal.pattern;

import dev.switchyard.internal.text.CaseFolding;
import dev.switchyard.internal.text.Immutable;
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
    public final List<Object> parts;    // String (literal text) or Capture
    public final String wildcardName;   // WILDCARD: null for `*`
    public final boolean wildcardNeedsOne;
    // the segment as the pattern writes it (set by the parser; shared instances in a trie)
    public String text;

    private SegmentPattern(int rank, String literal, List<Object> parts, String wildcardName,
            boolean needsOne) {
        this.rank = rank;
        this.literal = literal;
        this.parts = parts;
        this.wildcardName = wildcardName;
        this.wildcardNeedsOne = needsOne;
    }

    public static SegmentPattern literal(String text) {
        return new SegmentPattern(LITERAL, text, Immutable.list(text), null, false);
    }

    static SegmentPattern wildcard(String name, boolean needsOne) {
        return new SegmentPattern(WILDCARD, null, null, name, needsOne);
    }

    public static SegmentPattern parts(List<Object> parts) {
        boolean single = parts.size() == 1 && parts.get(0) instanceof Capture;
        int rank = single && !((Capture) parts.get(0)).constrained() ? PLAIN : CONSTRAINED;
        return new SegmentPattern(rank, null, parts, null, false);
    }

    /** Captures found by a match, in order: name, value, name, value, and so on. */
    public static final class Found {
        public String[] items = new String[8];
        public int size;
        /** Adds a capture; an unnamed one ({@code /:}) is no parameter and is left out. */
        public void add(String name, String value) {
            if (name.isEmpty()) return;
            if (size + 2 > items.length) items = java.util.Arrays.copyOf(items, items.length * 2);
            items[size++] = name;
            items[size++] = value;
        }
    }

    /** Matches one URL segment; `host` compares literal text with ASCII letters folded. */
    public boolean matches(RouteUrl.Piece piece, boolean host, Found found, Set<String> types) {
        if (rank == LITERAL) return literalEquals(literal, piece, host);
        if (parts.size() == 1) {
            Capture c = (Capture) parts.get(0);
            if (!c.accepts(piece.value, types, host)) return false;
            found.add(c.name, piece.value);
            return true;
        }
        int mark = found.size;
        if (MixedSegmentSearch.matches(parts, piece, host, found, types)) return true;
        found.size = mark;
        return false;
    }

    static boolean literalEquals(String literal, RouteUrl.Piece piece, boolean host) {
        if (host) return CaseFolding.asciiEqualsIgnoringCase(literal, piece.literal);
        if (piece.lossy) return false;
        return literal.equals(piece.literal);
    }
}
