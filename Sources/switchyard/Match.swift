import ArgumentParser
import Switchyard
import SwitchyardConfig

struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Match URLs against a route table; print one JSON object per URL.",
        discussion: """
            URLs come from the arguments, or one per line from standard input when there are none. \
            Exit status: 0 when the table loaded (whatever matched), 1 with file:line:column diagnostics when it did not. \
            The table's own rules (accepted origins, rewrites) are applied; the router's source policy is not, \
            since match does not know where a link comes from: a matched internal or tagged route says so in \
            "visibility", "tags" and "policy".
            """
    )

    @OptionGroup var table: TableOption

    @Option(name: .customLong("param"), help: ArgumentHelp("A value the caller passes (overrides every URL parameter).", valueName: "KEY=VALUE"))
    var parameters: [String] = []

    @Argument(help: "URLs to match.")
    var urls: [String] = []

    func validate() throws {
        for parameter in parameters where !parameter.contains("=") || parameter.hasPrefix("=") {
            throw ValidationError("--param expects KEY=VALUE, got '\(parameter)'")
        }
    }

    func run() throws {
        let file = try table.load()
        var callerValues: [String: String] = [:]
        for parameter in parameters {
            let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            callerValues[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        if urls.isEmpty {
            while let line = readLine(strippingNewline: true) {
                print(MatchReport.line(for: line.hasSuffix("\r") ? String(line.dropLast()) : line, in: file, callerValues: callerValues))
            }
        } else {
            for url in urls { print(MatchReport.line(for: url, in: file, callerValues: callerValues)) }
        }
    }
}

/// The JSON line `switchyard match` prints for one URL (the format is fixed by DESIGN.md; keys are only
/// ever added: `route.visibility` and `route.tags` for internal and tagged routes, and `policy` last,
/// saying that the router's source policy was not applied).
enum MatchReport {
    static func line(for url: String, in file: RouteTableFile, callerValues: [String: String]) -> String {
        var json = JSONLine()
        json.string("url", url)
        let rewritten = file.rewrites.rewrite(url)
        let target = rewritten ?? url
        var policy: String?
        switch file.table.lookup(target) {
        case .success(var match):
            match.parameters.callerValues = callerValues
            json.raw("matched", "true")
            var route = JSONLine()
            route.string("pattern", match.route.pattern.text)
            route.string("scheme", match.namespace ?? "global")
            route.raw("priority", String(match.route.priority))
            if let handler = match.route.value.handler { route.string("handler", handler) } else { route.raw("handler", "null") }
            if let name = match.route.value.name { route.string("name", name) }
            if match.route.value.isInternal { route.string("visibility", "internal") }
            if !match.route.value.tags.isEmpty { route.raw("tags", JSONLine.array(match.route.value.tags)) }
            json.raw("route", route.text)
            var parameters = JSONLine()
            for (key, value) in match.parameters.all.sorted(by: { $0.key < $1.key }) {
                switch value {
                case .string(let text): parameters.string(key, text)
                case .list(let list): parameters.raw(key, JSONLine.array(list))
                }
            }
            json.raw("parameters", parameters.text)
            json.raw("wildcard", JSONLine.array(match.wildcard))
            policy = policyNote(match.route.value)
        case .failure(let failure):
            json.raw("matched", "false")
            json.string("reason", failure.description)
        }
        if let rewritten { json.string("rewrittenTo", rewritten) }
        if let policy { json.string("policy", policy) }
        return json.text
    }

    /// What the router's source policy would decide and `match` cannot (it does not know where a link
    /// comes from): said for internal and tagged routes; `nil` for other routes.
    static func policyNote(_ entry: RouteEntry) -> String? {
        var parts: [String] = []
        if entry.isInternal { parts.append("the route is internal; a router opens it only from inside the app") }
        if !entry.tags.isEmpty {
            let tags = entry.tags.joined(separator: ", ")
            parts.append("the app's source policy and middleware may restrict routes tagged \(tags)")
        }
        return parts.isEmpty ? nil : "not applied: " + parts.joined(separator: "; ")
    }
}

/// A JSON object written key by key, in the order given.
struct JSONLine {
    private var members: [String] = []

    mutating func string(_ key: String, _ value: String) { members.append("\(Self.quote(key)):\(Self.quote(value))") }
    mutating func raw(_ key: String, _ json: String) { members.append("\(Self.quote(key)):\(json)") }

    var text: String { "{" + members.joined(separator: ",") + "}" }

    static func array(_ values: [String]) -> String { "[" + values.map(quote).joined(separator: ",") + "]" }

    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let c where c.value < 0x20 || c.value == 0x7F || c.value == 0x2028 || c.value == 0x2029:
                let hex = String(c.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
