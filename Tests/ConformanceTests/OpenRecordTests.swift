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
        var lines: [String] = []
        for (item, file) in try RecordMode.cases(at: Self.input ?? "") { lines.append(try await Self.answer(item, in: file)) }
        try RecordMode.write(lines, to: Self.output ?? "")
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
        return try RecordMode.line(answer)
    }
}
