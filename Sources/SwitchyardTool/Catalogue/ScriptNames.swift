/// The flat join's top-level names (ScriptModules.joinFlat, `switchyard gen web`): which declarations the code
/// that calls the matcher reaches, and shorter names for them. The module a page loads then holds only what it can
/// run, and each top-level name a letter or two where the sources spell it out (issue #73: the runtime at most
/// 60 KB raw; the sources keep their names, a bundler's minifier shortens the rest).
///
/// It reads squeezed code (ScriptSqueeze) as that does: strings and regular expressions skipped, words and
/// punctuators. A word after `.` (not `...`) is a property and is never a name. In an object literal, a
/// destructuring pattern or a class body (a `{` after an operator, `(`, `,`, `:`, `[`, a keyword such as `return`
/// or `let`, or a class's name; not after `)`, `=>`, `else`, `{`, `}` or `;`, which open blocks), a word where a
/// key stands (after `{`, `,`, `;`, `}`, `get`, `set`, `static` or `async`) is a key before `:` and a method's name
/// before `(`, kept as written, and a shorthand before `,` or `}`, written `key:name` when the name is renamed. The
/// sources use no class fields and no block after a `case`'s `:`. A new name is never a word of the code.
package enum ScriptNames {
    /// One word of the code that may be a name (not a property, not a number): a name, a key (or a method's
    /// name), or a shorthand (a key that is also a name).
    struct Use {
        enum Kind { case name, key, shorthand }
        let word: String
        let range: Range<Int>
        let kind: Kind
    }

    /// Words after which a `/` starts a regular expression (ScriptSqueeze's list).
    private static let operandKeywords: Set<String> = [
        "return", "typeof", "case", "do", "else", "in", "instanceof", "new", "delete", "void", "throw", "yield", "await", "of",
    ]

    /// JavaScript's reserved and contextual words: never a new name.
    private static let keywords: Set<String> = [
        "as", "do", "if", "in", "of", "for", "let", "new", "try", "var", "get", "set", "NaN", "case", "else", "enum", "eval",
        "null", "this", "true", "void", "with", "async", "await", "break", "catch", "class", "const", "false", "super", "throw",
        "while", "yield", "delete", "export", "import", "return", "static", "switch", "typeof", "default", "extends", "finally",
        "package", "private", "continue", "debugger", "function", "arguments", "interface", "protected", "implements",
        "instanceof", "undefined", "Infinity",
    ]

    private static func isWord(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            || byte == 0x24 || byte >= 0x80
    }

    /// Every word of `code` that may be a name, and every word at all (properties and numbers too).
    static func uses(in code: [UInt8]) -> (names: [Use], words: Set<String>) {
        var names: [Use] = []
        var words: Set<String> = []
        // Each open bracket, and whether it opens an object literal, a pattern or a class body (where keys stand).
        var brackets: [Bool] = []
        var previous = ""
        var classPending = false
        var i = 0
        while i < code.count {
            let c = code[i]
            if c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D {
                i += 1
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                i = stringEnd(code, from: i)
                previous = "0"
            } else if c == UInt8(ascii: "/") && !divides(after: previous) {
                i = regexEnd(code, from: i)
                previous = "0"
            } else if isWord(c) {
                var end = i
                while end < code.count && isWord(code[end]) { end += 1 }
                let word = String(decoding: code[i..<end], as: UTF8.self)
                words.insert(word)
                let property = i > 0 && code[i - 1] == UInt8(ascii: ".") && !(i > 1 && code[i - 2] == UInt8(ascii: "."))
                if !property && !(c >= 0x30 && c <= 0x39) {
                    let next = end < code.count ? code[end] : 0
                    let kind = kind(after: previous, before: next, inObject: brackets.last == true)
                    names.append(Use(word: word, range: i..<end, kind: kind))
                }
                if word == "class" { classPending = true }
                previous = word
                i = end
            } else {
                if c == UInt8(ascii: "{") {
                    // A block after `)`, `=>`, `else`, `try`, `finally`, `do`, `{`, `}`, `;` or at the start; an object
                    // literal or pattern after an operator, `(`, `,`, `:`, `[`, `return` or a declaration keyword.
                    let block = ["", ")", ">", "else", "try", "finally", "do", "{", "}", ";"].contains(previous)
                    brackets.append(classPending || !block)
                    classPending = false
                } else if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") {
                    brackets.append(false)
                } else if (c == UInt8(ascii: "}") || c == UInt8(ascii: ")") || c == UInt8(ascii: "]")) && !brackets.isEmpty {
                    brackets.removeLast()
                }
                previous = String(UnicodeScalar(c))
                i += 1
            }
        }
        return (names, words)
    }

    /// What a word is between the token before it and the byte after it, inside an object's braces or not.
    private static func kind(after previous: String, before next: UInt8, inObject: Bool) -> Use.Kind {
        guard inObject, ["{", ",", ";", "}", "get", "set", "static", "async"].contains(previous) else { return .name }
        if ["get", "set", "static", "async"].contains(previous) || next == UInt8(ascii: ":") || next == UInt8(ascii: "(") {
            return .key
        }
        return next == UInt8(ascii: ",") || next == UInt8(ascii: "}") ? .shorthand : .name
    }

    /// Whether a `/` after the token `previous` divides (else it starts a regular expression).
    private static func divides(after previous: String) -> Bool {
        guard let last = previous.utf8.last else { return false }
        if isWord(last) { return !operandKeywords.contains(previous) }
        return previous == ")" || previous == "]" || previous == "}"
    }

    /// Where the string that starts at `start` ends (after its closing quote).
    private static func stringEnd(_ code: [UInt8], from start: Int) -> Int {
        var k = start + 1
        while k < code.count && code[k] != code[start] { k += code[k] == UInt8(ascii: "\\") ? 2 : 1 }
        return k + 1
    }

    /// Where the regular expression that starts at `start` ends (after its flags).
    private static func regexEnd(_ code: [UInt8], from start: Int) -> Int {
        var k = start + 1
        var inClass = false
        while k < code.count && (code[k] != UInt8(ascii: "/") || inClass) {
            if code[k] == UInt8(ascii: "\\") {
                k += 1
            } else if code[k] == UInt8(ascii: "[") {
                inClass = true
            } else if code[k] == UInt8(ascii: "]") {
                inClass = false
            }
            k += 1
        }
        k += 1
        while k < code.count && isWord(code[k]) { k += 1 }
        return k
    }

    /// The names `code` refers to (not properties, keys or numbers).
    static func references(in code: String) -> Set<String> {
        Set(uses(in: Array(code.utf8)).names.filter { $0.kind != .key }.map(\.word))
    }

    /// `code` with each of `declared` (its top-level names) renamed a letter or two, the most used first, except
    /// those in `keep`. A new name is none of the code's words, none of `avoid` and no keyword.
    static func shortened(_ code: String, declared: Set<String>, keep: Set<String>, avoid: Set<String>) -> String {
        let bytes = Array(code.utf8)
        let (names, words) = uses(in: bytes)
        var counts: [String: Int] = [:]
        for use in names where use.kind != .key && declared.contains(use.word) && !keep.contains(use.word) {
            counts[use.word, default: 0] += 1
        }
        let ordered = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
        var fresh = freshNames(avoiding: words.union(avoid).union(keywords)).makeIterator()
        var renamed: [String: String] = [:]
        for name in ordered {
            guard let short = fresh.next(), short.utf8.count < name.utf8.count else { break }
            renamed[name] = short
        }
        return replaced(bytes, names, renamed)
    }

    /// A top-level function's text (`function NAME(a,b){…}`, squeezed) with each of its parameters renamed a letter
    /// or two. A parameter binds its name in the whole function, nested functions included, so every use of the
    /// name in it is the parameter or a declaration inside that shadows it: renamed together, each means what it
    /// did. The new names are none of the function's words, so nothing it refers to is captured; `avoid` holds
    /// names a later pass may give (none of them is taken). A function whose parameters are not plain names
    /// (defaults, patterns, `...`) is left as written.
    static func parametersShortened(_ function: String, avoid: Set<String>) -> String {
        guard function.hasPrefix("function "), let open = function.firstIndex(of: "("),
            let close = function[open...].firstIndex(of: ")")
        else { return function }
        let name = String(function["function ".endIndex..<open])
        // (A parameter named as its function would rename the function too: such a function is left as written.)
        let parameters = function[function.index(after: open)..<close].split(separator: ",").map(String.init)
        guard !parameters.isEmpty, !parameters.contains(name), parameters.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isWord) })
        else { return function }
        let bytes = Array(function.utf8)
        let (names, words) = uses(in: bytes)
        var fresh = freshNames(avoiding: words.union(avoid).union(keywords)).makeIterator()
        var renamed: [String: String] = [:]
        for parameter in parameters where renamed[parameter] == nil {
            guard let short = fresh.next() else { break }
            if short.utf8.count < parameter.utf8.count { renamed[parameter] = short }
        }
        return replaced(bytes, names, renamed)
    }

    /// `bytes` with each use of a renamed word written with its new name (a shorthand as `key:name`).
    private static func replaced(_ bytes: [UInt8], _ names: [Use], _ renamed: [String: String]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var at = 0
        for use in names where use.kind != .key {
            guard let short = renamed[use.word] else { continue }
            out += bytes[at..<use.range.lowerBound]
            out += Array(((use.kind == .shorthand ? use.word + ":" : "") + short).utf8)
            at = use.range.upperBound
        }
        out += bytes[at...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Names of one letter, then two, that are none of `avoiding` (3,000 and more: the matcher declares about 250).
    private static func freshNames(avoiding: Set<String>) -> [String] {
        let first = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$").map(String.init)
        let rest = first + Array("0123456789").map(String.init)
        return (first + first.flatMap { a in rest.map { a + $0 } }).filter { !avoiding.contains($0) }
    }
}
