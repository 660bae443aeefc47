package dev.switchyard.example.android;

import android.content.ActivityNotFoundException;
import android.content.Context;
import android.content.Intent;
import android.os.Handler;
import android.os.Looper;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.TableError;
import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentFloorStore;
import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import dev.switchyard.router.RoutingException;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.util.Collections;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

/**
 * The app's routing, one for the process: the table from the APK's assets (the same routes.json as
 * the iOS app's), its routing documents with the floor and the cache in the no-backup folder, and
 * the router, whose callbacks and outcomes run on the main thread.
 */
public final class ShopRouting {
    /** The hosts of the manifest's App Link intent filters ({@code android:autoVerify="true"}). */
    public static final Set<String> APP_LINK_HOSTS = Collections.singleton("m.shop.example");
    /** The app's rules: an internal route opens only in-app; a deny fails closed. */
    public static final SourcePolicy POLICY =
        SourcePolicy.DEFAULT.deny(RouteSource.otherApp("com.example.evil"));

    private static final String KEY_2026_A = "11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=";
    private static ShopRouting shared;

    /** The router: every callback and every outcome on the main thread. */
    public final Router<ShopScreen> router;
    /** Where routing documents arrive. */
    public final DocumentFeed documents;
    /** The documents in force, which the router reads on each open. */
    final RoutingDocuments routing;

    ShopRouting(Context app, PinnedKeys keys, Executor background)
        throws IOException, TableError {
        RouteTable table;
        try (InputStream routes = app.getAssets().open("routes.json")) {
            table = RouteTableFile.load(routes, "routes.json");
        }
        File noBackup = app.getNoBackupFilesDir();
        RoutingDocuments.Builder builder = RoutingDocuments
            // The app's version (BuildConfig.VERSION_NAME) and an id of the install, for rollouts.
            .builder(table, new DeviceContext("2.4.0", "android", "install-id"))
            .keys(keys)
            .floorStore(DocumentFloorStore.file(
                new File(noBackup, "routing-document.floor.json").toPath()));
        Executor main = new Handler(Looper.getMainLooper())::post;
        File cache = new File(noBackup, "routing-document.json");
        byte[] cached = DocumentFeed.read(cache);
        if (cached != null) builder.cachedDocument(cached);
        routing = builder.build();
        documents = new DocumentFeed(routing, cache, background, main);
        if (cached != null) documents.offer(() -> cached, cache.getName());
        router = handlers(Router.<ShopScreen>builder(routing))
            .policy(POLICY)
            .executor(main)
            .unmatched(miss -> miss.error().reason() == RoutingException.Reason.FORBIDDEN
                ? RouteResponse.<ShopScreen>handled()
                : RouteResponse.navigate(miss.webDestination() != null
                    ? ShopScreen.web(miss.webDestination())
                    : ShopScreen.notFound(miss.url())))
            .navigator(screen -> show(app, screen))
            .build();
    }

    /**
     * The app's routing, made on first use.
     *
     * @param context any context of the app
     * @return the routing
     */
    public static synchronized ShopRouting get(Context context) {
        if (shared == null) {
            try {
                shared = new ShopRouting(context.getApplicationContext(),
                    PinnedKeys.of(Collections.singletonMap("2026-a", KEY_2026_A)),
                    Executors.newSingleThreadExecutor());
            } catch (IOException | TableError | RoutingDocumentError broken) {
                throw new IllegalStateException("the APK's routes.json or key is broken", broken);
            }
        }
        return shared;
    }

    /** Replaces the routing of {@link #get(Context)}: for tests. */
    static synchronized void use(ShopRouting routing) {
        shared = routing;
    }

    /** Shows a screen from the application's context, which needs a new task's flag. */
    private static void show(Context app, ShopScreen screen) {
        try {
            app.startActivity(screen.intent(app).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK));
        } catch (ActivityNotFoundException notInstalled) {
            throw new ShopScreen.NotShown(screen, notInstalled);
        }
    }

    /** The table's handlers by name, each answering its screen. */
    private static Router.Builder<ShopScreen> handlers(Router.Builder<ShopScreen> builder) {
        return builder
            .handler("goods.list", request -> RouteResponse.navigate(ShopScreen.goodsList()))
            .handler("goods.detail", request ->
                RouteResponse.navigate(ShopScreen.goods(request.parameter("id"))))
            .handler("goods.reviews", request ->
                RouteResponse.navigate(ShopScreen.reviews(request.parameter("id"))))
            .handler("user.profile", request ->
                RouteResponse.navigate(ShopScreen.profile(request.parameter("uid"))))
            .handler("cart", request -> RouteResponse.navigate(ShopScreen.cart()))
            .handler("address.pick", request ->
                RouteResponse.navigate(ShopScreen.addressPicker()))
            // A page of the table's webOrigins, or a rejection that says why in Swift's words.
            .handler("web.page", request ->
                RouteResponse.navigate(ShopScreen.web(request.webDestination("url"))));
    }
}
