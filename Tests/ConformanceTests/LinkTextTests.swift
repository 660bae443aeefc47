import Foundation
import Switchyard
import SwitchyardMatching
import SwitchyardRouteTable
import SwitchyardTestSupport
import Testing

/// The texts a reader prints for a link (`Conformance/errors.json`, kinds intake, match, policy, link): every reader
/// prints them from files generated from the table (the web module's `matcher-texts.js`, the JVM's `ErrorText`, the
/// router's `RouteTableText`, `MatchingText` and `RouterText`). These tests check what fills the holes: each error
/// described here is the table's template filled as the other readers fill it.
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

    @Test("url(for:)'s refusals")
    func linkRefusals() throws {
        let goods = try RoutePattern("shop://goods/:id"), user = try RoutePattern("/u/:uid")
        func message(_ pattern: RoutePattern, _ values: [String: ParameterValue], scheme: String? = nil, host: String? = nil) -> String {
            do throws(URLGenerationError) {
                let url = try pattern.url(filling: values, scheme: scheme, host: host)
                Issue.record("printed \(url)")
                return ""
            } catch {
                return error.description
            }
        }
        let inGoods = ["parameter": "\"id\"", "pattern": "\"shop://goods/:id\""], inUser = ["pattern": "\"/u/:uid\""]
        #expect(message(goods, [:]) == Self.text("link.missing", inGoods))
        #expect(message(goods, ["id": .string("a\u{0}b")]) == Self.text("link.contains-nul", inGoods))
        #expect(message(goods, ["id": .string("..")]) == Self.text("link.dot-segment", inGoods.merging(["value": "\"..\""]) { $1 }))
        #expect(
            message(user, ["uid": .string("7")], scheme: "1x")
                == Self.text("link.invalid-scheme", inUser.merging(["scheme": "\"1x\""]) { $1 }))
        #expect(
            message(user, ["uid": .string("7")], scheme: "https", host: "a b")
                == Self.text("link.invalid-host", inUser.merging(["host": "\"a b\""]) { $1 }))
        #expect(
            message(user, ["uid": .string("7")], host: "h.example")
                == Self.text("link.host-without-scheme", inUser.merging(["host": "\"h.example\""]) { $1 }))
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
