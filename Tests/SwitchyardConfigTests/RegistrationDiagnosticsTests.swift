import Testing
import Switchyard
import SwitchyardConfig

/// Issue 25: identical routes and Crossroad's registration checks in a route-table file are located
/// warnings when it loads (the table still routes) and errors as `switchyard lint` reports them.
@Suite("Registration diagnostics in route-table files")
struct RegistrationDiagnosticsTests {
    static func compile(_ text: String) throws -> RouteTableFile {
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json")
        return try RouteTableFile.compile(spec, file: "t.json", source: text)
    }

    /// Issue #57: an identical route is a warning to lint too (it runs when the first one's handler declines).
    @Test func identicalRoutesLoadAndLintAsWarnings() throws {
        let file = try Self.compile(
            """
            {"routes": [
              {"pattern": "/goods/:id", "handler": "a"},
              {"pattern": "/goods/:gid", "handler": "b"}
            ]}
            """)
        #expect(file.table.match("/goods/7")?.route.value.handler == "a")
        #expect(
            file.warnings.map(\.description) == [
                #"t.json:3:3: warning: route "/goods/:gid" (global) is identical to route "/goods/:id" (global); it is reached only when that handler declines"#,
                #"t.json:2:3: note: route "/goods/:id" is here"#,
            ])
        #expect(file.warnings.map(\.linted.description) == file.warnings.map(\.description))
    }

    @Test func sourcesAreLocatedAtTheSourceAndRoutesAtTheRoute() throws {
        let file = try Self.compile(
            """
            {"options": {"accept": ["shop", "https"]},
             "routes": [
              {"pattern": "mgj://goods/:id"},
              {"pattern": "/cart", "accept": ["mall"]}
            ]}
            """)
        #expect(
            file.warnings.map(\.linted.description) == [
                #"t.json:1:33: error: link source "https" in the table's options is the well-known scheme 'https', not an app's own: accept a universal link as "https://<host>""#,
                #"t.json:3:3: error: route "mgj://goods/:id" (mgj) can never match: its origin mgj is not among the table's link sources (shop, https)"#,
                #"t.json:4:35: error: route "/cart" (global) accepts link source "mall", which the table does not accept (shop, https)"#,
            ])
    }

    @Test func aFileThatFailsListsTheWarningsLintCallsErrors() throws {
        let text = """
            {"routes": [
              {"pattern": "/goods/:id"},
              {"pattern": "/goods/:gid"},
              {"pattern": "/user/:id(/posts"}
            ]}
            """
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json")
        let error = try #require(throws: RouteTableError.self) { try RouteTableFile.compile(spec, file: "t.json", source: text) }
        // The identical route comes along, a warning to lint too (issue #57).
        #expect(error.linted.diagnostics.map(\.severity) == [.warning, .note, .error])
        #expect(error.diagnostics.first?.severity == .warning)
    }
}
