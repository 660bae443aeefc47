/// Byte offsets of a URL's parts, found in one pass over its UTF-8 bytes. Nothing is copied: every part
/// is a range into the original string, decoded only when read.
package struct URLLayout: Sendable, Hashable {
    /// `[0, schemeEnd)` is the scheme; -1 when there is none.
    var schemeEnd: Int32 = -1
    /// The host, without userinfo and port; `hostStart == -1` when there is no authority or the host is empty.
    var hostStart: Int32 = -1
    var hostEnd: Int32 = -1
    var userinfoStart: Int32 = -1
    var userinfoEnd: Int32 = -1
    var portStart: Int32 = -1
    var portEnd: Int32 = -1
    var pathStart: Int32 = 0
    var pathEnd: Int32 = 0
    /// After `?`; -1 when there is no query.
    var queryStart: Int32 = -1
    var queryEnd: Int32 = -1
    /// After `#`; -1 when there is no fragment.
    var fragmentStart: Int32 = -1
    var fragmentEnd: Int32 = -1
    /// The end of the fragment's path when it starts with `/` (hash routing) or is empty (an empty
    /// fragment path: `app://x#`); -1 otherwise.
    var fragmentPathEnd: Int32 = -1
    /// The fragment's query: after the `?` of a fragment path, or the whole fragment when it holds a `=`.
    package var fragmentQueryStart: Int32 = -1
    /// Whether the host is matched as the first path segment.
    var hostIsPath = false
    /// Non-empty segments of the path, the host segment not counted.
    var pathSegmentCount: Int32 = 0
    var fragmentSegmentCount: Int32 = 0
    /// Whether any path or fragment-path byte is `%` (the walk then decodes before comparing).
    var pathHasPercent = false
    /// Whether any authority byte is `%` (a host matched as a path segment is then decoded too).
    var hostHasPercent = false

    var hasHost: Bool { hostStart >= 0 }
    package var hasFragmentPath: Bool { fragmentPathEnd >= 0 }
    /// Segments the walk sees before the fragment: host segment (when it is a path) plus path segments.
    var matchSegmentCount: Int { Int(pathSegmentCount) + (hostIsPath ? 1 : 0) }
}

extension URLLayout {
    /// Whether a URL without a scheme is a path of the app's own: it starts with `/` (`/goods/7`, also
    /// `//x/y`, which intake reads as a relative path), `?` or `#`. A relative-path reference (`static`,
    /// `foo/bar`) is not: it comes from no link source (Crossroad refuses it too).
    func isInAppPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard schemeEnd < 0, let first = bytes.first else { return false }
        return first == UInt8(ascii: "/") || first == UInt8(ascii: "?") || first == UInt8(ascii: "#")
    }

    /// The scheme in `bytes` (the string this layout was scanned from), lowercased; `nil` for a relative reference.
    func scheme(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        schemeEnd < 0 ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<Int(schemeEnd)]), as: UTF8.self).lowercased()
    }

    /// The host in `bytes`, percent-decoded and lowercased; `nil` when there is none.
    func host(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard hasHost else { return nil }
        return PercentDecoding.string(UnsafeBufferPointer(rebasing: bytes[Int(hostStart)..<Int(hostEnd)]), plus: false).lowercased()
    }
}
