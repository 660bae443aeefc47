import SwitchyardConfig
import SwitchyardMatching
import Testing

/// The corpus's `urlFor` and `tableError` cases: `url(for:)` on the table's routes by name, and the loader's
/// located errors. A disagreement fails with the case's file, id and rule.
@Suite("Conformance: url(for:) and table errors")
struct BuildConformanceTests {
    /// The URL a route prints, or the corpus's error kind.
    static func printed(_ item: Case, in table: RouteTable<RouteEntry>) -> [String: String] {
        let name = item.object["route"] as? String
        guard let route = table.routes.first(where: { $0.value.name == name }) else { return ["error": "no-such-route"] }
        let parameters = (item.object["parameters"] as? [String: String] ?? [:]).mapValues { ParameterValue.string($0) }
        do throws(URLGenerationError) {
            return ["url": try route.pattern.url(filling: parameters, query: route.query)]
        } catch {
            if case .missing = error.reason { return ["error": "missing-parameter"] }
            return ["error": "invalid-value"]
        }
    }

    @Test("url(for:)", arguments: CaseFile.having("urlFor"))
    func urlFor(_ file: CaseFile) throws {
        let loaded = try RouteTableFile.parse(file.table, file: file.name)
        for item in file.cases where item.kind == "urlFor" {
            let expected = item.expect.compactMapValues { $0 as? String }
            let actual = Self.printed(item, in: loaded.table)
            #expect(actual == expected, "\(item.label): expected \(expected), got \(actual)")
        }
    }

    /// The kind, place and message (its first line: the excerpt under it is not part of the message) of the first
    /// problem a broken table gives. The kind is `conflict` for routes that match the same URLs, else the kind of the
    /// template of `Conformance/errors.json` the message fits: `expected` when one of that kind fits (a message no
    /// template fits has the kind `(no template)`).
    static func problem(_ text: String, expected: String?) -> [String: String] {
        let diagnostics: [Diagnostic]
        do {
            let file = try RouteTableFile.parse(Array(text.utf8), file: "table.json")
            diagnostics = file.warnings.filter { $0.code == .identicalRoute || $0.code == .collidingExpansions }
        } catch {
            diagnostics = error.diagnostics
        }
        guard let first = diagnostics.first else { return [:] }
        let message = String(first.message.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        let kinds = ErrorTable.corpus.kinds(of: message)
        let conflict = first.code == .identicalRoute || first.code == .collidingExpansions
        let kind = conflict ? "conflict" : expected.flatMap { kinds.contains($0) ? $0 : nil } ?? kinds.sorted().first
        return [
            "error": kind ?? "(no template)", "line": "\(first.location?.line ?? 0)",
            "column": "\(first.location?.column ?? 0)", "message": message,
        ]
    }

    @Test("table errors, located and worded", arguments: CaseFile.having("tableError"))
    func tableErrors(_ file: CaseFile) {
        for item in file.cases where item.kind == "tableError" {
            let expected = item.expect.mapValues { "\($0)" }
            var actual = Self.problem(item.object["text"] as? String ?? "", expected: expected["error"])
            if expected["message"] == nil { actual["message"] = nil }
            #expect(actual == expected, "\(item.label): expected \(expected), got \(actual)")
        }
    }

    @Test("every message Swift gives for a table error fits a template of the table of errors, of the case's kind")
    func messagesFitTheTable() {
        #expect(ErrorTable.corpus.entries.count > 50, "Conformance/errors.json was not read")
        for file in CaseFile.having("tableError") {
            for item in file.cases where item.kind == "tableError" {
                let kind = item.expect["error"] as? String
                let actual = Self.problem(item.object["text"] as? String ?? "", expected: kind)
                guard kind != "conflict" else { continue }
                #expect(
                    ErrorTable.corpus.kinds(of: actual["message"] ?? "").contains(kind ?? ""),
                    "\(item.label): \(actual["message"] ?? "no message") fits no \(kind ?? "") template")
            }
        }
    }
}
