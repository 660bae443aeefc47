package dev.switchyard.internal.pattern;

import dev.switchyard.internal.text.CaseFolding;
import java.util.List;
import java.util.Set;

/**
 * Where each capture of a segment with literal text and captures ends ({@code :x-:y.pdf}): the
 * first reading, each capture as short as it can be, in which every part fits. A loop with its own
 * stack of open captures, not a recursion per part, so that a segment of thousands of parts (which
 * Swift's reader accepts) cannot exhaust a thread's stack; the work is bounded by a budget, so a
 * hostile segment costs linear time (SegmentPattern's BUDGET_PER_CHAR and BUDGET_BASE).
 */
final class MixedSegmentSearch {
    private MixedSegmentSearch() {}

    /** Whether the parts read {@code piece}; each capture's value is added to {@code found}. */
    static boolean matches(List<Object> parts, RouteUrl.Piece piece, boolean host,
            SegmentPattern.Found found, Set<String> types, int[] budget) {
        String lit = piece.literal;
        int count = parts.size();
        // For each open capture: its part, where it starts, the next end to try, found's size.
        int[] open = new int[4 * count];
        int depth = 0;
        int part = 0;
        int at = 0;
        boolean descend = true;
        while (true) {
            if (descend) {
                while (part < count && parts.get(part) instanceof String) {
                    String text = (String) parts.get(part);
                    if (!startsWith(lit, at, text, host)) break;
                    at += text.length();
                    part++;
                }
                if (part == count && at == lit.length()) return true;
                if (part < count && parts.get(part) instanceof Capture) {
                    open[4 * depth] = part;
                    open[4 * depth + 1] = at;
                    open[4 * depth + 2] = part == count - 1 ? lit.length() : at;
                    open[4 * depth + 3] = found.size;
                    depth++;
                }
                descend = false;
            }
            if (depth == 0) return false;
            int top = 4 * (depth - 1);
            found.size = open[top + 3];
            int end = nextEnd(parts, open[top], open[top + 1], open[top + 2], piece, host, types,
                budget);
            if (end == EXHAUSTED) return false;
            if (end < 0) {
                depth--;
                continue;
            }
            Capture capture = (Capture) parts.get(open[top]);
            found.add(capture.name, piece.value.substring(open[top + 1], end));
            open[top + 2] = end + 1;
            part = open[top] + 1;
            at = end;
            descend = true;
        }
    }

    /** {@link #nextEnd}'s answer when the budget is spent: the segment does not match. */
    private static final int EXHAUSTED = -2;

    /**
     * The first end at or after {@code from} where the capture at {@code part} (starting at
     * {@code start}) may end: the literal after it follows, and its value fits. -1 when none is
     * left.
     */
    private static int nextEnd(List<Object> parts, int part, int start, int from,
            RouteUrl.Piece piece, boolean host, Set<String> types, int[] budget) {
        String lit = piece.literal;
        Capture capture = (Capture) parts.get(part);
        String next = part + 1 < parts.size() && parts.get(part + 1) instanceof String
            ? (String) parts.get(part + 1) : null;
        for (int end = from; end <= lit.length(); end++) {
            if (end < lit.length() && Character.isLowSurrogate(lit.charAt(end))) continue;
            if (next != null && !startsWith(lit, end, next, host)) continue;
            budget[0] -= end - start + 1;
            if (budget[0] < 0) return EXHAUSTED;
            String value = piece.value.substring(start, end);
            if (RouteUrl.isDot(value)) continue;
            if (capture.accepts(value, types, host)) return end;
        }
        return -1;
    }

    /** Whether {@code text} stands at {@code at}; in a host, letters compare case-insensitively. */
    static boolean startsWith(String lit, int at, String text, boolean host) {
        return host ? CaseFolding.asciiRegionMatches(lit, at, text, 0, text.length())
            : lit.startsWith(text, at);
    }
}
