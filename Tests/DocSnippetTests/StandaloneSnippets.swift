import Foundation
import SwitchyardTestSupport

/// A snippet as a reader copies it: one ```` ```swift ```` block, with the blocks marked
/// `<!-- snippet: continues -->` that follow it, pasted into the `main.swift` of a new package.
struct StandaloneSnippet: Sendable, CustomStringConvertible {
    /// The document, relative to the package root.
    var document: String
    /// The line of the first block's opening fence.
    var line: Int
    /// The program: the blocks' lines, in order.
    var source: String
    /// Lines the block asks to have added out of sight (`setup:` directives): a standalone page has none.
    var hiddenSetup: [String]

    var description: String { "\(document):\(line)" }

    /// The documents whose every snippet must compile alone, with nothing but its own lines.
    static let documents = [
        "README.md", "Sources/Switchyard/Switchyard.docc/GettingStarted.md", "Sources/Switchyard/Switchyard.docc/MoreExamples.md",
    ]

    /// The snippets of `markdown` that are not marked `skip`.
    static func snippets(in markdown: String, document: String) -> [StandaloneSnippet] {
        var snippets: [StandaloneSnippet] = []
        for block in SnippetExtractor.blocks(in: markdown) where block.skip == nil {
            let text = block.lines.joined(separator: "\n")
            if block.continues, let last = snippets.indices.last {
                snippets[last].source += "\n\n" + text
                snippets[last].hiddenSetup += block.setup
            } else {
                snippets.append(
                    StandaloneSnippet(document: document, line: block.line, source: text, hiddenSetup: block.setup))
            }
        }
        return snippets
    }
}

/// Typechecks a program against the modules `swift build` made for the running tests, as the `main.swift` of
/// a package that depends on Switchyard: it sees the public API and nothing of the test targets.
struct SnippetTypechecker: Sendable {
    /// The build folder of the running test bundle (`.build/<triple>/debug`).
    let products: URL
    /// The module maps of the C modules the package's dependencies bring (Yams' `CYaml`, swift-crypto's).
    let moduleMaps: [URL]

    struct NotBuilt: Error, CustomStringConvertible {
        let folder: URL
        var description: String { "no Modules folder in \(folder.path): run `swift build --build-tests` first" }
    }

    init() throws {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        // The test bundle is `<products>/SwitchyardPackageTests.xctest`, itself a folder on some platforms.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path) {
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { throw NotBuilt(folder: bundle.deletingLastPathComponent()) }
            folder = parent
        }
        products = folder
        let checkouts = folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("checkouts")
        moduleMaps = Self.moduleMaps(under: checkouts)
    }

    /// Every `include/module.modulemap` of a checked-out dependency.
    static func moduleMaps(under checkouts: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: checkouts, includingPropertiesForKeys: nil)
        var maps: [URL] = []
        while let file = files?.nextObject() as? URL {
            if file.lastPathComponent == "module.modulemap", file.deletingLastPathComponent().lastPathComponent == "include" {
                maps.append(file)
            }
        }
        return maps.sorted { $0.path < $1.path }
    }

    /// What the compiler says of `source` as a `main.swift`: an empty string when it typechecks cleanly.
    func diagnostics(for source: String) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: main)
        var arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", products.appendingPathComponent("Modules").path]
        for map in moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        arguments.append(main.path)
        let run = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: folder)
        let said = (run.output + run.error).replacingOccurrences(of: folder.path + "/", with: "")
        return run.status == 0 && !said.contains("warning:") ? "" : said
    }
}
