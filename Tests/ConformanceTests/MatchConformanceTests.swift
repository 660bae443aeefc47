import Switchyard
import SwitchyardCompiledTableWriter
import SwitchyardCompiledTables
import SwitchyardConfig
import SwitchyardExplain
import SwitchyardMatching
import SwitchyardTool
import Testing

/// The corpus's match cases against the Swift readers: the table built from the file, the same table compiled
/// and loaded back (`RouteTable.compiled`), and `explain`, whose reference matcher must name the route the
/// match chose. A disagreement fails with the case's file, id, rule and URL.
@Suite("Conformance: match cases")
struct MatchConformanceTests {
    /// Loads a case file's table as `switchyard match --table` does.
    static func load(_ file: CaseFile) throws -> RouteTableFile {
        try RouteTableFile.parse(file.table, file: file.name)
    }

    /// The outcome of a URL in a table, in the corpus's terms: rewrites first, then the lookup, then, for a case
    /// with a source, the tool's policy decision (`PolicyContext`, as `switchyard match --source` decides). As a
    /// router does, a URL whose origin the table refuses reaches no rewrite (`file.rewrites.accept-first`).
    static func outcome(
        _ url: String, _ table: RouteTable<RouteEntry>, rewrites: RewriteRules, caller: [String: String], policy: PolicyContext? = nil
    ) -> Outcome {
        var target = url
        var rewritten: String?
        var steps: [RewriteStep] = []
        let refused = (try? table.scan(url)).map { !table.isAccepted($0) } ?? false
        do throws(RewriteError) {
            steps = refused ? [] : try rewrites.steps(url)
            if let last = steps.last { (target, rewritten) = (last.to, last.to) }
        } catch {
            var outcome = Outcome(matched: false)
            outcome.refusal = "rewrite"
            return outcome
        }
        var outcome: Outcome
        switch table.lookup(target) {
        case .success(let best):
            let decision = policy?.after(steps, of: rewrites).decide(best, in: table) ?? PolicyContext.Decision(chosen: best, refused: [])
            if var match = decision.chosen {
                match.parameters.callerValues = caller
                outcome = Self.matched(match)
            } else {
                outcome = Outcome(matched: false)
                outcome.refusal = "policy"
            }
            outcome.refused = decision.refused.map { "\($0.match.route.pattern.text) (\($0.match.namespace ?? "global"))" }
        case .failure(let failure):
            outcome = Outcome(matched: false)
            (outcome.refusal, outcome.intake) = Self.refusal(failure)
            // The router's unmatched handler is offered a page only for a URL it took in that nothing matched
            // (file.options.web-destination-refusals).
            if outcome.refusal == "no-route" {
                outcome.webDestination = try? WebDestination.check(url, allowed: table.options.webOrigins).get().url
            }
        }
        outcome.rewrittenTo = rewritten
        outcome.rewrites = steps.map { "\($0.ruleIndex + 1): \($0.from) → \($0.to)" }
        return outcome
    }

    /// A match in the corpus's terms: route, namespace, parameters, wildcard and typed captures.
    static func matched(_ match: RouteMatch<RouteEntry>) -> Outcome {
        var outcome = Outcome(matched: true)
        outcome.pattern = match.route.pattern.text
        outcome.handler = match.route.value.handler
        outcome.name = match.route.value.name
        outcome.namespace = match.namespace ?? "global"
        for (key, value) in match.parameters.all {
            switch value {
            case .string(let text): outcome.parameters[key] = [text]
            case .list(let list): (outcome.parameters[key], _) = (list, outcome.listed.insert(key))
            }
        }
        outcome.wildcard = match.wildcard
        outcome.types = TypedCaptures.types(pattern: match.route.pattern.text, parameters: outcome.parameters)
        return outcome
    }

    /// The corpus's refusal kind (and intake kind) of a failure.
    static func refusal(_ failure: MatchError) -> (String, String?) {
        switch failure {
        case .originNotAccepted: return ("origin", nil)
        case .noRoute: return ("no-route", nil)
        case .refused(let error):
            switch error.reason {
            case .empty: return ("intake", "empty")
            case .tooLong: return ("intake", "too-long")
            case .tooManySegments: return ("intake", "too-many-segments")
            case .tooManyQueryItems: return ("intake", "too-many-query-items")
            case .controlCharacter: return ("intake", "control-character")
            case .encodedNUL: return ("intake", "encoded-nul")
            case .dotSegment: return ("intake", "dot-segment")
            case .portNotANumber: return ("intake", "bad-port")
            case .unterminatedBracket, .characterAfterBracket, .backslashInAuthority: return ("intake", "malformed-authority")
            }
        }
    }

    /// `actual` as the case compares it: an intake kind, typed captures and rewrite steps only when the case
    /// states them.
    static func compared(_ actual: Outcome, to expected: Outcome) -> Outcome {
        var actual = actual
        if expected.intake == nil { actual.intake = nil }
        if expected.name == nil { actual.name = nil }
        if expected.types == nil { actual.types = nil }
        if expected.rewrites == nil { actual.rewrites = nil }
        return actual
    }

    /// A case's source and rules as the tool's policy context; `nil` without a source.
    static func policy(_ item: Case) throws -> PolicyContext? {
        guard let source = item.source else { return nil }
        return try PolicyContext.parse(source: source, restrict: item.restrictions, deny: item.denials)
    }

    @Test("the built table", arguments: CaseFile.having("match"))
    func built(_ file: CaseFile) throws {
        let loaded = try Self.load(file)
        for item in file.cases where item.kind == "match" {
            let expected = Outcome(expected: item.expect)
            let actual = Self.outcome(
                item.url, loaded.table, rewrites: loaded.rewrites, caller: item.callerValues, policy: try Self.policy(item))
            #expect(Self.compared(actual, to: expected) == expected, "\(item.label): expected \(expected), got \(actual)")
        }
    }

    @Test("the compiled table, loaded back", arguments: CaseFile.having("match"))
    func compiled(_ file: CaseFile) throws {
        let loaded = try Self.load(file)
        let table = try RouteTable<RouteEntry>(compiled: loaded.table.compiled, values: loaded.table.routes.map(\.value))
        for item in file.cases where item.kind == "match" {
            let expected = Outcome(expected: item.expect)
            let actual = Self.outcome(item.url, table, rewrites: loaded.rewrites, caller: item.callerValues, policy: try Self.policy(item))
            #expect(Self.compared(actual, to: expected) == expected, "\(item.label) (compiled): expected \(expected), got \(actual)")
        }
    }

    /// `explain` walks the table with its own reference matcher: its best candidate must be the route the case
    /// expects, and it lists none for a URL that opens nothing.
    @Test("explain agrees with the match", arguments: CaseFile.having("match"))
    func explain(_ file: CaseFile) throws {
        let loaded = try Self.load(file)
        for item in file.cases where item.kind == "match" && item.expect["rewrittenTo"] == nil {
            let expected = Outcome(expected: item.expect)
            let lines = loaded.table.explain(item.url, limit: 0).split(separator: "\n")
            let best = lines.first { $0.hasPrefix("  ✓ #1 ") }
            // With a source, the best candidate is the first route the policy passed over, when it passed one.
            let passed = (item.expect["refused"] as? [[String: String]])?.first?["pattern"]
            if let pattern = passed ?? (expected.matched ? expected.pattern : nil) {
                #expect(
                    best?.hasPrefix("  ✓ #1 \"\(pattern)\"") == true, "\(item.label): explain's best is \(best.map(String.init) ?? "none")")
            } else {
                #expect(best == nil, "\(item.label): explain lists \(best.map(String.init) ?? "")")
            }
        }
    }
}
