package dev.switchyard.jump;

import dev.switchyard.NonnullByDefault;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * A jump's answer ({@code jump.md}): what the page's "Open in app" button does, and the links it
 * holds, each for a tap the user makes. A {@link Decision#WEB} plan holds no link into the app or
 * the store. Immutable.
 */
@NonnullByDefault
public final class JumpPlan {
    /** What the button does. */
    public enum Decision {
        /** A link here opens the app on a tap: {@link #intentHref()}, or {@link #appLink()}. */
        APP("app"),
        /** The route opens and the table names the app, but no link here opens it: the store. */
        STORE("store"),
        /** The user stays on the web: {@link #webURL()}, for the reason {@link #why()} gives. */
        WEB("web");

        private final String spelling;

        Decision(String spelling) {
            this.spelling = spelling;
        }

        /**
         * As the rules and the corpus spell it.
         *
         * @return {@code app}, {@code store} or {@code web}
         */
        public String spelling() {
            return spelling;
        }
    }

    private final Decision decision;
    @Nullable private final String appLink;
    @Nullable private final String intentHref;
    @Nullable private final String storeURL;
    @Nullable private final String webURL;
    private final boolean sameHost;
    private final List<String> why;

    JumpPlan(Decision decision, @Nullable String appLink, @Nullable String intentHref,
             @Nullable String storeURL, @Nullable String webURL, boolean sameHost,
             List<String> why) {
        this.decision = decision;
        this.appLink = appLink;
        this.intentHref = intentHref;
        this.storeURL = storeURL;
        this.webURL = webURL;
        this.sameHost = sameHost;
        this.why = Collections.unmodifiableList(new ArrayList<>(why));
    }

    /** A {@code web} plan: no link into the app or the store ({@code jump.plan.tap-only}). */
    static JumpPlan web(@Nullable String webURL, String why) {
        return new JumpPlan(Decision.WEB, null, null, null, webURL, false,
            Collections.singletonList(why));
    }

    /**
     * What the button does.
     *
     * @return what the button does
     */
    public Decision decision() { return decision; }

    /**
     * The https link on one of the app's hosts, or null ({@code jump.links.app-link}).
     *
     * @return the https link on one of the app's hosts, or null ({@code jump.links.app-link})
     */
    @Nullable public String appLink() { return appLink; }

    /**
     * The Android {@code intent:} link, or null ({@code jump.links.intent}).
     *
     * @return the Android {@code intent:} link, or null ({@code jump.links.intent})
     */
    @Nullable public String intentHref() { return intentHref; }

    /**
     * The platform's store page for the app, or null ({@code jump.links.store}).
     *
     * @return the platform's store page for the app, or null ({@code jump.links.store})
     */
    @Nullable public String storeURL() { return storeURL; }

    /**
     * Where a user without the app goes, or null ({@code jump.links.web}).
     *
     * @return where a user without the app goes, or null ({@code jump.links.web})
     */
    @Nullable public String webURL() { return webURL; }

    /**
     * Whether the page's host is the app link's: a tap there stays in the browser.
     *
     * @return true when the page and the app link share their host ({@code jump.links.same-host})
     */
    public boolean sameHost() { return sameHost; }

    /**
     * The reasons, as the rules and the corpus spell them, in the rules' order: {@code intake},
     * {@code origin}, {@code no-route}, {@code rewrite}, {@code redirect}, {@code internal},
     * {@code policy}, {@code degrade}, {@code in-app-browser}, {@code desktop}, {@code no-app},
     * {@code no-app-link}, {@code same-host}, {@code fragment}.
     *
     * @return an unmodifiable list; empty for an {@code app} plan that left no link out
     */
    public List<String> why() { return why; }

    @Override
    public boolean equals(@Nullable Object other) {
        if (!(other instanceof JumpPlan)) return false;
        JumpPlan that = (JumpPlan) other;
        return decision == that.decision && Objects.equals(appLink, that.appLink)
            && Objects.equals(intentHref, that.intentHref)
            && Objects.equals(storeURL, that.storeURL) && Objects.equals(webURL, that.webURL)
            && sameHost == that.sameHost && why.equals(that.why);
    }

    @Override
    public int hashCode() {
        return Objects.hash(decision, appLink, intentHref, storeURL, webURL, sameHost, why);
    }

    @Override
    public String toString() {
        return "JumpPlan{" + decision.spelling + ", appLink=" + appLink + ", intentHref="
            + intentHref + ", storeURL=" + storeURL + ", webURL=" + webURL + ", sameHost="
            + sameHost + ", why=" + why + "}";
    }
}
