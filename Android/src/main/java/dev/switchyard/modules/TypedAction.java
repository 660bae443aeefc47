package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * A target's action with a type for its input and its output: the contract two modules share (in
 * a module both depend on), so that neither packs arguments into a map nor casts the answer.
 * Immutable; keep one as a constant.
 *
 * <pre>{@code
 * public static final TypedAction<AddToCart, Integer> ADD_TO_CART =
 *     TypedAction.of("cart", "add", AddToCart.class, Integer.class);
 *
 * module.action(ADD_TO_CART, (input, call) -> items.add(input.id));       // the cart module
 * components.perform(ADD_TO_CART, new AddToCart(7))                      // another module
 *     .thenAccept(count -> badge.show(count));
 * }</pre>
 *
 * @param <I> the input's type
 * @param <O> the output's type
 */
@NonnullByDefault
public final class TypedAction<I, O> {
    private final String target;
    private final String action;
    private final Class<I> input;
    private final Class<O> output;
    private final ComponentOptions options;

    private TypedAction(String target, String action, Class<I> input, Class<O> output,
                        ComponentOptions options) {
        this.target = target;
        this.action = action;
        this.input = input;
        this.output = output;
        this.options = options;
    }

    /**
     * An internal typed action ({@link ComponentOptions#INTERNAL}).
     *
     * @param target the target's name
     * @param action the action's name
     * @param input the input's type
     * @param output the output's type ({@code Integer.class} for an {@code int})
     * @param <I> the input's type
     * @param <O> the output's type
     * @return the action
     */
    public static <I, O> TypedAction<I, O> of(String target, String action, Class<I> input,
                                              Class<O> output) {
        return new TypedAction<>(Objects.requireNonNull(target, "target"),
            Objects.requireNonNull(action, "action"), Objects.requireNonNull(input, "input"),
            Objects.requireNonNull(output, "output"), ComponentOptions.INTERNAL);
    }

    /**
     * This action with other options (visibility, tags).
     *
     * @param options the options
     * @return the changed copy
     */
    public TypedAction<I, O> with(ComponentOptions options) {
        return new TypedAction<>(target, action, input, output,
            Objects.requireNonNull(options, "options"));
    }

    /**
     * The target's name.
     *
     * @return the target
     */
    public String target() {
        return target;
    }

    /**
     * The action's name.
     *
     * @return the action
     */
    public String action() {
        return action;
    }

    /**
     * The input's type.
     *
     * @return the class
     */
    public Class<I> input() {
        return input;
    }

    /**
     * The output's type.
     *
     * @return the class
     */
    public Class<O> output() {
        return output;
    }

    /**
     * Its visibility and tags.
     *
     * @return the options
     */
    public ComponentOptions options() {
        return options;
    }

    @Override
    public String toString() {
        return "action " + target + "/" + action;
    }

    /**
     * Runs a typed action.
     *
     * @param <I> the input's type
     * @param <O> the output's type
     */
    @FunctionalInterface
    public interface Handler<I, O> {
        /**
         * Runs the action.
         *
         * @param input the typed input
         * @param call the call, as the caller made it
         * @return the output
         * @throws Exception the action's failure
         */
        @Nullable
        O handle(I input, ActionCall call) throws Exception;
    }

    /**
     * Builds a typed action's input from a call's parameters, for callers that call it by name.
     *
     * @param <I> the input's type
     */
    @FunctionalInterface
    public interface Decoder<I> {
        /**
         * Builds the input.
         *
         * @param parameters the call's parameters
         * @return the input
         * @throws Exception why the parameters do not make one
         */
        I decode(Map<String, List<String>> parameters) throws Exception;
    }
}
