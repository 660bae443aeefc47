/// What the tools need of a pattern's text that the matcher does not publish: each capture with its
/// constraint and offset, and the concrete patterns its optional groups expand to. The pattern has already
/// been parsed by the table (so it is well formed); this reads the same grammar shallowly.
struct PatternScan {
    enum Constraint: Equatable {
        /// `:id`
        case plain
        /// `<int:id>`: the type's name.
        case typed(String)
        /// `:id([0-9]+)`: the expression.
        case regex(String)
        /// `*rest`, `<path:rest>` or a bare `*`.
        case wildcard
    }

    struct Capture: Equatable {
        var name: String
        var constraint: Constraint
        /// Offset of the capture's first character (`:`, `<` or `*`) in the pattern, in Unicode scalars.
        var offset: Int
        /// Offset of a regex's first character, for `regex` captures.
        var regexOffset: Int?
    }

    let text: String
    private(set) var captures: [Capture] = []
    /// The texts the optional groups expand to, all groups present first (at most 64).
    private(set) var expansions: [String] = []

    init(_ text: String) {
        self.text = text
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var index = 0
        scan(scalars, &index, into: &pieces, depth: 0)
        expansions = Self.expand(pieces).prefix(64).map { String(String.UnicodeScalarView($0)) }
    }

    /// A pattern as literal runs and optional groups.
    private indirect enum Piece {
        case text([Unicode.Scalar])
        case group([Piece])
    }

    private mutating func scan(_ s: [Unicode.Scalar], _ i: inout Int, into pieces: inout [Piece], depth: Int) {
        var run: [Unicode.Scalar] = []
        while i < s.count {
            let c = s[i]
            if c == ")" && depth > 0 { i += 1; break }
            if c == "(" {
                if !run.isEmpty { pieces.append(.text(run)); run = [] }
                i += 1
                var inner: [Piece] = []
                scan(s, &i, into: &inner, depth: depth + 1)
                pieces.append(.group(inner))
                continue
            }
            let start = i
            if c == "<", let close = s[i...].firstIndex(of: ">") {
                let body = String(String.UnicodeScalarView(s[(i + 1)..<close]))
                let parts = body.split(separator: ":", maxSplits: 1)
                if parts.count == 2 {
                    let constraint: Constraint = parts[0] == "path" ? .wildcard : .typed(String(parts[0]))
                    captures.append(Capture(name: String(parts[1]), constraint: constraint, offset: start))
                }
                run += s[i...close]
                i = close + 1
                continue
            }
            if c == ":" || (c == "*" && (i == 0 || s[i - 1] == "/")) {
                i += 1
                let nameStart = i
                while i < s.count, s[i].properties.isAlphabetic || s[i].properties.numericType != nil || s[i] == "_" { i += 1 }
                let name = String(String.UnicodeScalarView(s[nameStart..<i]))
                if c == ":", name.first?.isNumber ?? false {
                    run += s[start..<i]  // a port, not a capture
                    continue
                }
                if c == "*" {
                    captures.append(Capture(name: name, constraint: .wildcard, offset: start))
                } else if i < s.count, s[i] == "(" {
                    let (regex, end) = Self.balanced(s, from: i)
                    captures.append(Capture(name: name, constraint: .regex(regex), offset: start, regexOffset: i + 1))
                    i = end
                } else if !name.isEmpty {
                    captures.append(Capture(name: name, constraint: .plain, offset: start))
                }
                run += s[start..<i]
                continue
            }
            run.append(c)
            i += 1
        }
        if !run.isEmpty { pieces.append(.text(run)) }
    }

    /// The expression inside the parenthesis at `open`, and the index after its closing parenthesis.
    private static func balanced(_ s: [Unicode.Scalar], from open: Int) -> (String, Int) {
        var depth = 0, i = open, inClass = false
        while i < s.count {
            let c = s[i]
            if c == "\\" { i += 2; continue }
            if inClass {
                if c == "]" { inClass = false }
            } else if c == "[" {
                inClass = true
            } else if c == "(" {
                depth += 1
            } else if c == ")" {
                depth -= 1
                if depth == 0 { return (String(String.UnicodeScalarView(s[(open + 1)..<i])), i + 1) }
            }
            i += 1
        }
        return (String(String.UnicodeScalarView(s[(open + 1)...])), s.count)
    }

    /// Every expansion, groups present before absent.
    private static func expand(_ pieces: [Piece]) -> [[Unicode.Scalar]] {
        var results: [[Unicode.Scalar]] = [[]]
        for piece in pieces {
            switch piece {
            case .text(let run): results = results.map { $0 + run }
            case .group(let inner):
                let present = expand(inner)
                results = results.flatMap { prefix in present.map { prefix + $0 } + [prefix] }
            }
            if results.count > 256 { results = Array(results.prefix(256)) }
        }
        return results
    }

    /// Whether a rewrite's `from` is a full URL with a scheme (a link from outside the app), not a relative path.
    static func isExternal(_ pattern: String) -> Bool {
        guard let colon = pattern.firstIndex(of: ":"), pattern[colon...].hasPrefix("://") else { return false }
        return !pattern[..<colon].contains("/")
    }
}
