import Testing
@testable import SwitchyardMatching

@Suite("Conflicts found at build time")
struct ConflictTests {
    struct Entry: Sendable {
        var pattern: String
        var scheme: String? = nil
        var priority = 0
        var accept: [String]? = nil
    }

    static func diagnostics(_ entries: [Entry], order: MatchOrder = .specificity) throws -> [String] {
        var builder = RouteTableBuilder<Int>(options: RouteTableOptions(matchOrder: order))
        for (index, entry) in entries.enumerated() {
            try builder.add(
                entry.pattern, scheme: entry.scheme, priority: entry.priority,
                accept: try entry.accept?.map { try LinkSource(parsing: $0) }, value: index)
        }
        do {
            return try builder.build().warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    static let cases: [(entries: [Entry], order: MatchOrder, expected: [String])] = [
        ([Entry(pattern: "/goods/:id"), Entry(pattern: "/goods/:gid")], .specificity,
         ["error: route \"/goods/:gid\" (global) is identical to route \"/goods/:id\" (global); only the first can ever match"]),
        ([Entry(pattern: "/goods/:id", scheme: "shop"), Entry(pattern: "shop://goods/<string:x>")], .specificity,
         ["error: route \"shop://goods/<string:x>\" (shop) is identical to route \"/goods/:id\" (shop); only the first can ever match"]),
        ([Entry(pattern: "/a(/:b)"), Entry(pattern: "/a/:c")], .specificity,
         ["error: route \"/a/:c\" (global) is identical to route \"/a(/:b)\" (global) (as \"/a/:b\"); only the first can ever match"]),
        ([Entry(pattern: "/a(/:b)(/:c)")], .specificity,
         ["error: route \"/a(/:b)(/:c)\" (global) has optional-group expansions \"/a/:b\" and \"/a/:c\" that match the same URLs"]),
        ([Entry(pattern: "/a/:x", priority: 5), Entry(pattern: "/a/b")], .specificity,
         ["warning: route \"/a/b\" (global) can never match: route \"/a/:x\" (global) matches every URL it matches and has a higher priority (5 > 0); it is reached only when that handler declines"]),
        ([Entry(pattern: "/a/*"), Entry(pattern: "/a/b/<int:n>")], .registration,
         ["warning: route \"/a/b/<int:n>\" (global) can never match: route \"/a/*\" (global) matches every URL it matches and was registered earlier (registration order); it is reached only when that handler declines"]),
        ([Entry(pattern: "/x/:id", priority: 1), Entry(pattern: "/x/:other")], .specificity,
         ["warning: route \"/x/:other\" (global) can never match: route \"/x/:id\" (global) matches the same URLs and has a higher priority (1 > 0); it is reached only when that handler declines"]),
        ([Entry(pattern: "/a/:x([0-9]+)"), Entry(pattern: "/a/:y([0-9]+)")], .specificity,
         ["error: route \"/a/:y([0-9]+)\" (global) is identical to route \"/a/:x([0-9]+)\" (global); only the first can ever match"]),
        ([Entry(pattern: "/docs/<path:p>", priority: 1), Entry(pattern: "/docs/a/:b#/x")], .specificity,
         ["warning: route \"/docs/a/:b#/x\" (global) can never match: route \"/docs/<path:p>\" (global) matches every URL it matches and has a higher priority (1 > 0); it is reached only when that handler declines"]),
        // No conflict: a more specific route registered later still wins in specificity order.
        ([Entry(pattern: "/a/*"), Entry(pattern: "/a/b")], .specificity, []),
        ([Entry(pattern: "/goods/<int:id>"), Entry(pattern: "/goods/:slug")], .specificity, []),
        ([Entry(pattern: "/goods/:slug"), Entry(pattern: "/goods/<int:id>")], .specificity, []),
        ([Entry(pattern: "/a/:id"), Entry(pattern: "/a/:id", scheme: "shop")], .specificity, []),
        ([Entry(pattern: "/a/:id", accept: ["shop"]), Entry(pattern: "/a/:id", accept: ["mall"])], .specificity, []),
        ([Entry(pattern: "/a/:x([0-9]+)"), Entry(pattern: "/a/:y([a-z]+)")], .specificity, []),
        ([Entry(pattern: "/docs/<path:p>"), Entry(pattern: "/docs/*")], .specificity, []),
        ([Entry(pattern: "https://a.example/x"), Entry(pattern: "https://b.example/x")], .specificity, []),
        ([Entry(pattern: "/a/:x", priority: 1), Entry(pattern: "/a/b", accept: ["shop"])], .specificity,
         ["warning: route \"/a/b\" (global) can never match: route \"/a/:x\" (global) matches every URL it matches and has a higher priority (1 > 0); it is reached only when that handler declines"]),
        ([Entry(pattern: "/a/:x", priority: 1, accept: ["shop"]), Entry(pattern: "/a/b")], .specificity, []),
    ]

    @Test(arguments: cases)
    func diagnosticText(entries: [Entry], order: MatchOrder, expected: [String]) throws {
        #expect(try Self.diagnostics(entries, order: order) == expected)
    }

    @Test func errorsStopTheBuildAndNameBothRoutes() throws {
        var builder = RouteTableBuilder<Int>()
        try builder.add("/a/:id", value: 1)
        try builder.add("/a/:key", value: 2)
        let error = try #require(throws: RouteTableError.self) { try builder.build() }
        #expect(error.errors.count == 1)
        #expect(error.errors.first?.routeID == 1)
        #expect(error.errors.first?.relatedRouteID == 0)
    }
}
