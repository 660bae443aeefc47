import Foundation
import SwitchyardTestSupport

/// The public API as an app sees it: every symbol of the library modules' symbol graphs
/// (`swift-symbolgraph-extract` on the built modules, public only), as dotted paths (`Router`, `Router.open`,
/// `RoutingError.Reason.noRoute`; arguments dropped).
struct PublicSymbols: Sendable {
    static let modules = [
        "SwitchyardRouteTable", "SwitchyardMatching", "SwitchyardCompiledTables", "SwitchyardCompiledTableWriter", "SwitchyardExplain",
        "Switchyard", "SwitchyardLogging",
        "SwitchyardConfig", "SwitchyardRoutingDocuments", "SwitchyardJump",
        "SwitchyardConfigTesting",
        "SwitchyardTesting",
        "SwitchyardSwiftUI",
        "SwitchyardUIKit", "SwitchyardObjC",
    ]

    /// Every public path and every prefix of one.
    var paths: Set<String> = []
    /// Every name that is a component of a public path (`Value` of `RouteValueKey.Value`).
    var components: Set<String> = []

    /// Extracts the symbol graphs of `modules` from the modules `checker` typechecks against.
    init(checker: SnippetTypechecker) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for module in Self.modules {
            var arguments = [
                "swift-symbolgraph-extract", "-module-name", module, "-minimum-access-level", "public", "-output-dir", folder.path,
                "-I", checker.products.appendingPathComponent("Modules").path, "-target", Self.target,
            ]
            for map in checker.moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
            let run = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: folder)
            guard run.status == 0 else { throw Failed(module: module, said: run.output + run.error) }
        }
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
            let graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: file))
            for symbol in graph.symbols {
                let names = symbol.pathComponents.map { String($0.prefix { $0 != "(" }) }
                components.formUnion(names)
                for count in names.indices { paths.insert(names[...count].joined(separator: ".")) }
            }
        }
    }

    struct Failed: Error, CustomStringConvertible {
        var module: String
        var said: String
        var description: String { "swift-symbolgraph-extract failed for \(module):\n\(said)" }
    }

    /// The part of a symbol graph that is read.
    struct Graph: Decodable {
        struct Symbol: Decodable { var pathComponents: [String] }
        var symbols: [Symbol]
    }

    /// The target triple of this machine (`x86_64-unknown-linux-gnu`).
    static var target: String {
        #if arch(arm64)
        let architecture = "aarch64"
        #else
        let architecture = "x86_64"
        #endif
        #if os(Linux)
        return "\(architecture)-unknown-linux-gnu"
        #else
        return "\(architecture == "aarch64" ? "arm64" : architecture)-apple-macosx13.0"
        #endif
    }
}

/// What the library sources declare, read as text: the names of types declared without `public` (which an
/// article may not name), and the names declared `public` in the Apple-only modules (which the symbol graphs
/// of this machine lack: `#if canImport(SwiftUI)`).
struct DeclaredNames: Sendable {
    var nonPublicTypes: Set<String> = []
    var appleOnlyPublic: Set<String> = []

    static let appleOnly: Set = ["SwitchyardSwiftUI", "SwitchyardUIKit", "SwitchyardObjC"]

    init(root: URL) throws {
        let declaration = try Regex(
            #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:[\w()]+\s+)*)(struct|class|enum|actor|protocol|typealias|func|var|let|case)\s+`?(\w+)"#)
        var publicTypes: Set<String> = []
        for module in PublicSymbols.modules {
            let folder = root.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    guard let match = try declaration.firstMatch(in: line), match.count == 4,
                        let modifiers = match[1].substring, let keyword = match[2].substring, let name = match[3].substring
                    else { continue }
                    let isPublic = modifiers.contains("public") || modifiers.contains("open")
                    let isType = ["struct", "class", "enum", "actor", "protocol", "typealias"].contains(keyword)
                    if isType { if isPublic { publicTypes.insert(String(name)) } else { nonPublicTypes.insert(String(name)) } }
                    if isPublic, Self.appleOnly.contains(module) { appleOnlyPublic.insert(String(name)) }
                }
            }
        }
        nonPublicTypes.subtract(publicTypes)
    }
}

/// An API name an article writes: a DocC link (` ``Router/open(_:from:)`` `) or a code span that reads as a
/// type or a member of one (`` `RouteTableOptions.accept` ``, `` `RouteOptions(visibility: .internal)` ``).
struct WrittenName: Sendable, CustomStringConvertible {
    var document: String
    var line: Int
    /// The heading of the section it is in (`## T4. …`), or "" before the first.
    var section: String
    /// As written, without the backticks.
    var text: String
    /// The dotted path it names (`Router.open`).
    var path: String

    var description: String { "\(document):\(line): `\(text)`" }

    /// The names `markdown` writes outside its fenced blocks.
    static func names(in markdown: String, document: String) throws -> [WrittenName] {
        let span = try Regex(#"`([^`\n]+)`"#), link = try Regex(#"``([^`\n]+)``"#)
        let expression = try Regex(#"^([A-Z]\w*(?:\.\w+)*)(?:\(.*\))?$"#)
        var names: [WrittenName] = []
        var section = "", fenced = false
        for (number, line) in zip(1..., markdown.split(separator: "\n", omittingEmptySubsequences: false)) {
            if line.hasPrefix("```") { fenced.toggle() }
            if fenced || line.hasPrefix("```") { continue }
            if line.hasPrefix("## ") { section = String(line) }
            for match in line.matches(of: link) {
                guard let text = match[1].substring, !text.hasPrefix("doc:") else { continue }
                var parts = text.split(separator: "/").map { String($0.prefix { $0 != "(" && $0 != "-" }) }
                if parts.count > 1, PublicSymbols.modules.contains(parts[0]) { parts.removeFirst() }
                let path = parts.joined(separator: ".")
                names.append(WrittenName(document: document, line: number, section: section, text: "`\(text)`", path: path))
            }
            for match in line.replacing(link, with: " ").matches(of: span) {
                guard let text = match[1].substring, let path = try expression.wholeMatch(in: text)?[1].substring else { continue }
                names.append(WrittenName(document: document, line: number, section: section, text: String(text), path: String(path)))
            }
        }
        return names
    }
}
