/// Appends the values of a compiled table to its byte image: integers little-endian and fixed width, byte
/// strings and lists as a 32-bit count and their elements. SwitchyardCompiledTables' `ImageReader` reads them
/// back in the same order. Only the tools and the tests write an image: the writer is a module of its own
/// (ADR 0040), which an app that loads compiled tables does not link.
struct ImageWriter {
    var bytes: [UInt8] = []

    mutating func u8(_ value: UInt8) { bytes.append(value) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func u16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func i32(_ value: Int32) { u32(UInt32(bitPattern: value)) }

    mutating func u64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func int(_ value: Int) { u64(UInt64(bitPattern: Int64(value))) }

    /// A count or an index known to fit 32 bits (a table's buffers are indexed with `Int32`).
    mutating func count(_ value: Int) { u32(UInt32(truncatingIfNeeded: value)) }

    mutating func bytes(_ value: [UInt8]) {
        count(value.count)
        bytes.append(contentsOf: value)
    }

    mutating func string(_ value: String) {
        count(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }
}
