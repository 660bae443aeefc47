package dev.switchyard.example.story;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.TableError;
import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentFloorStore;
import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.modules.ModuleHost;
import dev.switchyard.policy.SourcePolicy;
import dev.switchyard.router.LoginGate;
import dev.switchyard.router.Middleware;
import dev.switchyard.router.PendingLinks;
import dev.switchyard.router.RouteRequest;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import dev.switchyard.router.RoutingException;
import dev.switchyard.router.UnmatchedRequest;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
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
 * routes holding the link queue while the login screen is up, the same unmatched handler, and the
 * same modules (goods, user, cart, address: {@link ShopModules}) on a {@link ModuleHost}, with
 * risk control on the routes and actions tagged {@code risk}. Every callback runs on one thread
 * named {@code main}, the stand-in for Android's main thread.
 */
final class ShopApp implements AutoCloseable {
    final RouteTable table;
    final RoutingDocuments documents;
    final SourcePolicy policy = SourcePolicy.DEFAULT;
    final LoginGate<Navigation> gate;
    final ModuleHost<Navigation> host;
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

    ShopApp(Path tableFile, ReleasePipeline release, PrintStream out)
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
            .executor(main)
            .handler("web.page", this::webPage)
            .unmatched(ShopApp::unmatched)
            .navigator(shown::add)
            // Risk control for routes and actions tagged "risk": it sees component calls as it
            // sees links, with their source.
            .use(riskControl(out), "risk");
        builder.use(gate, "login");
        // One line per module; the host starts them dependencies first and checks that none is
        // missing.
        host = ModuleHost.start(Arrays.asList(new ShopModules.Goods(),
            new ShopModules.User(loggedIn::get, out), new ShopModules.Cart(out),
            new ShopModules.AddressPicker(addressPicker)), builder);
        router = host.router();
        links = PendingLinks.of(router);
    }

    /** Says each call or link it lets through, and from where. */
    private static Middleware<Navigation> riskControl(PrintStream out) {
        return Middleware.of("risk control", chain -> {
            RouteRequest request = chain.request();
            String what = request.component() != null ? request.component()
                : request.originalUrl();
            out.println("   risk     " + what + " from " + request.source() + ": allowed");
            return chain.proceed(request);
        });
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
