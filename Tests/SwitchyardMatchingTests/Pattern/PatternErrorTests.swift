import Testing
import SwitchyardMatching

@Suite("Pattern diagnostics")
struct PatternErrorTests {
    static let cases: [(pattern: String, diagnostic: String)] = [
        ("", "empty pattern; use \"/\" for the root\n  \n  ^"),
        ("/goods/:id(/reviews", "unbalanced '(': this optional group is never closed\n  /goods/:id(/reviews\n            ^"),
        ("/goods/:id)", "unbalanced ')': no optional group is open\n  /goods/:id)\n            ^"),
        ("/a(b)", "an optional group must start with '/'\n  /a(b)\n     ^"),
        ("/a(/b)c", "an optional group must end at a segment boundary\n  /a(/b)c\n        ^"),
        ("/user/a:", "expected a parameter name after ':' (an unnamed ':' must be a whole segment)\n  /user/a:\n         ^"),
        ("/user/:-x", "expected a parameter name after ':'\n  /user/:-x\n        ^"),
        ("/a/(b)c", "an optional group must end at a segment boundary\n  /a/(b)c\n        ^"),
        ("/a(b/)", "an optional group must start with '/'\n  /a(b/)\n     ^"),
        ("/a/:id/:id", "duplicate parameter name 'id'\n  /a/:id/:id\n          ^"),
        ("/a/:x(/b/:x)", "duplicate parameter name 'x'\n  /a/:x(/b/:x)\n            ^"),
        // A literal with a `\\` escape is shown as it decodes (the escape resolved), caret at its start.
        ("/a\\:%FF", "percent escapes in 'a:%FF' do not decode to UTF-8 text\n  /a\\:%FF\n   ^"),
        ("/\\:a%FF", "percent escapes in ':a%FF' do not decode to UTF-8 text\n  /\\:a%FF\n   ^"),
        // Non-ASCII text before the escape: as many bytes after decoding as scalars before it (5), which
        // must not pass for "no escape decoded"; the caret counts scalars.
        ("/éé%FF", "percent escapes in 'éé%FF' do not decode to UTF-8 text\n  /éé%FF\n   ^"),
        ("/ok/é%C3", "percent escapes in 'é%C3' do not decode to UTF-8 text\n  /ok/é%C3\n      ^"),
        // Past eight names the parser checks with a set; the same error.
        (
            "/:a/:b/:c/:d/:e/:f/:g/:h/:i/:a",
            "duplicate parameter name 'a'\n  /:a/:b/:c/:d/:e/:f/:g/:h/:i/:a\n" + String(repeating: " ", count: 31) + "^"
        ),
        ("/a/:a:b", "two captures in one segment need literal text between them\n  /a/:a:b\n       ^"),
        ("/a/<int:a><int:b>", "two captures in one segment need literal text between them\n  /a/<int:a><int:b>\n            ^"),
        ("/a/<int:id", "unterminated placeholder: expected '>'\n  /a/<int:id\n     ^"),
        ("/a/<int:id/b>", "unterminated placeholder: expected '>'\n  /a/<int:id/b>\n     ^"),
        ("/a/<int:i-d>", "unexpected character in placeholder; expected '>'\n  /a/<int:i-d>\n           ^"),
        ("/a/<long:id>", "unknown parameter type 'long'; known types: float, int, path, string, uuid\n  /a/<long:id>\n      ^"),
        ("/a/<int:>", "expected a parameter name\n  /a/<int:>\n          ^"),
        ("/a/<:id>", "expected a type name before ':'\n  /a/<:id>\n      ^"),
        ("/a/x<path:rest>", "<path:rest> must be a whole segment\n  /a/x<path:rest>\n     ^"),
        ("/a/<path:rest>/b", "a wildcard must be the last segment\n  /a/<path:rest>/b\n     ^"),
        ("/a/*/b", "a wildcard must be the last segment\n  /a/*/b\n     ^"),
        ("/a/x*", "a wildcard must be a whole segment\n  /a/x*\n      ^"),
        ("/a/*x-y", "a wildcard must be a whole segment\n  /a/*x-y\n       ^"),
        ("/a(/*)/b", "a wildcard must be the last segment\n  /a(/*)/b\n      ^"),
        ("/search?q=:q", "a pattern has no query: every query parameter reaches the route anyway\n  /search?q=:q\n         ^"),
        ("/a/b>", "unexpected '>' outside a placeholder\n  /a/b>\n      ^"),
        ("/a#b", "expected '/' after '#': a hash route matches a fragment path such as #/view/42\n  /a#b\n     ^"),
        ("/a#/b#/c", "a pattern can have only one '#'\n  /a#/b#/c\n       ^"),
        ("/a(/b#/c)", "'#' cannot be inside an optional group\n  /a(/b#/c)\n       ^"),
        ("/a/\\", "expected a character after '\\'\n  /a/\\\n     ^"),
        ("/tel/:phone([0-9]+", "unterminated regular expression: expected ')'\n  /tel/:phone([0-9]+\n             ^"),
        (
            "https://m.shop.example:8080/x",
            "a host constraint must be literal text\n  https://m.shop.example:8080/x\n                        ^"
        ),
        // A host position that starts with literal text is a host constraint, not a placeholder that takes the host.
        // A `<…>` placeholder after literal text makes the host a pattern (issue 43); `:` and `*` stay refused.
        ("https://www.:x.com/a", "a host constraint must be literal text\n  https://www.:x.com/a\n              ^"),
    ]

    @Test(arguments: cases)
    func diagnosticText(pattern: String, diagnostic: String) {
        #expect(throws: PatternError.self) { try RoutePattern(pattern) }
        do {
            _ = try RoutePattern(pattern)
        } catch {
            #expect(error.description == diagnostic)
        }
    }

    @Test func regexErrorsPointIntoThePattern() throws {
        let error = try #require(throws: PatternError.self) { try RoutePattern("/tel/:phone(a\\1)") }
        #expect(error.message.hasPrefix("invalid regular expression: "))
        #expect(error.offset >= 12 && error.offset <= 14)
    }

    @Test func tooManyOptionalGroups() throws {
        let pattern = "/a" + String(repeating: "(/b)", count: 9)
        let error = try #require(throws: PatternError.self) { try RoutePattern(pattern) }
        #expect(error.message == "too many optional-group combinations (more than 256)")
    }

    @Test func aRefusedPatternLeavesTheBuilderUntouched() throws {
        var builder = RouteTableBuilder<Int>()
        try builder.add("/a/:id", value: 1)
        #expect(throws: PatternError.self) { try builder.add("/b/:id(/x", value: 2) }
        #expect(builder.registeredRoutes.count == 1)
        let table = try builder.build()
        #expect(table.match("app://a/1")?.route.value == 1)
    }

    @Test func schemeContradiction() throws {
        var builder = RouteTableBuilder<Int>()
        let error = try #require(throws: PatternError.self) { try builder.add("shop://goods", scheme: "mall", value: 1) }
        #expect(error.message == "the pattern's scheme 'shop' contradicts the route's scheme 'mall'")
    }

    @Test func fullURLPatterns() throws {
        let custom = try RoutePattern("shop://goods/<int:id>(/reviews)")
        #expect(custom.scheme == "shop")
        #expect(custom.host == nil)
        #expect(custom.parameterNames == ["id"])
        #expect(custom.expansionCount == 2)
        let universal = try RoutePattern("HTTPS://M.Shop.Example/product/:id.html")
        #expect(universal.scheme == "https")
        #expect(universal.host == "m.shop.example")
        let local = try RoutePattern("http://localhost/x")
        #expect(local.host == "localhost")
        let always = try RoutePattern("https://m.shop.example/x", hostAsPath: .always)
        #expect(always.host == nil)
    }
}
