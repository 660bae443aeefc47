package dev.switchyard.jump;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * What a jump is asked ({@code jump.md}): the link a page would offer, the page's environment, its
 * own URL, how the app will judge the link (its source, {@code universal-link} unless set, and
 * the app's rules) and a store referrer. Immutable: each setting gives a new request.
 *
 * <pre>{@code
 * JumpRequest request = JumpRequest.of("https://m.shop.example/goods/7",
 *         JumpPlatform.ANDROID_CHROME)
 *     .pageURL("https://www.shop.example/landing")   // default: none
 *     .referrer("token");                            // default: none
 * }</pre>
 */
@NonnullByDefault
public final class JumpRequest {
    /** The keys {@link #read} takes. */
    private static final List<String> KEYS =
        Arrays.asList("url", "platform", "pageURL", "source", "referrer");

    @Nullable private final String url;
    private final JumpPlatform platform;
    @Nullable private final String pageURL;
    private final RouteSource source;
    private final SourcePolicy policy;
    @Nullable private final String referrer;

    private JumpRequest(@Nullable String url, JumpPlatform platform, @Nullable String pageURL,
                        RouteSource source, SourcePolicy policy, @Nullable String referrer) {
        this.url = url;
        this.platform = platform;
        this.pageURL = pageURL;
        this.source = source;
        this.policy = policy;
        this.referrer = referrer;
    }

    /**
     * A jump to {@code url} on {@code platform}, from {@code universal-link} (how a tapped app
     * link arrives) under {@link SourcePolicy#DEFAULT}, on no page, with no referrer.
     *
     * @param url the link the page would offer
     * @param platform the page's environment
     * @return the request
     */
    public static JumpRequest of(String url, JumpPlatform platform) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(platform, "platform");
        return new JumpRequest(url, platform, null, RouteSource.UNIVERSAL_LINK,
            SourcePolicy.DEFAULT, null);
    }

    /**
     * The request loosely typed values spell, as a server reads a page's JSON: {@code url} (a
     * value that is not text is a link intake refuses: its plan is {@code web}), {@code platform}
     * (a {@link JumpPlatform} spelling), and optional {@code pageURL}, {@code source} (as {@code
     * switchyard match --source} spells it) and {@code referrer}, each a string.
     *
     * @param arguments the values by key; a key absent is not set
     * @param policy the app's rules
     * @return the request
     * @throws IllegalArgumentException naming the argument, for a key not listed above, a
     *     platform no {@link JumpPlatform} spells, a {@code pageURL}, {@code referrer} or {@code
     *     source} that is not a string, or a source that is {@code in-app} or spells none
     */
    public static JumpRequest read(Map<String, ?> arguments, SourcePolicy policy) {
        Objects.requireNonNull(arguments, "arguments");
        Objects.requireNonNull(policy, "policy");
        for (String key : arguments.keySet()) {
            if (!KEYS.contains(key)) {
                throw new IllegalArgumentException("jump: unknown argument \"" + key + "\"; known: "
                    + String.join(", ", KEYS));
            }
        }
        Object link = arguments.get("url");
        Object platform = arguments.get("platform");
        if (!(platform instanceof String)) {
            throw new IllegalArgumentException("jump: platform must be one of "
                + JumpPlatform.known() + ", found " + typeName(platform));
        }
        Object source =
            arguments.containsKey("source") ? arguments.get("source") : "universal-link";
        if (!(source instanceof String)) {
            throw new IllegalArgumentException("jump: source must be a string, found "
                + typeName(source));
        }
        return new JumpRequest(link instanceof String ? (String) link : null,
            JumpPlatform.named((String) platform), text(arguments, "pageURL"),
            source((String) source), policy, text(arguments, "referrer"));
    }

    @Nullable
    private static String text(Map<String, ?> arguments, String key) {
        if (!arguments.containsKey(key)) return null;
        Object value = arguments.get(key);
        if (value instanceof String) return (String) value;
        throw new IllegalArgumentException("jump: " + key + " must be a string, found "
            + typeName(value));
    }

    /** A value's type as the message names it, in JSON's words. */
    private static String typeName(@Nullable Object value) {
        if (value == null) return "null";
        boolean whole = value instanceof Long || value instanceof Integer;
        if (whole || value instanceof Double) return "number";
        if (value instanceof Boolean) return "boolean";
        if (value instanceof Map) return "object";
        if (value instanceof List) return "array";
        return value.getClass().getSimpleName();
    }

    /** A source as {@code switchyard match --source} spells it; never {@code in-app}. */
    private static RouteSource source(String text) {
        RouteSource source;
        try {
            source = RouteSource.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("jump: source: " + e.getMessage());
        }
        return checked(source);
    }

    private static RouteSource checked(RouteSource source) {
        if (source.isInApp()) {
            throw new IllegalArgumentException(
                "jump: source cannot be \"in-app\": a web page is never inside the app");
        }
        return source;
    }

    /**
     * This request offered on the page at {@code pageURL}: the page a user stays on, and whose
     * host keeps a tap on its own links in the browser ({@code jump.links.same-host}).
     *
     * @param pageURL the page's URL
     * @return a changed copy
     */
    public JumpRequest pageURL(String pageURL) {
        Objects.requireNonNull(pageURL, "pageURL");
        return new JumpRequest(url, platform, pageURL, source, policy, referrer);
    }

    /**
     * This request with the link judged as arriving from {@code source}.
     *
     * @param source where the app will see the link come from
     * @return a changed copy
     * @throws IllegalArgumentException naming {@code source}, when it is {@code in-app}: a web
     *     page is never inside the app
     */
    public JumpRequest source(RouteSource source) {
        Objects.requireNonNull(source, "source");
        return new JumpRequest(url, platform, pageURL, checked(source), policy, referrer);
    }

    /**
     * This request under the app's rules, in place of the policy it had.
     *
     * @param policy the app's rules
     * @return a changed copy
     */
    public JumpRequest policy(SourcePolicy policy) {
        Objects.requireNonNull(policy, "policy");
        return new JumpRequest(url, platform, pageURL, source, policy, referrer);
    }

    /**
     * This request with a store referrer, which the install keeps (a signed token, never a
     * fingerprint): the {@code intent:} link's and the Play page's.
     *
     * @param referrer the referrer
     * @return a changed copy
     */
    public JumpRequest referrer(String referrer) {
        Objects.requireNonNull(referrer, "referrer");
        return new JumpRequest(url, platform, pageURL, source, policy, referrer);
    }

    /**
     * The link, or null when the link {@link #read} was given is not text.
     *
     * @return the link, or null when the link {@link #read} was given is not text
     */
    @Nullable public String url() { return url; }

    /**
     * The page's environment.
     *
     * @return the page's environment
     */
    public JumpPlatform platform() { return platform; }

    /**
     * The page's URL, or null when none was set.
     *
     * @return the page's URL, or null when none was set
     */
    @Nullable public String pageURL() { return pageURL; }

    /**
     * Where the app will see the link come from.
     *
     * @return where the app will see the link come from
     */
    public RouteSource source() { return source; }

    /**
     * The app's rules.
     *
     * @return the app's rules
     */
    public SourcePolicy policy() { return policy; }

    /**
     * The store referrer, or null when none was set.
     *
     * @return the store referrer, or null when none was set
     */
    @Nullable public String referrer() { return referrer; }
}
