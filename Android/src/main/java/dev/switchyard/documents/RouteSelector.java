package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.Route;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * Names a route of the app's table: by its pattern as written ({@code "shop://goods/<int:id>"}, or
 * {@code "/goods/<int:id>"} with its scheme; the scheme compared without case) or by its name.
 */
@NonnullByDefault
public final class RouteSelector {
    private final String pattern;
    private final String name;

    private RouteSelector(String pattern, String name) {
        this.pattern = pattern;
        this.name = name;
    }

    static RouteSelector pattern(String pattern) {
        return new RouteSelector(pattern, null);
    }

    static RouteSelector name(String name) {
        return new RouteSelector(null, name);
    }

    /**
     * The pattern this selector names a route by.
     *
     * @return the pattern, or null when it selects by name
     */
    @Nullable
    public String pattern() {
        return pattern;
    }

    /**
     * The name this selector names a route by.
     *
     * @return the name, or null when it selects by pattern
     */
    @Nullable
    public String name() {
        return name;
    }

    /**
     * Whether this selector names {@code route}, as Swift's {@code RouteSelector.selects} decides
     * it.
     *
     * @param route a route of a table
     * @return true when the route has this name, or this pattern (its scheme compared without case)
     */
    public boolean selects(Route route) {
        Objects.requireNonNull(route, "route");
        if (name != null) return name.equals(route.name);
        if (route.pattern.equals(pattern)) return true;
        String[] wanted = split(pattern);
        String[] registered = split(route.pattern);
        String registeredScheme = registered[0] != null ? registered[0]
            : route.scheme == null ? null : route.scheme.toLowerCase(Locale.ROOT);
        return wanted[1].equals(registered[1]) && Objects.equals(wanted[0], registeredScheme);
    }

    /** A pattern's scheme (lowercased, or null) and the path from its first '/' after "://". */
    private static String[] split(String pattern) {
        int colon = pattern.indexOf(':');
        if (colon < 0 || !pattern.startsWith("://", colon)) return new String[] {null, pattern};
        String scheme = pattern.substring(0, colon).toLowerCase(Locale.ROOT);
        return new String[] {scheme, pattern.substring(colon + 2)};
    }

    /**
     * How messages name the route: {@code route "shop://cart"} or {@code route named "cart"}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return name != null ? "route named \"" + name + "\"" : "route \"" + pattern + "\"";
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"pattern", pattern, "name", name};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof RouteSelector
            && Arrays.equals(parts(), ((RouteSelector) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }
}
