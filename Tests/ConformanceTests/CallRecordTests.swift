import Foundation
import Testing

/// The record mode of the Swift call runner, for the routers' differential fuzzer (`scripts/fuzz-routers.sh`,
/// `Tests/CrossReader/call_cases.py`): with `SWITCHYARD_CALL_RECORD_IN` (a JSON list of case files, each the call
/// table and one `call` case without `expect`) and `SWITCHYARD_CALL_RECORD_OUT` set, it runs every case as
/// `CallConformanceTests` does and writes, one JSON line a case, what it observed (`start`, `results`, `trace`,
/// `modules`) instead of comparing. Without them the test is skipped, not passed.
@Suite("Call record (the routers' differential fuzzer)")
struct CallRecordTests {
    static let input = ProcessInfo.processInfo.environment["SWITCHYARD_CALL_RECORD_IN"]
    static let output = ProcessInfo.processInfo.environment["SWITCHYARD_CALL_RECORD_OUT"]

    @Test(.enabled(if: input != nil && output != nil, "SWITCHYARD_CALL_RECORD_IN and SWITCHYARD_CALL_RECORD_OUT are not set"))
    func record() async throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.input ?? ""))
        let files = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]], "the input is not a list")
        var lines: [String] = []
        for (index, object) in files.enumerated() {
            let table = try JSONSerialization.data(withJSONObject: object["table"] ?? [:])
            let name = object["name"] as? String ?? "fuzz-\(index).json"
            let cases = (object["cases"] as? [[String: Any]] ?? []).map { Case($0, file: name) }
            let file = CaseFile(name: name, table: Array(table), cases: cases)
            for item in cases { lines.append(try await Self.answer(item, in: file)) }
        }
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: Self.output ?? ""))
    }

    /// One case's line: its id and what the run observed, or the reason the runner could not run it.
    static func answer(_ item: Case, in file: CaseFile) async throws -> String {
        var answer: [String: Any] = ["id": item.id]
        do {
            let run = try await CallCaseRun.run(item, in: file)
            answer["start"] = run.start
            answer["results"] = run.results
            answer["trace"] = run.trace
            answer["modules"] = run.modules ?? NSNull()
        } catch {
            answer["runner"] = "\(error)"
        }
        let data = try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
