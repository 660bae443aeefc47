package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Values;
import java.util.Arrays;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * What a handler, a middleware or the unmatched handler answers: a screen to navigate to, a value,
 * handled, declined (the next candidate is tried), or a redirect to another link (a new pass).
 * Immutable; {@code S} is the app's screen type.
 *
 * <pre>{@code
 * RouteResponse.navigate(new GoodsScreen(7))   // the navigator shows it
 * RouteResponse.redirect("shop://goods/7")      // opened as a pass of its own
 * }</pre>
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public final class RouteResponse<S> {
    /** Which answer a response is. */
    public enum Kind {
        /** A screen for the navigator. */
        NAVIGATE("navigate"),
        /** A value for the caller of {@code open}. */
        VALUE("value"),
        /** Done, with nothing to show. */
        HANDLED("handled"),
        /** Not this candidate's link: the next one is tried. */
        DECLINED("declined"),
        /** Another link, opened as a new pass. */
        REDIRECT("redirect");

        private final String spelling;

        Kind(String spelling) {
            this.spelling = spelling;
        }

        /**
         * The kind as the conformance corpus spells it, the same on every router.
         *
         * @return {@code navigate}, {@code value}, {@code handled}, {@code declined} or
         *     {@code redirect}
         */
        public String spelling() {
            return spelling;
        }
    }

    @SuppressWarnings("rawtypes")
    private static final RouteResponse HANDLED =
        new RouteResponse<>(Kind.HANDLED, null, null, null);
    @SuppressWarnings("rawtypes")
    private static final RouteResponse DECLINED =
        new RouteResponse<>(Kind.DECLINED, null, null, null);

    private final Kind kind;
    private final S screen;
    private final Object value;
    private final String target;

    private RouteResponse(Kind kind, @Nullable S screen, @Nullable Object value,
                          @Nullable String target) {
        this.kind = kind;
        this.screen = screen;
        this.value = value;
        this.target = target;
    }

    /**
     * A screen for the router's navigator to show.
     *
     * @param screen the screen
     * @param <S> the app's screen type
     * @return the response
     */
    public static <S> RouteResponse<S> navigate(S screen) {
        return new RouteResponse<>(Kind.NAVIGATE, Objects.requireNonNull(screen, "screen"), null,
            null);
    }

    /**
     * A value for the caller of {@code open} (a picker's choice).
     *
     * @param value the value
     * @param <S> the app's screen type
     * @return the response
     */
    public static <S> RouteResponse<S> value(Object value) {
        return new RouteResponse<>(Kind.VALUE, null, Objects.requireNonNull(value, "value"), null);
    }

    /**
     * Handled, with nothing to show.
     *
     * @param <S> the app's screen type
     * @return the response
     */
    @SuppressWarnings("unchecked")
    public static <S> RouteResponse<S> handled() {
        return (RouteResponse<S>) HANDLED;
    }

    /**
     * Declined: not this candidate's link; the router tries the next candidate, then the
     * unmatched handler.
     *
     * @param <S> the app's screen type
     * @return the response
     */
    @SuppressWarnings("unchecked")
    public static <S> RouteResponse<S> declined() {
        return (RouteResponse<S>) DECLINED;
    }

    /**
     * Another link, opened as a new pass of the same open (at most 8 redirects an open).
     *
     * @param url the link
     * @param <S> the app's screen type
     * @return the response
     */
    public static <S> RouteResponse<S> redirect(String url) {
        return new RouteResponse<>(Kind.REDIRECT, null, null, Objects.requireNonNull(url, "url"));
    }

    /**
     * Which answer this is.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The screen of a {@code navigate} answer.
     *
     * @return the screen, or null for another kind
     */
    @Nullable
    public S screen() {
        return screen;
    }

    /**
     * The value of a {@code value} answer.
     *
     * @return the value, or null for another kind
     */
    @Nullable
    public Object value() {
        return value;
    }

    /**
     * The link of a {@code redirect} answer.
     *
     * @return the link, or null for another kind
     */
    @Nullable
    public String target() {
        return target;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"kind", kind, "screen", screen, "value", value, "target", target};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof RouteResponse
            && Arrays.equals(parts(), ((RouteResponse<?>) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("RouteResponse", parts());
    }
}
