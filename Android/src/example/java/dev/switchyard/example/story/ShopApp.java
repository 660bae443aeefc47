package dev.switchyard.example.story;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.TableError;
import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentFloorStore;
import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.policy.SourcePolicy;
import dev.switchyard.router.LoginGate;
import dev.switchyard.router.PendingLinks;
import dev.switchyard.router.RouteRequest;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import dev.switchyard.router.RoutingException;
import dev.switchyard.router.UnmatchedRequest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The Shop app of the Swift demo (Examples/Shop/ShopApp.swift, ShopRoutes.swift, Modules.swift) on
 * the JVM router: the demo's table, its routing documents signed by the release pipeline's key, the
 * same handlers by name answering the same navigations, the login gate on the table's {@code login}
 * routes holding the link queue while the login screen is up, and the same unmatched handler. Every
 * callback runs on one thread named {@code main}, the stand-in for Android's main thread. Without
 * the demo's modules and component calls, which the JVM router does not have.
 */
final class ShopApp implements AutoCloseable {
    final RouteTable table;
    final RoutingDocuments documents;
    final SourcePolicy policy = SourcePolicy.DEFAULT;
    final LoginGate<Navigation> gate;
    final Router<Navigation> router;
    final PendingLinks<Navigation> links;
    final Prompt<Boolean> login = new Prompt<>();
    final Prompt<Address> addressPicker = new Prompt<>();
    /** What the navigator was asked to show, in order: the window the JVM does not draw. */
    final List<Navigation> shown = new CopyOnWriteArrayList<>();
    private final ExecutorService main = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "main");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicBoolean loggedIn = new AtomicBoolean();
    /** Each tag middleware's tag and name, in registration order (the global ones: none). */

    ShopApp(Path tableFile, ReleasePipeline release)
        throws IOException, TableError, RoutingDocumentError {
        table = RouteTableFile.load(tableFile);
        documents = RoutingDocuments
            .builder(table, new DeviceContext("2.4.0", "android", "demo-user"))
            .keys(PinnedKeys.of(Collections.singletonMap(release.keyId, release.publicKey())))
            // The Swift demo keeps no cache either (cacheDirectory: nil): a floor for this run,
            // in a file as an app's is (in its no-backup folder), removed when the story ends.
            .floorStore(DocumentFloorStore.file(floorForThisRun()))
            .build();
        gate = LoginGate.of(loggedIn::get, this::logIn);
        Router.Builder<Navigation> builder = Router.<Navigation>builder(documents)
            .policy(policy)
            .executor(main);
        handlers(builder);
        builder.use(gate, "login");
        router = builder.unmatched(ShopApp::unmatched).navigator(shown::add).build();
        links = PendingLinks.of(router);
    }

    /** The handlers of shop.routes.json by name, as the Swift demo's modules answer them. */
    private void handlers(Router.Builder<Navigation> builder) {
        builder
            .handler("goods.list", request -> navigate(
                Navigation.replaceStack(Screen.HOME, Screen.GOODS)))
            .handler("goods.detail", request -> navigate(
                Navigation.replaceStack(Screen.HOME, Screen.GOODS, Screen.goods(id(request)))))
            .handler("goods.reviews", request -> navigate(Navigation.replaceStack(Screen.HOME,
                Screen.GOODS, Screen.goods(id(request)), Screen.reviews(id(request)))))
            .handler("user.profile", request -> navigate(
                Navigation.replaceStack(Screen.ME, Screen.profile(request.parameter("uid")))))
            .handler("cart", request -> navigate(
                Navigation.replaceStack(Screen.SHOPPING, Screen.CART)))
            // The picker is shown, and the open answers with the address the user picks.
            .asyncHandler("address.pick", request ->
                addressPicker.ask().thenApply(RouteResponse::<Navigation>value))
            .handler("web.page", this::webPage);
    }

    /** The in-app web page loads only pages of the table's web origins, as Swift's demo does. */
    private RouteResponse<Navigation> webPage(RouteRequest request) {
        return navigate(Navigation.show(Screen.web(request.webDestination("url"))));
    }

    /**
     * A link the policy refused opens nothing; a page of the table's web origins opens in the
     * in-app web page; any other link shows "not found".
     */
    private static RouteResponse<Navigation> unmatched(UnmatchedRequest miss) {
        String page = miss.webDestination();
        RouteResponse<Navigation> answer;
        if (miss.error().reason() == RoutingException.Reason.FORBIDDEN) {
            answer = RouteResponse.handled();
        } else if (page != null) {
            answer = navigate(Navigation.show(Screen.web(page)));
        } else {
            answer = navigate(Navigation.show(Screen.notFound(miss.url())));
        }
        return answer;
    }

    /** The login flow: other links wait while the login screen is up, then follow in order. */
    private CompletionStage<Boolean> logIn(RouteRequest request) {
        PendingLinks.Hold hold = links.hold("login");
        return login.ask().thenApply(yes -> {
            if (yes) loggedIn.set(true);
            links.release(hold);
            return yes;
        });
    }

    private static int id(RouteRequest request) {
        return Integer.parseInt(request.parameter("id"));
    }

    private static RouteResponse<Navigation> navigate(Navigation navigation) {
        return RouteResponse.navigate(navigation);
    }

    @Override
    public void close() {
        main.shutdownNow();
    }

    /** A floor file in a folder of its own, both removed when the JVM exits. */
    private static Path floorForThisRun() throws IOException {
        Path folder = Files.createTempDirectory("switchyard-shop-story");
        folder.toFile().deleteOnExit();
        Path floor = folder.resolve("floor.json");
        floor.toFile().deleteOnExit();
        return floor;
    }
}
