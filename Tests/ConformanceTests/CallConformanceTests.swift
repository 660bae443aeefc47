import Foundation
import SwitchyardTestSupport
import Testing

/// One `call` case of the corpus, with its file.
struct CallCase: Sendable, CustomStringConvertible {
    let file: CaseFile
    let item: Case

    var description: String { "\(item.file)#\(item.id)" }

    /// Every `call` case of `Conformance/cases/call-*.json`, in file and case order.
    static let all: [CallCase] = CaseFile.all.filter { $0.name.hasPrefix("call-") }.flatMap { file in
        file.cases.filter { $0.kind == "call" }.map { CallCase(file: file, item: $0) }
    }
}

/// The corpus's `call` cases through Swift's `ModuleHost` and router (Conformance/README.md, "`call` cases"; the rules
/// are Docs/Rules/module.md's `module.*` and `call.*`): the start, each step's result, the trace and the modules left,
/// compared exactly. A case the runner cannot run fails; none is skipped.
@Suite("Conformance: modules and component calls")
struct CallConformanceTests {
    /// `@Test(arguments:)` over no cases would pass by running nothing.
    @Test func theCorpusHasCallCases() {
        #expect(CallCase.all.count >= 100, "the call-*.json files hold \(CallCase.all.count) call cases")
        for file in CaseFile.all {
            for item in file.cases where item.kind == "call" && !file.name.hasPrefix("call-") {
                Issue.record("\(item.label): a call case outside the call-*.json files, which this runner reads")
            }
        }
    }

    @Test("each case: start, results, trace and modules", arguments: CallCase.all)
    func call(_ callCase: CallCase) async throws {
        let item = callCase.item
        let run: CallCaseRun
        do {
            run = try await CallCaseRun.run(item, in: callCase.file)
        } catch {
            Issue.record("\(item.label): the Swift runner cannot run it: \(error)")
            return
        }
        let expect = item.expect
        #expect(run.start == expect["start"] as? String, "\(item.label): start")
        #expect(run.results == expect["results"] as? [String] ?? [], "\(item.label): results")
        #expect(run.trace == expect["trace"] as? [String] ?? [], "\(item.label): trace")
        #expect(run.modules == expect["modules"] as? [String], "\(item.label): modules")
    }
}
