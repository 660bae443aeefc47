package dev.switchyard;

import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.CaseFolding;
import dev.switchyard.internal.text.Values;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * An accepted origin, as a table's {@code accept} or {@code webOrigins} entry spells it:
 * {@code shop} (a scheme), {@code https://host}, or {@code https?://host} (https and http).
 * Immutable.
 */
@NonnullByDefault
public final class LinkSource {
    /** The scheme, lowercased ({@code https} for {@code https?}). */
    public final String scheme;
    /** The host, lowercased; null for an entry that is a scheme alone. */
    @Nullable
    public final String host;
    /** Whether the entry was {@code https?://host}: {@code http} is accepted as well. */
    public final boolean alsoHttp;
    final String text;

    private LinkSource(String scheme, @Nullable String host, boolean alsoHttp, String text) {
        this.scheme = scheme;
        this.host = host;
        this.alsoHttp = alsoHttp;
        this.text = text;
    }

    /**
     * Reads an entry.
     *
     * @param text the entry as the table file wrote it
     * @return the origin, or null when the entry is not one (it names a path, or no valid scheme),
     *     as the Swift reader's {@code LinkSource(parsing:)} refuses it: nothing is trimmed, so
     *     an entry with a space or control character before its scheme is not one
     */
    @Nullable
    public static LinkSource parse(String text) {
        Objects.requireNonNull(text, "text");
        if (LinkSourceCheck.problem(text) != null) return null;
        int separator = text.indexOf("://");
        if (separator < 0) {
            return RouteUrl.isScheme(text)
                ? new LinkSource(text.toLowerCase(Locale.ROOT), null, false, text) : null;
        }
        String scheme = text.substring(0, separator);
        String host = text.substring(separator + 3);
        if (host.endsWith("/")) {
            host = host.substring(0, host.length() - 1);
        }
        if (host.isEmpty() || host.contains("/")) {
            return null;
        }
        boolean both = scheme.equalsIgnoreCase("https?");
        if (both) {
            scheme = "https";
        }
        if (!RouteUrl.isScheme(scheme)) {
            return null;
        }
        return new LinkSource(scheme.toLowerCase(Locale.ROOT), CaseFolding.lowercased(host),
            both, text);
    }

    /**
     * Whether a URL of this scheme and host comes from this origin.
     *
     * @param urlScheme the URL's scheme, lowercased
     * @param urlHost the URL's host, lowercased; null for a URL without one
     * @return true when the scheme is this origin's (or {@code http} for {@code https?}) and, for
     *     an origin with a host, the host is its host
     */
    public boolean accepts(String urlScheme, @Nullable String urlHost) {
        Objects.requireNonNull(urlScheme, "urlScheme");
        boolean schemeAccepted = scheme.equals(urlScheme)
            || (alsoHttp && "http".equals(urlScheme));
        if (!schemeAccepted) {
            return false;
        }
        return host == null || host.equals(urlHost);
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"scheme", scheme, "host", host, "alsoHttp", alsoHttp};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof LinkSource && Arrays.equals(parts(), ((LinkSource) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("LinkSource", parts());
    }
}
