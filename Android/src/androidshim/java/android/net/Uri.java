package android.net;

import java.net.URI;
import java.net.URISyntaxException;
import javax.annotation.Nullable;

/**
 * Stand-in for {@code android.net.Uri} (API 1): the members the glue uses. Not Android's parser:
 * parts are read with {@code java.net.URI}, and a string it refuses keeps only its scheme, where
 * Android's lenient parser reads more; {@link #toString()} gives the string back as Android does.
 */
public abstract class Uri {
    Uri() {
    }

    /**
     * A URI of the string as it is; never throws.
     *
     * @param uriString the string
     * @return the URI
     */
    public static Uri parse(String uriString) {
        return new StringUri(uriString);
    }

    /**
     * The scheme, as written.
     *
     * @return the scheme, or null for a relative URI
     */
    @Nullable
    public abstract String getScheme();

    /**
     * The host, as written.
     *
     * @return the host, or null
     */
    @Nullable
    public abstract String getHost();

    /**
     * The port.
     *
     * @return the port, or -1 when none is given
     */
    public abstract int getPort();

    /**
     * The userinfo before the host's {@code @}, decoded.
     *
     * @return the userinfo, or null
     */
    @Nullable
    public abstract String getUserInfo();

    /** The stand-in's only kind of URI: a string, read when asked. */
    private static final class StringUri extends Uri {
        private final String text;
        @Nullable private final URI parsed;

        StringUri(String text) {
            this.text = text;
            URI uri;
            try {
                uri = new URI(text);
            } catch (URISyntaxException notJavas) {
                uri = null;
            }
            this.parsed = uri;
        }

        @Override
        @Nullable
        public String getScheme() {
            if (parsed != null) return parsed.getScheme();
            int colon = text.indexOf(':');
            return colon > 0 ? text.substring(0, colon) : null;
        }

        @Override
        @Nullable
        public String getHost() {
            return parsed == null ? null : parsed.getHost();
        }

        @Override
        public int getPort() {
            return parsed == null ? -1 : parsed.getPort();
        }

        @Override
        @Nullable
        public String getUserInfo() {
            return parsed == null ? null : parsed.getUserInfo();
        }

        @Override
        public String toString() {
            return text;
        }
    }
}
