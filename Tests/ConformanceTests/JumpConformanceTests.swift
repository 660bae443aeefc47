import Foundation
import SwitchyardConfig
import SwitchyardJump
import SwitchyardTool
import Testing

/// The corpus's jump cases (`Conformance/cases/jump-*.json`; Docs/Rules/jump.md, issue #90) through Swift's jump:
/// SwitchyardJump's plan of the link's way as `switchyard jump` reads it (`JumpWay`), every key of the plan compared
/// exactly with the case's; an argument the case gets wrong must throw a `JumpError` naming it. A case with documents
/// has them arrive on its device as the document cases' do, and the link's way runs with the document in force.
/// The web module's `Web/test/jump-corpus.test.mjs` runs the same cases.
@Suite("Conformance: jump cases (the web page's jump)")
struct JumpConformanceTests {
    @Test("every jump case file is read") func count() {
        let files = CaseFile.having("jump")
        #expect(files.count == 7, "\(files)")
        #expect(files.flatMap(\.cases).filter { $0.kind == "jump" }.count >= 242)
    }

    @Test("each case: the plan, every key, or the argument's error", arguments: CaseFile.having("jump"))
    func jump(_ file: CaseFile) throws {
        let table = try RouteTableFile.parse(file.table, file: file.name)
        for item in file.cases where item.kind == "jump" {
            let label = "\(item.label) on \(item.object["platform"] ?? "?")"
            var arrivals = try DocumentArrivals(file: table, device: DocumentConformanceTests.device(of: item))
            for document in item.object["documents"] as? [[String: Any]] ?? [] {
                _ = arrivals.arrive(Array((document["text"] as? String ?? "").utf8), label: "document")
            }
            let explain = try arrivals.inForce?.explain ?? DocumentExplain.tableAlone(file: table)
            let plan: JumpPlan
            do throws(JumpError) {
                plan = try JumpWay.plan(for: item.url, file: table, explain: explain, try JumpArguments(values: item.object))
            } catch {
                #expect(error.argument == item.expect["error"] as? String, "\(label): \(error)")
                #expect(error.message.contains(error.argument), "\(label): \(error) does not name \(error.argument)")
                continue
            }
            #expect(item.expect["error"] == nil, "\(label): a plan, not the error the case expects")
            let got = DocumentConformanceTests.canonical(Self.object(plan))
            #expect(got == DocumentConformanceTests.canonical(item.expect), "\(label)\n  got \(got)")
        }
    }

    /// The plan as the corpus writes it: its seven keys, `null` for a link it does not hold.
    static func object(_ plan: JumpPlan) -> [String: Any] {
        let link = { (value: String?) -> Any in value ?? NSNull() }
        return [
            "decision": plan.decision.rawValue, "appLink": link(plan.appLink), "intentHref": link(plan.intentHref),
            "storeURL": link(plan.storeURL), "webURL": link(plan.webURL), "sameHost": plan.sameHost, "why": plan.why,
        ]
    }
}
