import Testing
import Switchyard
import SwitchyardTesting

/// Behaviour the doc comments and the README promise, checked as written there.
@Suite("Documented behaviour")
struct DocumentedBehaviourTests {
    /// `namespace(_:fallbackToGlobal:)`: global routes are tried when none of the scheme's routes match,
    /// and also when every one of the scheme's candidates declines.
    @Test(arguments: [true, false])
    func fallbackToGlobalAlsoCoversDecliningCandidates(fallback: Bool) async throws {
        var builder = RouterBuilder<Screen>()
        builder.namespace("shop", fallbackToGlobal: fallback)
        try builder.route("shop://settings/:page") { _ in .declined }
        try builder.route("/settings/:page") { request in .value("app \(request.parameters["page"] ?? "")") }
        try builder.route("/help") { _ in .value("help") }
        let router = try builder.build()
        if fallback {
            #expect(try await router.open("shop://settings/privacy", expecting: String.self) == "app privacy")
            #expect(try await router.open("shop://help", expecting: String.self) == "help")
        } else {
            await #expect(throws: RoutingError.self) { try await router.open("shop://settings/privacy") }
            do {
                try await router.open("shop://settings/privacy")
            } catch {
                #expect(error.description == "shop://settings/privacy: all 1 matching route declined")
            }
            do {
                try await router.open("shop://help")
            } catch {
                #expect(error.description == "shop://help: no route matches /help in namespace shop")
            }
        }
    }

    /// A handler answers an x-callback by returning `XCallbackParameters` (the README's example).
    @Test func aHandlerAnswersAnXCallbackWithParameters() async throws {
        let opened = Locked<[String]>([])
        var builder = RouterBuilder<Screen>()
        builder.callbacks = XCallbackSettings(allowed: ["partnerapp"]) { url in opened.withLock { $0.append(url) } }
        try builder.route("shop://pay/<int:order>") { request in
            let order = try request.parameters.value("order", as: Int.self)
            return .value(XCallbackParameters([("order", String(order)), ("status", "paid")]))
        }
        let router = try builder.build()
        try await router.open("shop://pay/7?x-success=partnerapp://done&x-error=partnerapp://failed", from: .otherApp(bundleID: nil))
        #expect(opened.withLock { $0 } == ["partnerapp://done?order=7&status=paid"])
    }

    @Test func anUnparsedCallbackSourceAllowsNothing() {
        let settings = XCallbackSettings(allowed: ["partnerapp//"]) { _ in }
        #expect(!settings.allows("partnerapp://done"))
        #expect(settings.allowed.first?.parseError?.message == "expected \"://\" after the scheme of a link source")
        #expect(XCallbackSettings(allowed: ["partnerapp"]) { _ in }.allows("partnerapp://done"))
    }

    @Test func aRouterWithAnUnparsedAcceptedSourceDoesNotBuild() throws {
        var options = RouteTableOptions()
        options.accept = ["myapp", "https://m.example.com/"]
        var good = RouterBuilder<Screen>(options: options)
        try good.route("/goods/:id") { _ in .handled }
        #expect(throws: Never.self) { try good.build() }
        options.accept = ["myapp", "https:/m.example.com"]
        var bad = RouterBuilder<Screen>(options: options)
        try bad.route("/goods/:id") { _ in .handled }
        #expect(throws: RouteTableError.self) { try bad.build() }
    }
}
