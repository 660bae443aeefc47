import Switchyard

// The Shop demo's business modules (Examples/Shop/Modules.swift), declaring their routes in code: the demo
// compiles its patterns from shop.routes.json with the build plugin, which an app target may use too
// (see README.md); here every route of that file is declared by the module that owns it, with the same
// pattern, name, tags and visibility, so the example needs only Switchyard.

/// Goods: the catalogue's screens, as one nested tree (a link to reviews builds Goods → Goods #id → Reviews
/// on the Home tab).
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
        module.routes(Self.tree, placement: .tab(.home))
    }
}

/// User: profiles, the session other modules ask for, and the push token the shop's server needs.
struct UserModule: AppModule {
    let name = "user"
    let session: Session

    func declare(_ module: inout ModuleDeclaration<Screen>) {
        module.route("shop://user/:uid([a-z0-9]{2,16})", RouteOptions(name: "user.profile")) { request in
            .navigate(.replaceStack([.profile(try request.parameters.value("uid", as: String.self))], inTab: .meTab))
        }
        let session = self.session
        module.register(Session.self, name: "user.session", description: "Who is logged in; the login gate asks it.") { session }
    }

    func receive(_ event: LifecycleEvent, router: Router<Screen>) async {
        switch event {
        case .launchFinished, .foreground, .background, .pushToken: await session.record(event)
        default: break  // the other events are not this module's business
        }
    }
}

/// Cart: the cart screen, behind the login gate (tag `login`), and actions other modules (and partner
/// apps, for `add`) call.
struct CartModule: AppModule {
    let name = "cart"
    let dependencies = ["user"]
    let items: CartItems

    func declare(_ module: inout ModuleDeclaration<Screen>) {
        module.route("shop://cart", RouteOptions(name: "cart", tags: ["login"])) { _ in
            .navigate(.replaceStack([.cart], inTab: .cartTab))
        }
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
        if event == .background || event == .memoryWarning { await items.save() }
    }
}

/// Address: the picker, an internal route that presents a screen and returns the chosen address to the
/// checkout (`router.open("shop://address/pick", expecting: Address.self)`).
struct AddressModule: AppModule {
    let name = "address"
    let dependencies = ["user"]
    let window: ShopWindow
    let picker: ScreenPrompt<Address>

    func declare(_ module: inout ModuleDeclaration<Screen>) {
        let (window, picker) = (self.window, self.picker)
        module.route("shop://address/pick", RouteOptions(name: "address.pick", visibility: .internal)) { _ in
            guard let address = await picker.ask(in: window) else { throw NoAddressChosen() }
            return .value(address)
        }
    }

    /// The user closed the picker without choosing.
    struct NoAddressChosen: Error, CustomStringConvertible {
        var description: String { "no address was chosen" }
    }
}

/// Who is logged in, and what the user module heard of the app's life.
actor Session {
    private(set) var isLoggedIn = false
    private(set) var pushToken: [UInt8]?
    private(set) var lastEvent: LifecycleEvent?

    func logIn() { isLoggedIn = true }

    func record(_ event: LifecycleEvent) {
        lastEvent = event
        // A real app sends the token to its push server here.
        if case .pushToken(let bytes) = event { pushToken = bytes }
    }
}

/// What is in the cart.
actor CartItems {
    private var ids: [Int] = []
    private(set) var savedCount = 0
    var count: Int { ids.count }

    func add(_ id: Int) -> Int {
        ids.append(id)
        return ids.count
    }

    func clear() { ids.removeAll() }

    /// Keeps the cart for the next launch (a real app writes it to disk when the app leaves the screen).
    func save() { savedCount = ids.count }

    /// An `add` call without a numeric `id`.
    struct NoProductID: Error, CustomStringConvertible {
        var description: String { "no numeric \"id\" parameter" }
    }
}
