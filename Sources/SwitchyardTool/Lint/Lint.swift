import ArgumentParser
import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardToolCore

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a route table for CI: syntax, schema, patterns, conflicts, shadowing, rewrites, regexes and handlers.",
        discussion: """
            Besides what building the table checks (syntax, schema, identical and shadowed routes, colliding optional \
            groups), lint reports optional-group expansions that are never reached, regular expressions that accept \
            any text or repeat more than 100 times, rewrites whose target matches no route, rewrites that lead an \
            external URL to an internal route, a {url:query.NAME} rewrite whose nested URLs run in-app, rewrites that chain into another rewrite or form a cycle, and, with \
            --handlers, handlers named in the table but not bound by the app (and bound ones no route names). \
            With --document, a routing document is checked against the table as router.apply applies it: removals \
            and degrades naming no route, redirects and added routes that do not parse or conflict, added routes \
            whose handler the app does not bind (with --handlers), rules that do not compile, and its rewrites' \
            chains that loop or end at no route. \
            Exit status: 0 when there are no errors (warnings allowed unless --strict); 1 when there are errors \
            (or warnings with --strict), or the table or the handlers file cannot be read; 64 for a bad command line.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github
    }

    @OptionGroup var table: TableOption

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: "text (file:line:column diagnostics), json (one document) or github (workflow annotations).")
    var format: Format = .text

    @Option(
        help: ArgumentHelp(
            "The handler names the app binds, one a line, or a file `gen swift` wrote: reports handlers not bound.", valueName: "FILE"))
    var handlers: String?

    @Flag(help: "Report parameters without a declared type (plain :name captures with no \"type\" in the route's \"parameters\").")
    var requireTypes = false

    @Option(help: ArgumentHelp("A routing document (JSON): check it against the table as the app would apply it.", valueName: "FILE"))
    var document: String?

    @Flag(help: "Report captured parameters without a \"description\" in the route's \"parameters\".")
    var requireDescriptions = false

    func run() throws {
        let report = LintReport.make(
            table: table.table, handlersPath: handlers, requireTypes: requireTypes, requireDescriptions: requireDescriptions,
            document: document.map(DocumentLint.checks), fromCommandLine: true)
        let (output, summary) = report.render(format)
        if !output.isEmpty { print(output) }
        if let summary { printError(summary) }
        if report.errorCount > 0 || (strict && report.warningCount > 0) { throw ExitCode(1) }
    }
}

extension LintReport {
    /// Standard output's text and standard error's summary line. In text, a table that does not load is
    /// reported on standard error alone, as every command reports it.
    func render(_ format: Lint.Format) -> (String, String?) {
        let summary = file.map { file in
            let routes = file.table.routes.count, rewrites = file.rewrites.rules.count
            let errors = errorCount == 0 ? "no errors" : "\(errorCount) error\(errorCount == 1 ? "" : "s")"
            let checked = documentPath.map { "\(path) with \($0)" } ?? path
            return "\(checked): \(routes) route\(routes == 1 ? "" : "s"), \(rewrites) rewrite\(rewrites == 1 ? "" : "s"), "
                + "\(errors), \(warningCount) warning\(warningCount == 1 ? "" : "s")"
        }
        switch format {
        case .text:
            let text = diagnostics.map(\.description).joined(separator: "\n")
            return file == nil ? ("", text) : (text, summary)
        case .json: return (LintFormats.json(self), summary)
        case .github: return (LintFormats.github(diagnostics), summary)
        }
    }
}
