package dev.switchyard.example.story;

import dev.switchyard.modules.AppModule;
import dev.switchyard.modules.ComponentOptions;
import dev.switchyard.modules.LifecycleEvent;
import dev.switchyard.modules.ModuleDeclaration;
import dev.switchyard.modules.ModuleHost;
import dev.switchyard.modules.ServiceLifetime;
import dev.switchyard.router.RouteRequest;
import dev.switchyard.router.RouteResponse;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The Shop app's business modules, as the Swift demo's (Examples/Shop/Modules.swift): each
 * declares in one place the handlers of shop.routes.json it answers, its target-actions and its
 * services, which modules it needs and the lifecycle events it acts on. The app lists them
 * ({@link ShopApp}); the flash sale is loaded for one evening and unloaded after.
 */
final class ShopModules {
    private ShopModules() {}

    /** Goods: the catalogue's screens, each shown with the stack beneath it in the Home tab. */
    static final class Goods implements AppModule<Navigation> {
        @Override
        public String name() {
            return "goods";
        }

        @Override
        public void declare(ModuleDeclaration<Navigation> module) {
            module.handler("goods.list", request -> home(Screen.GOODS));
            module.handler("goods.detail",
                request -> home(Screen.GOODS, Screen.goods(id(request))));
            module.handler("goods.reviews", request -> home(Screen.GOODS,
                Screen.goods(id(request)), Screen.reviews(id(request))));
        }

        /** {@code screens} as the Home tab's stack, above its root. */
        private static RouteResponse<Navigation> home(Screen... screens) {
            return RouteResponse.navigate(Navigation.replaceStack(Screen.HOME, screens));
        }

        private static int id(RouteRequest request) {
            return Integer.parseInt(request.parameter("id"));
        }
    }

    /** Who is logged in: the login gate asks it, and other modules may, by type. */
    interface Session {
        boolean isLoggedIn();
    }

    /** User: profiles, and the session other modules ask for by type. */
    static final class User implements AppModule<Navigation> {
        private final Session session;
        private final PrintStream out;

        User(BooleanSupplier loggedIn, PrintStream out) {
            this.session = loggedIn::getAsBoolean;
            this.out = out;
        }

        @Override
        public String name() {
            return "user";
        }

        @Override
        public void declare(ModuleDeclaration<Navigation> module) {
            module.handler("user.profile", request -> RouteResponse.navigate(
                Navigation.replaceStack(Screen.ME, Screen.profile(request.parameter("uid")))));
            module.service(Session.class, "user.session", ServiceLifetime.SHARED,
                ComponentOptions.INTERNAL.description("Who is logged in; the login gate asks it."),
                () -> session);
        }

        @Override
        public void receive(LifecycleEvent event, ModuleHost<Navigation> host) {
            if (!event.equals(LifecycleEvent.BACKGROUND)) return;  // the only event it acts on
            out.println("   user     " + event + ": the session stays "
                + (session.isLoggedIn() ? "logged in" : "logged out"));
        }
    }

    /** Cart: the cart screen, and actions other modules (and partner apps, for add) call. */
    static final class Cart implements AppModule<Navigation> {
        private final CartItems items = new CartItems();
        private final PrintStream out;

        Cart(PrintStream out) {
            this.out = out;
        }

        @Override
        public String name() {
            return "cart";
        }

        @Override
        public List<String> dependencies() {
            return Collections.singletonList("user");
        }

        @Override
        public void declare(ModuleDeclaration<Navigation> module) {
            module.handler("cart", request -> RouteResponse.navigate(
                Navigation.replaceStack(Screen.SHOPPING, Screen.CART)));
            module.action("cart", "add", ComponentOptions.PUBLIC.tags("risk").description(
                "Adds the product `id` to the cart and returns how many items it holds; partner"
                    + " apps may call it."), call -> items.add(call.parameter("id")));
            module.action("cart", "clear", ComponentOptions.INTERNAL.description(
                "Empties the cart (in-app code only)."), call -> items.clear());
        }

        @Override
        public void receive(LifecycleEvent event, ModuleHost<Navigation> host) {
            if (!event.equals(LifecycleEvent.BACKGROUND)) return;
            out.println("   cart     " + event + ": " + items.count() + " item(s) kept for later");
        }
    }

    /** Address: the picker, an internal route that returns the chosen address to the checkout. */
    static final class AddressPicker implements AppModule<Navigation> {
        private final Prompt<Address> picker;

        AddressPicker(Prompt<Address> picker) {
            this.picker = picker;
        }

        @Override
        public String name() {
            return "address";
        }

        @Override
        public List<String> dependencies() {
            return Collections.singletonList("user");
        }

        @Override
        public void declare(ModuleDeclaration<Navigation> module) {
            // The picker is shown, and the open answers with the address the user picks.
            module.asyncHandler("address.pick",
                request -> picker.ask().thenApply(RouteResponse::<Navigation>value));
        }
    }

    /** A flash sale, loaded for one evening: its route and its action come and go together. */
    static final class FlashSale implements AppModule<Navigation> {
        @Override
        public String name() {
            return "flash-sale";
        }

        @Override
        public List<String> dependencies() {
            return Arrays.asList("goods", "cart");
        }

        @Override
        public void declare(ModuleDeclaration<Navigation> module) {
            module.route("shop://sale/<string:name>", "sale", ComponentOptions.PUBLIC,
                request -> RouteResponse.navigate(
                    Navigation.push(Screen.flashSale(request.parameter("name")))));
            module.action("sale", "discount", ComponentOptions.PUBLIC.description(
                "Tonight's discount, as text."), call -> "30% off everything tonight");
        }
    }

    /** What is in the cart; its actions run on the router's executor, one at a time. */
    static final class CartItems {
        private final List<Integer> ids = Collections.synchronizedList(new ArrayList<>());

        int count() {
            return ids.size();
        }

        /** Adds the product {@code id}; how many items the cart holds. */
        int add(String id) {
            if (id == null || !id.matches("[0-9]{1,9}")) {
                throw new IllegalArgumentException("no numeric \"id\" parameter");
            }
            ids.add(Integer.parseInt(id));
            return ids.size();
        }

        String clear() {
            ids.clear();
            return "cleared";
        }
    }
}
