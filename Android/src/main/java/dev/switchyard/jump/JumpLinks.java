package dev.switchyard.jump;

import dev.switchyard.AppIdentities;
import dev.switchyard.NonnullByDefault;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.annotation.Nullable;

/**
 * The links of a plan, from the link and the app's identities ({@code jump.links.*}): text only,
 * nothing matched here.
 */
@NonnullByDefault
final class JumpLinks {
    /** {@code SCHEME://} and the rest (DOTALL: a line break is part of the rest). */
    private static final Pattern SCHEME_SLASHES =
        Pattern.compile("(?s)([A-Za-z][A-Za-z0-9+.-]*)://(.*)");
    private static final Pattern WEB = Pattern.compile("(?is)https?://.*");
    private static final String HEX = "0123456789ABCDEF";

    private JumpLinks() {}

    /** Whether {@code url} is an {@code http} or {@code https} URL. */
    static boolean isWeb(String url) {
        return WEB.matcher(url).matches();
    }

    /** The scheme and the rest of a {@code SCHEME://} URL, or null. */
    @Nullable
    static String[] split(String url) {
        Matcher found = SCHEME_SLASHES.matcher(url);
        return found.matches() ? new String[] {found.group(1), found.group(2)} : null;
    }

    /** The host of a {@code SCHEME://} URL, lowercased, without userinfo or port; "" for none. */
    static String hostOf(String url) {
        String[] parts = split(url);
        if (parts == null) return "";
        String rest = parts[1];
        int end = rest.length();
        for (int i = 0; i < rest.length(); i++) {
            char c = rest.charAt(i);
            if (c == '/' || c == '?' || c == '#' || c == '\\') {
                end = i;
                break;
            }
        }
        String authority = rest.substring(0, end);
        String host = authority.substring(authority.lastIndexOf('@') + 1);
        return withoutPort(host).toLowerCase(Locale.ROOT);
    }

    /** The host without a final {@code :} and digits (a port, or an empty one). */
    private static String withoutPort(String host) {
        int digits = host.length();
        while (digits > 0 && host.charAt(digits - 1) >= '0' && host.charAt(digits - 1) <= '9') {
            digits--;
        }
        return digits > 0 && host.charAt(digits - 1) == ':' ? host.substring(0, digits - 1) : host;
    }

    /** {@code jump.links.app-link}: the link, when it is https on one of the app's hosts. */
    @Nullable
    static String appLink(String link, List<String> hosts) {
        String[] parts = split(link);
        boolean https = parts != null && parts[0].toLowerCase(Locale.ROOT).equals("https");
        return https && hosts.contains(hostOf(link)) ? link : null;
    }

    /**
     * Every byte of the text's UTF-8 but the unreserved ones, percent-encoded ({@code
     * jump.links.intent-fallback}); a lone surrogate is U+FFFD, as a browser's encoder writes it.
     */
    static String encoded(String text) {
        StringBuilder whole = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean paired = Character.isHighSurrogate(c) && i + 1 < text.length()
                && Character.isLowSurrogate(text.charAt(i + 1));
            if (paired) {
                whole.append(c).append(text.charAt(++i));
            } else {
                whole.append(Character.isSurrogate(c) ? '\uFFFD' : c);
            }
        }
        StringBuilder out = new StringBuilder();
        for (byte b : whole.toString().getBytes(StandardCharsets.UTF_8)) {
            int v = b & 0xFF;
            boolean unreserved = v >= 'A' && v <= 'Z' || v >= 'a' && v <= 'z'
                || v >= '0' && v <= '9' || v == '-' || v == '.' || v == '_' || v == '~';
            if (unreserved) {
                out.append((char) v);
            } else {
                out.append('%').append(HEX.charAt(v >> 4)).append(HEX.charAt(v & 0xF));
            }
        }
        return out.toString();
    }

    /**
     * {@code jump.links.intent} and {@code .intent-fallback}: the link as an {@code intent:} link
     * for the Android app, or null (a link with a fragment adds {@code fragment} to {@code why}).
     */
    @Nullable
    static String intent(String link, AppIdentities.AndroidApp app, @Nullable String webURL,
                         @Nullable String referrer, List<String> why) {
        String[] parts = split(link);
        if (parts == null) return null;
        if (parts[1].indexOf('#') >= 0) {
            why.add("fragment");
            return null;
        }
        String fallback = webURL != null ? "S.browser_fallback_url=" + encoded(webURL) + ";"
            : referrer != null ? "S.market_referrer=" + encoded(referrer) + ";" : "";
        return "intent://" + parts[1] + "#Intent;scheme=" + parts[0] + ";package="
            + app.packageName() + ";" + fallback + "end";
    }

    /** {@code jump.links.store} on iOS. */
    static String iosStore(AppIdentities.IosApp app) {
        String written = app.storeURL();
        return written != null ? written : "https://apps.apple.com/app/id" + app.appStoreId();
    }

    /** {@code jump.links.store} on Android. */
    static String androidStore(AppIdentities.AndroidApp app, @Nullable String referrer) {
        String written = app.storeURL();
        if (written != null) return written;
        String page = "https://play.google.com/store/apps/details?id=" + app.packageName();
        return referrer == null ? page : page + "&referrer=" + encoded(referrer);
    }
}
