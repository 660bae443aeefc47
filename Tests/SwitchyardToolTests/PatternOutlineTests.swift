import Testing
import SwitchyardMatching
import SwitchyardToolCore

/// `PatternOutline`: the tools' one reader of a pattern's captures and expansions (lint, samples, the
/// catalogue, generated Swift, link files) reads the grammar `RoutePattern` parses.
@Suite("Pattern outline")
struct PatternOutlineTests {
    typealias Constraint = PatternOutline.Constraint

    static func summary(_ text: String) -> [String] {
        PatternOutline(text).captures.map { capture in
            let regex = capture.regexOffset.map { " regex at \($0)" } ?? ""
            return "\(capture.name) \(capture.constraint) at \(capture.offset)\(regex): \(capture.text)"
        }
    }

    @Test(arguments: [
        ("/goods/:id", ["id plain at 7: :id"]),
        ("/goods/<int:id>/<sku>", ["id typed(\"int\") at 7: <int:id>", "sku plain at 16: <sku>"]),
        ("/files/<path:rest>", ["rest wildcard at 7: <path:rest>"]),
        ("/docs/*rest", ["rest wildcard at 6: *rest"]),
        ("/docs/*", [" wildcard at 6: *"]),
        ("/tel/:n([0-9()]+)/x", ["n regex(\"[0-9()]+\") at 5 regex at 8: :n([0-9()]+)"]),
        ("/item-<int:id>.html", ["id typed(\"int\") at 6: <int:id>"]),
        // An unnamed ':' gives no parameter; a port is not a capture; an escaped ':' is literal.
        ("/a/:/b", []),
        ("shop://goods/:", []),
        ("http://localhost:8080/x/:id", ["id plain at 24: :id"]),
        (#"/a\:b/:c"#, ["c plain at 6: :c"]),
        // `(/` after a name opens an optional group, not a regex.
        ("/goods/:id(/reviews/:page)", ["id plain at 7: :id", "page plain at 20: :page"]),
        // A `*` inside a segment is literal; offsets count Unicode scalars.
        ("/é/a*b/:x", ["x plain at 7: :x"]),
    ])
    func capturesAreReadAsTheParserReadsThem(pattern: String, expected: [String]) {
        #expect(Self.summary(pattern) == expected)
    }

    @Test func expansionsPutGroupsPresentFirst() {
        let outline = PatternOutline("/goods/<int:id>(/reviews(/:page([0-9]+)))")
        #expect(
            outline.expansions == [
                "/goods/<int:id>/reviews/:page([0-9]+)", "/goods/<int:id>/reviews", "/goods/<int:id>",
            ])
        #expect(PatternOutline("/a").expansions == ["/a"])
        // Seven independent groups make 128 expansions; the first 64 are kept, in order.
        let many = PatternOutline((0..<7).map { "(/g\($0))" }.joined())
        #expect(many.expansions.count == 64)
        #expect(many.expansions.first == "/g0/g1/g2/g3/g4/g5/g6")
        #expect(many.expansions.last == "/g0")
    }

    @Test func formsStopPastTheirLimit() {
        let outline = PatternOutline("/a(/b)(/c)")
        #expect(outline.forms(limit: 4)?.map(PatternOutline.text(of:)) == ["/a/b/c", "/a/b", "/a/c", "/a"])
        #expect(outline.forms(limit: 3) == nil)
        #expect(PatternOutline.text(of: outline.pieces) == "/a(/b)(/c)")
    }

    @Test func everyExpansionParsesAsAPatternOfTheSameCaptures() throws {
        for text in ["/goods/<int:id>(/reviews(/:page))", "shop://x(/:a([0-9]+))#/view(/<uuid:u>)", "/docs(/<path:rest>)"] {
            for expansion in PatternOutline(text).expansions {
                let pattern = try RoutePattern(expansion)
                #expect(pattern.parameterNames == PatternOutline(expansion).captures.map(\.name), "\(expansion)")
            }
        }
    }

    @Test func fullURLsAreToldFromPaths() {
        #expect(PatternOutline.isFullURL("https://m.shop.example/goods/:id"))
        #expect(PatternOutline.isFullURL("shop://goods"))
        #expect(!PatternOutline.isFullURL("/goods/:id"))
        #expect(!PatternOutline.isFullURL("/a/b://c"))
    }

    /// Issue 43: `?` and allowed values inside `<…>` (what `gen swift` reads to make a property per capture).
    @Test func emptyCapturesAndAllowedValues() {
        let outline = PatternOutline("https://<sub?>example.com/v/pre<int:n?>post/<lang=en|d.e>")
        #expect(outline.captures.map(\.name) == ["sub", "n", "lang"])
        #expect(outline.captures.map(\.constraint) == [.plain, .plain, .regex("en|d\\.e")])
    }
}
