/// A JSON value written with two-space indentation and keys in the order given, for files people read
/// and review (the link files of `gen links`).
indirect enum PrettyJSON {
    case string(String)
    case bool(Bool)
    case array([PrettyJSON])
    case object([(String, PrettyJSON)])

    /// The value as text, indented by `level` steps after its first line; short arrays of strings stay on
    /// one line (`["a", "b"]`).
    func text(level: Int = 0) -> String {
        let pad = String(repeating: "  ", count: level + 1), end = String(repeating: "  ", count: level)
        switch self {
        case .string(let value): return JSONLine.quote(value)
        case .bool(let value): return String(value)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
                let inline = "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
                if inline.count <= 80 { return inline }
            }
            return "[\n" + items.map { pad + $0.text(level: level + 1) }.joined(separator: ",\n") + "\n" + end + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let lines = members.map { pad + JSONLine.quote($0.0) + ": " + $0.1.text(level: level + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + end + "}"
        }
    }
}
