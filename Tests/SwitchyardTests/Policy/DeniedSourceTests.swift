import Testing
import Switchyard
import SwitchyardTesting

/// `RouterBuilder.deny(_:)` compares a source as its platform names it and fails closed (ADR 0054; the Security
/// article's `policy.deny-source`, `policy.deny-origin`, `policy.deny-anonymous`), through the router's open.
@Suite("Router: a deny compares sources as their platform names them")
struct DeniedSourceTests {
    static func router(denying denied: RouteSource) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        try builder.route("/goods/:id") { _ in .value("goods") }
        builder.deny(denied)
        return try builder.build()
    }

    static func opens(_ router: Router<Screen>, from source: RouteSource) -> Bool {
        if case .success = router.canOpen("/goods/1", from: source) { return true }
        return false
    }

    @Test func anAppIDIgnoresASCIICaseAndAnAnonymousAppIsDenied() throws {
        let router = try Self.router(denying: .otherApp(bundleID: "com.evil.app"))
        let outcomes: [(RouteSource, Bool)] = [
            (.otherApp(bundleID: "com.evil.app"), false), (.otherApp(bundleID: "COM.Evil.APP"), false),
            (.otherApp(bundleID: nil), false), (.otherApp(bundleID: "com.evil"), true),
            (.otherApp(bundleID: "com.ev\u{131}l.app"), true), (.otherApp(bundleID: "com.partner"), true),
            (.webPage(nil), true), (.push, true), (.inApp, true),
        ]
        for (source, opens) in outcomes { #expect(Self.opens(router, from: source) == opens, "\(source)") }
    }

    @Test func aPageComparesByOriginAndAPageWithoutOneIsDenied() throws {
        let router = try Self.router(denying: .webPage("https://evil.example/page"))
        let outcomes: [(RouteSource, Bool)] = [
            (.webPage("https://evil.example/"), false), (.webPage("HTTPS://EVIL.example:443/other"), false),
            (.webPage("https://user@evil.example"), false), (.webPage(nil), false), (.webPage("evil.example"), false),
            (.webPage("http://evil.example/page"), true), (.webPage("https://evil.example:8443/page"), true),
            (.webPage("https://evil.example.com/"), true), (.otherApp(bundleID: nil), true),
        ]
        for (source, opens) in outcomes { #expect(Self.opens(router, from: source) == opens, "\(source)") }
    }

    @Test func aDeniedPageWithoutAnOriginDeniesEveryPage() throws {
        let router = try Self.router(denying: .webPage("evil.example"))
        #expect(!Self.opens(router, from: .webPage("https://good.example")))
        #expect(!Self.opens(router, from: .webPage(nil)))
        #expect(Self.opens(router, from: .push))
    }

    @Test func anAnonymousRuleDeniesOnlyAnonymousSenders() throws {
        let router = try Self.router(denying: .otherApp(bundleID: nil))
        #expect(!Self.opens(router, from: .otherApp(bundleID: nil)))
        #expect(Self.opens(router, from: .otherApp(bundleID: "com.partner")))
    }
}
