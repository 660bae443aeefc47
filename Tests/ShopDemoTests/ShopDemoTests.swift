import Foundation
import Testing

/// Runs the built `shop-demo`, as the README's first command does, and checks the story it tells word for
/// word against `Examples/Shop/expected-output.txt` (the transcript the README quotes). A change to
/// routing, navigation or the pending-link queue that changes what a user sees fails here.
@Suite("Shop demo")
struct ShopDemoTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func demo() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent("shop-demo")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw DemoNotFound()
    }

    struct DemoNotFound: Error {}

    /// Runs the demo on a thread of its own: reading its output and waiting for it block, and a blocked
    /// thread of the concurrency pool (two threads on a two-core machine) would stall every other test.
    static func run() async throws -> (status: Int32, output: String) {
        let executable = try demo()
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                do {
                    let process = Process()
                    process.executableURL = executable
                    let output = Pipe()
                    process.standardOutput = output
                    try process.run()
                    let data = output.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    continuation.resume(returning: (process.terminationStatus, String(decoding: data, as: UTF8.self)))
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    @Test func tellsTheStoryInTheTranscript() async throws {
        let expected = try String(contentsOf: Self.root.appendingPathComponent("Examples/Shop/expected-output.txt"), encoding: .utf8)
        for _ in 1...2 {
            let run = try await Self.run()
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
