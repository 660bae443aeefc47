import Foundation
import Testing
import Switchyard
import SwitchyardMatching

/// x-callback-url destinations are attacker-controlled redirects: a link from another app names where
/// the result goes. Each case opens a link from another app and states exactly which callback URL is
/// opened and which destinations are refused (reported through `onRefused`). Allowed: the scheme
/// `partner` (any URL of it) and `https://partner.example` (that host, any port or path).
@Suite("Hostile x-callback destinations")
struct HostileCallbackTests {
    struct Boom: Error, CustomStringConvertible {
        var description: String { "boom" }
    }

    struct Recorded: Equatable, CustomStringConvertible {
        var opened: [String]
        var refused: [String]
        var description: String { "opened \(opened), refused \(refused)" }
    }

    static func makeRouter(opened: Locked<[String]>, refused: Locked<[String]>) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        builder.callbacks = XCallbackSettings(
            allowed: [try LinkSource(parsing: "partner"), try LinkSource(parsing: "https://partner.example")],
            onRefused: { url in refused.withLock { $0.append(url) } },
            opener: { url in opened.withLock { $0.append(url) } })
        try builder.route("shop://pay/:id") { request in .value(XCallbackParameters([("orderID", request.parameters["id"] ?? "")])) }
        try builder.route("shop://fail/:id") { _ in throw Boom() }
        try builder.route("shop://debug/:action", RouteOptions(visibility: .internal)) { _ in .handled }
        return try builder.build()
    }

    /// Opens `url` from another app and records the callbacks.
    static func open(_ url: String, from source: RouteSource = .otherApp(bundleID: "com.example.partner")) async throws -> Recorded {
        let opened = Locked<[String]>([])
        let refused = Locked<[String]>([])
        let router = try makeRouter(opened: opened, refused: refused)
        _ = try? await router.open(url, from: source)
        return Recorded(opened: opened.withLock { $0 }, refused: refused.withLock { $0 })
    }

    /// `text` percent-encoded as a callback's query value is: every byte but the unreserved ones.
    static func encoded(_ text: String) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var url: String
        var opened: [String] = []
        var refused: [String] = []
        var testDescription: String { name }
    }

    static let longQuery = String(repeating: "p=1&", count: 5_000)

    static let cases: [Case] = [
        Case(name: "allowed scheme", url: "shop://pay/7?x-success=partner://done", opened: ["partner://done?orderID=7"]),
        Case(
            name: "allowed host", url: "shop://pay/7?x-success=https://partner.example/cb",
            opened: ["https://partner.example/cb?orderID=7"]),
        Case(
            name: "allowed host, query and fragment kept", url: "shop://pay/7?x-success=https://partner.example/cb%3Fa%3D1%23top",
            opened: ["https://partner.example/cb?a=1&orderID=7#top"]),
        Case(name: "another host", url: "shop://pay/7?x-success=https://evil.example/steal", refused: ["https://evil.example/steal"]),
        Case(
            name: "allowed host as a subdomain of another", url: "shop://pay/7?x-success=https://partner.example.evil.example/",
            refused: ["https://partner.example.evil.example/"]),
        Case(
            name: "allowed host as userinfo", url: "shop://pay/7?x-success=https://partner.example@evil.example/",
            refused: ["https://partner.example@evil.example/"]),
        Case(
            name: "encoded '/' before '@'", url: "shop://pay/7?x-success=https://partner.example%252F@evil.example/",
            refused: ["https://partner.example%2F@evil.example/"]),
        Case(
            name: "'#' before '@' keeps the host", url: "shop://pay/7?x-success=https://partner.example%23@evil.example/",
            opened: ["https://partner.example?orderID=7#@evil.example/"]),
        Case(name: "trailing dot", url: "shop://pay/7?x-success=https://partner.example./cb", refused: ["https://partner.example./cb"]),
        Case(
            name: "uppercase scheme and host", url: "shop://pay/7?x-success=HTTPS://PARTNER.EXAMPLE/cb",
            opened: ["HTTPS://PARTNER.EXAMPLE/cb?orderID=7"]),
        Case(
            name: "a port plays no part", url: "shop://pay/7?x-success=https://partner.example:8443/cb",
            opened: ["https://partner.example:8443/cb?orderID=7"]),
        Case(
            name: "http instead of https", url: "shop://pay/7?x-success=http://partner.example/cb", refused: ["http://partner.example/cb"]),
        Case(
            name: "javascript:", url: "shop://pay/7?x-success=javascript:alert(document.cookie)",
            refused: ["javascript:alert(document.cookie)"]),
        Case(name: "data:", url: "shop://pay/7?x-success=data:text/html,hi", refused: ["data:text/html,hi"]),
        Case(name: "relative destination", url: "shop://pay/7?x-success=/admin/users", refused: ["/admin/users"]),
        Case(name: "protocol-relative destination", url: "shop://pay/7?x-success=//evil.example/x", refused: ["//evil.example/x"]),
        Case(name: "encoded destination", url: "shop://pay/7?x-success=https%3A%2F%2Fevil.example%2F", refused: ["https://evil.example/"]),
        Case(
            name: "repeated key: the first wins", url: "shop://pay/7?x-success=partner://a&x-success=https://evil.example/",
            opened: ["partner://a?orderID=7"]),
        Case(name: "empty destination", url: "shop://pay/7?x-success=", refused: [""]),
        Case(name: "flag without a value", url: "shop://pay/7?x-success"),
        Case(
            name: "encoded newline in the destination", url: "shop://pay/7?x-success=partner://done%0Aevil",
            refused: ["partner://done\nevil"]),
        Case(name: "encoded NUL in the destination", url: "shop://pay/7?x-success=partner://done%2500", refused: ["partner://done%00"]),
        Case(
            name: "Cyrillic look-alike host", url: "shop://pay/7?x-success=https://p\u{430}rtner.example/",
            refused: ["https://p\u{430}rtner.example/"]),
        Case(
            name: "Punycode look-alike host", url: "shop://pay/7?x-success=https://xn--prtner-2nf.example/",
            refused: ["https://xn--prtner-2nf.example/"]),
        Case(
            name: "fullwidth full stop", url: "shop://pay/7?x-success=https://partner\u{3002}example/",
            refused: ["https://partner\u{3002}example/"]),
        Case(name: "a destination in the fragment is ignored", url: "shop://pay/7#x-success=https://evil.example/"),
        Case(
            name: "a nested callback is the partner's to judge",
            url: "shop://pay/7?x-success=partner://done?x-success=https://evil.example/",
            opened: ["partner://done?x-success=https://evil.example/&orderID=7"]),
        Case(
            name: "x-error when the handler fails", url: "shop://fail/1?x-error=partner://failed&x-success=partner://ok",
            opened: [
                "partner://failed?errorCode=failed&errorMessage="
                    + encoded("the link failed")
            ]),
        Case(name: "x-error to another host", url: "shop://fail/1?x-error=https://evil.example/", refused: ["https://evil.example/"]),
        Case(
            name: "x-error when nothing matches", url: "shop://nowhere?x-error=partner://failed",
            opened: [
                "partner://failed?errorCode=noRoute&errorMessage="
                    + encoded("the link cannot be opened")
            ]),
        Case(name: "a link refused at intake answers nothing", url: "shop://pay/%00?x-success=partner://done&x-error=partner://failed"),
        Case(name: "a link over the length limit answers nothing", url: "shop://pay/7?" + longQuery + "x-success=partner://done"),
    ]

    @Test(arguments: cases)
    func destination(_ hostile: Case) async throws {
        let recorded = try await Self.open(hostile.url)
        #expect(recorded == Recorded(opened: hostile.opened, refused: hostile.refused), "\(hostile.name)")
    }

    @Test func anInternalRouteAnswersXErrorAsForbidden() async throws {
        let recorded = try await Self.open("shop://debug/reset?x-success=partner://ok&x-error=partner://failed")
        #expect(recorded.opened.count == 1)
        #expect(recorded.opened.first?.hasPrefix("partner://failed?errorCode=forbidden&errorMessage=") == true)
        // The handler never ran: x-success was not answered.
        #expect(!recorded.opened.contains { $0.hasPrefix("partner://ok") })
    }

    @Test
    func xErrorDoesNotDiscloseInternalRoutes() async throws {
        let recorded = try await Self.open("shop://debug/reset?x-error=partner://failed")
        let message = try #require(recorded.opened.first)
        #expect(!message.contains(Self.encoded("shop://debug/:action")))
        #expect(!message.contains("internal"))
    }

    @Test
    func aBackslashBeforeTheAtSignIsRefused() async throws {
        let recorded = try await Self.open("shop://pay/7?x-success=https://evil.example%5C@partner.example/")
        #expect(recorded == Recorded(opened: [], refused: ["https://evil.example\\@partner.example/"]))
    }

    /// `allows(_:)` is public (issue #43, item 9): a scheme listed alone takes any host; a web origin only its own.
    @Test func allowsAnswersForSchemesAndWebOrigins() throws {
        let settings = XCallbackSettings(allowed: ["partnerapp", "https://partner.example"]) { _ in }
        #expect(settings.allows("partnerapp://done?order=7"))
        #expect(settings.allows("PartnerApp://done"))
        #expect(settings.allows("https://partner.example/back"))
        #expect(!settings.allows("https://evil.example/phish"))
        #expect(!settings.allows("http://partner.example/back"))
        #expect(!settings.allows("javascript:alert(1)"))
        #expect(!settings.allows("not a url"))
    }

    @Test func allowsAgreesWithTheRouter() throws {
        let settings = XCallbackSettings(
            allowed: [try LinkSource(parsing: "partner"), try LinkSource(parsing: "https://partner.example")], opener: { _ in })
        for hostile in Self.cases where hostile.url.hasPrefix("shop://pay/7?x-success=") && !hostile.url.contains("&") {
            let destination = String(hostile.url.dropFirst("shop://pay/7?x-success=".count))
            let decoded = (try? RouteURL("x:?d=" + destination))?.queryItems.first?.value ?? ""
            #expect(settings.allows(decoded) == !hostile.opened.isEmpty, "\(hostile.name): \(decoded)")
        }
    }
}
