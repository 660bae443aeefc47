package dev.switchyard;

import javax.annotation.Nullable;

/**
 * A source a {@link SourcePolicy} denies, kept as its platform names it, so that one sender is
 * denied whatever its spelling (the Security article's {@code policy.deny-source}, as the Swift
 * router's {@code DeniedSource}): another app's package name compares ignoring ASCII case, other
 * characters as written; a web page compares by its origin ({@link #origin(String)}); a sender of
 * the rule's kind that names nothing (no package, no page, a page with no origin) may be the
 * denied one, so it is refused too: a deny fails closed. Immutable.
 */
@NonnullByDefault
final class DeniedSource {
    private final RouteSource.Kind kind;
    /** The folded package name or the origin; null for a rule naming no app and no page. */
    @Nullable
    private final String key;

    private DeniedSource(RouteSource.Kind kind, @Nullable String key) {
        this.kind = kind;
        this.key = key;
    }

    /**
     * The rule {@code source} spells, or null when it is a web page whose URL has no origin: such a
     * rule cannot say which pages it means, and the policy denies every web page for it.
     */
    @Nullable
    static DeniedSource of(RouteSource source) {
        String detail = source.detail();
        if (detail == null) return new DeniedSource(source.kind(), null);
        if (source.kind() == RouteSource.Kind.OTHER_APP) {
            return new DeniedSource(source.kind(), folded(detail));
        }
        String origin = origin(detail);
        return origin == null ? null : new DeniedSource(source.kind(), origin);
    }

    /** Whether this rule refuses {@code source}. */
    boolean denies(RouteSource source) {
        if (source.kind() != kind) return false;
        String detail = source.detail();
        boolean named = kind == RouteSource.Kind.OTHER_APP || kind == RouteSource.Kind.WEB_PAGE;
        if (key == null) return detail == null || !named;
        if (detail == null) return true;
        if (kind == RouteSource.Kind.OTHER_APP) return key.equals(folded(detail));
        String origin = origin(detail);
        return origin == null || origin.equals(key);
    }

    /** {@code text} with its ASCII letters lowercased; every other character as written. */
    static String folded(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
        }
        return out.toString();
    }

    /**
     * A page's origin as a {@code web:} rule compares it: {@code scheme://host[:port]}, scheme
     * and host ASCII-lowercased, userinfo dropped, a default port (443 for https, 80 for http)
     * left out, path, query and fragment ignored.
     *
     * @return the origin, or null when the URL has none (no {@code SCHEME://}, an empty host, a
     *     port that is not a number from 0 to 65535)
     */
    @Nullable
    static String origin(String url) {
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
                String lower = folded(scheme);
                int fallback = "https".equals(lower) ? 443 : "http".equals(lower) ? 80 : -1;
                port = number == fallback ? "" : ":" + number;
            }
        }
        if (host.isEmpty()) return null;
        return folded(scheme) + "://" + folded(host) + port;
    }
}
