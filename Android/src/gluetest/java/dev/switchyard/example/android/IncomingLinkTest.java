package dev.switchyard.example.android;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import android.content.Intent;
import android.net.Uri;
import dev.switchyard.Match;
import dev.switchyard.MatchRequest;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Where a link that reached the app came from (issue 78 item 5, trap a). On Android 8 to 11 (API
 * 26 to 30) a verified App Link arrives with no {@code android-app://} referrer: none at all, or
 * the page the browser was on ({@code Intent.EXTRA_REFERRER}). The glue before this one took every
 * such link for {@code otherApp(null)}, and the docs' own example policy, whose {@code
 * deny(otherApp("com.example.evil"))} fails closed for an app that names nothing (ADR 0054),
 * refused every App Link on those phones. The glue reads no API level: what differs by level is
 * only the referrer that arrives, and each is tried here.
 */
class IncomingLinkTest {
    private static final String APP_LINK = "https://m.shop.example/product/7.html";
    /** The docs' example policy (Android/docs/matching.md), word for word. */
    private static final SourcePolicy DOCS_POLICY = SourcePolicy.DEFAULT
        .restrict("payment", EnumSet.of(RouteSource.Kind.IN_APP, RouteSource.Kind.UNIVERSAL_LINK))
        .deny(RouteSource.Kind.PUSH)
        .deny(RouteSource.otherApp("com.example.evil"));

    private final RouteTable shop;

    IncomingLinkTest() throws Exception {
        shop = RouteTableFile.load(Path.of("..", "Examples", "Shop", "shop.routes.json"));
    }

    @Test
    void anAppLinkOnAndroid8To11OpensUnderTheDocsPolicy() throws Exception {
        Router<String> router = router(DOCS_POLICY);
        for (Uri referrer : Arrays.asList(null, Uri.parse("https://www.google.com/"))) {
            IncomingLink link = fromOutside(APP_LINK, referrer);
            assertEquals(RouteSource.UNIVERSAL_LINK, link.source, "referrer " + referrer);
            assertEquals("shop://goods/<int:id>",
                router.open(link.url, link.source).get(5, TimeUnit.SECONDS).route());
            // The trap: the glue before decided otherApp(null), which the same policy refuses.
            Match before = shop.match(
                MatchRequest.of(link.url, RouteSource.otherApp(null)).policy(DOCS_POLICY));
            assertEquals(Match.Refusal.POLICY, before.refusal);
        }
    }

    @Test
    void anAppLinkIsAUniversalLinkWhateverTheReferrerSays() {
        // Android 12 and later: the browser's package; an app naming the activity itself, or any
        // app firing ACTION_VIEW: a public web link of the app's domain all the same.
        for (String referrer : Arrays.asList("android-app://com.android.chrome",
            "android-app://com.example.evil")) {
            assertEquals(RouteSource.UNIVERSAL_LINK,
                fromOutside(APP_LINK, Uri.parse(referrer)).source);
        }
        assertEquals(RouteSource.UNIVERSAL_LINK,
            fromOutside("https://M.Shop.Example/product/7.html", null).source);
    }

    @Test
    void onlyAnHttpsLinkOfAnAppLinkHostWithNoPortOrUserinfoIsOne() {
        Uri partner = Uri.parse("android-app://com.example.partner");
        for (String url : Arrays.asList("http://m.shop.example/product/7.html",
            "https://m.shop.example:8443/product/7.html", "https://user@m.shop.example/product/7.html",
            "https://shop.example/product/7.html", "shop://goods/7")) {
            assertEquals(RouteSource.otherApp("com.example.partner"),
                fromOutside(url, partner).source, url);
            assertEquals(RouteSource.otherApp(null), fromOutside(url, null).source, url);
        }
    }

    @Test
    void aCustomSchemeLinkFromABrowserIsAnAnonymousAppsWhichADenyRefuses() {
        IncomingLink link = fromOutside("shop://goods/7", Uri.parse("https://www.google.com/"));
        assertEquals(RouteSource.otherApp(null), link.source);
        // ADR 0054: a deny of a package also refuses every app that names none.
        Match refused = shop.match(MatchRequest.of(link.url, link.source).policy(DOCS_POLICY));
        assertEquals(Match.Refusal.POLICY, refused.refusal);
        assertEquals("goods.detail", shop.match(link.url, link.source).route.handler);
    }

    @Test
    void aNotificationsLinkIsPushAndAnIntentWithoutDataIsNoLink() {
        Intent tap = new Intent(Intent.ACTION_VIEW, Uri.parse("shop://cart"));
        assertEquals(RouteSource.PUSH, IncomingLink.fromNotification(tap).source);
        assertEquals("shop://cart", IncomingLink.fromNotification(tap).url);
        assertNull(IncomingLink.fromOutside(new Intent(), null, ShopRouting.APP_LINK_HOSTS));
        assertNull(IncomingLink.fromNotification(new Intent()));
    }

    private static IncomingLink fromOutside(String url, Uri referrer) {
        return IncomingLink.fromOutside(new Intent(Intent.ACTION_VIEW, Uri.parse(url)), referrer,
            ShopRouting.APP_LINK_HOSTS);
    }

    /** A router over the Shop table whose handlers answer their route's handler name. */
    private Router<String> router(SourcePolicy policy) {
        Router.Builder<String> builder = Router.<String>builder(shop)
            .policy(policy)
            .executor(Runnable::run)
            .navigator(screen -> { });
        for (Route route : shop.routes()) {
            builder.handler(route.handler, request -> RouteResponse.navigate(route.handler));
        }
        return builder.build();
    }
}
