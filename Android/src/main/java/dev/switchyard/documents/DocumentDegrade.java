package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Values;
import java.util.Arrays;
import javax.annotation.Nullable;

/**
 * A route of the app's table that a routing document sends elsewhere, always or when its handler
 * fails.
 */
@NonnullByDefault
public final class DocumentDegrade {
    private final RouteSelector route;
    private final String to;
    private final DegradeCondition when;
    private final DocumentAppRange app;

    DocumentDegrade(RouteSelector route, String to, DegradeCondition when, DocumentAppRange app) {
        this.route = route;
        this.to = to;
        this.when = when;
        this.app = app;
    }

    /**
     * The route degraded.
     *
     * @return its selector
     */
    public RouteSelector route() {
        return route;
    }

    /**
     * Where it goes instead: a template in which {@code {name}} takes the route's capture {@code
     * name}.
     *
     * @return the template
     */
    public String to() {
        return to;
    }

    /**
     * When it goes there.
     *
     * @return the condition
     */
    public DegradeCondition when() {
        return when;
    }

    /**
     * The app builds this degrade applies to.
     *
     * @return the range, or null for every build the document applies to
     */
    @Nullable
    public DocumentAppRange app() {
        return app;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"route", route, "to", to, "when", when, "app", app};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof DocumentDegrade
            && Arrays.equals(parts(), ((DocumentDegrade) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("DocumentDegrade", parts());
    }
}
