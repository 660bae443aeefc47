package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Texts;
import dev.switchyard.policy.RouteSource;
import java.util.Arrays;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * An app lifecycle event, as the app reports it to {@link ModuleHost#post(LifecycleEvent)}:
 * platform-neutral, the same events as on iOS. On Android the {@code Application} and the
 * activities forward their callbacks. Immutable.
 *
 * <pre>{@code
 * public void onTrimMemory(int level) {
 *     host.post(LifecycleEvent.MEMORY_WARNING);
 * }
 * protected void onNewIntent(Intent intent) {
 *     host.post(LifecycleEvent.openUrl(intent.getDataString(), RouteSource.OTHER_APP));
 * }
 * }</pre>
 */
@NonnullByDefault
public final class LifecycleEvent {
    /** The kind of event. */
    public enum Kind {
        /** Launching finished. */
        LAUNCH_FINISHED,
        /** The app came to the foreground. */
        FOREGROUND,
        /** The app went to the background. */
        BACKGROUND,
        /** The system is low on memory. */
        MEMORY_WARNING,
        /** A URL arrived ({@link #url()}, {@link #source()}). */
        OPEN_URL,
        /** A user activity arrived ({@link #activityType()}, {@link #url()}). */
        USER_ACTIVITY,
        /** The push token was registered ({@link #pushToken()}). */
        PUSH_TOKEN
    }

    /** Launching finished. */
    public static final LifecycleEvent LAUNCH_FINISHED = simple(Kind.LAUNCH_FINISHED);
    /** The app came to the foreground. */
    public static final LifecycleEvent FOREGROUND = simple(Kind.FOREGROUND);
    /** The app went to the background. */
    public static final LifecycleEvent BACKGROUND = simple(Kind.BACKGROUND);
    /** The system is low on memory. */
    public static final LifecycleEvent MEMORY_WARNING = simple(Kind.MEMORY_WARNING);

    private final Kind kind;
    @Nullable private final String url;
    @Nullable private final RouteSource source;
    @Nullable private final String activityType;
    private final byte[] token;

    private LifecycleEvent(Kind kind, @Nullable String url, @Nullable RouteSource source,
                           @Nullable String activityType, byte[] token) {
        this.kind = kind;
        this.url = url;
        this.source = source;
        this.activityType = activityType;
        this.token = token;
    }

    private static LifecycleEvent simple(Kind kind) {
        return new LifecycleEvent(kind, null, null, null, new byte[0]);
    }

    /**
     * A URL arrived. Posting it tells the modules; it does not open the URL.
     *
     * @param url the URL
     * @param source where it came from
     * @return the event
     */
    public static LifecycleEvent openUrl(String url, RouteSource source) {
        return new LifecycleEvent(Kind.OPEN_URL, Objects.requireNonNull(url, "url"),
            Objects.requireNonNull(source, "source"), null, new byte[0]);
    }

    /**
     * A user activity arrived (an app link, a shortcut).
     *
     * @param type the activity's type
     * @param url its web URL, or null
     * @return the event
     */
    public static LifecycleEvent userActivity(String type, @Nullable String url) {
        return new LifecycleEvent(Kind.USER_ACTIVITY, url, null,
            Objects.requireNonNull(type, "type"), new byte[0]);
    }

    /**
     * The push token was registered.
     *
     * @param token its bytes (copied)
     * @return the event
     */
    public static LifecycleEvent pushToken(byte[] token) {
        return new LifecycleEvent(Kind.PUSH_TOKEN, null, null, null,
            Objects.requireNonNull(token, "token").clone());
    }

    /**
     * The kind of event.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The URL of {@link Kind#OPEN_URL} and {@link Kind#USER_ACTIVITY}.
     *
     * @return the URL, or null
     */
    @Nullable
    public String url() {
        return url;
    }

    /**
     * Where the URL of {@link Kind#OPEN_URL} came from.
     *
     * @return the source, or null
     */
    @Nullable
    public RouteSource source() {
        return source;
    }

    /**
     * The type of {@link Kind#USER_ACTIVITY}.
     *
     * @return the type, or null
     */
    @Nullable
    public String activityType() {
        return activityType;
    }

    /**
     * The token of {@link Kind#PUSH_TOKEN}.
     *
     * @return a copy of its bytes; empty for another kind
     */
    public byte[] pushToken() {
        return token.clone();
    }

    @Override
    public boolean equals(@Nullable Object other) {
        if (!(other instanceof LifecycleEvent)) return false;
        LifecycleEvent that = (LifecycleEvent) other;
        return kind == that.kind && Objects.equals(url, that.url)
            && Objects.equals(source, that.source)
            && Objects.equals(activityType, that.activityType) && Arrays.equals(token, that.token);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, url, source, activityType, Arrays.hashCode(token));
    }

    /** {@code launch finished}, {@code open URL shop://cart from push}, {@code push token 0a1b}. */
    @Override
    public String toString() {
        switch (kind) {
            case LAUNCH_FINISHED: return "launch finished";
            case FOREGROUND: return "foreground";
            case BACKGROUND: return "background";
            case MEMORY_WARNING: return "memory warning";
            case OPEN_URL: return "open URL " + Texts.shortened(String.valueOf(url)) + " from "
                + source;
            case USER_ACTIVITY:
                return "user activity " + Texts.shortened(String.valueOf(activityType))
                    + (url == null ? "" : " " + Texts.shortened(url));
            default:
                StringBuilder hex = new StringBuilder("push token ");
                for (byte b : token) hex.append(String.format("%02x", b & 0xff));
                return hex.toString();
        }
    }
}
