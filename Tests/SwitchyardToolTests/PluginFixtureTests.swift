import Foundation
import SwitchyardTestSupport
import Testing

/// The build plugin used as an app uses it (issue #45): Tests/Fixtures/PluginApp depends on this package by
/// path, adds SwitchyardRoutesPlugin to four targets and is built with `swift build` in .build/plugin-fixture.
/// The first build compiles the package's modules and the compiler tool (with their dependencies) for the
/// fixture; later runs reuse it and take seconds. The targets are built one at a time, the working one first.
@Suite(.serialized)
struct PluginFixtureTests {
    static let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/PluginApp")
    static let scratch = Repository.root.appendingPathComponent(".build/plugin-fixture")

    /// `swift build` of the fixture with `arguments` (`--product PluginApp`, `--target BrokenRoutes`).
    static func build(_ arguments: [String]) async throws -> BuiltExecutable.Run {
        let command = ["swift", "build", "--package-path", fixture.path, "--scratch-path", scratch.path] + arguments
        let run = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), command, in: fixture)
        // SwiftPM keeps the plan of the plugin tool's build after a source file of this package is deleted, and then
        // refuses to build ("because of missing inputs") until the scratch folder goes: a stale cache, never the
        // fixture's fault (a fresh clone never has one). Built again once from nothing.
        guard run.status != 0, run.error.contains("because of missing inputs") || run.output.contains("because of missing inputs")
        else { return run }
        try? FileManager.default.removeItem(at: scratch)
        return try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), command, in: fixture)
    }

    /// The working app, built once for the suite: the other targets' builds reuse what it built.
    static let app = Task { try await build(["--product", "PluginApp"]) }

    @Test func compiledBindingRoutesAsTheTableReadAtRunTime() async throws {
        let built = try await Self.app.value
        try #require(built.status == 0, "\(built.output)\(built.error)")
        let executable = Self.scratch.appendingPathComponent("debug/PluginApp")
        // Each line: the compiled table's answer, and the one of the same file read at run time when they differ.
        let run = try await ChildProcess.run(executable, [], in: Self.fixture)
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output == """
                app://goods/7 → goods.detail id=7
                app://goods/abc → error: app://goods/abc: no route matches /goods/abc in namespace app
                app://goods/7/reviews → goods.reviews id=7 page=none
                app://goods/7/reviews/2 → goods.reviews id=7 page=2
                app://item/6F9619FF-8B86-D011-B42D-00C04FC964FF → goods.detail item=6F9619FF-8B86-D011-B42D-00C04FC964FF
                app://docs/a/b/c → docs.page path=a,b,c
                app://user/ada → user.profile name=ada
                https://app.example/product/9.html → goods.detail id=9
                other://goods/1 → error: other://goods/1: origin other://goods is not accepted
                app://sku/ABCDEFGH → goods.sku code=ABCDEFGH
                app://sku/ABC1 → error: app://sku/ABC1: no route matches /sku/ABC1 in namespace app
                link: app://goods/7/reviews/2
                link: app://sku/ABCDEFGH
                catalog://item/3 → item.show id=3, handlers ["item.show", "files"]
                link: catalog://files/a/b

                """)
    }

    @Test func brokenTableFailsTheBuildAtItsLineAndColumn() async throws {
        _ = try await Self.app.value
        let built = try await Self.build(["--target", "BrokenRoutes"])
        #expect(built.status != 0)
        let table = Self.fixture.appendingPathComponent("Sources/BrokenRoutes/broken.routes.json").path
        let expected = """
            \(table):4:33: error: unbalanced '(': this optional group is never closed
              app://user/:id(/posts
                            ^
            """
        #expect((built.output + built.error).contains(expected), "\(built.output)\(built.error)")
    }

    @Test func missingHandlerOrTypeMethodIsACompileError() async throws {
        _ = try await Self.app.value
        let built = try await Self.build(["--target", "UnboundHandlers"])
        #expect(built.status != 0)
        let source = Self.fixture.appendingPathComponent("Sources/UnboundHandlers/Unbound.swift").path
        let text = built.output + built.error
        #expect(text.contains("\(source):5:8: error: type 'Unbound' does not conform to protocol 'UnboundRouteHandling'"), "\(text)")
        #expect(
            text.contains(
                "note: protocol requires function 'cart(_:request:)' with type '(UnboundCartRoute, RouteRequest) async throws -> RouteResponse<String>'"
            ), "\(text)")
        // The table declares the parameter type `sku`: checking it is a method of the protocol too.
        #expect(text.contains("note: protocol requires function 'accepts(sku:)' with type '(Substring) -> Bool'"), "\(text)")
    }
}
