import ArgumentParser
import Foundation
import Switchyard
import SwitchyardConfig

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a route table for CI: syntax, schema, patterns, conflicts, shadowing, rewrites, regexes and handlers.",
        discussion: """
            Besides what building the table checks (syntax, schema, identical and shadowed routes, colliding optional \
            groups), lint reports optional-group expansions that are never reached, regular expressions that accept \
            any text or repeat more than 100 times, rewrites whose target matches no route, rewrites that lead an \
            external URL to an internal route, rewrites that chain into another rewrite or form a cycle, and, with \
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
            documentPath: document)
        let (output, summary) = report.render(format)
        if !output.isEmpty { print(output) }
        if let summary { printError(summary) }
        if report.errorCount > 0 || (strict && report.warningCount > 0) { throw ExitCode(1) }
    }
}

/// What lint found, and how it prints it.
struct LintReport {
    var path: String
    /// The routing document checked against the table (`--document`).
    var documentPath: String?
    /// `nil` when the table did not load.
    var file: RouteTableFile?
    /// Errors and warnings, each with its notes.
    var diagnostics: [Diagnostic]

    var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    static func make(
        table path: String, handlersPath: String?, requireTypes: Bool, requireDescriptions: Bool = false, documentPath: String? = nil
    ) -> LintReport {
        let file: RouteTableFile
        do {
            file = try RouteTableFile.load(contentsOf: path)
        } catch {
            return LintReport(path: path, documentPath: documentPath, file: nil, diagnostics: foldingNotes(error.linted.diagnostics))
        }
        var handlers: HandlerList?
        var diagnostics = foldingNotes(file.warnings.map(\.linted))  // identical routes, registration checks: errors to lint
        if let handlersPath {
            if let data = FileManager.default.contents(atPath: handlersPath) {
                handlers = HandlerList.parse(String(decoding: data, as: UTF8.self), path: handlersPath)
            } else {
                diagnostics.append(unreadable(handlersPath, "the handlers file"))
            }
        }
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        var checks = LintChecks(file: file, source: SourceText(text), handlers: handlers, requireTypes: requireTypes)
        checks.requireDescriptions = requireDescriptions
        diagnostics += checks.run()
        if let documentPath { diagnostics += documentDiagnostics(documentPath, file: file, handlers: handlers) }
        return LintReport(path: path, documentPath: documentPath, file: file, diagnostics: ordered(diagnostics))
    }

    /// The document's own problems (it does not parse), or what applying it over the table finds.
    static func documentDiagnostics(_ path: String, file: RouteTableFile, handlers: HandlerList?) -> [Diagnostic] {
        guard let data = FileManager.default.contents(atPath: path) else { return [unreadable(path, "the document")] }
        do {
            let document = try RoutingDocument.parse([UInt8](data), file: path)
            var lint = DocumentLint(file: file, document: document, path: path, handlers: handlers)
            return lint.run()
        } catch {
            return error.diagnostics.map { $0.reported(as: .error) }
        }
    }

    static func unreadable(_ path: String, _ what: String) -> Diagnostic {
        Diagnostic(severity: .error, file: path, location: TextLocation(line: 1, column: 1), message: "cannot read \(what)")
    }

    /// A route-table file's list, which gives each note after its diagnostic, with the notes in their
    /// diagnostic's `notes`.
    static func foldingNotes(_ list: [Diagnostic]) -> [Diagnostic] {
        var folded: [Diagnostic] = []
        for diagnostic in list {
            if diagnostic.severity == .note, !folded.isEmpty {
                folded[folded.count - 1].notes.append(diagnostic)
            } else {
                folded.append(diagnostic)
            }
        }
        return folded
    }

    /// The table's own file first, then others (a handlers file); each in line order.
    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let x = a.element, y = b.element
            if x.file != y.file { return a.offset < b.offset }
            let (p, q) = (x.location ?? .start, y.location ?? .start)
            return p != q ? p < q : a.offset < b.offset
        }.map(\.element)
    }

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
