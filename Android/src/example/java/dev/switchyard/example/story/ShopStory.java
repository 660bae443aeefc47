package dev.switchyard.example.story;

import dev.switchyard.modules.LifecycleEvent;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.LinkDelivery;
import dev.switchyard.router.RouteOutcome;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The Shop demo's story (Examples/Shop/main.swift) on the JVM router: the same table, routing
 * document and links, from the same sources, a login on the cart, and the same decision lines
 * (ShopStoryTest holds them, word for word, to Examples/Shop/expected-output.txt), chapters 1 to
 * 13: the links, then the app's modules ({@link ShopModules}) on a {@code ModuleHost}: a flash
 * sale loaded and unloaded with its route and action, component calls through the risk-control
 * middleware, and a lifecycle event in module order. The Swift demo's window, drawn after each
 * chapter, is not (Android has no such window).
 * Run: {@code java dev.switchyard.example.story.ShopStory [TABLE]} from Android/.
 */
public final class ShopStory {
    private static final String SALE = "https://m.shop.example/sale/42-red-shoes";

    private ShopStory() {}

    /**
     * Tells the story over the table at {@code args[0]} (default: the Shop demo's).
     *
     * @param args the table's path, optional
     * @throws Exception when the story cannot be told
     */
    public static void main(String[] args) throws Exception {
        Path table = Paths.get(args.length > 0 ? args[0] : "../Examples/Shop/shop.routes.json");
        tell(table, utf8(new FileOutputStream(FileDescriptor.out)));
    }

    /**
     * Tells the story over {@code table} to {@code out}.
     *
     * @param table the Shop demo's table
     * @param out where the lines go
     * @throws Exception when the story cannot be told
     */
    public static void tell(Path table, PrintStream out) throws Exception {
        ReleasePipeline release = new ReleasePipeline("2026-a");
        try (ShopApp app = new ShopApp(table, release, out)) {
            ShopNarrator story = new ShopNarrator(app, out);
            out.println("Shop demo on the JVM router: routes from " + table.getFileName()
                + ", the decisions of the Swift demo's story, without its window.");
            arrivals(app, story);
            login(app, story);
            picker(app, story);
            refusals(app, story);
            documents(app, story, new ShopOperations(app, release));
            flashSale(app, story);
            background(app, story);
            out.flush();
        }
    }

    /** Chapters 1 to 4: links while the app launches, then from the web and the app itself. */
    private static void arrivals(ShopApp app, ShopNarrator story) {
        story.chapter("A push notification arrives while the app is still launching");
        story.plan("shop://goods/42/reviews", RouteSource.PUSH);
        CompletableFuture<LinkDelivery<Navigation>> cold =
            app.links.deliver("shop://goods/42/reviews", RouteSource.PUSH);
        story.say("queued   the app is launching (held by: "
            + String.join(", ", app.links.heldBy()) + ")");
        story.say("launch finished: the UI is ready");
        app.links.ready();
        story.outcome(cold);

        story.chapter("A universal link from a web page shares a product");
        deliver(app, story, "https://m.shop.example/product/7.html", RouteSource.UNIVERSAL_LINK);

        story.chapter("A web banner links to a campaign page that has no native screen");
        deliver(app, story, "https://m.shop.example/campaign/black-friday",
            RouteSource.UNIVERSAL_LINK);

        story.chapter("An in-app tap opens a user's profile");
        // The app's own links are built from the table's routes by name (url(for:)).
        String profile = app.table.url("user.profile",
            Collections.singletonMap("uid", Collections.singletonList("ada"))).url;
        deliver(app, story, profile, RouteSource.IN_APP);
    }

    /** Chapter 5: the login gate parks the cart's link and holds the queue until the login. */
    private static void login(ShopApp app, ShopNarrator story) throws Exception {
        story.chapter("A push notification opens the cart, which needs a logged-in user");
        story.plan("shop://cart", RouteSource.PUSH);
        CompletableFuture<LinkDelivery<Navigation>> cart =
            app.links.deliver("shop://cart", RouteSource.PUSH);
        app.login.awaitShown();
        story.say(app.gate.parkedLinks().contains("shop://cart")
            ? "parked   the login gate shows the login screen"
            : "failed   the login screen is shown, and the gate parked " + app.gate.parkedLinks());
        story.say("meanwhile another universal link arrives: it waits for the login (held by: "
            + String.join(", ", app.links.heldBy()) + ")");
        CompletableFuture<LinkDelivery<Navigation>> during =
            app.links.deliver("https://m.shop.example/product/8.html", RouteSource.UNIVERSAL_LINK);
        story.say("the user logs in");
        app.login.respond(true);
        story.outcome(cart);
        story.say("then the link that waited:");
        story.outcome(during);
    }

    /** Chapter 6: an in-app route that returns a value to its caller. */
    private static void picker(ShopApp app, ShopNarrator story) throws Exception {
        story.chapter("The checkout asks for an address (an in-app route that returns a value)");
        String picker = app.table.url("address.pick", Collections.emptyMap()).url;
        story.plan(picker, RouteSource.IN_APP);
        CompletableFuture<RouteOutcome<Navigation>> picking =
            app.router.open(picker, RouteSource.IN_APP);
        app.addressPicker.awaitShown();
        story.say("the user picks an address");
        app.addressPicker.respond(new Address("Ada Lovelace", "London"));
        try {
            story.say("returned " + picking.get(10, TimeUnit.SECONDS).value() + " to the checkout");
        } catch (ExecutionException failed) {
            story.say("failed   " + failed.getCause());
        }
    }

    /** Chapters 7 to 9: what other apps may not open, and what they may. */
    private static void refusals(ShopApp app, ShopNarrator story) {
        story.chapter("Another app tries the internal address picker");
        deliver(app, story, "shop://address/pick", RouteSource.otherApp("com.example.other"));

        story.chapter("A broken link: a product id that is not a number");
        deliver(app, story, "shop://goods/abc", RouteSource.otherApp(null));

        story.chapter("Links from another app try to show a foreign page inside the app");
        deliver(app, story, "shop://web?url=https%3A%2F%2Fevil.example%2Flogin",
            RouteSource.otherApp(null));
        deliver(app, story, "javascript:alert(document.cookie)", RouteSource.otherApp(null));
        story.say("a page of the shop's own web origin still opens:");
        deliver(app, story, "shop://web?url=https%3A%2F%2Fm.shop.example%2Fhelp",
            RouteSource.otherApp(null));
    }

    /** Chapters 10 and 11: a signed document degrades a route; a tampered one is refused. */
    private static void documents(ShopApp app, ShopNarrator story, ShopOperations operations)
        throws Exception {
        story.chapter("Operations degrade the broken goods page to the web, without a release");
        operations.publish(ShopOperations.DEGRADE_GOODS);
        story.say("the release pipeline signs document 2 and publishes it on the CDN");
        story.say(operations.refresh());
        story.say("it also sends the sale campaign's links to their product (a regex rule, then "
            + "the app's own rewrite)");
        deliver(app, story, SALE, RouteSource.UNIVERSAL_LINK);

        story.chapter("A tampered document is refused");
        operations.publishTampered(
            ShopOperations.DEGRADE_GOODS.replace("\"serial\": 2", "\"serial\": 3"));
        story.say(operations.refresh());
        story.say("in force: " + operations.inForce());
    }

    /**
     * Chapter 12: a module loaded at run time, its route and its action arriving and leaving in
     * one snapshot; a partner app's call through risk control; an internal action refused.
     */
    private static void flashSale(ShopApp app, ShopNarrator story) throws Exception {
        story.chapter("A flash-sale module is loaded for the evening, then unloaded");
        story.say("modules  " + String.join(", ", app.host.modules())
            + " (each after the modules it needs)");
        app.host.load(new ShopModules.FlashSale());
        story.say("loaded   flash-sale: its route and its action arrive in one new router "
            + "snapshot");
        deliver(app, story, "shop://sale/black-friday", RouteSource.PUSH);
        RouteSource partner = RouteSource.otherApp("com.example.partner");
        story.call("sale", "discount", Collections.emptyMap(), RouteSource.PUSH);
        story.call("cart", "add", Collections.singletonMap("id", "42"), partner);
        story.call("cart", "clear", Collections.emptyMap(), partner);
        app.host.unload("flash-sale").get(10, TimeUnit.SECONDS);
        story.say("unloaded flash-sale: its route and its action left together");
        story.plan("shop://sale/black-friday", RouteSource.PUSH);
        story.call("sale", "discount", Collections.emptyMap(), RouteSource.PUSH);
    }

    /** Chapter 13: a lifecycle event, delivered to the modules one after the other. */
    private static void background(ShopApp app, ShopNarrator story) throws Exception {
        story.chapter("The app goes to the background");
        List<String> receivers = app.host.post(LifecycleEvent.BACKGROUND)
            .get(10, TimeUnit.SECONDS);
        story.say("delivered to " + String.join(", ", receivers)
            + ", in module order; each acts on what it handles");
    }

    /** A link's plan, then what the queue's open of it gave. */
    private static void deliver(ShopApp app, ShopNarrator story, String url, RouteSource source) {
        story.plan(url, source);
        story.outcome(app.links.deliver(url, source));
    }

    private static PrintStream utf8(FileOutputStream out) throws UnsupportedEncodingException {
        return new PrintStream(out, true, "UTF-8");
    }
}
