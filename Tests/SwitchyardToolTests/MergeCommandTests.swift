import Foundation
import SwitchyardConfig
import SwitchyardTestSupport
import Testing

import SwitchyardTool

/// `switchyard merge` (issue #88 item 5): the cases of `Android/testdata/merge/cases.txt`, whose outputs the JVM
/// tool's MergeCommandTest holds to the same files, so that the two tools print the same bytes; and what the
/// Swift tool alone is asked.
@Suite("switchyard merge")
struct MergeCommandTests {
    static let folder = Repository.root.appendingPathComponent("Android/testdata/merge")

    /// The built tool run in the cases' folder, so that its file names are the cases' own.
    static func run(_ arguments: [String], in directory: URL = folder) async throws -> BuiltExecutable.Run {
        let tool = try BuiltExecutable(named: "switchyard")
        return try await ChildProcess.run(tool.url, ["merge"] + arguments, in: directory)
    }

    static func expected(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    static var cases: [[String]] {
        let text = expected("cases.txt")
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ").map(String.init) }
    }

    @Test(arguments: cases)
    func theSharedCasesPrintWhatTheJVMToolPrints(_ words: [String]) async throws {
        let run = try await Self.run(Array(words.dropFirst(2)))
        #expect(String(run.status) == words[1], "\(words[0]): \(run.error)")
        #expect(run.output == Self.expected(words[0] + ".out"))
        var error = run.error
        if words[1] == "64", let end = error.firstIndex(of: "\n") { error = String(error[...end]) }
        #expect(error == Self.expected(words[0] + ".err"))
    }

    @Test func theMergedTableIsAnOrdinaryTableAndOutputWritesIt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let merged = directory.appendingPathComponent("routes.json").path
        let run = try await Self.run(["--output", merged, "app=app.routes.json", "goods.routes.json", "cart=cart.json"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "")
        #expect(try String(contentsOfFile: merged, encoding: .utf8) == Self.expected("merged.out"))
        let file = try RouteTableFile.load(contentsOf: merged, declaredTypes: .acceptingAnything)
        #expect(file.table.match("shop://goods/7")?.route.value.handler == "goods.detail")
        #expect(file.table.match("shop://cart")?.route.value.handler == "cart.show")
    }

    /// The Swift tool reads YAML and property lists too (the JVM tool JSON only); what it writes is the same JSON.
    @Test func aYAMLTableMergesAsItsJSON() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = #"{ "routes": [ { "pattern": "/cart", "scheme": "shop", "tags": ["a", "b"], "x-share": 0.5 } ] }"#
        let yaml = "routes:\n  - pattern: /cart\n    scheme: shop\n    tags: [a, b]\n    x-share: 0.5\n"
        try json.write(to: directory.appendingPathComponent("cart.json"), atomically: true, encoding: .utf8)
        try yaml.write(to: directory.appendingPathComponent("cart.yaml"), atomically: true, encoding: .utf8)
        let fromJSON = try await Self.run(["cart.json"], in: directory)
        let fromYAML = try await Self.run(["cart.yaml"], in: directory)
        #expect(fromYAML.status == 0, "\(fromYAML.error)")
        #expect(fromYAML.output == fromJSON.output)
        #expect(fromYAML.output.contains(#""tags": ["a", "b"],"#) && fromYAML.output.contains(#""x-share": 0.5,"#))
    }

    @Test func usageErrorsNameWhatIsWrong() async throws {
        let none = try await Self.run([])
        #expect(none.status == 64)
        #expect(none.error.hasPrefix("Error: give at least one module's table: NAME=FILE or FILE\n"))
        let hidden = try await Self.run([".json"])
        #expect(hidden.status == 64)
        #expect(hidden.error.hasPrefix("Error: cannot name a module after \".json\"; write NAME=FILE\n"))
    }

    @Test func modulesAreNamedByTheirArgument() throws {
        #expect(
            try Merge.modules(["cart=a/b.json", "Sources/goods.routes.yaml", "x/y.z.json"]).map(\.module) == [
                "cart", "goods", "y",
            ])
        // What precedes `=` names a module only when it is a name: `x/y=z.json` is a file, named `y=z`, no name.
        #expect(Merge.split("x/y=z.json").file == "x/y=z.json")
        #expect(throws: (any Error).self) { try Merge.modules(["x/y=z.json"]) }
        #expect(throws: (any Error).self) { try Merge.modules(["a.json", "a=b.json"]) }
    }

    @Test func numbersAreWrittenAsTheJVMToolWritesThem() {
        #expect(MergedJSON.number("0.25") == "0.25")
        #expect(MergedJSON.number("1e-07") == "1.0e-7")
        #expect(MergedJSON.number("1e-06") == "0.000001")
        #expect(MergedJSON.number("100.0") == "100.0")
        #expect(MergedJSON.number("1.5e+21") == "1.5e21")
        #expect(MergedJSON.number("-0.0") == "-0.0")
        #expect(MergedJSON.number("123456.789") == "123456.789")
    }
}
