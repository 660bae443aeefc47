import ArgumentParser
import Foundation
package import SwitchyardConfig
package import SwitchyardJump

/// A jump's arguments as the rules name them (`jump(url, {platform, pageURL, source, restrict, deny, referrer})`,
/// Docs/Rules/jump.md): the command line's, or a corpus case's.
package struct JumpArguments {
    package var platform: JumpPlatform
    package var pageURL: String?
    /// How the app will judge the link, as `switchyard match --source` spells it (`universal-link` when not given).
    package var source: String
    package var restrict: [String]
    package var deny: [String]
    package var referrer: String?

    /// - Throws: ``JumpError`` naming `platform`, or `source` when it is `in-app` (a web page is never inside the app).
    package init(
        platform: String, pageURL: String?, source: String?, restrict: [String] = [], deny: [String] = [], referrer: String?
    ) throws(JumpError) {
        self.platform = try JumpPlatform(named: platform)
        (self.pageURL, self.referrer, self.restrict, self.deny) = (pageURL, referrer, restrict, deny)
        self.source = source ?? "universal-link"
        if self.source == "in-app" {
            throw JumpError(argument: "source", message: "source cannot be \"in-app\": a web page is never inside the app")
        }
    }

    /// The arguments as JSON gives them (a corpus case's members, the web module's options): each value checked for
    /// its type, one of the wrong type named (`jump.input.errors`).
    package init(values: [String: Any]) throws(JumpError) {
        func text(_ key: String) throws(JumpError) -> String? {
            guard let value = values[key] else { return nil }
            guard let string = value as? String else { throw JumpError(argument: key, message: "\(key) must be a string") }
            return string
        }
        let policy = values["policy"] as? [String: Any] ?? [:]
        try self.init(
            platform: try text("platform") ?? "", pageURL: try text("pageURL"), source: try text("source"),
            restrict: policy["restrict"] as? [String] ?? [], deny: policy["deny"] as? [String] ?? [], referrer: try text("referrer"))
    }
}

/// The jump plan of a link over a table and the document in force (`explain`; for the table alone,
/// `DocumentExplain.tableAlone`): the link's way read as `switchyard match --document --source` reads it, the plan
/// computed from that answer by SwitchyardJump.
package enum JumpWay {
    /// - Throws: ``JumpError`` naming `source` (or `policy`, for a `restrict` or `deny` rule) that `match --source`
    ///   refuses.
    package static func plan(for url: String, file: RouteTableFile, explain: DocumentExplain, _ arguments: JumpArguments) throws(JumpError)
        -> JumpPlan
    {
        do {
            _ = try PolicyContext.parse(source: arguments.source)
        } catch {
            throw JumpError(argument: "source", message: "source \"\(arguments.source)\": \(SourceOptions.message(for: error))")
        }
        let line: String
        do {
            line = try DocumentMatchReport.line(
                for: url, serial: nil, explain: explain, source: arguments.source, restrict: arguments.restrict, deny: arguments.deny)
        } catch {
            throw JumpError(argument: "policy", message: "policy: \(SourceOptions.message(for: error))")
        }
        return JumpPlan(
            link: url, answer: answer(line, file: file), apps: JumpApps(file: file), platform: arguments.platform,
            pageURL: arguments.pageURL, referrer: arguments.referrer)
    }

    /// The answer a `match --document` line gives: its refusal (a policy refusal of an internal route is `internal`,
    /// `jump.decision.internal`), the first `always` degrade followed, the web destination.
    static func answer(_ line: String, file: RouteTableFile) -> JumpAnswer {
        let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
        var answer = JumpAnswer(webDestination: object["webDestination"] as? String)
        let followed = object["followed"] as? [[String: Any]] ?? []
        answer.degradedTo = followed.first { $0["kind"] as? String == "degrade" }?["to"] as? String
        guard object["matched"] as? Bool != true else { return answer }
        answer.refusal = object["refusal"] as? String ?? "intake"
        if answer.refusal == "policy", let first = (object["refused"] as? [[String: Any]])?.first,
            isInternal(pattern: first["pattern"] as? String, namespace: first["scheme"] as? String, in: file)
        {
            answer.refusal = "internal"
        }
        return answer
    }

    /// Whether the table's route of this pattern (as written) and namespace is internal. An absolute pattern
    /// (`https://…`, `http<s=|s>://…`) is in the namespaces it names, the refused entry naming the one the link reached;
    /// any other is in its `scheme`'s, else the global one.
    private static func isInternal(pattern: String?, namespace: String?, in file: RouteTableFile) -> Bool {
        guard let pattern, let namespace = namespace?.lowercased() else { return false }
        return file.table.routes.contains { route in
            guard route.pattern.text == pattern, route.value.isInternal else { return false }
            return isAbsolute(pattern) || (route.scheme ?? "global").lowercased() == namespace
        }
    }

    /// A pattern that names its scheme (anything before `://` ahead of its first `/`).
    private static func isAbsolute(_ pattern: String) -> Bool {
        guard let slashes = pattern.range(of: "://") else { return false }
        return slashes.lowerBound > pattern.startIndex && !pattern[..<slashes.lowerBound].contains("/")
    }
}
