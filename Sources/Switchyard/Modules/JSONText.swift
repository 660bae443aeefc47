/// A small JSON writer for `ComponentCatalogue.json`. The library does not link Foundation, and a
/// committed catalogue is compared byte for byte with a fresh one, so the layout is fixed here rather than
/// left to an encoder whose spacing and key order may differ between platforms and releases.
package indirect enum JSONText {
    case string(String)
    case number(Int)
    case array([JSONText])
    case object([(String, JSONText)])

    static func strings(_ values: [String]) -> JSONText { .array(values.map(JSONText.string)) }

    /// Objects one key a line; arrays of scalars on one line (`["risk", "login"]`), others one item a line.
    func rendered(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let value): return Self.quoted(value)
        case .number(let value): return String(value)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.rendered(indent: inner) }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            let lines = fields.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .string, .number: return true
        case .array, .object: return false
        }
    }

    /// A JSON string: quote, backslash, control characters, DEL and the two line separators JavaScript
    /// does not allow in a string literal (U+2028, U+2029) escaped, everything else as it is (UTF-8). The
    /// tool's JSON lines use it too, so the package writes JSON strings one way.
    package static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
