public import Foundation

/// The repository's root folder, for fixtures and examples (`Examples/shop.json`).
public enum Repository {
    /// `Tests/SwitchyardTestSupport/BuiltExecutable.swift` is three folders below the root.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// An executable of this package that `swift build` placed beside the test bundle (`switchyard`,
/// `shop-demo`), run as a user would run it.
///
/// ```swift
/// let tool = try BuiltExecutable(named: "switchyard")
/// let run = try await tool.run(["match", "--table", "Examples/shop.json", "shop://goods/7"])
/// #expect(run.status == 0)
/// ```
public struct BuiltExecutable: Sendable {
    /// The executable's location.
    public let url: URL

    /// What one run printed and how it ended.
    public struct Run: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output, as UTF-8.
        public var output: String
        /// Standard error, as UTF-8.
        public var error: String
    }

    /// The executable wasn't built beside the tests.
    public struct NotFound: Error, CustomStringConvertible {
        /// The executable's name.
        public let name: String
        public var description: String { "\(name) is not built beside the test bundle: run `swift build` first" }
    }

    /// Finds `name` in the build folder that holds the running test bundle.
    public init(named name: String) throws(NotFound) {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) {
                self.url = url
                return
            }
        }
        throw NotFound(name: name)
    }

    /// Runs the executable in the repository's root with `arguments`, writing `input` to its standard input.
    public func run(_ arguments: [String] = [], input: String? = nil) async throws -> Run {
        try await ChildProcess.run(url, arguments, input: input)
    }
}

/// Runs another program (a built executable, `node`, `chromium`) off the concurrency pool.
///
/// The run happens on a thread of its own and is awaited without blocking: reading the output and waiting
/// for the process block, and a blocked thread of the concurrency pool (two threads on a two-core machine)
/// stalls every other test running beside it. Tests that time a cancellation (CancellationTests) failed
/// under the sanitizers while a browser test held both pool threads.
///
/// ```swift
/// let run = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["node", "harness.js"], input: "[]")
/// #expect(run.status == 0, "\(run.error)")
/// ```
public enum ChildProcess {
    /// Runs `executable` with `arguments` in `directory`, writing `input` to its standard input.
    public static func run(
        _ executable: URL, _ arguments: [String], input: String? = nil, in directory: URL = Repository.root
    ) async throws -> BuiltExecutable.Run {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                do {
                    continuation.resume(returning: try runBlocking(executable, arguments, input: input, in: directory))
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    private static func runBlocking(_ executable: URL, _ arguments: [String], input: String?, in directory: URL) throws
        -> BuiltExecutable.Run
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Standard error is read on another thread: a program that fills the error pipe while this thread
        // waits on the output would block for ever.
        let errorData = ErrorCollector(error.fileHandleForReading)
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errorData.wait()
        process.waitUntilExit()
        return BuiltExecutable.Run(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), error: String(decoding: err, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: @unchecked Sendable {
    // Written by the reading thread before `done` is signalled, read after: the semaphore orders the two.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
