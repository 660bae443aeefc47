import Foundation
import Switchyard
import os

/// Everything both UI variants share, made once at launch before any window exists: the module host and
/// its router, the queue that holds links until the UI is ready, the login gate, the prompts the flows
/// show.
final class ShopServices: Sendable {
    /// The app's one instance, made on first use (the app delegate's `didFinishLaunching`). A failure is a
    /// route declared wrongly in this code: the UI shows it instead of the shop.
    static let launch: Result<ShopServices, any Error> = Result { try ShopServices() }

    /// The window at launch: three tabs.
    static let startTree = NavigationTree<Screen>.tabs([.home, .cartTab, .meTab])

    let host: ModuleHost<Screen>
    var router: Router<Screen> { host.router }
    let links: PendingLinks<Screen>
    let window: ShopWindow
    let session: Session
    let cart: CartItems
    let login: ScreenPrompt<Bool>
    let addressPicker: ScreenPrompt<Address>
    /// The notification center's delegate (it holds delegates weakly: this keeps it alive).
    let notificationTaps: NotificationTaps
    /// The app's log for links (computed: `os.Logger` is not `Sendable` in the iOS 17 SDK, so it cannot be a
    /// `static let` under Swift 6).
    static var log: Logger { Logger(subsystem: "com.example.shop", category: "links") }

    init() throws {
        let (window, session, cart) = (ShopWindow(), Session(), CartItems())
        let (login, addressPicker) = (ScreenPrompt<Bool>(screen: .login), ScreenPrompt<Address>(screen: .addressPicker))
        // One line per module; the host starts them dependencies first and checks that none is missing.
        let modules: [any AppModule<Screen>] = [
            GoodsModule(),
            UserModule(session: session),
            CartModule(items: cart),
            AddressModule(window: window, picker: addressPicker),
        ]
        let host = try ModuleHost(modules: modules, builder: try Self.makeBuilder())
        let links = PendingLinks(router: host.router)
        // The login gate holds the link queue while the login screen is up, and the queue needs the router:
        // the gate is added once both exist (as the Shop demo does).
        try host.router.update { builder in
            builder.use(
                LoginGate<Screen>(
                    isLoggedIn: { await session.isLoggedIn },
                    logIn: { _ in
                        // Other links wait while the login screen is up, then follow in order.
                        let hold = await links.hold("login")
                        defer { Task { await links.release(hold) } }
                        guard await login.ask(in: window) == true else { return false }
                        await session.logIn()
                        return true
                    }), forTag: "login")
        }
        Task {
            // What became of every link (failures included); PendingLinks has one consumer: this.
            for await delivery in links.deliveries { Self.log(delivery) }
        }
        self.host = host
        self.links = links
        self.window = window
        self.session = session
        self.cart = cart
        self.login = login
        self.addressPicker = addressPicker
        self.notificationTaps = NotificationTaps(links)
    }

    /// The route table of Examples/Shop/shop.routes.json that is not a module's: its accepted origins,
    /// its rewrites, the in-app web page, the unmatched handler and risk control.
    static func makeBuilder() throws -> RouterBuilder<Screen> {
        let options = RouteTableOptions(accept: ["shop", "https://m.shop.example"], webOrigins: ["https://m.shop.example"])
        var builder = RouterBuilder<Screen>(options: options)
        builder.rewrites = try RewriteRules(
            [
                RewriteRule(from: "https://m.shop.example/product/:id.html", to: "shop://goods/{id}"),
                RewriteRule(from: "https://m.shop.example/u/:uid", to: "shop://user/{uid}"),
            ], options: options)
        // The in-app web page loads only pages of the web origins: `webDestination` checks the parameter,
        // and a `Screen.web` cannot be made from a plain string.
        try builder.route("shop://web", RouteOptions(name: "web.page")) { request in
            .navigate(.show(.web(try request.webDestination("url"))))
        }
        builder.unmatched { request in
            // A link the policy refused opens nothing. A page of the web origins with no native screen opens
            // in the in-app web page (the seeds' H5 fallback); any other link shows a "not found" page.
            if case .forbidden = request.error.reason { return .handled }
            if let page = request.webDestination { return .navigate(.show(.web(page))) }
            return .navigate(.show(.notFound(request.url)))
        }
        builder.use(
            AnyMiddleware<Screen>(name: "risk control") { request, next in
                log.info("risk control: \(request.originalURL, privacy: .public) from \(request.source.description, privacy: .public)")
                return try await next(request)
            }, forTag: "risk")
        return builder
    }

    /// Forwards a lifecycle event to the modules that subscribed, after the events sent before it: one at
    /// a time, in the order the delegates saw them (the modules hear `background` after `foreground`,
    /// never the other way round). The delegates call this synchronously.
    func send(_ event: LifecycleEvent) {
        host.post(event)
    }

    /// A link the app itself opens (a button): through the queue, so it waits for a login in progress.
    func open(_ url: String) {
        links.receive(url, from: .inApp)
    }

    private static func log(_ delivery: PendingLinks<Screen>.Delivery) {
        let link = "\(delivery.link.url) from \(delivery.link.source)"
        switch delivery.result {
        case .success(let outcome)?:
            log.info("opened \(link, privacy: .public): \(outcome.navigation?.description ?? "no navigation", privacy: .public)")
        case .failure(let error)?: log.error("failed \(link, privacy: .public): \(error.description, privacy: .public)")
        case nil: log.notice("dropped \(link, privacy: .public): \(delivery.dropped ?? "", privacy: .public)")
        }
    }
}
