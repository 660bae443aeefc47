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
enum RegularFile {
    /// Why a file was not read.
    enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// There is no such file.
        case missing
        /// It is not a regular file (a FIFO, a socket, a device, a directory).
        case notRegular
        /// It could not be opened or read; the system's reason.
        case unreadable(String)

        var description: String {
            switch self {
            case .missing: return String(cString: strerror(ENOENT))  // "No such file or directory", as the system says
            case .notRegular: return "not a regular file"
            case .unreadable(let why): return why
            }
        }
    }

    /// At most `limit + 1` bytes of the file at `path` (one more than the limit, so that the caller can tell a
    /// file over it), or why it was not read.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = errno
            return .failure(error == ENOENT ? .missing : .unreadable(String(cString: strerror(error))))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegular) }
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
