import Switchyard
import SwitchyardConfig
import SwitchyardToolCore

/// `lint --format json` and `--format github`.
enum LintFormats {
    /// One JSON document: the file (and the routing document, with `--document`), whether it loaded,
    /// counts, and each diagnostic with its notes.
    static func json(_ report: LintReport) -> String {
        var json = JSONLine()
        json.string("file", report.path)
        if let document = report.documentPath { json.string("document", document) }
        json.raw("loaded", report.file == nil ? "false" : "true")
        json.raw("routes", report.file.map { String($0.table.routes.count) } ?? "null")
        json.raw("rewrites", report.file.map { String($0.rewrites.rules.count) } ?? "null")
        json.raw("errors", String(report.errorCount))
        json.raw("warnings", String(report.warningCount))
        let items = report.diagnostics.map { diagnostic in
            var item = object(diagnostic)
            if !diagnostic.notes.isEmpty { item.raw("notes", "[" + diagnostic.notes.map { object($0).text }.joined(separator: ",") + "]") }
            return item.text
        }
        json.raw("diagnostics", "[" + items.joined(separator: ",") + "]")
        return json.text
    }

    static func object(_ diagnostic: Diagnostic) -> JSONLine {
        var item = JSONLine()
        item.string("severity", (diagnostic.severity ?? .error).rawValue)
        item.string("file", diagnostic.file ?? "")
        item.raw("line", String((diagnostic.location ?? .start).line))
        item.raw("column", String((diagnostic.location ?? .start).column))
        let lines = diagnostic.message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        item.string("message", String(lines[0]))
        if lines.count > 1 { item.string("excerpt", String(lines[1])) }
        return item
    }

    /// GitHub Actions workflow commands, one a line: `::error file=F,line=L,col=C::message`; notes as `::notice`.
    static func github(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.flatMap { [$0] + $0.notes }.map { diagnostic in
            let command = diagnostic.severity == .note ? "notice" : (diagnostic.severity ?? .error).rawValue
            let location = diagnostic.location ?? .start
            let properties = "file=\(property(diagnostic.file ?? "")),line=\(location.line),col=\(location.column)"
            return "::\(command) \(properties)::\(data(diagnostic.message))"
        }.joined(separator: "\n")
    }

    /// A command's message: `%`, CR and LF escaped.
    static func data(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// A property value: also `:` and `,` escaped.
    static func property(_ text: String) -> String {
        data(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
