import Foundation
import SwitchyardTestSupport

/// The table of errors kept with the corpus (`Conformance/errors.json`): each error's code, kind and message
/// template, its holes named in braces. A message fits a template when it is the template with each hole filled
/// by some non-empty text.
struct ErrorTable: Sendable {
    struct Entry: Sendable {
        let code: String
        let kind: String
        let template: String
        let pattern: NSRegularExpression
    }

    let entries: [Entry]

    static let corpus: ErrorTable = {
        let url = Repository.root.appendingPathComponent("Conformance/errors.json")
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let errors = object["errors"] as? [[String: String]]
        else { return ErrorTable(entries: []) }
        return ErrorTable(
            entries: errors.compactMap { entry in
                guard let code = entry["code"], let kind = entry["kind"], let template = entry["message"],
                    let pattern = try? NSRegularExpression(pattern: regex(template))
                else { return nil }
                return Entry(code: code, kind: kind, template: template, pattern: pattern)
            })
    }()

    /// The template as an anchored regular expression: its text literal, each `{hole}` any non-empty text.
    static func regex(_ template: String) -> String {
        let hole = try! NSRegularExpression(pattern: "\\{[a-z]+\\}")
        let whole = NSRange(template.startIndex..., in: template)
        var result = "^"
        var last = template.startIndex
        for match in hole.matches(in: template, range: whole) {
            guard let range = Range(match.range, in: template) else { continue }
            result += NSRegularExpression.escapedPattern(for: String(template[last..<range.lowerBound])) + "(.+)"
            last = range.upperBound
        }
        return result + NSRegularExpression.escapedPattern(for: String(template[last...])) + "$"
    }

    /// The kinds of the templates `message` fits (none when it fits no template).
    func kinds(of message: String) -> Set<String> {
        let range = NSRange(message.startIndex..., in: message)
        return Set(entries.filter { $0.pattern.firstMatch(in: message, range: range) != nil }.map(\.kind))
    }
}
