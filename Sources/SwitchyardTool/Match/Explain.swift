import ArgumentParser
import Switchyard
import SwitchyardRoutingDocuments
import SwitchyardExplain
import SwitchyardToolCore

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain how a URL is matched: each rewrite step, intake, each candidate tried, and the winner.",
        discussion:
            "With --source, the router's source policy is applied after the match: each route passed over and why, and what a router would open."
    )

    @OptionGroup var table: TableOption

    @Option(help: "How many non-matching routes to list per namespace, nearest first.")
    var limit = 10

    @OptionGroup var sourceOptions: SourceOptions

    @Option(
        help: ArgumentHelp(
            "A routing document (JSON) applied over the table: its rewrites, redirects and degrades are shown too.", valueName: "FILE"))
    var document: String?

    @Argument(help: "The URL to explain.")
    var url: String

    func validate() throws {
        if document != nil, sourceOptions.source != nil {
            throw ValidationError("--source does not go with --document yet: explain the document's way, then the policy separately")
        }
    }

    func run() throws {
        let file = try table.load()
        if let document {
            print(try Self.documentText(for: url, in: file, document: document, limit: limit))
            return
        }
        print(Self.text(for: url, in: file, limit: limit, policy: try sourceOptions.context()))
    }

    /// The account with a document applied; exits 1 when the document does not parse or apply.
    static func documentText(for url: String, in file: RouteTableFile, document path: String, limit: Int) throws -> String {
        do {
            let document = try RoutingDocument.parse(try readBytes(path), file: path)
            return try DocumentExplain(file: file, document: document).text(for: url, limit: limit)
        } catch let error as ExitCode {
            throw error
        } catch let error as RoutingDocumentError where error.code == .doesNotApply {
            // The router's words, which name the rule that does not apply.
            printError("\(path): \(error.message)")
            throw ExitCode(1)
        } catch {
            printError("\(path): \(error)")
            throw ExitCode(1)
        }
    }

    /// `rewrite 2 ("FROM"): URL → URL`: one step, with the rule's number and its `from` (pattern or regex).
    static func line(_ step: RewriteStep, _ rules: RewriteRules) -> String {
        let rule = rules.rules[step.ruleIndex]
        let from = rule.kind == .regex ? "regex \"\(rule.from)\"" : "\"\(rule.from)\""
        return "rewrite \(step.ruleIndex + 1) (\(from)): \(step.from) → \(step.to)"
    }

    /// What `explain` prints: each rewrite, the table's account of the match, then the source policy's decision.
    static func text(for url: String, in file: RouteTableFile, limit: Int, policy context: PolicyContext?) -> String {
        var lines: [String] = []
        var target = url
        var steps: [RewriteStep] = []
        do throws(RewriteError) {
            steps = try file.rewriteSteps(url)
            for step in steps {
                lines.append(Self.line(step, file.rewrites))
                target = step.to
            }
        } catch {
            lines += error.steps.map { Self.line($0, file.rewrites) }
            lines.append("stopped: " + DocumentText.rewritesRefused(loop: error))
            return lines.joined(separator: "\n")
        }
        lines.append(file.table.explain(target, limit: limit))
        guard let context else { return lines.joined(separator: "\n") }
        lines.append("source: \(context.label) (\(context.source))")
        guard case .success(let best) = file.table.lookup(target) else {
            lines.append("policy: not reached (nothing matched)")
            return lines.joined(separator: "\n")
        }
        // A nested URL runs as a web page of the outer link's origin (`policy.nested-url`).
        let runs = context.after(steps, of: file.rewrites)
        if runs.source != context.source { lines.append("the nested URL runs as a link from \(runs.source)") }
        let decision = runs.decide(best, in: file.table)
        for refusal in decision.refused {
            lines.append("  ✗ \"\(refusal.match.route.pattern.text)\" (\(refusal.match.namespace ?? "global")) refused: \(refusal.why)")
        }
        if let chosen = decision.chosen {
            let entry = chosen.route.value
            lines.append("  ✓ \"\(chosen.route.pattern.text)\" (\(chosen.namespace ?? "global")) allowed")
            let note = MatchReport.allowedNote(entry, context)
            lines.append(
                "policy result: \"\(chosen.route.pattern.text)\" (\(chosen.namespace ?? "global")) → \(entry)"
                    + (note == "allowed" ? "" : " (\(note.dropFirst("allowed; ".count)))"))
        } else if let first = decision.refused.first {
            lines.append("policy result: refused: " + PolicyText.matchForbidden(pattern: first.match.route.pattern.text, why: first.why))
        }
        return lines.joined(separator: "\n")
    }
}
