package dev.switchyard;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The parameters a pattern captures, in order of first appearance, as Swift lists them. */
final class ParameterNames {
    private ParameterNames() {}

    /** Every named capture (scheme, path, fragment, a named wildcard); unnamed ones left out. */
    static List<String> of(Pattern p) {
        Set<String> names = new LinkedHashSet<>();
        if (p.schemeCaptureName != null) names.add(p.schemeCaptureName);
        for (Pattern.Expansion e : p.expansions) {
            add(e.path, names);
            if (e.hash != null) add(e.hash, names);
        }
        List<String> ordered = new ArrayList<>(names);
        ordered.sort(Comparator.comparingInt(n -> firstAt(p.text, n)));
        return ordered;
    }

    private static void add(List<SegmentPattern> segments, Set<String> names) {
        for (SegmentPattern s : segments) {
            if (s.rank == SegmentPattern.WILDCARD && s.wildcardName != null) {
                names.add(s.wildcardName);
            }
            if (s.parts == null) continue;
            for (Object part : s.parts) {
                if (part instanceof Capture && !((Capture) part).name.isEmpty()) {
                    names.add(((Capture) part).name);
                }
            }
        }
    }

    /** Where a capture named {@code name} first stands (after {@code :}, {@code <} or {@code *}). */
    static int firstAt(String text, String name) {
        for (int i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
            char before = i > 0 ? text.charAt(i - 1) : ' ';
            int end = i + name.length();
            char after = end < text.length() ? text.charAt(end) : ' ';
            boolean whole = !(Character.isLetterOrDigit(after) || after == '_');
            if (whole && (before == ':' || before == '<' || before == '*')) return i;
        }
        return Integer.MAX_VALUE;
    }

    /** The offset of the second capture named {@code name}, or -1. */
    static int secondAt(String text, String name) {
        int first = firstAt(text, name);
        if (first == Integer.MAX_VALUE) return -1;
        int second = firstAt(text.substring(first + name.length()), name);
        return second == Integer.MAX_VALUE ? -1 : first + name.length() + second;
    }
}
