/// The type of a typed placeholder such as `<int:id>`. A value that does not convert does not match, so
/// `/goods/<int:id>` never sees `/goods/abc`.
///
/// Built in: `int` (optional sign, decimal digits, fits `Int`), `float` (a finite decimal number),
/// `uuid` (8-4-4-4-12 hex digits), `string` (any non-empty segment) and `path` (the rest of the path,
/// at least one segment; only as the last segment). Register your own on the builder:
///
/// ```swift
/// var builder = RouteTableBuilder<String>()
/// builder.register(.custom("sku") { $0.count == 8 && $0.allSatisfy(\.isLetter) })
/// try builder.add("/goods/<sku:code>", value: "goods.bySKU")
/// ```
public struct ParameterType: Sendable, CustomStringConvertible {
    /// The name used in patterns, as in `<name:parameter>`.
    public let name: String
    let check: Check
    /// Which registration on a builder this is (1, 2, … in order); 0 for built-in types and types not
    /// registered on a builder. Two registrations of one name are different types.
    var registration = 0

    enum Check: Sendable {
        case int, float, uuid, string
        case custom(@Sendable (Substring) -> Bool)
    }

    /// Whole numbers that fit `Int`: an optional `+` or `-`, then decimal digits.
    public static let int = ParameterType(name: "int", check: .int)
    /// Finite decimal numbers such as `3`, `-0.5` or `1e3`.
    public static let float = ParameterType(name: "float", check: .float)
    /// UUIDs in 8-4-4-4-12 hex form, any case.
    public static let uuid = ParameterType(name: "uuid", check: .uuid)
    /// Any non-empty segment (the same as `:name`).
    public static let string = ParameterType(name: "string", check: .string)

    /// A custom type: `accepts` sees the percent-decoded segment value and says whether it converts.
    public static func custom(_ name: String, accepts: @escaping @Sendable (Substring) -> Bool) -> ParameterType {
        ParameterType(name: name, check: .custom(accepts))
    }

    static let builtIn: [String: ParameterType] = ["int": .int, "float": .float, "uuid": .uuid, "string": .string]

    public var description: String { name }

    /// Whether this type ranks as a constrained capture (everything but `string`).
    var isConstraining: Bool {
        if case .string = check { return false }
        return true
    }

    /// Whether a (decoded) value converts to this type.
    ///
    /// ```swift
    /// ParameterType.int.accepts("42")    // true
    /// ParameterType.uuid.accepts("42")   // false
    /// ```
    public func accepts(_ value: String) -> Bool {
        var copy = value
        return copy.withUTF8 { accepts($0) }
    }

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

    static func isFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // [+-]? digits [. digits] [eE [+-]? digits], or [+-]? . digits ...; no inf, nan or hex.
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
        guard k == n else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        return Double(text).map { $0.isFinite } ?? false
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
