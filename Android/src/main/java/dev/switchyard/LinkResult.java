package dev.switchyard;

import java.util.Arrays;
import javax.annotation.Nullable;

/**
 * What {@code url(for:)} gives ({@link RouteTable#url(String, java.util.Map)}): a URL, or why there
 * is none. Immutable.
 */
@NonnullByDefault
public final class LinkResult {
    /** Why no URL could be written: the kinds of Swift's {@code URLGenerationError.Reason}. */
    public enum Reason {
        /** No route has the name. */
        NO_SUCH_ROUTE,
        /** A parameter the pattern needs was not given. */
        MISSING,
        /** A value its capture's type, regular expression or allowed values refuse. */
        DOES_NOT_FIT,
        /** A list of values where the pattern takes one. */
        NOT_ONE_VALUE,
        /** A value that would print a dot segment ({@code .} or {@code ..}). */
        DOT_SEGMENT,
        /** A value that contains NUL. */
        CONTAINS_NUL,
        /**
         * A name or value that is not Unicode text (a surrogate without its other half): only a
         * JVM string can hold one, and no URL can carry it.
         */
        INVALID_UNICODE,
        /** A scheme that is not a scheme. */
        INVALID_SCHEME,
        /** A host that is not a host. */
        INVALID_HOST,
        /** A host given without a scheme. */
        HOST_WITHOUT_SCHEME
    }

    /** The URL; null when none could be written. */
    @Nullable
    public final String url;
    /** Why not; null when {@link #url} is set. */
    @Nullable
    public final Reason error;
    /** The parameter at fault, or null. */
    @Nullable
    public final String parameter;
    /** The reason in words; null when {@link #url} is set. */
    @Nullable
    public final String message;

    private LinkResult(String url, Reason error, String parameter, String message) {
        this.url = url;
        this.error = error;
        this.parameter = parameter;
        this.message = message;
    }

    static LinkResult ok(String url) { return new LinkResult(url, null, null, null); }

    static LinkResult fail(Reason error, String parameter, String message) {
        return new LinkResult(null, error, parameter, message);
    }

    /**
     * Whether a URL was written.
     *
     * @return true when {@link #url} is set
     */
    public boolean ok() { return url != null; }

    /**
     * The URL, or the reason and its words.
     *
     * @return {@code shop://goods/7}, or {@code MISSING: …}
     */
    @Override
    public String toString() { return ok() ? url : error + ": " + message; }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"url", url, "error", error, "parameter", parameter,
            "message", message};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof LinkResult && Arrays.equals(parts(), ((LinkResult) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }
}
