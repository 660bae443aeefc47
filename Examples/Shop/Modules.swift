import Switchyard
import SwitchyardTesting

// The Shop app's business modules. Each declares, in one place, the handlers its routes in
// shop-routes.json name, its target-actions and its services, which modules it needs, and the lifecycle
// events it wants. `ShopApp` registers them with one line each.

/// Goods: the catalogue's screens, as one nested tree (a link to reviews builds Goods → Goods #id → Reviews).
struct GoodsModule: AppModule {
    let name = "goods"

    static let tree = ScreenRoute<Screen>(
        "shop://goods", name: "goods.list", screen: { _ in .goodsList },
        children: [
            ScreenRoute(
                "/<int:id>", name: "goods.detail", screen: { .goods(try $0.parameters.value("id", as: Int.self)) },
                children: [
                    ScreenRoute("/reviews", name: "goods.reviews", screen: { .reviews(try $0.parameters.value("id", as: Int.self)) })
                ])
        ])

    func declare(_ module: inout ModuleDeclaration<Screen>) {
        module.register(Self.tree, placement: .tab(.home))
    }
}

/// User: profiles, and the session other modules ask for by type.
struct UserModule: AppModule {
    let name = "user"
    let session: Session

    func declare(_ module: inout ModuleDeclaration<Screen>) {
        module.register("user.profile") { request in
            .navigate(.replaceStack([.profile(try request.parameters.value("uid", as: String.self))], inTab: .meTab))
        }
        let session = self.session
        module.register(Session.self, name: "user.session", description: "Who is logged in; the login gate asks it.") { session }
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
        module.register("cart") { _ in .navigate(.replaceStack([.cart], inTab: .cartTab)) }
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
        let (window, picker) = (self.window, self.picker)
        module.register("address.pick") { _ in
            try await window.perform(.present(.addressPicker, style: .pageSheet, wrapped: true))
            let address = await picker.answer()
            try await window.perform(.dismiss())
            return .value(address)
        }
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
