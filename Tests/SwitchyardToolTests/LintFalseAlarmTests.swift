import Foundation
import SwitchyardConfig
import SwitchyardTool
import Testing
import SwitchyardToolCore

/// What `switchyard lint` said of tables that route correctly (issue 34): an `http://host` link source is a
/// warning with its reason, a rewrite that moves a query item into the path is followed with that item,
/// and a regex that requires a scheme is not said to accept any text.
@Suite("switchyard lint: no false alarms")
struct LintFalseAlarmTests {
    @Test func aTableThatRoutesCorrectlyHasWarningsOnly() async throws {
        let run = try await ToolTests.run(["lint", "--table", "Examples/Tools/lint-routes-correctly.json"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                Examples/Tools/lint-routes-correctly.json:2:63: warning: link source "http://www.shop.example" in the table's options is not https: universal links are https only, so http links come only from the app's own web views and code (https://<host> accepts universal links)
                Examples/Tools/lint-routes-correctly.json:4:29: warning: the regular expression of :url in "/web/:url((https?|data):.*)" lets '.*' take a decoded '/' (%2F) and '..': narrow it if the handler does not expect them
                Examples/Tools/lint-routes-correctly.json:5:28: warning: the regular expression of :n in "/name/:n([^/]+)" lets '[^/]+' take '..': narrow it if the handler does not expect them

                """)
        #expect(run.error == "Examples/Tools/lint-routes-correctly.json: 5 routes, 2 rewrites, no errors, 3 warnings\n")
        let strict = try await ToolTests.run(["lint", "--strict", "--table", "Examples/Tools/lint-routes-correctly.json"])
        #expect(strict.status == 1)
    }

    /// A document's rewrite is followed with the query items its template reads, and one that leads nowhere
    /// says so with the sample it took.
    @Test func aDocumentRewriteIsFollowedWithItsQueryItems() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let path = scratch.path("doc.json")
        try scratch.write(
            """
            { "format": 1, "serial": 1,
              "rewrites": [
                { "from": "shop://go", "to": "shop://deep-link/{query.url}" },
                { "from": "shop://find", "to": "shop://gone/{query.q}" }
              ] }
            """, at: path)
        let run = try await ToolTests.run(["lint", "--table", "Examples/Tools/lint-routes-correctly.json", "--document", path])
        #expect(run.status == 1)
        #expect(
            run.output.split(separator: "\n").filter { $0.hasPrefix(path) } == [
                "\(path):4:5: error: rewrite \"shop://find\" → \"shop://gone/{query.q}\" leads nowhere: shop://find?q=1 becomes shop://gone/1?q=1, and no route matches /gone/1 in namespace shop"
            ])
    }

    /// Issue #43 item 6: a rewrite whose path is made from a value lint made up, towards routes that begin as its
    /// path does, is a note (lint cannot tell), not an error; one whose path no route begins with stays an error.
    @Test func aRewriteLintCannotFollowIsANoteNotAnError() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let path = scratch.path("firefox.json")
        try scratch.write(
            """
            { "options": { "accept": ["firefox"] },
              "routes": [ { "pattern": "firefox://deep-link/:url([0-9]+x)", "handler": "settings" } ],
              "rewrites": [ { "from": "firefox://deep-link", "to": "firefox://deep-link/{query.url}" },
                            { "from": "firefox://old", "to": "firefox://gone/{query.url}" } ] }
            """, at: path)
        let run = try await ToolTests.run(["lint", "--table", path])
        #expect(
            run.output == """
                \(path):3:56: note: lint cannot tell whether rewrite "firefox://deep-link" → "firefox://deep-link/{query.url}" leads to a route: its path depends on values it made up; firefox://deep-link?url=1 becomes firefox://deep-link/1?url=1, and no route matches /deep-link/1 in namespace firefox
                \(path):4:50: error: rewrite "firefox://old" → "firefox://gone/{query.url}" leads nowhere: firefox://old?url=1 becomes firefox://gone/1?url=1, and no route matches /gone/1 in namespace firefox

                """)
        #expect(run.status == 1)
        #expect(try await ToolTests.run(["match", "--table", path, "firefox://deep-link?url=42x"]).output.contains(#""matched":true"#))
    }

    /// `switchyard docs` shows the rewrites that lead to a route from the same samples.
    @Test func theCatalogueShowsARewriteThatMovesAQueryItemIntoThePath() throws {
        let file = try RouteTableFile.load(
            contentsOf: ToolTests.root.appendingPathComponent("Examples/Tools/lint-routes-correctly.json").path)
        let leads = Catalogue.leads(file).values.flatMap { $0 }.map { "\($0.sample) → \($0.target)" }.sorted()
        #expect(
            leads == [
                "https://www.shop.example/find?q=1 → shop://search/1?q=1",
                "shop://deep-link?url=%2Fsettings%2Fgeneral → shop://deep-link/%2Fsettings%2Fgeneral?url=%2Fsettings%2Fgeneral",
                "shop://deep-link?url=%2Fsettings%2Fprivacy → shop://deep-link/%2Fsettings%2Fprivacy?url=%2Fsettings%2Fprivacy",
            ])
    }

    struct RegexCase: Sendable, CustomTestStringConvertible {
        var regex: String
        var problems: [String]
        var testDescription: String { regex }
    }

    static let anyText = "accepts any text, including a decoded '/' (%2F) and '..': use a typed placeholder or a narrower character class"

    static let regexes: [RegexCase] = [
        RegexCase(regex: ".*", problems: [anyText]),
        RegexCase(regex: "(.+)", problems: [anyText]),
        RegexCase(
            regex: "(https?|data):.*",
            problems: ["lets '.*' take a decoded '/' (%2F) and '..': narrow it if the handler does not expect them"]),
        RegexCase(regex: "[^/]+", problems: ["lets '[^/]+' take '..': narrow it if the handler does not expect them"]),
        RegexCase(regex: "a[^.]*", problems: ["lets '[^.]*' take a decoded '/' (%2F): narrow it if the handler does not expect them"]),
        RegexCase(regex: "[^/.]+", problems: []),
        RegexCase(regex: "[0-9]+", problems: []),
        RegexCase(regex: "\\.+", problems: []),
    ]

    @Test(arguments: regexes)
    func aRegexIsSaidToAcceptAnyTextOnlyWhenItDoes(_ c: RegexCase) {
        #expect(LintChecks.regexProblems(c.regex) == c.problems)
    }

    @Test func theQueryItemsATemplateReads() {
        #expect(Samples.queryNames(in: "shop://a/{query.url}/{id}?x={query.x}&y={query.url}") == ["url", "x"])
        #expect(Samples.queryNames(in: "shop://a/{id}#{fragment}").isEmpty)
        let markers = ["zqx0xqz", "zqx1xqz"]
        #expect(Samples.gaps(of: "shop://a/%2Fs%2Fg", in: "shop://a/zqx0xqz", markers: markers) == ["/s/g", ""])
        #expect(Samples.gaps(of: "shop://a/b-c/d", in: "shop://a/zqx0xqz-zqx1xqz/d", markers: markers) == ["b", "c"])
        #expect(Samples.gaps(of: "shop://b/x", in: "shop://a/zqx0xqz", markers: markers) == nil)
        #expect(Samples.gaps(of: "shop://a/", in: "shop://a/zqx0xqz", markers: markers) == nil)
        #expect(Samples.withQuery("shop://a#/f", [("q", "a b/c")]) == "shop://a?q=a%20b%2Fc#/f")
    }
}
