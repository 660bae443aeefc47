package dev.switchyard;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** A JVM string's UTF-8 bytes, for readers that must refuse what is not Unicode text. */
final class Utf8Encoding {
    private Utf8Encoding() {}

    /**
     * The string's UTF-8 bytes, except that a surrogate without its other half is written as the
     * three bytes its code unit would have ({@code ED A0 80} for U+D800), which no UTF-8 reader
     * accepts: the strict reader refuses them at their place (the JDK's encoder writes {@code ?}
     * instead, which would read as an ordinary character).
     */
    static byte[] bytesKeepingSurrogates(String text) {
        if (Intake.unpairedSurrogate(text) < 0) return text.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() + 16);
        int k = 0;
        while (k < text.length()) {
            int unpaired = Intake.unpairedSurrogate(text, k);
            int end = unpaired < 0 ? text.length() : unpaired;
            byte[] valid = text.substring(k, end).getBytes(StandardCharsets.UTF_8);
            out.write(valid, 0, valid.length);
            if (end == text.length()) break;
            char unit = text.charAt(end);
            out.write(0xE0 | unit >> 12);
            out.write(0x80 | (unit >> 6 & 0x3F));
            out.write(0x80 | (unit & 0x3F));
            k = end + 1;
        }
        return out.toByteArray();
    }
}
