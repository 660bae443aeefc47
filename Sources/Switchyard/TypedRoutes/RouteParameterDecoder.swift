public import SwitchyardMatching

/// Decodes a `Decodable` value from route parameters: the typed form of a match's parameters, as
/// Crossroad's and URLNavigator's typed parameters are.
///
/// ```swift
/// struct GoodsRoute: Codable, Equatable {
///     var id: Int
///     var tab: Tab?          // enum Tab: String, Codable, CaseIterable { case info, reviews }
///     var sizes: [Int]       // ?sizes=38&sizes=39 or ?sizes=38,39
///     var gift: Bool         // true, false, yes, no, 1, 0; a flag (?gift) is true
/// }
/// let route = try RouteParameterDecoder().decode(GoodsRoute.self, from: [
///     "id": .string("7"), "sizes": .list(["38", "39"]), "gift": .string(""),
/// ])
/// // GoodsRoute(id: 7, tab: nil, sizes: [38, 39], gift: true)
/// ```
///
/// Only the top level has fields (a keyed container); each field is one parameter. The rules:
/// - **Text**: `String` takes any value, `Character` exactly one character.
/// - **Integers** (every `Int` and `UInt` width): an optional `+` or `-`, then decimal digits, in range.
/// - **`Double`, `Float`**: a finite decimal number (`3`, `-0.5`, `1e3`); no `inf`, `nan` or hex.
/// - **`Bool`**: `true`, `false`, `yes`, `no`, `1`, `0`, in any case; the empty string (a query flag
///   such as `?gift`) is `true`.
/// - **Enums** with `String` or `Int` raw values, and other types that decode from a single value.
/// - **Other `LosslessStringConvertible` types** convert with `init?(_:)`, bypassing their `Decodable`
///   conformance, as ``RouteParameterEncoder`` prints them with `description`.
/// - **Optionals**: an absent parameter is `nil`; a present one must convert.
/// - **Arrays and sets** of the types above: from a list (a repeated query key), or from one string
///   split on commas (`?ids=1,2,3`); the empty string is an empty array.
/// - A list given for a single value gives its first element, as ``RouteParameters/subscript(_:)`` does.
/// - Nested structs, dictionaries and arrays of arrays are refused with
///   ``ParameterDecodingError/Reason/nested``.
/// - A dictionary at the top level (`[String: Int]`) takes every parameter, each converted.
public struct RouteParameterDecoder: Sendable {
    /// Creates a decoder.
    ///
    /// ```swift
    /// let decoder = RouteParameterDecoder()
    /// ```
    public init() {}

    /// Decodes `type` from parameters.
    ///
    /// ```swift
    /// struct Page: Decodable { var id: Int; var q: String? }
    /// let page = try RouteParameterDecoder().decode(Page.self, from: ["id": .string("7")])   // Page(id: 7, q: nil)
    /// try RouteParameterDecoder().decode(Page.self, from: ["id": .string("abc")])
    /// // throws: parameter "id" is "abc", which is not an integer
    /// ```
    ///
    /// - Throws: ``ParameterDecodingError`` naming the parameter that is missing or does not convert.
    public func decode<T: Decodable>(
        _ type: T.Type, from parameters: [String: ParameterValue]
    ) throws(ParameterDecodingError) -> T {
        do {
            return try T(from: ParametersDecoder(parameters: parameters, typeName: String(describing: T.self)))
        } catch let error as ParameterDecodingError {
            throw error
        } catch DecodingError.keyNotFound(let key, _) {
            throw ParameterDecodingError(parameter: key.stringValue, reason: .missing)
        } catch let error as DecodingError {
            let context = error.routeContext
            throw ParameterDecodingError(
                parameter: context?.codingPath.first?.stringValue, reason: .rejected(context?.debugDescription ?? "\(error)"))
        } catch {
            throw ParameterDecodingError(parameter: nil, reason: .rejected(String(describing: error)))
        }
    }
}

extension RouteParameters {
    /// Decodes a `Decodable` value from every parameter of the match (``all``), with
    /// ``RouteParameterDecoder``'s rules.
    ///
    /// ```swift
    /// struct Goods: Decodable { var id: Int; var tab: [String]? }
    /// let match = table.match("shop://goods/7?tab=a&tab=b")!
    /// let goods = try match.parameters.decode(Goods.self)   // Goods(id: 7, tab: ["a", "b"])
    /// ```
    ///
    /// A named wildcard (`*rest`) is one string, its segments joined by `/`.
    public func decode<T: Decodable>(_ type: T.Type) throws(ParameterDecodingError) -> T {
        try RouteParameterDecoder().decode(type, from: all)
    }

    /// One parameter converted with ``RouteParameterDecoder``'s rules (the first value of a list).
    ///
    /// ```swift
    /// let match = table.match("shop://goods/7?price=9.5")!
    /// try match.parameters.value("id", as: Int.self)         // 7
    /// try match.parameters.value("price", as: Double.self)   // 9.5
    /// try match.parameters.value("page", as: Int.self)       // throws: missing parameter "page"
    /// ```
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(ParameterDecodingError) -> T {
        guard let text = values(name).first else { throw ParameterDecodingError(parameter: name, reason: .missing) }
        switch ScalarText.convert(text, to: T.self) {
        case .value(let value)?: return value
        case .failure(let reason)?: throw ParameterDecodingError(parameter: name, reason: reason)
        case nil: throw ParameterDecodingError(parameter: name, reason: .notValid(text, type: String(describing: T.self)))
        }
    }

    /// A Boolean parameter: `true`, `false`, `yes`, `no`, `1` or `0` in any case, or a query flag
    /// (`?animated`, the empty string), which is `true`.
    ///
    /// ```swift
    /// let match = table.match("shop://goods/7?animated&share=NO")!
    /// try match.parameters.bool("animated")   // true
    /// try match.parameters.bool("share")      // false
    /// try match.parameters.bool("zoom")       // throws: missing parameter "zoom"
    /// ```
    public func bool(_ name: String) throws(ParameterDecodingError) -> Bool {
        try value(name, as: Bool.self)
    }

    /// A list parameter: every value of a repeated query key, or one value split on commas
    /// (`?ids=1,2,3`; the empty string is an empty list), each converted with ``RouteParameterDecoder``'s
    /// rules.
    ///
    /// ```swift
    /// let match = table.match("shop://goods?id=1&id=2&size=38,39")!
    /// try match.parameters.list("id", as: Int.self)      // [1, 2]
    /// try match.parameters.list("size", as: Int.self)    // [38, 39]
    /// try match.parameters.list("color", as: String.self)  // throws: missing parameter "color"
    /// ```
    public func list<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(ParameterDecodingError) -> [T] {
        let values = values(name)
        if values.isEmpty { throw ParameterDecodingError(parameter: name, reason: .missing) }
        let items = ScalarText.items(values.count == 1 ? .string(values[0]) : .list(values))
        var result: [T] = []
        result.reserveCapacity(items.count)
        for (index, text) in items.enumerated() {
            switch ScalarText.convert(text, to: T.self) {
            case .value(let value)?:
                result.append(value)
            case .failure(let reason)?:
                throw ParameterDecodingError(parameter: name, index: index, reason: reason)
            case nil:
                throw ParameterDecodingError(parameter: name, index: index, reason: .notValid(text, type: String(describing: T.self)))
            }
        }
        return result
    }
}

/// Why route parameters do not decode.
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
public struct ParameterDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong. The `String` associated with most reasons is the offending text.
    ///
    /// ```swift
    /// switch error.reason {
    /// case .missing: askFor(error.parameter)
    /// case .notAnInteger(let text), .notANumber(let text): showInvalid(text)
    /// default: print(error)
    /// }
    /// ```
    public enum Reason: Sendable, Hashable {
        /// The parameter is absent (or an empty list) and the field is not optional.
        case missing
        /// Not an optional sign followed by decimal digits.
        case notAnInteger(String)
        /// An integer outside the field type's range, such as `300` for `UInt8`.
        case outOfRange(String, type: String, range: String)
        /// Not a decimal number.
        case notANumber(String)
        /// A number too large for the type, or `inf`, `infinity` or `nan`.
        case notFinite(String)
        /// Not one of `true`, `false`, `yes`, `no`, `1`, `0` (any case) or the empty string.
        case notABoolean(String)
        /// Not one of the cases of a `CaseIterable` enum with raw values.
        case notOneOf(String, cases: [String])
        /// Not a value of the field's type (`type` is its name).
        case notValid(String, type: String)
        /// The field's type wants a nested container (a struct, a dictionary, an array of arrays).
        case nested
        /// The decoded type is not a type with named fields (a keyed container) at the top level.
        case notKeyed(type: String)
        /// The type's own `init(from:)` threw this message.
        case rejected(String)
    }

    /// The parameter at fault; `nil` when the error is about the decoded type as a whole.
    public let parameter: String?
    /// The position within a list parameter, from 0; `nil` for a single value.
    public let index: Int?
    /// What is wrong.
    public let reason: Reason

    /// Creates an error.
    ///
    /// ```swift
    /// let error = ParameterDecodingError(parameter: "id", reason: .missing)
    /// error.description   // missing parameter "id"
    /// ```
    public init(parameter: String?, index: Int? = nil, reason: Reason) {
        self.parameter = parameter
        self.index = index
        self.reason = reason
    }

    /// The error in one line, naming the parameter (and the list position, as `ids[1]`).
    ///
    /// ```swift
    /// ParameterDecodingError(parameter: "ids", index: 1, reason: .notAnInteger("x")).description
    /// // parameter "ids[1]" is "x", which is not an integer
    /// ```
    public var description: String {
        let name = "\"\(parameter ?? "")\(index.map { "[\($0)]" } ?? "")\""
        switch reason {
        case .missing:
            return "missing parameter \(name)"
        case .notAnInteger(let text):
            return "parameter \(name) is \"\(text)\", which is not an integer"
        case let .outOfRange(text, type, range):
            return "parameter \(name) is \"\(text)\", which is out of range for \(type) (\(range))"
        case .notANumber(let text):
            return "parameter \(name) is \"\(text)\", which is not a number"
        case .notFinite(let text):
            return "parameter \(name) is \"\(text)\", which is not a finite number"
        case .notABoolean(let text):
            return "parameter \(name) is \"\(text)\", which is not a boolean (true, false, yes, no, 1, 0)"
        case let .notOneOf(text, cases):
            return "parameter \(name) is \"\(text)\", which is not one of: \(cases.joined(separator: ", "))"
        case let .notValid(text, type):
            return "parameter \(name) is \"\(text)\", which is not a valid \(type)"
        case .nested:
            return "parameter \(name) is a nested value; only scalars and lists are supported"
        case .notKeyed(let type):
            return "\(type) cannot be decoded from route parameters: only a type with named fields can"
        case .rejected(let message):
            return parameter == nil ? "route parameters rejected: \(message)" : "parameter \(name) rejected: \(message)"
        }
    }

    /// Whether the reason is about the text of a value (and so may be restated for an enum).
    var isAboutValue: Bool {
        switch reason {
        case .missing, .nested, .notKeyed, .rejected: return false
        default: return true
        }
    }
}

// MARK: - Scalar conversion

/// A scalar conversion's outcome.
enum Converted<T> {
    case value(T)
    case failure(ParameterDecodingError.Reason)
}

/// The conversion rules shared by the decoder and the typed accessors.
enum ScalarText {
    /// Converts `text` to `T` when `T` is a scalar the rules know (`String`, `Character`, `Bool`, integers,
    /// floating point, other `LosslessStringConvertible` types); `nil` when they do not.
    static func convert<T>(_ text: String, to type: T.Type) -> Converted<T>? {
        if T.self == String.self { return cast(text) }
        if T.self == Substring.self { return cast(text[...]) }
        if T.self == Bool.self {
            switch text.lowercased() {
            case "", "true", "yes", "1": return cast(true)
            case "false", "no", "0": return cast(false)
            default: return .failure(.notABoolean(text))
            }
        }
        if T.self == Character.self {
            guard text.count == 1, let first = text.first else { return .failure(.notValid(text, type: "Character")) }
            return cast(first)
        }
        if let integer = T.self as? any FixedWidthInteger.Type {
            return parseInteger(text, integer, as: T.self)
        }
        if let float = T.self as? any (BinaryFloatingPoint & LosslessStringConvertible).Type {
            return parseFloat(text, float, as: T.self)
        }
        if let lossless = T.self as? any LosslessStringConvertible.Type {
            guard let value = lossless.init(text), let typed = value as? T else {
                if let cases = caseNames(T.self) { return .failure(.notOneOf(text, cases: cases)) }
                return .failure(.notValid(text, type: String(describing: T.self)))
            }
            return .value(typed)
        }
        return nil
    }

    private static func cast<T>(_ value: some Any) -> Converted<T> {
        guard let typed = value as? T else { return .failure(.notValid("\(value)", type: String(describing: T.self))) }
        return .value(typed)
    }

    /// `[+-]? [0-9]+`, within `I`'s range.
    static func parseInteger<I: FixedWidthInteger, T>(
        _ text: String, _: I.Type, as _: T.Type
    ) -> Converted<T> {
        let bytes = Array(text.utf8)
        var k = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            negative = first == UInt8(ascii: "-")
            k = 1
        }
        let digits = bytes[k...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return .failure(.notAnInteger(text))
        }
        var value: I = 0
        for byte in digits {
            let digit = I(byte - UInt8(ascii: "0"))
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            if o1 || o2 { return .failure(.outOfRange(text, type: String(describing: I.self), range: "\(I.min)...\(I.max)")) }
            value = next
        }
        return cast(value)
    }

    /// A finite decimal number: `[+-]? (digits [. digits] | . digits) ([eE] [+-]? digits)?`.
    static func parseFloat<F: BinaryFloatingPoint & LosslessStringConvertible, T>(
        _ text: String, _: F.Type, as _: T.Type
    ) -> Converted<T> {
        guard isDecimal(text) else {
            var word = text.lowercased()[...]
            if word.first == "+" || word.first == "-" { word = word.dropFirst() }
            if word == "inf" || word == "infinity" || word == "nan" { return .failure(.notFinite(text)) }
            return .failure(.notANumber(text))
        }
        guard let value = F(text), value.isFinite else { return .failure(.notFinite(text)) }
        return cast(value)
    }

    static func isDecimal(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let n = bytes.count
        var k = 0
        func digits() -> Int {
            let start = k
            while k < n, bytes[k] >= UInt8(ascii: "0"), bytes[k] <= UInt8(ascii: "9") { k += 1 }
            return k - start
        }
        if k < n, bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: "-") { k += 1 }
        var mantissa = digits()
        if k < n, bytes[k] == UInt8(ascii: ".") {
            k += 1
            mantissa += digits()
        }
        if mantissa == 0 { return false }
        if k < n, bytes[k] | 0x20 == UInt8(ascii: "e") {
            k += 1
            if k < n, bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: "-") { k += 1 }
            if digits() == 0 { return false }
        }
        return k == n
    }

    /// The raw values of a `CaseIterable` enum with `String` or `Int` (any `LosslessStringConvertible`)
    /// raw values; `nil` for any other type.
    static func caseNames<T>(_ type: T.Type) -> [String]? {
        guard let iterable = T.self as? any (CaseIterable & RawRepresentable).Type else { return nil }
        return names(iterable)
    }

    private static func names<C: CaseIterable & RawRepresentable>(_: C.Type) -> [String] {
        C.allCases.map { "\($0.rawValue)" }
    }

    /// The items of a list parameter: a list's values, or a string split on commas (none for `""`).
    static func items(_ value: ParameterValue) -> [String] {
        switch value {
        case .list(let values):
            return values
        case .string(let text):
            return text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
    }
}

// MARK: - Decoder

/// `Optional`, whose absent parameter decodes as `nil` even where the synthesized code calls `decode`.
protocol AbsentAsNil {
    static var absent: Self { get }
}

extension Optional: AbsentAsNil {
    static var absent: Self { nil }
}

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

    func error(_ reason: ParameterDecodingError.Reason) -> ParameterDecodingError {
        ParameterDecodingError(parameter: parameter, index: index, reason: reason)
    }

    /// The one text of a value: the first element of a list.
    func text(_ value: ParameterValue) throws(ParameterDecodingError) -> String {
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
        } catch let failure as ParameterDecodingError {
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
    let typeName: String
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ParametersContainer<Key>(parameters: parameters))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw ParameterDecodingError(parameter: nil, reason: .notKeyed(type: typeName))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw ParameterDecodingError(parameter: nil, reason: .notKeyed(type: typeName))
    }
}

struct ParametersContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let parameters: [String: ParameterValue]
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] { parameters.keys.sorted().compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { parameters[key.stringValue] != nil }

    private func field(_ key: Key) -> FieldDecoding {
        FieldDecoding(parameter: key.stringValue, index: nil, codingPath: [key])
    }

    private func value(_ key: Key) throws(ParameterDecodingError) -> ParameterValue {
        guard let value = parameters[key.stringValue] else {
            throw ParameterDecodingError(parameter: key.stringValue, reason: .missing)
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
        throw ParameterDecodingError(parameter: key.stringValue, reason: .nested)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        ListContainer(field: field(key), items: ScalarText.items(try value(key)))
    }

    func superDecoder() throws -> any Decoder {
        throw ParameterDecodingError(parameter: "super", reason: .nested)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw ParameterDecodingError(parameter: key.stringValue, reason: .nested)
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
