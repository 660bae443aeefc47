// MARK: - UTF-8 decoding

enum RegexUTF8 {
    /// Decodes the scalar starting at `input[position]` (which must be >= 0x80).
    /// Invalid sequences yield U+FFFD and advance past the maximal invalid
    /// subpart (at least one byte), matching `String(decoding:as: UTF8.self)`.
    static func decodeNonASCII(_ input: UnsafeBufferPointer<UInt8>, _ position: Int) -> (UInt32, Int) {
        let end = input.count
        let b0 = input[position]
        func continuation(_ i: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> UInt32? {
            guard i < end else { return nil }
            let byte = input[i]
            return byte >= low && byte <= high ? UInt32(byte & 0x3F) : nil
        }
        switch b0 {
        case 0xC2...0xDF:
            guard let c1 = continuation(position + 1) else { return (0xFFFD, position + 1) }
            return (UInt32(b0 & 0x1F) << 6 | c1, position + 2)
        case 0xE0...0xEF:
            let low: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80
            let high: UInt8 = b0 == 0xED ? 0x9F : 0xBF
            guard let c1 = continuation(position + 1, low, high) else { return (0xFFFD, position + 1) }
            guard let c2 = continuation(position + 2) else { return (0xFFFD, position + 2) }
            return (UInt32(b0 & 0x0F) << 12 | c1 << 6 | c2, position + 3)
        case 0xF0...0xF4:
            let low: UInt8 = b0 == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF
            guard let c1 = continuation(position + 1, low, high) else { return (0xFFFD, position + 1) }
            guard let c2 = continuation(position + 2) else { return (0xFFFD, position + 2) }
            guard let c3 = continuation(position + 3) else { return (0xFFFD, position + 3) }
            return (UInt32(b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3, position + 4)
        default:
            return (0xFFFD, position + 1)
        }
    }

    /// Decodes a whole buffer the way the matcher sees it (used by tests).
    static func decodeAll(_ input: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var result: [UInt32] = []
        var position = 0
        while position < input.count {
            let byte = input[position]
            if byte < 0x80 {
                result.append(UInt32(byte))
                position += 1
            } else {
                let (scalar, next) = decodeNonASCII(input, position)
                result.append(scalar)
                position = next
            }
        }
        return result
    }
}
