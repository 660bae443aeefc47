package dev.switchyard.internal.pattern;

import dev.switchyard.internal.regex.Regex;
import java.util.List;

/**
 * Patterns, segments and captures made from their parts as a ready table records them (ADR 0069,
 * {@code dev.switchyard.ReadyTable}): what the parser would have made of the pattern's text,
 * without reading the text. The reader checks each part first; these only assemble, and keep the
 * lists they are given (unchanged from then on).
 */
public final class PatternRecords {
    private PatternRecords() {}

    /**
     * A parsed pattern of these parts: {@code schemes} as written, the scheme placeholder (its
     * name, or null, then the text around it and its values), the host constraint (lowercased) or
     * whether the host is a placeholder, and its readings.
     */
    public static Pattern pattern(String text, List<String> schemes, String schemeCaptureName,
            String schemePrefix, String schemeSuffix, List<String> schemeValues,
            String hostConstraint, boolean takesHost, List<Pattern.Expansion> expansions) {
        Pattern p = new Pattern(text, schemes, expansions);
        p.schemeCaptureName = schemeCaptureName;
        p.schemePrefix = schemePrefix;
        p.schemeSuffix = schemeSuffix;
        p.schemeValues = schemeValues;
        p.hostConstraint = hostConstraint;
        p.takesHost = takesHost;
        return p;
    }

    /** A literal segment, as written ({@code text}, which is {@code literal} unescaped). */
    public static SegmentPattern literal(String literal, String text) {
        return SegmentPattern.literal(literal, text);
    }

    /** A wildcard segment: {@code *}, {@code *name}, or {@code <path:name>} ({@code needsOne}). */
    public static SegmentPattern wildcard(String name, boolean needsOne, String text) {
        SegmentPattern s = SegmentPattern.wildcard(name, needsOne);
        s.text = text;
        return s;
    }

    /** A segment of captures and literal text (each part a {@code String} or a capture). */
    public static SegmentPattern parts(List<Object> parts, String text) {
        SegmentPattern s = SegmentPattern.parts(parts);
        s.text = text;
        return s;
    }

    /** A capture: its name, type, regex (compiled from {@code regexSource}) or allowed values. */
    public static Capture capture(String name, String type, Regex regex, String regexSource,
            List<String> values, boolean mayBeEmpty) {
        return new Capture(name, type, regex, regexSource, values, mayBeEmpty);
    }
}
