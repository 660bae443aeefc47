import Foundation

/// `Tests/Servers/document_server.py` on loopback: serves the files of a temporary directory, with ETags,
/// a slow path and a truncated path. Started by the test that needs it; stopped with `stop()`.
final class DocumentServer: @unchecked Sendable {
    let directory: URL
    let port: Int
    private let process: Process

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Servers/document_server.py")

    /// Starts a server; reading its port waits on a thread of its own, not on the test's.
    static func start() async throws -> DocumentServer {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, directory.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let port: Int = try await withCheckedThrowingContinuation { continuation in
            Thread {
                var line = Data()
                while let byte = try? output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10 {
                    line.append(first)
                }
                if let port = Int(String(decoding: line, as: UTF8.self)) {
                    continuation.resume(returning: port)
                } else {
                    continuation.resume(throwing: ServerDidNotStart())
                }
            }.start()
        }
        return DocumentServer(directory: directory, port: port, process: process)
    }

    struct ServerDidNotStart: Error {}

    private init(directory: URL, port: Int, process: Process) {
        self.directory = directory
        self.port = port
        self.process = process
    }

    /// A URL where nothing listens: a server that is down.
    static let down = URL(string: "http://127.0.0.1:1/routing.json")!  // a literal: always a URL

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(path)")!  // a literal host and a number: always a URL
    }

    func publish(_ bytes: [UInt8], as name: String) throws {
        try Data(bytes).write(to: directory.appendingPathComponent(name), options: .atomic)
    }

    /// Stops the server. Does not wait for it: `waitUntilExit` spins a run loop, which a test's thread of
    /// the concurrency pool does not serve.
    func stop() {
        // Not guarded by `isRunning`: on Linux it is updated only through a run loop, which nothing runs here.
        kill(process.processIdentifier, SIGKILL)  // SIGTERM may be blocked in what the test process spawns
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }
}
