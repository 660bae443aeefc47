import Foundation
import Switchyard
import SwitchyardRouteTable
import SwitchyardTestSupport
import Testing

/// The texts a reader prints for a link (`Conformance/errors.json`, kinds intake, match, policy): the web module
/// reads them from the table (the generated `matcher-texts.js`), the JVM from its generated `ErrorText`; Swift's
/// are held here to the same templates, filled, so that no reader's wording drifts from the one source.
@Suite("Conformance: the texts a link gets are errors.json's")
struct LinkTextTests {
    /// `code`'s template with its holes filled from `values`; a code the table lacks is a failure.
    static func text(_ code: String, _ values: [String: String] = [:]) -> String {
        guard let entry = ErrorTable.corpus.entries.first(where: { $0.code == code }) else {
            Issue.record("Conformance/errors.json has no \(code)")
            return ""
        }
        var out = entry.template
        for (name, value) in values { out = out.replacingOccurrences(of: "{\(name)}", with: value) }
        #expect(!out.contains("{"), "\(code): a hole left unfilled in \(out)")
        return out
    }

    @Test("a match's reasons: intake refusal, origin, no scheme, no route")
    func matchReasons() {
        let intake = URLIntakeError.dotSegment(offset: 6)
        #expect("\(intake)" == Self.text("intake.dot-segment", ["offset": "6"]))
        #expect(MatchError.refused(intake).description == Self.text("match.intake-refused", ["refusal": "\(intake)"]))
        #expect(MatchError.refused(.empty).description == Self.text("match.intake-refused", ["refusal": Self.text("intake.empty")]))
        #expect(MatchError.originNotAccepted("evil://x").description == Self.text("match.origin-not-accepted", ["origin": "evil://x"]))
        #expect(MatchError.originNotAccepted("(none)").description == Self.text("match.no-scheme"))
        #expect(
            MatchError.noRoute(path: "/a/b", namespaces: ["shop", "global"]).description
                == Self.text("match.no-route", ["path": "/a/b", "namespaces": "namespaces shop and global"]))
        let error = RoutingError(.noRoute(.noRoute(path: "/a", namespaces: ["shop"])), url: "shop://a")
        #expect(
            error.description
                == Self.text(
                    "match.at-url",
                    ["url": "shop://a", "reason": Self.text("match.no-route", ["path": "/a", "namespaces": "namespace shop"])]))
    }

    @Test("rewrites that do not end")
    func rewriteLoops() {
        let cycle = RewriteError(
            loop: .cycle, steps: [.init(ruleIndex: 0, from: "a://x", to: "b://x"), .init(ruleIndex: 1, from: "b://x", to: "a://x")])
        #expect(
            cycle.message
                == Self.text("match.rewrite-cycle", ["rules": "rewrite 1 → rewrite 2 → rewrite 1", "urls": "a://x → b://x → a://x"]))
        let steps = (0..<9).map { RewriteStep(ruleIndex: $0, from: "s://\($0)", to: "s://\($0 + 1)") }
        let long = RewriteError(loop: .tooManySteps, steps: steps)
        #expect(
            long.message
                == Self.text(
                    "match.rewrite-too-many",
                    [
                        "limit": "\(RewriteRules.maximumSteps)",
                        "rules": steps.map { "rewrite \($0.ruleIndex + 1)" }.joined(separator: " → "),
                        "urls": (["s://0"] + steps.map(\.to)).joined(separator: " → "),
                    ]))
    }

    @Test("the source policy's refusals")
    func policyReasons() {
        var policy = SourcePolicy()
        policy.restrict(tag: "pay", to: [.inApp])
        policy.deny(kind: .otherApp)
        #expect(
            policy.refusal(source: .push, visibility: .internal, tags: [])
                == Self.text("policy.internal", ["source": "push notification"]))
        #expect(
            policy.refusal(source: .otherApp(bundleID: nil), visibility: .public, tags: [])
                == Self.text("policy.denied", ["source": "another app"]))
        #expect(
            policy.refusal(source: .webPage("https://a.example"), visibility: .public, tags: ["pay"])
                == Self.text("policy.tag-restricted", ["tag": "pay", "source": "web page (https://a.example)"]))
        let forbidden = RoutingError(.forbidden(route: "/pay/:id", why: "links from push notification are denied"), url: "shop://pay/1")
        #expect(
            forbidden.description
                == Self.text(
                    "match.at-url",
                    [
                        "url": "shop://pay/1",
                        "reason": Self.text("match.forbidden", ["pattern": "/pay/:id", "why": "links from push notification are denied"]),
                    ]))
    }
}
