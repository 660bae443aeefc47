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
    public final Regex regex;          // null unless constrained by a regex
    public final String regexSource;
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

    boolean constrained() {
        // `string` takes what a plain capture takes, so it ranks as one
        // (pattern.ranking.string-plain).
        boolean typed = type != null && !type.equals("string");
        return typed || regex != null || values != null;
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
        if (regex != null) return regex.matchesWhole(value);
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
