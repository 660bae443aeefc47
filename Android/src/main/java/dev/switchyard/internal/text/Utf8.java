package dev.switchyard.internal.text;

/**
 * UTF-8 decoding that replaces each maximal invalid subpart with U+FFFD (as Swift and the WHATWG
 * decoder do).
 */
public final class Utf8 {
    private Utf8() {}

    /** The decoded text; `lossy[0]` is set when a replacement was made. */
    public static String decode(byte[] bytes, int from, int to, boolean[] lossy) {
        StringBuilder out = new StringBuilder(to - from);
        int i = from;
        while (i < to) {
            int b0 = bytes[i] & 0xFF;
            if (b0 < 0x80) {
                out.append((char) b0);
                i++;
                continue;
            }
            int need;
            int lower = 0x80;
            int upper = 0xBF;
            int cp;
            if (b0 >= 0xC2 && b0 <= 0xDF) {
                need = 1;
                cp = b0 & 0x1F;
            } else if (b0 >= 0xE0 && b0 <= 0xEF) {
                need = 2;
                cp = b0 & 0x0F;
                if (b0 == 0xE0) lower = 0xA0;
                if (b0 == 0xED) upper = 0x9F;
            } else if (b0 >= 0xF0 && b0 <= 0xF4) {
                need = 3;
                cp = b0 & 0x07;
                if (b0 == 0xF0) lower = 0x90;
                if (b0 == 0xF4) upper = 0x8F;
            } else {
                out.append('\uFFFD');
                lossy[0] = true;
                i++;
                continue;
            }
            int j = i + 1;
            boolean ok = true;
            for (int k = 0; k < need; k++, j++) {
                int c = j < to ? bytes[j] & 0xFF : -1;
                if (c < lower || c > upper) {
                    ok = false;
                    break;
                }
                lower = 0x80;
                upper = 0xBF;
                cp = (cp << 6) | (c & 0x3F);
            }
            if (!ok) {
                out.append('\uFFFD');
                lossy[0] = true;
                i = j;
                continue;
            }
            out.appendCodePoint(cp);
            i = j;
        }
        return out.toString();
    }
}
