import Switchyard

/// A JSON object written key by key, in the order given.
struct JSONLine {
    private var members: [String] = []

    mutating func string(_ key: String, _ value: String) { members.append("\(Self.quote(key)):\(Self.quote(value))") }
    mutating func raw(_ key: String, _ json: String) { members.append("\(Self.quote(key)):\(json)") }

    var text: String { "{" + members.joined(separator: ",") + "}" }

    /// The object without the members whose value is the JSON given for their key (`["scheme": "null"]`): what a
    /// reader that puts those defaults back reads as the same object.
    func omitting(_ defaults: [String: String]) -> JSONLine {
        var kept = self
        let left = Set(defaults.map { Self.quote($0.key) + ":" + $0.value })
        kept.members.removeAll { left.contains($0) }
        return kept
    }

    static func array(_ values: [String]) -> String { "[" + values.map(quote).joined(separator: ",") + "]" }

    static func quote(_ text: String) -> String { JSONText.quoted(text) }
}
