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

    /// What each named group matched, or `nil` when the regex does not match the whole of `text`.
    package func captures(in text: some StringProtocol) -> [String: String]? {
        guard whole.wholeMatch(text) else { return nil }
        let scalars = Array(text.unicodeScalars)
        let input = scalars.map(\.value)
        // Forward: where each piece can end, given where the one before can.
        var reachable: [[Bool]] = [Array(repeating: false, count: input.count + 1)]
        reachable[0][0] = true
        for piece in pieces {
            let starts = Self.latestStarts(piece, input: input, from: reachable[reachable.count - 1], through: input.count)
            reachable.append(starts.map { $0 >= 0 })
        }
        // Backward: from the end, each piece starts as late as it can, so earlier pieces take the most.
        var result: [String: String] = [:]
        var end = input.count
        for k in pieces.indices.reversed() {
            let start = Self.latestStarts(pieces[k], input: input, from: reachable[k], through: end)[end]
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

    /// For each position `p` up to `limit`: the latest start `s` (with `starts[s]`) such that `program`
    /// matches `input[s..<p]`, or -1. A Thompson simulation whose threads carry their start: threads are
    /// kept in decreasing order of start, so the first to reach a state is the one to keep.
    static func latestStarts(_ program: CompiledRegexProgram, input: [UInt32], from starts: [Bool], through limit: Int) -> [Int] {
        let code = program.instructions
        var best = Array(repeating: -1, count: limit + 1)
        var seen = Array(repeating: -1, count: code.count)
        var current: [(pc: Int, start: Int)] = []
        let lastStart = starts[...limit].lastIndex(of: true) ?? -1
        for position in 0...limit {
            var next: [(pc: Int, start: Int)] = []
            var matched = -1
            func add(_ pc: Int, start: Int) {
                var stack = [pc]
                while let top = stack.popLast() {
                    guard seen[top] != position else { continue }
                    seen[top] = position
                    let instruction = code[top]
                    switch instruction.op {
                    case .jump: stack.append(Int(instruction.x))
                    case .split: stack.append(Int(instruction.y)); stack.append(Int(instruction.x))
                    case .match: if matched < 0 { matched = start }
                    case .scalar, .set, .any: next.append((top, start))
                    }
                }
            }
            if starts[position] { add(0, start: position) }
            if position > 0 {
                let scalar = input[position - 1]
                for thread in current where program.accepts(code[thread.pc], scalar) { add(thread.pc + 1, start: thread.start) }
            }
            best[position] = matched
            current = next
            if current.isEmpty, position >= lastStart { break }
        }
        return best
    }
}
