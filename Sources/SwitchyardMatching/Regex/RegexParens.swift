// A regex's parentheses read from its text, once for every reader of them: the pattern parser finding where a
// capture's `(regex)` ends, a rewrite regex's named groups (`RegexLayout`) and literal beginning (`RegexWeight`),
// the tools' pattern outline and link claims, a document's budget. One reading for all: an escape (`\` and the
// scalar after it) is never structure, nor is anything inside a class `[...]`, which its first unescaped `]`
// closes. Free functions over a scalar reader, not a type: an app pays no metadata for them (ADR 0031), and the
// pattern parser reads its ASCII bytes through the same code as others read scalars.

/// The offset of the next `(`, `)` or `|` of a regex at or after `index` and before `end`, outside escapes and
/// classes, moving `index` past it; `nil` at the end (an escape's `\` on the last scalar moves `index` one past
/// `end`). `inClass` carries whether `index` is inside a class from one call to the next; `scalar` reads the
/// scalar at an offset.
///
/// ```swift
/// let regex = Array(#"a(?:b|[(])\)"#.unicodeScalars)
/// var index = 0, inClass = false
/// while let k = nextRegexParen(&index, before: regex.count, inClass: &inClass, { regex[$0] }) { print(k) }   // 1, 5, 9
/// ```
package func nextRegexParen(
    _ index: inout Int, before end: Int, inClass: inout Bool, _ scalar: (Int) -> Unicode.Scalar
) -> Int? {
    while index < end {
        let k = index
        let c = scalar(k)
        if c == "\\" {
            index += 2
            continue
        }
        index += 1
        if inClass {
            if c == "]" { inClass = false }
        } else if c == "[" {
            inClass = true
        } else if c == "(" || c == ")" || c == "|" {
            return k
        }
    }
    return nil
}

/// The offset of the `)` that closes the `(` at `open`, reading no further than `end`; `nil` when none does.
package func closingRegexParen(from open: Int, before end: Int, _ scalar: (Int) -> Unicode.Scalar) -> Int? {
    var index = open
    var inClass = false
    var depth = 0
    while let k = nextRegexParen(&index, before: end, inClass: &inClass, scalar) {
        let c = scalar(k)
        if c == "(" {
            depth += 1
        } else if c == ")" {
            depth -= 1
            if depth == 0 { return k }
        }
    }
    return nil
}

/// Whether a `|` of `scalars` stands outside every group and class (a `)` with no group open closes none).
package func hasTopLevelRegexBar(_ scalars: [Unicode.Scalar]) -> Bool {
    var index = 0
    var inClass = false
    var depth = 0
    while let k = nextRegexParen(&index, before: scalars.count, inClass: &inClass, { scalars[$0] }) {
        switch scalars[k] {
        case "(": depth += 1
        case ")": depth = max(0, depth - 1)
        default: if depth == 0 { return true }
        }
    }
    return false
}

/// Whether the `(` at `k` opens a named group `(?<name>`: not a capture `(`, a non-capturing `(?:`, options
/// `(?i)`, a lookahead `(?=` `(?!` or a lookbehind `(?<=` `(?<!`.
package func opensNamedRegexGroup(_ scalars: [Unicode.Scalar], at k: Int) -> Bool {
    k + 3 < scalars.count && scalars[k + 1] == "?" && scalars[k + 2] == "<" && scalars[k + 3] != "=" && scalars[k + 3] != "!"
}
