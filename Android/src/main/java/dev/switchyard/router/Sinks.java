package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import java.util.List;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Where a router's events go: its analytics observers, each event's links redacted as the builder
 * asked (router.analytics.redact); and where a sink's failure goes (issue #91, decision 2): what
 * an observer or a pending-links listener throws changes no outcome, stops neither the other
 * observers nor later opens, and reaches the app's hook; what the hook throws in turn is dropped.
 * Immutable; used on the router's executor.
 */
@NonnullByDefault
final class Sinks {
    private final List<Consumer<OpenEvent>> observers;
    private final LinkRedaction links;
    private final Consumer<Throwable> failures;

    Sinks(List<Consumer<OpenEvent>> observers, LinkRedaction links, Consumer<Throwable> failures) {
        this.observers = Immutable.listCopy(observers);
        this.links = links;
        this.failures = failures;
    }

    /** Gives {@code event}, its links redacted, to every observer, in registration order. */
    void tell(OpenEvent event) {
        if (observers.isEmpty()) return;
        OpenEvent told = event.redacted(links);
        for (Consumer<OpenEvent> observer : observers) {
            try {
                observer.accept(told);
            } catch (Throwable thrown) {
                failed(thrown);
            }
        }
    }

    /** Tells the app's hook that a sink threw {@code thrown}. */
    void failed(Throwable thrown) {
        try {
            failures.accept(thrown);
        } catch (Throwable dropped) {
            // The hook's own failure has nowhere left to go.
        }
    }

    /** The default hook: {@code java.util.logging}, which is logcat on Android. */
    static void log(Throwable thrown) {
        Logger.getLogger("dev.switchyard.router").log(Level.WARNING, "a sink failed", thrown);
    }
}
