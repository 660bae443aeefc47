package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.RouterText;
import dev.switchyard.internal.text.Texts;
import dev.switchyard.internal.text.Why;
import dev.switchyard.router.RoutingException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import javax.annotation.Nullable;

/**
 * Why a component call (an action, a service lookup) gave no value: the future {@link Components}
 * returned fails with it ({@code join()} wraps it in a {@code CompletionException}; Kotlin's
 * {@code await()} throws it as it is). Its message is the text of {@code Conformance/errors.json}
 * (its {@code call.*} entries, {@code module.unloaded}), or for {@link Kind#PIPELINE} and {@link
 * Kind#NOT_AN_ACTION_URL} the text an open prints after its link ({@code match.at-url}: {@code
 * action://cart/clear: route "action://cart/clear" is forbidden: …}), the same on iOS.
 *
 * <pre>{@code
 * components.service(CartStore.class).whenComplete((store, error) -> {
 *     ComponentException failure = ComponentException.of(error);
 *     if (failure != null && failure.kind() == ComponentException.Kind.SERVICE_NOT_FOUND) {
 *         log(failure.getMessage());  // no service "CartStore" in the loaded modules (goods)
 *     }
 * });
 * }</pre>
 */
@NonnullByDefault
public final class ComponentException extends RuntimeException {
    /** The kind of failure; later releases may add kinds (a {@code switch} keeps a default). */
    public enum Kind {
        /** No loaded module declares the action, and no unmatched-action handler takes it. */
        ACTION_NOT_FOUND,
        /** No loaded module declares the service; the message names the modules asked. */
        SERVICE_NOT_FOUND,
        /** The action or service gave (or a typed action was given) a value of another type. */
        TYPE_MISMATCH,
        /** A typed action called with parameters could not build its input. */
        INVALID_PARAMETERS,
        /**
         * The pipeline stopped the call: the source policy, a middleware, cancellation, or the
         * handler's own failure ({@link #routingException()}).
         */
        PIPELINE,
        /** The module was unloaded after the call started and before it reached the module. */
        UNLOADED,
        /**
         * A call by URL whose URL names no target and action: refused at intake, from an origin
         * the table does not accept, or a path of other than two segments.
         */
        NOT_AN_ACTION_URL
    }

    private static final long serialVersionUID = 1L;

    /** The kind of failure. */
    private final Kind kind;
    /** The action or service called; else null. */
    @Nullable private final String call;
    /** The code and fields of the errors.json entry the message was made from. */
    private final Why why;
    /** The pipeline's error, for {@link Kind#PIPELINE}; else null. */
    @Nullable private final RoutingException routing;

    private ComponentException(Kind kind, @Nullable String call, Why why,
                               @Nullable RoutingException routing, @Nullable Throwable cause) {
        super(why.message, cause);
        this.kind = kind;
        this.call = call;
        this.why = why;
        this.routing = routing;
    }

    /**
     * The component exception {@code error} is or wraps ({@code CompletionException}, {@code
     * ExecutionException}).
     *
     * @param error what a future failed with, or null
     * @return the component exception, or null when {@code error} is none
     */
    @Nullable
    public static ComponentException of(@Nullable Throwable error) {
        Throwable inner = error;
        while ((inner instanceof CompletionException || inner instanceof ExecutionException)
                && inner.getCause() != null) {
            inner = inner.getCause();
        }
        return inner instanceof ComponentException ? (ComponentException) inner : null;
    }

    /**
     * The kind of failure.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The code of the {@code Conformance/errors.json} entry the message was made from: {@code
     * call.action-not-found}, {@code call.service-not-found}, {@code module.unloaded}…; for
     * {@link Kind#PIPELINE}, the routing exception's ({@code policy.internal}, {@code
     * router.rejected}…).
     *
     * @return the code
     */
    public String code() {
        return why.code;
    }

    /**
     * The values the message was made from, by the names its entry gives its holes.
     *
     * @return an unmodifiable map, in the message's order
     */
    public Map<String, String> fields() {
        return routing != null ? routing.fields() : why.fields;
    }

    /**
     * The action or service called: {@code action cart/add}, {@code service cart.store}.
     *
     * @return the call, or null when none is known
     */
    @Nullable
    public String call() {
        return call;
    }

    /**
     * What the pipeline failed with, for {@link Kind#PIPELINE}: forbidden by the source policy,
     * rejected by a middleware, timed out, cancelled, or the handler's failure.
     *
     * @return the routing exception, or null for another kind
     */
    @Nullable
    public RoutingException routingException() {
        return routing;
    }

    static ComponentException actionNotFound(String target, String action) {
        return new ComponentException(Kind.ACTION_NOT_FOUND, "action " + target + "/" + action,
            Why.of(ErrorText.CALL_ACTION_NOT_FOUND, Texts.quoted(action), Texts.quoted(target)),
            null, null);
    }

    /** {@code modules}: the loaded modules asked, in start order. */
    static ComponentException serviceNotFound(String name, List<String> modules) {
        Why why = modules.isEmpty()
            ? Why.of(ErrorText.CALL_SERVICE_NOT_FOUND_NO_MODULE, Texts.quoted(name))
            : Why.of(ErrorText.CALL_SERVICE_NOT_FOUND, Texts.quoted(name),
                String.join(", ", modules));
        return new ComponentException(Kind.SERVICE_NOT_FOUND, "service " + name, why, null, null);
    }

    /** {@code call} gave a {@code gave}, not the {@code expected} the caller asked for. */
    static ComponentException typeMismatch(String call, String gave, String expected) {
        return new ComponentException(Kind.TYPE_MISMATCH, call,
            Why.of(ErrorText.CALL_TYPE_MISMATCH, call, gave, expected), null, null);
    }

    /** A typed action {@code call} that takes {@code expected} was given a {@code gave}. */
    static ComponentException inputTypeMismatch(String call, String expected, String gave) {
        return new ComponentException(Kind.TYPE_MISMATCH, call,
            Why.of(ErrorText.CALL_INPUT_TYPE_MISMATCH, call, expected, gave), null, null);
    }

    /** A typed action's decoder failed ({@code error}), or it has none ({@code null}). */
    static ComponentException invalidParameters(String call, @Nullable Throwable error) {
        Why why = error == null ? Why.of(ErrorText.CALL_NO_PARAMETER_DECODER, call)
            : Why.of(ErrorText.CALL_INVALID_PARAMETERS, call, String.valueOf(error));
        return new ComponentException(Kind.INVALID_PARAMETERS, call, why, null, error);
    }

    static ComponentException unloaded(String call, ModuleException unloaded) {
        return new ComponentException(Kind.UNLOADED, call,
            Why.of(ErrorText.MODULE_UNLOADED, unloaded.module()), null, unloaded);
    }

    /** {@code url}'s path is not exactly a target and an action. */
    static ComponentException notAnActionUrl(String url) {
        return new ComponentException(Kind.NOT_AN_ACTION_URL, null,
            Why.of(ErrorText.CALL_NOT_AN_ACTION_URL, Texts.quoted(url)), null, null);
    }

    /**
     * A call by URL refused at intake ({@code why} the intake's own words, as iOS prints them),
     * or from an origin the table does not accept ({@code why} after the URL, as an open prints
     * it).
     */
    static ComponentException notAnActionUrl(Why why) {
        return new ComponentException(Kind.NOT_AN_ACTION_URL, null, why, null, null);
    }

    /** The pipeline's error, printed as an open prints it: after the call's link. */
    static ComponentException pipeline(String call, RoutingException error) {
        Why why = Why.text(error.code(), atUrl(error.url(), error.getMessage()));
        return new ComponentException(Kind.PIPELINE, call, why, error, error);
    }

    /**
     * A middleware answered the call at {@code address} something else than a value: {@code got}
     * is its kind ({@code handled}, {@code navigate}, {@code redirect}, {@code declined}).
     */
    static ComponentException unexpectedResponse(String call, String address, String got) {
        Why answered = Why.of(RouterText.ROUTER_UNEXPECTED_RESPONSE, "a value", got);
        return new ComponentException(Kind.PIPELINE, call,
            Why.text(answered.code, atUrl(address, answered.message)), null, null);
    }

    /** {@code match.at-url}: {@code action://cart/add?id=7: rejected by risk: …}, as iOS's. */
    static String atUrl(String url, String message) {
        return Texts.shortened(url) + ": " + message;
    }
}
