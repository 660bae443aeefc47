import Testing
import SwitchyardConfig

@Suite("YAML documents")
struct YAMLDocumentTests {
    @Test func typesScalarsWithYamsTagResolution() throws {
        let root = try parseDocument(
            """
            int: 10
            float: 1.5
            bool: true
            flag: yes
            tilde: ~
            empty:
            quoted: "10"
            single: 'no'
            hex: 0x1F
            octal: 0o17
            underscore: 1_000
            huge: 99999999999999999999
            date: 2024-01-01
            explicitString: !!str 5
            explicitInt: !!int "12"
            text: goods.detail
            """, .yaml)
        #expect(
            renderConfig(root) == #"""
                {"int":10,"float":1.5d,"bool":true,"flag":true,"tilde":null,"empty":null,"quoted":"10","single":"no","hex":31,"octal":15,"underscore":1000,"huge":1e+20d,"date":"2024-01-01","explicitString":"5","explicitInt":12,"text":"goods.detail"}
                """#)
    }

    @Test func recordsOneBasedLocations() throws {
        let document = MarkedDocument(
            """
            ⟦1⟧routes:
              ⟦2⟧- ⟦3⟧pattern: ⟦4⟧"/goods/:id"
                priority: ⟦5⟧10
              - ⟦6⟧{ pattern: ⟦7⟧/a }
            """)
        let root = try parseDocument(document.text, .yaml)
        #expect(root.location == document.marks[1])
        #expect(memberKeyLocation(root, "routes") == document.marks[1])
        #expect(configChild(root, "routes")?.location == document.marks[2])
        let first = try #require(configChild(root, "routes", 0))
        #expect(first.location == document.marks[3])
        #expect(memberKeyLocation(first, "pattern") == document.marks[3])
        #expect(configChild(first, "pattern")?.location == document.marks[4])
        #expect(configChild(first, "priority")?.location == document.marks[5])
        #expect(configChild(root, "routes", 1)?.location == document.marks[6])
        #expect(configChild(root, "routes", 1, "pattern")?.location == document.marks[7])
    }

    @Test func columnsCountUnicodeScalars() throws {
        let root = try parseDocument("é😀: x\nk: [é, 😀, z]", .yaml)
        #expect(configChild(root, "é😀")?.location == srcLoc(1, 5))
        #expect(configChild(root, "k", 2)?.location == srcLoc(2, 11))
    }

    @Test func skipsByteOrderMark() throws {
        let root = try ConfigDocument.parse([0xEF, 0xBB, 0xBF] + Array("a: 1".utf8), format: .yaml, file: "t.yaml")
        #expect(renderConfig(root) == #"{"a":1}"#)
        #expect(configChild(root, "a")?.location == srcLoc(1, 4))
    }

    @Test func emptyDocumentIsNull() throws {
        #expect(renderConfig(try parseDocument("", .yaml)) == "null")
        #expect(renderConfig(try parseDocument("# just a comment\n", .yaml)) == "null")
    }

    @Test func resolvesAnchorsAliasesAndMergeKeys() throws {
        let root = try parseDocument(
            """
            x-base: &base { scheme: shop, priority: 1 }
            one: *base
            two:
              <<: *base
              priority: 2
            three:
              <<: [{ a: 1 }, { a: 2, b: 2 }]
              c: 3
            """, .yaml)
        #expect(
            renderConfig(root) == #"""
                {"x-base":{"scheme":"shop","priority":1},"one":{"scheme":"shop","priority":1},"two":{"scheme":"shop","priority":2},"three":{"a":1,"b":2,"c":3}}
                """#)
        // Aliased values keep the location of the anchored original (which starts at its anchor).
        #expect(configChild(root, "one")?.location == srcLoc(1, 9))
        #expect(configChild(root, "two", "scheme")?.location == srcLoc(1, 25))
    }

    static let errorCases: [(input: String, expected: String)] = [
        ("a: 1\nb: 2\na: 3", #"t.yaml:3:1: duplicate key "a""#),
        ("a: 1\na: 2\na: 3", #"t.yaml:2:1: duplicate key "a""#),
        ("\"a\": 1\n'a': 2", #"t.yaml:2:1: duplicate key "a""#),
        ("routes:\n  - pattern: /a\n    pattern: /b", #"t.yaml:3:5: duplicate key "pattern""#),
        ("{b: 1, a: 2, b: 3, a: 4}", #"t.yaml:1:14: duplicate key "b""#),
        ("{a: {x: 1, x: 2}, a: 3}", #"t.yaml:1:12: duplicate key "x""#),
        ("&anchor a: 1\na: 2", #"t.yaml:2:1: duplicate key "a""#),
        ("a: [1, 2\n", "t.yaml:2:1: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 4)"),
        ("a: 1\n\tb: 2", "t.yaml:2:1: found a tab character that violates indentation (while scanning a plain scalar at line 1, column 4)"),
        ("a: b: c", "t.yaml:1:5: mapping values are not allowed in this context"),
        ("k: 'open\n", "t.yaml:2:1: found unexpected end of stream (while scanning a quoted scalar at line 1, column 4)"),
        ("x: *missing", "t.yaml:1:4: found undefined alias"),
        ("a: 1\n---\nb: 2", "t.yaml:2:1: expected a single document in the stream, but found another document"),
        ("1: a", "t.yaml:1:1: mapping key must be a string, found integer"),
        ("on: a", "t.yaml:1:1: mapping key must be a string, found boolean"),
        ("a: 1\nnull: 2", "t.yaml:2:1: mapping key must be a string, found null"),
        ("ok: 1\n[a]: 1", "t.yaml:2:1: mapping key must be a string, found array"),
        ("a: \"x\u{1}\"", "t.yaml:1:6: control characters are not allowed"),
        ("a: !!bool maybe", #"t.yaml:1:4: invalid boolean "maybe""#),
        ("a: !!float abc", #"t.yaml:1:4: invalid number "abc""#),
        ("r:\n  <<: 5", #"t.yaml:2:7: merge key "<<" must be followed by a mapping or a sequence of mappings"#),
    ]

    @Test(arguments: errorCases)
    func reportsErrors(input: String, expected: String) {
        #expect(documentError(input, .yaml) == expected)
    }

    @Test func reportsInvalidUTF8() {
        #expect(documentError(Array("a: 1\nb: ".utf8) + [0xFF], .yaml) == "t.yaml:2:4: invalid UTF-8 byte 0xFF")
    }

    @Test func limitsNesting() {
        let depth = ConfigDocument.maximumNestingDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(documentError(deepest, .yaml) == nil)
        let tooDeep = "[" + deepest + "]"
        #expect(documentError(tooDeep, .yaml) == "t.yaml:1:129: nesting deeper than 128 levels")
        // libyaml itself stops at 1,000 levels; the reader still reports our limit.
        #expect(documentError(String(repeating: "[", count: 100_000), .yaml) == "t.yaml:1:129: nesting deeper than 128 levels")
        #expect(documentError(String(repeating: "- ", count: 100_000) + "x", .yaml)?.hasSuffix("nesting deeper than 128 levels") == true)
    }

    /// Issue #42, item 8: past libyaml's own limit (1,000 levels), a block collection nested too deep was
    /// reported where libyaml stopped (line 1000, column 1999), not at the node past ours.
    @Test func reportsBlockNestingWhereItCrossesTheLimit() {
        let mappings = (0..<3_000).map { String(repeating: " ", count: 2 * $0) + "k:" }.joined(separator: "\n")
        #expect(documentError(mappings, .yaml) == "t.yaml:129:257: nesting deeper than 128 levels")
        #expect(documentError(String(repeating: "- ", count: 3_000) + "x", .yaml) == "t.yaml:1:257: nesting deeper than 128 levels")
        let sequences = (0..<3_000).map { String(repeating: " ", count: 2 * $0) + "-" }.joined(separator: "\n")
        #expect(documentError(sequences, .yaml) == "t.yaml:129:257: nesting deeper than 128 levels")
        // Block levels, then flow levels on one line: the 29th '[' is level 129.
        let mixed =
            (0..<100).map { String(repeating: " ", count: 2 * $0) + "k:" } + [
                String(repeating: " ", count: 200) + String(repeating: "[", count: 2_000)
            ]
        #expect(documentError(mixed.joined(separator: "\n"), .yaml) == "t.yaml:101:229: nesting deeper than 128 levels")
        // Within libyaml's limit the converter reports it, as it did.
        let within = (0..<200).map { String(repeating: " ", count: 2 * $0) + "k:" }.joined(separator: "\n")
        #expect(documentError(within, .yaml) == "t.yaml:129:257: nesting deeper than 128 levels")
    }

    @Test func stopsExpandingAliasBombs() {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        let names = ["b", "c", "d", "e", "f", "g", "h", "i"]
        var previous = "a"
        for name in names {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
            previous = name
        }
        let error = documentError(lines.joined(separator: "\n"), .yaml)
        #expect(
            error?.hasSuffix("document is too large: it has more than 1000000 values, the limit (an alias counts its values at each use)")
                == true)
    }
}
