import Foundation
import Testing

/// The record mode of the Swift open runner, for the routers' differential fuzzer (`scripts/fuzz-routers.sh`,
/// `Tests/CrossReader/open_cases.py`): with `SWITCHYARD_OPEN_RECORD_IN` (a JSON list of case files, each a table and
/// `open` cases without `expect`) and `SWITCHYARD_OPEN_RECORD_OUT` set, it runs every case as the corpus's runner does
/// and writes, one JSON line a case, what it observed (`trace`, `analytics`, `outcome`, `plan` in `expect`'s shapes,
/// and `matches`, a list of plans) instead of comparing. Without them the test is skipped, not passed; `OpenConformanceTests` is unchanged either way.
@Suite("Open record (the routers' differential fuzzer)")
struct OpenRecordTests {
    static let input = ProcessInfo.processInfo.environment["SWITCHYARD_OPEN_RECORD_IN"]
    static let output = ProcessInfo.processInfo.environment["SWITCHYARD_OPEN_RECORD_OUT"]

    @Test(.enabled(if: input != nil && output != nil, "SWITCHYARD_OPEN_RECORD_IN and SWITCHYARD_OPEN_RECORD_OUT are not set"))
    func record() async throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.input ?? ""))
        let files = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]], "the input is not a list")
        var lines: [String] = []
        for (index, object) in files.enumerated() {
            let table = try JSONSerialization.data(withJSONObject: object["table"] ?? [:])
            let name = object["name"] as? String ?? "fuzz-\(index).json"
            let cases = (object["cases"] as? [[String: Any]] ?? []).map { raw in
                var raw = raw
                if raw["expect"] == nil { raw["expect"] = [String: Any]() }
                return Case(raw, file: name)
            }
            let file = CaseFile(name: name, table: Array(table), cases: cases)
            for item in cases { lines.append(try await Self.answer(item, in: file)) }
        }
        let text = lines.map { $0 + "\n" }.joined()
        try Data(text.utf8).write(to: URL(fileURLWithPath: Self.output ?? ""))
    }

    /// One case's line: its id and what the run observed, or the reason the runner could not run it.
    static func answer(_ item: Case, in file: CaseFile) async throws -> String {
        var answer: [String: Any] = ["id": item.id]
        do {
            let run = try await OpenCaseRun.run(item, in: file)
            answer["trace"] = run.trace
            answer["analytics"] = run.analytics.count == 1 ? run.analytics[0] as Any : run.analytics as Any
            answer["outcome"] = run.outcome
            answer["plan"] = run.plan
            answer["matches"] = run.matches
        } catch {
            answer["runner"] = "\(error)"
        }
        let data = try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
