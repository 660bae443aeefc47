import Foundation

/// The matcher's ES modules (Catalogue/PageAssets/matcher*.js) joined into one script, for the places that take
/// one file: the catalogue page, which opens from disk (a browser loads no module from a `file:` page), and the
/// module `switchyard gen web` writes. Each module becomes a function scope that returns its exports, in the
/// order of `matcherModules` (each after the modules it imports): `import { a, b as c } from "./matcher-x.js";`
/// becomes `const { a, b: c } = matcherX;`, `export` before a declaration is dropped, and
/// `export { a } from "./matcher-x.js";` re-exports. These are the only forms the modules use (one line each);
/// any other `import` or `export` line is an error, so that a module never runs differently joined than under node.
/// `joinFlat` writes them for an ES module instead (`switchyard gen web`): one scope, as a bundler hoists them, so
/// that a web build that imports only `match` drops `urlFor` and the preview (issue #73).
package enum ScriptModules {
    /// A line the join does not read, with its file and line.
    package struct UnsupportedLine: Error, CustomStringConvertible {
        package let file: String
        package let line: Int
        package let text: String
        /// Why, when it is not the form of the line (a name declared twice in the flat join).
        package var reason: String? = nil
        package var description: String {
            if let reason { return "\(file):\(line): \(reason): \(text)" }
            return "\(file):\(line): the catalogue's script join reads only one-line `import { … } from \"./x.js\";`, "
                + "`export function|class|const NAME` and `export { … } from \"./x.js\";`: \(text)"
        }
    }

    /// The matcher's modules, each after those it imports (read from their `import` lines); `matcher.js` (the
    /// entry) last. Empty when a module is missing from the tool's bundle (the join then says which).
    package static var matcherModules: [String] {
        (try? order(entry: "matcher.js") { try CataloguePageAssets.text($0) }) ?? []
    }

    /// The modules `entry` imports, directly or not, each after those it imports, `entry` last.
    package static func order(entry: String, text: (String) throws -> String) throws -> [String] {
        try order(entries: [entry], text: text)
    }

    /// The modules `entries` import, directly or not, each after those it imports; the entries in their order.
    package static func order(entries: [String], text: (String) throws -> String) throws -> [String] {
        var ordered: [String] = []
        var visiting: Set<String> = []
        func visit(_ name: String) throws {
            guard !ordered.contains(name), visiting.insert(name).inserted else { return }
            for line in try text(name).split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("export {") {
                if let (_, file) = importClause(String(line)) { try visit(file) }
            }
            ordered.append(name)
        }
        for entry in entries { try visit(entry) }
        return ordered
    }

    /// The modules in one scope, for an ES module: imports dropped (a renamed one becomes a `const`), `export`
    /// before a declaration dropped, re-exports dropped; comment lines, blank lines and indentation left out (the
    /// declarations `.d.mts` holds the types), and each code line squeezed (ScriptSqueeze: no space, comment or
    /// line break a parser does not need). A top-level name declared in two modules, or in `reserved` (the
    /// caller's own), is an error: one scope has room for one; so is a line the squeeze does not read.
    ///
    /// With `roots` (the names the caller's code calls), only the top-level declarations those reach are written,
    /// and their names are shortened (ScriptNames), the roots' and `reserved` kept: a bundler's tree shaking and
    /// minifier, for what the matcher's sources declare.
    package static func joinFlat(
        _ modules: [(name: String, text: String)], reserved: Set<String>, roots: Set<String>? = nil
    ) throws(UnsupportedLine) -> String {
        var items = try topLevelItems(modules, reserved: reserved)
        guard let roots else { return joinLines(items.flatMap(\.lines)) }
        items = reached(items, from: roots)
        let declared = Set(items.compactMap(\.name))
        // Each function's parameters first (their new names none of the top-level names), then the top-level names
        // (none of the code's words, the parameters' new names included).
        let avoid = declared.union(reserved).union(roots)
        for index in items.indices {
            let text = ScriptNames.parametersShortened(items[index].lines.joined(separator: "\n"), avoid: avoid)
            items[index].lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return ScriptNames.shortened(joinLines(items.flatMap(\.lines)), declared: declared, keep: roots, avoid: reserved)
    }

    /// One top-level statement of the flat join: the name it declares (nil: none) and its squeezed lines.
    struct TopLevelItem {
        var name: String?
        var lines: [String]
    }

    /// The modules' top-level statements, each from a line that starts with a word at the margin to the next one.
    static func topLevelItems(_ modules: [(name: String, text: String)], reserved: Set<String>) throws(UnsupportedLine) -> [TopLevelItem] {
        var items: [TopLevelItem] = []
        var declared = reserved
        for module in modules {
            var inComment = false
            for (index, line) in module.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let text = String(line)
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if inComment {
                    if trimmed.contains("*/") {
                        inComment = false
                        guard trimmed.hasSuffix("*/") else {
                            throw UnsupportedLine(file: module.name, line: index + 1, text: text, reason: "code after a comment's end")
                        }
                    }
                    continue
                }
                if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
                if trimmed.hasPrefix("/*") {
                    if !trimmed.contains("*/") { inComment = true; continue }
                    if trimmed.hasSuffix("*/"), trimmed.components(separatedBy: "*/").count == 2 { continue }
                }
                var kept = trimmed
                if text.hasPrefix("import ") || text.hasPrefix("export ") {
                    guard let flat = flatLine(text) else { throw UnsupportedLine(file: module.name, line: index + 1, text: text) }
                    guard let flatText = flat else { continue }
                    kept = flatText
                }
                let name = text == trimmed ? declaredName(kept) : nil
                if let name {
                    guard declared.insert(name).inserted else {
                        throw UnsupportedLine(
                            file: module.name, line: index + 1, text: text, reason: "`\(name)` is declared twice in the module's one scope")
                    }
                }
                let squeezed: String
                do {
                    squeezed = try ScriptSqueeze.line(kept)
                } catch {
                    throw UnsupportedLine(
                        file: module.name, line: index + 1, text: text, reason: "the squeeze does not read \(error.reason)")
                }
                // A statement starts at the margin with a word; a line at the margin that starts otherwise (`}`, `)`)
                // ends the one before.
                let starts = text == trimmed && kept.unicodeScalars.first.map { CharacterSet.letters.contains($0) } == true
                if starts || items.isEmpty {
                    items.append(TopLevelItem(name: name, lines: [squeezed]))
                } else {
                    items[items.count - 1].lines.append(squeezed)
                }
            }
        }
        return items
    }

    /// The items that declare nothing, those that declare a root, and those any of them refers to, in order.
    static func reached(_ items: [TopLevelItem], from roots: Set<String>) -> [TopLevelItem] {
        let references = items.map { ScriptNames.references(in: $0.lines.joined(separator: "\n")) }
        var kept = items.map { $0.name == nil || roots.contains($0.name ?? "") }
        var changed = true
        while changed {
            changed = false
            var wanted: Set<String> = []
            for (index, item) in items.enumerated() where kept[index] {
                wanted.formUnion(references[index].subtracting([item.name ?? ""]))
            }
            for (index, item) in items.enumerated() where !kept[index] && wanted.contains(item.name ?? "") {
                kept[index] = true
                changed = true
            }
        }
        return items.indices.filter { kept[$0] }.map { items[$0] }
    }

    /// Squeezed lines as the flat join writes them: each joined to the one before where no line break is needed.
    static func joinLines(_ lines: [String]) -> String {
        var out: [String] = []
        for squeezed in lines {
            if let previous = out.last, ScriptSqueeze.joinable(previous, squeezed) {
                out[out.count - 1] = ScriptSqueeze.joined(previous, squeezed)
            } else if !squeezed.isEmpty {
                out.append(squeezed)
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// An `import` or `export` line as the flat join writes it: `.some(nil)` dropped, `.some(line)`, or nil (a form
    /// it does not read).
    static func flatLine(_ line: String) -> String?? {
        for keyword in ["function ", "class ", "const "] where line.hasPrefix("export " + keyword) {
            return .some(String(line.dropFirst("export ".count)))
        }
        guard let (names, _) = importClause(line) else { return nil }
        if line.hasPrefix("export ") { return .some(nil) }
        let renamed = names.split(separator: ",").map { $0.split(separator: " ").map(String.init) }.filter {
            $0.count == 3 && $0[1] == "as"
        }
        return .some(renamed.isEmpty ? nil : renamed.map { "const \($0[2]) = \($0[0]);" }.joined(separator: " "))
    }

    /// The name a top-level declaration line declares (`function NAME`, `class NAME`, `const NAME`, …), or nil.
    static func declaredName(_ line: String) -> String? {
        for keyword in ["function ", "async function ", "class ", "const ", "let ", "var "] where line.hasPrefix(keyword) {
            let name = String(line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
            return name.isEmpty ? nil : name
        }
        return nil
    }

    /// The name of the constant that holds a module's exports: `matcher-intake.js` is `matcherIntake`.
    package static func binding(_ file: String) -> String {
        let parts = (file as NSString).deletingPathExtension.split(separator: "-").map(String.init)
        return (parts.first ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The modules joined: each a `const` holding its exports, the last one's named by its binding.
    package static func join(_ modules: [(name: String, text: String)]) throws(UnsupportedLine) -> String {
        var out = ""
        for module in modules {
            var body: [String] = []
            var exports: [String] = []
            for (index, line) in module.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let text = String(line)
                if text == "// @ts-check" { continue }
                guard text.hasPrefix("import ") || text.hasPrefix("export ") else {
                    body.append(text)
                    continue
                }
                guard let rewritten = rewrite(text, exports: &exports) else {
                    throw UnsupportedLine(file: module.name, line: index + 1, text: text)
                }
                body.append(rewritten)
            }
            while body.last == "" { body.removeLast() }
            out += "const \(binding(module.name)) = (() => {\n" + body.joined(separator: "\n") + "\n"
            out += "return { \(exports.joined(separator: ", ")) };\n})();\n"
        }
        return out
    }

    /// One `import` or `export` line as the joined script writes it (exports added to `exports`), or nil.
    static func rewrite(_ line: String, exports: inout [String]) -> String? {
        for keyword in ["function ", "class ", "const "] where line.hasPrefix("export " + keyword) {
            let rest = line.dropFirst(("export " + keyword).count)
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
            guard !name.isEmpty else { return nil }
            exports.append(name)
            return String(line.dropFirst("export ".count))
        }
        guard let (names, file) = importClause(line) else { return nil }
        let pairs = names.split(separator: ",").map { $0.split(separator: " ").map(String.init) }
        var bound: [String] = []
        for pair in pairs {
            if pair.count == 1 {
                bound.append(pair[0])
            } else if pair.count == 3, pair[1] == "as" {
                bound.append("\(pair[0]): \(pair[2])")
            } else {
                return nil
            }
        }
        if line.hasPrefix("export ") { exports += pairs.map { $0.last ?? "" } }
        return "const { \(bound.joined(separator: ", ")) } = \(binding(file));"
    }

    /// `import { NAMES } from "./FILE";` or `export { NAMES } from "./FILE";`: the names and the file.
    static func importClause(_ line: String) -> (String, String)? {
        let prefix = line.hasPrefix("import { ") ? "import { " : line.hasPrefix("export { ") ? "export { " : nil
        guard let prefix, line.hasSuffix("\";"), let close = line.range(of: " } from \"./") else { return nil }
        let names = line[line.index(line.startIndex, offsetBy: prefix.count)..<close.lowerBound]
        let file = line[close.upperBound..<line.index(line.endIndex, offsetBy: -2)]
        guard !names.isEmpty, !file.contains("\"") else { return nil }
        return (String(names), String(file))
    }
}
