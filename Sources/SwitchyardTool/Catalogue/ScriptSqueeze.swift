/// The flat join's code lines (ScriptModules.joinFlat, `switchyard gen web`) without what a JavaScript parser
/// skips: the spaces no token needs, inline comments (`/** @type {…} */` casts, a trailing `// why`), the line
/// breaks no statement needs and a `;` before `}`; and each `const` written `let` (the same binding for code that
/// never assigns it again, which `tsc` checks). The module a page loads is then its code and little else (issue
/// #73: the runtime at most 60 KB raw; the sources keep their comments, the `.d.mts` the types).
///
/// It reads the tokens the matcher's sources use, one line at a time: strings in `'` or `"`, regular expression
/// literals (a `/` where an operand may start: after an operator, `(`, `,`, `[`, `!`, … or a keyword such as
/// `return`), comments, words and punctuators. Text inside a string or a regular expression is kept as written.
/// A space stays where the tokens on both sides would otherwise run together (two words, `+ +`, `- -`, a `/`, a
/// number and `.`). A template literal or a comment that does not end on its line is refused (the sources use
/// neither): the join then fails, as it does for a form it does not read, rather than writing other code.
package enum ScriptSqueeze {
    /// A line the squeeze does not read, and why.
    package struct Unsupported: Error {
        package let reason: String
    }

    /// Words after which a `/` starts a regular expression, not a division.
    private static let operandKeywords: Set<String> = [
        "return", "typeof", "case", "do", "else", "in", "instanceof", "new", "delete", "void", "throw", "yield", "await", "of",
    ]

    private static func isWord(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            || byte == 0x24 || byte >= 0x80
    }

    /// Whether a space must stay between a token ending in `last` and one starting with `next`.
    private static func needsSpace(_ last: UInt8, _ next: UInt8) -> Bool {
        (isWord(last) && isWord(next)) || (last == next && (last == UInt8(ascii: "+") || last == UInt8(ascii: "-")))
            || (last == UInt8(ascii: "/") && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*")))
            || (last == UInt8(ascii: "<") && next == UInt8(ascii: "!"))
            || (last == UInt8(ascii: "-") && next == UInt8(ascii: ">")) || (last >= 0x30 && last <= 0x39 && next == UInt8(ascii: "."))
    }

    /// What came last, for telling a regular expression's `/` from a division's.
    private enum Last {
        case nothing, operand, word(String), punctuator(UInt8)

        var divides: Bool {
            switch self {
            case .nothing: return false
            case .operand: return true
            case .word(let word): return !ScriptSqueeze.operandKeywords.contains(word)
            case .punctuator(let byte): return byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
            }
        }
    }

    /// One code line squeezed.
    package static func line(_ text: String) throws(Unsupported) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var space = false
        var last = Last.nothing
        var i = 0
        func emit(_ token: ArraySlice<UInt8>) {
            if space, let previous = out.last, let first = token.first, needsSpace(previous, first) { out.append(0x20) }
            space = false
            out += token
        }
        while i < bytes.count {
            let c = bytes[i]
            let next = i + 1 < bytes.count ? bytes[i + 1] : 0
            if c == 0x20 || c == 0x09 {
                space = true
                i += 1
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                let end = try literalEnd(bytes, from: i, closing: c)
                emit(bytes[i..<end])
                last = .operand
                i = end
            } else if c == UInt8(ascii: "`") {
                throw Unsupported(reason: "a template literal")
            } else if c == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                break
            } else if c == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                guard let close = find(bytes, "*/", from: i + 2) else {
                    throw Unsupported(reason: "a comment that does not end on its line")
                }
                space = true
                i = close + 2
                if let inner = castName(bytes, from: i) {
                    emit(bytes[inner])
                    last = .operand
                    i = inner.upperBound + 1
                }
            } else if c == UInt8(ascii: "/") && !last.divides {
                let end = try regexEnd(bytes, from: i)
                emit(bytes[i..<end])
                last = .operand
                i = end
            } else if isWord(c) {
                var end = i
                while end < bytes.count && isWord(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[i..<end], as: UTF8.self)
                emit(word == "const" ? ArraySlice("let".utf8) : bytes[i..<end])
                last = .word(word)
                i = end
            } else {
                // A `;` that ends the last statement of a block: the `}` ends it too.
                if c == UInt8(ascii: "}"), case .punctuator(UInt8(ascii: ";")) = last, out.last == UInt8(ascii: ";") { out.removeLast() }
                emit(bytes[i..<(i + 1)])
                last = .punctuator(c)
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `next` may follow `previous` (both squeezed code lines) on the same line, meaning the same: after
    /// `{`, `;` or `,` (no line break there ends a statement); before `}`; and a word after `)`, `]` or `}`, which
    /// either reads the same or, where a line break would have ended a statement, does not parse (never other code).
    package static func joinable(_ previous: String, _ next: String) -> Bool {
        guard let end = previous.utf8.last, let start = next.utf8.first else { return false }
        if start == UInt8(ascii: "}") || end == UInt8(ascii: "{") || end == UInt8(ascii: ";") || end == UInt8(ascii: ",") { return true }
        return isWord(start) && (end == UInt8(ascii: ")") || end == UInt8(ascii: "]") || end == UInt8(ascii: "}"))
    }

    /// `next` after `previous` on one line (they are `joinable`), a `;` that ends `previous` left out before a `}`.
    package static func joined(_ previous: String, _ next: String) -> String {
        previous.hasSuffix(";") && next.hasPrefix("}") ? String(previous.dropLast()) + next : previous + next
    }

    /// A cast's parentheses around a name or a chain of properties (`/** @type {T} */ (a.b)`), from `start`
    /// (after the comment): what they hold, which reads the same without them; nil for anything else.
    private static func castName(_ bytes: [UInt8], from start: Int) -> Range<Int>? {
        var open = start
        while open < bytes.count && bytes[open] == 0x20 { open += 1 }
        guard open + 1 < bytes.count, bytes[open] == UInt8(ascii: "("), isWord(bytes[open + 1]),
            !(bytes[open + 1] >= 0x30 && bytes[open + 1] <= 0x39)
        else { return nil }
        var end = open + 1
        while end < bytes.count && (isWord(bytes[end]) || bytes[end] == UInt8(ascii: ".")) { end += 1 }
        return end < bytes.count && bytes[end] == UInt8(ascii: ")") ? (open + 1)..<end : nil
    }

    private static func literalEnd(_ bytes: [UInt8], from start: Int, closing: UInt8) throws(Unsupported) -> Int {
        var k = start + 1
        while k < bytes.count {
            if bytes[k] == UInt8(ascii: "\\") {
                k += 2
                continue
            }
            if bytes[k] == closing { return k + 1 }
            k += 1
        }
        throw Unsupported(reason: "a string that does not end on its line")
    }

    private static func regexEnd(_ bytes: [UInt8], from start: Int) throws(Unsupported) -> Int {
        var k = start + 1
        var inClass = false
        while k < bytes.count {
            let c = bytes[k]
            if c == UInt8(ascii: "\\") {
                k += 2
                continue
            }
            if c == UInt8(ascii: "[") { inClass = true }
            if c == UInt8(ascii: "]") { inClass = false }
            if c == UInt8(ascii: "/") && !inClass {
                k += 1
                while k < bytes.count && isWord(bytes[k]) { k += 1 }
                return k
            }
            k += 1
        }
        throw Unsupported(reason: "a regular expression that does not end on its line")
    }

    private static func find(_ bytes: [UInt8], _ needle: String, from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        var k = start
        while k + pattern.count <= bytes.count {
            if Array(bytes[k..<(k + pattern.count)]) == pattern { return k }
            k += 1
        }
        return nil
    }
}
