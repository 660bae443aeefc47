package dev.switchyard.internal.regex;

import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Texts;
import java.util.HashSet;
import java.util.Set;

/**
 * Where a rewrite regex's named groups may stand (RouteTableFileFormat.md, "A rewrite",
 * {@code file.errors.rewrite-regex-groups}): each at the top level, not repeated, each name once,
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
    private static void walk(String text, int start, int end) throws Regex.SyntaxError {
        int groupOpen = -1;
        String groupName = null;
        int alternation = -1;
        Set<String> names = new HashSet<>();
        RegexScan scan = new RegexScan(text, start, end);
        while (scan.next()) {
            int k = scan.at();
            char c = scan.character();
            if (c == '|' && scan.depth() == 0) {
                if (alternation < 0) alternation = k;
            } else if (c == '(' && opensNamedGroup(text, k)) {
                if (scan.depth() != 1) {
                    throw new Regex.SyntaxError(ErrorText.REGEX_NAMED_GROUP_NESTED.format(), k);
                }
                int close = text.indexOf('>', k + 3);
                if (close < 0) close = end;
                groupName = text.substring(k + 3, close);
                if (names.size() >= Regex.MAX_NAMED_GROUPS) {
                    String limit = String.valueOf(Regex.MAX_NAMED_GROUPS);
                    throw new Regex.SyntaxError(ErrorText.REGEX_TOO_MANY_GROUPS.format(limit), k);
                }
                if (!names.add(groupName)) {
                    throw new Regex.SyntaxError(ErrorText.REGEX_GROUP_NAME_TWICE.format(
                        Texts.shortened(groupName)), k);
                }
                groupOpen = k;
                scan.resumeAfter(close);
            } else if (c == ')' && scan.depth() == 0 && groupOpen >= 0) {
                if (k + 1 < end && "*+?{".indexOf(text.charAt(k + 1)) >= 0) {
                    String quantifier = String.valueOf(text.charAt(k + 1));
                    throw new Regex.SyntaxError(ErrorText.REGEX_NAMED_GROUP_REPEATED.format(
                        groupName, quantifier), groupOpen);
                }
                groupOpen = -1;
            }
        }
        if (alternation >= 0 && !names.isEmpty()) {
            String message = ErrorText.REGEX_NAMED_GROUP_ALTERNATION.format();
            throw new Regex.SyntaxError(message, alternation);
        }
    }

    /** Whether {@code (?<name>} (not a lookbehind) opens at {@code k}. */
    private static boolean opensNamedGroup(String text, int at) {
        return at + 3 < text.length() && text.charAt(at + 1) == '?' && text.charAt(at + 2) == '<'
            && text.charAt(at + 3) != '=' && text.charAt(at + 3) != '!';
    }

    private static int backslashes(String text, int at) {
        int count = 0;
        while (at - count - 1 >= 0 && text.charAt(at - count - 1) == '\\') count++;
        return count;
    }
}
