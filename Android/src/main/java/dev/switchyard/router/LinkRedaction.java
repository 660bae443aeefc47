package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import dev.switchyard.policy.RouteSource;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * How analytics writes a link (rule {@code router.analytics.redact}, {@code Docs/Rules/router.md}).
 * The scheme, the host, the port and the path stay as written. Each query item {@code name=value}
 * becomes {@code name=redacted} ({@link #PLACEHOLDER}), unless the app keeps that name's values. An
 * item with no {@code =} stays as written. The fragment and any user info ({@code user:password@}
 * after {@code scheme://}) are dropped. A link's query carries what a third-party tracker should
 * not get: a token, an email address, a one-time password. The router's {@link OpenEvent}s are
 * redacted by default ({@link Router.Builder#analyticsKeepsQueryValues}); recording full links
 * takes an explicit call ({@link Router.Builder#analyticsRecordsFullLinks}). Immutable; the text is
 * the rule's, the same for the same link and names on every platform.
 *
 * <pre>{@code
 * LinkRedaction.keepingQueryValuesNamed("utm_source")
 *     .redact("https://ann:pw@shop.example:8443/reset?token=s3cr3t&utm_source=mail&debug#top");
 * // "https://shop.example:8443/reset?token=redacted&utm_source=mail&debug"
 * LinkRedaction.FULL_LINKS.redact("shop://cart?token=s3cr3t#top");   // as given
 * }</pre>
 */
@NonnullByDefault
public final class LinkRedaction {
    /** What a redacted query value becomes: {@code redacted}, which needs no percent-encoding. */
    public static final String PLACEHOLDER = "redacted";

    /** Every query value redacted, no fragment, no user info: the router's default. */
    public static final LinkRedaction DEFAULT = new LinkRedaction(Immutable.<String>set(), false);

    /** No redaction: links as opened, query values, fragment and user info, secrets included. */
    public static final LinkRedaction FULL_LINKS = new LinkRedaction(Immutable.<String>set(), true);

    private final Set<String> keptQueryNames;
    private final boolean recordsFullLinks;

    private LinkRedaction(Set<String> keptQueryNames, boolean recordsFullLinks) {
        this.keptQueryNames = keptQueryNames;
        this.recordsFullLinks = recordsFullLinks;
    }

    /**
     * A redaction that keeps the values of the query items named {@code names}, and no other.
     *
     * @param names the names, compared with the name as the link writes it (not decoded), code
     *     point for code point
     * @return the redaction
     */
    public static LinkRedaction keepingQueryValuesNamed(String... names) {
        return DEFAULT.keeping(Arrays.asList(Objects.requireNonNull(names, "names")));
    }

    /** This redaction, keeping the values of {@code names} too. */
    LinkRedaction keeping(Collection<String> names) {
        Set<String> kept = new LinkedHashSet<>(keptQueryNames);
        for (String name : names) kept.add(Objects.requireNonNull(name, "name"));
        return new LinkRedaction(Immutable.setCopy(kept), recordsFullLinks);
    }

    /** The query names whose values are kept. */
    Set<String> keptQueryNames() {
        return keptQueryNames;
    }

    /** Whether links are written as opened ({@link #FULL_LINKS}). */
    boolean recordsFullLinks() {
        return recordsFullLinks;
    }

    /**
     * {@code link} as analytics writes it: the whole link for {@link #FULL_LINKS}; otherwise
     * without its fragment and user info, each query value {@link #PLACEHOLDER} unless its name
     * is kept. The text is cut only at ASCII delimiters ({@code # ? & = @ /}), so a link that is
     * no URL is written by the same steps.
     *
     * <pre>{@code
     * LinkRedaction.DEFAULT.redact("shop://login?email=ann%40mail.example&next=%2Fcart#form");
     * // "shop://login?email=redacted&next=redacted"
     * }</pre>
     *
     * @param link the link, as opened
     * @return the link as analytics writes it
     */
    public String redact(String link) {
        Objects.requireNonNull(link, "link");
        if (recordsFullLinks) return link;
        int hash = link.indexOf('#');
        int end = hash < 0 ? link.length() : hash;
        int question = link.indexOf('?');
        int queryStart = question < 0 || question > end ? end : question;
        StringBuilder out = new StringBuilder(withoutUserInfo(link.substring(0, queryStart)));
        if (queryStart == end) return out.toString();
        out.append('?');
        int item = queryStart + 1;
        while (true) {
            int amp = link.indexOf('&', item);
            int itemEnd = amp < 0 || amp > end ? end : amp;
            int equals = link.indexOf('=', item);
            if (equals < 0 || equals >= itemEnd
                || keptQueryNames.contains(link.substring(item, equals))) {
                out.append(link, item, itemEnd);
            } else {
                out.append(link, item, equals + 1).append(PLACEHOLDER);
            }
            if (itemEnd == end) return out.toString();
            out.append('&');
            item = itemEnd + 1;
        }
    }

    /** {@code source} with its web page's link redacted. */
    RouteSource redact(RouteSource source) {
        if (recordsFullLinks || source.kind() != RouteSource.Kind.WEB_PAGE
            || source.detail() == null) {
            return source;
        }
        return RouteSource.webPage(redact(source.detail()));
    }

    /**
     * {@code head} (a link before its query) without the user info of its authority: after
     * {@code scheme://}, up to the last {@code @} before the next {@code /}.
     */
    private static String withoutUserInfo(String head) {
        int colon = head.indexOf(':');
        if (colon < 0 || !isScheme(head, colon) || !head.startsWith("//", colon + 1)) return head;
        int authority = colon + 3;
        int slash = head.indexOf('/', authority);
        int authorityEnd = slash < 0 ? head.length() : slash;
        int at = head.lastIndexOf('@', authorityEnd - 1);
        if (at < authority) return head;
        return head.substring(0, authority) + head.substring(at + 1);
    }

    /** Whether {@code head}'s first {@code length} chars are a URL scheme. */
    private static boolean isScheme(String head, int length) {
        if (length == 0 || !isLetter(head.charAt(0))) return false;
        for (int index = 1; index < length; index++) {
            char at = head.charAt(index);
            if (!isLetter(at) && !(at >= '0' && at <= '9') && at != '+' && at != '-' && at != '.') {
                return false;
            }
        }
        return true;
    }

    private static boolean isLetter(char letter) {
        return letter >= 'A' && letter <= 'Z' || letter >= 'a' && letter <= 'z';
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof LinkRedaction
            && keptQueryNames.equals(((LinkRedaction) other).keptQueryNames)
            && recordsFullLinks == ((LinkRedaction) other).recordsFullLinks;
    }

    @Override
    public int hashCode() {
        return keptQueryNames.hashCode() * 31 + (recordsFullLinks ? 1 : 0);
    }

    @Override
    public String toString() {
        return Values.text("LinkRedaction", new Object[] {"keptQueryNames", keptQueryNames,
            "recordsFullLinks", recordsFullLinks});
    }
}
