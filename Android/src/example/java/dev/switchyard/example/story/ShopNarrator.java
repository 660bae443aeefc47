package dev.switchyard.example.story;

import dev.switchyard.Match;
import dev.switchyard.MatchRequest;
import dev.switchyard.RefusedRoute;
import dev.switchyard.Route;
import dev.switchyard.modules.ActionResult;
import dev.switchyard.modules.ComponentException;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.LinkDelivery;
import dev.switchyard.router.RouteOutcome;
import dev.switchyard.router.RoutePlan;
import dev.switchyard.router.RoutingException;
import java.io.PrintStream;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Prints the story as the Swift demo's {@code Narrator} does (Examples/Shop/Narrator.swift): each
 * link, what the router will decide (a dry run that calls nothing), and what became of it, in the
 * same words; without the window, which the JVM does not draw.
 *
 * <p>The plan is the router's dry run ({@code canOpen}, as Swift's); why a link reaches no route is
 * worded from the reader's match of it, as the outcome's is.
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
        RoutePlan plan = app.router.canOpen(url, source);
        if (plan.opens()) {
            // Each rewrite of a chain on its own line (a regex rule, then the rule it leads to).
            for (String rewritten : plan.rewrites()) say("rewrite  \u2192 " + rewritten);
            Route route = plan.route();
            say("route    " + (route.name != null ? route.name : route.pattern) + "  ("
                + route.pattern + ")");
            if (!plan.middleware().isEmpty()) {
                say("through  " + String.join(", ", plan.middleware()));
            }
            return;
        }
        Match match = app.documents.match(MatchRequest.of(url, source).policy(app.policy)).match();
        // A refused origin reaches nothing, so the open's outcome says it: said once, there.
        if (match != null && match.refusal == Match.Refusal.ORIGIN_NOT_ACCEPTED) return;
        say(match != null && match.refusal != null ? why(match)
            : "failed   " + plan.error().getMessage());
    }

    /** What became of a link the queue delivered (as the Swift narrator's {@code outcome}). */
    void outcome(Future<LinkDelivery<Navigation>> delivered) {
        LinkDelivery<Navigation> delivery;
        try {
            delivery = delivered.get(10, TimeUnit.SECONDS);
        } catch (Exception stuck) {
            say("failed   " + stuck);
            return;
        }
        if (delivery.dropped() != null) {
            say("dropped  " + delivery.dropped());
        } else if (delivery.error() != null) {
            RoutingException error = RoutingException.of(delivery.error());
            say(error == null ? "failed   " + delivery.error() : why(error));
        } else {
            shown(delivery.outcome());
        }
    }

    /** What an open that succeeded showed or returned. */
    private void shown(RouteOutcome<Navigation> outcome) {
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

    /**
     * A component call through the router's pipeline (source policy, then middleware), and its
     * answer (as the Swift narrator's {@code call}).
     */
    void call(String target, String action, Map<String, String> parameters, RouteSource source) {
        say("call     " + target + "/" + action + "  (" + source + ")");
        try {
            ActionResult result = app.host.components()
                .perform(target, action, parameters, source).get(10, TimeUnit.SECONDS);
            say("returned " + result.value());
        } catch (ExecutionException failed) {
            ComponentException error = ComponentException.of(failed);
            if (error == null) {
                say("failed   " + failed.getCause());
            } else if (error.routingException() != null) {
                say(why(error.routingException()));
            } else {
                say("failed   " + error.getMessage());
            }
        } catch (Exception stuck) {
            say("failed   " + stuck);
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

    /** Why an open failed, from the refusal's code and fields: no message is taken apart. */
    private static String why(RoutingException error) {
        switch (error.reason()) {
            case NO_ROUTE:
                return error.code().equals("match.no-route")
                    ? "no match " + error.getMessage() + "; the unmatched handler decides"
                    : "refused  " + error.getMessage() + ": no handler sees the link";
            case FORBIDDEN:
                return "refused  " + error.fields().get("route") + ": " + error.fields().get("why");
            case REJECTED:
                return "refused  " + error.rejection().getMessage();
            default:
                return "failed   " + error.getMessage();
        }
    }
}
