package dev.switchyard;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Takes a string in as a {@link RouteUrl}, in one pass over its UTF-8 bytes, or refuses it (Normalization.md §7). */
public final class Intake {
    /** Why a string was refused; `getMessage()` is the contract's message. */
    public static final class Refusal extends Exception {
        /** The corpus's name for it: `empty`, `too-long`, `control-character`, `dot-segment`, `bad-port`, … */
        public final String kind;

        Refusal(ErrorText text, String... values) {
            super(text.format(values), null, false, false);
            this.kind = text.code.substring("intake.".length());
        }
    }

    private final byte[] b;
    private final TableOptions o;
    private final int firstNul; // the offset of the first `%00`, or -1

    private Intake(byte[] b, TableOptions o, int firstNul) { this.b = b; this.o = o; this.firstNul = firstNul; }

    /** The refusal at `offset`, or the encoded NUL when one comes before it (one pass, the first problem wins). */
    private Refusal at(int offset, ErrorText text, String... values) {
        if (firstNul >= 0 && firstNul < offset) return nul();
        return new Refusal(text, values);
    }

    private Refusal nul() {
        return new Refusal(ErrorText.INTAKE_ENCODED_NUL, String.valueOf(firstNul));
    }

    public static RouteUrl take(String text, TableOptions o) throws Refusal {
        if (text.isEmpty()) throw new Refusal(ErrorText.INTAKE_EMPTY);
        if (text.length() > o.maxURLLength) { // UTF-16 length bounds the byte length from below
            throw new Refusal(ErrorText.INTAKE_TOO_LONG, String.valueOf(utf8Length(text)),
                String.valueOf(o.maxURLLength));
        }
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        if (b.length > o.maxURLLength) {
            throw new Refusal(ErrorText.INTAKE_TOO_LONG, String.valueOf(b.length),
                String.valueOf(o.maxURLLength));
        }
        int firstNul = -1;
        for (int k = 0; k < b.length; k++) {
            int c = b[k] & 0xFF;
            if (c < 0x20 || c == 0x7F) {
                if (firstNul >= 0) break;
                throw new Refusal(ErrorText.INTAKE_CONTROL_CHARACTER, String.format("U+%04X", c),
                    String.valueOf(k));
            }
            if (firstNul < 0 && c == '%' && k + 2 < b.length && b[k + 1] == '0' && b[k + 2] == '0') firstNul = k;
        }
        RouteUrl url = new Intake(b, o, firstNul).read();
        if (firstNul >= 0) throw new Intake(b, o, firstNul).nul();
        return url;
    }

    private RouteUrl read() throws Refusal {
        RouteUrl url = new RouteUrl();
        int i = 0;
        int schemeEnd = schemeEnd(b);
        if (schemeEnd > 0) {
            url.schemeAsWritten = new String(b, 0, schemeEnd, StandardCharsets.US_ASCII);
            url.scheme = url.schemeAsWritten.toLowerCase(java.util.Locale.ROOT);
            i = schemeEnd + 1;
        } else if (b[0] == '/' || b[0] == '?' || b[0] == '#') url.internal = true;
        else url.noOrigin = true;
        if ((url.scheme != null || url.internal) && i + 1 < b.length && b[i] == '/' && b[i + 1] == '/') {
            url.hasAuthority = true;
            i = authority(i + 2, url);
        }
        int pathEnd = i;
        while (pathEnd < b.length && b[pathEnd] != '?' && b[pathEnd] != '#') pathEnd++;
        int[] count = {url.hostIsSegment(o.hostAsPath) ? 1 : 0};
        segments(i, pathEnd, url.path, count);
        int k = pathEnd;
        int[] items = {0};
        if (k < b.length && b[k] == '?') {
            int end = k + 1;
            while (end < b.length && b[end] != '#') end++;
            url.query = items(k + 1, end, items);
            k = end;
        }
        if (k < b.length && b[k] == '#') {
            int f = k + 1;
            url.fragment = new String(b, f, b.length - f, StandardCharsets.UTF_8);
            if (f == b.length || b[f] == '/') {
                int q = f;
                while (q < b.length && b[q] != '?') q++;
                url.fragmentPath = new ArrayList<>();
                segments(f, q, url.fragmentPath, count);
                if (q < b.length) url.fragmentQuery = items(q + 1, b.length, items);
            } else if (url.fragment.indexOf('=') >= 0) url.fragmentQuery = items(f, b.length, items);
        }
        return url;
    }

    private static int utf8Length(String s) {
        int n = 0;
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c < 0x80) n += 1; else if (c < 0x800) n += 2; else if (Character.isHighSurrogate(c)) { n += 4; k++; } else n += 3;
        }
        return n;
    }

    /** The index of the `:` ending a scheme, or -1. */
    private static int schemeEnd(byte[] b) {
        if (!isLetter(b[0])) return -1;
        for (int k = 1; k < b.length; k++) {
            byte c = b[k];
            if (c == ':') return k;
            if (!(isLetter(c) || (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.')) return -1;
        }
        return -1;
    }

    private static boolean isLetter(byte c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

    private int authority(int start, RouteUrl url) throws Refusal {
        int end = start;
        while (end < b.length && b[end] != '/' && b[end] != '?' && b[end] != '#') {
            if (b[end] == '\\') {
                throw at(end, ErrorText.INTAKE_MALFORMED_AUTHORITY, String.valueOf(end),
                    "a backslash in the authority");
            }
            end++;
        }
        int hostStart = start;
        for (int k = end - 1; k >= start; k--) if (b[k] == '@') { hostStart = k + 1; break; }
        int hostEnd;
        if (hostStart < end && b[hostStart] == '[') {
            int close = hostStart;
            while (close < end && b[close] != ']') close++;
            if (close >= end) throw at(hostStart, ErrorText.INTAKE_MALFORMED_AUTHORITY,
                String.valueOf(hostStart), "unterminated '['");
            hostEnd = close + 1;
            if (hostEnd < end && b[hostEnd] != ':')
                throw at(hostEnd, ErrorText.INTAKE_MALFORMED_AUTHORITY, String.valueOf(hostEnd),
                    "unexpected character after ']'");
        } else {
            hostEnd = hostStart;
            while (hostEnd < end && b[hostEnd] != ':') hostEnd++;
        }
        if (hostEnd < end) {
            for (int k = hostEnd + 1; k < end; k++)
                if (b[k] < '0' || b[k] > '9') {
                    throw at(k, ErrorText.INTAKE_BAD_PORT, String.valueOf(k));
                }
        }
        RouteUrl.Piece piece = RouteUrl.decode(b, hostStart, hostEnd, o.decodePlus);
        url.hostPiece = piece;
        url.host = new String(b, hostStart, hostEnd - hostStart, StandardCharsets.UTF_8).toLowerCase(java.util.Locale.ROOT);
        if (!url.host.isEmpty() && isDot(piece.literal) && url.hostIsSegment(o.hostAsPath))
            throw at(hostStart, ErrorText.INTAKE_DOT_SEGMENT, String.valueOf(hostStart));
        return end;
    }

    static boolean isDot(String s) { return s.equals(".") || s.equals(".."); }

    private void segments(int from, int to, List<RouteUrl.Piece> out, int[] count) throws Refusal {
        int s = from;
        for (int k = from; k <= to; k++) {
            if (k < to && b[k] != '/') continue;
            if (k > s) {
                if (++count[0] > o.maxSegments) {
                    throw at(s, ErrorText.INTAKE_TOO_MANY_SEGMENTS, String.valueOf(o.maxSegments));
                }
                RouteUrl.Piece p = RouteUrl.decode(b, s, k, o.decodePlus);
                if (isDot(p.literal)) throw at(s, ErrorText.INTAKE_DOT_SEGMENT, String.valueOf(s));
                out.add(p);
            }
            s = k + 1;
        }
    }

    private List<String[]> items(int from, int to, int[] count) throws Refusal {
        List<String[]> out = new ArrayList<>();
        int s = from;
        for (int k = from; k <= to; k++) {
            if (k < to && b[k] != '&') continue;
            if (k > s) {
                int eq = s;
                while (eq < k && b[eq] != '=') eq++;
                if (eq > s) {
                    if (++count[0] > o.maxQueryItems) {
                        throw at(s, ErrorText.INTAKE_TOO_MANY_QUERY_ITEMS,
                            String.valueOf(o.maxQueryItems));
                    }
                    String name = RouteUrl.decode(b, s, eq, o.decodePlus).value;
                    String value = eq < k ? RouteUrl.decode(b, eq + 1, k, o.decodePlus).value : "";
                    out.add(new String[] {name, value});
                }
            }
            s = k + 1;
        }
        return out;
    }
}
