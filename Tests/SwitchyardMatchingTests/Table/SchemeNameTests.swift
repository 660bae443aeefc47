import Testing
@testable import SwitchyardMatching

/// A namespace is a URL scheme (issue #64's residual): a route's `scheme:` and a `namespace(_:fallbackToGlobal:)`
/// that cannot be one (RFC 3986: an ASCII letter, then ASCII letters, digits, `+`, `-`, `.`) are refused with the
/// text a route-table file's are (`Conformance/errors.json`, `value.not-a-scheme`), as a pattern's own scheme is.
@Suite("Scheme names")
struct SchemeNameTests {
    static let notSchemes = [
        "</script>", "a b", "\u{0}", "shop\u{0}", "1app", "-x", "+x", ".x", "shop:", "shop://",
        "ÉCOLE", "caf\u{E9}", "\u{212A}ey", "x_y", " shop", "shop ", "\u{202E}shop",
    ]
    static let schemes = ["shop", "SHOP", "x", "x-Y.z+1", "global", "firefox", "com.example.app", "a0"]

    static func refusal(_ name: String, _ value: String) -> String {
        name + " must be a URL scheme (an ASCII letter, then ASCII letters, digits, '+', '-' or '.'), found "
            + DiagnosticText.quoted(value)
    }

    @Test func aSchemeIsALetterThenLettersDigitsPlusMinusDot() {
        for text in Self.schemes { #expect(SchemeName.isValid(text), "\(text)") }
        for text in Self.notSchemes + [""] { #expect(!SchemeName.isValid(text), "\(text)") }
    }

    @Test(arguments: notSchemes)
    func aRouteSchemeThatIsNoSchemeIsRefusedWhenTheRouteIsAdded(_ scheme: String) throws {
        var builder = RouteTableBuilder<String>()
        let error = try #require(throws: PatternError.self) { try builder.add("/a/:id", scheme: scheme, value: "a") }
        #expect(error.message == Self.refusal("scheme", scheme))
        // A pattern that names a scheme as well: the argument is judged first, not called a contradiction.
        let both = try #require(throws: PatternError.self) { try builder.add("shop://a", scheme: scheme, value: "a") }
        #expect(both.message == Self.refusal("scheme", scheme))
        #expect(builder.registeredRoutes.isEmpty)
    }

    @Test(arguments: notSchemes)
    func aNamespaceThatIsNoSchemeIsRefusedWhenTheTableIsBuilt(_ scheme: String) throws {
        var builder = RouteTableBuilder<String>()
        try builder.add("shop://a", value: "a")
        builder.namespace(scheme, fallbackToGlobal: true)
        let error = try #require(throws: RouteTableError.self) { try builder.build() }
        #expect(error.diagnostics.map(\.message) == [Self.refusal("namespace name", scheme)])
    }

    @Test func schemesAreTakenAsBefore() throws {
        var builder = RouteTableBuilder<String>()
        for scheme in Self.schemes { builder.namespace(scheme, fallbackToGlobal: true) }
        try builder.add("/g/:id", value: "global")
        try builder.add("/s/:id", scheme: "x-Y.z+1", value: "odd")
        try builder.add("/h/:id", scheme: "global", value: "global too")
        let table = try builder.build()
        #expect(table.match("X-y.Z+1://s/7")?.route.value == "odd")
        #expect(table.match("shop://g/7")?.route.value == "global")
        #expect(table.match("app://h/7")?.route.value == "global too")
    }

    /// A pattern's own scheme never was anything else: the parser reads a scheme only where RFC 3986 writes one.
    @Test(arguments: ["</script>://a", "a b://a", "1app://a", "caf\u{E9}://a"])
    func aPatternWithoutASchemeBeforeItsSlashesIsRefused(_ pattern: String) {
        var builder = RouteTableBuilder<String>()
        #expect(throws: PatternError.self) { try builder.add(pattern, value: "a") }
    }
}
