public import SwitchyardMatching

/// Encodes an `Encodable` value into route parameters, the reverse of ``RouteParameterDecoder``: with
/// ``RoutePattern/url(filling:scheme:host:)`` it prints a typed route back to a URL.
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
/// - Arrays are lists (``ParameterValue/list(_:)``), even with one element; sets are lists in sorted order.
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

// MARK: - Implementation

/// The parameters written so far, and the first error (containers that cannot throw record it here).
final class EncodingStorage {
    var values: [String: ParameterValue] = [:]
    var error: ParameterEncodingError?

    func fail(_ error: ParameterEncodingError) {
        if self.error == nil { self.error = error }
    }

    func append(_ text: String, to key: String) {
        if case .list(var items) = values[key] {
            items.append(text)
            values[key] = .list(items)
        } else {
            values[key] = .list([text])
        }
    }
}

/// Marks `Set`, whose elements are printed sorted so the output does not depend on hashing.
protocol UnorderedCollectionMarker {}
extension Set: UnorderedCollectionMarker {}

/// Where an encoded value goes: a field, or one element of a list field.
struct FieldTarget {
    let storage: EncodingStorage
    let parameter: String
    let index: Int?
    let codingPath: [any CodingKey]

    func error(_ reason: ParameterEncodingError.Reason) -> ParameterEncodingError {
        ParameterEncodingError(parameter: parameter, index: index, reason: reason)
    }

    /// The text of a scalar the rules know, or `nil` for any other type.
    func text<T>(_ value: T) throws(ParameterEncodingError) -> String? {
        switch value {
        case let text as String: return text
        case let text as Substring: return String(text)
        case let flag as Bool: return flag ? "true" : "false"
        case let character as Character: return String(character)
        case let number as any FixedWidthInteger: return "\(number)"
        case let number as any (BinaryFloatingPoint & LosslessStringConvertible):
            guard Self.isFinite(number) else { throw error(.notFinite(number.description)) }
            return number.description
        case let lossless as any LosslessStringConvertible: return lossless.description
        default: return nil
        }
    }

    private static func isFinite<F: BinaryFloatingPoint>(_ value: F) -> Bool { value.isFinite }

    /// Writes `value` to the field (or list element).
    func encode<T: Encodable>(_ value: T) throws {
        if let scalar = try text(value) {
            write(scalar)
            return
        }
        do {
            try value.encode(to: FieldEncoder(target: self))
        } catch let error as ParameterEncodingError {
            throw error
        } catch {
            throw self.error(.rejected(String(describing: error)))
        }
        if let failure = storage.error { throw failure }
        if index == nil, value is any UnorderedCollectionMarker, case .list(let items)? = storage.values[parameter] {
            storage.values[parameter] = .list(items.sorted())
        }
    }

    func write(_ text: String) {
        if index == nil {
            storage.values[parameter] = .string(text)
        } else {
            storage.append(text, to: parameter)
        }
    }
}

/// The top-level encoder: a keyed container, nothing else.
struct ParametersEncoder: Encoder {
    let storage: EncodingStorage
    let typeName: String
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(ParametersEncodingContainer<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.fail(ParameterEncodingError(parameter: nil, reason: .notKeyed(type: typeName)))
        return DiscardingContainer<ParameterKey>(codingPath: [])
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        storage.fail(ParameterEncodingError(parameter: nil, reason: .notKeyed(type: typeName)))
        return DiscardingContainer<ParameterKey>(codingPath: [])
    }
}

struct ParametersEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: EncodingStorage
    var codingPath: [any CodingKey] { [] }

    private func target(_ key: Key) -> FieldTarget {
        FieldTarget(storage: storage, parameter: key.stringValue, index: nil, codingPath: [key])
    }

    mutating func encodeNil(forKey key: Key) throws {
        storage.values[key.stringValue] = nil
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try target(key).encode(value) }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try target(key).encode(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try target(key).encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        storage.fail(target(key).error(.nested))
        return KeyedEncodingContainer(DiscardingContainer<NestedKey>(codingPath: [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        storage.values[key.stringValue] = .list([])
        return ListEncodingContainer(target: target(key))
    }

    mutating func superEncoder() -> any Encoder {
        storage.fail(ParameterEncodingError(parameter: "super", reason: .nested))
        return DiscardingEncoder(codingPath: [])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        storage.fail(target(key).error(.nested))
        return DiscardingEncoder(codingPath: [key])
    }
}

/// The encoder a field's type sees: a single value, or (for a field, not a list element) a list.
struct FieldEncoder: Encoder {
    let target: FieldTarget
    var codingPath: [any CodingKey] { target.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        target.storage.fail(target.error(.nested))
        return KeyedEncodingContainer(DiscardingContainer<Key>(codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        guard target.index == nil else {
            target.storage.fail(target.error(.nested))
            return DiscardingContainer<ParameterKey>(codingPath: codingPath)
        }
        target.storage.values[target.parameter] = .list([])
        return ListEncodingContainer(target: target)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueEncoding(target: target)
    }
}

struct SingleValueEncoding: SingleValueEncodingContainer {
    let target: FieldTarget
    var codingPath: [any CodingKey] { target.codingPath }

    mutating func encodeNil() throws {
        guard target.index == nil else { throw target.error(.nilInList) }
        target.storage.values[target.parameter] = nil
    }

    mutating func encode<T: Encodable>(_ value: T) throws { try target.encode(value) }

    mutating func encode(_ value: Bool) throws { try target.encode(value) }
    mutating func encode(_ value: String) throws { try target.encode(value) }
    mutating func encode(_ value: Double) throws { try target.encode(value) }
    mutating func encode(_ value: Float) throws { try target.encode(value) }
    mutating func encode(_ value: Int) throws { try target.encode(value) }
    mutating func encode(_ value: Int8) throws { try target.encode(value) }
    mutating func encode(_ value: Int16) throws { try target.encode(value) }
    mutating func encode(_ value: Int32) throws { try target.encode(value) }
    mutating func encode(_ value: Int64) throws { try target.encode(value) }
    mutating func encode(_ value: UInt) throws { try target.encode(value) }
    mutating func encode(_ value: UInt8) throws { try target.encode(value) }
    mutating func encode(_ value: UInt16) throws { try target.encode(value) }
    mutating func encode(_ value: UInt32) throws { try target.encode(value) }
    mutating func encode(_ value: UInt64) throws { try target.encode(value) }
}

/// The elements of a list field.
struct ListEncodingContainer: UnkeyedEncodingContainer {
    let target: FieldTarget
    private(set) var count = 0

    init(target: FieldTarget) {
        self.target = target
    }

    var codingPath: [any CodingKey] { target.codingPath }

    private mutating func element() -> FieldTarget {
        defer { count += 1 }
        return FieldTarget(
            storage: target.storage, parameter: target.parameter, index: count,
            codingPath: target.codingPath + [ParameterKey(intValue: count)])
    }

    mutating func encodeNil() throws { throw element().error(.nilInList) }

    mutating func encode<T: Encodable>(_ value: T) throws { try element().encode(value) }

    mutating func encode(_ value: Bool) throws { try element().encode(value) }
    mutating func encode(_ value: String) throws { try element().encode(value) }
    mutating func encode(_ value: Double) throws { try element().encode(value) }
    mutating func encode(_ value: Float) throws { try element().encode(value) }
    mutating func encode(_ value: Int) throws { try element().encode(value) }
    mutating func encode(_ value: Int8) throws { try element().encode(value) }
    mutating func encode(_ value: Int16) throws { try element().encode(value) }
    mutating func encode(_ value: Int32) throws { try element().encode(value) }
    mutating func encode(_ value: Int64) throws { try element().encode(value) }
    mutating func encode(_ value: UInt) throws { try element().encode(value) }
    mutating func encode(_ value: UInt8) throws { try element().encode(value) }
    mutating func encode(_ value: UInt16) throws { try element().encode(value) }
    mutating func encode(_ value: UInt32) throws { try element().encode(value) }
    mutating func encode(_ value: UInt64) throws { try element().encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let element = element()
        target.storage.fail(element.error(.nested))
        return KeyedEncodingContainer(DiscardingContainer<NestedKey>(codingPath: element.codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let element = element()
        target.storage.fail(element.error(.nested))
        return DiscardingContainer<ParameterKey>(codingPath: element.codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        let element = element()
        target.storage.fail(element.error(.nested))
        return DiscardingEncoder(codingPath: element.codingPath)
    }
}

/// Accepts and drops everything, after an error has been recorded (encoders' container methods cannot throw).
struct DiscardingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol, UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey]
    var count: Int { 0 }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(DiscardingContainer<NestedKey>(codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { DiscardingEncoder(codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { DiscardingEncoder(codingPath: codingPath) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(DiscardingContainer<NestedKey>(codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
}

struct DiscardingEncoder: Encoder {
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(DiscardingContainer<Key>(codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingContainer<ParameterKey>(codingPath: codingPath) }
    func singleValueContainer() -> any SingleValueEncodingContainer { DiscardingContainer<ParameterKey>(codingPath: codingPath) }
}
