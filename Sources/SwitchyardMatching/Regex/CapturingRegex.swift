// CapturingRegex: SegmentRegex's language with named groups that report what they matched, for rewrite
// rules (ADR 0023). Still linear time: the whole text is checked with SegmentRegex, then the text is cut
// at the groups with one Thompson simulation per piece of the regex (two passes over the text per piece).
//
// Named groups stand at the top level of the regex: not inside another group, an alternation or a
// repetition. That is what lets the regex be cut into a concatenation of pieces
// (plain, group, plain, group, …, plain) whose boundaries fix the captures.

/// A regular expression that must match a whole text, whose named groups (`(?<id>[0-9]+)`) say what
/// they matched. The syntax is ``SegmentRegex``'s; matching runs in time linear in the text's length.
///
/// ```swift
/// let regex = try CapturingRegex(#"^https://m\.shop\.example/p/(?<id>[0-9]+)$"#)
/// regex.captures(in: "https://m.shop.example/p/42")   // ["id": "42"]
/// regex.captures(in: "https://m.shop.example/p/x")    // nil
/// ```
///
/// When a text can be cut in several ways, earlier groups take as much as they can (as a backtracking
/// engine's greedy quantifiers would): `(?<a>.*)(?<b>.*)` gives `a` the whole text.
package struct CapturingRegex: Sendable, CustomStringConvertible {
    /// The pattern text as written.
    package let source: String
    /// The named groups, in the order they open.
    package let groupNames: [String]

    private let whole: SegmentRegex
    /// The regex cut at its named groups: `groups[k]` names the group that `pieces[k]` is, or `nil`.
    private let pieces: [CompiledRegexProgram]
    private let groups: [String?]

    /// Parses and compiles `source`.
    ///
    /// - Throws: `RegexSyntaxError` locating the offending character (offset in Unicode scalars): the
    ///   syntax ``SegmentRegex`` refuses, a named group that is nested, repeated or in a top-level
    ///   alternation, and a name used twice.
    package init(_ source: String) throws(RegexSyntaxError) {
        whole = try SegmentRegex(source)
        let layout = try RegexLayout(source)
        var parser = RegexParser(source)
        let positions = Self.positions(try parser.parse())
        guard positions <= Self.maximumPositions else {
            throw RegexSyntaxError(offset: 0, message: MatchingText.regexTooManyPositions(limit: Self.maximumPositions, count: positions))
        }
        var pieces: [CompiledRegexProgram] = []
        for piece in layout.pieces {
            let prefix = layout.caseInsensitive ? "(?i)" : ""
            do {
                var parser = RegexParser(prefix + piece.text)
                pieces.append(try CompiledRegexProgram(ast: try parser.parse()))
            } catch {
                // The whole regex parsed, so a piece does too; should it not, say where.
                let offset = max(0, error.offset - prefix.unicodeScalars.count) + piece.offset
                throw RegexSyntaxError(offset: offset, message: error.message)
            }
        }
        self.source = source
        self.pieces = pieces
        self.groups = layout.pieces.map(\.name)
        self.groupNames = layout.pieces.compactMap(\.name)
    }

    /// The most positions a rewrite's regex may have (``positions(_:)``). Its captures cost the text's
    /// length times its positions at worst (every position live at every character), so the limit bounds
    /// that factor as ``RegexLayout/maximumNamedGroups`` bounds the pieces. 256 let the costliest rule take
    /// 140 ms (Swift) to 592 ms (the web module) on a 65,536-byte link, too long for a main thread; 128 halves
    /// that factor (issue #64's residual; the measured times are in the route-table file article).
    package static let maximumPositions = 128

    /// A regex's positions: each character, class or `.` it reads, a repetition's body counted once per
    /// copy it can take (`x{2,5}` 5, `x{3,}` 4, `x+` 2, `x*` and `x?` 1), anchors and `(?i)` none. Written in
    /// the route-table file article, and counted alike by every reader.
    static func positions(_ node: RegexNode) -> Int {
        let ceiling = Int(Int32.max)
        switch node {
        case .empty: return 0
        case .scalar, .set: return 1
        case .concat(let items), .alternation(let items): return items.reduce(0) { min($0 + positions($1), ceiling) }
        case .repetition(let body, let least, let most):
            let (product, overflow) = positions(body).multipliedReportingOverflow(by: most ?? (least + 1))
            return overflow ? ceiling : min(product, ceiling)
        }
    }

    /// What each named group matched, or `nil` when the regex does not match the whole of `text`.
    package func captures(in text: some StringProtocol) -> [String: String]? {
        guard whole.wholeMatch(text) else { return nil }
        let scalars = Array(text.unicodeScalars)
        let input = scalars.map(\.value)
        // Forward, one pass per piece: for each position, the latest start of a match of the piece ending
        // there, given where the piece before can end.
        var latest: [[Int32]] = []
        var reachable = Array(repeating: false, count: input.count + 1)
        reachable[0] = true
        for piece in pieces {
            let starts = Self.latestStarts(piece, input: input, from: reachable)
            latest.append(starts)
            reachable = starts.map { $0 >= 0 }
        }
        // Backward: from the end, each piece starts as late as it can, so earlier pieces take the most.
        var result: [String: String] = [:]
        var end = input.count
        for k in pieces.indices.reversed() {
            let start = Int(latest[k][end])
            guard start >= 0 else { return nil }
            if let name = groups[k] {
                var value = ""
                value.unicodeScalars.append(contentsOf: scalars[start..<end])
                result[name] = value
            }
            end = start
        }
        return result
    }

    /// ``captures(in:)`` with each value's percent escapes decoded (`%20` → space, `%2F` → `/`), as a
    /// route's path captures are: for a URL as written, whose captures a template encodes again.
    ///
    /// ```swift
    /// try CapturingRegex("/s/(?<q>[^/]+)").decodedCaptures(in: "/s/red%20shoes")   // ["q": "red shoes"]
    /// ```
    package func decodedCaptures(in text: some StringProtocol) -> [String: String]? {
        captures(in: text)?.mapValues { PercentDecoding.string($0, plus: false) }
    }

    package var description: String { source }
}
