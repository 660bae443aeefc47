// One instruction tested against one scalar, for the capturing rewrite regex (Regex/CapturingRegex.swift),
// which steps the program itself; beside the other matchers because it reads the class bounds in place.
extension CompiledRegexProgram {
    /// Whether a consuming instruction accepts `scalar`.
    func accepts(_ instruction: RegexInstruction, _ scalar: UInt32) -> Bool {
        switch instruction.op {
        case .scalar: return scalar == UInt32(bitPattern: instruction.x)
        case .set: return bounds.withUnsafeBufferPointer { sets[Int(instruction.x)].contains(scalar, bounds: $0) }
        case .any: return true
        case .split, .jump, .match: return false
        }
    }
}
