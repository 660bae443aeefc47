/// Why route parameters do not decode (`RouteParameters.decode(_:)`, ``RouteParameterDecoder``, a typed
/// route), or a value cannot be encoded as route parameters (``RouteParameterEncoder``, ``Router/url(for:scheme:host:)``).
///
/// ```swift
/// struct Goods: Decodable { var id: Int }
/// do {
///     _ = try RouteParameterDecoder().decode(Goods.self, from: ["id": .string("abc")])
/// } catch {
///     error.parameter   // "id"
///     error.reason      // .notAnInteger("abc")
///     print(error)      // parameter "id" is "abc", which is not an integer
/// }
/// ```
public struct ParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong. The `String` associated with most reasons is the offending text. New reasons may be added in any release (the enum is `@nonexhaustive`): a `switch` over it ends with
    /// `default` or `@unknown default`.
    ///
    /// ```swift
    /// switch error.reason {
    /// case .missing: askFor(error.parameter)
    /// case .notAnInteger(let text), .notANumber(let text): showInvalid(text)
    /// default: print(error)
    /// }
    /// ```
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Reason: Sendable, Hashable {
        /// The parameter is absent (or an empty list) and the field is not optional.
        case missing
        /// Not an optional sign followed by decimal digits.
        case notAnInteger(String)
        /// An integer outside the field type's range, such as `300` for `UInt8`.
        case outOfRange(String, type: String, range: String)
        /// Not a decimal number.
        case notANumber(String)
        /// A number too large for the type, or `inf`, `infinity` or `nan` (decoding); an infinity or NaN
        /// (encoding), which the decoder would refuse.
        case notFinite(String)
        /// Not one of `true`, `false`, `yes`, `no`, `1`, `0` (any case) or the empty string.
        case notABoolean(String)
        /// Not one of the cases of a `CaseIterable` enum with raw values.
        case notOneOf(String, cases: [String])
        /// Not a value of the field's type (`type` is its name).
        case notValid(String, type: String)
        /// The field's type wants a nested container (a struct, a dictionary, an array of arrays), which a
        /// parameter cannot hold.
        case nested
        /// The decoded or encoded type is not a type with named fields (a keyed container) at the top level.
        case notKeyed(type: String)
        /// The type's own `init(from:)` or `encode(to:)` threw this message.
        case rejected(String)
        /// Encoding only: a list element is `nil`, which a list cannot hold.
        case nilInList
    }

    /// The parameter at fault; `nil` when the error is about the decoded type as a whole.
    public let parameter: String?
    /// The position within a list parameter, from 0; `nil` for a single value.
    public let index: Int?
    /// What is wrong.
    public let reason: Reason
    /// Whether a value was being encoded (the description says "encoded as" rather than "decoded from").
    var isEncoding = false

    /// Creates an error.
    ///
    /// ```swift
    /// let error = ParameterError(parameter: "id", reason: .missing)
    /// error.description   // missing parameter "id"
    /// ```
    public init(parameter: String?, index: Int? = nil, reason: Reason) {
        self.parameter = parameter
        self.index = index
        self.reason = reason
    }

    /// An error of the encoder.
    static func encoding(parameter: String?, index: Int? = nil, reason: Reason) -> ParameterError {
        var error = ParameterError(parameter: parameter, index: index, reason: reason)
        error.isEncoding = true
        return error
    }

    /// The error in one line, naming the parameter (and the list position, as `ids[1]`). The value is quoted
    /// cut when long (its first 80 characters, `…` and its length); ``reason`` holds it whole.
    ///
    /// ```swift
    /// ParameterError(parameter: "ids", index: 1, reason: .notAnInteger("x")).description
    /// // parameter "ids[1]" is "x", which is not an integer
    /// ```
    public var description: String {
        let name = DiagnosticText.quoted((parameter ?? "") + (index.map { "[\($0)]" } ?? ""))
        switch reason {
        case .missing:
            return "missing parameter \(name)"
        case .notAnInteger(let text):
            return "parameter \(name) is \(DiagnosticText.quoted(text)), which is not an integer"
        case let .outOfRange(text, type, range):
            return "parameter \(name) is \(DiagnosticText.quoted(text)), which is out of range for \(type) (\(range))"
        case .notANumber(let text):
            return "parameter \(name) is \(DiagnosticText.quoted(text)), which is not a number"
        case .notFinite(let text) where isEncoding:
            return "parameter \(name) is \(text), which is not a finite number"
        case .notFinite(let text):
            return "parameter \(name) is \(DiagnosticText.quoted(text)), which is not a finite number"
        case .notABoolean(let text):
            return "parameter \(name) is \(DiagnosticText.quoted(text)), which is not a boolean (true, false, yes, no, 1, 0)"
        case let .notOneOf(text, cases):
            return "parameter \(name) is \(DiagnosticText.quoted(text)), which is not one of: \(cases.joined(separator: ", "))"
        case let .notValid(text, type):
            return "parameter \(name) is \(DiagnosticText.quoted(text)), which is not a valid \(type)"
        case .nested:
            return "parameter \(name) is a nested value; only scalars and lists are supported"
        case .notKeyed(let type):
            let direction = isEncoding ? "encoded as" : "decoded from"
            return "\(type) cannot be \(direction) route parameters: only a type with named fields can"
        case .rejected(let message):
            return parameter == nil ? "route parameters rejected: \(message)" : "parameter \(name) rejected: \(message)"
        case .nilInList:
            return "parameter \(name) is nil; a list cannot hold nil"
        }
    }

    /// Whether the reason is about the text of a value (and so may be restated for an enum).
    var isAboutValue: Bool {
        switch reason {
        case .missing, .nested, .notKeyed, .rejected, .nilInList: return false
        default: return true
        }
    }
}
