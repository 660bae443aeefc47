import Testing
import Switchyard
import SwitchyardMatching

/// Issue #42, item 7: an error quotes a long URL or value cut (its first 80 characters, `…` and its length in
/// characters, as `DiagnosticText` cuts every diagnostic), so that its description does not grow with the
/// input. A refused 1 MiB URL made a 1 MiB description; a 16 KB value one of 32 KB.
@Suite("Errors quote long input cut")
struct LongErrorTextTests {
    struct GoodsRoute: TypedRoute {
        static let pattern = "shop://goods/<int:id>"
        enum Tab: String, Codable, Sendable { case detail, reviews }
        var id: Int
        var tab: Tab?
    }

    /// The error an open of `url` ends with; records an issue when it opened.
    static func failure(opening url: String, on router: Router<Screen>) async -> RoutingError? {
        do {
            try await router.open(url)
            Issue.record("opened")
        } catch {
            return error
        }
        return nil
    }

    static let a80 = String(repeating: "a", count: 80)

    @Test func aRefusedMegabyteURLIsQuotedCut() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("shop://goods/:id") { _ in .handled }
        let url = "shop://goods/" + String(repeating: "a", count: 1 << 20)
        let error = try #require(await Self.failure(opening: url, on: try builder.build()))
        #expect(error.url == url, "the error keeps the whole URL")
        #expect(
            error.description
                == "shop://goods/" + String(repeating: "a", count: 67)
                + "… (1048589 characters): refused: URL is 1048589 bytes long; the limit is 16384")
    }

    @Test func aLongValueIsQuotedCutAndSoIsItsURL() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route(GoodsRoute.self) { _, _ in .handled }
        let value = String(repeating: "x", count: 16_000)
        let error = try #require(await Self.failure(opening: "shop://goods/1?tab=" + value, on: try builder.build()))
        #expect(
            error.description
                == "shop://goods/1?tab=" + String(repeating: "x", count: 61) + "… (16019 characters): rejected by the route: "
                + "parameter \"tab\" is \"" + String(repeating: "x", count: 80) + "…\" (16000 characters), which is not a valid Tab")
    }

    @Test func parameterValidationQuotesTheValueCut() async throws {
        var builder = RouterBuilder<Screen>()
        builder.use(.parameterValidation(["page": .int]))
        try builder.route("/search") { _ in .handled }
        let error = try #require(await Self.failure(opening: "/search?page=" + Self.a80 + "aaaaaaaaaaaaaaaaaaaaa", on: try builder.build()))
        guard case .rejected(let rejection) = error.reason else { return #expect(Bool(false), "\(error)") }
        #expect(rejection.problems == ["parameter \"page\" is \"" + Self.a80 + "…\" (101 characters), which is not an int"])
    }

    @Test func anUnmatchedLongPathIsQuotedCut() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("shop://goods/:id") { _ in .handled }
        let error = try #require(
            await Self.failure(opening: "shop://nowhere/" + String(repeating: "p", count: 200), on: try builder.build()))
        // The host is the path's first segment: the route's scheme reads hosts as paths.
        let path = "/nowhere/" + String(repeating: "p", count: 71) + "… (209 characters)"
        #expect(
            error.description
                == "shop://nowhere/" + String(repeating: "p", count: 65) + "… (215 characters): no route matches \(path) in namespace shop")
    }

    @Test func aForbiddenLinkQuotesItsWebPageCut() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("shop://cart", RouteOptions(visibility: .internal)) { _ in .handled }
        let page = "https://evil.example/" + String(repeating: "e", count: 1_000)
        let router = try builder.build()
        do {
            try await router.open("shop://cart", from: .webPage(page))
            Issue.record("opened")
        } catch {
            #expect(
                error.description
                    == "shop://cart: route \"shop://cart\" is forbidden: the route is internal and the link came from web page "
                    + "(https://evil.example/" + String(repeating: "e", count: 59) + "… (1021 characters))")
        }
    }

    @Test func errorsMadeOutsideAnOpenQuoteTheValueCut() {
        let long = String(repeating: "v", count: 5_000)
        let cut = "\"" + String(repeating: "v", count: 80) + "…\" (5000 characters)"
        #expect(
            ParameterError(parameter: "id", reason: .notAnInteger(long)).description
                == "parameter \"id\" is \(cut), which is not an integer")
        #expect(
            URLGenerationError(pattern: "/goods/<int:id>", parameter: "id", reason: .doesNotFit(value: long, constraint: "<int:id>"))
                .description
                == "parameter \"id\" is \(cut), which does not fit <int:id> in \"/goods/<int:id>\"")
        #expect(
            RoutingError(.tooManyRedirects([long, "/b"]), url: "/a").description
                == "/a: too many redirects: " + String(repeating: "v", count: 80) + "… (5000 characters) → /b")
        #expect(MatchError.originNotAccepted("evil://" + long).description.utf8.count < 150)
    }

    /// A value on one line stays on one line: the quoted part escapes quotes and line breaks.
    @Test func aQuotedValueStaysOnOneLine() {
        let error = ParameterError(parameter: "q", reason: .notANumber("a\"b\nc"))
        #expect(error.description == #"parameter "q" is "a\"b\nc", which is not a number"#)
    }
}
