import Switchyard
import SwitchyardTesting

// The Shop app's business modules. Each declares, in one place, its target-actions and its services, which
// modules it needs, the lifecycle events it wants, and which handlers of shop.routes.json it answers; the
// routes themselves reach it through `ShopRoutes`, the app's conformance to the protocol the build plugin
// generated from the table. `ShopApp` registers the modules with one line each.

/// Goods: the catalogue's screens, each shown with the stack beneath it in the Home tab (a link to reviews
/// builds Goods → Goods #id → Reviews).
struct GoodsModule: AppModule {
    let name = "goods"

    func declare(_ module: inout ModuleDeclaration<Screen>) {
        module.handlesTableRoutes(of: ShopRouteHandlers.goodsList, ShopRouteHandlers.goodsDetail, ShopRouteHandlers.goodsReviews)
    }

    func list(_ route: ShopGoodsListRoute) -> RouteResponse<Screen> { Self.home([.goodsList]) }

    func detail(_ route: ShopGoodsDetailRoute) -> RouteResponse<Screen> { Self.home([.goodsList, .goods(route.id)]) }

    func reviews(_ route: ShopGoodsReviewsRoute) -> RouteResponse<Screen> {
        Self.home([.goodsList, .goods(route.id), .reviews(route.id)])
    }

    /// `screens` as the Home tab's stack, above its root.
    private static func home(_ screens: [Screen]) -> RouteResponse<Screen> { .navigate(.replaceStack(screens, inTab: .home)) }
}

/// User: profiles, and the session other modules ask for by type.
struct UserModule: AppModule {
    let name = "user"
    let session: Session

    func declare(_ module: inout ModuleDeclaration<Screen>) {
        module.handlesTableRoutes(of: ShopRouteHandlers.userProfile)
        let session = self.session
        module.register(Session.self, name: "user.session", description: "Who is logged in; the login gate asks it.") { session }
    }

    func profile(_ route: ShopUserProfileRoute) -> RouteResponse<Screen> {
        .navigate(.replaceStack([.profile(route.uid)], inTab: .meTab))
    }

    func receive(_ event: LifecycleEvent, router: Router<Screen>) async {
        guard event == .background else { return }  // the only event this module acts on
        print("   user     \(event): the session stays \(await session.isLoggedIn ? "logged in" : "logged out")")
    }
}

/// Cart: the cart screen, and actions other modules (and partner apps, for `add`) call.
struct CartModule: AppModule {
    let name = "cart"
    let dependencies = ["user"]
    let items = CartItems()

    func declare(_ module: inout ModuleDeclaration<Screen>) {
        module.handlesTableRoutes(of: ShopRouteHandlers.cart)
        let items = self.items
        module.register(
            target: "cart", action: "add", visibility: .public, tags: ["risk"],
            description: "Adds the product `id` to the cart and returns how many items it holds; partner apps may call it."
        ) { call in
            guard let id = call.parameters["id"].flatMap({ Int($0.first) }) else { throw CartItems.NoProductID() }
            return await items.add(id)
        }
        module.register(target: "cart", action: "clear", description: "Empties the cart (in-app code only).") { _ in await items.clear() }
    }

    func open(_ route: ShopCartRoute) -> RouteResponse<Screen> { .navigate(.replaceStack([.cart], inTab: .cartTab)) }

    func receive(_ event: LifecycleEvent, router: Router<Screen>) async {
        guard event == .background else { return }
        print("   cart     \(event): \(await items.count) item(s) kept for later")
    }
}

/// Address: the picker, an internal route that returns the chosen address to the checkout.
struct AddressModule: AppModule {
    let name = "address"
    let dependencies = ["user"]
    let window: HeadlessNavigator<Screen>
    let picker: Prompt<Address>

    func declare(_ module: inout ModuleDeclaration<Screen>) {
        module.handlesTableRoutes(of: ShopRouteHandlers.addressPick)
    }

    /// Presents the picker, waits for the user's choice and returns it to whoever opened the route.
    func pick(_ route: ShopAddressPickRoute) async throws -> RouteResponse<Screen> {
        try await window.perform(.present(.addressPicker, style: .pageSheet, wrapped: true))
        let address = await picker.answer()
        try await window.perform(.dismiss())
        return .value(address)
    }
}

/// A flash sale, loaded for one evening and unloaded after: its route and its action come and go together.
struct FlashSaleModule: AppModule {
    let name = "flash-sale"
    let dependencies = ["goods", "cart"]

    func declare(_ module: inout ModuleDeclaration<Screen>) {
        module.route("shop://sale/<string:name>", RouteOptions(name: "sale")) { request in
            .navigate(.push(.flashSale(try request.parameters.value("name", as: String.self))))
        }
        module.register(target: "sale", action: "discount", visibility: .public, description: "Tonight's discount, as text.") { _ in
            "30% off everything tonight"
        }
    }
}

/// What is in the cart.
actor CartItems {
    private var ids: [Int] = []
    var count: Int { ids.count }

    func add(_ id: Int) -> Int {
        ids.append(id)
        return ids.count
    }

    func clear() { ids.removeAll() }

    /// An `add` call without a numeric `id`.
    struct NoProductID: Error, CustomStringConvertible {
        var description: String { "no numeric \"id\" parameter" }
    }
}
