public import Foundation
#if canImport(Glibc)
import Glibc
#endif

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

    // Not Foundation's Process: on Linux, Swift 6.3.1's Process.run walks /proc/self/fd with a struct copy that can
    // read past glibc's buffer and crash the test process now and then (swift-corelibs-foundation PR #5472, fixed
    // after 6.3.1; seen here in CatalogueMatcherTests). posix_spawn with close-on-exec pipes needs no such walk.
    // `env -C` runs the program in `directory` (posix_spawn's chdir action is a GNU extension Swift does not see).
    private static func runBlocking(_ executable: URL, _ arguments: [String], input: String?, in directory: URL) throws
        -> BuiltExecutable.Run
    {
        signal(SIGPIPE, SIG_IGN)  // a program that exits without reading its input must not end the tests
        let stdin = try pipePair(), stdout = try pipePair(), stderr = try pipePair()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
        let argv = ["/usr/bin/env", "-C", directory.path, executable.path] + arguments
        let cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, cArguments, environ)
        for end in [stdin.read, stdout.write, stderr.write] { close(end) }
        let toChild = FileHandle(fileDescriptor: stdin.write, closeOnDealloc: true)
        let output = FileHandle(fileDescriptor: stdout.read, closeOnDealloc: true)
        let error = FileHandle(fileDescriptor: stderr.read, closeOnDealloc: true)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        if let input { try? toChild.write(contentsOf: Data(input.utf8)) }
        try? toChild.close()
        // Standard error is read on another thread: a program that fills the error pipe while this thread
        // waits on the output would block for ever.
        let errorData = ErrorCollector(error)
        let out = output.readDataToEndOfFile()
        let err = errorData.wait()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let endingSignal = status & 0x7f  // as Process.terminationStatus: the exit code, or the signal that ended it
        return BuiltExecutable.Run(
            status: endingSignal == 0 ? (status >> 8) & 0xff : endingSignal, output: String(decoding: out, as: UTF8.self),
            error: String(decoding: err, as: UTF8.self))
    }

    /// A pipe whose ends other children do not inherit.
    private static func pipePair() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
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
