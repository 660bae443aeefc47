package dev.switchyard.example.android;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.content.ActivityNotFoundException;
import android.content.Intent;
import android.net.Uri;
import android.util.Log;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.RoutingException;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The router opened from an activity (issue 78 item 5): the link and its source from the intent,
 * the open on the main thread, its screen started, a screen no activity shows falling back to its
 * web page in a browser (the open fails NAVIGATION_FAILED, never degraded), and the floor and the
 * cache in the app's no-backup folder across a relaunch.
 */
class DeepLinkActivityTest {
    private static final String GOODS = "com.example.shop.goods.GoodsActivity";

    @TempDir
    Path dir;
    private FakeApp app;
    private Signer signer;
    private ShopRouting routing;

    @BeforeEach
    void launch() throws Exception {
        app = new FakeApp(dir);
        signer = new Signer();
        routing = new ShopRouting(app, signer.keys(), Runnable::run);
        ShopRouting.use(routing);
    }

    @AfterEach
    void forget() {
        ShopRouting.use(null);
    }

    @Test
    void anAppLinkOnAndroid8To11OpensItsScreenOnTheMainThread() throws Exception {
        DeepLinkActivity activity = create(new DeepLinkActivity(),
            "https://m.shop.example/product/7.html", null);
        FakeApp.await(activity::isFinishing);
        assertEquals(1, app.started.size());
        FakeApp.Started goods = app.started.get(0);
        assertEquals(GOODS, goods.intent.getComponent().getClassName());
        assertEquals("7", goods.intent.getStringExtra("item"));
        assertEquals(Intent.FLAG_ACTIVITY_NEW_TASK, goods.intent.getFlags());
        assertTrue(goods.onMain, "started off the main thread");
    }

    @Test
    void aScreenNoActivityShowsFailsTheOpenAndOpensItsPageInABrowser() throws Exception {
        app.notInstalled.add(GOODS);  // a feature module not installed
        ExecutionException failed = org.junit.jupiter.api.Assertions.assertThrows(
            ExecutionException.class, () -> routing.router.open("shop://goods/7",
                RouteSource.IN_APP).get(5, TimeUnit.SECONDS));
        RoutingException error = RoutingException.of(failed);
        assertEquals(RoutingException.Reason.NAVIGATION_FAILED, error.reason());
        assertInstanceOf(ActivityNotFoundException.class, error.getCause().getCause());

        DeepLinkActivity activity = create(new DeepLinkActivity(),
            "https://m.shop.example/product/7.html", null);
        FakeApp.await(activity::isFinishing);
        assertEquals(1, app.started.size(), "the browser, once");
        Intent browser = app.started.get(0).intent;
        assertEquals(Intent.ACTION_VIEW, browser.getAction());
        assertEquals("https://m.shop.example/product/7.html", browser.getData().toString());
        assertEquals("https:", browser.getSelector().getData().toString());
        assertTrue(browser.getSelector().getCategories().contains(Intent.CATEGORY_BROWSABLE));
        assertNull(browser.getComponent());
    }

    @Test
    void theInAppWebPageShowsOnlyPagesOfTheWebOrigins() throws Exception {
        ExecutionException refused = org.junit.jupiter.api.Assertions.assertThrows(
            ExecutionException.class, () -> routing.router.open(
                "shop://web?url=https%3A%2F%2Fevil.example%2Flogin", RouteSource.IN_APP)
                .get(5, TimeUnit.SECONDS));
        RoutingException error = RoutingException.of(refused);
        assertEquals(RoutingException.Reason.REJECTED, error.reason());
        assertEquals("parameter \"url\" is not a page the app may show: its origin"
            + " \"https://evil.example\" is not one of the app's web origins",
            error.rejection().getMessage());
        assertTrue(app.started.isEmpty(), "nothing shown for a page of another origin");

        routing.router.open("shop://web?url=https%3A%2F%2Fm.shop.example%2Fhelp",
            RouteSource.IN_APP).get(5, TimeUnit.SECONDS);
        assertEquals(1, app.started.size());
        Intent web = app.started.get(0).intent;
        assertEquals("com.example.shop.WebActivity", web.getComponent().getClassName());
        assertEquals("https://m.shop.example/help", web.getStringExtra("item"));
    }

    @Test
    void withNoBrowserEitherTheActivityFinishesAndSaysSo() throws Exception {
        app.notInstalled.add(GOODS);
        app.browser = false;
        Log.shimLines();
        DeepLinkActivity activity = create(new DeepLinkActivity(), "shop://goods/7",
            Uri.parse("android-app://com.example.partner"));
        FakeApp.await(activity::isFinishing);
        assertTrue(app.started.isEmpty());
        assertEquals(List.of("W/Links: no browser shows https://m.shop.example/product/7.html"),
            Log.shimLines());
    }

    @Test
    void aDeniedAppsLinkOpensNothingAndANotificationsLinkOpensItsScreen() throws Exception {
        DeepLinkActivity denied = create(new DeepLinkActivity(), "shop://cart",
            Uri.parse("android-app://com.example.evil"));
        FakeApp.await(denied::isFinishing);
        assertTrue(app.started.isEmpty(), "the unmatched handler answers a refusal: nothing");

        NotificationLinkActivity tapped = create(new NotificationLinkActivity(), "shop://cart",
            null);
        FakeApp.await(tapped::isFinishing);
        assertEquals("com.example.shop.CartActivity",
            app.started.get(0).intent.getComponent().getClassName());
    }

    @Test
    void theFloorAndTheDocumentAreKeptInTheNoBackupFolderAcrossARelaunch() throws Exception {
        DocumentArrival applied = routing.documents.offer(() -> signer.document(3),
            "https://cdn.shop.example/shop/routing.json").get(5, TimeUnit.SECONDS);
        assertEquals(DocumentArrival.Outcome.APPLIED, applied.outcome());
        assertTrue(new File(app.noBackup, "routing-document.floor.json").isFile());
        assertTrue(new File(app.noBackup, "routing-document.json").isFile());

        ShopRouting relaunched = new ShopRouting(app, signer.keys(), Runnable::run);
        assertEquals(3, relaunched.routing.state().inForce().serial(), "the cache, offered");
        DocumentArrival replayed = relaunched.documents.offer(() -> signer.document(2),
            "https://cdn.shop.example/shop/routing.json").get(5, TimeUnit.SECONDS);
        assertEquals(DocumentArrival.Outcome.REFUSED, replayed.outcome(), "the floor refuses it");
    }

    /** What the system does to start {@code activity} for a link, on the main thread. */
    private <A extends android.app.Activity> A create(A activity, String link, Uri referrer)
        throws Exception {
        Intent view = new Intent(Intent.ACTION_VIEW, Uri.parse(link));
        return FakeApp.onMain(() -> {
            activity.shimCreate(app, view, referrer);
            return activity;
        });
    }
}
