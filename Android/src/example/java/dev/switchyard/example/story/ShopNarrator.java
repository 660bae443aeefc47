package dev.switchyard.example.story;

import dev.switchyard.Match;
import dev.switchyard.RefusedRoute;
import dev.switchyard.RewriteStep;
import dev.switchyard.Route;
import dev.switchyard.documents.DocumentMatch;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.RouteOutcome;
import dev.switchyard.router.RoutingException;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Prints the story as the Swift demo's {@code Narrator} does (Examples/Shop/Narrator.swift): each
 * link, what the router will decide (a dry run that calls nothing), and what became of it, in the
 * same words; without the window, which the JVM does not draw.
 *
 * <p>The JVM router has no dry run of its own (Swift's {@code canOpen}): the plan is the reader's
 * match of the link against the table in force, under the app's policy, which is what a pass
 * matches; the middleware are those the app registered for the route's tags. A link a routing
 * document moves (a redirect, an {@code always} degrade) is matched by the reader to its last leg,
 * so its first leg (its rewrites and route) is read with the link's own source denied, which stops
 * the reader there.
 */
final class ShopNarrator {
    private final ShopApp app;
    private final PrintStream out;
    private int chapter;

    ShopNarrator(ShopApp app, PrintStream out) {
        this.app = app;
        this.out = out;
    }

    void chapter(String title) {
        chapter += 1;
        out.println();
        out.println(chapter + ". " + title);
    }

    void say(String line) {
        out.println("   " + line);
    }

    /** What the router will do with the link, found by a dry run that calls nothing. */
    void plan(String url, RouteSource source) {
        say("link     " + url + "  (" + source + ")");
        DocumentMatch dryRun = app.documents.match(url, source, app.policy);
        if (!dryRun.followed().isEmpty()) {
            // A document moved the link: its first leg, stopped by denying the link's source.
            DocumentMatch first = app.documents.match(url, source, app.policy.deny(source.kind()));
            Match stopped = first.match();
            if (stopped != null && !stopped.refused.isEmpty()) {
                route(first, stopped.refused.get(0).route);
                return;
            }
        }
        Match match = dryRun.match();
        // A refused origin reaches nothing, so the open's outcome says it: said once, there.
        if (match == null || match.refusal == Match.Refusal.ORIGIN_NOT_ACCEPTED) return;
        if (match.matched()) {
            route(dryRun, match.route);
        } else {
            say(why(match));
        }
    }

    /** A leg's rewrites, each on its line, its route and the middleware it runs through. */
    private void route(DocumentMatch leg, Route route) {
        for (RewriteStep step : leg.rewrites()) say("rewrite  \u2192 " + step.to());
        say("route    " + (route.name != null ? route.name : route.pattern) + "  ("
            + route.pattern + ")");
        List<String> through = app.through(route);
        if (!through.isEmpty()) say("through  " + String.join(", ", through));
    }

    /** What became of a link the queue delivered. */
    void outcome(PendingLinks.Delivery delivery) {
        outcome(delivery.result, delivery.url, delivery.source);
    }

    /** What became of an open. */
    void outcome(Future<RouteOutcome<Navigation>> open, String url, RouteSource source) {
        RouteOutcome<Navigation> outcome;
        try {
            outcome = open.get(10, TimeUnit.SECONDS);
        } catch (ExecutionException failed) {
            RoutingException error = RoutingException.of(failed);
            say(error == null ? "failed   " + failed.getCause() : why(error, url, source));
            return;
        } catch (Exception stuck) {
            say("failed   " + stuck);
            return;
        }
        switch (outcome.response().kind()) {
            case NAVIGATE:
                say("opened   " + outcome.screen());
                break;
            case VALUE:
                say("returned " + outcome.value());
                break;
            case HANDLED:
                say("handled  nothing to show");
                break;
            default:
                say("answered " + outcome.response());
        }
    }

    /** Why a link did not reach a route, in the words of the reader's match. */
    private static String why(Match match) {
        switch (match.refusal) {
            case ORIGIN_NOT_ACCEPTED:
                return "refused  " + match.reason + ": no handler sees the link";
            case NO_ROUTE:
                return "no match " + match.reason + "; the unmatched handler decides";
            case POLICY:
                RefusedRoute best = match.refused.get(0);
                return "refused  " + best.route.pattern + ": " + best.why;
            default:
                return "failed   " + match.reason;
        }
    }

    /** Why an open failed: the router's reason, in the words of the reader's match of the link. */
    private String why(RoutingException error, String url, RouteSource source) {
        switch (error.reason()) {
            case NO_ROUTE:
            case FORBIDDEN:
                Match match = app.documents.match(url, source, app.policy).match();
                return match != null && match.refusal != null ? why(match) : "failed   " + error;
            case REJECTED:
                return "refused  " + error.rejection().getMessage();
            default:
                return "failed   " + error.getMessage();
        }
    }
}
