package dev.switchyard;

import dev.switchyard.internal.text.RouterText;
import dev.switchyard.internal.text.Texts;
import java.util.List;
import java.util.Locale;
import javax.annotation.Nullable;

/**
 * The one check a web page a link leads to passes before the app may show it, as Swift's {@code
 * WebDestination.check} makes it (Security article, T4): {@code http} or {@code https} as an
 * origin lists it, then {@code ://}, then a host of ASCII letters, digits, {@code -} and {@code .}
 * that a web origin names exactly, then nothing or a path, query or fragment. Userinfo, a port
 * (the default one too), a backslash, an encoded or internationalised host, a space or control
 * character anywhere and every other scheme are refused: the forms browsers and web views read
 * differently from a router. The raw text is checked, not the URL as the intake contract takes it
 * in, which reads the host after the last {@code @} and drops the port.
 */
@NonnullByDefault
final class WebDestinationCheck {
    private WebDestinationCheck() {
    }

    /**
     * Why {@code text} is not a page the app may show, in Swift's words; null when it is one.
     *
     * @param text the URL as the link (or its last rewrite) spells it
     * @param allowed the table's web origins
     * @return the refusal, or null
     */
    @Nullable
    static String refusal(String text, List<LinkSource> allowed) {
        int[] scalars = Texts.scalars(text);
        for (int i = 0; i < scalars.length; i++) {
            int scalar = scalars[i];
            if (scalar <= 0x20 || scalar == 0x7F || scalar == '\\') {
                String what = scalar == '\\' ? "a backslash" : "a space or control character";
                return RouterText.WEB_BAD_CHARACTER.format(what, String.valueOf(i));
            }
        }
        int schemeEnd = 0;
        while (schemeEnd < scalars.length && isAsciiLetterOrDigit(scalars[schemeEnd])) schemeEnd++;
        String scheme = new String(scalars, 0, schemeEnd).toLowerCase(Locale.ROOT);
        // The scheme's scalars are ASCII, so its end is the same index in the text.
        boolean web = scheme.equals("https") || scheme.equals("http");
        if (!web || !text.startsWith("://", schemeEnd)) {
            return RouterText.WEB_NOT_HTTP.format();
        }
        int hostStart = schemeEnd + 3;
        int hostEnd = hostStart;
        while (hostEnd < scalars.length && !endsHost(scalars[hostEnd])) hostEnd++;
        boolean plain = hostEnd > hostStart;
        for (int i = hostStart; i < hostEnd; i++) plain &= isHostScalar(scalars[i]);
        if (!plain) {
            return RouterText.WEB_HOST_NOT_PLAIN.format();
        }
        String host = new String(scalars, hostStart, hostEnd - hostStart).toLowerCase(Locale.ROOT);
        for (LinkSource origin : allowed) {
            boolean webOrigin = origin.host != null
                && (origin.scheme.equals("https") || origin.scheme.equals("http"));
            if (webOrigin && origin.accepts(scheme, host)) return null;
        }
        return RouterText.WEB_ORIGIN_NOT_ALLOWED.format(Texts.quoted(scheme + "://" + host));
    }

    /** {@code text} when it is a page of one of {@code allowed}, else null. */
    @Nullable
    static String page(String text, List<LinkSource> allowed) {
        return refusal(text, allowed) == null ? text : null;
    }

    private static boolean endsHost(int scalar) {
        return scalar == '/' || scalar == '?' || scalar == '#';
    }

    /** An ASCII letter, digit, {@code -} or {@code .}: a host as a web view reads it. */
    private static boolean isHostScalar(int scalar) {
        return isAsciiLetterOrDigit(scalar) || scalar == '-' || scalar == '.';
    }

    private static boolean isAsciiLetterOrDigit(int scalar) {
        return scalar >= 'a' && scalar <= 'z' || scalar >= 'A' && scalar <= 'Z'
            || scalar >= '0' && scalar <= '9';
    }
}
