package dev.switchyard.internal.text;

import java.util.Locale;

/**
 * The two ways a reader folds case (Normalization.md, "Case"): a host with a dot, a link source's
 * host and a captured value under {@code lowercaseCaptures} are lowercased scalar by scalar with
 * Unicode's full lowercase mapping, without context or locale (what Swift's
 * {@code String.lowercased()} does: a final {@code Σ} is {@code σ}, {@code İ} is {@code i̇}); a
 * host read as a path segment and {@code (?i)} fold ASCII letters only.
 */
public final class CaseFolding {
    private CaseFolding() {}

    /**
     * {@code text} lowercased scalar by scalar: Java's {@code toLowerCase} of one scalar at a time
     * applies no context (a lone {@code Σ} has no final form).
     */
    public static String lowercased(String text) {
        if (isAscii(text)) return asciiLowercased(text);
        StringBuilder out = new StringBuilder(text.length());
        for (int k = 0; k < text.length();) {
            int scalar = text.codePointAt(k);
            int next = k + Character.charCount(scalar);
            if (scalar < 0x80) {
                out.append((char) asciiLower(scalar));
            } else {
                out.append(text.substring(k, next).toLowerCase(Locale.ROOT));
            }
            k = next;
        }
        return out.toString();
    }

    /** {@code text} with its ASCII letters lowercased; every other character as it is. */
    public static String asciiLowercased(String text) {
        StringBuilder out = null;
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c >= 'A' && c <= 'Z') {
                if (out == null) out = new StringBuilder(text).delete(k, text.length());
                out.append((char) (c + 32));
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? text : out.toString();
    }

    /** Whether {@code left} and {@code right} are equal with ASCII letters folded. */
    public static boolean asciiEqualsIgnoringCase(String left, String right) {
        return left.length() == right.length()
                && asciiRegionMatches(left, 0, right, 0, right.length());
    }

    /**
     * Whether {@code length} characters of {@code text} from {@code at} equal those of
     * {@code other} from {@code from}, ASCII letters folded.
     */
    public static boolean asciiRegionMatches(String text, int at, String other, int from,
            int length) {
        if (at < 0 || from < 0 || at + length > text.length() || from + length > other.length()) {
            return false;
        }
        for (int k = 0; k < length; k++) {
            if (asciiLower(text.charAt(at + k)) != asciiLower(other.charAt(from + k))) return false;
        }
        return true;
    }

    /** The ASCII letter's lowercase; any other character as it is. */
    static int asciiLower(int character) {
        return character >= 'A' && character <= 'Z' ? character + 32 : character;
    }

    /** The ASCII letter's other case; any other character as it is. */
    public static int asciiOtherCase(int character) {
        if (character >= 'A' && character <= 'Z') return character + 32;
        return character >= 'a' && character <= 'z' ? character - 32 : character;
    }

    private static boolean isAscii(String text) {
        for (int k = 0; k < text.length(); k++) {
            if (text.charAt(k) >= 0x80) return false;
        }
        return true;
    }
}
