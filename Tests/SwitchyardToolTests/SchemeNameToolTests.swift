import Foundation
import Testing

/// A table whose route `scheme` or `namespaces` key is no URL scheme (issue #64's residual) is refused by every
/// command that reads a table, with the located error, and nothing is written: `gen web`, `gen links` and `gen
/// swift` never see such a name.
@Suite("switchyard tool: scheme names")
struct SchemeNameToolTests {
    static let rule = "(an ASCII letter, then ASCII letters, digits, '+', '-' or '.')"
    static let table = #"""
        {"options": {"accept": ["https://m.shop.example"]}, "namespaces": {"a b": {}},
         "routes": [{"pattern": "/p/:id", "scheme": "https", "handler": "p"},
                    {"pattern": "/a", "scheme": "</script>", "handler": "a"}]}
        """#

    @Test func everyCommandRefusesTheTableAndWritesNothing() async throws {
        let folder = try LinksTests.directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.json").path
        try Data(Self.table.utf8).write(to: URL(fileURLWithPath: path))
        let expected = [
            "\(path):1:68: error: namespace name must be a URL scheme \(Self.rule), found \"a b\"",
            "\(path):3:41: error: \"scheme\" must be a URL scheme \(Self.rule), found \"</script>\"",
        ]
        let out = folder.appendingPathComponent("out")
        let commands: [[String]] = [
            ["lint", "--table", path],
            ["match", "--table", path, "https://m.shop.example/p/1"],
            ["gen", "web", "--table", path, "--output", out.path + ".mjs"],
            LinksTests.arguments(table: path, output: out.path),
            ["gen", "swift", "--table", path, "--output", out.path + ".swift"],
        ]
        for arguments in commands {
            let run = try await ToolTests.run(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.output.isEmpty, "\(arguments)")
            for line in expected { #expect(run.error.contains(line), "\(arguments): \(run.error)") }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.json"])
    }
}
