import SwitchyardMatching
import SwitchyardRouteTable

/// A compiled regular expression as the page's matcher runs it (Web/src/matcher-regex.js): the package's own
/// program, not a translation into JavaScript's backtracking RegExp. The page then accepts exactly the texts the
/// package accepts, in time linear in the text, whatever regex a table holds (ADR 0002).
///
/// `{"i":[OP,X,Y,…],"s":[[LOW,HIGH,…],…]}`: each instruction as three numbers (`RegexOpcode`'s raw value and its
/// operands), and each scalar set as its sorted, inclusive ranges of Unicode scalar values.
enum CatalogueRegexProgram {
    /// The program of `source`, or `nil` when it does not compile (the table loaded, so a route's regex did).
    static func json(_ source: String) -> String? {
        guard let regex = try? SegmentRegex(source) else { return nil }
        return json(regex.program)
    }

    static func json(_ program: CompiledRegexProgram) -> String {
        let instructions = program.instructions.map { "\($0.op.rawValue),\($0.x),\($0.y)" }.joined(separator: ",")
        let sets = program.sets.map { set in
            "[" + ranges(set, bounds: program.bounds).map { "\($0.low),\($0.high)" }.joined(separator: ",") + "]"
        }
        return "{\"i\":[\(instructions)],\"s\":[\(sets.joined(separator: ","))]}"
    }

    /// The ranges of a set laid out for matching: its ASCII bitmap's runs, then its pairs above ASCII.
    static func ranges(_ set: RegexMatchSet, bounds: [UInt32]) -> [(low: UInt32, high: UInt32)] {
        var result: [(low: UInt32, high: UInt32)] = []
        var runStart: UInt32?
        for scalar in UInt32(0)...128 {
            let inSet =
                scalar < 64
                ? set.asciiLow >> UInt64(scalar) & 1 == 1
                : scalar < 128 ? set.asciiHigh >> UInt64(scalar - 64) & 1 == 1 : false
            if inSet, runStart == nil { runStart = scalar }
            if !inSet, let start = runStart {
                result.append((start, scalar - 1))
                runStart = nil
            }
        }
        let start = Int(set.boundsStart)
        for pair in 0..<Int(set.pairCount) where start + 2 * pair + 1 < bounds.count {
            result.append((bounds[start + 2 * pair], bounds[start + 2 * pair + 1]))
        }
        return result
    }
}
