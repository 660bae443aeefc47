import Switchyard
import SwitchyardConfig

/// What one routing document may cost, as a whole (DynamicRouting, "A document's budget"): a pattern's and a
/// regex's own limits bound one rule, these bound the document, so that a signed megabyte cannot make every link
/// or the apply itself slow. Counted on the parsed JSON, before any pattern is expanded or regex compiled, so a
/// document past them costs no more than its parse. The JVM reader's `DocumentBudget` has the same numbers.
enum DocumentBudget {
    /// Routes, rewrites, redirects, degrades and removals together.
    static let rules = 2_000
    /// Readings of optional groups over the patterns of routes, redirects' `from` and rewrites' `from`
    /// (`/a(/b)(/c)` has 4).
    static let readings = 16_384
    /// The weight of the regex rewrites' regexes and the patterns' capture regexes together
    /// (`CapturingRegex.weight(of:)`; a capture regex's times its pattern's readings).
    static let regexWeight = 48

    /// The first problem, in text order: the rule that takes a count past its budget. `nil` within budget.
    static func problem(_ root: ConfigNode) -> (TextLocation, String)? {
        guard case .object(let members) = root.value else { return nil }
        var rules: [(location: TextLocation, node: ConfigNode, kind: String)] = []
        for member in members where ["routes", "rewrites", "redirects", "degrades", "remove"].contains(member.key) {
            guard case .array(let items) = member.value.value else { continue }
            for item in items { rules.append((item.location, item, member.key)) }
        }
        rules.sort { $0.location < $1.location }
        var found: [(TextLocation, String)] = []
        if rules.count > Self.rules {
            found.append((rules[Self.rules].location, DocumentText.budgetRules(limit: Self.rules, count: Self.rules + 1)))
        }
        var readings = 0
        for rule in rules {
            // Degrades and removals name routes of the table: they add no readings.
            guard ["routes", "redirects", "rewrites"].contains(rule.kind),
                let pattern = string(rule.node, rule.kind == "routes" ? "pattern" : "from")
            else { continue }
            readings = min(readings + Self.readings(of: pattern), Int(Int32.max))
            if readings > Self.readings {
                found.append((rule.location, DocumentText.budgetReadings(limit: Self.readings, count: readings)))
                break
            }
        }
        var weight = 0
        weighing: for rule in rules where ["routes", "redirects", "rewrites"].contains(rule.kind) {
            // A route's, a redirect's or a pattern rewrite's capture regexes run on a link as a regex rewrite's
            // regex does, so they share its weight; a pattern's readings may each place a capture regex at a trie
            // node of its own, all tried on one segment, so each weighs its regex's weight times them. The count
            // stops as soon as it passes.
            var regexes: [(source: String, times: Int)] = []
            if let pattern = string(rule.node, rule.kind == "routes" ? "pattern" : "from") {
                let found = captureRegexes(in: pattern)
                let times = found.isEmpty ? 1 : Self.readings(of: pattern)
                regexes = found.map { ($0, times) }
            }
            if rule.kind == "rewrites", let regex = string(rule.node, "regex") { regexes.append((regex, 1)) }
            for regex in regexes {
                weight += min(CapturingRegex.weight(of: regex.source) * regex.times, Int(Int32.max))
                if weight > regexWeight {
                    found.append((rule.location, Self.regexMessage(weight)))
                    break weighing
                }
            }
        }
        return found.min { $0.0 < $1.0 }
    }

    /// What one match of a URL spends per byte of a link's allowance on the document's capture regexes (ADR 0051,
    /// decision 6): its pattern rewrites' `from` (each rewrite step), its routes' `pattern` and redirects' `from`
    /// (each leg's match), each capture regex its weight times its pattern's readings, as the budget counts them.
    /// `nil` when the document has none.
    static func captureWeights(_ document: RoutingDocument, label: String) -> CaptureWeights? {
        let rewrites = document.rewrites.filter { $0.kind == .pattern }.map(\.from)
        let routes = document.routes.map(\.pattern) + document.redirects.map(\.from)
        let weights = (rewrites: captureWeight(of: rewrites), routes: captureWeight(of: routes))
        guard weights.rewrites > 0 || weights.routes > 0 else { return nil }
        return CaptureWeights(rewrites: weights.rewrites, routes: weights.routes, label: label)
    }

    /// The capture regexes' weight of `patterns` together, each times its pattern's readings (saturating).
    static func captureWeight(of patterns: [String]) -> Int {
        var weight = 0
        for pattern in patterns {
            let found = captureRegexes(in: pattern)
            guard !found.isEmpty else { continue }
            let readings = readings(of: pattern)
            for regex in found { weight = min(weight + min(CapturingRegex.weight(of: regex) * readings, Int(Int32.max)), Int(Int32.max)) }
        }
        return weight
    }

    static func regexMessage(_ weight: Int) -> String {
        DocumentText.budgetRegex(limit: regexWeight, count: weight)
    }

    /// The capture regexes of a pattern in text order (`[0-9]+` of `:id([0-9]+)`), found as the pattern parser
    /// finds them: escapes and `<…>` placeholders skipped.
    static func captureRegexes(in pattern: String) -> [String] {
        let text = Array(pattern.unicodeScalars)
        var found: [String] = []
        var i = 0
        while i < text.count {
            guard let unit = skipped(text, at: i) else {
                i += 1
                continue
            }
            if let open = unit.regexOpen {
                found.append(String(String.UnicodeScalarView(text[(open + 1)..<min(unit.end - 1, text.count)])))
            }
            i = unit.end
        }
        return found
    }

    private static func string(_ node: ConfigNode, _ key: String) -> String? {
        guard case .object(let members) = node.value, let member = members.first(where: { $0.key == key }),
            case .string(let text) = member.value.value
        else { return nil }
        return text
    }

    /// The readings of a pattern's optional groups: each group multiplies what surrounds it by its own
    /// readings plus one (`/a(/b(/c))` has 3), counted on the text as the pattern parser nests groups:
    /// escapes, `<type:name>` and a capture's `(regex)` are not groups. Saturates at `Int32.max`.
    static func readings(of pattern: String) -> Int {
        let scalars = Array(pattern.unicodeScalars)
        var position = 0
        return sequenceReadings(scalars, &position, depth: 0)
    }

    private static func sequenceReadings(_ text: [Unicode.Scalar], _ position: inout Int, depth: Int) -> Int {
        let ceiling = Int(Int32.max)
        var count = 1
        while position < text.count {
            switch text[position] {
            case ")":
                if depth > 0 { return count }
                position += 1
            case "(":
                position += 1
                // Deeper than the pattern parser allows is refused when applied; the count stops growing there.
                let inner = depth < 255 ? sequenceReadings(text, &position, depth: depth + 1) : 1
                if position < text.count { position += 1 }
                count = min(count.multipliedReportingOverflow(by: inner + 1).overflow ? ceiling : count * (inner + 1), ceiling)
            case "/", "#": position += 1
            default: position = structural(text, from: position)
            }
        }
        return count
    }

    /// The index of the first of `/ ( ) #` at or after `from` outside escapes, placeholders and a capture's
    /// regex (`:id([0-9]+)`, not `:id(/more)`), or the end.
    private static func structural(_ text: [Unicode.Scalar], from: Int) -> Int {
        var i = from
        while i < text.count {
            if let unit = skipped(text, at: i) {
                i = unit.end
            } else if "/()#".unicodeScalars.contains(text[i]) {
                return i
            } else {
                i += 1
            }
        }
        return min(i, text.count)
    }

    /// Where the unit at `i` ends when it is one the pattern parser reads whole (an escape, a `<type:name>`
    /// placeholder, a capture's `(regex)`, with where that regex's `(` is); `nil` for any other scalar.
    private static func skipped(_ text: [Unicode.Scalar], at i: Int) -> (end: Int, regexOpen: Int?)? {
        switch text[i] {
        case "\\": return (i + 2, nil)
        case "<": return ((text[i...].firstIndex(of: ">") ?? text.count - 1) + 1, nil)
        case ":": return regexOpening(text, colon: i).map { (regexEnd(text, open: $0), $0) }
        default: return nil
        }
    }

    /// Where the `(` of a capture's regex is, when one follows the name after `colon`.
    private static func regexOpening(_ text: [Unicode.Scalar], colon: Int) -> Int? {
        var end = colon + 1
        while end < text.count, text[end].isASCII, text[end].properties.isAlphabetic || ("0"..."9").contains(text[end]) || text[end] == "_"
        {
            end += 1
        }
        guard end > colon + 1, end < text.count, text[end] == "(", !(end + 1 < text.count && text[end + 1] == "/") else { return nil }
        return end
    }

    /// The index after the `)` that closes the regex opening at `open` (`closingRegexParen`), or past the end.
    private static func regexEnd(_ text: [Unicode.Scalar], open: Int) -> Int {
        (closingRegexParen(from: open, before: text.count) { text[$0] } ?? text.count) + 1
    }
}
