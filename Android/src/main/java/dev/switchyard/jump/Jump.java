package dev.switchyard.jump;

import dev.switchyard.AppIdentities;
import dev.switchyard.Match;
import dev.switchyard.MatchRequest;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.RefusedRoute;
import dev.switchyard.RouteTable;
import dev.switchyard.documents.DocumentMatch;
import dev.switchyard.documents.FollowedStep;
import dev.switchyard.documents.RoutingDocuments;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * The web page's jump ({@code Docs/Rules/jump.md}; ADR 0078; issue #90): which link a page puts
 * under "Open in app", and where a user without the app goes, computed from the table's match, the
 * routing document in force and the page's environment. Nothing is probed: no timer, no
 * visibility, no change of location; the same arguments give the same plan. The app's identities
 * are the table's {@code options.apps} ({@link dev.switchyard.TableOptions#apps()}).
 *
 * <pre>{@code
 * JumpPlan plan = Jump.plan(table, JumpRequest.of("https://m.shop.example/goods/7",
 *     JumpPlatform.ANDROID_CHROME).pageURL("https://www.shop.example/landing"));
 * if (plan.decision() == JumpPlan.Decision.APP) {
 *     String href = plan.intentHref();   // intent://m.shop.example/goods/7#Intent;...;end
 * }
 * }</pre>
 */
@NonnullByDefault
public final class Jump {
    private Jump() {}

    /**
     * The plan for offering the request's link on a page, over the table alone.
     *
     * @param table the app's table; its {@code options.apps} names the app
     * @param request the link, the page's environment and how the app judges the link
     * @return the plan
     */
    public static JumpPlan plan(RouteTable table, JumpRequest request) {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(request, "request");
        String link = request.url();
        if (link == null) return intakePlan(request);
        Match match = table.match(MatchRequest.of(link, request.source())
            .policy(request.policy()));
        return planned(table, request, link, new Way(match, null, false, false));
    }

    /**
     * The plan for offering the request's link on a page, over the table with the routing document
     * in force: the link's way read as the app reads it, redirects and degrades followed.
     *
     * @param documents the app's documents, over its table
     * @param request the link, the page's environment and how the app judges the link
     * @return the plan
     */
    public static JumpPlan plan(RoutingDocuments documents, JumpRequest request) {
        Objects.requireNonNull(documents, "documents");
        Objects.requireNonNull(request, "request");
        String link = request.url();
        if (link == null) return intakePlan(request);
        DocumentMatch answer = documents.match(MatchRequest.of(link, request.source())
            .policy(request.policy()));
        String degradedTo = null;
        boolean degraded = false;
        for (FollowedStep step : answer.followed()) {
            if (step.kind() == FollowedStep.Kind.DEGRADE) {
                degradedTo = step.to();
                degraded = true;
                break;
            }
        }
        Way way = new Way(answer.match(), degradedTo, degraded, answer.redirectLoop());
        return planned(documents.state().applied().table(), request, link, way);
    }

    /** A link that is not text: intake refuses it ({@code jump.input.errors}). */
    private static JumpPlan intakePlan(JumpRequest request) {
        return JumpPlan.web(webPage(null, null, "", request.pageURL()), "intake");
    }

    /** How the link went: its last match, its first degrade's target, a redirect loop. */
    private static final class Way {
        @Nullable final Match match;
        @Nullable final String degradedTo;
        final boolean degraded;
        final boolean redirectLoop;

        Way(@Nullable Match match, @Nullable String degradedTo, boolean degraded,
            boolean redirectLoop) {
            this.match = match;
            this.degradedTo = degradedTo;
            this.degraded = degraded;
            this.redirectLoop = redirectLoop;
        }
    }

    /** The decision in the rules' order, then the links ({@code jump.decision.*}). */
    private static JumpPlan planned(RouteTable table, JumpRequest request, String link, Way way) {
        String destination = way.match == null ? null : way.match.webDestination;
        String webURL = webPage(way.degradedTo, destination, link, request.pageURL());
        String refusal = routeRefusal(way);
        if (refusal != null) return JumpPlan.web(webURL, refusal);
        JumpPlatform platform = request.platform();
        if (platform.refusal != null) return JumpPlan.web(webURL, platform.refusal);
        AppIdentities apps = table.options().apps();
        boolean ios = platform.system == JumpPlatform.AppSystem.IOS;
        AppIdentities.IosApp iosApp = apps == null ? null : apps.ios();
        AppIdentities.AndroidApp androidApp = apps == null ? null : apps.android();
        if (apps == null || (ios ? iosApp == null : androidApp == null)) {
            return JumpPlan.web(webURL, "no-app");
        }
        List<String> why = new ArrayList<>();
        String appLink = JumpLinks.appLink(link, apps.hosts());
        if (appLink == null && ios) why.add("no-app-link");
        String page = request.pageURL();
        boolean sameHost = appLink != null && page != null
            && JumpLinks.hostOf(page).equals(JumpLinks.hostOf(appLink));
        if (sameHost) why.add("same-host");
        String intentHref = ios || androidApp == null ? null
            : JumpLinks.intent(link, androidApp, webURL, request.referrer(), why);
        String storeURL = ios && iosApp != null ? JumpLinks.iosStore(iosApp)
            : androidApp != null ? JumpLinks.androidStore(androidApp, request.referrer()) : null;
        boolean opens = intentHref != null || appLink != null && !sameHost;
        return new JumpPlan(opens ? JumpPlan.Decision.APP : JumpPlan.Decision.STORE, appLink,
            intentHref, storeURL, webURL, sameHost, why);
    }

    /**
     * Why no route opens the link in the app, or null when one does ({@code
     * jump.decision.refused}, {@code .internal}, {@code .policy}, {@code .degrade}).
     */
    @Nullable
    private static String routeRefusal(Way way) {
        if (way.degraded) return "degrade";
        if (way.redirectLoop || way.match == null) return "redirect";
        Match match = way.match;
        if (match.matched()) return null;
        Match.Refusal refusal = match.refusal;
        if (refusal == Match.Refusal.POLICY) {
            RefusedRoute first = match.refused.isEmpty() ? null : match.refused.get(0);
            return first != null && first.route.internal ? "internal" : "policy";
        }
        if (refusal == Match.Refusal.ORIGIN_NOT_ACCEPTED) return "origin";
        if (refusal == Match.Refusal.NO_ROUTE) return "no-route";
        if (refusal == Match.Refusal.REWRITE_LOOP) return "rewrite";
        return "intake";
    }

    /**
     * {@code jump.links.web}: the degrade's web target, the web destination, the link when it is a
     * web page, the page.
     */
    @Nullable
    private static String webPage(@Nullable String degradedTo, @Nullable String destination,
                                  String link, @Nullable String page) {
        if (degradedTo != null && JumpLinks.isWeb(degradedTo)) return degradedTo;
        if (destination != null) return destination;
        if (JumpLinks.isWeb(link)) return link;
        return page;
    }
}
