package dev.switchyard;

import java.util.Locale;

/** An accepted origin: `shop` (a scheme), `https://host`, or `https?://host` (https and http). */
public final class LinkSource {
    public final String scheme;   // lowercased
    public final String host;     // lowercased, null for a scheme alone
    public final boolean alsoHttp;
    final String text;

    private LinkSource(String scheme, String host, boolean alsoHttp, String text) {
        this.scheme = scheme; this.host = host; this.alsoHttp = alsoHttp; this.text = text;
    }

    /** Parses an entry, or returns null when it is not a source. */
    public static LinkSource parse(String text) {
        String t = text.trim();
        int sep = t.indexOf("://");
        if (sep < 0) return isScheme(t) ? new LinkSource(t.toLowerCase(Locale.ROOT), null, false, text) : null;
        String scheme = t.substring(0, sep), host = t.substring(sep + 3);
        if (host.endsWith("/")) host = host.substring(0, host.length() - 1);
        if (host.isEmpty() || host.contains("/")) return null;
        boolean both = scheme.equalsIgnoreCase("https?");
        if (both) scheme = "https";
        if (!isScheme(scheme)) return null;
        return new LinkSource(scheme.toLowerCase(Locale.ROOT), host.toLowerCase(Locale.ROOT), both, text);
    }

    static boolean isScheme(String s) {
        if (s.isEmpty() || !Character.isLetter(s.charAt(0)) || s.charAt(0) > 127) return false;
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c < 128 && (Character.isLetterOrDigit(c) || c == '+' || c == '-' || c == '.'))) return false;
        }
        return true;
    }

    /** Whether a URL of this scheme and host (both lowercased) comes from this source. */
    public boolean accepts(String urlScheme, String urlHost) {
        boolean schemeOK = scheme.equals(urlScheme) || (alsoHttp && "http".equals(urlScheme));
        if (!schemeOK) return false;
        return host == null || host.equals(urlHost);
    }
}
