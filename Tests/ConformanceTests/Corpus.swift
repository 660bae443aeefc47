import Foundation
import SwitchyardTestSupport

/// The conformance corpus (`Conformance/cases/*.json`, described by `Conformance/README.md`), read as plain JSON
/// objects: one case file is a route table and the cases every reader of it must answer the same way.
struct CaseFile: Sendable, CustomStringConvertible {
    /// The file's name (`normalization-path.json`).
    let name: String
    /// The table, as the bytes of a route-table file (JSON).
    let table: [UInt8]
    /// The cases, each a JSON object.
    let cases: [Case]

    var description: String { name }

    /// The files of the corpus, in name order.
    static let all: [CaseFile] = CorpusFile.all.map { file in
        CaseFile(name: file.name, table: Array(file.table), cases: file.cases.map { Case($0, file: file.name) })
    }

    /// The files that have cases of `kind`.
    static func having(_ kind: String) -> [CaseFile] { all.filter { $0.cases.contains { $0.kind == kind } } }
}

/// One case: the fields every kind shares, and its JSON object for the rest.
struct Case: @unchecked Sendable {
    let file: String
    let id: String
    let kind: String
    let rule: String
    let object: [String: Any]

    init(_ object: [String: Any], file: String) {
        self.file = file
        self.object = object
        id = object["id"] as? String ?? "?"
        kind = object["kind"] as? String ?? "?"
        rule = object["rule"] as? String ?? "?"
    }

    var url: String { object["url"] as? String ?? "" }
    var expect: [String: Any] { object["expect"] as? [String: Any] ?? [:] }
    var callerValues: [String: String] { object["params"] as? [String: String] ?? [:] }
    /// Where the link comes from, as `switchyard match --source` spells it; `nil`: the policy is not applied.
    var source: String? { object["source"] as? String }
    /// The app's rules, as `--restrict` and `--deny` spell them.
    var restrictions: [String] { (object["policy"] as? [String: Any])?["restrict"] as? [String] ?? [] }
    var denials: [String] { (object["policy"] as? [String: Any])?["deny"] as? [String] ?? [] }

    /// How a disagreement names the case: its file and id, its rule, and its URL.
    var label: String { "\(file)#\(id) [\(rule)] \(url.debugDescription)" }
}

/// A match's outcome in the corpus's terms, to compare with a case's `expect`.
struct Outcome: Equatable, CustomStringConvertible {
    var matched: Bool
    var refusal: String?
    var intake: String?
    var pattern: String?
    var handler: String?
    var name: String?
    var namespace: String?
    var parameters: [String: [String]] = [:]
    var listed: Set<String> = []
    var wildcard: [String] = []
    var rewrittenTo: String?
    /// Each rewrite step, `N: FROM → TO`; `nil` when not compared (the case does not state it).
    var rewrites: [String]?
    /// Typed captures, `int 7`, `float 1.5`, `uuid …`, by name; `nil` when not compared.
    var types: [String: String]?
    var webDestination: String?
    /// The routes the source policy passed over, best first, `PATTERN (NAMESPACE)`.
    var refused: [String] = []

    var description: String {
        let passed = refused.isEmpty ? "" : ", passed over \(refused)"
        guard matched else {
            return "no match (\(refusal ?? "?")\(intake.map { ", \($0)" } ?? ""))" + passed
                + (webDestination.map { ", web destination \($0)" } ?? "") + (rewrittenTo.map { ", rewritten to \($0)" } ?? "")
        }
        return "\(pattern ?? "?") (\(namespace ?? "?")) → \(handler ?? "nil"), parameters \(parameters), wildcard \(wildcard)"
            + (types.map { ", types \($0)" } ?? "") + (rewrittenTo.map { ", rewritten to \($0)" } ?? "")
            + (rewrites.map { ", rewrites \($0)" } ?? "") + passed
    }

    /// The outcome a case expects. `intake` is compared only when the case names it.
    init(expected: [String: Any]) {
        matched = expected["matched"] as? Bool ?? false
        refusal = expected["refusal"] as? String
        intake = expected["intake"] as? String
        rewrittenTo = expected["rewrittenTo"] as? String
        webDestination = expected["webDestination"] as? String
        refused = (expected["refused"] as? [[String: String]] ?? []).map { "\($0["pattern"] ?? "?") (\($0["scheme"] ?? "?"))" }
        rewrites = (expected["rewrites"] as? [[String: Any]])?.map { step in
            "\(step["rule"] as? Int ?? 0): \(step["from"] as? String ?? "?") → \(step["to"] as? String ?? "?")"
        }
        guard matched else { return }
        let route = expected["route"] as? [String: Any] ?? [:]
        pattern = route["pattern"] as? String
        handler = route["handler"] as? String
        name = route["name"] as? String
        namespace = expected["namespace"] as? String
        for (key, value) in expected["parameters"] as? [String: Any] ?? [:] {
            if let text = value as? String {
                parameters[key] = [text]
            } else {
                parameters[key] = value as? [String] ?? []; listed.insert(key)
            }
        }
        wildcard = expected["wildcard"] as? [String] ?? []
        types = (expected["types"] as? [String: [String: Any]])?.mapValues(Self.typed)
    }

    /// `{"int": 7}` as `int 7`: the type's name and the value as the corpus writes it.
    static func typed(_ value: [String: Any]) -> String {
        guard let (type, value) = value.first else { return "?" }
        switch value {
        case let number as NSNumber where type == "float": return "float \(number.doubleValue)"
        case let number as NSNumber: return "\(type) \(number.int64Value)"
        default: return "\(type) \(value)"
        }
    }

    init(matched: Bool) { self.matched = matched }
}
