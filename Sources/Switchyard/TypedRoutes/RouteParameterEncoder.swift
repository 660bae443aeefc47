public import SwitchyardMatching

/// Encodes an `Encodable` value into route parameters, the reverse of ``RouteParameterDecoder``: with
/// `RoutePattern.url(filling:query:scheme:host:)` it prints a typed route back to a URL.
///
/// ```swift
/// struct GoodsRoute: Codable { var id: Int; var tab: String?; var sizes: [Int]; var gift: Bool }
/// let parameters = try RouteParameterEncoder().encode(GoodsRoute(id: 7, tab: nil, sizes: [38, 39], gift: true))
/// // ["id": .string("7"), "sizes": .list(["38", "39"]), "gift": .string("true")]
/// try RoutePattern("/goods/<int:id>").url(filling: parameters, scheme: "shop")
/// // "shop://goods/7?gift=true&sizes=38&sizes=39"
/// ```
///
/// The rules mirror the decoder's, so every value decodes back equal:
/// - Each field of the top-level value (a keyed container) is one parameter; `nil` optionals are left out.
/// - `String` and `Character` are themselves; integers are decimal; `Bool` is `true` or `false`.
/// - `Double` and `Float` print their shortest exact text (`0.1`, `1e+16`); infinities and NaN are refused.
/// - Other `LosslessStringConvertible` types print their `description`; enums with raw values and other
///   single-value types print through their `encode(to:)`.
/// - Arrays are lists (`ParameterValue.list(_:)`), even with one element; sets are lists in sorted order.
/// - Nested structs, dictionaries and arrays of arrays are refused with
///   ``ParameterEncodingError/Reason/nested``.
public struct RouteParameterEncoder: Sendable {
    /// Creates an encoder.
    ///
    /// ```swift
    /// let encoder = RouteParameterEncoder()
    /// ```
    public init() {}

    /// Encodes a value's fields as parameters.
    ///
    /// ```swift
    /// struct Search: Encodable { var q: String; var page: Int?; var price: Double }
    /// try RouteParameterEncoder().encode(Search(q: "red shoes", page: nil, price: 9.5))
    /// // ["q": .string("red shoes"), "price": .string("9.5")]
    /// ```
    ///
    /// - Throws: ``ParameterEncodingError`` naming the field that cannot be a parameter.
    public func encode<T: Encodable>(_ value: T) throws(ParameterEncodingError) -> [String: ParameterValue] {
        let storage = EncodingStorage()
        do {
            try value.encode(to: ParametersEncoder(storage: storage, typeName: String(describing: T.self)))
        } catch let error as ParameterEncodingError {
            throw storage.error ?? error
        } catch let error as EncodingError {
            if let first = storage.error { throw first }
            switch error {
            case .invalidValue(_, let context):
                throw ParameterEncodingError(parameter: context.codingPath.first?.stringValue, reason: .rejected(context.debugDescription))
            @unknown default:
                throw ParameterEncodingError(parameter: nil, reason: .rejected(String(describing: error)))
            }
        } catch {
            throw storage.error ?? ParameterEncodingError(parameter: nil, reason: .rejected(String(describing: error)))
        }
        if let error = storage.error { throw error }
        return storage.values
    }
}

/// Why a value cannot be encoded as route parameters.
///
/// ```swift
/// struct Price: Encodable { var min: Int }
/// struct Filter: Encodable { var price: Price }
/// do {
///     _ = try RouteParameterEncoder().encode(Filter(price: Price(min: 1)))
/// } catch {
///     print(error)   // parameter "price" is a nested value; only scalars and lists are supported
/// }
/// ```
public struct ParameterEncodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    ///
    /// ```swift
    /// if case .nested = error.reason { /* flatten the field into scalars */ }
    /// ```
    public enum Reason: Sendable, Hashable {
        /// The field's type encodes a nested container (a struct, a dictionary, an array of arrays).
        case nested
        /// An infinity or NaN, which the decoder would refuse.
        case notFinite(String)
        /// A list element is `nil`, which a list cannot hold.
        case nilInList
        /// The encoded type is not a type with named fields (a keyed container) at the top level.
        case notKeyed(type: String)
        /// The type's own `encode(to:)` threw this message.
        case rejected(String)
    }

    /// The parameter at fault; `nil` when the error is about the encoded type as a whole.
    public let parameter: String?
    /// The position within a list parameter, from 0; `nil` for a single value.
    public let index: Int?
    /// What is wrong.
    public let reason: Reason

    /// Creates an error.
    ///
    /// ```swift
    /// ParameterEncodingError(parameter: "price", reason: .notFinite("inf")).description
    /// // parameter "price" is inf, which is not a finite number
    /// ```
    public init(parameter: String?, index: Int? = nil, reason: Reason) {
        self.parameter = parameter
        self.index = index
        self.reason = reason
    }

    /// The error in one line, naming the parameter (and the list position, as `ids[1]`).
    ///
    /// ```swift
    /// ParameterEncodingError(parameter: "ids", index: 1, reason: .nilInList).description
    /// // parameter "ids[1]" is nil; a list cannot hold nil
    /// ```
    public var description: String {
        let name = "\"\(parameter ?? "")\(index.map { "[\($0)]" } ?? "")\""
        switch reason {
        case .nested:
            return "parameter \(name) is a nested value; only scalars and lists are supported"
        case .notFinite(let text):
            return "parameter \(name) is \(text), which is not a finite number"
        case .nilInList:
            return "parameter \(name) is nil; a list cannot hold nil"
        case .notKeyed(let type):
            return "\(type) cannot be encoded as route parameters: only a type with named fields can"
        case .rejected(let message):
            return parameter == nil ? "route parameters rejected: \(message)" : "parameter \(name) rejected: \(message)"
        }
    }
}
