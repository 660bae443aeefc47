/// The capture offsets found in one segment: `[start, end)` within the decoded segment.
package struct CaptureSlot {
    var segment: Int32
    var start: Int32
    var end: Int32
    /// Whether the capture is the whole segment (its raw bytes can then be decoded later).
    var whole: Bool
}

/// A parameter type as a pattern refers to it: its name and which registration of the name.
package struct TypeKey: Hashable {
    package var name: String
    package var registration: Int

    package init(name: String, registration: Int) {
        self.name = name
        self.registration = registration
    }
}

/// A dynamic segment's shape, shared by every route that has it (names differ per route).
package struct SegmentMatcher: Sendable {
    package enum Check: Sendable {
        case any
        case type(ParameterType)
        case regex(SegmentRegex)
        /// The empty value, or one the check accepts (``RoutePattern/Constraint/orEmpty(_:)``).
        indirect case orEmpty(Check)

        @inline(__always)
        package func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            if bytes.isEmpty { return mayBeEmpty }
            switch self {
            case .any: return true
            case .type(let type): return type.accepts(bytes)
            case .regex(let regex): return regex.wholeMatch(bytes)
            case .orEmpty(let check): return check.accepts(bytes)
            }
        }

        var mayBeEmpty: Bool {
            if case .orEmpty = self { return true }
            return false
        }

        /// The check a non-empty value meets.
        var nonEmpty: Check {
            if case .orEmpty(let check) = self { return check }
            return self
        }
    }

    package enum Piece: Sendable {
        case literal([UInt8])
        case capture(Check)
    }

    package let pieces: [Piece]
    /// For a whole-segment capture: a check that needs no payload (so matching retains nothing).
    let fast: Fast
    package let captureCount: Int
    /// One capture and nothing else.
    package let wholeSegment: Bool
    /// ``constrainedRank`` for a constrained capture (typed, regex, or with literal text around it),
    /// ``plainCaptureRank`` for a plain one: constrained edges are tried first.
    package let rank: UInt8
    static let constrainedRank: UInt8 = 1
    package static let plainCaptureRank: UInt8 = 2

    enum Fast: UInt8 {
        case none, any, int, float, uuid
    }

    /// Where a `+` in a segment can change what the captures' checks say when a raw `+` is a space in a
    /// value (`decodePlus`): nowhere (plain captures, `<string:…>` and `<uuid:…>` accept a space as they
    /// accept a plus, or refuse both), only as the first byte (`<int:…>`: a sign), or anywhere.
    enum PlusJudgement: UInt8 {
        case never, leading, anywhere
    }

    /// Where a `+` can change this matcher's answer (see ``PlusJudgement``).
    let plusJudgement: PlusJudgement

    /// A matcher of these pieces (a compiled table's, read back without a pattern).
    package init(pieces: [Piece]) {
        var constrained = false
        var captures = 0
        for piece in pieces {
            switch piece {
            case .literal: constrained = true
            case .capture(let check):
                if case .any = check {} else { constrained = true }
                captures += 1
            }
        }
        self.pieces = pieces
        self.captureCount = captures
        self.wholeSegment = pieces.count == 1 && captures == 1
        self.rank = constrained ? Self.constrainedRank : Self.plainCaptureRank
        var fast = Fast.none
        if wholeSegment, case .capture(let check) = pieces[0] {
            switch check {
            case .any: fast = .any
            case .type(let type):
                switch type.check {
                case .int: fast = .int
                case .float: fast = .float
                case .uuid: fast = .uuid
                case .string: fast = .any
                case .custom: fast = .none
                }
            case .regex, .orEmpty: fast = .none
            }
        }
        self.fast = fast
        self.plusJudgement = Self.plusJudgement(pieces, fast: fast)
    }

    private static func plusJudgement(_ pieces: [Piece], fast: Fast) -> PlusJudgement {
        switch fast {
        case .any, .uuid: return .never
        case .int: return .leading
        case .float: return .anywhere
        case .none: break
        }
        for piece in pieces {
            guard case .capture(let check) = piece else { continue }
            switch check.nonEmpty {
            case .any: continue
            case .type(let type):
                if case .string = type.check { continue }
                return .anywhere
            case .regex, .orEmpty: return .anywhere
            }
        }
        return .never
    }

    /// Whether `segment` (as written) has a `+` where ``plusJudgement`` says it can change the answer.
    @inline(__always)
    static func mayJudgePlus(_ judgement: PlusJudgement, _ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        switch judgement {
        case .never: return false
        case .leading: return segment.first == UInt8(ascii: "+")
        case .anywhere: return segment.contains(UInt8(ascii: "+"))
        }
    }

    /// Matches a decoded segment whose captures read it as written (``match(_:values:index:into:at:)``).
    func match(
        _ segment: UnsafeBufferPointer<UInt8>, index: Int32, into out: UnsafeMutableBufferPointer<CaptureSlot>, at offset: Int
    ) -> Bool {
        match(segment, values: segment, index: index, into: out, at: offset)
    }

    /// Matches a decoded segment, writing one slot per capture. Linear in the segment length: an
    /// opening literal is a prefix, a closing literal a suffix, and each capture in between ends at the
    /// first occurrence of the literal that follows it.
    ///
    /// Literal text compares with `segment` (a `+` as written); each capture's check judges the same range
    /// of `values`, the segment as the capture's value reads it (with `decodePlus`, a raw `+` is a space
    /// there), so that a handler never receives a value its constraint did not accept. Both have one length.
    func match(
        _ segment: UnsafeBufferPointer<UInt8>, values: UnsafeBufferPointer<UInt8>, index: Int32,
        into out: UnsafeMutableBufferPointer<CaptureSlot>, at offset: Int
    ) -> Bool {
        if fast != .none { return Self.matchFast(fast, values, index: index, into: out, at: offset) }
        if wholeSegment, case .capture(let check) = pieces[0] {
            guard check.accepts(values) else { return false }
            out[offset] = CaptureSlot(segment: index, start: 0, end: Int32(segment.count), whole: true)
            return true
        }
        var lo = 0
        var hi = segment.count
        var first = 0
        var last = pieces.count
        if case .literal(let prefix) = pieces[0] {
            guard hi - lo >= prefix.count, Self.equal(segment, lo, prefix) else { return false }
            lo += prefix.count
            first = 1
        }
        if last > first, case .literal(let suffix) = pieces[last - 1] {
            guard hi - lo >= suffix.count, Self.equal(segment, hi - suffix.count, suffix) else { return false }
            hi -= suffix.count
            last -= 1
        }
        var position = lo
        var written = 0
        var k = first
        while k < last {
            guard case .capture(let check) = pieces[k] else { return false }
            var captureEnd = hi
            var next = hi
            // A capture that may be empty ends at the first occurrence from where it starts.
            let shortest = check.mayBeEmpty ? 0 : 1
            if k + 1 < last, case .literal(let separator) = pieces[k + 1] {
                guard let found = Self.find(separator, in: segment, from: position + shortest, to: hi) else { return false }
                captureEnd = found
                next = found + separator.count
                k += 2
            } else {
                k += 1
            }
            // A capture is never `.` or `..` (ADR 0003 keeps dot segments from handlers; a whole segment
            // cannot be one, intake refuses them, but a capture beside literal text can).
            guard captureEnd >= position + shortest, !Self.isDotSegment(segment, from: position, to: captureEnd),
                check.accepts(UnsafeBufferPointer(rebasing: values[position..<captureEnd]))
            else { return false }
            out[offset + written] = CaptureSlot(segment: index, start: Int32(position), end: Int32(captureEnd), whole: false)
            written += 1
            position = next
        }
        return position == hi || (last == first && position == lo)
    }

    /// ``match(_:index:into:at:)`` for a matcher whose ``fast`` check is not `.none`. Static, so that the
    /// walk can call it with the matcher's `fast` field alone: calling a method on the matcher in the table's
    /// buffer retained and released its `pieces` array on every dynamic edge tried.
    @inline(__always)
    static func matchFast(
        _ fast: Fast, _ segment: UnsafeBufferPointer<UInt8>, index: Int32, into out: UnsafeMutableBufferPointer<CaptureSlot>,
        at offset: Int
    ) -> Bool {
        let accepted: Bool
        switch fast {
        case .any: accepted = !segment.isEmpty
        case .int: accepted = ParameterType.isInt(segment)
        case .float: accepted = ParameterType.isFloat(segment)
        case .uuid: accepted = ParameterType.isUUID(segment)
        case .none: accepted = false
        }
        guard accepted else { return false }
        out[offset] = CaptureSlot(segment: index, start: 0, end: Int32(segment.count), whole: true)
        return true
    }

    @inline(__always)
    static func isDotSegment(_ segment: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        let dot = UInt8(ascii: ".")
        switch to - from {
        case 1: return segment[from] == dot
        case 2: return segment[from] == dot && segment[from + 1] == dot
        default: return false
        }
    }

    @inline(__always)
    static func equal(_ segment: UnsafeBufferPointer<UInt8>, _ at: Int, _ literal: [UInt8]) -> Bool {
        for k in 0..<literal.count where segment[at + k] != literal[k] { return false }
        return true
    }

    static func find(_ needle: [UInt8], in segment: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        guard !needle.isEmpty, to - from >= needle.count, from >= 0 else { return nil }
        var start = from
        let lastStart = to - needle.count
        while start <= lastStart {
            if segment[start] == needle[0], equal(segment, start, needle) { return start }
            start += 1
        }
        return nil
    }
}
