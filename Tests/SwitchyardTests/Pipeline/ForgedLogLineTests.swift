import Foundation
import Testing
import Switchyard
import SwitchyardMatching
import SwitchyardTesting

/// Issue #57, item 5: a link cannot forge a log line. Every text an error quotes from input goes through
/// `DiagnosticText`, which escapes control characters, line and paragraph separators, and bidi and other
/// invisible format characters; each hostile input below is driven through every error type's description
/// and must come out as its escaped spelling, exactly.
@Suite("Errors escape what could forge a log line")
struct ForgedLogLineTests {
    /// A hostile text and how a description shows it.
    struct Hostile: Sendable, CustomTestStringConvertible {
        let raw: String
        let shown: String
        var testDescription: String { shown }
    }

    static let hostile: [Hostile] = [
        Hostile(raw: "x\ny", shown: #"x\ny"#),
        Hostile(raw: "x\r\ny", shown: #"x\r\ny"#),
        Hostile(raw: "\u{1B}[2J", shown: #"\u{1B}[2J"#),
        Hostile(raw: "a\u{7F}b", shown: #"a\u{7F}b"#),
        Hostile(raw: "a\u{85}b", shown: #"a\u{85}b"#),
        Hostile(raw: "gpj.\u{202E}exe", shown: #"gpj.\u{202E}exe"#),
        Hostile(raw: "a\u{2066}b\u{2069}", shown: #"a\u{2066}b\u{2069}"#),
        Hostile(raw: "a\u{200B}b\u{200F}", shown: #"a\u{200B}b\u{200F}"#),
        Hostile(raw: "a\u{2028}b\u{2029}", shown: #"a\u{2028}b\u{2029}"#),
        Hostile(raw: "\u{FEFF}a\u{E0041}", shown: #"\u{FEFF}a\u{E0041}"#),
        Hostile(raw: "café", shown: "café"),
    ]

    /// `text` percent-encoded as a path segment or a query value.
    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    static func failure(_ url: String, on router: Router<Screen>, from source: RouteSource = .inApp) async -> RoutingError? {
        do {
            try await router.open(url, from: source)
        } catch {
            return error
        }
        Issue.record("\(url) opened")
        return nil
    }

    @Test(arguments: hostile)
    func routingErrorsEscapeTheDecodedPathAndThePage(_ input: Hostile) async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("shop://cart", RouteOptions(visibility: .internal)) { _ in .handled }
        let router = try builder.build()
        let url = "shop://nowhere/" + Self.encoded(input.raw)
        let noRoute = try #require(await Self.failure(url, on: router))
        #expect(noRoute.description == "\(url): no route matches /nowhere/\(input.shown) in namespace shop")
        let forbidden = try #require(await Self.failure("shop://cart", on: router, from: .webPage(input.raw)))
        #expect(
            forbidden.description
                == "shop://cart: route \"shop://cart\" is forbidden: the route is internal and the link came from web page (\(input.shown))"
        )
        #expect(
            RoutingError(.tooManyRedirects([input.raw, "/b"]), url: input.raw).description
                == "\(input.shown): too many redirects: \(input.shown) → /b")
    }

    @Test(arguments: hostile)
    func matchErrorsEscapeTheOriginAndThePath(_ input: Hostile) {
        #expect(MatchError.originNotAccepted(input.raw).description == "origin \(input.shown) is not accepted")
        #expect(
            MatchError.noRoute(path: input.raw, namespaces: ["shop"]).description == "no route matches \(input.shown) in namespace shop")
        #expect(RouteSource.otherApp(bundleID: input.raw).description == "another app (\(input.shown))")
        #expect(LifecycleEvent.openURL(input.raw, from: .push).description == "open URL \(input.shown) from push notification")
        #expect(LifecycleEvent.userActivity(type: input.raw, url: nil).description == "user activity \(input.shown)")
    }

    @Test(arguments: hostile)
    func parameterAndRejectionErrorsEscapeTheValue(_ input: Hostile) async throws {
        #expect(
            ParameterError(parameter: input.raw, reason: .notAnInteger(input.raw)).description
                == "parameter \"\(input.shown)\" is \"\(input.shown)\", which is not an integer")
        #expect(
            URLGenerationError(pattern: "/goods/<int:id>", parameter: "id", reason: .doesNotFit(value: input.raw, constraint: "<int:id>"))
                .description == "parameter \"id\" is \"\(input.shown)\", which does not fit <int:id> in \"/goods/<int:id>\"")
        var builder = RouterBuilder<Screen>()
        builder.use(.parameterValidation(["page": .int]))
        try builder.route("/search") { _ in .handled }
        let error = try #require(await Self.failure("/search?page=" + Self.encoded(input.raw), on: try builder.build()))
        guard case .rejected(let rejection) = error.reason else { return #expect(Bool(false), "\(error)") }
        #expect(rejection.description == "parameter \"page\" is \"\(input.shown)\", which is not an int")
    }

    @Test(arguments: hostile)
    func componentAndRewriteErrorsEscapeTheirNames(_ input: Hostile) async throws {
        let router = try RouterBuilder<Screen>().build()
        let url = "app://" + Self.encoded(input.raw) + "/add"
        do {
            _ = try await router.perform(url: url, from: .inApp)
            Issue.record("performed")
        } catch {
            #expect(error.description == "no action \"add\" on target \"\(input.shown)\"")
        }
        let loop = RewriteError(loop: .cycle, steps: [RewriteStep(ruleIndex: 0, from: input.raw, to: input.raw)])
        #expect(loop.description == "rewrites form a cycle: rewrite 1 → rewrite 1 (\(input.shown) → \(input.shown))")
    }

    /// A pattern's excerpt shows a concealing character as `?`, one for one, so that the caret stays under
    /// the character it points at.
    @Test func aPatternExcerptHidesConcealingCharactersInPlace() {
        let error = PatternError(pattern: "/a\u{202E}b\n:(", offset: 6, message: "bad")
        #expect(error.description == "bad\n  /a?b?:(\n        ^")
    }

    @Test func theHeadlessNavigatorEscapesTheURLItCannotOpen() async {
        let navigator = await HeadlessNavigator<Screen>(.stack([.cart]))
        do {
            try await navigator.perform(.openExternally("partner://a/\u{1B}[2J\u{202E}"))
            Issue.record("opened")
        } catch {
            #expect(error.description == #"nothing opens partner://a/\u{1B}[2J\u{202E}"#)
        }
    }
}
