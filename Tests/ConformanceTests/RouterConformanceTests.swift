import Switchyard
import SwitchyardConfig
import SwitchyardTool
import Testing

/// The corpus's match cases through the iOS router itself: a `Router` built from the case file's table
/// (`RouterBuilder(file:handlers:)`) with the case's rules (`restrict(tag:to:)`, `deny(_:)`, `deny(kind:)`), asked
/// with the case's source. `canOpen` gives the route the router would open with its parameters, or why it opens
/// nothing (for a policy refusal, `forbidden` names the first route passed over); a real open gives the handler
/// that runs, or the unmatched handler's web destination. A case without a source opens in-app under no rules,
/// which reach every route (`policy.unapplied`). The routes an open passes over and the rewrite steps are the
/// tool's report (`MatchConformanceTests`), not the router's: they are compared there.
@Suite("Conformance: the router")
struct RouterConformanceTests {
    /// A router for `file` under a case's rules: each handler answers its own name; the unmatched handler answers
    /// the web destination, or `""`.
    static func router(_ file: RouteTableFile, _ item: Case) throws -> Router<String> {
        var handlers = NamedHandlers<String>()
        for name in Set(file.table.routes.compactMap(\.value.handler)) { handlers.register(name) { _ in .value(name) } }
        var builder = try RouterBuilder<String>(file: file, handlers: handlers)
        for rule in item.restrictions {
            let parts = rule.split(separator: "=", maxSplits: 1).map(String.init)
            let kinds = try parts[1].split(separator: ",").map { try PolicyContext.parse(source: String($0)).source.kind }
            builder.restrict(tag: parts[0], to: Set(kinds))
        }
        for denial in item.denials {
            let source = try PolicyContext.parse(source: denial).source
            if denial.contains(":") { builder.deny(source) } else { builder.deny(kind: source.kind) }
        }
        builder.unmatched { unmatched in .value("unmatched " + (unmatched.webDestination?.url ?? "")) }
        return try builder.build()
    }

    /// The router's outcome, in the corpus's terms.
    static func outcome(_ router: Router<String>, _ item: Case, source: RouteSource) async -> Outcome {
        var outcome: Outcome
        switch router.canOpen(item.url, from: source, parameters: item.callerValues) {
        case .success(let plan):
            outcome = Outcome(matched: true)
            outcome.pattern = plan.route.pattern
            outcome.namespace = plan.route.namespace ?? "global"
            outcome.name = plan.route.name
            for (key, value) in plan.parameters.all {
                switch value {
                case .string(let text): outcome.parameters[key] = [text]
                case .list(let list): (outcome.parameters[key], _) = (list, outcome.listed.insert(key))
                }
            }
            outcome.wildcard = plan.parameters.wildcard
            outcome.types = TypedCaptures.types(pattern: plan.route.pattern, parameters: outcome.parameters)
            outcome.rewrittenTo = plan.rewrittenTo
        case .failure(let error):
            outcome = Outcome(matched: false)
            switch error.reason {
            case .refused(let intake): (outcome.refusal, outcome.intake) = MatchConformanceTests.refusal(.refused(intake))
            case .noRoute(let failure): (outcome.refusal, outcome.intake) = MatchConformanceTests.refusal(failure)
            case .forbidden(let route, _): (outcome.refusal, outcome.refused) = ("policy", [route])
            case .rewriteLoop: outcome.refusal = "rewrite"
            default: outcome.refusal = "\(error)"
            }
        }
        let answer = try? await router.open(item.url, from: source, parameters: item.callerValues, expecting: String.self)
        if outcome.matched {
            outcome.handler = answer
        } else if let answer, answer.hasPrefix("unmatched "), answer != "unmatched " {
            outcome.webDestination = String(answer.dropFirst("unmatched ".count))
        }
        return outcome
    }

    /// The expected outcome as the router can show it: no list of routes passed over when a route opens, the
    /// first one's pattern when none does; rewrites as the plan of an open that matched.
    static func expected(_ item: Case) -> Outcome {
        var expected = Outcome(expected: item.expect)
        let passed = (item.expect["refused"] as? [[String: String]] ?? []).compactMap { $0["pattern"] }
        expected.refused = expected.matched ? [] : Array(passed.prefix(1))
        expected.rewrites = nil
        if !expected.matched { expected.rewrittenTo = nil }
        return expected
    }

    @Test("canOpen and open, with the case's source and rules", arguments: CaseFile.having("match"))
    func router(_ file: CaseFile) async throws {
        let loaded = try MatchConformanceTests.load(file)
        for item in file.cases where item.kind == "match" {
            let source = try item.source.map { try PolicyContext.parse(source: $0).source } ?? .inApp
            let router = try Self.router(loaded, item)
            let expected = Self.expected(item)
            var actual = MatchConformanceTests.compared(await Self.outcome(router, item, source: source), to: expected)
            if !expected.matched { actual.rewrittenTo = nil }
            #expect(actual == expected, "\(item.label) (router, from \(source)): expected \(expected), got \(actual)")
        }
    }
}
