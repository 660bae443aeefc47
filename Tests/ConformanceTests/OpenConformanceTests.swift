import Foundation
import SwitchyardTestSupport
import Testing

/// One `open` case of the corpus, with its file: a test argument of its own, so that the cases run side by side.
struct OpenCase: Sendable, CustomStringConvertible {
    let file: CaseFile
    let item: Case

    var description: String { "\(item.file)#\(item.id)" }

    /// Every `open` case of `Conformance/cases/open-*.json`, in file and case order.
    static let all: [OpenCase] = CaseFile.all.filter(\.isOpenFile).flatMap { file in
        file.cases.filter { $0.kind == "open" }.map { OpenCase(file: file, item: $0) }
    }
}

extension CaseFile {
    /// Whether it is one of the files that hold the `open` cases.
    var isOpenFile: Bool { name.hasPrefix("open-") }
}

/// The corpus's `open` cases through the Swift router (Conformance/README.md, "`open` cases"; the rules are the
/// pipeline article's `router.*`): each case's router is built from its file's table, with its policy and documents
/// (applied unsigned, as the document cases' app run applies them) and its app as scripted middleware, handlers, an
/// unmatched handler, a login session, a navigator and an analytics sink, on virtual time. The trace, the analytics
/// event and the outcome are compared exactly, both ways, and `canOpen`'s plan where the case states one. A case the
/// runner cannot run fails; none is skipped.
// Serialized: the runner takes "nothing took a step for 20 ms" for "nothing else can run" (OpenCaseRun.settle), which
// 244 cases at once on two cores can starve.
@Suite("Conformance: the open (the router)", .serialized)
struct OpenConformanceTests {
    /// The files exist and every one of them was read: `@Test(arguments:)` over no cases would pass by running
    /// nothing.
    @Test func theCorpusHasOpenCases() throws {
        let folder = Repository.root.appendingPathComponent("Conformance/cases")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("open-") && $0.hasSuffix(".json") }
        #expect(!names.isEmpty, "no Conformance/cases/open-*.json file")
        let read = Set(CaseFile.all.filter(\.isOpenFile).map(\.name))
        for name in names where !read.contains(name) { Issue.record("\(name) could not be read as a case file") }
        #expect(!OpenCase.all.isEmpty, "the open-*.json files hold no open case")
        for file in CaseFile.all {
            for item in file.cases where item.kind == "open" && !file.isOpenFile {
                Issue.record("\(item.label): an open case outside the open-*.json files, which this runner reads")
            }
            for item in file.cases where file.isOpenFile && item.kind != "open" {
                Issue.record("\(item.label): a \(item.kind) case in an open-*.json file")
            }
        }
    }

    @Test("each case: trace, analytics and outcome", arguments: OpenCase.all)
    func open(_ openCase: OpenCase) async throws {
        let item = openCase.item
        let run: OpenCaseRun
        do {
            run = try await OpenCaseRun.run(item, in: openCase.file)
        } catch {
            Issue.record("\(item.label): the Swift runner cannot run it: \(error)")
            return
        }
        let expect = item.expect
        let expectedTrace = expect["trace"] as? [String]
        #expect(expectedTrace != nil, "\(item.label): expect.trace is not a list of strings")
        #expect(run.trace == expectedTrace ?? [], "\(item.label): trace\n  expected \(expectedTrace ?? [])\n  got      \(run.trace)")
        let expectedEvent = expect["analytics"] as? [String: Any]
        #expect(expectedEvent != nil, "\(item.label): expect.analytics is not an object")
        let sameEvent = run.analytics.count == 1 && Self.same(run.analytics[0], expectedEvent ?? [:])
        #expect(
            sameEvent,
            "\(item.label): analytics\n  expected \(Self.json(expectedEvent ?? [:]))\n  got      \(run.analytics.map(Self.json))")
        let expectedOutcome = expect["outcome"] as? [String: Any] ?? [:]
        let documents = run.arrivals.isEmpty ? "" : "\n  documents: \(run.arrivals.map(Self.json))"
        #expect(
            Self.same(run.outcome, expectedOutcome),
            "\(item.label): outcome\n  expected \(Self.json(expectedOutcome))\n  got      \(Self.json(run.outcome))\(documents)")
        // `canOpen`'s answer, where the case states it (the routers' fuzzer compares it on every case it makes).
        if let expectedPlan = expect["plan"] as? [String: Any] {
            #expect(
                Self.same(run.plan, expectedPlan),
                "\(item.label): plan\n  expected \(Self.json(expectedPlan))\n  got      \(Self.json(run.plan))\(documents)")
        }
    }

    /// Whether two JSON objects are equal, key for key (numbers by value: `3` is `3.0`).
    static func same(_ a: [String: Any], _ b: [String: Any]) -> Bool {
        NSDictionary(dictionary: a).isEqual(to: b)
    }

    /// A JSON object in one line, its keys sorted.
    static func json(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return "\(object)" }
        return String(decoding: data, as: UTF8.self)
    }
}
