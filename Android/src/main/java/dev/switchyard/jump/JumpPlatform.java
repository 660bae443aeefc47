package dev.switchyard.jump;

import dev.switchyard.NonnullByDefault;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * The environment a page runs in, and what it can do ({@code jump.environment.platforms}): never
 * detected by trying.
 */
@NonnullByDefault
public enum JumpPlatform {
    /** Safari on iOS: universal links open on a tap. */
    IOS_SAFARI("ios-safari", AppSystem.IOS, null),
    /** SFSafariViewController, which an app shows a page in: app links open as from Safari. */
    IOS_SAFARI_VIEW("ios-safari-view", AppSystem.IOS, null),
    /** Chrome on Android: App Links on a tap, and {@code intent:} links. */
    ANDROID_CHROME("android-chrome", AppSystem.ANDROID, null),
    /** WeChat's browser, on either system: it opens no app link, no {@code intent:}, no store. */
    WECHAT("wechat", null, "in-app-browser"),
    /** Any other app's web view: no app link is known to open from it. */
    IN_APP("in-app", null, "in-app-browser"),
    /** A desktop browser: no app to open. */
    DESKTOP("desktop", null, "desktop");

    /** The system whose app a platform can open. */
    enum AppSystem { IOS, ANDROID }

    private final String spelling;
    @Nullable final AppSystem system;
    @Nullable final String refusal;

    JumpPlatform(String spelling, @Nullable AppSystem system, @Nullable String refusal) {
        this.spelling = spelling;
        this.system = system;
        this.refusal = refusal;
    }

    /**
     * As the rules and the command line spell it.
     *
     * @return such as {@code ios-safari}
     */
    public String spelling() {
        return spelling;
    }

    /**
     * The platform spelled {@code text}, exactly (the spelling is case-sensitive).
     *
     * @param text such as {@code android-chrome}
     * @return the platform
     * @throws IllegalArgumentException naming {@code platform} and the known spellings, when
     *     {@code text} spells none
     */
    public static JumpPlatform named(String text) {
        Objects.requireNonNull(text, "text");
        for (JumpPlatform platform : values()) {
            if (platform.spelling.equals(text)) return platform;
        }
        throw new IllegalArgumentException("jump: platform must be one of " + known()
            + ", found \"" + text + "\"");
    }

    /** The spellings, quoted, as the error lists them. */
    static String known() {
        StringBuilder out = new StringBuilder();
        for (JumpPlatform platform : values()) {
            out.append(out.length() == 0 ? "" : ", ").append('"').append(platform.spelling)
                .append('"');
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return spelling;
    }
}
