import Switchyard
import SwitchyardConfig
import Testing

/// One table, written in a file and registered in code: the file's warnings (and lint's severities) and the
/// router's say the same thing about the same routes; the file's only add where each route is written.
@Suite("Router warnings agree with the file's")
struct RouterWarningsAgreeTests {
    enum Screen: Hashable, Sendable { case page(String) }

    static let source = """
        {
          "routes": [
            { "pattern": "/goods/:id", "handler": "goods" },
            { "pattern": "/goods/:gid", "handler": "goods" },
            { "pattern": "/help/*rest", "handler": "help", "priority": 2 },
            { "pattern": "/help/faq", "handler": "help" }
          ]
        }
        """

    static func file() throws -> RouteTableFile {
        let spec = try RouteTableSpec.parse(Array(source.utf8), format: .json, file: "t.json")
        return try RouteTableFile.compile(spec, file: "t.json", source: source)
    }

    static func codeRouter() throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        try builder.route("/goods/:id") { _ in .navigate(.push(.page("goods"))) }
        try builder.route("/goods/:gid") { _ in .navigate(.push(.page("goods"))) }
        try builder.route("/help/*rest", RouteOptions(priority: 2)) { _ in .navigate(.push(.page("help"))) }
        try builder.route("/help/faq") { _ in .navigate(.push(.page("help"))) }
        return try builder.build()
    }

    @Test func theFileAndTheCodeReportTheSameRoutes() throws {
        let file = try Self.file()
        let router = try Self.codeRouter()
        #expect(
            file.warnings.map(\.description) == [
                #"t.json:4:5: warning: route "/goods/:gid" (global) is identical to route "/goods/:id" (global); it is reached only when that handler declines"#,
                #"t.json:3:5: note: route "/goods/:id" is here"#,
                #"t.json:6:5: warning: route "/help/faq" (global) can never match: route "/help/*rest" (global) matches every URL it matches and has a higher priority (2 > 0); it is reached only when that handler declines"#,
                #"t.json:5:5: note: route "/help/*rest" is here"#,
            ])
        let fileFindings = file.warnings.filter { $0.severity != .note }
        #expect(router.warnings.map(\.message) == fileFindings.map(\.message))
        #expect(router.warnings.map(\.code) == fileFindings.map(\.code))
        #expect(router.warnings.map(\.route) == fileFindings.map(\.route))
        #expect(router.warnings.map(\.lintSeverity) == fileFindings.map(\.lintSeverity))
        #expect(router.warnings.map(\.lintSeverity) == [.warning, .warning])
    }

    /// A router made from the file reports its table's findings too.
    @Test func aRouterFromTheFileReportsThemToo() throws {
        let file = try Self.file()
        var factories = NamedHandlers<Screen>()
        factories.register("goods") { _ in .navigate(.push(.page("goods"))) }
        factories.register("help") { _ in .navigate(.push(.page("help"))) }
        let router = try RouterBuilder(file: file, handlers: factories).build()
        #expect(router.warnings.map(\.message) == (try Self.codeRouter()).warnings.map(\.message))
    }
}
