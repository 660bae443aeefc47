package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * Who may reach an action or a service and which middleware it passes: its visibility ({@link
 * #INTERNAL}, the default, is reachable from in-app code only; {@link #PUBLIC} from every source
 * the source policy lets through) and its tags, which select tag middleware ({@code
 * builder.use(middleware, "risk")}) and source rules ({@code policy.restrict("risk", …)}) as a
 * route's tags do. Immutable.
 *
 * <pre>{@code
 * module.action("cart", "add", ComponentOptions.PUBLIC.tags("risk").description("Adds `id`."),
 *     call -> items.add(call.parameter("id")));
 * }</pre>
 */
@NonnullByDefault
public final class ComponentOptions {
    /** Reachable only from {@code RouteSource.IN_APP}; no tags. */
    public static final ComponentOptions INTERNAL =
        new ComponentOptions(true, Immutable.list(), null);
    /** Reachable from every source the source policy lets through; no tags. */
    public static final ComponentOptions PUBLIC =
        new ComponentOptions(false, Immutable.list(), null);

    private final boolean internal;
    private final List<String> tags;
    @Nullable private final String description;

    private ComponentOptions(boolean internal, List<String> tags, @Nullable String description) {
        this.internal = internal;
        this.tags = tags;
        this.description = description;
    }

    /**
     * These options with {@code tags} (replacing any before).
     *
     * @param tags the tags, as a route's {@code "tags"} spell them
     * @return the changed copy
     */
    public ComponentOptions tags(String... tags) {
        List<String> copy = Immutable.listCopy(Arrays.asList(Objects.requireNonNull(tags, "tags")));
        return new ComponentOptions(internal, copy, description);
    }

    /**
     * These options with a description, for the app's catalogue.
     *
     * @param description what the action or service does
     * @return the changed copy
     */
    public ComponentOptions description(String description) {
        return new ComponentOptions(internal, tags,
            Objects.requireNonNull(description, "description"));
    }

    /**
     * Whether only in-app code may reach it.
     *
     * @return true for {@link #INTERNAL} and its copies
     */
    public boolean isInternal() {
        return internal;
    }

    /**
     * The tags.
     *
     * @return an unmodifiable list
     */
    public List<String> tags() {
        return tags;
    }

    /**
     * The description.
     *
     * @return it, or null when none was given
     */
    @Nullable
    public String description() {
        return description;
    }

    @Override
    public String toString() {
        return (internal ? "internal" : "public") + (tags.isEmpty() ? "" : " " + tags);
    }
}
