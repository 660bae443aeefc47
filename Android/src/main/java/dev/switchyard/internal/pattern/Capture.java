package dev.switchyard.internal.pattern;

import dev.switchyard.internal.regex.Regex;
import dev.switchyard.internal.text.CaseFolding;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * One capture of a segment: its name and what judges its value (a type, a regex or allowed values).
 */
public final class Capture {
    public final String name;
    public final String type;          // null, "int", "float", "uuid", "string", or a declared type
    /**
     * The regex, compiled (a {@link Regex}), or {@link #UNUSABLE}; null when the capture has no
     * regex, or a ready table's capture that no value has reached yet.
     */
    private volatile Object regex;
    public final String regexSource;   // null unless constrained by a regex
    public final List<String> values;  // null unless allowed values are listed
    public final boolean mayBeEmpty;

    Capture(String name, String type, Regex regex, String regexSource, List<String> values,
            boolean mayBeEmpty) {
        this.name = name;
        this.type = type;
        this.regex = regex;
        this.regexSource = regexSource;
        this.values = values == null ? null
            : Collections.unmodifiableList(new ArrayList<>(values));
        this.mayBeEmpty = mayBeEmpty;
    }

    /**
     * A ready table's capture (ADR 0069): its regex, if any, kept as text and compiled when a value
     * first reaches it.
     */
    public static Capture ofParts(String name, String type, String regexSource,
            List<String> values, boolean mayBeEmpty) {
        return new Capture(name, type, null, regexSource, values, mayBeEmpty);
    }

    /** A regex that did not compile: only a hand-made ready table's. */
    private static final Object UNUSABLE = new Object();

    boolean constrained() {
        // `string` takes what a plain capture takes, so it ranks as one
        // (pattern.ranking.string-plain).
        boolean typed = type != null && !type.equals("string");
        return typed || regexSource != null || values != null;
    }

    /**
     * Whether a value matches the capture's regex, compiling it the first time (a ready table's
     * capture: the table's load loads no regex engine). A regex that does not compile, which only
     * a hand-made image can hold, matches no value. Threads racing here each compile the same
     * immutable program; one is kept.
     */
    private boolean regexMatches(String value) {
        Object compiled = regex;
        if (compiled == null) {
            try {
                compiled = Regex.compile(regexSource);
            } catch (Regex.SyntaxError unusable) {
                compiled = UNUSABLE;
            }
            regex = compiled;
        }
        return compiled != UNUSABLE && ((Regex) compiled).matchesWhole(value);
    }

    /** Whether `value` (decoded, as the handler receives it) is accepted. */
    public boolean accepts(String value, Set<String> declaredTypes) {
        return accepts(value, declaredTypes, false);
    }

    /**
     * As above; `host` compares allowed values with ASCII letters folded (a host read as a
     * segment), the value keeping its case.
     */
    boolean accepts(String value, Set<String> declaredTypes, boolean host) {
        if (value.isEmpty()) return mayBeEmpty || (values != null && values.contains(""));
        // A host pattern judges the host ASCII-lowercased (issue #59): its regex and type too.
        if (host) value = CaseFolding.asciiLowercased(value);
        if (values != null) {
            if (!host) return values.contains(value);
            for (String v : values) {
                if (CaseFolding.asciiEqualsIgnoringCase(v, value)) {
                    return true;
                }
            }
            return false;
        }
        if (regexSource != null) return regexMatches(value);
        if (type == null) return true;
        switch (type) {
            case "int":
                return isInt(value);
            case "float":
                return isFloat(value);
            case "uuid":
                return isUUID(value);
            case "string":
                return true;
            default:
                return true; // a declared type: the tools take any value
        }
    }

    /**
     * PatternLanguage.md, "Typed placeholders": an optional sign, then decimal digits (any number
     * of leading zeros), within a 64-bit integer's range. Linear: past its leading zeros, a value
     * of more than 19 digits is out of range without being parsed.
     */
    public static boolean isInt(String text) {
        int i = 0;
        if (text.charAt(0) == '+' || text.charAt(0) == '-') i = 1;
        if (i == text.length()) return false;
        for (int k = i; k < text.length(); k++) {
            if (text.charAt(k) < '0' || text.charAt(k) > '9') {
                return false;
            }
        }
        int first = i;
        while (first < text.length() - 1 && text.charAt(first) == '0') first++;
        if (text.length() - first > 19) return false;
        String digits = text.substring(first);
        try {
            Long.parseLong(text.charAt(0) == '-' ? "-" + digits : digits);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /**
     * PatternLanguage.md, "Typed placeholders": {@code [+-]? (digits ("." digits?)? | "." digits)
     * ([eE] [+-]? digits)?}, ASCII digits, and finite as a 64-bit float.
     */
    public static boolean isFloat(String text) {
        int i = 0;
        int n = text.length();
        if (text.charAt(0) == '+' || text.charAt(0) == '-') i = 1;
        int digits = 0;
        while (i < n && Character.isDigit(text.charAt(i)) && text.charAt(i) < 128) {
            i++;
            digits++;
        }
        if (i < n && text.charAt(i) == '.') {
            i++;
            while (i < n && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                i++;
                digits++;
            }
        }
        if (digits == 0) return false;
        if (i < n && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            i++;
            if (i < n && (text.charAt(i) == '+' || text.charAt(i) == '-')) i++;
            int e = 0;
            while (i < n && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                i++;
                e++;
            }
            if (e == 0) return false;
        }
        if (i != n) return false; // parseDouble is linear; the URL's length bounds n
        try {
            return Double.isFinite(Double.parseDouble(text));
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public static boolean isUUID(String text) {
        if (text.length() != 36) return false;
        for (int i = 0; i < 36; i++) {
            char c = text.charAt(i);
            if (i == 8 || i == 13 || i == 18 || i == 23) {
                if (c != '-') return false;
            } else if (Character.digit(c, 16) < 0 || c > 127) {
                return false;
            }
        }
        return true;
    }
}
