import Foundation
import SwitchyardTestSupport
import Testing

/// The catalogue page's matcher (JavaScript, under node) against the conformance corpus (`Conformance/cases`):
/// each case file's table is written out, `switchyard docs` makes its page, and the page answers every match
/// case's URL. A disagreement fails with the case's file, id, rule and URL.
@Suite("switchyard docs: the page's matcher against the conformance corpus")
struct CatalogueConformanceTests {
    /// A case file: its name, its table (as JSON text) and some of its cases, each reduced to strings.
    struct File: Sendable, CustomStringConvertible {
        let name: String
        let table: Data
        let cases: [[String: String]]
        var description: String { name }
    }

    /// The corpus's files with cases that `keep` keeps, each case made strings by `reduce`; files without any are
    /// left out.
    static func files(
        keeping keep: ([String: Any]) -> Bool, reducing reduce: ([String: Any]) -> [String: String]
    ) -> [File] {
        CorpusFile.all.compactMap { file in
            let cases = file.cases.filter(keep)
            return cases.isEmpty ? nil : File(name: file.name, table: file.table, cases: cases.map(reduce))
        }
    }

    /// The corpus's files with match cases; each case reduced to its id, rule, url and expected outcome (as JSON text).
    static let files: [File] = files(
        keeping: { $0["kind"] as? String == "match" && $0["params"] == nil },
        reducing: { item in
            [
                "id": item["id"] as? String ?? "", "rule": item["rule"] as? String ?? "", "url": item["url"] as? String ?? "",
                "expect": CatalogueMatcherTests.canonical(Self.comparable(item["expect"] as? [String: Any] ?? [:])),
                "options": Self.options(item),
            ]
        })

    /// A case's source and rules as `match`'s second argument (`{source, restrict, deny}`, JSON text), or `""`.
    static func options(_ item: [String: Any]) -> String {
        guard let source = item["source"] else { return "" }
        var options: [String: Any] = ["source": source]
        for (key, value) in item["policy"] as? [String: Any] ?? [:] { options[key] = value }
        return CatalogueMatcherTests.canonical(options)
    }

    /// What the harness reads: each case's URL, or `{url, options}` for a case with a source.
    static func inputs(_ file: File) -> [Any] {
        file.cases.map { item -> Any in
            let url = item["url"] ?? ""
            guard let text = item["options"], !text.isEmpty, let options = try? JSONSerialization.jsonObject(with: Data(text.utf8))
            else { return url }
            return ["url": url, "options": options]
        }
    }

    /// The fields of an outcome the page's answer has too: what matched (pattern, handler, namespace), the
    /// parameters, the wildcard, the rewritten URL and the routes the source policy passed over; or the refusal kind.
    static func comparable(_ expect: [String: Any]) -> [String: Any] {
        var result: [String: Any] = ["matched": expect["matched"] as? Bool ?? false]
        if let rewritten = expect["rewrittenTo"] { result["rewrittenTo"] = rewritten }
        if let refused = expect["refused"] { result["refused"] = refused }
        guard expect["matched"] as? Bool == true else {
            result["refusal"] = expect["refusal"]
            return result
        }
        let route = expect["route"] as? [String: Any] ?? [:]
        result["route"] = ["pattern": route["pattern"] ?? "", "handler": route["handler"] ?? NSNull(), "scheme": expect["namespace"] ?? ""]
        result["parameters"] = expect["parameters"]
        result["wildcard"] = expect["wildcard"]
        return result
    }

    /// The refusal kind of an answer's reason, in the corpus's terms.
    static func refusal(_ reason: String) -> String {
        if reason.hasPrefix("origin ") || reason.hasPrefix("a URL without a scheme") { return "origin" }
        if reason.hasPrefix("no route matches") { return "no-route" }
        if reason.hasPrefix("rewrites form a cycle") || reason.hasPrefix("more than 8 rewrites") { return "rewrite" }
        if reason.hasPrefix("route ") && reason.contains("is forbidden") { return "policy" }
        return "intake"
    }

    /// A page answer reduced to the fields `comparable` keeps.
    static func reduced(_ answer: [String: Any]) -> [String: Any] {
        var result: [String: Any] = ["matched": answer["matched"] as? Bool ?? false]
        if let rewritten = answer["rewrittenTo"] { result["rewrittenTo"] = rewritten }
        if let refused = answer["refused"] as? [[String: Any]] {
            result["refused"] = refused.map { ["pattern": $0["pattern"] ?? "", "scheme": $0["scheme"] ?? ""] }
        }
        guard answer["matched"] as? Bool == true else {
            result["refusal"] = refusal(answer["reason"] as? String ?? "")
            return result
        }
        let route = answer["route"] as? [String: Any] ?? [:]
        result["route"] = ["pattern": route["pattern"] ?? "", "handler": route["handler"] ?? NSNull(), "scheme": route["scheme"] ?? ""]
        result["parameters"] = answer["parameters"]
        result["wildcard"] = answer["wildcard"]
        return result
    }

    /// Fails for each case whose answer is not the corpus's, or is left open (the corpus has no custom types,
    /// the one thing the page's matcher cannot decide).
    static func compare(_ file: File, answers: [[String: Any]]) throws {
        try #require(answers.count == file.cases.count)
        for (item, answer) in zip(file.cases, answers) {
            let label = "\(file.name)#\(item["id"] ?? "") [\(item["rule"] ?? "")] \((item["url"] ?? "").debugDescription)"
            if answer["undetermined"] as? Bool == true {
                Issue.record("\(label): the page leaves it open: \(answer["reason"] as? String ?? "")")
                continue
            }
            let actual = CatalogueMatcherTests.canonical(Self.reduced(answer))
            #expect(actual == item["expect"], "\(label): expected \(item["expect"] ?? ""), the page gives \(actual)")
        }
    }

    @Test("the page's matcher gives the corpus's answers", arguments: files)
    func pageAnswers(_ file: File) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent(file.name)
        try file.table.write(to: table)
        let (page, _) = try await CatalogueTests.generate(table.path)
        let script = folder.appendingPathComponent("harness.js")
        try Data(CatalogueMatcherTests.harness.utf8).write(to: script)
        let input = String(decoding: try JSONSerialization.data(withJSONObject: Self.inputs(file)), as: UTF8.self)
        let answers = try CatalogueMatcherTests.objects(try await CatalogueMatcherTests.node([script.path, page.path], input: input))
        try Self.compare(file, answers: answers)
    }
}
