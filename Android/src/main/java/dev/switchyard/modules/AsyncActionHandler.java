package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import java.util.concurrent.CompletionStage;

/**
 * Runs a target's action and answers later: called on the router's executor, its stage may
 * complete on any thread; its value is the call's (null for none), its failure the call's.
 *
 * <pre>{@code
 * module.asyncAction("cart", "sync", ComponentOptions.INTERNAL, call -> api.syncCart());
 * }</pre>
 */
@NonnullByDefault
@FunctionalInterface
public interface AsyncActionHandler {
    /**
     * Runs the action.
     *
     * @param call the call, as the caller made it
     * @return the value, when it is known
     * @throws Exception the action's failure
     */
    CompletionStage<?> handle(ActionCall call) throws Exception;
}
