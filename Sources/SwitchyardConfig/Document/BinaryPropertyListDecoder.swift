import Foundation

/// A bounds-checked decoder for binary property lists (`bplist00`).
///
/// `PropertyListSerialization` is not used for reading: on Linux it crashes (a null-pointer
/// dereference while bridging) on some corrupted binary property lists, and a route-table
/// reader must never crash on its input. This decoder checks every offset, length and
/// reference, rejects reference cycles, limits nesting to
/// ``ConfigDocument/maximumNestingDepth`` and limits the expanded size of shared objects.
///
/// Binary property lists have no text positions: every node is located at 1:1. Dictionary
/// members keep the order in which they are stored. Dates become ISO 8601 text and data
/// becomes base64 text, as in XML property lists.
struct BinaryPropertyListDecoder {
    private let bytes: [UInt8]
    private let file: String
    private var offsetIntSize = 0
    private var objectRefSize = 0
    private var objectCount = 0
    private var offsetTableStart = 0
    private var onPath: Set<Int> = []
    private var remainingNodes = 1_000_000

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    static func isBinaryPropertyList(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    private func invalid(_ reason: String) -> Diagnostic {
        Diagnostic(file: file, location: .start, message: "invalid binary property list (\(reason))")
    }

    mutating func decode() throws(Diagnostic) -> ConfigNode {
        guard bytes.count >= 8, bytes[6] == UInt8(ascii: "0"), bytes[7] == UInt8(ascii: "0") else {
            let version = String(decoding: bytes.prefix(8).dropFirst(6), as: UTF8.self)
            throw Diagnostic(
                file: file, location: .start,
                message: "unsupported binary property list version \(TextScanning.quoted(version))")
        }
        let trailerSize = 32
        guard bytes.count >= 8 + 1 + trailerSize else { throw invalid("file is too short") }
        let trailer = bytes.count - trailerSize
        offsetIntSize = Int(bytes[trailer + 6])
        objectRefSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetIntSize), (1...8).contains(objectRefSize),
            let count = readUInt(at: trailer + 8, size: 8),
            let top = readUInt(at: trailer + 16, size: 8),
            let tableStart = readUInt(at: trailer + 24, size: 8),
            count > 0, count <= UInt64(bytes.count), top < count,
            tableStart >= 9, tableStart <= UInt64(trailer)
        else { throw invalid("bad trailer") }
        objectCount = Int(count)
        offsetTableStart = Int(tableStart)
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: offsetIntSize)
        guard !overflow, offsetTableStart + tableSize <= trailer else { throw invalid("bad offset table") }
        return try object(Int(top), depth: 0)
    }

    // MARK: Reading

    private func readUInt(at offset: Int, size: Int) -> UInt64? {
        guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for index in offset..<(offset + size) {
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }

    /// The byte offset of object `index`; objects lie between the header and the offset table.
    private func offset(ofObject index: Int) throws(Diagnostic) -> Int {
        guard index >= 0, index < objectCount,
            let offset = readUInt(at: offsetTableStart + index * offsetIntSize, size: offsetIntSize),
            offset >= 8, offset < UInt64(offsetTableStart)
        else { throw invalid("object reference out of range") }
        return Int(offset)
    }

    /// The element count of a variable-length object and where its contents start.
    private func lengthAndStart(marker offset: Int) throws(Diagnostic) -> (count: Int, start: Int) {
        let info = Int(bytes[offset] & 0x0F)
        guard info == 0x0F else { return (info, offset + 1) }
        guard offset + 1 < offsetTableStart else { throw invalid("truncated length") }
        let lengthMarker = bytes[offset + 1]
        guard lengthMarker >> 4 == 0x1, lengthMarker & 0x0F <= 3 else { throw invalid("bad length") }
        let size = 1 << Int(lengthMarker & 0x0F)
        guard let count = readUInt(at: offset + 2, size: size), count <= UInt64(offsetTableStart) else {
            throw invalid("bad length")
        }
        return (Int(count), offset + 2 + size)
    }

    /// Checks that `count` items of `itemSize` bytes starting at `start` lie before the offset table.
    private func checkExtent(start: Int, count: Int, itemSize: Int) throws(Diagnostic) {
        let (size, overflow) = count.multipliedReportingOverflow(by: itemSize)
        guard !overflow, start <= offsetTableStart, size <= offsetTableStart - start else {
            throw invalid("object extends past the object table")
        }
    }

    private func references(start: Int, count: Int) throws(Diagnostic) -> [Int] {
        try checkExtent(start: start, count: count, itemSize: objectRefSize)
        var result: [Int] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let reference = readUInt(at: start + index * objectRefSize, size: objectRefSize),
                reference < UInt64(objectCount)
            else { throw invalid("object reference out of range") }
            result.append(Int(reference))
        }
        return result
    }

    // MARK: Objects

    private mutating func object(_ index: Int, depth: Int) throws(Diagnostic) -> ConfigNode {
        remainingNodes -= 1
        guard remainingNodes >= 0 else {
            throw Diagnostic(
                file: file, location: .start,
                message:
                    "document is too large: it has more than 1000000 values, the limit (a shared object counts its values at each reference)"
            )
        }
        let offset = try offset(ofObject: index)
        switch bytes[offset] >> 4 {
        case 0xA: return ConfigNode(.array(try array(index, at: offset, depth: depth)), location: .start)
        case 0xD: return ConfigNode(.object(try dictionary(index, at: offset, depth: depth)), location: .start)
        default: return ConfigNode(try scalar(at: offset), location: .start)
        }
    }

    /// A boolean, number, date, data or string object: its marker byte is at `offset`.
    private func scalar(at offset: Int) throws(Diagnostic) -> ConfigNode.Value {
        let marker = bytes[offset]
        let info = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw invalid("unsupported object marker \(TextScanning.hexByte(marker))")
            }
        case 0x1:
            guard info <= 4 else { throw invalid("bad integer size") }
            return try integer(at: offset + 1, size: 1 << info)
        case 0x2:
            guard info == 2 || info == 3 else { throw invalid("bad real size") }
            guard let bits = readUInt(at: offset + 1, size: 1 << info), offset + 1 + (1 << info) <= offsetTableStart else {
                throw invalid("truncated real")
            }
            return .double(info == 2 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits))
        case 0x3:
            return .string(try date(at: offset))
        case 0x4:
            let (count, start) = try lengthAndStart(marker: offset)
            try checkExtent(start: start, count: count, itemSize: 1)
            return .string(Data(bytes[start..<(start + count)]).base64EncodedString())
        case 0x5:
            let (count, start) = try lengthAndStart(marker: offset)
            try checkExtent(start: start, count: count, itemSize: 1)
            let text = bytes[start..<(start + count)]
            guard text.allSatisfy({ $0 < 0x80 }) else { throw invalid("non-ASCII byte in ASCII string") }
            return .string(String(decoding: text, as: UTF8.self))
        case 0x6:
            let (count, start) = try lengthAndStart(marker: offset)
            try checkExtent(start: start, count: count, itemSize: 2)
            let units = (0..<count).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
            return .string(String(decoding: units, as: UTF16.self))
        default:
            throw invalid("unsupported object marker \(TextScanning.hexByte(marker))")
        }
    }

    /// A date object as ISO 8601 text.
    private func date(at offset: Int) throws(Diagnostic) -> String {
        guard bytes[offset] == 0x33, let bits = readUInt(at: offset + 1, size: 8), offset + 9 <= offsetTableStart else {
            throw invalid("bad date")
        }
        let seconds = Double(bitPattern: bits)
        // Keep to years 1...9999 so the date can be written as ISO 8601.
        guard seconds.isFinite, seconds > -63_113_904_000, seconds < 252_423_993_600 else {
            throw invalid("date out of range")
        }
        return Date(timeIntervalSinceReferenceDate: seconds).formatted(.iso8601)
    }

    /// The elements of array object `index`, whose marker is at `offset`.
    private mutating func array(_ index: Int, at offset: Int, depth: Int) throws(Diagnostic) -> [ConfigNode] {
        let (count, start) = try lengthAndStart(marker: offset)
        let children = try references(start: start, count: count)
        try enter(index, depth: depth)
        var items: [ConfigNode] = []
        items.reserveCapacity(children.count)
        for child in children {
            items.append(try object(child, depth: depth + 1))
        }
        onPath.remove(index)
        return items
    }

    /// The members of dictionary object `index`, whose marker is at `offset`, in the order they are stored.
    private mutating func dictionary(_ index: Int, at offset: Int, depth: Int) throws(Diagnostic) -> [ConfigMember] {
        let (count, start) = try lengthAndStart(marker: offset)
        let (valuesStart, overflow) = start.addingReportingOverflow(count * objectRefSize)
        guard !overflow, count <= offsetTableStart else { throw invalid("object extends past the object table") }
        let keys = try references(start: start, count: count)
        let values = try references(start: valuesStart, count: count)
        try enter(index, depth: depth)
        var members: [ConfigMember] = []
        var seen: Set<String> = []
        for (keyIndex, valueIndex) in zip(keys, values) {
            let keyNode = try object(keyIndex, depth: depth + 1)
            guard case .string(let key) = keyNode.value else { throw invalid("dictionary key is not a string") }
            guard seen.insert(key).inserted else {
                throw Diagnostic(file: file, location: .start, message: "duplicate key \(TextScanning.quoted(key))")
            }
            members.append(ConfigMember(key: key, keyLocation: .start, value: try object(valueIndex, depth: depth + 1)))
        }
        onPath.remove(index)
        return members
    }

    /// Marks a container as being decoded, rejecting cycles and excessive nesting.
    private mutating func enter(_ index: Int, depth: Int) throws(Diagnostic) {
        guard depth < ConfigDocument.maximumNestingDepth else {
            throw Diagnostic(file: file, location: .start, message: ConfigDocument.nestingMessage)
        }
        guard onPath.insert(index).inserted else { throw invalid("object contains itself") }
    }

    private func integer(at start: Int, size: Int) throws(Diagnostic) -> ConfigNode.Value {
        guard start + size <= offsetTableStart else { throw invalid("truncated integer") }
        if size == 16 {
            // 128-bit integers hold unsigned 64-bit values (or sign-extended negative ones).
            guard let high = readUInt(at: start, size: 8), let low = readUInt(at: start + 8, size: 8) else {
                throw invalid("truncated integer")
            }
            if high == 0 {
                return low <= UInt64(Int.max) ? .int(Int(low)) : .double(Double(low))
            }
            guard high == UInt64.max, Int64(bitPattern: low) < 0 else { throw invalid("integer out of range") }
            return .int(Int(Int64(bitPattern: low)))
        }
        guard let value = readUInt(at: start, size: size) else { throw invalid("truncated integer") }
        // 1-, 2- and 4-byte integers are unsigned; 8-byte integers are signed.
        return size == 8 ? .int(Int(Int64(bitPattern: value))) : .int(Int(value))
    }
}
