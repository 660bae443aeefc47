import Foundation
import SwitchyardTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path named on the `switchyard` tool's command line may be a FIFO or a pipe (issue #58: `lint --table <(…)`), read
/// with the same size bound; one without a writer reads as empty at once, never waited on for ever (issue #42: these
/// reads once blocked). The library's own reads keep refusing every file that is not regular (RegularFileTests).
@Suite("switchyard tool: pipes named on the command line", .serialized, .timeLimit(.minutes(5)))
struct ToolFileKindTests {
    /// A FIFO in a directory of its own, removed afterwards.
    final class FIFO: Sendable {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-fifo-\(UUID().uuidString)")
        var path: String { directory.appendingPathComponent("input.json").path }

        init() throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            #expect(mkfifo(path, 0o600) == 0)
        }

        deinit { try? FileManager.default.removeItem(at: directory) }
    }

    /// Runs the tool; when it has not finished after 60 s, opens the FIFO for writing until it has (which wakes a
    /// reader blocked on it) and records an issue, so that a tool that waits fails the test instead of hanging it.
    /// A hang guard, not a speed check: a tool that reads at once finishes in well under a second, and 60 s leaves
    /// room for a sanitizer build on a loaded machine (10 s did not: ThreadSanitizer, two cores, 870 other tests).
    static func run(_ arguments: [String], unblocking fifo: FIFO) async throws -> ToolTests.Run {
        let finished = Flag()
        let path = fifo.path
        Thread {
            for _ in 0..<6_000 {
                if finished.isSet { return }
                usleep(10_000)
            }
            Issue.record("switchyard \(arguments.first ?? "") still reading \(path) after 60 s")
            while !finished.isSet {
                let writer = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
                if writer >= 0 { close(writer) }
                usleep(10_000)
            }
        }.start()
        defer { finished.set() }
        return try await ToolTests.run(arguments)
    }

    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    /// What a FIFO with no writer gives the tool: an empty file, read at once.
    @Test(arguments: [
        (["lint", "--table", "Examples/shop.json", "--document", "FIFO"], "FIFO:1:1: error: "),
        (["lint", "--table", "Examples/shop.json", "--handlers", "FIFO"], nil),
        (["docs", "--table", "Examples/Shop/shop.routes.json", "--components", "FIFO", "--output", "DOCS"], "FIFO:1:1: error: "),
        (["verify", "--key", "2026-a=FIFO", "FIFO"], #"pinned key "2026-a" is not a base64 Ed25519 public key"#),
        (["lint", "--table", "FIFO.json"], "FIFO.json:1:1: error: "),
        (["merge", "cart=FIFO.json"], "FIFO.json:1:1: error: "),
    ])
    func aFIFOWithoutAWriterIsReadAsEmpty(arguments: [String], said: String?) async throws {
        let fifo = try FIFO()
        let filled = arguments.map {
            $0.replacingOccurrences(of: "DOCS", with: fifo.directory.appendingPathComponent("docs").path)
                .replacingOccurrences(of: "FIFO.json", with: fifo.directory.appendingPathComponent("table.json").path)
                .replacingOccurrences(of: "FIFO", with: fifo.path)
        }
        if filled.contains(where: { $0.hasSuffix("table.json") }) {
            #expect(mkfifo(fifo.directory.appendingPathComponent("table.json").path, 0o600) == 0)
        }
        let run = try await Self.run(filled, unblocking: fifo)
        #expect(!(run.output + run.error).contains("not a regular file"))
        if let said {
            let expected = said.replacingOccurrences(of: "FIFO.json", with: fifo.directory.appendingPathComponent("table.json").path)
                .replacingOccurrences(of: "FIFO", with: fifo.path)
            #expect(run.status != 0)
            #expect((run.output + run.error).contains(expected), "\(run.output)\(run.error)")
        } else {
            // An empty handlers file lists no handler: lint warns of every route's, and reads the table.
            #expect(run.error.contains("Examples/shop.json:"), "\(run.error)")
        }
    }

    /// `--table <(…)`, as a shell hands it: a pipe without an extension, read as JSON.
    @Test func aTableFromProcessSubstitutionIsRead() async throws {
        let tool = try BuiltExecutable(named: "switchyard").url.path
        let run = try await ChildProcess.run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", "\"$0\" match --table <(cat Examples/shop.json) shop://goods/7", tool])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix(#"{"url":"shop://goods/7","matched":true,"route":{"pattern":"/goods/:id""#), "\(run.output)")
    }

    /// A named FIFO whose writer sends a table: read to its end, in the format its name gives.
    @Test func aNamedFIFOWithAWriterIsRead() async throws {
        let fifo = try FIFO()
        let table = fifo.directory.appendingPathComponent("routes.json").path
        #expect(mkfifo(table, 0o600) == 0)
        let text = try String(contentsOf: ToolTests.root.appendingPathComponent("Examples/shop.json"), encoding: .utf8)
        Thread {
            // Close-on-exec: a tool another test starts meanwhile must not inherit the write end, or this test's
            // reader sees no end of file until that process exits.
            let writer = open(table, O_WRONLY | O_CLOEXEC)
            guard writer >= 0 else { return }
            _ = text.utf8CString.withUnsafeBufferPointer { write(writer, $0.baseAddress, $0.count - 1) }
            close(writer)
        }.start()
        let run = try await Self.run(["lint", "--table", table], unblocking: fifo)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("\(table): "), "\(run.error)")
    }
}
