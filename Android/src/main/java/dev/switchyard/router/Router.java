package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.RouteTable;
import dev.switchyard.documents.AppliedTable;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Why;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.annotation.Nullable;

/**
 * Opens links as the iOS router opens them (the Pipeline article's {@code router.*} rules): each
 * pass rewrites the link and matches it from its source under the app's policy, runs the global
 * middleware, then the best candidate's tag middleware and its handler by name; a declined
 * candidate passes to the next, a pass with none goes to the unmatched handler, a redirect (a
 * handler's, a middleware's, or a routing document's redirect or degrade) is a pass of its own (at
 * most 8), and a {@code navigate} answer is shown by the navigator. Analytics observers get one
 * event an open, when it ends.
 *
 * <pre>{@code
 * Router<Screen> router = Router.<Screen>builder(documents)
 *     .policy(policy)
 *     .executor(ContextCompat.getMainExecutor(context))      // where every app callback runs
 *     .use(LoginGate.of(session::isLoggedIn, request -> loginFlow.show(request)), "login")
 *     .handler("goods.detail", request -> RouteResponse.navigate(new GoodsScreen(request)))
 *     .handler("cart", request -> RouteResponse.navigate(CartScreen.INSTANCE))
 *     .navigator(screen -> screen.show(currentActivity()))
 *     .analytics(event -> tracker.track("deeplink", event.properties()))
 *     .build();
 * router.open(uri.toString(), RouteSource.PUSH);           // returns at once
 * }</pre>
 *
 * <p>Thread-safe: {@code open} may be called from any thread. Every call into app code (middleware,
 * handlers, the unmatched handler, the login gate's session, the navigator and the analytics
 * observers) runs on the executor, one at a time, and the returned future completes there. Nothing
 * blocks a thread: a wait (a middleware, a login) holds none and ends at its timeout or when the
 * future is cancelled ({@code future.cancel(true)}), which ends the open at once.
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public final class Router<S> {
    final Supplier<AppliedTable> tables;
    final SourcePolicy policy;
    final SerialExecutor executor;
    final Scheduler scheduler;
    final List<MiddlewareRegistration<S>> middleware;
    final Map<String, AsyncHandler<S>> handlers;
    final AsyncUnmatchedHandler<S> unmatched;
    final Navigator<S> navigator;
    final Sinks sinks;
    /** The loaded modules' routes and withdrawn handlers ({@code dev.switchyard.modules}). */
    final RouteOverlay<S> overlay = new RouteOverlay<>();

    private Router(Builder<S> builder) {
        this.tables = builder.tables;
        this.policy = builder.policy;
        this.executor = new SerialExecutor(Objects.requireNonNull(builder.executor));
        this.scheduler = builder.scheduler != null ? builder.scheduler : DaemonScheduler.shared();
        this.middleware = Immutable.listCopy(builder.middleware);
        this.handlers = Immutable.mapCopy(builder.handlers);
        this.unmatched = builder.unmatched;
        this.navigator = builder.navigator;
        this.sinks = new Sinks(builder.observers, builder.analyticsLinks, builder.sinkFailures);
    }

    /** The table an open that starts now reads, and the handlers its routes bind. */
    RouteOverlay.Snapshot<S> snapshot() {
        return overlay.snapshot(tables, handlers);
    }

    /**
     * A builder over the app's table alone.
     *
     * @param table the table
     * @param <S> the app's screen type
     * @return the builder
     */
    public static <S> Builder<S> builder(RouteTable table) {
        AppliedTable alone = AppliedTable.of(Objects.requireNonNull(table, "table"));
        return new Builder<>(() -> alone, table, null);
    }

    /**
     * A builder over the app's routing documents: each open reads the table in force (with the
     * document applied) once, when it starts; a document applied during an open counts from the
     * next one.
     *
     * @param documents the documents
     * @param <S> the app's screen type
     * @return the builder
     */
    public static <S> Builder<S> builder(RoutingDocuments documents) {
        Objects.requireNonNull(documents, "documents");
        return new Builder<>(() -> documents.state().applied(), null, documents);
    }

    /**
     * Opens a link with no parameters of the caller's.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @return the outcome, completed on the executor; it fails with a {@link RoutingException}
     */
    public CompletableFuture<RouteOutcome<S>> open(String url, RouteSource source) {
        return open(url, source, Immutable.map());
    }

    /**
     * Opens a link: returns at once, and runs the open on the executor. Cancelling the future
     * ({@code cancel(true)}) ends the open at once: a waiting middleware or login is abandoned,
     * and nothing of the open runs after it.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @param parameters string parameters above the link's (the highest precedence)
     * @return the outcome, completed on the executor; it fails with a {@link RoutingException}
     */
    public CompletableFuture<RouteOutcome<S>> open(String url, RouteSource source,
                                                   Map<String, String> parameters) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(parameters, "parameters");
        OpenRun<S> run = new OpenRun<>(this, url, source, Immutable.mapCopy(parameters));
        executor.execute(run::start, run::refused);
        return run.future;
    }

    /**
     * A dry run: what {@code open} would do with a link from {@code source}, found on the calling
     * thread without calling any middleware, handler, unmatched handler, navigator or observer
     * It reads the table in force now, as an open that starts now does.
     *
     * <pre>{@code
     * RoutePlan plan = router.canOpen("shop://order/7", RouteSource.PUSH);
     * if (plan.opens()) log(plan.route().pattern + " " + plan.middleware()); // ["logging"]
     * else log(plan.error().getMessage());                               // why it would not open
     * }</pre>
     *
     * @param url the link, exactly as it would arrive
     * @param source where it would come from
     * @return the plan of its first pass
     */
    public RoutePlan canOpen(String url, RouteSource source) {
        return canOpen(url, source, Immutable.map());
    }

    /**
     * A dry run with parameters of the caller's ({@link #canOpen(String, RouteSource)}).
     *
     * @param url the link, exactly as it would arrive
     * @param source where it would come from
     * @param parameters string parameters above the link's
     * @return the plan of its first pass
     */
    public RoutePlan canOpen(String url, RouteSource source, Map<String, String> parameters) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(parameters, "parameters");
        return RoutePlan.of(this, url, source, Immutable.mapCopy(parameters));
    }

    /**
     * Every route that would handle the link, best first: the plan {@link #canOpen} reports, then a
     * plan for each route an open tries when the one before it answers {@code declined}, each with
     * its own parameters and middleware. Nothing is called. For apps that
     * dispatch a link to every route that matches, in the order {@code declined} passes it on.
     *
     * <pre>{@code
     * for (RoutePlan plan : router.matches("wp://post/7?blog=2", RouteSource.UNIVERSAL_LINK)) {
     *     if (plan.opens()) log(plan.route().pattern + " " + plan.parameters().get("id"));
     * }
     * }</pre>
     *
     * @param url the link, exactly as it would arrive
     * @param source where it would come from
     * @return at least one plan; when the link reaches no route, one whose {@code error()} says why
     */
    public List<RoutePlan> matches(String url, RouteSource source) {
        return matches(url, source, Immutable.map());
    }

    /**
     * {@link #matches(String, RouteSource)} with parameters of the caller's, above the link's.
     *
     * @param url the link, exactly as it would arrive
     * @param source where it would come from
     * @param parameters string parameters above the link's
     * @return at least one plan; when the link reaches no route, one whose {@code error()} says why
     */
    public List<RoutePlan> matches(String url, RouteSource source, Map<String, String> parameters) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(parameters, "parameters");
        return RoutePlan.all(this, url, source, Immutable.mapCopy(parameters));
    }

    /**
     * What a router is built from. Not thread-safe; {@link #build()} copies it.
     *
     * @param <S> the app's screen type
     */
    public static final class Builder<S> {
        private final Supplier<AppliedTable> tables;
        @Nullable private final RouteTable table;
        @Nullable private final RoutingDocuments documents;
        private SourcePolicy policy = SourcePolicy.DEFAULT;
        private Executor executor;
        private Scheduler scheduler;
        private final List<MiddlewareRegistration<S>> middleware = new ArrayList<>();
        final Map<String, AsyncHandler<S>> handlers = new LinkedHashMap<>();
        private AsyncUnmatchedHandler<S> unmatched;
        private Navigator<S> navigator;
        private final List<Consumer<OpenEvent>> observers = new ArrayList<>();
        private LinkRedaction analyticsLinks = LinkRedaction.DEFAULT;
        private Consumer<Throwable> sinkFailures = Sinks::log;

        private Builder(Supplier<AppliedTable> tables, @Nullable RouteTable table,
                        @Nullable RoutingDocuments documents) {
            this.tables = tables;
            this.table = table;
            this.documents = documents;
        }

        /**
         * The app's source rules (default {@link SourcePolicy#DEFAULT}: an {@code internal} route
         * opens only in-app).
         *
         * @param policy the rules
         * @return this builder
         */
        public Builder<S> policy(SourcePolicy policy) {
            this.policy = Objects.requireNonNull(policy, "policy");
            return this;
        }

        /**
         * Where every call into app code runs, and the futures complete (required). On Android,
         * the main executor: {@code ContextCompat.getMainExecutor(context)}, or {@code
         * context.getMainExecutor()} from API 28.
         *
         * @param executor the executor
         * @return this builder
         */
        public Builder<S> executor(Executor executor) {
            this.executor = Objects.requireNonNull(executor, "executor");
            return this;
        }

        /**
         * Where the middleware's deadlines wait (default: one daemon thread the routers share).
         *
         * @param scheduler the scheduler
         * @return this builder
         */
        public Builder<S> scheduler(Scheduler scheduler) {
            this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
            return this;
        }

        /**
         * A global middleware: it runs once on every pass that has a candidate, in registration
         * order, given the best candidate's request.
         *
         * @param middleware the middleware
         * @return this builder
         */
        public Builder<S> use(Middleware<S> middleware) {
            Objects.requireNonNull(middleware, "middleware");
            this.middleware.add(
                new MiddlewareRegistration<>(middleware, this.middleware.size(), null));
            return this;
        }

        /**
         * A tag middleware: it runs for each candidate whose route has {@code tag} (in the table's
         * {@code tags}), in registration order, after every global middleware passed on.
         *
         * @param middleware the middleware
         * @param tag the tag
         * @return this builder
         */
        public Builder<S> use(Middleware<S> middleware, String tag) {
            Objects.requireNonNull(middleware, "middleware");
            Objects.requireNonNull(tag, "tag");
            this.middleware.add(
                new MiddlewareRegistration<>(middleware, this.middleware.size(), tag));
            return this;
        }

        /**
         * The handler the table's routes (and a document's) bind by {@code name}.
         *
         * @param name the name routes give in {@code "handler"}
         * @param handler what it answers
         * @return this builder
         */
        public Builder<S> handler(String name, Handler<S> handler) {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(handler, "handler");
            handlers.put(name,
                request -> CompletableFuture.completedFuture(handler.handle(request)));
            return this;
        }

        /**
         * A handler that answers later, bound by {@code name}.
         *
         * @param name the name routes give in {@code "handler"}
         * @param handler what it answers
         * @return this builder
         */
        public Builder<S> asyncHandler(String name, AsyncHandler<S> handler) {
            handlers.put(Objects.requireNonNull(name, "name"),
                Objects.requireNonNull(handler, "handler"));
            return this;
        }

        /**
         * What a pass with no route, none its source may reach, or only declining candidates
         * does, answering at once (default: none; the open fails with the reason).
         *
         * @param handler the unmatched handler
         * @return this builder
         */
        public Builder<S> unmatched(UnmatchedHandler<S> handler) {
            Objects.requireNonNull(handler, "handler");
            this.unmatched = miss -> CompletableFuture.completedFuture(handler.handle(miss));
            return this;
        }

        /**
         * What a pass with no route, none its source may reach, or only declining candidates
         * does, answering later ({@link #unmatched(UnmatchedHandler)} answers at once).
         *
         * @param handler the unmatched handler
         * @return this builder
         */
        public Builder<S> asyncUnmatched(AsyncUnmatchedHandler<S> handler) {
            this.unmatched = Objects.requireNonNull(handler, "handler");
            return this;
        }

        /**
         * What shows a {@code navigate} answer (default: none; such an open fails with {@code
         * navigationFailed}).
         *
         * @param navigator the navigator
         * @return this builder
         */
        public Builder<S> navigator(Navigator<S> navigator) {
            this.navigator = Objects.requireNonNull(navigator, "navigator");
            return this;
        }

        /**
         * An analytics observer: it receives one event an open, when the open has ended. What it
         * throws (any {@code Throwable}, a Kotlin checked exception included) goes to {@link
         * #onSinkFailure(Consumer)}; the open's outcome stands and the other observers are told.
         *
         * @param observer the observer
         * @return this builder
         */
        public Builder<S> analytics(Consumer<OpenEvent> observer) {
            observers.add(Objects.requireNonNull(observer, "observer"));
            return this;
        }

        /**
         * Lets the events keep the values of these query names ({@code "utm_source"}); others are
         * {@code redacted}, fragments and user info dropped ({@link LinkRedaction}). Adds up.
         *
         * @param names the names, as links write them
         * @return this builder
         */
        public Builder<S> analyticsKeepsQueryValues(String... names) {
            analyticsLinks = analyticsLinks.keeping(
                Arrays.asList(Objects.requireNonNull(names, "names")));
            return this;
        }

        /**
         * The events carry links as opened, secrets included: no redaction (router.analytics).
         *
         * @return this builder
         */
        public Builder<S> analyticsRecordsFullLinks() {
            analyticsLinks = LinkRedaction.FULL_LINKS;
            return this;
        }

        /**
         * Where a sink's failure goes: what an analytics observer or a {@code PendingLinks}
         * listener throws. It never changes an outcome, never stops the other sinks nor later
         * opens (issue #91, decision 2). Default: logged by {@code java.util.logging}'s logger
         * {@code dev.switchyard.router} at {@code WARNING} (logcat on Android). Runs on the
         * executor; what the hook throws is dropped.
         *
         * <pre>{@code
         * builder.onSinkFailure(error -> crashReporter.recordNonFatal(error));
         * }</pre>
         *
         * @param hook what is told of each failure
         * @return this builder
         */
        public Builder<S> onSinkFailure(Consumer<Throwable> hook) {
            this.sinkFailures = Objects.requireNonNull(hook, "hook");
            return this;
        }

        /**
         * The router.
         *
         * @return the router
         * @throws IllegalStateException without an executor, or naming each handler a route of the
         *     table (or of the document in force) binds that no {@code handler} call gave, with
         *     the names known: {@code no handler named "goods.reviews"; known: cart, help}
         */
        public Router<S> build() {
            if (executor == null) {
                throw new IllegalStateException("a router needs an executor, where app code runs: "
                    + ".executor(...) (on Android, the main executor)");
            }
            List<String> problems = UnboundHandlers.of(routes(), inForce(), handlers.keySet());
            if (!problems.isEmpty()) throw new IllegalStateException(String.join("\n", problems));
            return new Router<>(this);
        }

        /** The handlers the routes name that no {@code handler} call nor {@code more} gave. */
        List<Why> unregisteredHandlers(Set<String> more) {
            return UnboundHandlers.unregistered(routes(), inForce(), handlers.keySet(), more);
        }

        private RouteTable routes() {
            return table != null ? table : tables.get().table();
        }

        @Nullable
        private RoutingDocument inForce() {
            return documents == null ? null : documents.state().inForce();
        }
    }
}
