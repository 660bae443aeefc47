package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.policy.RouteSource;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import javax.annotation.Nullable;

/**
 * One call to a target's action, as its handler receives it: the names as the caller spelled
 * them, its parameters, its typed input (a {@link TypedAction}'s), and where it came from.
 * Immutable.
 *
 * <pre>{@code
 * module.action("cart", "add", ComponentOptions.PUBLIC, call -> {
 *     String id = call.parameter("id");
 *     if (id == null) throw new IllegalArgumentException("no \"id\" parameter");
 *     return items.add(Integer.parseInt(id), call.source());
 * });
 * }</pre>
 */
@NonnullByDefault
public final class ActionCall {
    private final String target;
    private final String action;
    private final Map<String, List<String>> parameters;
    @Nullable private final Object input;
    private final RouteSource source;

    ActionCall(String target, String action, Map<String, String> parameters,
               @Nullable Object input, RouteSource source) {
        this(target, action, lists(parameters), input, source);
    }

    /** A call whose parameters are already lists (a call by URL's query: a name may repeat). */
    ActionCall(String target, String action, TreeMap<String, List<String>> parameters,
               @Nullable Object input, RouteSource source) {
        this.target = Objects.requireNonNull(target, "target");
        this.action = Objects.requireNonNull(action, "action");
        this.parameters = Collections.unmodifiableMap(parameters);
        this.input = input;
        this.source = Objects.requireNonNull(source, "source");
    }

    private static TreeMap<String, List<String>> lists(Map<String, String> parameters) {
        TreeMap<String, List<String>> sorted = new TreeMap<>();
        // Filled through Map's methods, which every Android API level has (check-api-level).
        Map<String, List<String>> lists = sorted;
        for (Map.Entry<String, String> parameter : parameters.entrySet()) {
            lists.put(Objects.requireNonNull(parameter.getKey(), "parameter name"),
                Collections.singletonList(Objects.requireNonNull(parameter.getValue(),
                    "parameter value")));
        }
        return sorted;
    }

    /**
     * The target's name, as the caller spelled it (targets match without case).
     *
     * @return the target
     */
    public String target() {
        return target;
    }

    /**
     * The action's name (actions match with case).
     *
     * @return the action
     */
    public String action() {
        return action;
    }

    /**
     * The parameters, sorted by name, each a list as a route request's are.
     *
     * @return an unmodifiable map
     */
    public Map<String, List<String>> parameters() {
        return parameters;
    }

    /**
     * A parameter's value.
     *
     * @param name the parameter's name
     * @return its value, or null when the call has none
     */
    @Nullable
    public String parameter(String name) {
        List<String> values = parameters.get(Objects.requireNonNull(name, "name"));
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /**
     * The typed input, when the call came through {@link Components#perform(TypedAction,
     * Object)}.
     *
     * @return the input, or null
     */
    @Nullable
    public Object input() {
        return input;
    }

    /**
     * Where the call comes from: {@code RouteSource.IN_APP} reaches every action, another source
     * only public ones.
     *
     * @return the source
     */
    public RouteSource source() {
        return source;
    }

    @Override
    public String toString() {
        return target + "/" + action + " (" + source + ")";
    }
}
