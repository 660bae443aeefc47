package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Why;
import dev.switchyard.policy.PolicyAccess;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javax.annotation.Nullable;

/**
 * <b>Not API.</b> The modules' door into the router ({@code dev.switchyard.modules}): a component
 * call through the pipeline, app code on the router's executor, a builder's unbound handlers as
 * data. Public only because a Java package cannot say "this library only" (ADR 0062); left out of
 * {@code api/baseline.txt} and the Javadoc, and may change in any release.
 */
@NonnullByDefault
public final class RouterAccess {
    private RouterAccess() {}

    /**
     * Runs a component call through {@code router}'s source policy (against {@code route}'s
     * visibility and tags), its global and tag middleware, then {@code handler}; no analytics
     * event. Returns at once; the future completes on the executor, or fails with the {@link
     * RoutingException} an open of the route would.
     */
    public static <S> CompletableFuture<RouteOutcome<S>> call(Router<S> router, Route route,
            String address, String component, RouteSource source,
            Map<String, List<String>> parameters, AsyncHandler<S> handler) {
        Objects.requireNonNull(route, "route");
        return CallRun.start(router, route, address, component, source, parameters, handler);
    }

    /**
     * The table {@code router} opens links with now (its routing document's, when one is in
     * force): a call by URL takes its URL in and judges its origin as an open of it would.
     */
    public static RouteTable table(Router<?> router) {
        return router.tables.get().table();
    }

    /** Whether {@code router}'s source policy lets {@code source} reach {@code route}. */
    public static boolean permits(Router<?> router, RouteSource source, Route route) {
        return PolicyAccess.refusal(router.policy, source, route.internal, route.tags) == null;
    }

    /**
     * Runs {@code body} on {@code router}'s executor, after the tasks queued before it; when the
     * executor refuses it, {@code refused} runs instead, on the calling thread, given why.
     */
    public static void execute(Router<?> router, Runnable body, Consumer<Throwable> refused) {
        router.executor.execute(body, refused);
    }

    /** Tells {@code router}'s sink-failure hook of {@code thrown} (app code that failed). */
    public static void failed(Router<?> router, Throwable thrown) {
        router.sinks.failed(thrown);
    }

    /**
     * The handlers {@code builder}'s table names that neither it nor {@code more} has, once each,
     * in the table's order.
     */
    public static List<Why> unregisteredHandlers(Router.Builder<?> builder, Set<String> more) {
        return builder.unregisteredHandlers(more);
    }

    /** The names of the handlers {@code builder} was given. */
    public static Set<String> handlerNames(Router.Builder<?> builder) {
        return Immutable.setCopy(builder.handlers.keySet());
    }

    /**
     * A route a module declares, its pattern parsed as {@code router}'s table parses its own.
     *
     * @throws PatternError the pattern does not parse
     */
    public static <S> ModuleRoute<S> moduleRoute(Router<S> router, String pattern,
            @Nullable String name, List<String> tags, boolean internal, AsyncHandler<S> handler)
        throws PatternError {
        return new ModuleRoute<>(new RouteOverlay.Added<>(
            RouteOverlay.parse(router.tables.get(), pattern), name, tags, internal, handler));
    }

    /**
     * Swaps in, at once, the loaded modules' state ({@code attachment}), their routes (after the
     * app's) and the handler names whose table routes leave the table (an unloaded module's).
     */
    public static <S> void install(Router<S> router, Object attachment,
                                   List<ModuleRoute<S>> routes, Set<String> withdrawn) {
        List<RouteOverlay.Added<S>> added = new ArrayList<>();
        for (ModuleRoute<S> route : routes) added.add(route.added);
        router.overlay.set(attachment, added, withdrawn);
    }

    /** What {@link #install} was last given as {@code attachment}, or null. */
    @Nullable
    public static Object attachment(Router<?> router) {
        return router.overlay.attachment();
    }

    /** A module's route, ready to install. */
    public static final class ModuleRoute<S> {
        final RouteOverlay.Added<S> added;

        ModuleRoute(RouteOverlay.Added<S> added) {
            this.added = added;
        }
    }
}
