package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.router.RoutingException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;

/**
 * What a component call fails with for what its pipeline failed with: the call's own error as it
 * is (a typed input that does not fit), {@link ComponentException.Kind#UNLOADED} for a module
 * unloaded before the call reached it, anything else the pipeline's ({@link
 * ComponentException.Kind#PIPELINE}).
 */
@NonnullByDefault
final class CallErrors {
    private CallErrors() {}

    /** The component exception for {@code error}, a call of {@code called}'s failure. */
    static Throwable of(String called, Throwable error) {
        Throwable inner = unwrap(error);
        if (inner instanceof ComponentException) return inner;
        if (inner instanceof ModuleException) return unloadedOr(called, (ModuleException) inner);
        if (!(inner instanceof RoutingException)) return inner;
        RoutingException routing = (RoutingException) inner;
        Throwable cause = routing.getCause();
        if (routing.reason() == RoutingException.Reason.HANDLER_FAILED) {
            if (cause instanceof ComponentException) return cause;
            if (cause instanceof ModuleException) {
                return unloadedOr(called, (ModuleException) cause);
            }
        }
        return ComponentException.pipeline(called, routing);
    }

    /**
     * A future of {@code then} applied to {@code future}'s value; it fails with what {@code
     * future} failed with, or what {@code then} threw, unwrapped.
     */
    static <T, R> CompletableFuture<R> then(CompletableFuture<T> future, Function<T, R> then) {
        CompletableFuture<R> result = new CompletableFuture<>();
        future.whenComplete((value, error) -> {
            if (error != null) {
                result.completeExceptionally(unwrap(error));
                return;
            }
            try {
                result.complete(then.apply(value));
            } catch (Throwable thrown) {
                result.completeExceptionally(thrown);
            }
        });
        return result;
    }

    private static Throwable unloadedOr(String called, ModuleException error) {
        return error.kind() == ModuleException.Kind.UNLOADED
            ? ComponentException.unloaded(called, error) : error;
    }

    private static Throwable unwrap(Throwable error) {
        Throwable inner = error;
        while ((inner instanceof CompletionException || inner instanceof ExecutionException)
                && inner.getCause() != null) {
            inner = inner.getCause();
        }
        return inner;
    }
}
