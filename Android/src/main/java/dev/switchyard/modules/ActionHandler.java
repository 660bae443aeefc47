package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import javax.annotation.Nullable;

/**
 * Runs a target's action and answers at once, on the router's executor: what it returns is the
 * call's value ({@link ActionResult#value()}), null for none; what it throws fails the call.
 *
 * <pre>{@code
 * module.action("cart", "count", call -> items.size());
 * }</pre>
 */
@NonnullByDefault
@FunctionalInterface
public interface ActionHandler {
    /**
     * Runs the action.
     *
     * @param call the call, as the caller made it
     * @return the value, or null for none
     * @throws Exception the action's failure
     */
    @Nullable
    Object handle(ActionCall call) throws Exception;
}
