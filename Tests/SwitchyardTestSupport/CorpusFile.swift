public import Foundation

/// One file of the conformance corpus (`Conformance/cases/*.json`, described by `Conformance/README.md`), read as
/// plain JSON: a route table and the cases every reader of it must answer the same way. The one loader of the
/// Swift suites (issue #89 item 4): the conformance runners and the catalogue page's each take their view of it.
public struct CorpusFile: @unchecked Sendable {
    /// The file's name (`normalization-path.json`).
    public let name: String
    /// The table, as the bytes of a route-table file (JSON).
    public let table: Data
    /// The cases, each a JSON object, in file order.
    public let cases: [[String: Any]]

    /// The files of the corpus, in name order; a file that does not read as a table and cases is left out (the
    /// suites' count checks say when one is).
    public static let all: [CorpusFile] = {
        let folder = Repository.root.appendingPathComponent("Conformance/cases")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let table = object["table"], let cases = object["cases"] as? [[String: Any]],
                let tableData = try? JSONSerialization.data(withJSONObject: table)
            else { return nil }
            return CorpusFile(name: name, table: tableData, cases: cases)
        }
    }()
}
