package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import javax.annotation.Nullable;

/**
 * The built-in login gate (rule {@code router.login-gate}, {@code Docs/Rules/router.md}),
 * registered for a tag ({@code .use(gate, "login")}): a link to a route with the tag opens at once
 * when a user is logged in; otherwise the gate parks it, asks the app to log in, and resumes it
 * when the login succeeded, or drops it. Its name is {@code "login gate"}.
 *
 * <ul>
 *   <li>{@code isLoggedIn} is asked first: {@code true} passes the link on at once.</li>
 *   <li>Otherwise the link is parked ({@link #parkedLinks()}) and {@code logIn} is called with the
 *       request, one login flow at a time across opens, in the order the links were parked. Its
 *       answer decides for that link only: {@code true} passes the same request on without asking
 *       {@code isLoggedIn} again; {@code false} fails the open with {@code rejected} ({@code
 *       LOGIN_FAILED}, by {@code login gate}).</li>
 *   <li>Its timeout counts from the moment the link reached the gate, its time queued behind other
 *       links' flows included: it fails the open with {@code timedOut}. Cancelling the open drops
 *       the link: a flow whose turn had not come never reaches {@code logIn}, and the stage of one
 *       that had is cancelled.</li>
 *   <li>{@code logIn} is called at most once an open: after a login that succeeded, every later
 *       run of the gate in the same open (the next candidate after a decline, a redirected pass)
 *       passes on at once, whatever a stale session says.</li>
 * </ul>
 *
 * <pre>{@code
 * LoginGate<Screen> gate = LoginGate.of(session::isLoggedIn,
 *     request -> loginScreen.present(request.originalUrl()),   // a stage of true when logged in
 *     Duration.ofMinutes(5));
 * builder.use(gate, "login");
 * }</pre>
 *
 * <p>{@code isLoggedIn} and {@code logIn} are called on the router's executor; the stage {@code
 * logIn} returns may complete on any thread. One gate belongs to one router.
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
public final class LoginGate<S> implements Middleware<S> {
    /** The gate's name, in errors and rejections. */
    public static final String NAME = "login gate";

    private final BooleanSupplier isLoggedIn;
    private final Function<RouteRequest, CompletionStage<Boolean>> logIn;
    @Nullable private final Duration timeout;
    private final Object lock = new Object();
    /** The links waiting for a login, in parking order; the first may be logging in. */
    private final List<Flow<S>> parked = new ArrayList<>();
    @Nullable private Flow<S> running;

    private LoginGate(BooleanSupplier isLoggedIn,
                      Function<RouteRequest, CompletionStage<Boolean>> logIn,
                      @Nullable Duration timeout) {
        this.isLoggedIn = Objects.requireNonNull(isLoggedIn, "isLoggedIn");
        this.logIn = Objects.requireNonNull(logIn, "logIn");
        this.timeout = timeout;
    }

    /**
     * A gate with no timeout.
     *
     * @param isLoggedIn whether a user is logged in now
     * @param logIn shows the login flow for a parked request; its stage completes with whether
     *     the user logged in and that link may open
     * @param <S> the app's screen type
     * @return the gate
     */
    public static <S> LoginGate<S> of(BooleanSupplier isLoggedIn,
                                      Function<RouteRequest, CompletionStage<Boolean>> logIn) {
        return new LoginGate<>(isLoggedIn, logIn, null);
    }

    /**
     * A gate whose links may stay parked {@code timeout} at most.
     *
     * @param isLoggedIn whether a user is logged in now
     * @param logIn shows the login flow for a parked request
     * @param timeout how long a link may wait at the gate
     * @param <S> the app's screen type
     * @return the gate
     */
    public static <S> LoginGate<S> of(BooleanSupplier isLoggedIn,
                                      Function<RouteRequest, CompletionStage<Boolean>> logIn,
                                      Duration timeout) {
        return new LoginGate<>(isLoggedIn, logIn, Objects.requireNonNull(timeout, "timeout"));
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    @Nullable
    public Duration timeout() {
        return timeout;
    }

    /**
     * The links parked while their user logs in, in the order they were parked.
     *
     * @return an unmodifiable copy
     */
    public List<String> parkedLinks() {
        List<String> links = new ArrayList<>();
        synchronized (lock) {
            for (Flow<S> flow : parked) links.add(flow.request.originalUrl());
        }
        return Immutable.listCopy(links);
    }

    @Override
    public CompletionStage<RouteResponse<S>> intercept(Chain<S> chain) {
        Objects.requireNonNull(chain, "chain");
        if (!(chain instanceof MiddlewareRun)) {
            throw new IllegalStateException("a LoginGate runs in a Router: .use(gate, tag)");
        }
        MiddlewareRun<S> level = (MiddlewareRun<S>) chain;
        RouteRequest request = chain.request();
        if (level.open().loggedIn(this) || isLoggedIn.getAsBoolean()) {
            return chain.proceed(request);
        }
        Flow<S> flow = new Flow<>(level, request);
        synchronized (lock) {
            parked.add(flow);
        }
        level.onAbandon(() -> abandoned(flow));
        next();
        return flow.answer;
    }

    /** Starts the first parked link's login when none is running. */
    private void next() {
        Flow<S> starting;
        synchronized (lock) {
            if (running != null || parked.isEmpty()) return;
            starting = parked.get(0);
            running = starting;
        }
        OpenRun<S> open = starting.level.open();
        open.router.executor.run(() -> begin(starting), open::refused);
    }

    private void begin(Flow<S> flow) {
        CompletionStage<Boolean> stage;
        try {
            stage = logIn.apply(flow.request);
        } catch (Throwable thrown) {
            // Whatever logIn throws (a checked exception through Kotlin, TODO()'s error) ends
            // this flow only: the next open asks again (issue #91, decision 3).
            concluded(flow, null, thrown);
            return;
        }
        if (stage == null) {
            concluded(flow, null, new NullPointerException("logIn returned no stage"));
            return;
        }
        synchronized (lock) {
            flow.stage = stage;
        }
        flow.level.open().when(stage, (loggedIn, error) -> concluded(flow, loggedIn, error));
    }

    /** A link's login answered. */
    private void concluded(Flow<S> flow, @Nullable Boolean loggedIn, @Nullable Throwable error) {
        boolean answers;
        synchronized (lock) {
            parked.remove(flow);
            if (running == flow) running = null;
            answers = !flow.over;
            flow.over = true;
        }
        if (!answers) {
            // The open stopped waiting for it: its answer is not the link's any more.
        } else if (error != null) {
            flow.answer.completeExceptionally(OpenRun.unwrap(error));
        } else if (Boolean.TRUE.equals(loggedIn)) {
            flow.level.open().markLoggedIn(this);
            CompletableFuture<RouteResponse<S>> answer = flow.answer;
            flow.level.proceed(flow.request)
                .whenComplete((response, failure) -> OpenRun.settle(answer, response, failure));
        } else {
            flow.answer.completeExceptionally(
                RejectionException.loginFailed("the user did not log in"));
        }
        next();
    }

    /** The open stopped waiting for a parked link (a timeout, a cancellation, its end). */
    private void abandoned(Flow<S> flow) {
        CompletionStage<Boolean> stage;
        synchronized (lock) {
            if (flow.over) return;
            flow.over = true;
            parked.remove(flow);
            stage = running == flow ? flow.stage : null;
            if (running == flow) running = null;
        }
        if (stage != null) {
            try {
                stage.toCompletableFuture().cancel(true);
            } catch (UnsupportedOperationException notAFuture) {
                // A stage that is no future cannot be cancelled; its answer is ignored.
            }
        }
        next();
    }

    /** One parked link and its login. */
    private static final class Flow<S> {
        final MiddlewareRun<S> level;
        final RouteRequest request;
        final CompletableFuture<RouteResponse<S>> answer = new CompletableFuture<>();
        @Nullable CompletionStage<Boolean> stage;
        boolean over;

        Flow(MiddlewareRun<S> level, RouteRequest request) {
            this.level = level;
            this.request = request;
        }
    }
}
