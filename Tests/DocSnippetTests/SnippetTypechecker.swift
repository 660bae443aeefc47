import Foundation
import SwitchyardTestSupport

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
        try await diagnostics(forFiles: [(name: "main.swift", source: source)])
    }

    /// What the compiler says of one program made of `files` (a `main.swift` among them, or none: then no file
    /// has top-level code): an empty string when it typechecks without an error or a warning. No package name,
    /// so `package` declarations are as invisible as `internal` ones, and `MemberImportVisibility`, so that a
    /// file sees only the members of the modules it imports itself.
    func diagnostics(forFiles files: [(name: String, source: String)]) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "SnippetClient", "-diagnostic-style", "llvm",
            "-enable-upcoming-feature", "MemberImportVisibility", "-I", products.appendingPathComponent("Modules").path,
        ]
        if !files.contains(where: { $0.name == "main.swift" }) { arguments.append("-parse-as-library") }
        for map in moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.source.utf8).write(to: url)
            arguments.append(url.path)
        }
        let run = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: folder)
        let said = (run.output + run.error).replacingOccurrences(of: folder.path + "/", with: "")
        return run.status == 0 && !said.contains("warning:") ? "" : said
    }
}
