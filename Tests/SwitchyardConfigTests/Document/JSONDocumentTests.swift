import Testing
import SwitchyardConfig

@Suite("JSON documents")
struct JSONDocumentTests {
    @Test func parsesAllValueKinds() throws {
        let root = try parseDocument(#"{"a": [1, -2, 3.5, 1e3, -0.25E-2, true, false, null, "s"], "b": {}, "c": []}"#, .json)
        #expect(renderConfig(root) == #"{"a":[1,-2,3.5d,1000.0d,-0.0025d,true,false,null,"s"],"b":{},"c":[]}"#)
    }

    @Test func integersThatDoNotFitBecomeDoubles() throws {
        let root = try parseDocument("[9223372036854775807, 9223372036854775808, -9223372036854775808, 1.0, -0]", .json)
        #expect(renderConfig(root) == "[9223372036854775807,9.223372036854776e+18d,-9223372036854775808,1.0d,0]")
    }

    @Test func decodesEveryEscape() throws {
        let root = try parseDocument(#"["\"\\\/\b\f\n\r\t", "\u00e9\u00E9", "\ud83d\ude00", "\u0000"]"#, .json)
        guard case .array(let items) = root.value else {
            Issue.record("not an array")
            return
        }
        let strings = items.compactMap { item -> String? in
            if case .string(let value) = item.value { return value }
            return nil
        }
        #expect(strings == ["\"\\/\u{8}\u{C}\n\r\t", "éé", "😀", "\u{0}"])
    }

    @Test func preservesMemberOrder() throws {
        let root = try parseDocument(#"{"z": 1, "a": 2, "m": 3}"#, .json)
        #expect(renderConfig(root) == #"{"z":1,"a":2,"m":3}"#)
    }

    @Test func recordsLocationsOfValuesAndKeys() throws {
        let document = MarkedDocument(
            """
            ⟦1⟧{
              ⟦2⟧"routes": ⟦3⟧[
                ⟦4⟧{ ⟦5⟧"pattern": ⟦6⟧"/a", "priority": ⟦7⟧-3, "on": ⟦8⟧true, "n": ⟦9⟧null }
              ]
            }
            """)
        let root = try parseDocument(document.text, .json)
        #expect(root.location == document.marks[1])
        #expect(memberKeyLocation(root, "routes") == document.marks[2])
        #expect(configChild(root, "routes")?.location == document.marks[3])
        let route = try #require(configChild(root, "routes", 0))
        #expect(route.location == document.marks[4])
        #expect(memberKeyLocation(route, "pattern") == document.marks[5])
        #expect(configChild(route, "pattern")?.location == document.marks[6])
        #expect(configChild(route, "priority")?.location == document.marks[7])
        #expect(configChild(route, "on")?.location == document.marks[8])
        #expect(configChild(route, "n")?.location == document.marks[9])
    }

    @Test func columnsCountUnicodeScalarsAndTabsCountOne() throws {
        let root = try parseDocument("\t{\"é😀\": 1,\t\"b\": 2}", .json)
        #expect(root.location == srcLoc(1, 2))
        #expect(configChild(root, "é😀")?.location == srcLoc(1, 9))
        #expect(configChild(root, "b")?.location == srcLoc(1, 17))
    }

    @Test func skipsByteOrderMarkWithoutCountingIt() throws {
        let root = try ConfigDocument.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a":1}"#.utf8), format: .json, file: "t.json")
        #expect(root.location == srcLoc(1, 1))
        #expect(configChild(root, "a")?.location == srcLoc(1, 6))
    }

    @Test func countsCRLFAndCRAsOneLineBreak() throws {
        let root = try parseDocument("{\r\n\"a\": 1,\r\"b\": 2\n}", .json)
        #expect(configChild(root, "a")?.location == srcLoc(2, 6))
        #expect(configChild(root, "b")?.location == srcLoc(3, 6))
    }

    static let errorCases: [(input: String, expected: String)] = [
        (#"{"a": x}"#, "t.json:1:7: unexpected character 'x'"),
        (#"{"a": 1 "b": 2}"#, "t.json:1:9: expected ',' or '}' after object member"),
        ("[1 2]", "t.json:1:4: expected ',' or ']' after array element"),
        (#"{"a": "abc"#, "t.json:1:7: unterminated string"),
        ("[\"abc\ndef\"]", "t.json:1:2: unterminated string"),
        (#"["a\qb"]"#, #"t.json:1:4: invalid escape '\q'"#),
        (#"["\é"]"#, #"t.json:1:3: invalid escape '\é'"#),
        (#"{"pattern": 1, "pattern": 2}"#, #"t.json:1:16: duplicate key "pattern""#),
        ("{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}", #"t.json:4:3: duplicate key "a""#),
        ("{} x", "t.json:1:4: trailing characters after the JSON value"),
        ("{}\n\n  {}", "t.json:3:3: trailing characters after the JSON value"),
        ("[1,]", "t.json:1:3: trailing comma is not allowed"),
        (#"{"a":1,}"#, "t.json:1:7: trailing comma is not allowed"),
        (#"["\ud800"]"#, #"t.json:1:3: unpaired surrogate '\ud800'"#),
        (#"["\uDC00x"]"#, #"t.json:1:3: unpaired surrogate '\uDC00'"#),
        (#"["\ud800\u0041"]"#, #"t.json:1:3: unpaired surrogate '\ud800'"#),
        (#"["\u12G4"]"#, #"t.json:1:3: invalid escape '\u12G'; expected four hex digits"#),
        ("", "t.json:1:1: unexpected end of input"),
        ("  \n ", "t.json:2:2: unexpected end of input"),
        ("[1, 2", "t.json:1:6: unexpected end of input; '[' at 1:1 is not closed"),
        ("{\"a\": [1,\n", "t.json:2:1: unexpected end of input; '[' at 1:7 is not closed"),
        (#"{"a": 1"#, "t.json:1:8: unexpected end of input; '{' at 1:1 is not closed"),
        (#"{"a" 1}"#, "t.json:1:6: expected ':' after object key"),
        ("{a: 1}", "t.json:1:2: expected a string key"),
        ("[01]", "t.json:1:2: leading zeros are not allowed in numbers"),
        ("[1.]", "t.json:1:4: expected a digit after '.'"),
        ("[1e]", "t.json:1:4: expected a digit in the exponent"),
        ("[-]", "t.json:1:3: expected a digit after '-'"),
        ("[1e999]", "t.json:1:2: number 1e999 is out of range"),
        ("[tru]", "t.json:1:2: invalid literal 'tru'"),
        ("[True]", "t.json:1:2: invalid literal 'True'; did you mean 'true'?"),
        ("[NaN]", "t.json:1:2: unexpected character 'N'"),
        ("['a']", "t.json:1:2: unexpected character '''"),
        ("[\"a\tb\"]", "t.json:1:4: unescaped control character U+0009 in string"),
        ("\n\n  é", "t.json:3:3: unexpected character 'é'"),
        ("[1]\u{0}", "t.json:1:4: trailing characters after the JSON value"),
        ("\u{0}", "t.json:1:1: unexpected character U+0000"),
        ("\u{FEFF}x", "t.json:1:1: unexpected character 'x'"),
        ("[\"é\", x]", "t.json:1:7: unexpected character 'x'"),
    ]

    @Test(arguments: errorCases)
    func reportsSyntaxErrors(input: String, expected: String) {
        #expect(documentError(input, .json) == expected)
    }

    @Test func reportsInvalidUTF8() {
        #expect(documentError([0x5B, 0xFF, 0x5D], .json) == "t.json:1:2: invalid UTF-8 byte 0xFF")
        #expect(documentError([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D], .json) == "t.json:1:3: invalid UTF-8 byte 0xC3 in string")
        // An encoded surrogate (CESU-8) is not valid UTF-8.
        #expect(documentError([0x22, 0xED, 0xA0, 0x80, 0x22], .json) == "t.json:1:2: invalid UTF-8 byte 0xED in string")
    }

    @Test func acceptsExactlyTheMaximumNesting() throws {
        let depth = ConfigDocument.maximumNestingDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: Never.self) { try parseDocument(deepest, .json) }
        let tooDeep = "[" + deepest + "]"
        #expect(documentError(tooDeep, .json) == "t.json:1:129: nesting deeper than 128 levels")
    }

    @Test func rejectsHundredThousandOpenBrackets() {
        #expect(documentError(String(repeating: "[", count: 100_000), .json) == "t.json:1:129: nesting deeper than 128 levels")
        #expect(documentError(String(repeating: #"{"a":"#, count: 100_000), .json) == "t.json:1:641: nesting deeper than 128 levels")
        #expect(documentError(String(repeating: "[{\"k\":", count: 50_000), .json) != nil)
    }

    /// Issue #42, item 8 (checked for JSON too): nesting too deep is reported at the container past the limit,
    /// on its own line and column.
    @Test func reportsNestingWhereItCrossesTheLimit() {
        let lines = (0..<3_000).map { String(repeating: " ", count: 2 * $0) + #"{"k":"# }.joined(separator: "\n")
        #expect(documentError(lines, .json) == "t.json:129:257: nesting deeper than 128 levels")
    }
}
