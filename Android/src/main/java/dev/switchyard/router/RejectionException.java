package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import java.util.List;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * Why a middleware (or a route's handler) stopped a request: throw it, or fail the stage with
 * it, and the open fails with {@link RoutingException.Reason#REJECTED}, naming the middleware
 * that threw it ({@link #middleware()}; null for a handler's or the unmatched handler's own). It
 * goes up through the middleware above unchanged and is never degraded.
 *
 * <pre>{@code
 * Middleware.<Screen>of("vip only", chain -> {
 *     if (!membership.isVip()) throw RejectionException.forbidden("VIP members only");
 *     return chain.proceed(chain.request());
 * });
 * // the open fails: "shop://vip/lounge: rejected by vip only: VIP members only"
 * }</pre>
 */
@NonnullByDefault
public final class RejectionException extends RuntimeException {
    /** The kind of reason, for code to act on. */
    public enum Reason {
        /** The request needs credentials the user does not have. */
        UNAUTHORIZED,
        /** The user, or the link's source, may not open this route whoever they log in as. */
        FORBIDDEN,
        /** Parameters are missing or do not have their types ({@link #parameters()}). */
        INVALID_PARAMETERS,
        /** A {@link LoginGate} asked the user to log in and they did not. */
        LOGIN_FAILED,
        /** Anything else, named by the app ({@link #code()}). */
        CUSTOM;

        /** Spelled in Conformance/errors.json alone; a constant the table lacks fails here. */
        private final String spelling = ReasonSpellings.Rejection.valueOf(name()).spelling;

        /**
         * The reason as analytics and the conformance corpus spell it, the same on every router.
         *
         * @return {@code unauthorized}, {@code forbidden}, {@code invalidParameters},
         *     {@code loginFailed} or {@code custom}
         */
        public String spelling() {
            return spelling;
        }
    }

    private static final long serialVersionUID = 1L;

    /** The kind of reason. */
    private final Reason reason;
    /** The app's name of a custom reason; null for another. */
    private final String code;
    /** The parameters at fault; empty but for invalid parameters. */
    private final List<String> parameters;
    /** The middleware that rejected; null for a handler's own. */
    private final String middleware;

    private RejectionException(Reason reason, @Nullable String code, List<String> parameters,
                               String message, @Nullable String middleware) {
        super(Objects.requireNonNull(message, "message"));
        this.reason = reason;
        this.code = code;
        this.parameters = Immutable.listCopy(parameters);
        this.middleware = middleware;
    }

    /**
     * The request needs credentials the user does not have.
     *
     * @param message what is wrong, for people
     * @return the rejection
     */
    public static RejectionException unauthorized(String message) {
        return new RejectionException(Reason.UNAUTHORIZED, null, Immutable.list(), message, null);
    }

    /**
     * The user, or the link's source, may not open this route.
     *
     * @param message what is wrong, for people
     * @return the rejection
     */
    public static RejectionException forbidden(String message) {
        return new RejectionException(Reason.FORBIDDEN, null, Immutable.list(), message, null);
    }

    /**
     * Parameters are missing or do not have their types.
     *
     * @param names the parameters at fault, each once
     * @param message what is wrong, for people
     * @return the rejection
     */
    public static RejectionException invalidParameters(List<String> names, String message) {
        Objects.requireNonNull(names, "names");
        return new RejectionException(Reason.INVALID_PARAMETERS, null, names, message, null);
    }

    /**
     * The user did not log in.
     *
     * @param message what happened, for people
     * @return the rejection
     */
    public static RejectionException loginFailed(String message) {
        return new RejectionException(Reason.LOGIN_FAILED, null, Immutable.list(), message, null);
    }

    /**
     * A reason of the app's own.
     *
     * @param code the app's name for it ({@code "feature off"})
     * @param message what is wrong, for people
     * @return the rejection
     */
    public static RejectionException custom(String code, String message) {
        return new RejectionException(Reason.CUSTOM, Objects.requireNonNull(code, "code"),
            Immutable.list(), message, null);
    }

    /** This rejection as thrown by the middleware {@code name}, unless one is named already. */
    RejectionException by(String name) {
        if (middleware != null) return this;
        RejectionException named = new RejectionException(reason, code, parameters, getMessage(),
            name);
        named.setStackTrace(getStackTrace());
        return named;
    }

    /**
     * The kind of reason.
     *
     * @return the reason
     */
    public Reason reason() {
        return reason;
    }

    /**
     * The app's name of a {@link Reason#CUSTOM} reason.
     *
     * @return the code, or null for another reason
     */
    @Nullable
    public String code() {
        return code;
    }

    /**
     * The parameters at fault, for {@link Reason#INVALID_PARAMETERS}.
     *
     * @return an unmodifiable list; empty for another reason
     */
    public List<String> parameters() {
        return parameters;
    }

    /**
     * The middleware that rejected, named by the router.
     *
     * @return its name, or null when the route's handler or the unmatched handler rejected
     */
    @Nullable
    public String middleware() {
        return middleware;
    }

    /**
     * The reason as the corpus writes it: {@code unauthorized}, {@code forbidden},
     * {@code loginFailed}, {@code invalidParameters:a,b} or {@code custom:CODE}.
     *
     * @return the spelling
     */
    public String spelling() {
        switch (reason) {
            case INVALID_PARAMETERS: return reason.spelling() + ":" + String.join(",", parameters);
            case CUSTOM: return reason.spelling() + ":" + code;
            default: return reason.spelling();
        }
    }
}
