package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.pattern.Capture;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Texts;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.Nullable;

/** The parameters a pattern captures, in order of first appearance, as Swift lists them. */
final class ParameterNames {
    private ParameterNames() {}

    /** Every named capture (scheme, path, fragment, a named wildcard); unnamed ones left out. */
    static List<String> of(Pattern pattern) {
        Set<String> names = new LinkedHashSet<>();
        if (pattern.schemeCaptureName() != null) names.add(pattern.schemeCaptureName());
        for (Pattern.Expansion e : pattern.expansions) {
            add(e.path, names);
            if (e.hash != null) add(e.hash, names);
        }
        // By where each first stands, in an insertion sort (stable, as List.sort is): a lambda
        // here was the first a ready table's load met (its pattern rules' targets are checked
        // with this list), and a JVM's first lambda loads and links some 70 classes of
        // java.lang.invoke: 4-5 ms of CPU of a fresh JVM's 18-23 ms load of a 1,000-route table
        // with 20 rules, with the classes archived (issue #92, 2026-11-29).
        List<String> ordered = new ArrayList<>(names);
        int[] at = new int[ordered.size()];
        for (int i = 0; i < at.length; i++) {
            String name = ordered.get(i);
            int first = firstAt(pattern.text, name);
            int j = i;
            for (; j > 0 && at[j - 1] > first; j--) {
                ordered.set(j, ordered.get(j - 1));
                at[j] = at[j - 1];
            }
            ordered.set(j, name);
            at[j] = first;
        }
        return ordered;
    }

    /** Adds the named captures of {@code segments} (a named wildcard included) to {@code names}. */
    static void add(List<SegmentPattern> segments, Collection<String> names) {
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

    /**
     * Where a capture named {@code name} first stands (after {@code :}, {@code <} or {@code *}).
     */
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

    /**
     * Whether each parameter name appears once in the pattern; else the second is reported.
     *
     * @param problems where a problem is reported
     * @param at the pattern's value in the file
     */
    static boolean unique(List<TableProblem> problems, Json.Node at, Pattern pattern) {
        for (String name : of(pattern)) {
            int second = secondAt(pattern.text, name);
            if (second >= 0) {
                TableProblem problem = new TableProblem(at.line,
                    RouteTableFile.column(at, second), ErrorText.PATTERN_DUPLICATE_NAME,
                    Texts.shortened(name));
                problems.add(problem.pointingInto(pattern.text, second));
                return false;
            }
        }
        return true;
    }

    /**
     * Reports each described parameter the route does not capture (its query conditions'
     * captures included), at its key.
     */
    static void described(List<TableProblem> problems, @Nullable Json.Node parameters,
            Pattern pattern, Map<String, QueryCondition> query) {
        if (parameters == null) return;
        List<String> names = new ArrayList<>(of(pattern));
        for (QueryCondition c : query.values()) names.addAll(c.parameterNames());
        for (Map.Entry<String, Json.Node> e : parameters.object().entrySet()) {
            String name = e.getKey();
            if (name.isEmpty() || names.contains(name)) continue;
            Json.Node v = e.getValue();
            String shown = Texts.quoted(pattern.text, false);
            if (names.isEmpty()) {
                problems.add(new TableProblem(v.keyLine, v.keyColumn,
                    ErrorText.ROUTE_PARAMETER_NONE_CAPTURED, Texts.quoted(name), shown));
            } else {
                problems.add(new TableProblem(v.keyLine, v.keyColumn,
                    ErrorText.ROUTE_PARAMETER_NOT_CAPTURED, Texts.quoted(name), shown,
                    String.join(", ", names)));
            }
        }
    }
}
