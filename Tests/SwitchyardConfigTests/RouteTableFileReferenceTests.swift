import Foundation
import Switchyard
import SwitchyardTestSupport
import Testing

import SwitchyardConfig

/// The reference page of the route-table file (`SwitchyardConfig.docc/RouteTableFileFormat.md`) lists every key the
/// reader knows, and its JSON and YAML examples are the same valid table.
@Suite("Route-table file reference")
struct RouteTableFileReferenceTests {
    static let page = "Sources/SwitchyardConfig/SwitchyardConfig.docc/RouteTableFileFormat.md"

    static func pageText() throws -> String {
        String(decoding: try Data(contentsOf: Repository.root.appendingPathComponent(page)), as: UTF8.self)
    }

    static let keyLists: [(object: String, keys: [String])] = [
        ("the table", RouteTableSpecDecoder.tableKeys), ("options", RouteTableSpecDecoder.optionKeys),
        ("a namespace", RouteTableSpecDecoder.namespaceKeys), ("a route", RouteTableSpecDecoder.routeKeys),
        ("a parameter", RouteTableSpecDecoder.parameterKeys), ("a rewrite", RouteTableSpecDecoder.rewriteKeys),
        ("a rewrite's nested URL", RouteTableSpecDecoder.nestedKeys), ("the app's identities", RouteTableSpecDecoder.appsKeys),
        ("the iOS app", RouteTableSpecDecoder.iosKeys), ("the Android app", RouteTableSpecDecoder.androidKeys),
    ]

    @Test func everyKeyTheReaderKnowsIsDocumented() throws {
        let text = try Self.pageText()
        for (object, keys) in Self.keyLists {
            for key in keys {
                #expect(text.contains("| `\(key)` |"), "\(Self.page) does not document \(object)'s key \(key)")
            }
        }
    }

    /// Each table row names a key the reader knows: a removed key leaves no stale row behind.
    @Test func everyDocumentedKeyIsKnown() throws {
        let known = Set(Self.keyLists.flatMap(\.keys))
        let rows = try Self.pageText().split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(!rows.isEmpty)
        for row in rows {
            let key = row.dropFirst(3).prefix { $0 != "`" }
            #expect(known.contains(String(key)), "\(Self.page) documents a key the reader does not know: \(key)")
        }
    }

    @Test func theJSONAndYAMLExamplesAreTheSameValidTable() throws {
        let text = try Self.pageText()
        let json = try #require(Self.fencedBlock("json", in: text))
        let yaml = try #require(Self.fencedBlock("yaml", in: text))
        let fromJSON = try RouteTableSpec.parse(Array(json.utf8), format: .json, file: "reference.json")
        let fromYAML = try RouteTableSpec.parse(Array(yaml.utf8), format: .yaml, file: "reference.yaml")
        let jsonFile = try RouteTableFile.compile(fromJSON, file: "reference.json")
        let yamlFile = try RouteTableFile.compile(fromYAML, file: "reference.yaml")
        #expect(jsonFile.warnings.isEmpty && yamlFile.warnings.isEmpty)
        for file in [jsonFile, yamlFile] {
            for url in ["shop://goods/42", "https://m.shop.example/product/42.html", "https://m.shop.example/p42"] {
                let opened = try file.rewrites.resolve(url)
                #expect(opened == "shop://goods/42", "\(file.path): \(url)")
                #expect(file.table.match(opened)?.value.handler == "goods.detail", "\(file.path): \(url)")
            }
        }
        #expect(jsonFile.table.match("shop://goods/x") == nil)
        for file in [jsonFile, yamlFile] {
            #expect(file.rewrites.rules.last?.nested == .init(resolvesRelative: true, carriedQueryItems: ["login_reason"]), "\(file.path)")
        }
        for file in [jsonFile, yamlFile] {
            let deepLink = file.table.match("shop://deep-link?url=/settings/Privacy")
            #expect(deepLink?.value.handler == "settings", "\(file.path)")
            #expect(deepLink?.parameters["page"] == "privacy", "\(file.path): lowercaseCaptures")
            #expect(file.table.match("shop://deep-link?url=/settings/privacy&token=1") == nil, "\(file.path): token absent")
        }
    }

    /// The first fenced block of `language` in `markdown`.
    static func fencedBlock(_ language: String, in markdown: String) -> String? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let open = lines.firstIndex(of: "```\(language)"[...]),
            let close = lines[(open + 1)...].firstIndex(where: { $0 == "```" })
        else { return nil }
        return lines[(open + 1)..<close].joined(separator: "\n")
    }
}
