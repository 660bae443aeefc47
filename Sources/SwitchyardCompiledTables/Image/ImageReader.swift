import SwitchyardRouteTable

/// Reads the values `ImageWriter` (SwitchyardCompiledTableWriter) wrote, checking each read against the end of the
/// image: a read past it, a count larger than the bytes left could hold, or an index out of its range throws
/// ``CompiledTableError/Reason/malformed(offset:message:)`` at the offending byte, so that a damaged image
/// is refused before anything is made of it.
struct ImageReader {
    let image: [UInt8]
    /// The offset of the next byte to read, from the start of the image.
    private(set) var position: Int

    init(_ bytes: [UInt8], at position: Int) {
        self.image = bytes
        self.position = position
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position == image.count }

    /// An error about the value at `offset` (by default, the next one).
    func failure(_ message: String, at offset: Int? = nil) -> CompiledTableError {
        CompiledTableError.malformed(offset: offset ?? position, message: message)
    }

    /// The next `size` bytes' offset, after checking that they are there.
    @inline(__always)
    private mutating func take(_ size: Int) throws(CompiledTableError) -> Int {
        guard image.count - position >= size else {
            throw failure("\(size) bytes needed, \(image.count - position) left")
        }
        defer { position += size }
        return position
    }

    /// An unaligned little-endian load of `T` at `offset`, which ``take(_:)`` has checked.
    @inline(__always)
    private func load<T: FixedWidthInteger>(_ offset: Int, as: T.Type) -> T {
        image.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
    }

    /// The offset of the next `size` bytes, which the caller reads in place, after checking that they are there.
    mutating func skip(_ size: Int) throws(CompiledTableError) -> Int { try take(size) }

    mutating func u8() throws(CompiledTableError) -> UInt8 { image[try take(1)] }

    mutating func bool() throws(CompiledTableError) -> Bool {
        let offset = position
        switch try u8() {
        case 0: return false
        case 1: return true
        case let other: throw failure("a flag is \(other), not 0 or 1", at: offset)
        }
    }

    mutating func u16() throws(CompiledTableError) -> UInt16 { load(try take(2), as: UInt16.self) }
    mutating func u32() throws(CompiledTableError) -> UInt32 { load(try take(4), as: UInt32.self) }
    mutating func i32() throws(CompiledTableError) -> Int32 { Int32(bitPattern: try u32()) }
    mutating func u64() throws(CompiledTableError) -> UInt64 { load(try take(8), as: UInt64.self) }

    /// A whole number that fits `Int`.
    mutating func int() throws(CompiledTableError) -> Int {
        let offset = position
        let value = Int64(bitPattern: try u64())
        guard let result = Int(exactly: value) else { throw failure("the number \(value) does not fit Int", at: offset) }
        return result
    }

    /// A count of elements that take at least `size` bytes each: never more than the bytes left could hold
    /// (so that a damaged count cannot make a loader allocate gigabytes).
    mutating func count(elementSize size: Int = 1) throws(CompiledTableError) -> Int {
        let offset = position
        let value = Int(try u32())
        guard value <= (image.count - position) / max(size, 1) else {
            throw failure("a count of \(value) is more than the \(image.count - position) bytes left can hold", at: offset)
        }
        return value
    }

    /// An index in `0..<bound`, or -1 when `allowingNone`.
    mutating func index(below bound: Int, allowingNone: Bool = false, of what: String) throws(CompiledTableError) -> Int32 {
        let offset = position
        let value = try i32()
        guard (value >= 0 && Int(value) < bound) || (allowingNone && value == -1) else {
            throw failure("\(what) \(value) is out of range (0..<\(bound)\(allowingNone ? " or -1" : ""))", at: offset)
        }
        return value
    }

    /// A 32-bit value that is not negative.
    mutating func natural32(_ what: String) throws(CompiledTableError) -> Int32 {
        let offset = position
        let value = try i32()
        guard value >= 0 else { throw failure("\(what) \(value) is negative", at: offset) }
        return value
    }

    mutating func bytes() throws(CompiledTableError) -> [UInt8] {
        let count = try count()
        let start = try take(count)
        return Array(image[start..<(start + count)])
    }

    /// A string (invalid UTF-8, which no writer produces, is repaired, not trusted).
    mutating func string() throws(CompiledTableError) -> String {
        let count = try count()
        let start = try take(count)
        return String(decoding: image[start..<(start + count)], as: UTF8.self)
    }

    mutating func optionalString() throws(CompiledTableError) -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws(CompiledTableError) -> [String] {
        let count = try count(elementSize: 4)
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try string()) }
        return result
    }

    /// `count` elements of `size` bytes each, read by `element` from a raw buffer at each element's offset:
    /// the trie's fixed-size records, read without a bounds check per field (the whole run is checked once).
    mutating func records<T>(
        _ count: Int, size: Int, _ element: (UnsafeRawBufferPointer, Int) -> T
    ) throws(CompiledTableError) -> [T] {
        let start = try take(count * size)
        // An empty array is the shared empty storage: made with a capacity of 0, its count would be written there
        // (a race ThreadSanitizer reports between tables loaded at once).
        guard count > 0 else { return [] }
        return image.withUnsafeBytes { raw in
            [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                for k in 0..<count { (buffer.baseAddress.unsafelyUnwrapped + k).initialize(to: element(raw, start + k * size)) }
                initialized = count
            }
        }
    }
}

extension UnsafeRawBufferPointer {
    /// Little-endian loads at an offset the caller has checked (``ImageReader/records(_:size:_:)``).
    @inline(__always) func u8(_ offset: Int) -> UInt8 { self[offset] }
    @inline(__always) func u16(_ offset: Int) -> UInt16 { UInt16(littleEndian: loadUnaligned(fromByteOffset: offset, as: UInt16.self)) }
    @inline(__always) func i32(_ offset: Int) -> Int32 { Int32(littleEndian: loadUnaligned(fromByteOffset: offset, as: Int32.self)) }
    @inline(__always) func u32(_ offset: Int) -> UInt32 { UInt32(littleEndian: loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    @inline(__always) func i64(_ offset: Int) -> Int64 { Int64(littleEndian: loadUnaligned(fromByteOffset: offset, as: Int64.self)) }
}
