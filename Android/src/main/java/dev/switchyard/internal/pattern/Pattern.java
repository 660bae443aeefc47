package dev.switchyard.internal.pattern;

import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.Arrays;
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

        private Expansion(String text, List<SegmentPattern> path, List<SegmentPattern> hash) {
            this.path = path;
            this.hash = hash;
            this.text = text;
        }

        /**
         * A ready table's reading (ADR 0069), its segments read into arrays of their own: kept
         * as unmodifiable views of them, not copied.
         */
        public static Expansion ofArrays(SegmentPattern[] path, SegmentPattern[] hash,
                                         String text) {
            return new Expansion(text, Collections.unmodifiableList(Arrays.asList(path)),
                hash == null ? null : Collections.unmodifiableList(Arrays.asList(hash)));
        }
    }

    public final String text;
    // Filled in by the parser (or given whole by a ready table), then only read (through the
    // accessors and views below).
    final List<String> schemes;  // as written; empty: no scheme in the pattern
    private final List<String> schemesView;
    String schemeCaptureName;
    String schemePrefix = "";
    String schemeSuffix = "";
    List<String> schemeValues;
    String hostConstraint;                      // lowercased; null when none
    boolean takesHost;
    /** The readings, as the parser adds them. */
    final List<Expansion> readings;
    /** Every reading of the pattern, in order: an unmodifiable view of the parser's. */
    public final List<Expansion> expansions;
    /**
     * The parts of the path text (after scheme/host), for printing: String, or List for an optional
     * group.
     */
    List<Object> pathTree;
    List<Object> hashTree;
    String hostText;                            // host position as written (constraint or capture)

    Pattern(String text) {
        this(text, new ArrayList<>(), new ArrayList<>());
    }

    private Pattern(String text, List<String> schemes, List<Expansion> readings) {
        this.text = text;
        this.schemes = schemes;
        this.schemesView = Collections.unmodifiableList(schemes);
        this.readings = readings;
        this.expansions = Collections.unmodifiableList(readings);
    }

    /** A pattern of lists that are unmodifiable already: they are their own views. */
    private Pattern(List<String> schemes, List<Expansion> readings, String text) {
        this.text = text;
        this.schemes = schemes;
        this.schemesView = schemes;
        this.readings = readings;
        this.expansions = readings;
    }

    /**
     * A parsed pattern made of its parts, as a ready table records them (ADR 0069): what the parser
     * would have made of {@code text}, without reading it. {@code schemes} as written, the scheme
     * placeholder (its name, or null, then the text around it and its values), the host
     * constraint (lowercased) or whether the host is a placeholder, and its readings; {@code
     * schemes} and {@code expansions} must be unmodifiable (they are kept as the pattern's views).
     */
    public static Pattern ofParts(String text, List<String> schemes, String schemeCaptureName,
            String schemePrefix, String schemeSuffix, List<String> schemeValues,
            String hostConstraint, boolean takesHost, List<Expansion> expansions) {
        Pattern p = new Pattern(schemes, expansions, text);
        p.schemeCaptureName = schemeCaptureName;
        p.schemePrefix = schemePrefix;
        p.schemeSuffix = schemeSuffix;
        p.schemeValues = schemeValues == null ? null : Collections.unmodifiableList(schemeValues);
        p.hostConstraint = hostConstraint;
        p.takesHost = takesHost;
        return p;
    }

    /** The schemes as written; empty when the pattern has none (or captures it). */
    public List<String> schemes() {
        return schemesView;
    }

    /** How many schemes the pattern writes ({@link #schemes()}'s size, without a copy). */
    public int schemeCount() {
        return schemes.size();
    }

    /** The scheme written at {@code index} (of {@link #schemes()}). */
    public String scheme(int index) {
        return schemes.get(index);
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
