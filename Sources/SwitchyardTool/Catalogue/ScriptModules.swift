import Foundation

/// The matcher's ES modules (Catalogue/PageAssets/matcher*.js) joined into one script for the catalogue page, which
/// opens from disk (a browser loads no module from a `file:` page). Each module becomes a function scope that
/// returns its exports, in the order of `matcherModules` (each after the modules it imports):
/// `import { a, b as c } from "./matcher-x.js";` becomes `const { a, b: c } = matcherX;`, `export` before a
/// declaration is dropped, and `export { a } from "./matcher-x.js";` re-exports. These are the only forms the
/// modules use (one line each); any other `import` or `export` line is an error, so that a module never runs
/// differently joined than under node. The code is written as it is: the page's script is the readable sources.
/// (The module `switchyard gen web` writes embeds the runtime esbuild bundled and minified from the same sources
/// instead: web-runtime*.min.js, scripts/minify-web-runtime.sh.)
package enum ScriptModules {
    /// A line the join does not read, with its file and line.
    package struct UnsupportedLine: Error, CustomStringConvertible {
        package let file: String
        package let line: Int
        package let text: String
        package var description: String {
            "\(file):\(line): the catalogue's script join reads only one-line `import { … } from \"./x.js\";`, "
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
        var ordered: [String] = []
        var visiting: Set<String> = []
        func visit(_ name: String) throws {
            guard !ordered.contains(name), visiting.insert(name).inserted else { return }
            for line in try text(name).split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("export {") {
                if let (_, file) = importClause(String(line)) { try visit(file) }
            }
            ordered.append(name)
        }
        try visit(entry)
        return ordered
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
