package dev.switchyard.policy;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Texts;
import java.util.Arrays;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * Where a link came from: the app itself, another app, a verified App Link, a notification or a web
 * page. Every app-facing match says it ({@code table.match(url, source)}), and the
 * {@link SourcePolicy} decides what each source may reach: an {@code internal} route opens only
 * {@link #IN_APP}. The same five kinds as the Swift router's {@code RouteSource}, spelled on the
 * command line as {@code switchyard match --source} spells them ({@link #parse(String)}).
 *
 * <p>Not to be confused with {@code LinkSource}, an origin a table's {@code accept} list names.
 *
 * <pre>{@code
 * Match m = table.match(uri, RouteSource.otherApp(referrerPackage));   // never an internal route
 * Match own = table.match("shop://cart", RouteSource.IN_APP);          // the app's own navigation
 * }</pre>
 */
@NonnullByDefault
public final class RouteSource {
    /** A source's kind, for the rules of a {@link SourcePolicy}. */
    public enum Kind {
        /**
         * Code inside the app: the only trusted source, the only one that reaches internal routes.
         */
        IN_APP("in-app"),
        /** Another app opened the link (a custom scheme any app can claim): untrusted. */
        OTHER_APP("other-app"),
        /**
         * A verified Android App Link (iOS: a universal link): the domain is verified, the content
         * is not.
         */
        UNIVERSAL_LINK("universal-link"),
        /** A notification's payload (a push message's {@code PendingIntent}). */
        PUSH("push"),
        /** A web page: an in-app {@code WebView} or a JavaScript bridge. */
        WEB_PAGE("web");

        private final String spelling;

        Kind(String spelling) { this.spelling = spelling; }

        /**
         * The kind as the command line spells it.
         *
         * @return {@code in-app}, {@code other-app}, {@code universal-link}, {@code push} or {@code
         *     web}
         */
        public String spelling() { return spelling; }

        /**
         * The kind a command-line spelling names.
         *
         * @param spelling as {@link #spelling()} gives it
         * @return the kind, or null when no kind is spelled so
         */
        @Nullable
        public static Kind named(String spelling) {
            Objects.requireNonNull(spelling, "spelling");
            for (Kind k : values()) {
                if (k.spelling.equals(spelling)) {
                    return k;
                }
            }
            return null;
        }
    }

    /** The app's own navigation. */
    public static final RouteSource IN_APP = new RouteSource(Kind.IN_APP, null);
    /** A verified Android App Link (the {@code universal-link} kind). */
    public static final RouteSource UNIVERSAL_LINK = new RouteSource(Kind.UNIVERSAL_LINK, null);
    /** A notification. */
    public static final RouteSource PUSH = new RouteSource(Kind.PUSH, null);

    private final Kind kind;
    private final String detail;

    private RouteSource(Kind kind, String detail) {
        this.kind = kind;
        this.detail = detail;
    }

    /**
     * Another app.
     *
     * @param packageName the app's package name (the referrer), or null when unknown
     * @return the source
     */
    public static RouteSource otherApp(@Nullable String packageName) {
        return new RouteSource(Kind.OTHER_APP, packageName);
    }

    /**
     * A web page.
     *
     * @param pageUrl the page's URL, or null when unknown
     * @return the source
     */
    public static RouteSource webPage(@Nullable String pageUrl) {
        return new RouteSource(Kind.WEB_PAGE, pageUrl);
    }

    /**
     * Reads a source as {@code switchyard match --source} spells it: {@code in-app}, {@code push},
     * {@code universal-link}, {@code other-app[:PACKAGE]} or {@code web[:PAGE_URL]}.
     *
     * @param text the spelling
     * @return the source
     * @throws IllegalArgumentException with the Swift tool's message when the spelling names no
     *     source
     */
    public static RouteSource parse(String text) {
        Objects.requireNonNull(text, "text");
        int colon = text.indexOf(':');
        String name = colon < 0 ? text : text.substring(0, colon);
        String detail = colon < 0 ? null : text.substring(colon + 1);
        Kind kind = Kind.named(name);
        if (kind == null) {
            throw new IllegalArgumentException("unknown source '" + text
                + "'; known: in-app, push, universal-link, other-app[:BUNDLE_ID], web[:PAGE_URL]");
        }
        if (detail != null && detail.isEmpty()) {
            throw new IllegalArgumentException("source '" + text + "': nothing after ':'");
        }
        switch (kind) {
            case OTHER_APP: return otherApp(detail);
            case WEB_PAGE: return webPage(detail);
            default:
                if (detail != null) {
                    String message = "source '" + name + "' takes no detail after ':'";
                    throw new IllegalArgumentException(message);
                }
                return kind == Kind.IN_APP ? IN_APP : kind == Kind.PUSH ? PUSH : UNIVERSAL_LINK;
        }
    }

    /**
     * The source's kind.
     *
     * @return the kind
     */
    public Kind kind() { return kind; }

    /**
     * The other app's package name or the web page's URL.
     *
     * @return the detail, or null when there is none
     */
    @Nullable
    public String detail() { return detail; }

    /**
     * Whether the source is the app itself.
     *
     * @return true for {@link #IN_APP}
     */
    public boolean isInApp() { return kind == Kind.IN_APP; }

    /**
     * The source as the command line spells it: {@code other-app:com.example.partner}, {@code
     * push}.
     *
     * @return the spelling {@link #parse(String)} reads
     */
    public String spelling() {
        return detail == null ? kind.spelling : kind.spelling + ":" + detail;
    }

    /**
     * The source as refusals name it, in the Swift router's words: {@code another app
     * (com.example)}, {@code push notification}, {@code web page (https://…)}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        switch (kind) {
            case IN_APP: return "in-app";
            case OTHER_APP: return "another app" + described(detail);
            case UNIVERSAL_LINK: return "universal link";
            case PUSH: return "push notification";
            default: return "web page" + described(detail);
        }
    }

    private static String described(String detail) {
        return detail == null ? "" : " (" + Texts.shortened(detail) + ")";
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"kind", kind, "detail", detail};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof RouteSource
            && Arrays.equals(parts(), ((RouteSource) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }
}
