import SwitchyardMatching

/// The parameters written so far, and the first error (containers that cannot throw record it here).
final class EncodingStorage {
    var values: [String: ParameterValue] = [:]
    var error: ParameterError?

    func fail(_ error: ParameterError) {
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

    func error(_ reason: ParameterError.Reason) -> ParameterError {
        ParameterError.encoding(parameter: parameter, index: index, reason: reason)
    }

    /// The text of a scalar the rules know, or `nil` for any other type.
    func text<T>(_ value: T) throws(ParameterError) -> String? {
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
        } catch let error as ParameterError {
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
        storage.fail(ParameterError.encoding(parameter: nil, reason: .notKeyed(type: typeName)))
        return DiscardingContainer<ParameterKey>(codingPath: [])
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        storage.fail(ParameterError.encoding(parameter: nil, reason: .notKeyed(type: typeName)))
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
        storage.fail(ParameterError.encoding(parameter: "super", reason: .nested))
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
