import Foundation

/// The corpus's `types` of a match: for each typed placeholder of the route's pattern (`<int:id>`, `<float:x>`,
/// `<uuid:u>`) that took a value, the type and the value it converts to (`int 7`, `float 1.5`, lowercase UUID),
/// as `Outcome.typed` spells a case's `{"id": {"int": 7}}`.
enum TypedCaptures {
    static let placeholder = try! NSRegularExpression(pattern: "<(int|float|uuid):([A-Za-z_][A-Za-z0-9_]*)\\??>")

    static func types(pattern: String, parameters: [String: [String]]) -> [String: String] {
        var types: [String: String] = [:]
        let range = NSRange(pattern.startIndex..., in: pattern)
        for found in placeholder.matches(in: pattern, range: range) {
            guard let typeRange = Range(found.range(at: 1), in: pattern), let nameRange = Range(found.range(at: 2), in: pattern)
            else { continue }
            let name = String(pattern[nameRange])
            guard let value = parameters[name]?.first, !value.isEmpty else { continue }
            switch pattern[typeRange] {
            case "int": types[name] = Int(value).map { "int \($0)" } ?? "int ?\(value)"
            case "float": types[name] = Double(value).map { "float \($0)" } ?? "float ?\(value)"
            default: types[name] = "uuid \(value.lowercased())"
            }
        }
        return types
    }
}
