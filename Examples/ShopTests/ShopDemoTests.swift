import Foundation
import Testing

/// Runs the built `shop-demo`, as the README's first command does, and checks the story it tells word for
/// word against `Examples/Shop/expected-output.txt` (the transcript the README quotes). A change to
/// routing, navigation or the pending-link queue that changes what a user sees fails here.
@Suite("Shop demo")
struct ShopDemoTests {
    static let root = ShopDemoProcess.root

    /// Runs the demo as the README's first command does.
    static func run() throws -> (status: Int32, output: String) {
        try ShopDemoProcess.run()
    }

    @Test func tellsTheStoryInTheTranscript() async throws {
        let expected = try String(contentsOf: Self.root.appendingPathComponent("Examples/Shop/expected-output.txt"), encoding: .utf8)
        for _ in 1...2 {
            let run = try Self.run()
            #expect(run.status == 0)
            #expect(run.output == expected, "the story changed, or is not deterministic: compare with Examples/Shop/expected-output.txt")
        }
    }

    @Test func readmeQuotesTheTranscript() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let expected = try String(contentsOf: Self.root.appendingPathComponent("Examples/Shop/expected-output.txt"), encoding: .utf8)
        // The README shows the first chapters; every line it quotes must be the demo's own.
        let lines = expected.split(separator: "\n", omittingEmptySubsequences: false).prefix(14).joined(separator: "\n")
        #expect(readme.contains(lines))
    }
}

/// `Examples/Shop/components.json` is what the demo's modules declare: `shop-demo --components` writes it
/// (`swift run --package-path Examples shop-demo --components > Examples/Shop/components.json` after changing a module).
@Suite("Shop demo: the component catalogue")
struct ShopComponentsTests {
    @Test func theCommittedCatalogueIsCurrent() async throws {
        let committed = try String(contentsOf: ShopDemoTests.root.appendingPathComponent("Examples/Shop/components.json"), encoding: .utf8)
        let run = try ShopDemoProcess.run(["--components"])
        #expect(run.status == 0)
        #expect(
            run.output == committed,
            "regenerate it: swift run --package-path Examples shop-demo --components > Examples/Shop/components.json")
        #expect(committed.contains("\"name\": \"cart\",\n      \"dependencies\": [\"user\"],\n      \"handlers\": [\"cart\"]"))
    }
}
