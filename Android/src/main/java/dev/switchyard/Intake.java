package dev.switchyard;

import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.CaseFolding;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Utf8Encoding;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Takes a string in as a {@link RouteUrl}, in one pass over its UTF-8 bytes, or refuses it
 * (Normalization.md §7).
 */
final class Intake {
    /** Why a string was refused; `getMessage()` is the contract's message. */
    static final class Refusal extends Exception {
        /**
         * The corpus's name for it, such as `empty`, `too-long`, `control-character`, `dot-segment`
         * or `bad-port`.
         */
        public final String kind;

        Refusal(ErrorText text, String... values) {
            super(text.format(values), null, false, false);
            this.kind = text.code.substring("intake.".length());
        }
    }

    private final byte[] bytes;
    private final TableOptions options;
    /** The offset of the first control character or {@code %00}, or -1. */
    private final int firstFlaw;
    /** Its refusal; null when there is none. */
    private final Refusal flaw;
    /** The segments (a host read as one included) and the query items, counted as read. */
    private final int[] segmentCount = {0};
    private final int[] itemCount = {0};

    private Intake(byte[] bytes, TableOptions options, int firstFlaw, Refusal flaw) {
        this.bytes = bytes;
        this.options = options;
        this.firstFlaw = firstFlaw;
        this.flaw = flaw;
    }

    /**
     * The refusal at `offset`, or the control character or encoded NUL when one comes before it
     * (one pass, the first problem in the URL wins: normalization.intake.refusal-order).
     */
    private Refusal at(int offset, ErrorText text, String... values) {
        if (flaw != null && firstFlaw < offset) return flaw;
        return new Refusal(text, values);
    }

    public static RouteUrl take(String text, TableOptions options) throws Refusal {
        if (text.isEmpty()) throw new Refusal(ErrorText.INTAKE_EMPTY);
        // UTF-16 length bounds the byte length from below
        if (text.length() > options.maxURLLength) {
            throw new Refusal(ErrorText.INTAKE_TOO_LONG, String.valueOf(utf8Length(text)),
                    String.valueOf(options.maxURLLength));
        }
        refuseUnpairedSurrogate(text);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (bytes.length > options.maxURLLength) {
            throw new Refusal(ErrorText.INTAKE_TOO_LONG, String.valueOf(bytes.length),
                    String.valueOf(options.maxURLLength));
        }
        int firstFlaw = -1;
        Refusal flaw = null;
        for (int k = 0; k < bytes.length; k++) {
            int c = bytes[k] & 0xFF;
            if (c < 0x20 || c == 0x7F) {
                flaw = new Refusal(ErrorText.INTAKE_CONTROL_CHARACTER, String.format("U+%04X", c),
                        String.valueOf(k));
                firstFlaw = k;
                break;
            }
            if (c == '%' && k + 2 < bytes.length && bytes[k + 1] == '0' && bytes[k + 2] == '0') {
                flaw = new Refusal(ErrorText.INTAKE_ENCODED_NUL, String.valueOf(k));
                firstFlaw = k;
                break;
            }
        }
        Intake intake = new Intake(bytes, options, firstFlaw, flaw);
        RouteUrl url = intake.read();
        if (flaw != null) throw flaw;
        // The counts are judged on the whole URL, after every problem at a place in it.
        if (intake.segmentCount[0] > options.maxSegments) {
            throw new Refusal(ErrorText.INTAKE_TOO_MANY_SEGMENTS,
                    String.valueOf(options.maxSegments));
        }
        if (intake.itemCount[0] > options.maxQueryItems) {
            throw new Refusal(ErrorText.INTAKE_TOO_MANY_QUERY_ITEMS,
                    String.valueOf(options.maxQueryItems));
        }
        return url;
    }

    private RouteUrl read() throws Refusal {
        RouteUrl.Builder url = new RouteUrl.Builder();
        int i = 0;
        int schemeEnd = schemeEnd(bytes);
        if (schemeEnd > 0) {
            url.schemeAsWritten = new String(bytes, 0, schemeEnd, StandardCharsets.US_ASCII);
            url.scheme = url.schemeAsWritten.toLowerCase(java.util.Locale.ROOT);
            i = schemeEnd + 1;
        } else if (bytes[0] == '/' || bytes[0] == '?' || bytes[0] == '#') {
            url.internal = true;
        } else url.noOrigin = true;
        if ((url.scheme != null || url.internal) && i + 1 < bytes.length && bytes[i] == '/'
                && bytes[i + 1] == '/') {
            url.hasAuthority = true;
            i = authority(i + 2, url);
        }
        int pathEnd = i;
        while (pathEnd < bytes.length && bytes[pathEnd] != '?' && bytes[pathEnd] != '#') pathEnd++;
        int[] count = segmentCount;
        count[0] = url.hostIsSegment(options.hostAsPath) ? 1 : 0;
        segments(i, pathEnd, url.path, count);
        int k = pathEnd;
        int[] items = itemCount;
        if (k < bytes.length && bytes[k] == '?') {
            int end = k + 1;
            while (end < bytes.length && bytes[end] != '#') end++;
            url.query = items(k + 1, end, items);
            k = end;
        }
        if (k < bytes.length && bytes[k] == '#') {
            int f = k + 1;
            url.fragment = new String(bytes, f, bytes.length - f, StandardCharsets.UTF_8);
            if (f == bytes.length || bytes[f] == '/') {
                int q = f;
                while (q < bytes.length && bytes[q] != '?') q++;
                url.fragmentPath = new ArrayList<>();
                segments(f, q, url.fragmentPath, count);
                if (q < bytes.length) url.fragmentQuery = items(q + 1, bytes.length, items);
            } else if (url.fragment.indexOf('=') >= 0) {
                url.fragmentQuery = items(f, bytes.length, items);
            }
        }
        return url.build();
    }

    /**
     * Refuses a string that is not Unicode text: a surrogate without its other half has no UTF-8
     * bytes ({@code getBytes} would write {@code ?}, which starts a query). A Swift {@code String}
     * cannot hold one (Normalization.md section 7).
     */
    static void refuseUnpairedSurrogate(String text) throws Refusal {
        int unpaired = Utf8Encoding.unpairedSurrogate(text);
        if (unpaired >= 0) {
            throw new Refusal(ErrorText.INTAKE_INVALID_UNICODE,
                String.format("U+%04X", (int) text.charAt(unpaired)),
                String.valueOf(utf8Length(text.substring(0, unpaired))));
        }
    }

    static int utf8Length(String text) {
        int n = 0;
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c < 0x80) {
                n += 1;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c)) {
                n += 4;
                k++;
            } else n += 3;
        }
        return n;
    }

    /** The index of the `:` ending a scheme, or -1. */
    private static int schemeEnd(byte[] bytes) {
        if (!isLetter(bytes[0])) return -1;
        for (int k = 1; k < bytes.length; k++) {
            byte c = bytes[k];
            if (c == ':') return k;
            if (!(isLetter(c) || (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.')) {
                return -1;
            }
        }
        return -1;
    }

    private static boolean isLetter(byte ch) {
        return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
    }

    private int authority(int start, RouteUrl.Builder url) throws Refusal {
        int end = start;
        while (end < bytes.length && bytes[end] != '/' && bytes[end] != '?' && bytes[end] != '#') {
            if (bytes[end] == '\\') {
                throw at(end, ErrorText.INTAKE_MALFORMED_AUTHORITY, String.valueOf(end),
                        "a backslash in the authority");
            }
            end++;
        }
        // The authority is read whole before its parts are judged: a control character or `%00`
        // in it comes before a bad bracket, port or host.
        if (flaw != null && firstFlaw < end) throw flaw;
        int hostStart = start;
        for (int k = end - 1; k >= start; k--) if (bytes[k] == '@') {
            hostStart = k + 1;
            break;
        }
        int hostEnd;
        if (hostStart < end && bytes[hostStart] == '[') {
            int close = hostStart;
            while (close < end && bytes[close] != ']') close++;
            if (close >= end) {
                throw at(hostStart, ErrorText.INTAKE_MALFORMED_AUTHORITY,
                        String.valueOf(hostStart), "unterminated '['");
            }
            hostEnd = close + 1;
            if (hostEnd < end && bytes[hostEnd] != ':') {
                throw at(hostEnd, ErrorText.INTAKE_MALFORMED_AUTHORITY, String.valueOf(hostEnd),
                        "unexpected character after ']'");
            }
        } else {
            hostEnd = hostStart;
            while (hostEnd < end && bytes[hostEnd] != ':') hostEnd++;
        }
        if (hostEnd < end) {
            for (int k = hostEnd + 1; k < end; k++) {
                if (bytes[k] < '0' || bytes[k] > '9') {
                    throw at(k, ErrorText.INTAKE_BAD_PORT, String.valueOf(k));
                }
            }
        }
        RouteUrl.Piece piece = RouteUrl.decode(bytes, hostStart, hostEnd, options.decodePlus);
        url.hostPiece = piece;
        // Host as path is decided on the host as written (an escaped dot is no dot); it compares
        // decoded and lowercased (Normalization.md, section 1).
        String written = new String(bytes, hostStart, hostEnd - hostStart, StandardCharsets.UTF_8);
        url.hostAsWritten = CaseFolding.asciiLowercased(written);
        String decoded = RouteUrl.decode(bytes, hostStart, hostEnd, false).literal;
        url.host = CaseFolding.lowercased(decoded);
        if (!url.host.isEmpty() && RouteUrl.isDot(piece.literal)
            && url.hostIsSegment(options.hostAsPath)) {
            throw at(hostStart, ErrorText.INTAKE_DOT_SEGMENT, String.valueOf(hostStart));
        }
        return end;
    }

    private void segments(int from, int to, List<RouteUrl.Piece> out, int[] count) throws Refusal {
        int s = from;
        for (int k = from; k <= to; k++) {
            if (k < to && bytes[k] != '/') continue;
            if (k > s) {
                count[0]++;
                RouteUrl.Piece p = RouteUrl.decode(bytes, s, k, options.decodePlus);
                if (RouteUrl.isDot(p.literal)) {
                    throw at(s, ErrorText.INTAKE_DOT_SEGMENT, String.valueOf(s));
                }
                out.add(p);
            }
            s = k + 1;
        }
    }

    private List<String[]> items(int from, int to, int[] count) throws Refusal {
        List<String[]> out = new ArrayList<>();
        int s = from;
        for (int k = from; k <= to; k++) {
            if (k < to && bytes[k] != '&') continue;
            if (k > s) {
                int eq = s;
                while (eq < k && bytes[eq] != '=') eq++;
                // Every non-empty piece is an item of the URL and counts against maxQueryItems;
                // one with an empty name (`=v`) is then ignored (normalization.query.empty-name).
                count[0]++;
                if (eq > s) {
                    String name = RouteUrl.decode(bytes, s, eq, options.decodePlus).value;
                    String value = eq < k
                            ? RouteUrl.decode(bytes, eq + 1, k, options.decodePlus).value : "";
                    out.add(new String[] {name, value});
                }
            }
            s = k + 1;
        }
        return out;
    }
}
