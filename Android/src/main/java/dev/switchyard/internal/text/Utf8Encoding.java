package dev.switchyard.internal.text;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A JVM string's UTF-8 bytes, for readers that must refuse what is not Unicode text, and for a
 * hash that must read it as Swift does.
 */
public final class Utf8Encoding {
    private Utf8Encoding() {}

    /**
     * The string's UTF-8 bytes, except that a surrogate without its other half is written as the
     * three bytes its code unit would have ({@code ED A0 80} for U+D800), which no UTF-8 reader
     * accepts: the strict reader refuses them at their place (the JDK's encoder writes {@code ?}
     * instead, which would read as an ordinary character).
     */
    public static byte[] bytesKeepingSurrogates(String text) {
        return bytesWithSurrogatesAs(text, null);
    }

    /**
     * The UTF-8 bytes of the text Swift's {@code String(decoding:as: UTF16.self)} makes of the
     * string's code units: each surrogate without its other half is U+FFFD ({@code EF BF BD}), one
     * for each such code unit, where the JDK's encoder would write {@code ?} (an ordinary
     * character, so {@code u?} and {@code u} followed by a lone U+D800 would give the same bytes).
     */
    public static byte[] bytesReplacingSurrogates(String text) {
        return bytesWithSurrogatesAs(text, new byte[] {(byte) 0xEF, (byte) 0xBF, (byte) 0xBD});
    }

    /**
     * The string's UTF-8 bytes, each surrogate without its other half written as {@code
     * replacement}, or as its code unit's three bytes when that is null.
     */
    private static byte[] bytesWithSurrogatesAs(String text, byte[] replacement) {
        if (unpairedSurrogate(text) < 0) return text.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() + 16);
        int k = 0;
        while (k < text.length()) {
            int unpaired = unpairedSurrogate(text, k);
            int end = unpaired < 0 ? text.length() : unpaired;
            byte[] valid = text.substring(k, end).getBytes(StandardCharsets.UTF_8);
            out.write(valid, 0, valid.length);
            if (end == text.length()) break;
            char unit = text.charAt(end);
            if (replacement != null) {
                out.write(replacement, 0, replacement.length);
            } else {
                out.write(0xE0 | unit >> 12);
                out.write(0x80 | (unit >> 6 & 0x3F));
                out.write(0x80 | (unit & 0x3F));
            }
            k = end + 1;
        }
        return out.toByteArray();
    }

    /** The index of the first surrogate without its other half, or -1. */
    public static int unpairedSurrogate(String text) {
        return unpairedSurrogate(text, 0);
    }

    /** The index of the first surrogate without its other half at or after {@code from}, or -1. */
    public static int unpairedSurrogate(String text, int from) {
        for (int k = from; k < text.length(); k++) {
            char c = text.charAt(k);
            if (!Character.isSurrogate(c)) continue;
            if (Character.isHighSurrogate(c) && k + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(k + 1))) {
                k++;
                continue;
            }
            return k;
        }
        return -1;
    }
}
