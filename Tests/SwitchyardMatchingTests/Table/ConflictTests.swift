import Testing
import SwitchyardMatching

@Suite("Conflicts found at build time")
struct ConflictTests {
    struct Entry: Sendable {
        var pattern: String
        var scheme: String? = nil
        var priority = 0
        var accept: [String]? = nil
        var query: [String: QueryCondition] = [:]
    }

    static func diagnostics(_ entries: [Entry], order: MatchOrder = .specificity) throws -> [String] {
        var builder = RouteTableBuilder<Int>(options: RouteTableOptions(matchOrder: order))
        for (index, entry) in entries.enumerated() {
            try builder.add(
                entry.pattern, scheme: entry.scheme, priority: entry.priority,
                accept: try entry.accept?.map { try LinkSource(parsing: $0) }, query: entry.query, value: index)
        }
        do {
            return try builder.build().warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    static let cases: [(entries: [Entry], order: MatchOrder, expected: [String])] = [
        (
            [Entry(pattern: "/goods/:id"), Entry(pattern: "/goods/:gid")], .specificity,
            [
                "warning: route \"/goods/:gid\" (global) is identical to route \"/goods/:id\" (global); it is reached only when that handler declines"
            ]
        ),
        (
            [Entry(pattern: "/goods/:id", scheme: "shop"), Entry(pattern: "shop://goods/<string:x>")], .specificity,
            [
                "warning: route \"shop://goods/<string:x>\" (shop) is identical to route \"/goods/:id\" (shop); it is reached only when that handler declines"
            ]
        ),
        (
            [Entry(pattern: "/a(/:b)"), Entry(pattern: "/a/:c")], .specificity,
            [
                "warning: route \"/a/:c\" (global) is identical to route \"/a(/:b)\" (global) (as \"/a/:b\"); it is reached only when that handler declines"
            ]
        ),
        (
            [Entry(pattern: "/a(/:b)(/:c)")], .specificity,
            ["error: route \"/a(/:b)(/:c)\" (global) has optional-group expansions \"/a/:b\" and \"/a/:c\" that match the same URLs"]
        ),
        (
            [Entry(pattern: "/a/:x", priority: 5), Entry(pattern: "/a/b")], .specificity,
            [
                "warning: route \"/a/b\" (global) can never match: route \"/a/:x\" (global) matches every URL it matches and has a higher priority (5 > 0); it is reached only when that handler declines"
            ]
        ),
        (
            [Entry(pattern: "/a/*"), Entry(pattern: "/a/b/<int:n>")], .registration,
            [
                "warning: route \"/a/b/<int:n>\" (global) can never match: route \"/a/*\" (global) matches every URL it matches and was registered earlier (registration order); it is reached only when that handler declines"
            ]
        ),
        (
            [Entry(pattern: "/x/:id", priority: 1), Entry(pattern: "/x/:other")], .specificity,
            [
                "warning: route \"/x/:other\" (global) can never match: route \"/x/:id\" (global) matches the same URLs and has a higher priority (1 > 0); it is reached only when that handler declines"
            ]
        ),
        (
            [Entry(pattern: "/a/:x([0-9]+)"), Entry(pattern: "/a/:y([0-9]+)")], .specificity,
            [
                "warning: route \"/a/:y([0-9]+)\" (global) is identical to route \"/a/:x([0-9]+)\" (global); it is reached only when that handler declines"
            ]
        ),
        (
            [Entry(pattern: "/docs/<path:p>", priority: 1), Entry(pattern: "/docs/a/:b#/x")], .specificity,
            [
                "warning: route \"/docs/a/:b#/x\" (global) can never match: route \"/docs/<path:p>\" (global) matches every URL it matches and has a higher priority (1 > 0); it is reached only when that handler declines"
            ]
        ),
        // Several identical routes: each is reported once, against the best-ranked one.
        (
            [Entry(pattern: "/g/:a"), Entry(pattern: "/g/:b"), Entry(pattern: "/g/:c")], .specificity,
            [
                "warning: route \"/g/:b\" (global) is identical to route \"/g/:a\" (global); it is reached only when that handler declines",
                "warning: route \"/g/:c\" (global) is identical to route \"/g/:a\" (global); it is reached only when that handler declines",
            ]
        ),
        (
            [Entry(pattern: "/g/:a", priority: 2), Entry(pattern: "/g/:b", priority: 1), Entry(pattern: "/g/:c")], .specificity,
            [
                "warning: route \"/g/:b\" (global) can never match: route \"/g/:a\" (global) matches the same URLs and has a higher priority (2 > 1); it is reached only when that handler declines",
                "warning: route \"/g/:c\" (global) can never match: route \"/g/:a\" (global) matches the same URLs and has a higher priority (2 > 0); it is reached only when that handler declines",
            ]
        ),
        // A route identical to an earlier one whose own expansions also collide: both are reported.
        (
            [Entry(pattern: "/a/:x"), Entry(pattern: "/a(/:b)(/:c)")], .specificity,
            [
                "error: route \"/a(/:b)(/:c)\" (global) has optional-group expansions \"/a/:b\" and \"/a/:c\" that match the same URLs",
                "warning: route \"/a(/:b)(/:c)\" (global) (as \"/a/:b\") is identical to route \"/a/:x\" (global); it is reached only when that handler declines",
            ]
        ),
        // No conflict: a more specific route registered later still wins in specificity order.
        ([Entry(pattern: "/a/*"), Entry(pattern: "/a/b")], .specificity, []),
        ([Entry(pattern: "/goods/<int:id>"), Entry(pattern: "/goods/:slug")], .specificity, []),
        ([Entry(pattern: "/goods/:slug"), Entry(pattern: "/goods/<int:id>")], .specificity, []),
        ([Entry(pattern: "/a/:id"), Entry(pattern: "/a/:id", scheme: "shop")], .specificity, []),
        ([Entry(pattern: "/a/:id", accept: ["shop"]), Entry(pattern: "/a/:id", accept: ["mall"])], .specificity, []),
        ([Entry(pattern: "/a/:x([0-9]+)"), Entry(pattern: "/a/:y([a-z]+)")], .specificity, []),
        ([Entry(pattern: "/docs/<path:p>"), Entry(pattern: "/docs/*")], .specificity, []),
        ([Entry(pattern: "https://a.example/x"), Entry(pattern: "https://b.example/x")], .specificity, []),
        (
            [Entry(pattern: "/a/:x", priority: 1), Entry(pattern: "/a/b", accept: ["shop"])], .specificity,
            [
                "warning: route \"/a/b\" (global) can never match: route \"/a/:x\" (global) matches every URL it matches and has a higher priority (1 > 0); it is reached only when that handler declines"
            ]
        ),
        ([Entry(pattern: "/a/:x", priority: 1, accept: ["shop"]), Entry(pattern: "/a/b")], .specificity, []),
        // Query conditions: the same path and the same conditions are identical; other conditions are not.
        (
            [Entry(pattern: "/p/:a", query: ["token": .absent]), Entry(pattern: "/p/:b", query: ["token": .absent])], .specificity,
            [
                "warning: route \"/p/:b\" (global) if token absent is identical to route \"/p/:a\" (global) if token absent; it is reached only when that handler declines"
            ]
        ),
        ([Entry(pattern: "/p/:a", query: ["tab": "a"]), Entry(pattern: "/p/:b", query: ["tab": .equals("a")])], .specificity, []),
        ([Entry(pattern: "/p", query: ["token": .absent]), Entry(pattern: "/p", query: ["token": .present])], .specificity, []),
        ([Entry(pattern: "/p", query: ["a": .present]), Entry(pattern: "/p", query: ["b": .present])], .specificity, []),
        // A route with conditions ranks before the same path without them, whatever the registration order…
        ([Entry(pattern: "/p"), Entry(pattern: "/p", query: ["a": .present])], .specificity, []),
        ([Entry(pattern: "/p", query: ["a": .present]), Entry(pattern: "/p", query: ["a": .present, "b": .absent])], .specificity, []),
        // …but not in registration order, nor below a higher priority whose conditions it implies.
        (
            [Entry(pattern: "/p"), Entry(pattern: "/p", query: ["a": .present])], .registration,
            [
                "warning: route \"/p\" (global) if a present can never match: route \"/p\" (global) matches every URL it matches and was registered earlier (registration order); it is reached only when that handler declines"
            ]
        ),
        (
            [Entry(pattern: "/p/:x", priority: 1, query: ["a": .present]), Entry(pattern: "/p/b", query: ["a": "1", "c": .absent])],
            .specificity,
            [
                "warning: route \"/p/b\" (global) if a=1, c absent can never match: route \"/p/:x\" (global) if a present matches every URL it matches and has a higher priority (1 > 0); it is reached only when that handler declines"
            ]
        ),
        ([Entry(pattern: "/p/:x", priority: 1, query: ["a": "1"]), Entry(pattern: "/p/b", query: ["a": .present])], .specificity, []),
        ([Entry(pattern: "/p/:x", priority: 1, query: ["a": .present]), Entry(pattern: "/p/b", query: ["a": .absent])], .specificity, []),
    ]

    @Test(arguments: cases)
    func diagnosticText(entries: [Entry], order: MatchOrder, expected: [String]) throws {
        #expect(try Self.diagnostics(entries, order: order) == expected)
    }

    /// n identical routes make n - 1 diagnostics, not one per pair (a route file of 4,000 copies of a
    /// route made 8 million warnings and took 19 s to build).
    @Test func identicalRoutesAreReportedOnceEach() throws {
        var builder = RouteTableBuilder<Int>()
        for index in 0..<300 { try builder.add("/x/:id", priority: index, value: index) }
        let table = try builder.build()
        #expect(table.warnings.count == 299)
        #expect(Set(table.warnings.map(\.route?.relatedRouteID)) == [299])
        #expect(table.match("/x/1")?.value == 299)
    }

    @Test func errorsStopTheBuildAndNameTheRoute() throws {
        var builder = RouteTableBuilder<Int>()
        try builder.add("/a/:id", value: 1)
        try builder.add("/b(/:x)(/:y)", value: 2)
        let error = try #require(throws: RouteTableError.self) { try builder.build() }
        #expect(error.errors.count == 1)
        #expect(error.errors.first?.route?.routeID == 1)
        #expect(error.errors.first?.code == .collidingExpansions)
    }

    /// JLRoutes and Crossroad: an identical route does not stop the table; the first registered wins,
    /// and the warning names both (lint reports it as an error).
    @Test func identicalRoutesWarnAndTheFirstWins() throws {
        var builder = RouteTableBuilder<Int>()
        try builder.add("/a/:id", value: 1)
        try builder.add("/a/:key", value: 2)
        let table = try builder.build()
        #expect(table.match("/a/7")?.value == 1)
        #expect(table.match("/a/7")?.parameters["id"] == "7")
        let warning = try #require(table.warnings.first)
        #expect(table.warnings.count == 1)
        #expect((warning.route?.routeID, warning.route?.relatedRouteID, warning.code) == (1, 0, .identicalRoute))
        #expect(warning.severity == .warning)
        #expect(warning.lintSeverity == .warning, "issue #57: the second route runs when the first declines")
    }
}
