import Foundation
import SwitchyardTestSupport
import Testing

/// `switchyard match --document --source` on the source of each leg (issue #71): a leg runs with the source of the
/// leg before it, a nested URL's through the redirect after it (item 1); a `--restrict` rule that leaves out in-app
/// refuses no other source (item 13); a policy refusal lists `refused`, a nested URL's too (item 14); a document that
/// names a nested source is refused at the value (item 2). Byte for byte the JVM tool's lines.
@Suite("switchyard match --document: the source of each leg")
struct MatchDocumentLegsTests {
    static let table = """
        {"options": {"accept": ["shop", "https://m.shop.example"]},
         "routes": [
          {"pattern": "shop://goods/:id", "handler": "goods", "name": "goods"},
          {"pattern": "shop://pay/<int:order>", "handler": "pay", "name": "pay", "tags": ["payment"]},
          {"pattern": "shop://address/pick", "handler": "address.pick", "name": "address.pick", "internal": true}],
         "rewrites": [{"from": "https://m.shop.example/login", "to": "{url:query.redirect_to}"}]}
        """

    static let legs = """
        {"format": 1, "serial": 3,
         "rewrites": [{"from": "https://m.shop.example/next", "to": "{url:query.u}"}],
         "redirects": [{"from": "shop://checkout/<int:order>", "to": "shop://pay/{order}"},
                       {"from": "shop://old/address", "to": "shop://address/pick"},
                       {"from": "shop://buy/<int:order>", "to": "shop://pay/{order}"}]}
        """

    static let widening =
        #"{"format": 1, "serial": 5, "rewrites": [{"from": "shop://go", "to": "{url:query.u}", "nested": "#
        + #"{"source": "in-app"}}]}"#

    /// Runs `match` over the table with `documents` (by name, in order) and `arguments`.
    func match(_ documents: [(String, String)], _ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-legs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let table = directory.appendingPathComponent("routes.json")
        try Self.table.write(to: table, atomically: true, encoding: .utf8)
        var run = ["match", "--table", table.path]
        for (name, text) in documents {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            run += ["--document", directory.appendingPathComponent(name).path]
        }
        let result = try await ToolTests.run(run + arguments)
        return (result.status, result.output, result.error.replacingOccurrences(of: directory.path + "/", with: ""))
    }

    static let webPage = "web page (https://m.shop.example)"
    static let payRefused =
        #"{"pattern":"shop://pay/<int:order>","scheme":"shop","why":"routes tagged \"payment\" are not open to links from "#
        + webPage + #""}"#

    @Test func aNestedURLKeepsItsSourceThroughARedirect() async throws {
        let login = "https://m.shop.example/login?redirect_to=shop%3A%2F%2Fcheckout%2F42"
        let run = try await match(
            [("legs.json", Self.legs)], ["--source", "universal-link", "--restrict", "payment=in-app,universal-link", login])
        #expect(run.status == 0)
        let why = #"routes tagged \"payment\" are not open to links from "# + Self.webPage
        #expect(
            run.output
                == #"{"url":"\#(login)","matched":false,"refusal":"policy","reason":"route \"shop://pay/<int:order>\" is forbidden: \#(why)","#
                + #""source":"universal-link","refused":[\#(Self.payRefused)],"policy":"refused","#
                + #""followed":[{"kind":"redirect","from":"shop://checkout/42","to":"shop://pay/42"}],"document":3}"# + "\n")
    }

    @Test func aRestrictRuleWithoutInAppRefusesNoOtherSource() async throws {
        let redirected = try await match([("legs.json", Self.legs)], ["--source", "push", "--restrict", "payment=push", "shop://buy/4"])
        #expect(
            redirected.output
                == #"{"url":"shop://buy/4","matched":true,"route":{"pattern":"shop://pay/<int:order>","scheme":"shop","priority":0,"handler":"pay","name":"pay","tags":["payment"]},"parameters":{"order":"4"},"wildcard":[],"source":"push","policy":"allowed","followed":[{"kind":"redirect","from":"shop://buy/4","to":"shop://pay/4"}],"document":3}"#
                + "\n")
        let empty = try await match(
            [("empty.json", #"{"format": 1, "serial": 4}"#)], ["--source", "push", "--restrict", "payment=push", "shop://goods/7"])
        #expect(
            empty.output
                == #"{"url":"shop://goods/7","matched":true,"route":{"pattern":"shop://goods/:id","scheme":"shop","priority":0,"handler":"goods","name":"goods"},"parameters":{"id":"7"},"wildcard":[],"source":"push","policy":"allowed","document":4}"#
                + "\n")
    }

    @Test func aNestedURLsRefusalListsWhatItMayNotReach() async throws {
        let next = "https://m.shop.example/next?u=shop%3A%2F%2Faddress%2Fpick"
        let run = try await match([("legs.json", Self.legs)], ["--source", "universal-link", next])
        let why = "the route is internal and the link came from " + Self.webPage
        #expect(
            run.output
                == #"{"url":"\#(next)","matched":false,"refusal":"policy","reason":"route \"shop://address/pick\" is forbidden: \#(why)","rewrittenTo":"shop://address/pick","rewrites":[{"rule":1,"from":"\#(next)","to":"shop://address/pick"}],"source":"universal-link","refused":[{"pattern":"shop://address/pick","scheme":"shop","why":"\#(why)"}],"policy":"refused","document":3}"#
                + "\n")
    }

    /// `--handler-fails`: the leg after a `handlerFails` degrade keeps the source of the leg before it, a nested URL's
    /// too (`document.apply.degrade-handler-fails`; the corpus's `handlerFails` links).
    @Test func theLegAfterAFailingHandlerKeepsTheSourceBeforeIt() async throws {
        let fails = #"{"format": 1, "serial": 10, "degrades": [{"name": "goods", "to": "shop://pay/{id}", "when": "handlerFails"}]}"#
        let login = "https://m.shop.example/login?redirect_to=shop%3A%2F%2Fgoods%2F42"
        let run = try await match(
            [("fails.json", fails)],
            ["--source", "universal-link", "--restrict", "payment=in-app,universal-link", "--handler-fails", login, "shop://goods/42"])
        #expect(run.status == 0)
        let why = #"routes tagged \"payment\" are not open to links from "# + Self.webPage
        let degrade = #""followed":[{"kind":"degrade","from":"shop://goods/42","to":"shop://pay/42"}],"document":10}"#
        #expect(
            run.output
                == #"{"url":"\#(login)","matched":false,"refusal":"policy","reason":"route \"shop://pay/<int:order>\" is forbidden: \#(why)","#
                + #""source":"universal-link","refused":[\#(Self.payRefused)],"policy":"refused","# + degrade + "\n"
                + #"{"url":"shop://goods/42","matched":true,"route":{"pattern":"shop://pay/<int:order>","scheme":"shop","priority":0,"#
                + #""handler":"pay","name":"pay","tags":["payment"]},"parameters":{"order":"42"},"wildcard":[],"source":"universal-link","#
                + #""policy":"allowed","# + degrade + "\n")
        let usage = try await ToolTests.run(["match", "--table", "t.json", "--handler-fails", "shop://goods/42"])
        #expect(usage.status == 64)
        #expect(usage.error.hasPrefix("Error: --handler-fails goes with --document\n"), "\(usage.error)")
    }

    @Test func aDocumentThatNamesANestedSourceIsRefusedAtTheValue() async throws {
        let run = try await match(
            [("legs.json", Self.legs), ("widening.json", Self.widening)],
            ["--source", "push", "shop://go?u=shop%3A%2F%2Faddress%2Fpick"])
        #expect(run.status == 0)
        #expect(
            run.error == "legs.json: applied document 3\nwidening.json: refused (malformed): widening.json:1:107: \"source\" is not "
                + "allowed in a routing document: a nested URL runs as a web page of the outer link's origin unless the app's "
                + "own rule names its source\n")
        #expect(run.output.contains(#""refusal":"no-route""#) && run.output.hasSuffix(#""document":3}"# + "\n"), "\(run.output)")
    }
}
