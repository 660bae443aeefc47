package dev.switchyard.documents.internal;

import dev.switchyard.documents.DocumentDiagnostic;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.pattern.PatternLimits;
import dev.switchyard.internal.pattern.PatternParser;
import dev.switchyard.internal.regex.Regex;
import dev.switchyard.internal.regex.RegexPositions;
import dev.switchyard.internal.regex.RegexScan;
import dev.switchyard.internal.text.DocumentText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * What one routing document may cost as a whole (DynamicRouting.md, "A document's budget"),
 * with Swift's {@code DocumentBudget}'s numbers and words: a pattern's and a regex's own limits
 * bound one rule, these bound the document. Counted on the parsed JSON before any pattern is
 * expanded or regex compiled, so that a document past them costs no more than its parse, and
 * {@code offer} cannot run out of memory building it.
 */
public final class DocumentBudget {
    /** Routes, rewrites, redirects, degrades and removals together. */
    static final int RULES = 2_000;
    /** Readings of optional groups over routes', redirects' and rewrites' patterns. */
    static final int READINGS = 16_384;
    /**
     * The weight of the regex rewrites' and the patterns' capture regexes ({@link #weight}; a
     * capture regex's times its pattern's readings).
     */
    static final int REGEX_WEIGHT = 48;
    private static final List<String> KINDS =
        Arrays.asList("routes", "rewrites", "redirects", "degrades", "remove");
    private static final List<String> ADDING = Arrays.asList("routes", "redirects", "rewrites");
    private static final String META = "\\.[](){}|*+?^$";

    private DocumentBudget() {}

    /** One rule: where it starts, its node, the key of its array. */
    private static final class Rule {
        final Json.Node node;
        final String kind;

        Rule(Json.Node node, String kind) {
            this.node = node;
            this.kind = kind;
        }
    }

    /** The first problem in text order (the rule that takes a count past its budget), or null. */
    static DocumentDiagnostic problem(Json.Node root) {
        Collection<Json.Node> members = root.members();
        if (members == null) return null;
        List<Rule> rules = new ArrayList<>();
        for (Json.Node member : members) {
            List<Json.Node> items = member.array();
            if (!KINDS.contains(member.key) || items == null) continue;
            for (Json.Node item : items) rules.add(new Rule(item, member.key));
        }
        rules.sort(Comparator.comparingInt((Rule r) -> r.node.line)
            .thenComparingInt(r -> r.node.column));
        List<DocumentDiagnostic> found = new ArrayList<>();
        if (rules.size() > RULES) {
            found.add(at(rules.get(RULES), DocumentText.DOCUMENT_BUDGET_RULES.format(
                String.valueOf(RULES), String.valueOf(RULES + 1))));
        }
        long readings = 0;
        for (Rule rule : rules) {
            // Degrades and removals name routes of the table: they add no readings.
            String pattern = ADDING.contains(rule.kind)
                ? string(rule.node, rule.kind.equals("routes") ? "pattern" : "from") : null;
            if (pattern == null) continue;
            readings = Math.min(readings + PatternLimits.readings(pattern), Integer.MAX_VALUE);
            if (readings > READINGS) {
                found.add(at(rule, DocumentText.DOCUMENT_BUDGET_READINGS.format(
                    String.valueOf(READINGS), String.valueOf(readings))));
                break;
            }
        }
        DocumentDiagnostic heavy = overWeight(rules);
        if (heavy != null) found.add(heavy);
        DocumentDiagnostic first = null;
        for (DocumentDiagnostic d : found) {
            boolean earlier = first == null || d.line() < first.line()
                || (d.line() == first.line() && d.column() < first.column());
            if (earlier) first = d;
        }
        return first;
    }

    /**
     * The rule whose regexes take the weight past its budget, or null: a regex rewrite's regex
     * and the capture regexes of routes', redirects' and rewrites' patterns, which run on a link
     * as a regex rewrite's does. A pattern's readings may each place a capture regex at a trie
     * node of its own, all tried on one segment, so each weighs its weight times them. The count
     * stops as soon as it passes.
     */
    private static DocumentDiagnostic overWeight(List<Rule> rules) {
        long weight = 0;
        for (Rule rule : rules) {
            if (!ADDING.contains(rule.kind)) continue;
            String pattern = string(rule.node, rule.kind.equals("routes") ? "pattern" : "from");
            List<String> regexes =
                pattern == null ? new ArrayList<String>() : captureRegexes(pattern);
            long times = regexes.isEmpty() ? 1 : PatternLimits.readings(pattern);
            List<Long> weights = new ArrayList<>();
            for (String capture : regexes) {
                weights.add(Math.min(weight(capture) * times, Integer.MAX_VALUE));
            }
            String regex = rule.kind.equals("rewrites") ? string(rule.node, "regex") : null;
            if (regex != null) weights.add(weight(regex));
            for (long each : weights) {
                weight += each;
                if (weight > REGEX_WEIGHT) {
                    return at(rule, DocumentText.DOCUMENT_BUDGET_REGEX.format(
                        String.valueOf(REGEX_WEIGHT), String.valueOf(weight)));
                }
            }
        }
        return null;
    }

    /**
     * The capture regexes' weight of {@code patterns} together, each times its pattern's readings,
     * as {@link #overWeight} counts them: what one match of a URL against them spends per byte of a
     * link's allowance (ADR 0051, decision 6).
     */
    static long captureWeight(List<String> patterns) {
        long weight = 0;
        for (String pattern : patterns) {
            List<String> regexes = captureRegexes(pattern);
            if (regexes.isEmpty()) continue;
            long times = PatternLimits.readings(pattern);
            for (String capture : regexes) {
                weight = Math.min(weight + Math.min(weight(capture) * times, Integer.MAX_VALUE),
                    Integer.MAX_VALUE);
            }
        }
        return weight;
    }

    /**
     * A pattern's capture regexes in text order ({@code [0-9]+} of {@code :id([0-9]+)}), found as
     * the pattern parser finds them: escapes and {@code <…>} placeholders skipped.
     */
    static List<String> captureRegexes(String pattern) {
        List<String> found = new ArrayList<>();
        int i = 0;
        while (i < pattern.length()) {
            int end = PatternLimits.wholeUnitEnd(pattern, i);
            if (end < 0) {
                i++;
                continue;
            }
            if (pattern.charAt(i) == ':') {
                int open = PatternParser.nameEnd(pattern, i + 1);
                found.add(pattern.substring(open + 1, Math.min(end - 1, pattern.length())));
            }
            i = end;
        }
        return found;
    }

    private static DocumentDiagnostic at(Rule rule, String message) {
        return DocumentsAccess.diagnostic(rule.node.line, rule.node.column, message);
    }

    private static String string(Json.Node node, String key) {
        Map<String, Json.Node> members = node.object();
        Json.Node member = members == null ? null : members.get(key);
        return member == null ? null : member.string();
    }

    /**
     * A rewrite regex's weight: its positions past its literal beginning, plus 1; 1 when it does
     * not compile (applying the document refuses it). Swift's {@code CapturingRegex.weight(of:)}.
     */
    static long weight(String source) {
        long positions;
        try {
            positions = RegexPositions.of(source);
        } catch (Regex.SyntaxError | RuntimeException e) {
            return 1;
        }
        return Math.max(0, positions - literalBeginning(source)) + 1;
    }

    /**
     * The characters a regex matches one by one from the start: after a leading {@code ^} (and no
     * {@code (?i)}), each character other than {@code \ . [ ] ( ) { } | * + ? ^ $}, or {@code \}
     * with a character that is not an ASCII letter or digit, not counting one a quantifier follows;
     * none when {@code |} stands outside every group and class.
     */
    static int literalBeginning(String source) {
        if (hasTopLevelAlternation(source)) return 0;
        int[] s = source.codePoints().toArray();
        int i = 0;
        boolean caret = false;
        boolean option = false;
        while (true) {
            if (!caret && i < s.length && s[i] == '^') {
                caret = true;
                i++;
            } else if (!option && i + 4 <= s.length && s[i] == '(' && s[i + 1] == '?'
                    && s[i + 2] == 'i' && s[i + 3] == ')') {
                option = true;
                i += 4;
            } else {
                break;
            }
        }
        if (option) return 0;
        int count = 0;
        while (i < s.length) {
            int next = i + 1;
            if (s[i] == '\\') {
                if (next >= s.length || isAsciiAlphanumeric(s[next])) break;
                next++;
            } else if (META.indexOf(s[i]) >= 0) {
                break;
            }
            if (next < s.length && "*+?{".indexOf(s[next]) >= 0) break;
            count++;
            i = next;
        }
        return count;
    }

    private static boolean isAsciiAlphanumeric(int scalar) {
        return (scalar >= 'a' && scalar <= 'z') || (scalar >= 'A' && scalar <= 'Z')
            || (scalar >= '0' && scalar <= '9');
    }

    private static boolean hasTopLevelAlternation(String source) {
        RegexScan scan = new RegexScan(source, 0, source.length());
        while (scan.next()) {
            if (scan.character() == '|' && scan.depth() == 0) return true;
        }
        return false;
    }
}
