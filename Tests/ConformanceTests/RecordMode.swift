import Foundation

/// What the record modes of the routers' differential fuzzer share (`OpenRecordTests`, `CallRecordTests`): the case
/// files of a JSON list, each case with its file, and the answers, one JSON line each.
enum RecordMode {
    /// Every case of the case files at `path` (a JSON list of `{"name", "table", "cases"}`), in order; a case without
    /// `expect` is given an empty one, which the runners read.
    static func cases(at path: String) throws -> [(item: Case, file: CaseFile)] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let files = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw OpenCaseError("\(path) is not a list of case files")
        }
        return try files.enumerated().flatMap { index, object in
            let table = try JSONSerialization.data(withJSONObject: object["table"] ?? [:])
            let name = object["name"] as? String ?? "fuzz-\(index).json"
            let cases = (object["cases"] as? [[String: Any]] ?? []).map { raw in
                var raw = raw
                if raw["expect"] == nil { raw["expect"] = [String: Any]() }
                return Case(raw, file: name)
            }
            let file = CaseFile(name: name, table: Array(table), cases: cases)
            return cases.map { (item: $0, file: file) }
        }
    }

    /// One answer as a line of JSON, its keys sorted.
    static func line(_ answer: [String: Any]) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes the lines to `path`, each ended by a newline.
    static func write(_ lines: [String], to path: String) throws {
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
    }
}
