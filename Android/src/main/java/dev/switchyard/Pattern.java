package dev.switchyard;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed route pattern: its schemes, host constraint or host capture, and its expansions (one per
 * optional-group choice).
 */
final class Pattern {
    /** One way the pattern can be read, its optional groups each in or out. */
    static final class Expansion {
        final List<SegmentPattern> path;
        final List<SegmentPattern> hash; // null: not a hash route
        /** The reading as a conflict message shows it: {@code /a/:y}, {@code /h#/v/:y}. */
        final String text;
        Expansion(List<SegmentPattern> path, List<SegmentPattern> hash) {
            this(path, hash, "");
        }

        Expansion(List<SegmentPattern> path, List<SegmentPattern> hash, String text) {
            this.path = path;
            this.hash = hash;
            this.text = text;
        }
    }

    final String text;
    List<String> schemes = new ArrayList<>();  // as written; empty: no scheme in the pattern
    String schemeCaptureName;
    String schemePrefix = "";
    String schemeSuffix = "";
    List<String> schemeValues;
    String hostConstraint;                      // lowercased; null when none
    boolean takesHost;
    final List<Expansion> expansions = new ArrayList<>();
    /**
     * The parts of the path text (after scheme/host), for printing: String, or List for an optional
     * group.
     */
    List<Object> pathTree;
    List<Object> hashTree;
    String hostText;                            // host position as written (constraint or capture)

    Pattern(String text) {
        this.text = text;
    }

    /** The scheme a URL of `urlScheme` gives the scheme capture (its value), or null when none. */
    String schemeValue(String urlScheme) {
        if (schemeCaptureName == null) return null;
        String prefix = schemePrefix.toLowerCase(java.util.Locale.ROOT);
        String suffix = schemeSuffix.toLowerCase(java.util.Locale.ROOT);
        if (!urlScheme.startsWith(prefix) || !urlScheme.endsWith(suffix)
                || urlScheme.length() < prefix.length() + suffix.length()) {
            return null;
        }
        String value = urlScheme.substring(prefix.length(), urlScheme.length() - suffix.length());
        for (String allowed : schemeValues) {
            if (allowed.equalsIgnoreCase(value)) return value;
        }
        return null;
    }
}
