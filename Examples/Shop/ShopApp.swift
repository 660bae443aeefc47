import Foundation
import Switchyard
import SwitchyardTesting

/// The Shop app without its UI: its modules (goods, user, cart, address) on one router built from
/// shop.routes.json, compiled with the app by SwitchyardRoutesPlugin, a login gate on the cart, a pending-link
/// queue, and a headless window with three tabs.
struct ShopApp {
    let host: ModuleHost<Screen>
    var router: Router<Screen> { host.router }
    /// The handlers a routing document may bind by name (the table's own are bound by `ShopRoutes`).
    let handlers: NamedHandlers<Screen>
    let links: PendingLinks<Screen>
    let window: HeadlessNavigator<Screen>
    let session: Session
    let login: Prompt<Bool>
    let addressPicker: Prompt<Address>

    static let tabs: [Screen] = [.home, .cartTab, .meTab]

    init() throws {
        let window = HeadlessNavigator<Screen>(.tabs(Self.tabs))
        let session = Session()
        let login = Prompt<Bool>()
        let addressPicker = Prompt<Address>()
        let routes = ShopRoutes(
            goods: GoodsModule(), user: UserModule(session: session), cart: CartModule(),
            address: AddressModule(window: window, picker: addressPicker))
        // The table's routes, each bound to its method of `routes`: loaded from the compiled table, no pattern parsed.
        var builder = try ShopRouteTable.builder(routes)
        Self.configure(&builder)
        // One line per module; the host starts them dependencies first and checks that none is missing.
        let host = try ModuleHost(modules: [routes.goods, routes.user, routes.cart, routes.address], builder: builder)
        let router = host.router
        let links = PendingLinks(router: router)
        router.attach(window)
        // The gate holds the link queue while the login screen is up, and the queue needs the router: the
        // gate is added once both exist.
        try router.update { builder in
            builder.use(
                LoginGate<Screen>(
                    isLoggedIn: { await session.isLoggedIn },
                    logIn: { _ in
                        // Other links wait while the login screen is up, then follow in order.
                        let hold = await links.hold("login")
                        defer { Task { await links.release(hold) } }
                        do {
                            try await window.perform(.present(.login, style: .formSheet, wrapped: true))
                            let loggedIn = await login.answer()
                            if loggedIn { await session.logIn() }
                            try await window.perform(.dismiss())
                            return loggedIn
                        } catch {
                            print("   the login screen could not be shown: \(error)")
                            return false
                        }
                    }), forTag: "login")
        }
        self.host = host
        self.handlers = routes.byName
        self.links = links
        self.window = window
        self.session = session
        self.login = login
        self.addressPicker = addressPicker
    }

    /// What the app adds to the router besides its modules: the unmatched handler, and risk control for
    /// routes and actions tagged "risk" (it sees component calls as it sees links, with their source).
    static func configure(_ builder: inout RouterBuilder<Screen>) {
        builder.unmatched { request in
            // A link the policy refused opens nothing (a real app would log it). A page of the table's web
            // origins with no native screen opens in the in-app web container (the seeds' H5 fallback); any
            // other link shows a "not found" page instead of doing nothing.
            if case .forbidden = request.error.reason { return .handled }
            if let page = request.webDestination { return .navigate(.show(.web(page))) }
            return .navigate(.show(.notFound(request.url)))
        }
        builder.use(
            AnyMiddleware<Screen>(name: "risk control") { request, next in
                print("   risk     \(request.component.map { "\($0)" } ?? request.originalURL) from \(request.source): allowed")
                return try await next(request)
            }, forTag: "risk")
    }
}

/// Who is logged in.
actor Session {
    private(set) var isLoggedIn = false
    func logIn() { isLoggedIn = true }
}
