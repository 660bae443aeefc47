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
///   ``ParameterError/Reason/nested``.
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
    /// - Throws: ``ParameterError`` naming the field that cannot be a parameter.
    public func encode<T: Encodable>(_ value: T) throws(ParameterError) -> [String: ParameterValue] {
        let storage = EncodingStorage()
        do {
            try value.encode(to: ParametersEncoder(storage: storage, typeName: String(describing: T.self)))
        } catch let error as ParameterError {
            throw storage.error ?? error
        } catch let error as EncodingError {
            if let first = storage.error { throw first }
            switch error {
            case .invalidValue(_, let context):
                throw ParameterError.encoding(parameter: context.codingPath.first?.stringValue, reason: .rejected(context.debugDescription))
            @unknown default:
                throw ParameterError.encoding(parameter: nil, reason: .rejected(String(describing: error)))
            }
        } catch {
            throw storage.error ?? ParameterError.encoding(parameter: nil, reason: .rejected(String(describing: error)))
        }
        if let error = storage.error { throw error }
        return storage.values
    }
}
