// A parameter type's check on a segment's decoded bytes, as the segment matchers run it in the walk.
extension ParameterType {
    /// Whether the decoded segment bytes convert to this type.
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch check {
        case .string:
            return !bytes.isEmpty
        case .int:
            return Self.isInt(bytes)
        case .float:
            return Self.isFloat(bytes)
        case .uuid:
            return Self.isUUID(bytes)
        case .custom(let accepts):
            let text = String(decoding: bytes, as: UTF8.self)
            return accepts(text[...])
        }
    }

    static func isInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            k = 1
        }
        if k == bytes.count { return false }
        var value: UInt64 = 0
        let limit: UInt64 = negative ? UInt64(Int.max) + 1 : UInt64(Int.max)
        while k < bytes.count {
            let digit = bytes[k] &- UInt8(ascii: "0")
            if digit > 9 { return false }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
            if o1 || o2 || sum > limit { return false }
            value = sum
            k += 1
        }
        return true
    }

    /// Whether the bytes are a finite `float` parameter: the decimal grammar of ``isDecimal(_:)`` whose value is
    /// finite as a `Double`.
    static func isFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard isDecimal(bytes) else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        return Double(text).map { $0.isFinite } ?? false
    }

    /// The one decimal grammar of the package, for the matcher's `float` parameters and the typed routes'
    /// floating-point conversions alike: `[+-]? (digits [. digits] | . digits) ([eE] [+-]? digits)?`; no `inf`,
    /// `nan` or hex.
    package static func isDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = 0
        let n = bytes.count
        func digits() -> Int {
            let start = k
            while k < n, bytes[k] &- UInt8(ascii: "0") <= 9 { k += 1 }
            return k - start
        }
        if k < n, bytes[k] == UInt8(ascii: "-") || bytes[k] == UInt8(ascii: "+") { k += 1 }
        var mantissa = digits()
        if k < n, bytes[k] == UInt8(ascii: ".") {
            k += 1
            mantissa += digits()
        }
        if mantissa == 0 { return false }
        if k < n, bytes[k] | 0x20 == UInt8(ascii: "e") {
            k += 1
            if k < n, bytes[k] == UInt8(ascii: "-") || bytes[k] == UInt8(ascii: "+") { k += 1 }
            if digits() == 0 { return false }
        }
        return k == n
    }

    static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for k in 0..<36 {
            if k == 8 || k == 13 || k == 18 || k == 23 {
                if bytes[k] != UInt8(ascii: "-") { return false }
            } else if hexValue(bytes[k]) == nil {
                return false
            }
        }
        return true
    }
}
