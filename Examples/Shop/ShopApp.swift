import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardTesting

/// The Shop app without its UI: a router built from `shop-routes.json`, the handlers the file names, a
/// login gate on the cart, a pending-link queue, and a headless window with three tabs.
struct ShopApp {
    let router: Router<Screen>
    /// The handlers the app registers by name: the route table's, and any a routing document binds.
    let handlers: HandlerFactories<Screen>
    let links: PendingLinks<Screen>
    let window: HeadlessNavigator<Screen>
    let session: Session
    let login: Prompt<Bool>
    let addressPicker: Prompt<Address>

    static let tabs: [Screen] = [.home, .cartTab, .meTab]

    /// The goods screens as one nested tree: a link to reviews builds Goods → Goods #id → Reviews.
    static let goods = ScreenRoute<Screen>("shop://goods", name: "goods.list", screen: { _ in .goodsList }, children: [
        ScreenRoute("/<int:id>", name: "goods.detail", screen: { .goods(try $0.parameters.value("id", as: Int.self)) }, children: [
            ScreenRoute("/reviews", name: "goods.reviews", screen: { .reviews(try $0.parameters.value("id", as: Int.self)) }),
        ]),
    ])

    init(routeTable path: String) throws {
        let window = HeadlessNavigator<Screen>(.tabs(Self.tabs))
        let session = Session()
        let login = Prompt<Bool>()
        let addressPicker = Prompt<Address>()
        var factories = HandlerFactories<Screen>()
        factories.register(Self.goods, placement: .tab(.home))
        factories.register("user.profile") { request in
            .navigate(.replaceStack([.profile(try request.parameters.value("uid", as: String.self))], inTab: .meTab))
        }
        factories.register("cart") { _ in .navigate(.replaceStack([.cart], inTab: .cartTab)) }
        factories.register("web.page") { request in .navigate(.show(.web(try request.parameters.value("url", as: String.self)))) }
        factories.register("address.pick") { _ in
            try await window.perform(.present(.addressPicker, style: .pageSheet, wrapped: true))
            let address = await addressPicker.answer()
            try await window.perform(.dismiss())
            return .value(address)
        }

        var builder = try RouterBuilder<Screen>(file: RouteTableFile.load(contentsOf: path), factories: factories)
        builder.unmatched { request in
            // A link the policy refused opens nothing (a real app would log it). A web URL with no native
            // screen opens in the in-app web container (the seeds' H5 fallback); any other link shows a
            // "not found" page instead of doing nothing.
            if case .forbidden = request.error.reason { return .handled }
            return request.url.hasPrefix("https://") ? .navigate(.show(.web(request.url))) : .navigate(.show(.notFound(request.url)))
        }
        let router = try builder.build()
        let links = PendingLinks(router: router)
        router.attach(window)
        // The gate holds the link queue while the login screen is up, and the queue needs the router: the
        // gate is added once both exist.
        try router.update { builder in
            builder.use(LoginGate<Screen>(isLoggedIn: { await session.isLoggedIn }, logIn: { _ in
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
        self.router = router
        self.handlers = factories
        self.links = links
        self.window = window
        self.session = session
        self.login = login
        self.addressPicker = addressPicker
    }
}

/// Who is logged in.
actor Session {
    private(set) var isLoggedIn = false
    func logIn() { isLoggedIn = true }
}
