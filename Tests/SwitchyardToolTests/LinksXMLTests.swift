import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `switchyard gen links` on hostile tables: whatever a table's name, hosts, paths and schemes hold,
/// intent-filters.xml parses with a real XML parser (aapt refuses a file that does not), and it holds the
/// filters the table asks for, a string XML cannot hold left out with a comment.
@Suite("switchyard gen links: intent-filters.xml is XML")
struct LinksXMLTests {
    /// What a parse of the file saw: whether it was well-formed, and each `<data>` element's attributes.
    final class Reading: NSObject, XMLParserDelegate {
        var data: [[String: String]] = []
        var comments: [String] = []
        var filters = 0

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "data" { data.append(attributes) }
            if name == "intent-filter" { filters += 1 }
        }

        func parser(_ parser: XMLParser, foundComment comment: String) { comments.append(comment) }
    }

    /// Writes `table` as a file named `name`, runs gen links on it and parses intent-filters.xml.
    static func generate(_ table: String, named name: String) async throws -> (parsed: Bool, reading: Reading, text: String) {
        let directory = try LinksTests.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(name).path
        try table.write(toFile: path, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out")
        let run = try await ToolTests.run(LinksTests.arguments(table: path, output: output.path))
        #expect(run.status == 0, "\(run.error)")
        let bytes = try Data(contentsOf: output.appendingPathComponent("intent-filters.xml"))
        let parser = XMLParser(data: bytes)
        let reading = Reading()
        parser.delegate = reading
        let parsed = parser.parse()
        return (parsed, reading, String(decoding: bytes, as: UTF8.self))
    }

    /// An IDN host with no public paths (`xn--` in the comment that says so) and a file named with `--->`.
    @Test func hyphensInCommentsStayXML() async throws {
        let table = #"""
            {"options": {"accept": ["https://xn--mnchen-3ya.example", "https://m.shop.example", "shop"]},
             "routes": [{"pattern": "https://m.shop.example/a/:id", "handler": "a"},
                        {"pattern": "/x", "handler": "x", "accept": ["shop"]}]}
            """#
        let result = try await Self.generate(table, named: "routes--->x-.json")
        #expect(result.parsed, "\(result.text)")
        #expect(result.reading.comments.contains { $0.contains("xn- -mnchen-3ya.example: no public paths, so no intent filter") })
        #expect(result.reading.comments.contains { $0.contains("routes- - -&gt;x-.json.") })
        #expect(result.reading.data.contains { $0["android:host"] == "m.shop.example" && $0["android:pathPattern"] == "/a/.*" })
        #expect(result.reading.data.contains { $0["android:scheme"] == "shop" && $0["android:host"] == nil })
        #expect(result.reading.filters == 2)
    }

    /// A NUL or another control character in an accepted host or in an https literal: XML 1.0 cannot hold
    /// it even escaped, so that host or path has no `<data>`, and a comment names the character.
    @Test func charactersXMLCannotHoldAreLeftOutWithAComment() async throws {
        let table = #"""
            {"options": {"accept": ["https://m.sh\u0000op.example", "https://m.shop.example"]},
             "routes": [{"pattern": "https://m.shop.example/a\u0001b", "handler": "a"},
                        {"pattern": "https://m.shop.example/q\"&x", "handler": "q"},
                        {"pattern": "https://m.shop.example/t\tb", "handler": "t"},
                        {"pattern": "https://m.sh\u0000op.example/p", "handler": "p"}]}
            """#
        let result = try await Self.generate(table, named: "routes.json")
        #expect(result.parsed, "\(result.text)")
        #expect(!result.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(result.reading.comments.contains { $0.contains("m.shU+0000op.example: a character XML cannot hold, so no intent filter") })
        #expect(result.reading.comments.contains { $0.contains("the path /aU+0001b has a character XML cannot hold, so it is left out") })
        #expect(result.reading.data.map { $0["android:pathPattern"] } == [#"/q"&x"#, "/t\tb"])
        #expect(result.reading.data.allSatisfy { $0["android:host"] == "m.shop.example" })
    }
}
