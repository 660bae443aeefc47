package dev.switchyard.router;

import dev.switchyard.Match;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.internal.pass.Pass;
import dev.switchyard.internal.pass.Way;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import javax.annotation.Nullable;

/**
 * One open, from the link to its outcome: a pass for the link and one for each link it is
 * redirected to (at most 8 redirects), the unmatched handler, the navigator, then the one analytics
 * event and the future. Everything but {@link #over()} runs on the router's executor; the future
 * may be cancelled from any thread, which ends the open on the executor ({@link #cancelled()}).
 */
@NonnullByDefault
final class OpenRun<S> {
    private static final int MAXIMUM_REDIRECTS = 8;

    final Router<S> router;
    final String url;
    private final RouteSource source;
    private final Map<String, String> caller;
    final CompletableFuture<RouteOutcome<S>> future = new CompletableFuture<>();
    /** What the open waits for now, outermost first. */
    final List<Waiter> waits = new ArrayList<>();
    /** The route analytics names: the candidate running, {@code (unmatched)}, or none. */
    @Nullable String route;
    private final List<String> redirects = new ArrayList<>();
    private final Set<Object> loggedIn = Collections.newSetFromMap(new IdentityHashMap<>());
    private boolean degraded;
    /** Whether the navigator was called to show the open's answer. */
    private boolean shown;
    private volatile boolean ended;
    @Nullable private Way way;
    /** The handlers of the table {@code way} reads; the router's own until the open starts. */
    @Nullable RouteOverlay.Snapshot<S> handlers;
    /** Whether this is a component call ({@link CallRun}): it gives no analytics event. */
    private final boolean call;

    OpenRun(Router<S> router, String url, RouteSource source, Map<String, String> caller) {
        this(router, url, source, caller, false);
    }

    OpenRun(Router<S> router, String url, RouteSource source, Map<String, String> caller,
            boolean call) {
        this.call = call;
        this.router = router;
        this.url = url;
        this.source = source;
        this.caller = caller;
        this.redirects.add(url);
    }

    /** The first pass, on the executor. */
    void start() {
        future.whenComplete((outcome, error) -> {
            if (future.isCancelled()) router.executor.execute(this::cancelled, this::refused);
        });
        if (over()) return;
        try {
            RouteOverlay.Snapshot<S> snapshot = router.snapshot();
            handlers = snapshot;
            way = DocumentsAccess.routerWay(snapshot.table);
        } catch (RuntimeException unexpected) {
            future.completeExceptionally(unexpected);
            return;
        }
        pass(url, source);
    }

    /**
     * A component call's one pass, on the executor: {@code chain} (its middleware and handler,
     * {@link CallRun}) for the route {@code pattern}, ending the run with its answer.
     */
    void call(String pattern, Supplier<CompletableFuture<RouteResponse<S>>> chain,
              RouteRequest request) {
        future.whenComplete((outcome, error) -> {
            if (future.isCancelled()) router.executor.execute(this::cancelled, this::refused);
        });
        if (over()) return;
        route = pattern;
        chain.get().whenComplete((response, error) -> {
            if (over()) return;
            if (error != null || response == null) {
                end(null, routing(error));
            } else {
                end(new RouteOutcome<>(response, request, redirects), null);
            }
        });
    }

    /** Whether the open has ended, or its future was completed (cancelled) from outside. */
    boolean over() {
        return ended || future.isDone();
    }

    /** Whether a login succeeded in this open at {@code gate} (router.login-gate.once). */
    boolean loggedIn(Object gate) {
        return loggedIn.contains(gate);
    }

    void markLoggedIn(Object gate) {
        loggedIn.add(gate);
    }

    /**
     * Calls {@code then} on the executor when {@code stage} completes, on whatever thread (at
     * once on the executor's thread, within {@code SerialExecutor.INLINE_DEPTH} nested runs).
     */
    <T> void when(CompletionStage<T> stage, BiConsumer<T, Throwable> then) {
        stage.whenComplete((value, error) ->
            router.executor.run(() -> then.accept(value, error), this::refused));
    }

    /**
     * The app's executor refused one of the open's tasks (issue #91, decision 4): the open ends
     * now, on the thread that was refused, with {@code executorRefused} (or {@code cancelled}
     * when the caller had cancelled it); nothing of it stays queued to run later.
     */
    void refused(Throwable refusal) {
        end(null, RoutingErrors.executorRefused(url, refusal));
    }

    /** A pass of {@code target}, from the source the pass before it ran with. */
    private void pass(String target, RouteSource from) {
        if (over() || way == null) return;
        Pass pass = way.pass(target, from, router.policy, caller);
        route = null;
        if (pass.first == null) {
            unrouted(pass);
            return;
        }
        // The global middleware run for the best candidate: a middleware that ends the open
        // ends it for that one (router.analytics).
        route = pass.first.match.route.pattern;
        PassRun<S> run = new PassRun<>(this, pass);
        run.start().whenComplete((response, error) -> passed(run, response, error));
    }

    /** A pass with no candidate: refused, or the unmatched handler's (router.unmatched). */
    private void unrouted(Pass pass) {
        RoutingException error = RoutePlan.unrouted(url, pass);
        Match.Refusal refusal = pass.match.refusal;
        if (refusal == Match.Refusal.INTAKE || refusal == Match.Refusal.REWRITE_LOOP
            || refusal == Match.Refusal.ORIGIN_NOT_ACCEPTED) {
            end(null, error);
        } else {
            unmatched(error, pass, refusal == Match.Refusal.POLICY ? null
                : pass.match.webDestination);
        }
    }

    /** A pass's answer, after the global middleware. */
    private void passed(PassRun<S> run, @Nullable RouteResponse<S> response,
                        @Nullable Throwable error) {
        if (over()) return;
        if (error != null || response == null) {
            end(null, routing(error));
            return;
        }
        switch (response.kind()) {
            case DECLINED:
                unmatched(RoutingErrors.allDeclined(url, Math.max(run.declined, 1)), run.pass,
                    run.pass.webDestination());
                return;
            case REDIRECT:
                if (run.isDegrade(response)) degraded = true;
                redirect(String.valueOf(response.target()), run.pass.source);
                return;
            default:
                answered(response, run.answeredBy(response));
        }
    }

    private void redirect(String target, RouteSource from) {
        redirects.add(target);
        if (redirects.size() > MAXIMUM_REDIRECTS + 1) {
            end(null, RoutingErrors.tooManyRedirects(url, redirects));
            return;
        }
        pass(target, from);
    }

    /** Asks the unmatched handler, or fails the open with {@code error} without one. */
    private void unmatched(RoutingException error, Pass pass, @Nullable String page) {
        AsyncUnmatchedHandler<S> handler = router.unmatched;
        if (handler == null) {
            end(null, error);
            return;
        }
        route = RouteOutcome.UNMATCHED;
        CompletionStage<RouteResponse<S>> stage;
        try {
            stage = handler.handle(new UnmatchedRequest(pass.url, url, pass.source, error, page));
        } catch (Throwable thrown) {
            stage = failed(thrown);
        }
        if (stage == null) stage = failed(new NullPointerException("no stage"));
        CompletionStage<RouteResponse<S>> asked = stage;
        CompletableFuture<RouteResponse<S>> answer = new CompletableFuture<>();
        Waiter wait = cancelled -> {
            if (cancelled != null) answer.completeExceptionally(cancelled);
            cancel(asked);
        };
        waits.add(wait);
        answer.whenComplete((response, thrown) -> {
            waits.remove(wait);
            unmatchedAnswered(error, pass, response, thrown);
        });
        when(stage, (response, thrown) -> settle(answer, response, thrown));
    }

    private void unmatchedAnswered(RoutingException asked, Pass pass,
                                   @Nullable RouteResponse<S> response, @Nullable Throwable error) {
        if (over()) return;
        Throwable thrown = error != null ? unwrap(error)
            : response == null ? new NullPointerException("the unmatched handler answered null")
            : null;
        if (thrown instanceof RoutingException) {
            end(null, (RoutingException) thrown);
        } else if (thrown instanceof RejectionException) {
            end(null, RoutingErrors.rejected(url, (RejectionException) thrown));
        } else if (thrown instanceof CancellationException) {
            end(null, RoutingErrors.cancelled(url));
        } else if (thrown != null) {
            end(null, RoutingErrors.handlerFailed(url, RouteOutcome.UNMATCHED, thrown));
        } else if (response.kind() == RouteResponse.Kind.DECLINED) {
            end(null, asked);
        } else if (response.kind() == RouteResponse.Kind.REDIRECT) {
            redirect(String.valueOf(response.target()), pass.source);
        } else {
            answered(response, null);
        }
    }

    /** An answer that ends the open: a navigation goes through the navigator first. */
    private void answered(RouteResponse<S> response, @Nullable RouteRequest request) {
        if (response.kind() == RouteResponse.Kind.NAVIGATE) {
            Navigator<S> navigator = router.navigator;
            try {
                if (navigator == null) {
                    throw new IllegalStateException("the router has no navigator (.navigator)");
                }
                // From here the user sees the screen: a cancel that arrives now does not change
                // what the event reports (issue #91, decision 6).
                shown = true;
                navigator.navigate(response.screen());
            } catch (Throwable failure) {
                end(null, RoutingErrors.navigationFailed(url, failure));
                return;
            }
        }
        end(new RouteOutcome<>(response, request, redirects), null);
    }

    /** The future was cancelled: every wait fails, innermost first, and the open ends. */
    private void cancelled() {
        if (ended) return;
        RoutingException cancel = RoutingErrors.cancelled(url);
        List<Waiter> left = new ArrayList<>(waits);
        Collections.reverse(left);
        for (Waiter wait : left) {
            waits.remove(wait);
            wait.abandon(cancel);
        }
        end(null, cancel);
    }

    /** Ends the open: lets go of what it waits for, tells analytics, completes the future. */
    private void end(@Nullable RouteOutcome<S> outcome, @Nullable RoutingException error) {
        if (ended) return;
        ended = true;
        // A cancel that came after the navigator was called changes the future, not the event.
        boolean cancelledFirst = future.isCancelled() && !(shown && outcome != null);
        RoutingException failure = cancelledFirst ? RoutingErrors.cancelled(url) : error;
        // An error lists the redirects as the outcome would have (router.redirect).
        if (failure != null) failure = failure.after(redirects);
        RouteOutcome<S> success = cancelledFirst ? null : outcome;
        List<Waiter> left = new ArrayList<>(waits);
        waits.clear();
        for (Waiter wait : left) wait.abandon(null);
        if (!call) {
            OpenEvent event = Analytics.event(url, source, route, success, failure, degraded,
                redirects.subList(1, redirects.size()));
            // An observer's failure is its own: the outcome stands, the other observers are told.
            router.sinks.tell(event);
        }
        if (success != null) {
            future.complete(success);
        } else {
            future.completeExceptionally(failure);
        }
    }

    /**
     * Cancels a stage the open no longer waits for (issue #91, decision 6), so that the app's
     * work behind it can stop; a stage that is no future, or that refuses, is left as it is.
     */
    void cancel(CompletionStage<?> stage) {
        try {
            stage.toCompletableFuture().cancel(true);
        } catch (UnsupportedOperationException notAFuture) {
            // A stage that is no future cannot be cancelled; its answer is ignored.
        } catch (Throwable thrown) {
            router.sinks.failed(thrown);
        }
    }

    /** The routing exception {@code error} is, or a cause-less failure for an impossible null. */
    private RoutingException routing(@Nullable Throwable error) {
        Throwable inner = unwrap(error == null ? new NullPointerException("no answer") : error);
        return inner instanceof RoutingException ? (RoutingException) inner
            : RoutingErrors.handlerFailed(url, String.valueOf(route), inner);
    }

    /** The error inside the wrappers a stage adds. */
    static Throwable unwrap(Throwable error) {
        Throwable inner = error;
        while ((inner instanceof CompletionException || inner instanceof ExecutionException)
                && inner.getCause() != null) {
            inner = inner.getCause();
        }
        return inner;
    }

    /** Completes {@code answer} as a stage completed. */
    static <T> void settle(CompletableFuture<T> answer, @Nullable T value,
                           @Nullable Throwable error) {
        if (error != null) {
            answer.completeExceptionally(unwrap(error));
        } else {
            answer.complete(value);
        }
    }

    static <T> CompletableFuture<T> failed(Throwable error) {
        CompletableFuture<T> failed = new CompletableFuture<>();
        failed.completeExceptionally(error);
        return failed;
    }
}
