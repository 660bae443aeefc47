package dev.switchyard.internal.crypto;

import java.util.Base64;

/**
 * Base64 as Foundation's {@code Data(base64Encoded:)} reads it: padded to a multiple of 4, no
 * whitespace.
 */
public final class Base64Text {
    private Base64Text() {}

    /** The bytes, or null when {@code text} is not strict, padded base64. */
    public static byte[] decode(String text) {
        if (text.length() % 4 != 0) return null;
        try {
            return Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException notBase64) {
            return null;
        }
    }
}
