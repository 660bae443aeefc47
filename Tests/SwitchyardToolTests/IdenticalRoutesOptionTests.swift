import Foundation
import SwitchyardTestSupport
import SwitchyardToolCore
import Testing

/// Issue #57: lint calls no working table wrong. An identical route is a warning that says when the second one
/// runs (a handler that declines hands the link on; WordPress's table relies on it); whether the build plugin
/// fails on it is the table's choice (`"identicalRoutes": "error"`). A host placeholder that can take part of the
/// registrable domain is an error.
struct IdenticalRoutesOptionTests {
    static func table(identical: String?) -> String {
        let option = identical.map { #""options": { "identicalRoutes": "\#($0)" }, "# } ?? ""
        return """
            { \(option)"routes": [
                { "pattern": "wp://post/:id", "handler": "post.reader" },
                { "pattern": "wp://post/:slug", "handler": "post.editor" }
              ]
            }
            """
    }

    @Test(arguments: [nil, "warning"])
    func anIdenticalRouteIsAWarningThatSaysWhenTheSecondRuns(_ option: String?) async throws {
        let files = try RoutesCompilerTests.table("wp.routes.json", Self.table(identical: option))
        let run = try await BuiltExecutable(named: "switchyard-routes-compiler").run([files.table, files.output])
        #expect(run.status == 0, "\(run.error)")
        let line = option == nil ? 3 : 3
        #expect(
            run.error == """
                \(files.table):\(line):5: warning: route "wp://post/:slug" (wp) is identical to route "wp://post/:id" (wp); \
                it is reached only when that handler declines
                \(files.table):2:5: note: route "wp://post/:id" is here

                """)
    }

    @Test func theTableCanMakeItFailTheBuild() async throws {
        let files = try RoutesCompilerTests.table("wp.routes.json", Self.table(identical: "error"))
        let run = try await BuiltExecutable(named: "switchyard-routes-compiler").run([files.table, files.output])
        #expect(run.status == 1)
        #expect(
            run.error == """
                \(files.table):3:5: error: route "wp://post/:slug" (wp) is identical to route "wp://post/:id" (wp); \
                it is reached only when that handler declines
                \(files.table):2:5: note: route "wp://post/:id" is here

                """)
        #expect(!FileManager.default.fileExists(atPath: files.output))
    }

    @Test func aHostPlaceholderThatCanTakeTheDomainIsALintError() async throws {
        let files = try RoutesCompilerTests.table(
            "web.routes.json",
            """
            { "routes": [
                { "pattern": "https://<sub?>example.com/a", "handler": "a" },
                { "pattern": "https://<sub=|www.|m.>example.com/b", "handler": "b" },
                { "pattern": "https://<sub>.example.com/c", "handler": "c" }
              ]
            }
            """)
        let run = try await BuiltExecutable(named: "switchyard-routes-compiler").run([files.table, files.output])
        #expect(run.status == 1)
        #expect(
            run.error == """
                \(files.table):2:5: error: route "https://<sub?>example.com/a" (https): the host placeholder "<sub?>" can take part of \
                the registrable domain (another site's host matches); list its values (<sub=|www.|m.>example.com) or end it at a \
                dot before the domain (<sub>.example.com)

                """)
    }
}
