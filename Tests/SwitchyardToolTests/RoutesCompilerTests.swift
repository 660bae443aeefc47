import Foundation
import SwitchyardTestSupport
import SwitchyardToolCore
import Testing

/// `switchyard-routes-compiler`, the build plugin's tool, run as the plugin runs it: a table in, Swift out,
/// lint's findings on standard error in the form SwiftPM and Xcode show at the table's line.
struct RoutesCompilerTests {
    /// A table written to a fresh folder, and where the tool writes its Swift.
    static func table(_ name: String, _ text: String) throws -> (table: String, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routes-compiler-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let table = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: table)
        return (table.path, folder.appendingPathComponent(name + ".swift").path)
    }

    @Test func aWarningIsReportedAndTheSwiftIsWritten() async throws {
        let files = try Self.table(
            "tags.routes.json",
            """
            {
              "routes": [
                { "pattern": "app://tag/:name(.+)", "handler": "tag.page" }
              ]
            }
            """)
        let run = try await BuiltExecutable(named: "switchyard-routes-compiler").run([files.table, files.output])
        #expect(run.status == 0)
        #expect(
            run.error == """
                \(files.table):3:35: warning: the regular expression of :name in "app://tag/:name(.+)" accepts any text, \
                including a decoded '/' (%2F) and '..': use a typed placeholder or a narrower character class

                """)
        let swift = try String(contentsOfFile: files.output, encoding: .utf8)
        #expect(swift.contains("protocol TagsRouteHandling: Sendable {"))
        #expect(
            swift.contains("    func tagPage(_ route: TagsTagPageRoute, request: RouteRequest) async throws -> RouteResponse<Screen>\n"))
        #expect(swift.contains("    static func builder<Handlers: TagsRouteHandling>(_ handlers: Handlers) throws"))
        // The table arrives compiled: an image the library loads, not the file's text to parse.
        #expect(swift.contains("    static let image: StaticString = #\"\"\"\n        U1dZRA"))
        #expect(!swift.contains("RouteTableFile"))
        #expect(swift.contains("import SwitchyardMatching\n"))
        #expect(!swift.contains("import SwitchyardConfig"))
    }

    /// A type the table declares takes any value at build time (lint's checks run); the generated protocol asks
    /// the app for its check, and the builder and the typed routes' `url()` pass it by name.
    @Test func aDeclaredTypeBecomesAMethodOfTheProtocol() async throws {
        let files = try Self.table(
            "shop.routes.json",
            """
            {
              "types": { "sku": { "description": "Eight letters." } },
              "routes": [ { "pattern": "shop://goods/<sku:code>", "handler": "goods" } ]
            }
            """)
        let run = try await BuiltExecutable(named: "switchyard-routes-compiler").run([files.table, files.output])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error == "")
        let swift = try String(contentsOfFile: files.output, encoding: .utf8)
        #expect(
            swift.contains(
                """
                    /// Whether a percent-decoded value is a `<sku:…>` (the table's parameter type: Eight letters.).
                    func accepts(sku value: Substring) -> Bool

                """))
        #expect(
            swift.contains(
                "RouteTable(compiled: CompiledRouteTable(image: image), types: [.custom(\"sku\") { handlers.accepts(sku: $0) }], values: routes)"
            ))
        #expect(swift.contains("RoutePattern(Route.pattern, hostAsPath: .auto, types: [.custom(\"sku\") { _ in true }])"))
        #expect(swift.contains("    var code: String\n"))
    }

    @Test func aRouteWithoutAHandlerIsAnErrorAndWritesNothing() async throws {
        let files = try Self.table(
            "shop.routes.yaml",
            """
            routes:
              - pattern: shop://goods/<int:id>
                handler: goods.detail
              - pattern: shop://cart
            """)
        let run = try await BuiltExecutable(named: "switchyard-routes-compiler").run([files.table, files.output])
        #expect(run.status == 1)
        #expect(run.error == "\(files.table):4:5: error: route \"shop://cart\" has no \"handler\"\n")
        #expect(!FileManager.default.fileExists(atPath: files.output))
    }

    @Test func aBadCommandLineSaysHowToCallIt() async throws {
        let run = try await BuiltExecutable(named: "switchyard-routes-compiler").run(["only-one"])
        #expect(run.status == 64)
        #expect(run.error == "usage: switchyard-routes-compiler TABLE OUTPUT (the route-table file, and the Swift file to write)\n")
    }

    @Test(arguments: [
        ("shop.routes.json", "Shop"), ("app-links.routes.yaml", "AppLinks"), ("2fa.routes.plist", "_2fa"),
        ("plain.json", "Plain"), (".routes.json", ""),
    ])
    func theTypePrefixComesFromTheFileName(name: String, prefix: String) {
        #expect(RoutesCompiler.typePrefix(forFileName: name) == prefix)
    }

    /// `"generatedAccess": "public"` makes every declaration an app's other modules use public (the plugin's and
    /// `gen swift`'s); the default stays internal, and lint reads the public handler names as it reads internal ones.
    @Test func generatedAccessPublicMakesTheDeclarationsPublic() async throws {
        let table = """
            { "options": { "generatedAccess": "public" },
              "routes": [ { "pattern": "app://files/*path", "name": "files", "handler": "files.show" } ] }
            """
        let files = try Self.table("lib.routes.json", table)
        let run = try await BuiltExecutable(named: "switchyard-routes-compiler").run([files.table, files.output])
        #expect(run.status == 0, "\(run.error)")
        let swift = try String(contentsOfFile: files.output, encoding: .utf8)
        for declaration in [
            "public enum LibRouteHandlers {", "    public static let filesShow = \"files.show\"", "    public static let all: [String]",
            "public struct LibFilesRoute: TypedRoute, Hashable {", "    public static let pattern = ", "    public static let handler = ",
            "    public var path: [String]", "    public init(path: [String] = []) {",
            "    public init(from decoder: any Decoder) throws {",
            "    public func encode(to encoder: any Encoder) throws {", "    public func url() throws -> String {",
            "public protocol LibRouteHandling: Sendable {", "public enum LibRouteTable {", "    public static let fileName = ",
            "    public static let image: StaticString = ", "    public static func builder<Handlers: LibRouteHandling>",
        ] {
            #expect(swift.contains(declaration), "missing: \(declaration)")
        }
        #expect(swift.contains("private func routeURL<Route: TypedRoute>"))
        let handlers = HandlerList.parse(swift, path: "Lib.swift")
        #expect(handlers.names.keys.sorted() == ["files.show"])

        let internalFiles = try Self.table("lib.routes.json", table.replacingOccurrences(of: "\"public\"", with: "\"internal\""))
        let internalRun = try await BuiltExecutable(named: "switchyard-routes-compiler").run([internalFiles.table, internalFiles.output])
        #expect(internalRun.status == 0, "\(internalRun.error)")
        #expect(!(try String(contentsOfFile: internalFiles.output, encoding: .utf8)).contains("public "))
    }

    @Test func generatedAccessTakesInternalOrPublic() async throws {
        let files = try Self.table("lib.routes.json", #"{ "options": { "generatedAccess": "open" }, "routes": [] }"#)
        let run = try await BuiltExecutable(named: "switchyard-routes-compiler").run([files.table, files.output])
        #expect(run.status != 0)
        #expect(run.error.hasPrefix(#"\#(files.table):1:35: error: "generatedAccess" must be "internal" or "public""#), "\(run.error)")
    }

    /// The generated file's header names the route types: all of them up to six, else the first five and how many
    /// more (issue #65: it listed five and "…", so a reader could not tell how many the file declares).
    @Test(arguments: [6, 8])
    func theHeaderNamesTheRouteTypesOrCountsTheRest(routes: Int) throws {
        let entries = (1...routes).map { #"{ "pattern": "app://page\#($0)", "name": "page\#($0)", "handler": "page" }"# }
        let files = try Self.table("site.routes.json", #"{ "routes": [ \#(entries.joined(separator: ", ")) ] }"#)
        let swift = try #require(RoutesCompiler.compile(table: files.table).swift)
        let line = try #require(swift.split(separator: "\n").first { $0.contains("A route type per route") })
        let expected =
            routes == 6
            ? "SitePage1Route, SitePage2Route, SitePage3Route, SitePage4Route, SitePage5Route, SitePage6Route"
            : "SitePage1Route, SitePage2Route, SitePage3Route, SitePage4Route, SitePage5Route and 3 more"
        #expect(line.contains("A route type per route (\(expected)):"), "\(line)")
    }

    /// The tool leaves an output that already holds what it would write as it is, date included, so that a build
    /// that runs the plugin's command again (SwiftPM 6.3's first build after a cold one) compiles nothing more.
    @Test func anUnchangedOutputIsNotWrittenAgain() async throws {
        let files = try Self.table("same.routes.json", #"{ "routes": [ { "pattern": "app://a/:id", "handler": "a" } ] }"#)
        let first = try await BuiltExecutable(named: "switchyard-routes-compiler").run([files.table, files.output])
        #expect(first.status == 0, "\(first.error)")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: files.output)
        let again = try await BuiltExecutable(named: "switchyard-routes-compiler").run([files.table, files.output])
        #expect(again.status == 0, "\(again.error)")
        let date = try FileManager.default.attributesOfItem(atPath: files.output)[.modificationDate] as? Date
        #expect(date == past)
        // A changed table is written.
        try Data(#"{ "routes": [ { "pattern": "app://b/:id", "handler": "b" } ] }"#.utf8).write(to: URL(fileURLWithPath: files.table))
        let swift = try #require(RoutesCompiler.compile(table: files.table).swift)
        #expect(try RoutesCompiler.write(swift, to: files.output))
        #expect(try String(contentsOfFile: files.output, encoding: .utf8).contains("app://b/:id"))
    }
}
