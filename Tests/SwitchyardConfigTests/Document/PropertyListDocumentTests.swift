import Foundation
import Testing
import SwitchyardConfig

@Suite("Property-list documents")
struct PropertyListDocumentTests {
    @Test func parsesEveryElementKind() throws {
        let root = try parseDocument(
            """
            <plist version="1.0"><dict>
            <key>s</key><string>a &amp; b &#x263A;</string>
            <key>cdata</key><string><![CDATA[<x>]]></string>
            <key>empty</key><string/>
            <key>i</key><integer> -7 </integer>
            <key>r</key><real>1.5</real>
            <key>t</key><true/>
            <key>f</key><false/>
            <key>d</key><date>2024-01-01T00:00:00Z</date>
            <key>data</key><data>
                AQID
                BA==
            </data>
            <key>a</key><array><integer>1</integer><array/></array>
            <key>o</key><dict/>
            </dict></plist>
            """, .propertyList)
        #expect(
            renderConfig(root) == #"""
                {"s":"a & b ☺","cdata":"<x>","empty":"","i":-7,"r":1.5d,"t":true,"f":false,"d":"2024-01-01T00:00:00Z","data":"AQIDBA==","a":[1,[]],"o":{}}
                """#)
    }

    @Test func locatesElementsAtTheirOpeningBracket() throws {
        let document = MarkedDocument(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            ⟦1⟧<dict>
            \t⟦2⟧<key>routes</key>
            \t⟦3⟧<array>
            \t\t⟦4⟧<dict
            \t\t   >
            \t\t\t⟦5⟧<key>pattern</key> ⟦6⟧<string>/é/:id</string> ⟦7⟧<key>n</key>⟦8⟧<integer>1</integer>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>
            """)
        let root = try parseDocument(document.text, .propertyList)
        #expect(root.location == document.marks[1])
        #expect(memberKeyLocation(root, "routes") == document.marks[2])
        #expect(configChild(root, "routes")?.location == document.marks[3])
        let route = try #require(configChild(root, "routes", 0))
        #expect(route.location == document.marks[4])
        #expect(memberKeyLocation(route, "pattern") == document.marks[5])
        #expect(configChild(route, "pattern")?.location == document.marks[6])
        #expect(memberKeyLocation(route, "n") == document.marks[7])
        #expect(configChild(route, "n")?.location == document.marks[8])
    }

    static let errorCases: [(input: String, expected: String)] = [
        ("<plist>\n<dict>\n<key>a</key>\n</array>\n</plist>", "t.plist:4:1: mismatched end tag; expected </dict>"),
        (
            "<plist><dict><key>a</key><string>x</string><key>a</key><string>y</string></dict></plist>",
            #"t.plist:1:44: duplicate key "a""#
        ),
        ("<plist><dict><key>a</key><foo/></dict></plist>", "t.plist:1:26: unknown property-list element <foo>"),
        ("<plist><dict><key>a</key><integer>abc</integer></dict></plist>", #"t.plist:1:26: invalid <integer> value "abc""#),
        ("<plist><real>1.2.3</real></plist>", #"t.plist:1:8: invalid <real> value "1.2.3""#),
        ("<plist><dict><key>a</key><key>b</key><string>x</string></dict></plist>", #"t.plist:1:14: missing value for key "a""#),
        ("<plist><dict><key>a</key></dict></plist>", #"t.plist:1:14: missing value for key "a""#),
        ("<plist><dict><string>x</string></dict></plist>", "t.plist:1:14: expected <key> in <dict>, found <string>"),
        ("<plist><array><key>a</key></array></plist>", "t.plist:1:15: <key> is only allowed inside <dict>"),
        ("<plist><array/><array/></plist>", "t.plist:1:16: <plist> must contain exactly one value"),
        ("<plist></plist>", "t.plist:1:1: <plist> must contain a value"),
        ("<plist><array>text</array></plist>", #"t.plist:1:15: unexpected text "text" in <array>"#),
        ("<plist><true>x</true></plist>", #"t.plist:1:14: unexpected text "x" in <true>"#),
        ("<plist><string><true/></string></plist>", "t.plist:1:16: unexpected element <true> inside <string>"),
        ("<plist>\n<dict>", "t.plist:2:7: unexpected end of document; <dict> is not closed"),
        ("<plist><array/></plist> junk", "t.plist:1:25: extra content after the root element"),
        ("not xml at all", "t.plist:1:1: start tag expected, '<' not found"),
        ("", "t.plist:1:1: property list is empty"),
    ]

    @Test(arguments: errorCases)
    func reportsErrors(input: String, expected: String) {
        #expect(documentError(input, .propertyList) == expected)
    }

    @Test func limitsNesting() {
        let depth = ConfigDocument.maximumNestingDepth
        let deepest = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        #expect(documentError(deepest, .propertyList) == nil)
        #expect(documentError("<array>" + deepest + "</array>", .propertyList) == "t.plist:1:897: nesting deeper than 128 levels")
        #expect(
            documentError(String(repeating: "<array>", count: 100_000), .propertyList) == "t.plist:1:897: nesting deeper than 128 levels")
    }

    /// Issue #42, item 8 (checked for property lists too): nesting too deep is reported at the container past
    /// the limit, on its own line and column.
    @Test func reportsNestingWhereItCrossesTheLimit() {
        let lines = (0..<3_000).map { String(repeating: " ", count: 2 * $0) + "<array>" }.joined(separator: "\n")
        #expect(documentError(lines, .propertyList) == "t.plist:129:257: nesting deeper than 128 levels")
    }

    /// The XML parser stops past 10,000,000 bytes of input and says only "error 1": the reader says the
    /// file is too large, at the first byte past the limit, and reads a valid list of exactly the limit.
    @Test func refusesAnXMLPropertyListOverTheSizeLimitSayingSo() throws {
        let limit = 10_000_000
        let list = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist><dict><key>a</key><string>x</string></dict></plist>\n"
        // Blank lines after the list, then a line of spaces up to the size wanted.
        func padded(to size: Int) -> [UInt8] {
            let head = Array(list.utf8) + Array(repeating: UInt8(ascii: "\n"), count: 3)
            return head + Array(repeating: UInt8(ascii: " "), count: size - head.count)
        }
        #expect(documentError(padded(to: limit), .propertyList) == nil)
        let column = limit - (Array(list.utf8).count + 3) + 1
        #expect(
            documentError(padded(to: limit + 100), .propertyList)
                == "t.plist:6:\(column): XML property list is 10000100 bytes long; the limit is 10000000 (the XML parser's), passed here: "
                + "write the table as a binary property list, JSON or YAML")
    }

    @Test func readsBinaryPropertyListsAtLocationOneOne() throws {
        let object: [String: Any] = [
            "routes": [["pattern": "/a", "priority": 3, "internal": true, "weight": 0.5, "big": 1 << 40, "negative": -7]],
            "flags": [false, 1],
            "when": Date(timeIntervalSince1970: 0),
            "blob": Data([1, 2, 3]),
            "unicode": "é😀",
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let root = try ConfigDocument.parse([UInt8](data), format: .propertyList, file: "t.plist")
        // The writer stores keys in dictionary order, which varies between runs.
        #expect(
            renderConfig(sortingConfigKeys(root)) == #"""
                {"blob":"AQID","flags":[false,1],"routes":[{"big":1099511627776,"internal":true,"negative":-7,"pattern":"/a","priority":3,"weight":0.5d}],"unicode":"é😀","when":"1970-01-01T00:00:00Z"}
                """#)
        #expect(root.location == .start)
        #expect(configChild(root, "routes", 0, "priority")?.location == .start)
    }

    /// `bplist00` + objects + offset table + trailer, with 2-byte offsets and 1-byte references.
    static func binaryPlist(_ objects: [[UInt8]], top: UInt8 = 0) -> [UInt8] {
        func twoBytes(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets += twoBytes(bytes.count)
            bytes += object
        }
        let tableOffset = bytes.count
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        bytes += [0, 0, 0, 0, 0, 0] + twoBytes(objects.count)
        bytes += [0, 0, 0, 0, 0, 0, 0, top]
        bytes += [0, 0, 0, 0, 0, 0] + twoBytes(tableOffset)
        return bytes
    }

    @Test func keepsTheStoredKeyOrderOfBinaryDictionaries() throws {
        // {"b": 1, "a": true}
        let bytes = Self.binaryPlist([[0xD2, 1, 2, 3, 4], [0x51, 0x62], [0x51, 0x61], [0x10, 0x01], [0x09]])
        let root = try ConfigDocument.parse(bytes, format: .propertyList, file: "t.plist")
        #expect(renderConfig(root) == #"{"b":1,"a":true}"#)
        let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        #expect((foundation as? [String: Any])?.count == 2)
    }

    @Test func rejectsCyclesAndSharedObjectBombsInBinaryPlists() {
        // An array that contains itself.
        #expect(
            documentError(Self.binaryPlist([[0xA1, 0]]), .propertyList)
                == "t.plist:1:1: invalid binary property list (object contains itself)")
        // 40 arrays that each hold the next one twice: 2^40 values once expanded.
        var objects = (0..<40).map { index -> [UInt8] in [0xA2, UInt8(index + 1), UInt8(index + 1)] }
        objects.append([0x09])
        #expect(
            documentError(Self.binaryPlist(objects), .propertyList)
                == "t.plist:1:1: document is too large: it has more than 1000000 values, the limit (a shared object counts its values at each reference)"
        )
        // Nesting deeper than the limit.
        var deep = (0..<200).map { index -> [UInt8] in [0xA1, UInt8(index + 1)] }
        deep.append([0x08])
        #expect(documentError(Self.binaryPlist(deep), .propertyList) == "t.plist:1:1: nesting deeper than 128 levels")
        // A reference past the last object.
        #expect(
            documentError(Self.binaryPlist([[0xA1, 9]]), .propertyList)
                == "t.plist:1:1: invalid binary property list (object reference out of range)")
        // A set (valid bplist, but not a property-list type).
        #expect(
            documentError(Self.binaryPlist([[0xC1, 1], [0x09]]), .propertyList)
                == "t.plist:1:1: invalid binary property list (unsupported object marker 0xC1)")
        // A dictionary key that is not a string.
        #expect(
            documentError(Self.binaryPlist([[0xD1, 1, 1], [0x10, 0x05]]), .propertyList)
                == "t.plist:1:1: invalid binary property list (dictionary key is not a string)")
        // An ASCII string whose length runs into the offset table.
        #expect(
            documentError(Self.binaryPlist([[0x5E, 0x61]]), .propertyList)
                == "t.plist:1:1: invalid binary property list (object extends past the object table)")
    }

    @Test func reportsCorruptBinaryPropertyLists() {
        #expect(documentError("bplist00 too short", .propertyList) == "t.plist:1:1: invalid binary property list (file is too short)")
        #expect(
            documentError("bplist00 this is not a property list, but it is long enough", .propertyList)
                == "t.plist:1:1: invalid binary property list (bad trailer)")
        #expect(documentError("bplist", .propertyList) == #"t.plist:1:1: unsupported binary property list version """#)
        #expect(
            documentError("bplist15xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", .propertyList)
                == #"t.plist:1:1: unsupported binary property list version "15""#)
    }
}
