import SwitchyardToolCore
import Foundation
import SwitchyardMatching

/// One concrete form of a route pattern's path (after `scheme://host`, no optional groups left), as the
/// platforms' link files write it: they know no captures. Apple's `applinks` components take `*` and `?`,
/// Android's `pathPattern` takes `.` and `.*`. The pattern is read by ``PatternOutline``.
///
/// ```swift
/// let variants = LinkVariant.variants(of: "/goods/<int:id>/reviews(/<int:page>)")
/// variants.map(\.aasaPath)       // ["/goods/*/reviews/*", "/goods/*/reviews"]
/// variants.map(\.androidPath)    // ["/goods/.*/reviews/.*", "/goods/.*/reviews"]
/// ```
package struct LinkVariant: Equatable {
    /// A piece of a form: a literal character, or a capture (any kind; an optional group written as one).
    enum Token: Equatable {
        case literal(Character)
        case capture
    }

    var path: [Token]
    /// What follows `#`, for a hash route (`/app#/cart/:tab`).
    var fragment: [Token]?

    /// Patterns with more concrete forms than this are written with each optional group as `*`.
    static let maxVariants = 8

    /// The concrete forms of `path` (a pattern's text after `scheme://host`): every combination of optional
    /// groups (present before absent) when there are at most ``maxVariants``, otherwise one form with each
    /// group as a capture (`*`). Duplicates removed.
    package static func variants(of path: String) -> [LinkVariant] {
        var result: [LinkVariant] = []
        for form in forms(of: path) {
            for variant in variants(ofForm: form) where !result.contains(variant) { result.append(variant) }
        }
        return result
    }

    /// The concrete forms of a path's pieces (`variants(of:)` before each becomes a variant).
    static func forms(of path: String) -> [[PatternOutline.Piece]] {
        let outline = PatternOutline(path)
        return outline.forms(limit: maxVariants) ?? [outline.pieces]
    }

    /// The variants of one form: itself, and, when it ends in a trailing wildcard that may take no segment
    /// (`*`, `*rest`), the form without it too (`/docs/*rest` claims `/docs/*` and `/docs`), since the route
    /// matches both. `<path:rest>` needs a segment: only `/docs/*`.
    static func variants(ofForm form: [PatternOutline.Piece]) -> [LinkVariant] {
        var forms = [form]
        if case .capture(let last) = form.last, last.constraint == .wildcard, !last.text.hasPrefix("<path:") {
            var without = Array(form.dropLast())
            if case .literal(let text) = without.last, text.hasSuffix("/") {
                without[without.count - 1] = .literal(String(text.dropLast()))
            }
            forms.append(without)
        }
        return forms.map(variant)
    }

    /// A form as a variant: its literal text (`\\` escapes resolved) and captures, split at the `#` of a hash route.
    static func variant(_ form: [PatternOutline.Piece]) -> LinkVariant {
        var tokens: [Token] = []
        var hash: Int?
        for piece in form {
            switch piece {
            case .literal(let text):
                var escaped = false
                for c in text {
                    if c == "\\" && !escaped {
                        escaped = true
                        continue
                    }
                    if c == "#" && !escaped && hash == nil { hash = tokens.count }
                    tokens.append(.literal(c))
                    escaped = false
                }
            case .capture, .group: tokens.append(.capture)
            }
        }
        guard let hash else { return LinkVariant(path: tokens, fragment: nil) }
        return LinkVariant(path: Array(tokens[..<hash]), fragment: Array(tokens[(hash + 1)...]))
    }

    /// The `/` value of an `applinks` component: literals as written, each capture `*`.
    package var aasaPath: String { Self.aasa(path) }
    /// The `#` value of an `applinks` component, for a hash route.
    package var aasaFragment: String? { fragment.map { $0.isEmpty ? "" : Self.aasa($0) } }
    /// An Android `pathPattern`, as written in XML: each capture `.*`, a literal `.` or `*` escaped as
    /// `\\.` (the resource compiler reads one backslash away). The fragment plays no part on Android.
    package var androidPath: String { Self.android(path) }

    /// Whether this variant's `applinks` component matches a sample URL of `other` (each capture
    /// filled with `1`): a component listed before `other`'s would take its links.
    func catches(_ other: LinkVariant) -> Bool {
        func sample(_ text: String) -> String { text.replacingOccurrences(of: "*", with: "1") }
        guard Self.glob(aasaPath, matches: sample(other.aasaPath)) else { return false }
        guard let fragment = aasaFragment else { return true }
        return other.aasaFragment.map { Self.glob(fragment, matches: sample($0)) } ?? false
    }

    /// Apple's component matching: `*` any run of characters, `?` one character, the rest literally.
    package static func glob(_ pattern: String, matches text: String) -> Bool {
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
            case .capture: if !text.hasSuffix("*") { text += "*" }
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
            case .capture: if !text.hasSuffix(".*") { text += ".*" }
            }
        }
        return text.isEmpty ? "/" : text
    }
}
