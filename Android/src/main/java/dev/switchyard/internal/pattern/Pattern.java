package dev.switchyard.internal.pattern;

import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A parsed route pattern: its schemes, host constraint or host capture, and its expansions (one per
 * optional-group choice). Filled in by the parser, then only read: what it hands out cannot be
 * changed (its lists are unmodifiable views or copies), since routes, and the pattern with them,
 * are shared by every table built from them (issue #79 item 4).
 */
public final class Pattern {
    /** One way the pattern can be read, its optional groups each in or out. Immutable. */
    public static final class Expansion {
        public final List<SegmentPattern> path;
        public final List<SegmentPattern> hash; // null: not a hash route
        /** The reading as a conflict message shows it: {@code /a/:y}, {@code /h#/v/:y}. */
        public final String text;
        public Expansion(List<SegmentPattern> path, List<SegmentPattern> hash) {
            this(path, hash, "");
        }

        public Expansion(List<SegmentPattern> path, List<SegmentPattern> hash, String text) {
            this.path = Immutable.listCopy(path);
            this.hash = hash == null ? null : Immutable.listCopy(hash);
            this.text = text;
        }
    }

    public final String text;
    // Filled in by the parser, then only read (through the accessors and views below).
    final List<String> schemes = new ArrayList<>();  // as written; empty: no scheme in the pattern
    private final List<String> schemesView = Collections.unmodifiableList(schemes);
    String schemeCaptureName;
    String schemePrefix = "";
    String schemeSuffix = "";
    List<String> schemeValues;
    String hostConstraint;                      // lowercased; null when none
    boolean takesHost;
    /** The readings, as the parser adds them. */
    final List<Expansion> readings = new ArrayList<>();
    /** Every reading of the pattern, in order: an unmodifiable view of the parser's. */
    public final List<Expansion> expansions = Collections.unmodifiableList(readings);
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

    /** The schemes as written; empty when the pattern has none (or captures it). */
    public List<String> schemes() {
        return schemesView;
    }

    /** The scheme capture's name ({@code app} of {@code <app>://}), or null. */
    public String schemeCaptureName() {
        return schemeCaptureName;
    }

    /** The text before the scheme capture ({@code x-} of {@code x-<app>://}). */
    public String schemePrefix() {
        return schemePrefix;
    }

    /** The text after the scheme capture. */
    public String schemeSuffix() {
        return schemeSuffix;
    }

    /** The values the scheme capture lists, or null. */
    public List<String> schemeValues() {
        return schemeValues;
    }

    /** The host constraint, lowercased; null when none. */
    public String hostConstraint() {
        return hostConstraint;
    }

    /** Whether the host is a placeholder the pattern takes. */
    public boolean takesHost() {
        return takesHost;
    }

    /** The scheme a URL of `urlScheme` gives the scheme capture (its value), or null when none. */
    public String schemeValue(String urlScheme) {
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
