import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `switchyard` tool reads only regular files, bounded, as the library does since issue #42: a FIFO given
/// as a routing document, a handlers file, a components file or a document to verify is refused at once, never
/// waited on (these reads blocked for ever before).
@Suite("switchyard tool: only regular files are read", .serialized, .timeLimit(.minutes(2)))
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

    /// Runs the tool; when it has not finished after 10 s, opens the FIFO for writing until it has (which wakes a
    /// reader blocked on it) and records an issue, so that a tool that waits fails the test instead of hanging it.
    static func run(_ arguments: [String], unblocking fifo: FIFO) async throws -> ToolTests.Run {
        let finished = Flag()
        let path = fifo.path
        Thread {
            for _ in 0..<1_000 {
                if finished.isSet { return }
                usleep(10_000)
            }
            Issue.record("switchyard \(arguments.first ?? "") still reading \(path) after 10 s")
            while !finished.isSet {
                let writer = open(path, O_WRONLY | O_NONBLOCK)
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

    @Test func aRoutingDocumentThatIsAFIFO() async throws {
        let fifo = try FIFO()
        let run = try await Self.run(["lint", "--table", "Examples/shop.json", "--document", fifo.path], unblocking: fifo)
        #expect(run.status != 0)
        #expect(run.output.contains("\(fifo.path):1:1: error: cannot read the document (not a regular file)"))
    }

    @Test func aHandlersFileThatIsAFIFO() async throws {
        let fifo = try FIFO()
        let run = try await Self.run(["lint", "--table", "Examples/shop.json", "--handlers", fifo.path], unblocking: fifo)
        #expect(run.status != 0)
        #expect(run.output.contains("\(fifo.path):1:1: error: cannot read the handlers file (not a regular file)"))
    }

    @Test func aComponentsFileThatIsAFIFO() async throws {
        let fifo = try FIFO()
        let output = fifo.directory.appendingPathComponent("docs").path
        let run = try await Self.run(
            ["docs", "--table", "Examples/Shop/shop.routes.json", "--components", fifo.path, "--output", output], unblocking: fifo)
        #expect(run.status != 0)
        #expect(run.error == "\(fifo.path):1:1: error: cannot read file (not a regular file)\n")
    }

    @Test func aDocumentToVerifyThatIsAFIFO() async throws {
        let fifo = try FIFO()
        let run = try await Self.run(["verify", "--key", "2026-a=\(fifo.path)", fifo.path], unblocking: fifo)
        #expect(run.status != 0)
        #expect(run.error.contains("\(fifo.path): cannot read the file (not a regular file)"))
    }
}
