import Testing

import SwitchyardCompiledTableWriter
@testable import SwitchyardCompiledTables
@testable import SwitchyardMatching

/// A signed number converts alike wherever a typed capture stands, for `int` and `float`, in a built table and
/// in one loaded from its compiled image (PatternLanguage.md, "Typed placeholders").
@Suite("Signed numbers in typed captures")
struct SignedNumberTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var pattern: String
        var query: [String: QueryCondition] = [:]
        var url: String
        /// The value captured as `n`, or `nil` when the URL must not match.
        var expected: String?
        var testDescription: String { "\(url) against \(pattern)" }
    }

    static let cases: [Case] = [
        Case(pattern: "/i/<int:n>", url: "app://i/%2B12", expected: "+12"),
        Case(pattern: "/f/<float:n>", url: "app://f/%2B1.5", expected: "+1.5"),
        Case(pattern: "/f/<float:n>", url: "app://f/-1.5e%2B3", expected: "-1.5e+3"),
        Case(pattern: "/i/v<int:n>", url: "app://i/v%2B12", expected: "+12"),
        Case(pattern: "/f/v<float:n>", url: "app://f/v%2B1.5", expected: "+1.5"),
        Case(pattern: "/i(/<int:n>)", url: "app://i/%2B12", expected: "+12"),
        Case(pattern: "/f(/<float:n>)", url: "app://f/%2B1.5", expected: "+1.5"),
        Case(pattern: "app://<int:n>/x", url: "app://%2B12/x", expected: "+12"),
        Case(pattern: "app://<float:n>/x", url: "app://%2B1.5/x", expected: "+1.5"),
        Case(pattern: "/q", query: ["v": "<int:n>"], url: "app://q?v=%2B12", expected: "+12"),
        Case(pattern: "/q", query: ["v": "<float:n>"], url: "app://q?v=%2B1.5", expected: "+1.5"),
        // A raw '+' is a space under decodePlus: refused by both, in the path and in the query.
        Case(pattern: "/i/<int:n>", url: "app://i/+12", expected: nil),
        Case(pattern: "/f/<float:n>", url: "app://f/+1.5", expected: nil),
        Case(pattern: "/q", query: ["v": "<float:n>"], url: "app://q?v=+1.5", expected: nil),
        // Two signs, or a sign alone, are no number.
        Case(pattern: "/i/<int:n>", url: "app://i/%2B-1", expected: nil),
        Case(pattern: "/f/<float:n>", url: "app://f/%2B", expected: nil),
    ]

    static func captured(_ table: RouteTable<Int>, _ url: String) -> String? {
        guard let match = table.match(url) else { return nil }
        return match.parameters.pathParameters["n"] ?? match.parameters.queryCaptures["n"]
    }

    @Test(arguments: cases)
    func builtAndCompiledTablesAgree(_ c: Case) throws {
        var builder = RouteTableBuilder<Int>()
        try builder.add(c.pattern, query: c.query, value: 1)
        let table = try builder.build()
        let loaded = try RouteTable<Int>(compiled: CompiledRouteTable(text: table.compiled.text), values: [1])
        #expect(Self.captured(table, c.url) == c.expected)
        #expect(Self.captured(loaded, c.url) == c.expected)
    }
}
