// MARK: - RegexDFA

/// A RegexDFA built eagerly from the NFA program by subset construction, used when
/// it stays small. Scalars are mapped to equivalence classes (scalars that
/// every instruction treats alike), so the transition table is
/// `stateCount × classCount`. State 0 is the dead state, state 1 the start.
package struct RegexDFA: Sendable {
    package static let maximumStates = 256
    package static let maximumTableSize = 16_384
    package static let maximumClassificationWork = 262_144
    package static let maximumConstructionWork = 250_000
    package static let maximumProgramSize = 2048

    /// Class of each ASCII scalar.
    package let asciiClasses: [UInt16]
    /// Start of every scalar interval at or above 128 (ascending, first is 128)
    /// and the class of that interval.
    package let upperStarts: [UInt32]
    package let upperClasses: [UInt16]
    package let classCount: Int
    /// `transitions[state * classCount + class]`.
    package let transitions: [Int32]
    package let accepting: [Bool]

    /// A DFA of its tables (SwitchyardMatching builds them by subset construction; a compiled table's are read
    /// back from its image).
    package init(
        asciiClasses: [UInt16], upperStarts: [UInt32], upperClasses: [UInt16], classCount: Int, transitions: [Int32],
        accepting: [Bool]
    ) {
        self.asciiClasses = asciiClasses
        self.upperStarts = upperStarts
        self.upperClasses = upperClasses
        self.classCount = classCount
        self.transitions = transitions
        self.accepting = accepting
    }

    var stateCount: Int { accepting.count }

    func wholeMatch(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        transitions.withUnsafeBufferPointer { transitions in
            asciiClasses.withUnsafeBufferPointer { asciiClasses in
                upperStarts.withUnsafeBufferPointer { upperStarts in
                    upperClasses.withUnsafeBufferPointer { upperClasses in
                        let classCount = self.classCount
                        let end = input.count
                        var position = 0
                        var state = 1
                        while position < end {
                            let byte = input[position]
                            let classID: Int
                            if byte < 0x80 {
                                classID = Int(asciiClasses[Int(byte)])
                                position &+= 1
                            } else {
                                let (scalar, next) = RegexUTF8.decodeNonASCII(input, position)
                                position = next
                                // Last interval start <= scalar (upperStarts[0] == 128).
                                var low = 0
                                var high = upperStarts.count
                                while high - low > 1 {
                                    let mid = (low &+ high) >> 1
                                    if upperStarts[mid] <= scalar { low = mid } else { high = mid }
                                }
                                classID = Int(upperClasses[low])
                            }
                            state = Int(transitions[state &* classCount &+ classID])
                            if state == 0 { return false }
                        }
                        return accepting[state]
                    }
                }
            }
        }
    }
}
