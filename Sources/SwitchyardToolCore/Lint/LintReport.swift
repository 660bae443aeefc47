import Foundation
package import Switchyard
package import SwitchyardConfig

/// What lint found (`switchyard lint` prints it; the build plugin's compiler reports it as the build's diagnostics).
package struct LintReport {
    package var path: String
    /// The routing document checked against the table (`--document`).
    package var documentPath: String?
    /// `nil` when the table did not load.
    package var file: RouteTableFile?
    /// Errors and warnings, each with its notes.
    package var diagnostics: [Diagnostic]

    package var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    package var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// A routing document's checks over the loaded table (`lint --document`): the `switchyard` tool's, which links
    /// the documents' module; the build plugin's compiler checks tables only, and links no signing code.
    package typealias DocumentChecks = (path: String, run: (RouteTableFile, HandlerList?) -> [Diagnostic])

    package static func make(
        table path: String, handlersPath: String?, requireTypes: Bool, requireDescriptions: Bool = false,
        document: DocumentChecks? = nil, requireHandlers: Bool = false, fromCommandLine: Bool = false
    ) -> LintReport {
        let documentPath = document?.path
        let file: RouteTableFile
        do {
            file = try RouteTableFile.load(contentsOf: path, declaredTypes: .acceptingAnything, fromCommandLine: fromCommandLine)
        } catch {
            return LintReport(path: path, documentPath: documentPath, file: nil, diagnostics: foldingNotes(error.linted.diagnostics))
        }
        var handlers: HandlerList?
        // Registration checks are errors to lint; identical routes too when the table's options say so.
        var diagnostics = foldingNotes(file.warnings.map(\.linted)).map { identicalRoutes($0, in: file) }
        if let handlersPath {
            switch RegularFile.contents(handlersPath, acceptingPipes: fromCommandLine) {
            case .success(let bytes): handlers = HandlerList.parse(String(decoding: bytes, as: UTF8.self), path: handlersPath)
            case .failure(let why): diagnostics.append(unreadable(handlersPath, "the handlers file (\(why))"))
            }
        }
        let text = (try? RegularFile.contents(path).get()).map { String(decoding: $0, as: UTF8.self) }
        var checks = LintChecks(file: file, source: SourceText(text), handlers: handlers, requireTypes: requireTypes)
        checks.requireDescriptions = requireDescriptions
        checks.requireHandlers = requireHandlers
        diagnostics += checks.run()
        if let document { diagnostics += document.run(file, handlers) }
        return LintReport(path: path, documentPath: documentPath, file: file, diagnostics: ordered(diagnostics))
    }

    /// `diagnostic`, an error when it is an identical route and the table's `"identicalRoutes"` option is
    /// `"error"` (the build plugin then fails); else as it is, a warning that says when the second route runs.
    static func identicalRoutes(_ diagnostic: Diagnostic, in file: RouteTableFile) -> Diagnostic {
        guard diagnostic.code == .identicalRoute, file.spec.options.identicalRoutes?.value == "error" else { return diagnostic }
        return diagnostic.reported(as: .error)
    }

    package static func unreadable(_ path: String, _ what: String) -> Diagnostic {
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
}
