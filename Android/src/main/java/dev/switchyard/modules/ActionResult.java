package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * What an action answered, with a typed accessor: the caller states the type it expects and gets
 * {@link ComponentException.Kind#TYPE_MISMATCH} naming both types when the action answered another.
 * Immutable.
 *
 * <pre>{@code
 * components.perform("cart", "count").thenAccept(result -> {
 *     int count = result.value(Integer.class);     // or a TYPE_MISMATCH ComponentException
 * });
 * }</pre>
 */
@NonnullByDefault
public final class ActionResult {
    private final String target;
    private final String action;
    @Nullable private final Object value;
    private final boolean fallback;

    ActionResult(String target, String action, @Nullable Object value, boolean fallback) {
        this.target = target;
        this.action = action;
        this.value = value;
        this.fallback = fallback;
    }

    /**
     * The value the handler answered.
     *
     * @return it, or null when the handler answered none
     */
    @Nullable
    public Object value() {
        return value;
    }

    /**
     * The value as {@code type}.
     *
     * @param type the type the caller expects ({@code Integer.class} for an {@code int})
     * @param <T> that type
     * @return the value, or null when the handler answered none
     * @throws ComponentException {@link ComponentException.Kind#TYPE_MISMATCH}: {@code action
     *     cart/add gave Integer, not String}
     */
    @Nullable
    public <T> T value(Class<T> type) {
        Objects.requireNonNull(type, "type");
        if (value == null || type.isInstance(value)) return type.cast(value);
        throw ComponentException.typeMismatch("action " + target + "/" + action,
            value.getClass().getSimpleName(), type.getSimpleName());
    }

    /**
     * Whether an unmatched-action handler answered, because no module declares the action.
     *
     * @return true for an unmatched-action handler's answer
     */
    public boolean isFallback() {
        return fallback;
    }

    @Override
    public String toString() {
        return target + "/" + action + " → " + value;
    }
}
