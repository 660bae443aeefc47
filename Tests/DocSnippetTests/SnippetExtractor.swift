/// The ```` ```swift ```` blocks of a Markdown document, each with the directives written on the lines right
/// before its fence, in HTML comments (invisible on a rendered page):
/// - `<!-- snippet: skip (why) -->`: the block is not compiled (say why: a UIKit-only API, another
///   library's code shown for comparison). Keep these rare.
/// - `<!-- snippet: continues -->`: the block joins the snippet before it (it uses the names that block declared).
/// - `<!-- snippet: setup: CODE -->`: `CODE` goes, out of sight, at the top of the snippet, for a stand-in that
///   depends on a type the block itself declares; an `import` there joins the snippet's imports. Only in an
///   article that is not standalone (`SnippetDocument.isStandalone`).
///
/// `SnippetProgram` makes the client program that typechecks them.
///
/// ```swift
/// let blocks = SnippetExtractor.blocks(in: readme)
/// ```
enum SnippetExtractor {
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
