// A segment matcher in a compiled table's image: its pieces, each capture's check, a type by its kind or
// (a custom type) its name, a regular expression as its compiled program (CompiledRegexProgram+Image.swift).
// What the matcher derives from its pieces (rank, fast check, capture count) is derived again at load.

import SwitchyardRouteTable

/// The custom parameter types a compiled table is loaded with, by name.
struct ImageTypes {
    let custom: [String: ParameterType]

    func custom(_ name: String) throws(CompiledTableError) -> ParameterType {
        guard let type = custom[name] else { throw CompiledTableError.missingType(name: name) }
        return type
    }
}

extension ImageReader {
    mutating func matcher(_ types: ImageTypes) throws(CompiledTableError) -> SegmentMatcher {
        let offset = position
        let count = try count(elementSize: 2)
        // The walk and the matcher read a matcher's first piece without asking whether there is one.
        guard count > 0 else { throw failure("a segment matcher has no pieces", at: offset) }
        var pieces: [SegmentMatcher.Piece] = []
        pieces.reserveCapacity(count)
        for _ in 0..<count {
            let kind = position
            switch try u8() {
            case 0: pieces.append(.literal(try bytes()))
            case 1: pieces.append(.capture(try check(types, depth: 0)))
            case let other: throw failure("a segment piece of kind \(other)", at: kind)
            }
        }
        return SegmentMatcher(pieces: pieces)
    }

    private mutating func check(_ types: ImageTypes, depth: Int) throws(CompiledTableError) -> SegmentMatcher.Check {
        let kind = position
        switch try u8() {
        case 0: return .any
        case 1:
            let type = position
            switch try u8() {
            case 0: return .type(.int)
            case 1: return .type(.float)
            case 2: return .type(.uuid)
            case 3: return .type(.string)
            case 4: return .type(try types.custom(try string()))
            case let other: throw failure("a parameter type of kind \(other)", at: type)
            }
        case 2: return .regex(try regex())
        // A pattern writes `<name?>` once: a check that may be empty never wraps another that may be.
        case 3 where depth == 0: return .orEmpty(try check(types, depth: 1))
        case let other: throw failure("a capture check of kind \(other)", at: kind)
        }
    }
}
