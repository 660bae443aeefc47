import Switchyard
import SwitchyardCompiledTableWriter
import SwitchyardCompiledTables
import SwitchyardConfig
import SwitchyardExplain
import SwitchyardMatching
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

    /// The outcome of a URL in a table, in the corpus's terms: rewrites first, then the lookup. As a router
    /// does, a URL whose origin the table refuses reaches no rewrite (`file.rewrites.accept-first`).
    static func outcome(_ url: String, _ table: RouteTable<RouteEntry>, rewrites: RewriteRules, caller: [String: String]) -> Outcome {
        var target = url
        var rewritten: String?
        let refused = (try? table.scan(url)).map { !table.isAccepted($0) } ?? false
        do throws(RewriteError) {
            let steps = refused ? [] : try rewrites.steps(url)
            if let last = steps.last { (target, rewritten) = (last.to, last.to) }
        } catch {
            var outcome = Outcome(matched: false)
            outcome.refusal = "rewrite"
            return outcome
        }
        var outcome: Outcome
        switch table.lookup(target) {
        case .success(var match):
            match.parameters.callerValues = caller
            outcome = Outcome(matched: true)
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
        case .failure(let failure):
            outcome = Outcome(matched: false)
            (outcome.refusal, outcome.intake) = Self.refusal(failure)
        }
        outcome.rewrittenTo = rewritten
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

    /// `actual` as the case compares it: an intake kind only when the case names one.
    static func compared(_ actual: Outcome, to expected: Outcome) -> Outcome {
        var actual = actual
        if expected.intake == nil { actual.intake = nil }
        if expected.name == nil { actual.name = nil }
        return actual
    }

    @Test("the built table", arguments: CaseFile.having("match"))
    func built(_ file: CaseFile) throws {
        let loaded = try Self.load(file)
        for item in file.cases where item.kind == "match" {
            let expected = Outcome(expected: item.expect)
            let actual = Self.outcome(item.url, loaded.table, rewrites: loaded.rewrites, caller: item.callerValues)
            #expect(Self.compared(actual, to: expected) == expected, "\(item.label): expected \(expected), got \(actual)")
        }
    }

    @Test("the compiled table, loaded back", arguments: CaseFile.having("match"))
    func compiled(_ file: CaseFile) throws {
        let loaded = try Self.load(file)
        let table = try RouteTable<RouteEntry>(compiled: loaded.table.compiled, values: loaded.table.routes.map(\.value))
        for item in file.cases where item.kind == "match" {
            let expected = Outcome(expected: item.expect)
            let actual = Self.outcome(item.url, table, rewrites: loaded.rewrites, caller: item.callerValues)
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
            if expected.matched, let pattern = expected.pattern {
                #expect(
                    best?.hasPrefix("  ✓ #1 \"\(pattern)\"") == true, "\(item.label): explain's best is \(best.map(String.init) ?? "none")")
            } else {
                #expect(best == nil, "\(item.label): explain lists \(best.map(String.init) ?? "")")
            }
        }
    }
}
