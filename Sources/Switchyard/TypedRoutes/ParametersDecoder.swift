import SwitchyardMatching

/// `Optional`, whose absent parameter decodes as `nil` even where the synthesized code calls `decode`.
protocol AbsentAsNil {
    static var absent: Self { get }
}

extension Optional: AbsentAsNil {
    static var absent: Self { nil }
}

/// An array, which reads a wildcard's parameter as its segments.
protocol ListOfValues {}

extension Array: ListOfValues {}

/// A coding key for parameter names and list positions.
struct ParameterKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Decodes one field (or one element of a list field) with the scalar rules, or through the type's
/// own `init(from:)` for enums, arrays and custom single-value types.
struct FieldDecoding {
    let parameter: String
    let index: Int?
    let codingPath: [any CodingKey]

    func error(_ reason: ParameterError.Reason) -> ParameterError {
        ParameterError(parameter: parameter, index: index, reason: reason)
    }

    /// The one text of a value: the first element of a list.
    func text(_ value: ParameterValue) throws(ParameterError) -> String {
        switch value {
        case .string(let text): return text
        case .list(let values):
            guard let first = values.first else { throw error(.missing) }
            return first
        }
    }

    func decode<T: Decodable>(_ type: T.Type, from value: ParameterValue) throws -> T {
        let first: String? = if case .list(let values) = value { values.first } else { value.first }
        if let converted = ScalarText.convert(first ?? "", to: T.self) {
            guard first != nil else { throw error(.missing) }
            switch converted {
            case .value(let result): return result
            case .failure(let reason): throw error(reason)
            }
        }
        let decoder = FieldDecoder(field: self, value: value)
        do {
            return try T(from: decoder)
        } catch let failure as ParameterError {
            guard failure.isAboutValue, failure.index == index, let cases = ScalarText.caseNames(T.self) else { throw failure }
            throw error(.notOneOf(try text(value), cases: cases))
        } catch is DecodingError {
            let shown = try text(value)
            if let cases = ScalarText.caseNames(T.self) { throw error(.notOneOf(shown, cases: cases)) }
            throw error(.notValid(shown, type: String(describing: T.self)))
        } catch {
            throw self.error(.rejected(String(describing: error)))
        }
    }
}

/// The top-level decoder: a keyed container over the parameters, nothing else.
struct ParametersDecoder: Decoder {
    let parameters: [String: ParameterValue]
    /// The path segments of the parameters that are wildcards (`RouteParameters.decode(_:)`).
    let segments: [String: [String]]
    let typeName: String
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ParametersContainer<Key>(parameters: parameters, segments: segments))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw ParameterError(parameter: nil, reason: .notKeyed(type: typeName))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw ParameterError(parameter: nil, reason: .notKeyed(type: typeName))
    }
}

struct ParametersContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let parameters: [String: ParameterValue]
    let segments: [String: [String]]
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] { Array(parameters.keys).sorted().compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { parameters[key.stringValue] != nil }

    private func field(_ key: Key) -> FieldDecoding {
        FieldDecoding(parameter: key.stringValue, index: nil, codingPath: [key])
    }

    private func value(_ key: Key) throws(ParameterError) -> ParameterValue {
        guard let value = parameters[key.stringValue] else {
            throw ParameterError(parameter: key.stringValue, reason: .missing)
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        _ = try value(key)
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // A generic field whose type is optional (`var v: T` with `T == Int?`) is absent as nil, too.
        if parameters[key.stringValue] == nil, let optional = T.self as? any AbsentAsNil.Type, let none = optional.absent as? T {
            return none
        }
        // An array of a wildcard's parameter reads its segments as they are: no split on commas, a `%2F` kept.
        if T.self is any ListOfValues.Type, let list = segments[key.stringValue] { return try field(key).decode(T.self, from: .list(list)) }
        return try field(key).decode(T.self, from: try value(key))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeField(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeField(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeField(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeField(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeField(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeField(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeField(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeField(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeField(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeField(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeField(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeField(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeField(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeField(type, key) }

    private func decodeField<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try field(key).decode(T.self, from: try value(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw ParameterError(parameter: key.stringValue, reason: .nested)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        ListContainer(field: field(key), items: try segments[key.stringValue] ?? ScalarText.items(value(key)))
    }

    func superDecoder() throws -> any Decoder {
        throw ParameterError(parameter: "super", reason: .nested)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw ParameterError(parameter: key.stringValue, reason: .nested)
    }
}

/// The decoder a field's type sees: a single value, or (for a field, not a list element) a list.
struct FieldDecoder: Decoder {
    let field: FieldDecoding
    let value: ParameterValue
    var codingPath: [any CodingKey] { field.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw field.error(.nested)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard field.index == nil else { throw field.error(.nested) }
        return ListContainer(field: field, items: ScalarText.items(value))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValue(field: field, value: value)
    }
}

struct SingleValue: SingleValueDecodingContainer {
    let field: FieldDecoding
    let value: ParameterValue
    var codingPath: [any CodingKey] { field.codingPath }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try field.decode(T.self, from: value) }

    func decode(_ type: Bool.Type) throws -> Bool { try field.decode(type, from: value) }
    func decode(_ type: String.Type) throws -> String { try field.decode(type, from: value) }
    func decode(_ type: Double.Type) throws -> Double { try field.decode(type, from: value) }
    func decode(_ type: Float.Type) throws -> Float { try field.decode(type, from: value) }
    func decode(_ type: Int.Type) throws -> Int { try field.decode(type, from: value) }
    func decode(_ type: Int8.Type) throws -> Int8 { try field.decode(type, from: value) }
    func decode(_ type: Int16.Type) throws -> Int16 { try field.decode(type, from: value) }
    func decode(_ type: Int32.Type) throws -> Int32 { try field.decode(type, from: value) }
    func decode(_ type: Int64.Type) throws -> Int64 { try field.decode(type, from: value) }
    func decode(_ type: UInt.Type) throws -> UInt { try field.decode(type, from: value) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try field.decode(type, from: value) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try field.decode(type, from: value) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try field.decode(type, from: value) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try field.decode(type, from: value) }
}

/// The elements of a list field.
struct ListContainer: UnkeyedDecodingContainer {
    let field: FieldDecoding
    let items: [String]
    var currentIndex = 0

    init(field: FieldDecoding, items: [String]) {
        self.field = field
        self.items = items
    }

    var codingPath: [any CodingKey] { field.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private func element() -> FieldDecoding {
        FieldDecoding(
            parameter: field.parameter, index: currentIndex,
            codingPath: field.codingPath + [ParameterKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw element().error(.missing) }
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type) }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) }

    private mutating func next<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw element().error(.missing) }
        let value = try element().decode(T.self, from: .string(items[currentIndex]))
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw element().error(.nested)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw element().error(.nested)
    }

    mutating func superDecoder() throws -> any Decoder {
        throw element().error(.nested)
    }
}

extension DecodingError {
    /// The context of any case.
    var routeContext: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            return context
        @unknown default:
            return nil
        }
    }
}
