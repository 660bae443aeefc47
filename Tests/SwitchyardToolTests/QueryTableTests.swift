import Foundation
import Testing

/// The tools on a table whose routes are told apart by query items (`Examples/Tools/query.json`) and on a
/// rewrite that inserts a query item as a path (`Examples/Tools/path-rewrite.json`).
@Suite("switchyard on query conditions")
struct QueryTableTests {
    @Test func matchPrintsTheRouteWithItsConditions() async throws {
        let run = try await ToolTests.run([
            "match", "--table", "Examples/Tools/query.json",
            "firefox://deep-link?url=/settings/clear-private-data", "firefox://deep-link?url=/nowhere",
            "firefox://open-url?url=x&private=true", "http://www.mozilla.example/projects/Ann/Cool-Thing",
            "https://www.mozilla.example/projects/Ann/Cool-Thing?token=t1", "/search/shoes?q=boots",
        ])
        #expect(run.status == 0)
        #expect(
            run.output == """
                {"url":"firefox://deep-link?url=/settings/clear-private-data","matched":true,"route":{"pattern":"firefox://deep-link","scheme":"firefox","priority":0,"handler":"settings.page","name":"settings","query":{"url":"/settings/<path:page>"}},"parameters":{"page":"clear-private-data","url":"/settings/clear-private-data"},"wildcard":[]}
                {"url":"firefox://deep-link?url=/nowhere","matched":false,"reason":"no route matches /deep-link in namespace firefox"}
                {"url":"firefox://open-url?url=x&private=true","matched":true,"route":{"pattern":"firefox://open-url","scheme":"firefox","priority":0,"handler":"open.private","name":"openPrivate","query":{"private":"true","url":true}},"parameters":{"private":"true","url":"x"},"wildcard":[]}
                {"url":"http://www.mozilla.example/projects/Ann/Cool-Thing","matched":true,"route":{"pattern":"/projects/:creator/:slug((?i)[a-z0-9-]+)","scheme":"global","priority":0,"handler":"project","name":"project","query":{"token":false},"lowercaseCaptures":true},"parameters":{"creator":"ann","slug":"cool-thing"},"wildcard":[]}
                {"url":"https://www.mozilla.example/projects/Ann/Cool-Thing?token=t1","matched":true,"route":{"pattern":"/projects/:creator/:slug","scheme":"global","priority":0,"handler":"project.preview","name":"projectPreview","query":{"token":"<string:token>"}},"parameters":{"creator":"Ann","slug":"Cool-Thing","token":"t1"},"wildcard":[]}
                {"url":"/search/shoes?q=boots","matched":true,"route":{"pattern":"/search/:q","scheme":"global","priority":0,"handler":"search","name":"search","queryOverridesPath":true},"parameters":{"q":"boots"},"wildcard":[]}

                """)
    }

    @Test func explainSaysWhichConditionFailed() async throws {
        let run = try await ToolTests.run([
            "explain", "--table", "Examples/Tools/query.json", "http://www.mozilla.example/projects/Ann/Cool-Thing?token=t1",
        ])
        #expect(run.status == 0)
        #expect(
            run.output.hasSuffix(
                """
                namespace global (3 routes):
                  ✓ #1 "/projects/:creator/:slug" if token=<string:token>: creator=Ann slug=Cool-Thing token=t1
                  ✗ "/projects/:creator/:slug((?i)[a-z0-9-]+)" if token absent: query item "token" is present; the route needs it absent
                  ✗ "/search/:q": path segment 1 'projects' is not 'search'
                result: "/projects/:creator/:slug" (global) if token=<string:token> → project.preview
                  parameters: creator=Ann slug=Cool-Thing token=t1

                """), "\(run.output)")
    }

    @Test func routesShowConditionsAndOptions() async throws {
        let run = try await ToolTests.run(["routes", "--table", "Examples/Tools/query.json"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                Examples/Tools/query.json: 7 routes in 2 namespaces
                firefox (4 routes)
                ├─ deep-link → settings.page  [public · if url=/settings/<path:page>]
                │            → home.panel  [public · if url=/homepanel/:panel]
                └─ open-url → open.url  [public · if private absent, url present]
                            → open.private  [public · if private=true, url present]
                global (3 routes)
                ├─ projects (2)
                │  └─ :creator (2)
                │     ├─ :slug((?i)[a-z0-9-]+) → project  [public · if token absent · lowercase captures]
                │     └─ :slug → project.preview  [public · if token=<string:token>]
                └─ search (1)
                   └─ :q → search  [public · query over path]

                """)
    }

    /// Routes that share a path and differ by their conditions are no conflict; lint passes the table.
    @Test func lintPassesATableOfConditionalRoutes() async throws {
        let run = try await ToolTests.run(["lint", "--table", "Examples/Tools/query.json"])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.error.contains("7 routes, 0 rewrites, no errors, 0 warnings"), "\(run.error)")
    }

    /// `{path:query.project}` keeps the value's `/`; a dot piece is encoded, and intake refuses the result.
    @Test func aRewriteInsertsAQueryItemAsAPath() async throws {
        let run = try await ToolTests.run([
            "match", "--table", "Examples/Tools/path-rewrite.json", "https://www.kick.example/open?project=/ann/cool-thing",
            "https://www.kick.example/open?project=%2Fann%2F..%2Fadmin",
        ])
        #expect(run.status == 0)
        #expect(
            run.output == """
                {"url":"https://www.kick.example/open?project=/ann/cool-thing","matched":true,"route":{"pattern":"/projects/:creator/:slug","scheme":"global","priority":0,"handler":"project","query":{"token":false}},"parameters":{"creator":"ann","project":"/ann/cool-thing","slug":"cool-thing"},"wildcard":[],"rewrittenTo":"https://www.kick.example/projects/ann/cool-thing?project=/ann/cool-thing","rewrites":[{"rule":1,"from":"https://www.kick.example/open?project=/ann/cool-thing","to":"https://www.kick.example/projects/ann/cool-thing?project=/ann/cool-thing"}]}
                {"url":"https://www.kick.example/open?project=%2Fann%2F..%2Fadmin","matched":false,"reason":"refused: URL contains a dot segment ('.' or '..') at byte 38","rewrittenTo":"https://www.kick.example/projects/ann/%2E%2E/admin?project=%2Fann%2F..%2Fadmin","rewrites":[{"rule":1,"from":"https://www.kick.example/open?project=%2Fann%2F..%2Fadmin","to":"https://www.kick.example/projects/ann/%2E%2E/admin?project=%2Fann%2F..%2Fadmin"}]}

                """)
    }
}

extension QueryTableTests {
    /// The catalogue page checks query conditions (value patterns and their captures) and reads parameters as
    /// `lowercaseCaptures` and `queryOverridesPath` ask: every answer is `match`'s, the `route` object's `query`
    /// too. Its sources read `https?` as both schemes.
    @Test func theCataloguePageAnswersConditionalRoutesAsMatch() async throws {
        let (urls, page, match) = try await CatalogueMatcherTests.answers("Examples/Tools/query.json")
        for index in urls.indices {
            #expect(page[index]["undetermined"] == nil, "\(urls[index]): \(page[index]["reason"] ?? "")")
            #expect(CatalogueMatcherTests.canonical(page[index]) == CatalogueMatcherTests.canonical(match[index]), "\(urls[index])")
        }
        let settings = try #require(urls.firstIndex(of: "firefox://deep-link?url=%2Fsettings%2Fa"))
        #expect((page[settings]["route"] as? [String: Any])?["handler"] as? String == "settings.page")
        #expect((page[settings]["parameters"] as? [String: Any])?["page"] as? String == "a")
        let httpIndex = try #require(urls.firstIndex(of: "https://www.shop.example/item/5?x=1"))
        #expect(page[httpIndex]["reason"] as? String == "origin https://www.shop.example is not accepted")
    }
}

extension QueryTableTests {
    /// `diff` reports a route whose conditions changed, and the sample URL (which meets the old conditions)
    /// that now goes nowhere.
    @Test func diffReportsChangedConditions() async throws {
        let old = ToolTests.root.appendingPathComponent("Examples/Tools/query.json")
        let text = try String(contentsOf: old, encoding: .utf8)
        let changed = text.replacingOccurrences(of: #""url": "/homepanel/:panel""#, with: #""url": "/home/:panel""#)
        #expect(changed != text)
        let new = FileManager.default.temporaryDirectory.appendingPathComponent("query-\(UUID().uuidString).json")
        try Data(changed.utf8).write(to: new)
        defer { try? FileManager.default.removeItem(at: new) }
        let run = try await ToolTests.run(["diff", "Examples/Tools/query.json", new.path])
        #expect(run.status == 0)
        #expect(
            run.output == """
                --- Examples/Tools/query.json (7 routes)
                +++ \(new.path) (7 routes)
                changed:
                  ~ "firefox://deep-link" (firefox): query url=/homepanel/:panel → url=/home/:panel
                URLs that would now go elsewhere:
                  firefox://deep-link?url=%2Fhomepanel%2F1
                    was: "firefox://deep-link" (firefox) → home.panel
                    now: nowhere (no route matches /deep-link in namespace firefox)
                0 added, 0 removed, 1 changed, 1 URL now going elsewhere

                """)
    }
}
