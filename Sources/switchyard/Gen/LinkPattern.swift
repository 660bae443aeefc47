import Foundation

/// A route pattern's path (after `scheme://host`) read for the platforms' link files, which know no
/// captures: Apple's `applinks` components take `*` and `?`, Android's `pathPattern` takes `.` and `.*`.
///
/// ```swift
/// let pattern = LinkPattern("/goods/<int:id>/reviews(/<int:page>)")
/// pattern.variants.map(\.aasaPath)       // ["/goods/*/reviews/*", "/goods/*/reviews"]
/// pattern.variants.map(\.androidPath)    // ["/goods/.*/reviews/.*", "/goods/.*/reviews"]
/// ```
struct LinkPattern {
    /// A piece of a pattern: a literal character, a capture (any kind), or an optional group.
    indirect enum Token: Equatable {
        case literal(Character)
        case capture
        case group([Token])
    }

    /// One concrete form of the pattern (no groups left), with its fragment path for hash routes.
    struct Variant: Equatable {
        var path: [Token]
        /// What follows `#`, for a hash route (`/app#/cart/:tab`).
        var fragment: [Token]?

        /// The `/` value of an `applinks` component: literals as written, each capture `*`.
        var aasaPath: String { Self.aasa(path) }
        /// The `#` value of an `applinks` component, for a hash route.
        var aasaFragment: String? { fragment.map(Self.aasa) }
        /// An Android `pathPattern`, as written in XML: each capture `.*`, a literal `.` or `*` escaped as
        /// `\\.` (the resource compiler reads one backslash away). The fragment plays no part on Android.
        var androidPath: String { Self.android(path) }

        /// Whether this variant's `applinks` component matches a sample URL of `other` (each capture
        /// filled with `1`): a component listed before `other`'s would take its links.
        func catches(_ other: Variant) -> Bool {
            func sample(_ text: String) -> String { text.replacingOccurrences(of: "*", with: "1") }
            guard Self.glob(aasaPath, matches: sample(other.aasaPath)) else { return false }
            guard let fragment = aasaFragment else { return true }
            return other.aasaFragment.map { Self.glob(fragment, matches: sample($0)) } ?? false
        }

        /// Apple's component matching: `*` any run of characters, `?` one character, the rest literally.
        static func glob(_ pattern: String, matches text: String) -> Bool {
            let p = Array(pattern), t = Array(text)
            var reach = [Bool](repeating: false, count: t.count + 1)
            reach[0] = true
            for c in p {
                var next = [Bool](repeating: false, count: t.count + 1)
                for i in 0...t.count where reach[i] {
                    if c == "*" {
                        for j in i...t.count { next[j] = true }
                        break
                    }
                    if i < t.count, c == "?" || c == t[i] { next[i + 1] = true }
                }
                reach = next
            }
            return reach[t.count]
        }

        static func aasa(_ tokens: [Token]) -> String {
            var text = ""
            for token in tokens {
                switch token {
                case .literal(let c): text.append(c)
                case .capture, .group: if !text.hasSuffix("*") { text += "*" }
                }
            }
            return text.isEmpty ? "/" : text
        }

        static func android(_ tokens: [Token]) -> String {
            var text = ""
            for token in tokens {
                switch token {
                case .literal(let c) where c == "." || c == "*" || c == "\\": text += "\\\\" + String(c)
                case .literal(let c): text.append(c)
                case .capture, .group: if !text.hasSuffix(".*") { text += ".*" }
                }
            }
            return text.isEmpty ? "/" : text
        }
    }

    /// Patterns with more concrete forms than this are written with each optional group as `*`.
    static let maxVariants = 8

    let tokens: [Token]

    init(_ path: String) {
        var index = path.startIndex
        tokens = Self.tokens(path, &index, inGroup: false)
    }

    /// The concrete forms: every combination of optional groups (present before absent) when there are at
    /// most ``maxVariants``, otherwise one form with each group as a capture (`*`). Duplicates removed.
    var variants: [Variant] {
        let flat = Self.expand(tokens, limit: Self.maxVariants + 1)
        let forms = flat.count <= Self.maxVariants ? flat : [tokens.map { if case .group = $0 { return .capture } else { return $0 } }]
        var result: [Variant] = []
        for form in forms {
            let variant: Variant
            if let hash = form.firstIndex(of: .literal("#")) {
                variant = Variant(path: Array(form[..<hash]), fragment: Array(form[(hash + 1)...]))
            } else {
                variant = Variant(path: form, fragment: nil)
            }
            if !result.contains(variant) { result.append(variant) }
        }
        return result
    }

    /// The pattern's tokens: `:name`, `:name(regex)`, `:` alone (unnamed), `<type:name>` and `*name` at the
    /// start of a segment are captures; `(` elsewhere opens an optional group.
    private static func tokens(_ s: String, _ i: inout String.Index, inGroup: Bool) -> [Token] {
        var result: [Token] = []
        while i < s.endIndex {
            let c = s[i]
            let atSegmentStart = i == s.startIndex || s[s.index(before: i)] == "/"
            if c == ")" && inGroup { s.formIndex(after: &i); return result }
            if c == "(" {
                s.formIndex(after: &i)
                result.append(.group(tokens(s, &i, inGroup: true)))
            } else if c == "<", let close = s[i...].firstIndex(of: ">") {
                result.append(.capture)
                i = s.index(after: close)
            } else if c == ":" || (c == "*" && atSegmentStart) {
                s.formIndex(after: &i)
                while i < s.endIndex, s[i].isLetter || s[i].isNumber || s[i] == "_" { s.formIndex(after: &i) }
                if c == ":", i < s.endIndex, s[i] == "(" { skipBalanced(s, &i) }
                result.append(.capture)
            } else {
                result.append(.literal(c))
                s.formIndex(after: &i)
            }
        }
        return result
    }

    /// Moves `i` past the parenthesised expression that starts at it (brackets and escapes respected).
    private static func skipBalanced(_ s: String, _ i: inout String.Index) {
        var depth = 0, inClass = false
        while i < s.endIndex {
            let c = s[i]
            s.formIndex(after: &i)
            if c == "\\" { if i < s.endIndex { s.formIndex(after: &i) }; continue }
            if inClass { if c == "]" { inClass = false }; continue }
            if c == "[" {
                inClass = true
            } else if c == "(" {
                depth += 1
            } else if c == ")" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// Every combination of groups, groups present first; stops growing at `limit`.
    private static func expand(_ tokens: [Token], limit: Int) -> [[Token]] {
        var results: [[Token]] = [[]]
        for token in tokens {
            if case .group(let inner) = token {
                let present = expand(inner, limit: limit)
                results = results.flatMap { prefix in present.map { prefix + $0 } + [prefix] }
                if results.count > limit { return Array(results.prefix(limit)) }
            } else {
                results = results.map { $0 + [token] }
            }
        }
        return results
    }
}
