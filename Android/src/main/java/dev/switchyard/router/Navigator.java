package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;

/**
 * Shows the screen of the {@code navigate} answer that ended an open, once, after its last pass
 * ({@link Router.Builder#navigator(Navigator)}), on the router's executor. On Android this is
 * where {@code startActivity} goes: an {@code ActivityNotFoundException} it throws fails the open
 * with {@link RoutingException.Reason#NAVIGATION_FAILED}, which is never degraded (the app shows
 * its own fallback: catch the failure of the future {@code open} returned).
 *
 * <pre>{@code
 * .navigator(screen -> activity.startActivity(screen.intent(activity)))
 * }</pre>
 *
 * @param <S> the app's screen type
 */
@NonnullByDefault
@FunctionalInterface
public interface Navigator<S> {
    /**
     * Shows a screen.
     *
     * @param screen the screen the open answered
     * @throws Exception when it cannot be shown
     */
    void navigate(S screen) throws Exception;
}
