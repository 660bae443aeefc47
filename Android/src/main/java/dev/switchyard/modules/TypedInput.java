package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import javax.annotation.Nullable;

/** A typed action's input: the call's typed input, else its parameters through the decoder. */
@NonnullByDefault
final class TypedInput {
    private TypedInput() {}

    static <I> I of(TypedAction<I, ?> typed, @Nullable TypedAction.Decoder<I> decode,
                    ActionCall call) {
        String component = "action " + call.target() + "/" + call.action();
        Object given = call.input();
        if (given != null) {
            if (!typed.input().isInstance(given)) {
                throw ComponentException.inputTypeMismatch(component,
                    typed.input().getSimpleName(), given.getClass().getSimpleName());
            }
            return typed.input().cast(given);
        }
        if (decode == null) throw ComponentException.invalidParameters(component, null);
        try {
            return decode.decode(call.parameters());
        } catch (Exception error) {
            throw ComponentException.invalidParameters(component, error);
        }
    }
}
