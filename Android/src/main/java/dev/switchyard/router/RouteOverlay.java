package dev.switchyard.router;

import dev.switchyard.EngineAccess;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.documents.AppliedTable;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.pattern.PatternParser;
import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import javax.annotation.Nullable;

/**
 * What the loaded modules change in a router's table, swapped whole (issue #88, rule {@code
 * module.load.snapshot}): the routes they declared, added after the app's, and the handler names
 * of unloaded modules, whose table routes leave the table, so that an open that starts after the
 * unload finds no route (the next candidate, or the unmatched handler: rule {@code
 * module.unload.in-flight}). It carries the modules' own state (the host's) in the same swap, so
 * that a call and an open see one module list. A routing document in force is applied again over
 * the changed table, once for each document and each change.
 */
@NonnullByDefault
final class RouteOverlay<S> {
    /** A route a module declared, its handler run as a call of the module. */
    static final class Added<S> {
        final Pattern pattern;
        @Nullable final String name;
        final List<String> tags;
        final boolean internal;
        final AsyncHandler<S> handler;

        Added(Pattern pattern, @Nullable String name, List<String> tags, boolean internal,
              AsyncHandler<S> handler) {
            this.pattern = pattern;
            this.name = name;
            this.tags = Immutable.listCopy(tags);
            this.internal = internal;
            this.handler = handler;
        }
    }

    /** What one open reads: the table, and the handlers the added routes bind. */
    static final class Snapshot<S> {
        final AppliedTable table;
        /** The base table this one was made over: the snapshot stands until the base changes. */
        private final AppliedTable base;
        private final Map<String, AsyncHandler<S>> added;
        private final Map<String, AsyncHandler<S>> app;

        Snapshot(AppliedTable base, AppliedTable table, Map<String, AsyncHandler<S>> added,
                 Map<String, AsyncHandler<S>> app) {
            this.base = base;
            this.table = table;
            this.added = added;
            this.app = app;
        }

        /** The handler a route of this snapshot binds by {@code name}, or null. */
        @Nullable
        AsyncHandler<S> handler(String name) {
            AsyncHandler<S> handler = added.get(name);
            return handler != null ? handler : app.get(name);
        }
    }

    /** One change: immutable but for the snapshot it last made. */
    private static final class State<S> {
        @Nullable final Object attachment;
        final List<Added<S>> added;
        final Set<String> withdrawn;
        final Map<String, AsyncHandler<S>> handlers = new LinkedHashMap<>();
        /** The snapshot made over the base table last seen. */
        @Nullable volatile Snapshot<S> made;

        State(@Nullable Object attachment, List<Added<S>> added, Set<String> withdrawn) {
            this.attachment = attachment;
            this.added = Immutable.listCopy(added);
            this.withdrawn = Immutable.setCopy(withdrawn);
            for (int i = 0; i < this.added.size(); i++) {
                handlers.put(key(i), this.added.get(i).handler);
            }
        }
    }

    private volatile State<S> state = new State<>(null, Immutable.list(), Immutable.set());

    /** Replaces every change at once. */
    void set(@Nullable Object attachment, List<Added<S>> added, Set<String> withdrawn) {
        state = new State<>(attachment, added, withdrawn);
    }

    @Nullable
    Object attachment() {
        return state.attachment;
    }

    /**
     * The table {@code base} gives now, with the changes, and the handlers to go with it. Made
     * once for each base table and change, so that an open allocates nothing here.
     */
    Snapshot<S> snapshot(Supplier<AppliedTable> base, Map<String, AsyncHandler<S>> app) {
        State<S> now = state;
        AppliedTable applied = base.get();
        Snapshot<S> made = now.made;
        if (made == null || made.base != applied) {
            boolean unchanged = now.added.isEmpty() && now.withdrawn.isEmpty();
            made = new Snapshot<>(applied, unchanged ? applied : changed(applied, now),
                now.handlers, app);
            now.made = made;
        }
        return made;
    }

    /** {@code pattern} parsed as the app's table parses its own (its {@code hostAsPath}). */
    static Pattern parse(AppliedTable base, String pattern) throws PatternError {
        return PatternParser.parse(pattern, base.table().options().hostAsPath());
    }

    private static <S> AppliedTable changed(AppliedTable applied, State<S> state) {
        RouteTable table = applied.table();
        List<Route> routes = new ArrayList<>();
        for (Route route : table.routes()) {
            boolean withdrawn = route.handler != null && state.withdrawn.contains(route.handler);
            if (!withdrawn) routes.add(route);
        }
        int next = table.routes().size();
        for (int i = 0; i < state.added.size(); i++) {
            Added<S> added = state.added.get(i);
            routes.add(EngineAccess.route(next++, added.pattern, key(i), added.name, added.tags,
                added.internal));
        }
        RouteTable over = EngineAccess.replacingRoutes(table, routes);
        try {
            return DocumentsAccess.reapplied(applied, over);
        } catch (RoutingDocumentError stale) {
            // The document no longer applies without a module's routes: the modules' routes are
            // still added and withdrawn, and the document waits for the next that applies.
            return AppliedTable.of(over);
        }
    }

    /** The handler name of the {@code index}th added route: no table can name it. */
    private static String key(int index) {
        return "\u0000module route " + index;
    }
}
