package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.policy.RouteSource;
import java.util.List;
import javax.annotation.Nullable;

/**
 * The one event of an open that ended (router.analytics, router.analytics.outcome,
 * router.analytics.redact).
 */
@NonnullByDefault
final class Analytics {
    private Analytics() {}

    /**
     * The event of an open of {@code url} from {@code source} that ended with {@code outcome} or
     * {@code error}, its last route {@code route}, after the {@code redirects} it took, its links
     * as given.
     */
    static OpenEvent event(String url, RouteSource source, @Nullable String route,
                           @Nullable RouteOutcome<?> outcome, @Nullable RoutingException error,
                           boolean degraded, List<String> redirects) {
        if (outcome != null || error == null) {
            OpenEvent.Outcome ended = degraded ? OpenEvent.Outcome.DEGRADED
                : outcome != null && outcome.request() == null ? OpenEvent.Outcome.UNMATCHED
                : OpenEvent.Outcome.HANDLED;
            return new OpenEvent(url, source, route, ended, null, redirects);
        }
        switch (error.reason()) {
            case ALL_DECLINED:
                return new OpenEvent(url, source, route, OpenEvent.Outcome.DECLINED, null,
                    redirects);
            case NO_ROUTE:
                return new OpenEvent(url, source, route, OpenEvent.Outcome.UNMATCHED, null,
                    redirects);
            case REFUSED:
            case FORBIDDEN:
            case REJECTED:
                return new OpenEvent(url, source, route, OpenEvent.Outcome.REFUSED,
                    error.reason(), redirects);
            default:
                return new OpenEvent(url, source, route, OpenEvent.Outcome.FAILED, error.reason(),
                    redirects);
        }
    }
}
