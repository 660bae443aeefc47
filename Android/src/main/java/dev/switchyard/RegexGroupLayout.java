package dev.switchyard;

import java.util.HashSet;
import java.util.Set;

/**
 * Where a rewrite regex's named groups may stand (RouteTableFileFormat.md, "A rewrite",
 * {@code file.rewrites.regex-groups-layout}): each at the top level, not repeated, each name once,
 * and no top-level {@code |} beside them. Swift cuts such a regex into pieces at its named groups
 * (its {@code RegexLayout}) and refuses any other; this walk refuses the same, with the same words
 * at the same place, for a regex the engine has already parsed.
 */
final class RegexGroupLayout {
    private RegexGroupLayout() {}

    /**
     * Refuses a named group the layout cannot hold.
     *
     * @param source the regex, which {@link Regex#compile} has parsed
     * @throws Regex.SyntaxError the first problem, at its UTF-16 offset in {@code source}
     */
    static void check(String source) throws Regex.SyntaxError {
        int start = 0;
        while (start < source.length()) {
            if (source.charAt(start) == '^') {
                start += 1;
            } else if (source.startsWith("(?i)", start)) {
                start += 4;
            } else {
                break;
            }
        }
        int end = source.length();
        if (end > start && source.charAt(end - 1) == '$' && backslashes(source, end - 1) % 2 == 0) {
            end -= 1;
        }
        walk(source, start, end);
    }

    /** Escapes and classes skipped, depth counted, each top-level named group checked. */
    private static void walk(String s, int start, int end) throws Regex.SyntaxError {
        int depth = 0;
        boolean inClass = false;
        int groupOpen = -1;
        String groupName = null;
        int alternation = -1;
        Set<String> names = new HashSet<>();
        for (int k = start; k < end; k++) {
            char c = s.charAt(k);
            if (c == '\\') {
                k++;
            } else if (inClass) {
                if (c == ']') inClass = false;
            } else if (c == '[') {
                inClass = true;
            } else if (c == '|' && depth == 0) {
                if (alternation < 0) alternation = k;
            } else if (c == '(' && opensNamedGroup(s, k)) {
                if (depth != 0) {
                    throw new Regex.SyntaxError(ErrorText.REGEX_NAMED_GROUP_NESTED.format(), k);
                }
                int close = s.indexOf('>', k + 3);
                if (close < 0) close = end;
                groupName = s.substring(k + 3, close);
                if (!names.add(groupName)) {
                    throw new Regex.SyntaxError(ErrorText.REGEX_GROUP_NAME_TWICE.format(
                        DiagnosticText.shortened(groupName)), k);
                }
                groupOpen = k;
                depth += 1;
                k = close;
            } else if (c == '(') {
                depth += 1;
            } else if (c == ')') {
                depth -= 1;
                if (depth == 0 && groupOpen >= 0) {
                    if (k + 1 < end && "*+?{".indexOf(s.charAt(k + 1)) >= 0) {
                        throw new Regex.SyntaxError(ErrorText.REGEX_NAMED_GROUP_REPEATED.format(
                            groupName, String.valueOf(s.charAt(k + 1))), groupOpen);
                    }
                    groupOpen = -1;
                }
            }
        }
        if (alternation >= 0 && !names.isEmpty()) {
            throw new Regex.SyntaxError(ErrorText.REGEX_NAMED_GROUP_ALTERNATION.format(), alternation);
        }
    }

    /** Whether {@code (?<name>} (not a lookbehind) opens at {@code k}. */
    private static boolean opensNamedGroup(String s, int k) {
        return k + 3 < s.length() && s.charAt(k + 1) == '?' && s.charAt(k + 2) == '<'
            && s.charAt(k + 3) != '=' && s.charAt(k + 3) != '!';
    }

    private static int backslashes(String s, int k) {
        int count = 0;
        while (k - count - 1 >= 0 && s.charAt(k - count - 1) == '\\') count++;
        return count;
    }
}
