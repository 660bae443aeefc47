#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file only if it is a regular file, and at most a bounded number of bytes of it: a FIFO, a device or a
/// directory put where a cache file or a route table was expected is refused at once, never waited on (issue #42:
/// a cache file replaced by a FIFO made `RemoteRoutingDocuments.start()` hang), and a huge file is never read whole.
///
/// The file is opened without blocking and checked on the open descriptor, so a file swapped for a FIFO between a
/// check and the open is refused too.
package enum RegularFile {
    /// Why a file was not read.
    package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// There is no such file.
        case missing
        /// It is not a regular file (a FIFO, a socket, a device, a directory).
        case notRegular
        /// It could not be opened or read; the system's reason.
        case unreadable(String)
        /// It holds more bytes than the limit.
        case tooLarge(limit: Int)

        package var description: String {
            switch self {
            case .missing: return String(cString: strerror(ENOENT))  // "No such file or directory", as the system says
            case .notRegular: return "not a regular file"
            case .unreadable(let why): return why
            case .tooLarge(let limit): return "over \(limit) bytes"
            }
        }
    }

    /// At most `limit + 1` bytes of the file at `path` (one more than the limit, so that the caller can tell a
    /// file over it), or why it was not read.
    ///
    /// With `acceptingPipes`, a FIFO or pipe is read too (to its end or past the limit, waiting for its writer as a
    /// shell's `<(…)` needs; one with no writer reads as empty at once). Only for a path a person named on the
    /// `switchyard` tool's command line (issue #58): the library's own reads (caches, floors, the app's route-table
    /// files) refuse every file that is not regular, so that nothing it reads can block it.
    package static func read(_ path: String, limit: Int, acceptingPipes: Bool = false) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = errno
            return .failure(error == ENOENT ? .missing : .unreadable(String(cString: strerror(error))))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG || (acceptingPipes && kind == S_IFIFO) else { return .failure(.notRegular) }
        // Opened without blocking, so that a FIFO without a writer never held the open; its reads block, as a pipe's do.
        if kind == S_IFIFO { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return .success(bytes)
    }
}

extension RegularFile {
    /// The whole file at `path` if it is a regular file of at most `limit` bytes (by default a route-table file's
    /// limit, 64 MiB), or why not: what the `switchyard` tool and the build plugin's compiler read with.
    /// `acceptingPipes`: as ``read(_:limit:acceptingPipes:)`` says, for paths named on the command line only.
    package static func contents(_ path: String, limit: Int = 64 << 20, acceptingPipes: Bool = false) -> Result<[UInt8], Failure> {
        read(path, limit: limit, acceptingPipes: acceptingPipes).flatMap {
            $0.count > limit ? .failure(.tooLarge(limit: limit)) : .success($0)
        }
    }
}

/// The system's `read(2)`, named apart from `RegularFile.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}
