// The one implementation of snippet extraction: `DocSnippetTests` runs it to check the generated files,
// and `scripts/extract-snippets.sh` compiles this file with a small `main` to write them. No dependencies
// (not even Foundation), so that the script needs nothing but `swiftc`.

/// Turns the ```` ```swift ```` blocks of a Markdown document into a Swift file that compiles each block,
/// as written, in a function of its own (compiled, never run).
///
/// A block may be preceded, on the lines right before its fence, by directives in HTML comments (invisible
/// on a rendered page):
/// - `<!-- snippet: skip (why) -->`: the block is not compiled (say why: a UIKit-only API, another
///   library's code shown for comparison). Keep these rare.
/// - `<!-- snippet: continues -->`: the block joins the function of the block before it (it uses the
///   names that block declared).
/// - `<!-- snippet: setup: CODE -->`: `CODE` goes at the top of the block's function, for a stand-in that
///   depends on a type the block itself declares (a local type can be named before its declaration); an
///   `import` there goes to the top of the file with the others.
///
/// `import` lines move to the top of the file, so the imports of one block count for all blocks of the
/// document (as in one file of an app). Each function is a method of `SnippetStandIns` (see
/// `Prelude.swift`), so the names a block uses without declaring them (`builder`, `router`, `session`, …)
/// come from the prelude. A function ends by using each name its blocks declare at their top level
/// (`_ = name`, or `keep(&name)` for a `var`): a snippet shows a value being made, and the compiler would
/// otherwise warn that it is never used.
///
/// ```swift
/// let swift = SnippetExtractor.generate(markdown: readme, document: "README.md", prefix: "readme")
/// ```
enum SnippetExtractor {
    /// A document and the file generated from it, both relative to the package root.
    struct Document: Sendable {
        var markdown: String
        var generated: String
        var prefix: String
    }

    /// The documents whose snippets compile with the stand-ins of `Prelude.swift` (the README's and Getting
    /// Started's compile alone instead: `StandaloneSnippet`).
    static let documents = [
        Document(
            markdown: "Sources/Switchyard/Switchyard.docc/Migration.md",
            generated: "Tests/DocSnippetTests/Generated/Migration_snippets.swift",
            prefix: "migration")
    ]

    /// One ```` ```swift ```` block and its directives.
    struct Block {
        var lines: [String]
        /// The line of the opening fence, counted from 1.
        var line = 0
        var skip: String?
        var continues = false
        var setup: [String] = []
        var unknown: [String] = []
    }

    /// The Swift file for `markdown`.
    static func generate(markdown: String, document: String, prefix: String) -> String {
        let blocks = self.blocks(in: markdown)
        var imports: [String] = []
        var functions: [[String]] = []
        var skipped: [String] = []
        for (index, block) in blocks.enumerated() {
            if let why = block.skip {
                skipped.append("// snippet \(index + 1): skipped \(why)")
                continue
            }
            let unknown = block.unknown.map { directive in
                let quoted = directive.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
                return "#error(\"unknown snippet directive: \(quoted)\")"
            }
            var code: [String] = []
            for line in block.lines {
                if line.hasPrefix("import ") {
                    if !imports.contains(line) { imports.append(line) }
                } else if !(code.isEmpty && line.isEmpty) {  // no blank line where an import was
                    code.append(line)
                }
            }
            var setup: [String] = []
            for line in block.setup {
                if line.hasPrefix("import ") {
                    if !imports.contains(line) { imports.append(line) }
                } else {
                    setup.append(line)
                }
            }
            let body = unknown + setup + code
            if block.continues, !functions.isEmpty {
                functions[functions.count - 1] += ["", "// snippet \(index + 1), continued"] + body
            } else {
                functions.append(["// snippet \(index + 1)"] + body)
            }
        }
        var out = [
            "// Generated from \(document) by scripts/extract-snippets.sh: do not edit. Each ```swift block is compiled",
            "// (never run) in a function below; DocSnippetTests fails when this file is not what the script makes.",
            "",
        ]
        out += imports.isEmpty ? [] : imports + [""]
        out += skipped.isEmpty ? [] : skipped + [""]
        out.append("extension SnippetStandIns {")
        for (number, function) in functions.enumerated() {
            if number > 0 { out.append("") }
            out.append("    mutating func \(prefix)\(number + 1)() async throws {")
            for line in function + uses(declaredIn: function) { out.append(line.isEmpty ? "" : "        " + line) }
            out.append("    }")
        }
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    /// A use of each name `lines` declare at their top level (`let name =`, `var name: T =`), in order: `_ = name`
    /// for a constant, `keep(&name)` for a variable (which also counts as mutating it).
    static func uses(declaredIn lines: [String]) -> [String] {
        var uses: [String] = []
        for line in lines {
            for (keyword, use) in [("let ", "_ = "), ("var ", "keep(&")] where line.hasPrefix(keyword) {
                let name = String(line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                let rest = String(line.dropFirst(keyword.count + name.count)).trimmingSpaces
                guard !name.isEmpty, rest.hasPrefix("=") || rest.hasPrefix(":") else { continue }
                uses.append(use + name + (keyword == "var " ? ")" : ""))
            }
        }
        return uses.isEmpty ? [] : ["", "// the values the snippet made, used"] + uses
    }

    /// The ```` ```swift ```` blocks of `markdown`, in order, with the directives right before each.
    static func blocks(in markdown: String) -> [Block] {
        var blocks: [Block] = []
        var directives: [String] = []
        var current: Block?
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (number, line) in zip(1..., lines) {
            if var block = current {
                if line.hasPrefix("```") {
                    blocks.append(block)
                    current = nil
                } else {
                    block.lines.append(line)
                    current = block
                }
                continue
            }
            if line == "```swift" {
                current = block(with: directives)
                current?.line = number
            } else if let directive = directive(line) {
                directives.append(directive)
                continue
            }
            directives = []
        }
        return blocks
    }

    /// The text of a `<!-- snippet: … -->` line, or `nil` for any other line.
    static func directive(_ line: String) -> String? {
        let open = "<!-- snippet:", close = "-->"
        guard line.hasPrefix(open), line.hasSuffix(close), line.count >= open.count + close.count else { return nil }
        return String(line.dropFirst(open.count).dropLast(close.count)).trimmingSpaces
    }

    /// A block with `directives` applied.
    static func block(with directives: [String]) -> Block {
        var block = Block(lines: [])
        for directive in directives {
            if directive.hasPrefix("skip") {
                block.skip = String(directive.dropFirst(4)).trimmingSpaces
            } else if directive == "continues" {
                block.continues = true
            } else if directive.hasPrefix("setup:") {
                block.setup.append(String(directive.dropFirst(6)).trimmingSpaces)
            } else {
                block.unknown.append(directive)
            }
        }
        return block
    }
}

extension String {
    /// Every `target` replaced with `replacement` (a character at a time; Foundation is not imported).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }

    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
