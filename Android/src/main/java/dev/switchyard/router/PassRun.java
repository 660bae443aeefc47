package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.pass.Pass;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import javax.annotation.Nullable;

/**
 * One pass of an open with a candidate (router.pass.order): the global middleware in registration
 * order, each given the best candidate's request; after the last, the candidates in rank order,
 * each its own tag middleware and then its effect (its handler, or a routing document's redirect
 * or degrade), until one does not decline. Runs on the open's executor.
 */
@NonnullByDefault
final class PassRun<S> {
    final OpenRun<S> open;
    final Pass pass;
    /** How many candidates declined. */
    int declined;
    private final RouteRequest first;
    @Nullable private RouteRequest answeredBy;
    /** What the candidate that answered answered (compared by identity). */
    @Nullable private RouteResponse<S> candidatesAnswer;
    /** The redirects a degrade answered in this pass (compared by identity). */
    private final List<RouteResponse<S>> degrades = new ArrayList<>();

    PassRun(OpenRun<S> open, Pass pass) {
        this.open = open;
        this.pass = pass;
        this.first = request(pass.first);
    }

    /** The pass's answer, when the global middleware gave it; completes on the executor. */
    CompletableFuture<RouteResponse<S>> start() {
        return MiddlewareChain.global(open, first,
            request -> candidate(pass.first, 0, request));
    }

    /**
     * The request that {@code response}, the pass's answer, is for: the candidate's that answered
     * it; a global middleware's own answer is for the best candidate's request, which it was given.
     */
    RouteRequest answeredBy(RouteResponse<S> response) {
        return answeredBy != null && response == candidatesAnswer ? answeredBy : first;
    }

    /** Whether {@code response} is the redirect a routing document's degrade answered. */
    boolean isDegrade(RouteResponse<S> response) {
        for (RouteResponse<S> degrade : degrades) {
            if (degrade == response) return true;
        }
        return false;
    }

    /**
     * Runs {@code candidate} with {@code request}; when it declines, the candidate after it
     * ({@code others} from {@code next} on), given the link, the source and the caller's
     * parameters again (router.candidates.declined). The candidates share one answer.
     */
    private CompletableFuture<RouteResponse<S>> candidate(Pass.Candidate candidate,
                                                          int next, RouteRequest request) {
        CompletableFuture<RouteResponse<S>> answer = new CompletableFuture<>();
        candidate(candidate, next, request, answer);
        return answer;
    }

    private void candidate(Pass.Candidate candidate, int next, RouteRequest request,
                           CompletableFuture<RouteResponse<S>> answer) {
        open.route = candidate.match.route.pattern;
        CompletableFuture<RouteResponse<S>> answered = MiddlewareChain.tagged(open,
            candidate.match.route.tags, request, passed -> effect(candidate, passed));
        answered.whenComplete((response, error) -> {
            if (error != null) {
                answer.completeExceptionally(OpenRun.unwrap(error));
                return;
            }
            if (response.kind() != RouteResponse.Kind.DECLINED) {
                answeredBy = request;
                candidatesAnswer = response;
                answer.complete(response);
                return;
            }
            declined++;
            List<Pass.Candidate> others = pass.others();
            if (next >= others.size()) {
                answer.complete(response);
            } else if (open.over()) {
                answer.completeExceptionally(RoutingErrors.cancelled(open.url));
            } else {
                // The next candidate runs at once, or in a task of its own past
                // SerialExecutor.INLINE_DEPTH nested runs: a thousand declines keep the stack
                // bounded (issue #91, decision 5).
                Pass.Candidate following = others.get(next);
                open.router.executor.run(
                    () -> candidate(following, next + 1, request(following), answer),
                    open::refused);
            }
        });
    }

    /** What the candidate does once its middleware passed it on. */
    private CompletableFuture<RouteResponse<S>> effect(Pass.Candidate candidate,
                                                       RouteRequest request) {
        if (candidate.effect == Pass.Effect.REDIRECT) {
            return CompletableFuture.completedFuture(RouteResponse.redirect(candidate.target));
        }
        if (candidate.effect == Pass.Effect.ALWAYS) {
            RouteResponse<S> degrade = RouteResponse.redirect(candidate.target);
            degrades.add(degrade);
            return CompletableFuture.completedFuture(degrade);
        }
        return handler(candidate, request);
    }

    /** The candidate's handler, by the name its route binds. */
    private CompletableFuture<RouteResponse<S>> handler(Pass.Candidate candidate,
                                                        RouteRequest request) {
        String name = candidate.match.route.handler;
        AsyncHandler<S> handler = name == null ? null
            : open.handlers != null ? open.handlers.handler(name) : open.router.handlers.get(name);
        if (handler == null) {
            String why = name == null ? "the route has no handler" : "no handler named " + name;
            CompletableFuture<RouteResponse<S>> answer = new CompletableFuture<>();
            answer.completeExceptionally(RoutingErrors.handlerFailed(open.url,
                candidate.match.route.pattern, new IllegalStateException(why)));
            return answer;
        }
        return HandlerCall.ask(open, handler, request,
            (error, failing) -> failed(candidate, error, failing));
    }

    /**
     * A handler's failure: the router's own error, a rejection (the route's own) or a cancellation
     * as they are, anything else {@code handlerFailed}, or with a {@code handlerFails} degrade, a
     * redirect to its target (router.degrade.handler-fails).
     */
    private void failed(Pass.Candidate candidate, Throwable error,
                        CompletableFuture<RouteResponse<S>> answer) {
        if (error instanceof RoutingException) {
            answer.completeExceptionally(error);
        } else if (error instanceof RejectionException) {
            answer.completeExceptionally(RoutingErrors.rejected(open.url,
                (RejectionException) error));
        } else if (error instanceof CancellationException) {
            answer.completeExceptionally(RoutingErrors.cancelled(open.url));
        } else if (candidate.effect == Pass.Effect.HANDLER_FAILS) {
            RouteResponse<S> degrade = RouteResponse.redirect(candidate.target);
            degrades.add(degrade);
            answer.complete(degrade);
        } else {
            answer.completeExceptionally(RoutingErrors.handlerFailed(open.url,
                candidate.match.route.pattern, error));
        }
    }

    /** A candidate's request: this pass's link and source, the caller's parameters. */
    private RouteRequest request(Pass.Candidate candidate) {
        return new RouteRequest(pass.url, open.url, candidate.match.route,
            candidate.match.namespace, candidate.match.parameters, candidate.match.wildcard,
            pass.source, pass.way());
    }
}
