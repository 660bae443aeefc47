import Testing
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable
import SwitchyardTestSupport

/// What the parser makes of a pattern: its expansions' segments, wildcard and text. (Diagnostics are in
/// "Pattern diagnostics"; matching in "Matching".)
@Suite("Pattern parsing")
struct PatternParsingTests {
    /// One expansion, compactly: `goods :{*} <int> | #: view :{*} | *rest/0 | text`, where a literal shows
    /// its decoded bytes, a dynamic segment its parts (`{*}` any, `{int}` a type, `{re}` a regex) and the
    /// fragment path follows `#:`.
    static func render(_ expansion: RoutePattern.Expansion, of pattern: RoutePattern) -> String {
        func segment(_ segment: RoutePattern.Segment) -> String {
            switch segment {
            case .literal(let literal):
                return literal.text
            case .dynamic(let parts, _):
                let names = Array(pattern.names(of: segment))
                let shown = parts.map { part -> String in
                    switch part {
                    case .literal(let literal): return literal.text
                    case .capture(.any): return "{*}"
                    case .capture(.type(let name, _)): return "{\(name)}"
                    case .capture(.regex): return "{re}"
                    case .capture(.orEmpty): return "{?}"
                    }
                }
                return shown.joined() + "=" + names.joined(separator: ",")
            }
        }
        var text = expansion.path.map(segment).joined(separator: " ")
        if let fragment = expansion.fragment { text += " | #: " + fragment.map(segment).joined(separator: " ") }
        if let wildcard = expansion.wildcard { text += " | *\(wildcard.name ?? "")/\(wildcard.minimum)" }
        return text + " | " + expansion.text
    }

    static let cases: [(pattern: String, expansions: [String])] = [
        ("/", [" | /"]),
        ("/shop/goods/:goodsId/reviews", ["shop goods {*}=goodsId reviews | /shop/goods/:goodsId/reviews"]),
        // Doubled and trailing slashes are not segments; the text is written without them.
        ("shop//goods///:id/", ["shop goods {*}=id | /shop/goods/:id"]),
        ("goods/:id", ["goods {*}=id | /goods/:id"]),
        // A full-URL pattern: a scheme, and a host read as a path segment or as a host constraint.
        ("shop://goods/:id", ["goods {*}=id | /goods/:id"]),
        ("https://m.shop.example/goods/<int:id>", ["goods {int}=id | /goods/<int:id>"]),
        // Optional groups: every combination, all present first.
        ("/goods/:id(/reviews)", ["goods {*}=id reviews | /goods/:id/reviews", "goods {*}=id | /goods/:id"]),
        ("/a(/b(/c))/d", ["a b c d | /a/b/c/d", "a b d | /a/b/d", "a d | /a/d"]),
        // Hash routes.
        ("/user#/view/:id", ["user | #: view {*}=id | /user#/view/:id"]),
        ("/#/home", [" | #: home | #/home"]),
        // Literals: percent escapes decoded to bytes, `\` escapes, non-ASCII text.
        ("/caf%C3%A9/%41%42", ["café AB | /caf%C3%A9/%41%42"]),
        ("/a%2Fb", ["a/b | /a%2Fb"]),
        ("/x%zz/%4", ["x%zz %4 | /x%zz/%4"]),
        ("/a\\:b/c", ["a:b c | /a\\:b/c"]),
        ("/café/:id", ["café {*}=id | /café/:id"]),
        ("/日本/x\\:y", ["日本 x:y | /日本/x\\:y"]),
        // Captures inside a segment, typed and regex captures.
        ("/user-<int:id>.html", ["user-{int}.html=id | /user-<int:id>.html"]),
        ("/p/:a-:b", ["p {*}-{*}=a,b | /p/:a-:b"]),
        ("/tel/:phone([0-9]+)", ["tel {re}=phone | /tel/:phone([0-9]+)"]),
        // A segment's names are read from the pattern's by position, also when a group before it is left
        // out, and in the fragment path.
        ("/a(/:b)/:c-:d", ["a {*}=b {*}-{*}=c,d | /a/:b/:c-:d", "a {*}-{*}=c,d | /a/:c-:d"]),
        ("/:x(/y/<int:z>)#/v/:w", ["{*}=x y {int}=z | #: v {*}=w | /:x/y/<int:z>#/v/:w", "{*}=x | #: v {*}=w | /:x#/v/:w"]),
        // Wildcards.
        ("/docs/<path:rest>", ["docs | *rest/1 | /docs/<path:rest>"]),
        ("/files/*", ["files | */0 | /files/*"]),
        ("/files/*rest", ["files | *rest/0 | /files/*rest"]),
    ]

    @Test(arguments: cases)
    func expansions(pattern: String, expected: [String]) throws {
        let parsed = try RoutePattern(pattern)
        #expect(parsed.expansions.map { Self.render($0, of: parsed) } == expected)
    }

    /// The usual pattern's expansion text is the pattern itself; it shares the pattern's storage instead
    /// of holding a copy (about 80 bytes per route of a 10,000-route table).
    @Test func expansionTextSharesThePatternsStorage() throws {
        func address(_ text: String) -> UnsafeRawPointer? {
            text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        }
        let pattern = try RoutePattern(String("/shop/goods/:goodsId/reviews/<int:page>".utf8))
        #expect(pattern.expansions[0].text == pattern.text)
        #expect(address(pattern.expansions[0].text) == address(pattern.text))
        // Written differently from the pattern: a string of its own, with the same text as before.
        let doubled = try RoutePattern(String("/shop//goods/:goodsId/reviews/<int:page>".utf8))
        #expect(doubled.expansions[0].text == "/shop/goods/:goodsId/reviews/<int:page>")
        #expect(address(doubled.expansions[0].text) != address(doubled.text))
    }

    /// The names each expansion captures, in order (what a match's parameters are named by). An
    /// expansion that captures every name shares the pattern's array.
    @Test func captureNamesPerExpansion() throws {
        let pattern = try RoutePattern("/a(/:b(/:c))/:d-x-:e#/:f/*rest")
        #expect(pattern.parameterNames == ["b", "c", "d", "e", "f", "rest"])
        #expect(
            pattern.expansions.map { pattern.captureNames(of: $0) } == [
                ["b", "c", "d", "e", "f"], ["b", "d", "e", "f"], ["d", "e", "f"],
            ])
        let whole = try RoutePattern("/goods/:id(/reviews)/<int:page>")
        let names = whole.captureNames(of: whole.expansions[1])
        #expect(names == ["id", "page"])
        #expect(
            names.withUnsafeBufferPointer { $0.baseAddress }
                == whole.parameterNames.withUnsafeBufferPointer { $0.baseAddress })
    }

    /// Literals are compared byte for byte, not by `String`'s Unicode equivalence (a literal is kept in a
    /// `String`): `é` precomposed and `e` with a combining accent are two routes, each matching only the
    /// URL written its way.
    @Test func literalsCompareByBytes() throws {
        let precomposed = "/caf\u{E9}", combining = "/cafe\u{301}"
        #expect(precomposed == combining)  // what `String` would say
        let table = try makeTable([precomposed, combining])
        #expect(table.warnings.isEmpty)
        #expect(table.match("app:/caf%C3%A9")?.route.value == precomposed)
        #expect(table.match("app:/cafe%CC%81")?.route.value == combining)
        guard case .literal(let one) = try RoutePattern(precomposed).expansions[0].path[0],
            case .literal(let other) = try RoutePattern(combining).expansions[0].path[0]
        else {
            Issue.record("the patterns' segments are not literals")
            return
        }
        #expect(one != other)
        #expect(Set([one, other]).count == 2)
    }

    /// Tables whose literal edges outnumber the trie builder's first guess (two per route) make it grow its
    /// edge index (here 3,567 edges for 600 routes, against room for 2,048 before it grows); every
    /// route must still be found, and none by a prefix.
    @Test func manyLiteralEdgesPerRoute() throws {
        var patterns: [String] = []
        for route in 0..<600 {
            patterns.append((0..<8).map { "/s\($0)-\(route % (7 + $0))" }.joined())
        }
        let unique = Array(Set(patterns)).sorted()
        let table = try makeTable(unique)
        #expect(table.routes.count == unique.count)
        // URLs without a host, so every segment is compared case-sensitively and the walk follows the first
        // equal literal only: an edge the index lost would show up as a second, unreachable child.
        for pattern in unique {
            #expect(table.match("app:" + pattern)?.route.value == pattern)
            let prefix = pattern.split(separator: "/").dropLast().joined(separator: "/")
            #expect(table.match("app:/" + prefix) == nil)
        }
    }

    /// The one-pass reader of plain path patterns (``PatternParser/parsePlain(_:types:)``) must give
    /// exactly what the full parser gives, and leave every pattern it cannot read, every error among them,
    /// to the full parser. Checked on 40,000 generated patterns that mix what it reads with what it must
    /// not: escapes, groups, hash routes, captures inside a segment, unknown types, duplicate names,
    /// doubled and trailing slashes, wildcards before the end, non-ASCII text.
    @Test func plainReaderAgreesWithTheFullParser() throws {
        var custom = ParameterType.custom("sku") { $0.count == 8 }
        custom.registration = 1
        let registry = RoutePattern.registry([custom])
        let tokens = [
            "shop", "goods", "a1", "x_y", "A-B", "v2.json", ":id", ":goodsId", ":_n", ":id2", ":2x", ":", ":id.html",
            "<int:id>", "<n>", "<string:s>", "<uuid:u>", "<sku:k>", "<nope:x>", "<:x>", "<int:>", "<int:id", "<path:rest>",
            "*", "*rest", "*1", "a:b", "caf%C3%A9", "%zz", "é", "(/opt)", "#", "?q", "x>", "\\:", "id)", "<int:id>.html",
        ]
        var rng = SplitMix64(seed: 0x9A77_E12)
        var plain = 0, full = 0, refused = 0
        for _ in 0..<40_000 {
            var text = Int.random(in: 0..<20, using: &rng) == 0 ? "" : "/"
            let count = Int.random(in: 1...5, using: &rng)
            for k in 0..<count {
                if k > 0 { text += Int.random(in: 0..<25, using: &rng) == 0 ? "//" : "/" }
                // Mostly the tokens a plain pattern is made of, so that both readers see many of them.
                let pick = Int.random(in: 0..<(Int.random(in: 0..<3, using: &rng) == 0 ? tokens.count : 14), using: &rng)
                text += tokens[pick]
            }
            if Int.random(in: 0..<25, using: &rng) == 0 { text += "/" }

            var parser = PatternParser(text: text, hostAsPath: .auto, types: registry)
            let expected: Result<PatternParser.Parsed, PatternError> = Result { () throws(PatternError) in try parser.parse() }
            guard let parsed = PatternParser.parsePlain(text, types: registry) else {
                if case .success = expected { full += 1 } else { refused += 1 }
                continue
            }
            plain += 1
            guard case .success(let reference) = expected else {
                Issue.record("the plain reader accepted \(text), which the full parser refuses")
                continue
            }
            let mine = RoutePattern(text, parsed: parsed, registry: TypeRegistry(registry), isPlain: true)
            let theirs = RoutePattern(text, parsed: reference, registry: TypeRegistry(registry), isPlain: false)
            // What a table keeps of the pattern (its text) reads back to the same pattern.
            let kept = RoutePattern.thin([mine.storage])[0]
            #expect(kept.isThin && kept.text == text && kept.parameterNames == theirs.parameterNames, "\(text)")
            #expect(Self.render(kept.expansions[0], of: kept) == Self.render(theirs.expansions[0], of: theirs), "\(text)")
            #expect(mine.parameterNames == theirs.parameterNames, "\(text)")
            #expect(mine.scheme == nil && theirs.scheme == nil && mine.host == nil && theirs.host == nil, "\(text)")
            #expect(mine.expansionCount == 1 && theirs.expansionCount == 1, "\(text)")
            #expect(Self.render(mine.expansions[0], of: mine) == Self.render(theirs.expansions[0], of: theirs), "\(text)")
            #expect(mine.expansions[0].fragment == nil && theirs.expansions[0].fragment == nil, "\(text)")
            // Segment by segment, the constraints themselves (the rendering shows a type's name only).
            for (a, b) in zip(mine.expansions[0].path, theirs.expansions[0].path) {
                switch (a, b) {
                case let (.literal(x), .literal(y)): #expect(x == y, "\(text)")
                case let (.dynamic(x, i), .dynamic(y, j)): #expect(x == y && i == j, "\(text)")
                default: Issue.record("segments of different kinds in \(text)")
                }
            }
        }
        // Both readers must have had real work: the comparison above is not vacuous.
        #expect(plain > 10_000)
        #expect(full > 1_000)
        #expect(refused > 1_000)
    }
}
