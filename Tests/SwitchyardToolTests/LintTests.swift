import Foundation
import SwitchyardTool
import Testing
import SwitchyardToolCore

/// `switchyard lint` on fixture tables: every check, the three formats, the exit codes.
@Suite("switchyard lint")
struct LintTests {
    @Test func everyCheckOnAFixtureTable() async throws {
        let run = try await ToolTests.run([
            "lint", "--table", "Examples/Tools/lint-problems.json", "--handlers", "Examples/Tools/handlers.txt", "--require-types",
        ])
        #expect(run.status == 1)
        #expect(
            run.output == """
                Examples/Tools/lint-problems.json:5:5: warning: expansion "/a/<int:n>" of route "/a(/<int:n>)" (shop) is never reached: its URLs go to route "/a/:any" (shop) (e.g. shop://a/1)
                Examples/Tools/lint-problems.json:6:5: note: route "/a/:any" is here
                Examples/Tools/lint-problems.json:6:22: warning: parameter "any" of "/a/:any" has no declared type: write <int:any>, <string:any> or :any(regex), or declare its "type" in the route's "parameters"
                Examples/Tools/lint-problems.json:7:31: warning: the regular expression of :slug in "/page/:slug(.*)" accepts any text, including a decoded '/' (%2F) and '..': use a typed placeholder or a narrower character class
                Examples/Tools/lint-problems.json:8:28: warning: the regular expression of :c in "/code/:c([A-Z]{1,500})" repeats up to 500 times: the compiled program grows with the count, and matching costs the segment's length times the program's size (ADR 0002); check long values in the handler instead
                Examples/Tools/lint-problems.json:9:63: error: handler "admin.reset" of route "/admin/reset" is not bound by the app (not in Examples/Tools/handlers.txt)
                Examples/Tools/lint-problems.json:10:26: warning: parameter "id" of "/goods/:id" has no declared type: write <int:id>, <string:id> or :id(regex), or declare its "type" in the route's "parameters"
                Examples/Tools/lint-problems.json:11:5: error: route "/cart" has no "handler"
                Examples/Tools/lint-problems.json:14:55: error: rewrite "https://m.shop.example/old/:id" → "shop://gone/{id}" leads nowhere: https://m.shop.example/old/1 becomes shop://gone/1, and no route matches /gone/1 in namespace shop
                Examples/Tools/lint-problems.json:15:53: warning: rewrite "https://m.shop.example/reset" → "shop://admin/reset" leads an external URL to internal route "/admin/reset" (shop): https://m.shop.example/reset becomes shop://admin/reset; a router refuses it to links from outside the app, and opens it when the app itself opens the external URL
                Examples/Tools/lint-problems.json:9:5: note: route "/admin/reset" is here
                Examples/Tools/lint-problems.json:16:53: error: rewrites form a cycle: rewrite 3 ("https://m.shop.example/x/:id") → rewrite 4 ("https://m.shop.example/y/:id") → rewrite 3 ("https://m.shop.example/x/:id") (https://m.shop.example/x/1 → https://m.shop.example/y/1 → https://m.shop.example/x/1); a router refuses such URLs (a rewrite loop) instead of opening them
                Examples/Tools/handlers.txt:8:1: warning: handler "unused.name" is bound but no route of Examples/Tools/lint-problems.json names it

                """)
        #expect(run.error == "Examples/Tools/lint-problems.json: 8 routes, 6 rewrites, 4 errors, 7 warnings\n")
    }

    @Test func theShippedTablesAreClean() async throws {
        for table in ["Examples/shop.json", "Examples/shop.yaml", "Examples/Shop/shop.routes.json"] {
            let run = try await ToolTests.run(["lint", "--strict", "--table", table])
            #expect(run.status == 0, "\(table): \(run.output)")
            #expect(run.output.isEmpty)
        }
    }

    /// A type the table declares takes any value in lint (its patterns parse and the rest is checked); one that no
    /// pattern uses is a warning at its name. `match` reads the table the same way.
    @Test func declaredTypesTakeAnyValueAndAnUnusedOneIsAWarning() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("declared-types-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let table = folder.appendingPathComponent("t.json").path
        let text = """
            {"types": {"sku": {}, "slug": {}},
             "routes": [{"pattern": "shop://goods/<sku:code>", "handler": "goods"}]}
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: table))
        let run = try await ToolTests.run(["lint", "--table", table])
        #expect(run.status == 0)
        #expect(
            run.output == "\(table):1:23: warning: parameter type \"slug\" is declared but no pattern uses it (<slug:…>)\n")
        let match = try await ToolTests.run(["match", "--table", table, "shop://goods/anything"])
        #expect(match.status == 0, "\(match.output)\(match.error)")
        #expect(match.output.contains("goods"), "\(match.output)")
    }

    @Test func requireTypesIsOptIn() async throws {
        let run = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--require-types"])
        #expect(run.status == 0)
        #expect(
            run.output.hasPrefix(
                """
                Examples/shop.json:10:26: warning: parameter "id" of "/goods/:id" has no declared type: write <int:id>, <string:id> or :id(regex), or declare its "type" in the route's "parameters"

                """))
        let strict = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--require-types", "--strict"])
        #expect(strict.status == 1)
    }

    @Test func githubAnnotationsEscapeNewlinesAndPercent() async throws {
        let run = try await ToolTests.run(["lint", "--table", "Examples/broken.json", "--format", "github"])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(3) == [
                #"::warning file=Examples/broken.json,line=4,col=5::route "/goods/:gid" (global) is identical to route "/goods/:id" (global); it is reached only when that handler declines"#,
                #"::notice file=Examples/broken.json,line=3,col=5::route "/goods/:id" is here"#,
                "::error file=Examples/broken.json,line=5,col=28::unbalanced '(': this optional group is never closed%0A  /user/:id(/posts%0A           ^",
            ])
        let problems = try await ToolTests.run(["lint", "--table", "Examples/Tools/lint-problems.json", "--format", "github"])
        #expect(problems.output.contains("including a decoded '/' (%252F) and '..'"))
    }

    @Test func jsonIsOneDocument() async throws {
        let run = try await ToolTests.run(["lint", "--table", "Examples/broken.json", "--format", "json"])
        #expect(run.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(object?["loaded"] as? Bool == false)
        #expect(object?["errors"] as? Int == 4)
        #expect(object?["warnings"] as? Int == 1, "issue #57: the identical route is a warning")
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.count == 5)
        #expect(diagnostics.first?["line"] as? Int == 4)
        #expect((diagnostics.first?["notes"] as? [[String: Any]])?.first?["message"] as? String == #"route "/goods/:id" is here"#)
        #expect(diagnostics[1]["excerpt"] as? String == "  /user/:id(/posts\n           ^")
        let clean = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--format", "json"])
        #expect(clean.status == 0)
        #expect(
            clean.output
                == #"{"file":"Examples/shop.json","loaded":true,"routes":12,"rewrites":2,"errors":0,"warnings":0,"diagnostics":[]}"# + "\n")
    }

    @Test func anUnreadableHandlersFileIsAnError() async throws {
        let run = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--handlers", "Examples/Tools/missing.txt"])
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("Examples/Tools/missing.txt:1:1: error: cannot read the handlers file (No such file or directory)\n"))
        let format = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--format", "xml"])
        #expect(format.status == 64)
    }

    @Test func regexProblemsAreFoundInTheExpression() {
        #expect(LintChecks.regexProblems("[0-9]+").isEmpty)
        #expect(LintChecks.regexProblems("[^/]+").count == 1)
        #expect(LintChecks.regexProblems("a.*b").count == 1)
        #expect(LintChecks.regexProblems("\\.+").isEmpty)
        #expect(LintChecks.regexProblems("[a-z]{2,16}").isEmpty)
        #expect(LintChecks.regexProblems("x{1000}").count == 1)
    }
}
