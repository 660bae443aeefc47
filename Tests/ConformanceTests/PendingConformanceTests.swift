import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardTestSupport
import SwitchyardTool
import Testing

/// One `pending` case of the corpus, with its file: a test argument of its own.
struct PendingCase: Sendable, CustomStringConvertible {
    let file: CaseFile
    let item: Case

    var description: String { "\(item.file)#\(item.id)" }

    /// Every `pending` case of `Conformance/cases/pending-*.json`, in file and case order.
    static let all: [PendingCase] = CaseFile.all.filter { $0.name.hasPrefix("pending-") }.flatMap { file in
        file.cases.filter { $0.kind == "pending" }.map { PendingCase(file: file, item: $0) }
    }
}

/// The corpus's `pending` cases through Swift's ``PendingLinks`` (Conformance/README.md, "`pending` cases"; the
/// rules are the pipeline article's `router.pending.*`): a queue over a router of the case file's table, with the
/// case's handlers as scripted parts, driven by the case's steps; what the queue delivered, the trace, the links
/// still waiting and what holds the queue are compared exactly. The JVM's `PendingConformanceTest` runs the same cases.
@Suite("Conformance: pending links (the queue)", .serialized)
struct PendingConformanceTests {
    @Test func theCorpusHasPendingCases() {
        #expect(PendingCase.all.count >= 8, "Conformance/cases/pending-*.json hold \(PendingCase.all.count) pending cases")
        for file in CaseFile.all where !file.name.hasPrefix("pending-") {
            for item in file.cases where item.kind == "pending" {
                Issue.record("\(item.label): a pending case outside the pending-*.json files, which this runner reads")
            }
        }
    }

    @Test("each case: deliveries, trace, what waits and what holds", arguments: PendingCase.all)
    func pending(_ pendingCase: PendingCase) async throws {
        let item = pendingCase.item
        let run: PendingCaseRun
        do {
            run = try await PendingCaseRun.run(item, in: pendingCase.file)
        } catch {
            Issue.record("\(item.label): the Swift runner cannot run it: \(error)")
            return
        }
        let expect = item.expect
        for (key, got) in [("deliveries", run.deliveries), ("trace", run.trace), ("pending", run.pending), ("heldBy", run.heldBy)] {
            let expected = expect[key] as? [String]
            #expect(expected == got, "\(item.label): \(key)\n  expected \(expected ?? [])\n  got      \(got)")
        }
    }
}

/// One `pending` case run: the queue, its router and what they showed.
struct PendingCaseRun {
    static let caseKeys: Set = ["id", "kind", "rule", "rules", "note", "app", "capacity", "steps", "expect"]

    /// Each delivery, in the order the queue decided them: `URL: opened ROUTE`, `URL: failed REASON` or
    /// `URL: dropped: WHY`.
    var deliveries: [String] = []
    var trace: [String] = []
    var pending: [String] = []
    var heldBy: [String] = []

    static func run(_ item: Case, in file: CaseFile) async throws -> PendingCaseRun {
        try OpenApp.check(item.object, keys: caseKeys, "the case")
        let table = try MatchConformanceTests.load(file)
        let script = OpenScript(cancelLine: nil)
        let app = try OpenApp(item.object["app"] as? [String: Any] ?? [:], script: script)
        let handlers = try app.handlers(names: Set(table.table.routes.compactMap(\.value.handler)))
        var builder = try RouterBuilder<String>(file: table, handlers: handlers)
        builder.navigator = try app.navigator()
        let queue = PendingLinks(router: try builder.build(), capacity: item.object["capacity"] as? Int ?? 32)
        let delivered = Locked<[String]>([])
        let reader = Task {
            for await delivery in queue.deliveries { delivered.withLock { $0.append(spelled(delivery)) } }
        }
        defer { reader.cancel() }
        var holds: [String: PendingLinks<String>.Hold] = [:]
        var taken = 0
        for step in item.object["steps"] as? [String] ?? [] {
            let words = step.split(separator: " ").map(String.init)
            switch words.first {
            case "receive": taken += try receive(words, into: queue) ? 1 : 0
            case "ready": await queue.ready()
            case "hold" where words.count == 2: holds[words[1]] = await queue.hold(words[1])
            case "release" where words.count == 2:
                guard let hold = holds[words[1]] else { throw OpenCaseError("step \(step.debugDescription): no such hold") }
                await queue.release(hold)
            default: throw OpenCaseError("step \(step.debugDescription) is not one the runner knows")
            }
            try await settle(queue, delivered, taken: taken)
        }
        return PendingCaseRun(
            deliveries: delivered.value, trace: script.trace, pending: await queue.pending.map(\.url), heldBy: await queue.heldBy)
    }

    /// `receive URL [SOURCE] [id=ID]`: whether the queue took the link.
    static func receive(_ words: [String], into queue: PendingLinks<String>) throws -> Bool {
        guard words.count >= 2 else { throw OpenCaseError("receive names no link") }
        let id = words.last.flatMap { $0.hasPrefix("id=") ? String($0.dropFirst(3)) : nil }
        let spelled = words.count > 2 && !words[2].hasPrefix("id=") ? words[2] : "in-app"
        let source = try PolicyContext.parse(source: spelled).source
        guard let id else {
            _ = queue.receive(words[1], from: source)
            return true
        }
        return queue.receive(words[1], from: source, id: id) != nil
    }

    /// Returns once the queue is still: every link taken has its delivery or waits, and links wait only while
    /// something holds the queue (Swift's queue opens in a task of its own); fails after 10 s of real time.
    static func settle(_ queue: PendingLinks<String>, _ delivered: Locked<[String]>, taken: Int) async throws {
        for _ in 0..<10_000 {
            let waiting = await queue.pending.count
            let held = await !queue.heldBy.isEmpty
            if (held || waiting == 0) && delivered.value.count >= taken - waiting { return }
            try await Task.sleep(for: .milliseconds(1))
        }
        throw OpenCaseError("a link neither waits nor was delivered; delivered so far: \(delivered.value)")
    }

    static func spelled(_ delivery: PendingLinks<String>.Delivery) -> String {
        let url = delivery.link.url
        if let dropped = delivery.dropped { return "\(url): dropped: \(dropped)" }
        switch delivery.result {
        case .success(let outcome): return "\(url): opened \(outcome.request.route.pattern)"
        case .failure(let error): return "\(url): failed \(error.reason.name)"
        case nil: return "\(url): neither opened nor dropped"
        }
    }
}
