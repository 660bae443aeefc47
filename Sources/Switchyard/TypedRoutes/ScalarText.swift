import SwitchyardMatching

/// A scalar conversion's outcome.
enum Converted<T> {
    case value(T)
    case failure(ParameterError.Reason)
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

    /// The matcher's decimal grammar (`ParameterType.isDecimal`), so that a typed route converts exactly the
    /// text its `float` parameter matched.
    static func isDecimal(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { ParameterType.isDecimal($0) }
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
