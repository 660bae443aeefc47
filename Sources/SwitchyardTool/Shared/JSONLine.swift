import Switchyard

/// A JSON object written key by key, in the order given.
struct JSONLine {
    private var members: [String] = []

    mutating func string(_ key: String, _ value: String) { members.append("\(Self.quote(key)):\(Self.quote(value))") }
    mutating func raw(_ key: String, _ json: String) { members.append("\(Self.quote(key)):\(json)") }

    var text: String { "{" + members.joined(separator: ",") + "}" }

    static func array(_ values: [String]) -> String { "[" + values.map(quote).joined(separator: ",") + "]" }

    static func quote(_ text: String) -> String { JSONText.quoted(text) }
}
