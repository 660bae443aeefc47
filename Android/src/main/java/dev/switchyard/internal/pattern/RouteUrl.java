package dev.switchyard.internal.pattern;

import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Utf8;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A URL taken in by the normalisation contract (Normalization.md): scheme and host lowercased, path
 * split on `/` then percent-decoded, empty segments dropped, query and fragment query items
 * decoded, limits checked. Build one with {@code Intake.take}; a string that cannot be taken in
 * gives a refusal instead.
 */
public final class RouteUrl {
    /**
     * A decoded piece: `literal` keeps a raw `+` as `+`; `value` reads it as a space when
     * decodePlus is on.
     */
    public static final class Piece {
        public final String literal;
        public final String value;
        public final boolean lossy; // invalid UTF-8 was replaced by U+FFFD
        public Piece(String literal, String value, boolean lossy) {
            this.literal = literal;
            this.value = value;
            this.lossy = lossy;
        }
    }

    /**
     * A URL's parts as intake reads them, one by one, before the URL is built from them
     * ({@link #build()}); used by intake only.
     */
    public static final class Builder {
        public String scheme;
        public String schemeAsWritten;
        public boolean hasAuthority;
        public String host;
        public String hostAsWritten;
        public Piece hostPiece;
        public final List<Piece> path = new ArrayList<>();
        public List<String[]> query = Immutable.list();
        public List<String[]> fragmentQuery = Immutable.list();
        public String fragment;
        public List<Piece> fragmentPath;
        public boolean internal;
        public boolean noOrigin;

        /** Whether the host read so far is a path segment under `mode`. */
        public boolean hostIsSegment(String mode) {
            return RouteUrl.hostIsSegment(host, hostAsWritten, mode);
        }

        /** The URL of these parts; the builder is used no more. */
        public RouteUrl build() {
            return new RouteUrl(this);
        }
    }

    public final String scheme;            // lowercased, null for a relative URL
    public final String schemeAsWritten;
    public final boolean hasAuthority;
    public final String host;              // percent-decoded and lowercased, null when absent
    public final String hostAsWritten;     // as written, ASCII-lowercased: decides host-as-path
    public final Piece hostPiece;          // the host as written, decoded (a segment when taken)
    public final List<Piece> path;
    public final List<String[]> query;     // name, value; in order
    public final List<String[]> fragmentQuery;
    public final String fragment;          // raw, null when absent
    public final List<Piece> fragmentPath; // null unless the fragment is a path (or empty)
    public final boolean internal;         // starts with '/', '?' or '#'
    public final boolean noOrigin;         // no scheme and not internal

    private RouteUrl(Builder parts) {
        scheme = parts.scheme;
        schemeAsWritten = parts.schemeAsWritten;
        hasAuthority = parts.hasAuthority;
        host = parts.host;
        hostAsWritten = parts.hostAsWritten;
        hostPiece = parts.hostPiece;
        // The builder's own lists, handed over: intake builds a URL once per link and drops its
        // builder, and no reader changes them. Not wrapped read-only: a wrapper on the lists the
        // trie walks cost 5-10% of a match's CPU at 10 to 10,000 routes (Android/bench.sh).
        path = parts.path;
        query = parts.query;
        fragmentQuery = parts.fragmentQuery;
        fragment = parts.fragment;
        fragmentPath = parts.fragmentPath;
        internal = parts.internal;
        noOrigin = parts.noOrigin;
    }

    /** Whether the host is a path segment under `mode` ("auto", "always", "never"). */
    public boolean hostIsSegment(String mode) {
        return hostIsSegment(host, hostAsWritten, mode);
    }

    private static boolean hostIsSegment(String host, String hostAsWritten, String mode) {
        if (host == null || host.isEmpty()) return false;
        if ("always".equals(mode)) return true;
        if ("never".equals(mode)) return false;
        String h = hostAsWritten;
        return !(h.indexOf('.') >= 0 || h.equals("localhost") || h.startsWith("["));
    }

    /** The path segments a route sees: the host first when it is a segment. */
    public List<Piece> segments(String mode) {
        if (!hostIsSegment(mode)) return path;
        if (withHost == null) {
            List<Piece> all = new ArrayList<>(path.size() + 1);
            all.add(hostPiece);
            all.addAll(path);
            withHost = all;
        }
        return withHost;
    }

    /** The segments with the host first, made on first use (a URL is read by one match). */
    private List<Piece> withHost;

    /** The path segments with the host always first (for routes that take the host). */
    public List<Piece> segmentsTakingHost() {
        if (host == null || host.isEmpty()) return path;
        return segments("always");
    }

    /** The origin as messages spell it: `https://m.shop.example`, `shop://goods`. */
    public String origin() {
        if (scheme == null) return "";
        if (host == null || host.isEmpty()) return scheme + ":";
        return scheme + "://" + host;
    }

    /**
     * Percent-decodes `raw` (invalid escapes kept as written); `plus` reads a raw `+` as a space.
     */
    public static Piece decode(byte[] bytes, int from, int to, boolean plus) {
        boolean plain = true;
        for (int k = from; k < to && plain; k++) plain = bytes[k] != '%' && bytes[k] != '+';
        if (plain) {
            String s = new String(bytes, from, to - from, StandardCharsets.UTF_8);
            return new Piece(s, s, false);
        }
        byte[] lit = new byte[to - from];
        byte[] val = plus ? new byte[to - from] : lit;
        int n = 0;
        for (int k = from; k < to; k++) {
            byte c = bytes[k];
            if (c == '%' && k + 2 < to && hex(bytes[k + 1]) >= 0 && hex(bytes[k + 2]) >= 0) {
                byte d = (byte) (hex(bytes[k + 1]) * 16 + hex(bytes[k + 2]));
                lit[n] = d;
                if (plus) val[n] = d;
                n++;
                k += 2;
                continue;
            }
            lit[n] = c;
            if (plus) val[n] = c == '+' ? (byte) ' ' : c;
            n++;
        }
        boolean[] lossy = {false};
        String l = Utf8.decode(lit, 0, n, lossy);
        String v = plus ? Utf8.decode(val, 0, n, new boolean[1]) : l;
        return new Piece(l, v, lossy[0]);
    }

    /** The path a message shows: {@code /a/b}, with {@code #/c} for a fragment path. */
    public String shownPath(String hostAsPath) {
        StringBuilder b = new StringBuilder();
        for (Piece p : segments(hostAsPath)) b.append('/').append(p.literal);
        if (b.length() == 0) b.append('/');
        if (fragmentPath != null) {
            b.append('#');
            for (Piece p : fragmentPath) b.append('/').append(p.literal);
            if (fragmentPath.isEmpty()) b.append('/');
        }
        return b.toString();
    }

    static int hex(byte digit) {
        if (digit >= '0' && digit <= '9') return digit - '0';
        if (digit >= 'a' && digit <= 'f') return digit - 'a' + 10;
        if (digit >= 'A' && digit <= 'F') return digit - 'A' + 10;
        return -1;
    }

    /** Whether {@code text} is a URL scheme: an ASCII letter, then letters, digits, + - or . */
    public static boolean isScheme(String text) {
        if (text.isEmpty() || !Character.isLetter(text.charAt(0)) || text.charAt(0) > 127) {
            return false;
        }
        for (int i = 1; i < text.length(); i++) {
            char character = text.charAt(i);
            boolean allowed = character < 128 && (Character.isLetterOrDigit(character)
                || character == '+' || character == '-' || character == '.');
            if (!allowed) {
                return false;
            }
        }
        return true;
    }

    /** Whether a segment is {@code .} or {@code ..}: a URL path reads it as a step, not a name. */
    public static boolean isDot(String segment) {
        return segment.equals(".") || segment.equals("..");
    }

    /** Percent-encodes everything but unreserved characters (and `/` for a path). */
    public static String encode(String text, boolean keepSlash) {
        StringBuilder b = new StringBuilder();
        for (byte x : text.getBytes(StandardCharsets.UTF_8)) {
            int c = x & 0xFF;
            boolean unreserved = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~';
            if (unreserved || (keepSlash && c == '/')) {
                b.append((char) c);
            } else {
                b.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                    .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
            }
        }
        return b.toString();
    }

    /** {@code scheme://authority} of an absolute URL; null when it has no {@code ://}. */
    public static String origin(String url) {
        int colon = url.indexOf(':');
        if (colon < 0 || !url.startsWith("://", colon)) return null;
        int end = colon + 3;
        while (end < url.length() && "/?#".indexOf(url.charAt(end)) < 0) end++;
        return url.substring(0, end);
    }
}
