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
        var lines: [String] = []
        for (item, file) in try RecordMode.cases(at: Self.input ?? "") { lines.append(try await Self.answer(item, in: file)) }
        try RecordMode.write(lines, to: Self.output ?? "")
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
        return try RecordMode.line(answer)
    }
}
