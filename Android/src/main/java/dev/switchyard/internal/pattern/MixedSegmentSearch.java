package dev.switchyard.internal.pattern;

import dev.switchyard.internal.text.CaseFolding;
import java.util.List;
import java.util.Set;

/**
 * Where each capture of a segment with literal text and captures ends ({@code :x-:y.pdf}), as
 * ADR 0004 and Swift's {@code SegmentMatcher} decide it: a leading literal is a prefix, a
 * trailing literal a suffix, and each capture in between ends at the <em>first</em> occurrence
 * of the literal that follows it, with no backtracking ({@code :a-:b} against {@code x-y-z} gives
 * {@code a = x}, {@code b = y-z}). So each capture's check runs once, on one range: a segment
 * costs time linear in its length, whatever its captures' regexes (a capture regex after another
 * capture is tried once, not at each place the capture before it could end).
 */
final class MixedSegmentSearch {
    private MixedSegmentSearch() {}

    /** Whether the parts read {@code piece}; each capture's value is added to {@code found}. */
    static boolean matches(List<Object> parts, RouteUrl.Piece piece, boolean host,
            SegmentPattern.Found found, Set<String> types) {
        String lit = piece.literal;
        int lo = 0;
        int hi = lit.length();
        int first = 0;
        int last = parts.size();
        if (parts.get(0) instanceof String) {
            String prefix = (String) parts.get(0);
            if (hi < prefix.length() || !startsWith(lit, 0, prefix, host)) return false;
            lo = prefix.length();
            first = 1;
        }
        if (last > first && parts.get(last - 1) instanceof String) {
            String suffix = (String) parts.get(last - 1);
            if (hi - lo < suffix.length() || !startsWith(lit, hi - suffix.length(), suffix, host)) {
                return false;
            }
            hi -= suffix.length();
            last--;
        }
        int position = lo;
        int k = first;
        while (k < last) {
            if (!(parts.get(k) instanceof Capture)) return false;
            Capture capture = (Capture) parts.get(k);
            // A capture that may be empty ends at the first occurrence from where it starts.
            boolean mayBeEmpty =
                capture.mayBeEmpty || capture.values != null && capture.values.contains("");
            int shortest = mayBeEmpty ? 0 : 1;
            int end = hi;
            int next = hi;
            if (k + 1 < last && parts.get(k + 1) instanceof String) {
                String separator = (String) parts.get(k + 1);
                int at = find(lit, separator, position + shortest, hi, host);
                if (at < 0) return false;
                end = at;
                next = at + separator.length();
                k += 2;
            } else {
                k++;
            }
            if (end < position + shortest) return false;
            // A capture is never `.` or `..` (ADR 0003: dot segments never reach a handler).
            String value = piece.value.substring(position, end);
            if (RouteUrl.isDot(value) || !capture.accepts(value, types, host)) return false;
            found.add(capture.name, value);
            position = next;
        }
        return position == hi || last == first && position == lo;
    }

    /** The first index at or after {@code from} where {@code text} stands, ending by {@code to}. */
    private static int find(String lit, String text, int from, int to, boolean host) {
        for (int at = Math.max(from, 0); at + text.length() <= to; at++) {
            if (startsWith(lit, at, text, host)) return at;
        }
        return -1;
    }

    /** Whether {@code text} stands at {@code at}; in a host, letters compare case-insensitively. */
    static boolean startsWith(String lit, int at, String text, boolean host) {
        return host ? CaseFolding.asciiRegionMatches(lit, at, text, 0, text.length())
            : lit.startsWith(text, at);
    }
}
