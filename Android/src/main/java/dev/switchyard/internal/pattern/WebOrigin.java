package dev.switchyard.internal.pattern;

import dev.switchyard.internal.text.CaseFolding;
import javax.annotation.Nullable;

/** A web page's origin, as a policy's {@code web:} deny compares pages (Security.md). */
public final class WebOrigin {
    private WebOrigin() {}

    /**
     * A page's origin as a {@code web:} rule compares it: {@code scheme://host[:port]}, scheme
     * and host ASCII-lowercased, userinfo dropped, a default port (443 for https, 80 for http)
     * left out, path, query and fragment ignored.
     *
     * @return the origin, or null when the URL has none (no {@code SCHEME://}, an empty host, a
     *     port that is not a number from 0 to 65535)
     */
    @Nullable
    public static String of(String url) {
        int colon = url.indexOf(':');
        if (colon <= 0 || !url.startsWith("://", colon)) return null;
        String scheme = url.substring(0, colon);
        if (!RouteUrl.isScheme(scheme)) return null;
        int end = colon + 3;
        while (end < url.length() && "/?#\\".indexOf(url.charAt(end)) < 0) end++;
        String authority = url.substring(colon + 3, end);
        authority = authority.substring(authority.lastIndexOf('@') + 1);
        int bracketEnd = authority.startsWith("[") ? authority.indexOf(']') : 0;
        if (bracketEnd < 0) return null;
        int portColon = authority.lastIndexOf(':');
        String host = authority;
        String port = "";
        if (portColon >= 0 && portColon >= bracketEnd) {
            host = authority.substring(0, portColon);
            String digits = authority.substring(portColon + 1);
            if (!digits.isEmpty()) {
                if (digits.length() > 5 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
                    return null;
                }
                int number = Integer.parseInt(digits);
                if (number > 65535) return null;
                String lower = CaseFolding.asciiLowercased(scheme);
                int fallback = "https".equals(lower) ? 443 : "http".equals(lower) ? 80 : -1;
                port = number == fallback ? "" : ":" + number;
            }
        }
        if (host.isEmpty()) return null;
        return CaseFolding.asciiLowercased(scheme) + "://" + CaseFolding.asciiLowercased(host)
            + port;
    }
}
