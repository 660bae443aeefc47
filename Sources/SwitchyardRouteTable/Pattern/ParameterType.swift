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
    package let check: Check
    /// Which registration on a builder this is (1, 2, … in order); 0 for built-in types and types not
    /// registered on a builder. Two registrations of one name are different types.
    package var registration = 0

    package enum Check: Sendable {
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

    package static let builtIn: [String: ParameterType] = ["int": .int, "float": .float, "uuid": .uuid, "string": .string]

    public var description: String { name }

    /// Whether this type ranks as a constrained capture (everything but `string`).
    package var isConstraining: Bool {
        if case .string = check { return false }
        return true
    }

    /// Whether a (decoded) value converts to this type.
    ///
    /// ```swift
    /// ParameterType.int.accepts("42")    // true
    /// ParameterType.uuid.accepts("42")   // false
    /// ```
    package func accepts(_ value: String) -> Bool {
        var copy = value
        return copy.withUTF8 { accepts($0) }
    }
}
