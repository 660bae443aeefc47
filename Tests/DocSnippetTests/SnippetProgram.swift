/// A document whose ```` ```swift ```` blocks are typechecked: the README, and every article of every DocC
/// catalogue under `Sources/`.
struct SnippetDocument: Sendable, CustomStringConvertible {
    /// The path, relative to the package root.
    var path: String

    var description: String { path }

    /// The documents whose every snippet must compile alone, as a reader pastes it into a new package: no
    /// stand-ins, no imports it does not write, no hidden setup. The other articles' snippets may use the
    /// stand-ins of `Prelude/Prelude.swift` (an app's `router`, `builder`, `Screen`, …).
    static let standalone: Set = [
        "README.md", "Sources/Switchyard/Switchyard.docc/GettingStarted.md", "Sources/Switchyard/Switchyard.docc/MoreExamples.md",
        "Sources/Switchyard/Switchyard.docc/Switchyard.md", "Sources/SwitchyardLogging/SwitchyardLogging.docc/SwitchyardLogging.md",
        "Sources/SwitchyardMatching/SwitchyardMatching.docc/SwitchyardMatching.md",
    ]

    var isStandalone: Bool { Self.standalone.contains(path) }

    /// The module whose catalogue holds the article (`Sources/SwitchyardConfig/…` → `SwitchyardConfig`), or
    /// `nil` for the README.
    var module: String? {
        let parts = path.split(separator: "/")
        return parts.count > 2 && parts[0] == "Sources" ? String(parts[1]) : nil
    }

    /// What a snippet of this document imports without writing it: nothing in a standalone document; elsewhere
    /// Foundation, Switchyard and the article's module, as the app file the article talks about would.
    var implicitImports: [String] {
        guard !isStandalone else { return [] }
        var modules = ["Foundation", "Switchyard"]
        if let module, !modules.contains(module) { modules.append(module) }
        return modules.map { "import \($0)" }
    }
}

/// The client program that typechecks one document's snippets in one `swiftc` run: one file per snippet (a
/// block and the blocks marked `continues` after it), in one module that sees only what another package sees.
///
/// Each snippet's lines stay as written, unindented, under a `#sourceLocation` of the document, so that the
/// compiler's messages name the document's lines. Its statements run in a function of its own,
/// `@MainActor func snippet<line>() async throws`, as a `main.swift`'s top level would (on the main actor,
/// `await` and `try` allowed); a snippet that declares what only a file can hold (`extension`, `protocol`,
/// `@main`, `@Test`, `@Suite`) is the file itself instead. Its imports go to the top of its file, where
/// `MemberImportVisibility` keeps them its own. A function ends by using each name the snippet declares at
/// its top level (`_ = name`, or `_snippetKeep(&name)` for a `var`), since a snippet that shows a value being
/// made would otherwise warn that it is never used. An ellipsis `…` in code (not in a comment or string) is
/// the code a reader writes there, and compiles as `fatalError()`.
struct SnippetProgram: Sendable {
    /// The files, by name.
    var files: [(name: String, source: String)]
    /// The number of snippets, and the reasons of the blocks marked `skip`.
    var snippetCount: Int
    var skipped: [String]

    /// The helper every program has beside its snippets.
    static let support = (
        name: "SnippetSupport.swift",
        source: """
        /// Uses a variable a snippet made, and counts as mutating it (see `SnippetProgram`).
        func _snippetKeep<Value>(_ value: inout Value) {}

        """
    )

    init(markdown: String, document: SnippetDocument, prelude: String) {
        var snippets: [[SnippetExtractor.Block]] = []
        skipped = []
        for block in SnippetExtractor.blocks(in: markdown) {
            if let why = block.skip {
                skipped.append("\(document):\(block.line): \(why)")
            } else if block.continues, !snippets.isEmpty {
                snippets[snippets.count - 1].append(block)
            } else {
                snippets.append([block])
            }
        }
        snippetCount = snippets.count
        files = [Self.support]
        if !document.isStandalone { files.append((name: "Prelude.swift", source: prelude)) }
        for snippet in snippets {
            files.append((name: "snippet\(snippet[0].line).swift", source: Self.file(for: snippet, of: document)))
        }
    }

    /// The file that typechecks `blocks`, one snippet.
    static func file(for blocks: [SnippetExtractor.Block], of document: SnippetDocument) -> String {
        var imports = document.implicitImports
        var body: [String] = []
        for block in blocks {
            for line in block.setup where line.hasPrefix("import ") {
                if !imports.contains(line) { imports.append(line) }
            }
            body += block.unknown.map { "#error(\"unknown snippet directive: \($0.escapingQuotes)\")" }
            body += block.setup.filter { !$0.hasPrefix("import ") }
            body.append("#sourceLocation(file: \"\(document.path)\", line: \(block.line + 1))")
            for line in block.lines {
                if line.hasPrefix("import ") {
                    if !imports.contains(line) { imports.append(line) }
                    body.append("")  // the lines keep their numbers
                } else {
                    body.append(line.replacingEllipsis)
                }
            }
            body.append("#sourceLocation()")
        }
        let fileScope = ["extension ", "protocol ", "@main", "@Test", "@Suite"]
        let lines = blocks.flatMap(\.lines)
        if lines.contains(where: { line in fileScope.contains { line.hasPrefix($0) } }) {
            return (imports + [""] + body).joined(separator: "\n") + "\n"
        }
        let function = ["@MainActor func snippet\(blocks[0].line)() async throws {"] + body + uses(declaredIn: lines) + ["}"]
        return (imports + [""] + function).joined(separator: "\n") + "\n"
    }

    /// A use of each name `lines` declare at their top level (`let name =`, `var name: T =`), in order: `_ = name`
    /// for a constant, `_snippetKeep(&name)` for a variable (which also counts as mutating it).
    static func uses(declaredIn lines: [String]) -> [String] {
        var uses: [String] = []
        for line in lines {
            for (keyword, use) in [("let ", "_ = "), ("var ", "_snippetKeep(&")] where line.hasPrefix(keyword) {
                let name = String(line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                let rest = String(line.dropFirst(keyword.count + name.count)).trimmingSpaces
                guard !name.isEmpty, rest.hasPrefix("=") || rest.hasPrefix(":") else { continue }
                uses.append(use + name + (keyword == "var " ? ")" : ""))
            }
        }
        return uses
    }
}

extension String {
    /// With `\` and `"` escaped, for a string literal.
    var escapingQuotes: String {
        replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
    }

    /// The line with each `…` outside a string literal and a `//` comment written `fatalError()`.
    var replacingEllipsis: String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for (offset, character) in enumerated() {
            if !inString, character == "/", previous == "/" { return result + dropFirst(offset) }
            if character == "\"", previous != "\\" { inString.toggle() }
            result += !inString && character == "…" ? "fatalError()" : String(character)
            previous = character
        }
        return result
    }
}
