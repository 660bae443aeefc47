import Switchyard
import SwitchyardConfig

/// The text `switchyard merge` writes, byte for byte the JVM tool's (`MergedJson`): two-space indentation, keys in
/// the order given, an array of scalars on one line, strings escaped as every `switchyard` JSON line is.
package enum MergedJSON {
    static func text(_ node: ConfigNode, level: Int = 0) -> String {
        let pad = String(repeating: "  ", count: level + 1), end = String(repeating: "  ", count: level)
        switch node.value {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return value.isFinite ? number(String(describing: value)) : "null"
        case .string(let value): return JSONLine.quote(value)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { text($0) }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { pad + text($0, level: level + 1) }.joined(separator: ",\n") + "\n" + end + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let lines = members.map { pad + JSONLine.quote($0.key) + ": " + text($0.value, level: level + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + end + "}"
        }
    }

    /// A number with a fraction or exponent (only an `x-` value can hold one), from the platform's shortest
    /// spelling (`1e-07` here, `1.0E-7` on the JVM) to one both write: plain from 1e-6 to below 1e21
    /// (`0.25`, `100.0`), else one digit, a fraction and an exponent (`1.0e-7`, `1.5e21`).
    package static func number(_ spelled: String) -> String {
        var text = Substring(spelled)
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        let parts = text.split(maxSplits: 1, omittingEmptySubsequences: false) { $0 == "e" || $0 == "E" }
        let exponent: Int = parts.count > 1 ? Int(parts[1].drop { $0 == "+" }) ?? 0 : 0
        let mantissa = (parts.first ?? "").split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole: Int = mantissa.first?.count ?? 0
        var digits: [Character] = Array(mantissa.joined())
        var point: Int = whole + exponent
        while digits.first == "0" {
            digits.removeFirst()
            point -= 1
        }
        while digits.last == "0" { digits.removeLast() }
        let sign = negative ? "-" : ""
        guard let first = digits.first else { return sign + "0.0" }
        let all = String(digits)
        if point > 21 || point < -5 {
            let fraction: String = digits.count > 1 ? String(digits.dropFirst()) : "0"
            return sign + String(first) + "." + fraction + "e" + String(point - 1)
        }
        if point <= 0 { return sign + "0." + zeros(-point) + all }
        if point >= digits.count { return sign + all + zeros(point - digits.count) + ".0" }
        return sign + String(digits[..<point]) + "." + String(digits[point...])
    }

    private static func zeros(_ count: Int) -> String { String(repeating: "0", count: count) }
}

extension ConfigNode {
    fileprivate var isScalar: Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }
}
