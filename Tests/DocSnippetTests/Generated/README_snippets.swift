// Generated from README.md by scripts/extract-snippets.sh: do not edit. Each ```swift block is compiled
// (never run) in a function below; DocSnippetTests fails when this file is not what the script makes.

import SwitchyardMatching
import Switchyard
import SwitchyardTesting
import SwitchyardConfig

extension SnippetStandIns {
    mutating func readme1() async throws {
        // snippet 1
        enum Screen: Sendable { case goods, reviews, profile, help }

        var builder = RouteTableBuilder<Screen>()
        try builder.add("shop://goods/<int:id>", value: .goods)                  // typed: /goods/abc does not match
        try builder.add("shop://goods/<int:id>/reviews(/<int:page>)", value: .reviews)   // optional group
        try builder.add("shop://user/:uid([0-9]{4,12})", value: .profile)       // regex, linear time
        try builder.add("/help/<path:topic>", value: .help)                       // global namespace, trailing path
        let table = try builder.build()   // identical or shadowed routes are reported here, naming both

        switch table.lookup("shop://goods/7/reviews?sort=new") {
        case .success(let match):
            match.value                        // .reviews (the same as match.route.value, without copying the route)
            match.parameters["id"]             // "7"
            match.parameters["page"]           // nil (the optional group was absent)
            match.parameters["sort"]           // "new"
        case .failure(let failure):
            print(failure)                     // e.g. "no route matches /goods/x in namespace shop"
        }
    }

    mutating func readme2() async throws {
        // snippet 2
        let navigator = HeadlessNavigator<Screen>(.stack([.cart]))
        enum Screen: Hashable, Sendable { case goods(Int), cart, login, addressPicker }

        var builder = RouterBuilder<Screen>()
        try builder.route("shop://goods/<int:id>") { request in
            .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
        }
        try builder.route("shop://address/pick") { _ in .value(try await AddressPicker.pick()) }   // a typed result
        try builder.route("shop://cart", RouteOptions(tags: ["login"])) { _ in .navigate(.push(.cart)) }
        try builder.route("shop://debug/reset", RouteOptions(visibility: .internal)) { _ in .handled }   // in-app only
        builder.use(LoggingMiddleware<Screen>())
        builder.use(LoginGate<Screen>(isLoggedIn: { await session.isLoggedIn },
                                      logIn: { _ in await loginFlow.run() }), forTag: "login")      // park, log in, resume
        builder.navigator = navigator            // UIKitNavigator, NavigationModel (SwiftUI), HeadlessNavigator (tests)
        let router = try builder.build()         // Sendable; swap routes later with router.update { … }

        try await router.open("shop://goods/7", from: .universalLink)
        let address = try await router.open("shop://address/pick", expecting: Address.self)
        let plan = router.canOpen("shop://cart", from: .push)   // a dry run: calls nothing
    }

    mutating func readme3() async throws {
        // snippet 3
        enum Page: Hashable, Sendable, Codable { case home, goodsList, goods(Int), reviews(Int), cart }

        let goods = ScreenRoute<Page>("shop://goods", name: "goods.list", screen: { _ in .goodsList }, children: [
            ScreenRoute("/<int:id>", name: "goods.detail", screen: { .goods(try $0.parameters.value("id", as: Int.self)) }, children: [
                ScreenRoute("/reviews", name: "goods.reviews", screen: { .reviews(try $0.parameters.value("id", as: Int.self)) }),
            ]),
        ])
        var pages = RouterBuilder<Page>()
        try pages.routes(goods, placement: .tab(.home))
        let shop = try pages.build()

        let window = HeadlessNavigator<Page>(.tabs([.home, .cart]))    // in the app: UIKitNavigator or NavigationModel
        shop.attach(window)
        let links = PendingLinks(router: shop)                         // links that come before the UI wait here
        links.receive("shop://goods/7/reviews", from: .push)
        await links.ready()                                            // the UI is up: waiting links open, in order
        print(await window.tree)
        // tab bar
        // ├─ home (selected): home → goodsList → goods(7) → reviews(7)
        // └─ cart: cart

        // snippet 4, continued
        struct GoodsRoute: TypedRoute { static let pattern = "shop://goods/<int:id>(/reviews)"; var id: Int; var tab: String? }
        try builder.route(GoodsRoute.self) { goods, _ in .navigate(.push(.goods(goods.id))) }
        try router.url(for: GoodsRoute(id: 7, tab: "new"))      // "shop://goods/7/reviews?tab=new"

        // snippet 5, continued
        builder.callbacks = XCallbackSettings(allowed: ["partnerapp"]) { url in await openExternally(url) }
        try builder.route("shop://pay/<int:order>") { request in
            let order = try request.parameters.value("order", as: Int.self)
            return .value(XCallbackParameters([("order", String(order)), ("status", "paid")]))
        }
        // shop://pay/7?x-success=partnerapp://done opens partnerapp://done?order=7&status=paid
    }

    mutating func readme4() async throws {
        // snippet 6
        let file = try RouteTableFile.load(contentsOf: "routes.json")   // errors read file:line:column: message
        let handler = file.table.match("shop://goods/7")?.value.handler   // "goods.detail"
    }

    mutating func readme5() async throws {
        // snippet 7
        struct UserModule: AppModule {
            let name = "user"
            func declare(_ module: inout ModuleDeclaration<Screen>) {
                module.register(named: "user.id") { 42 }
            }
        }
        struct CartModule: AppModule {
            let name = "cart"
            let dependencies = ["user"]                                  // started (and told of events) after "user"
            let events: Set<LifecycleEvent.Kind> = [.background]
            func declare(_ module: inout ModuleDeclaration<Screen>) {
                module.route("shop://cart") { _ in .navigate(.push(.settings)) }
                module.register(target: "cart", action: "add", exposure: .external) { call in call.parameters["id"]?.first ?? "" }
                module.register(target: "cart", action: "clear") { _ in true }   // internal: in-app callers only
            }
            func receive(_ event: LifecycleEvent, context: ModuleContext<Screen>) async { print("cart: \(event)") }
        }
        struct FlashSaleModule: AppModule {
            let name = "flash-sale"
            func declare(_ module: inout ModuleDeclaration<Screen>) {
                module.route("shop://sale/<int:id>") { request in .navigate(.push(.goods(try request.parameters.value("id", as: Int.self)))) }
            }
        }

        let host = try ModuleHost(modules: [UserModule(), CartModule()], builder: builder)   // one line per module
        await host.send(.background)                                                         // subscribers, in module order
        let added = try await host.router.perform(target: "cart", action: "add", parameters: ["id": .string("7")], from: .push)
        let userID = try await host.router.service(named: "user.id", as: Int.self)
        // host.router.perform(target: "cart", action: "clear", from: .push) throws: the action is internal
        try host.load(FlashSaleModule())                   // its routes, actions and services arrive in one router snapshot
        await (try host.unload("flash-sale")).finished()   // …and leave together; returns once its running calls are done
        print(added.value, userID)
    }
}
