import SwitchyardRouteTable

/// The routes of a compiled table's image, checked: a fixed-size record per route, read in place when the
/// table's route array is made (each route is made once, straight into that array), and the link sources and
/// extras of the routes that have them, read out by route.
///
/// A record is 32 bytes: the id and the priority (64 bits each), the pattern text's start and length in its
/// buffer (32 bits each), the scheme's index in ``schemes`` (-1 for none), the text buffer (0 for plain path
/// patterns, 1 for the others), the flags (`ImageLayout`'s `acceptFlag`, `extrasFlag`) and two zero bytes.
struct RouteRecords {
    static let size = 32

    let image: [UInt8]
    /// The offset of the first record in ``image``.
    let offset: Int
    let count: Int
    /// The plain path patterns' texts, and the others'.
    let texts: [PatternTexts]
    /// The distinct schemes, as registered.
    let schemes: [String]
    /// Each route's own link sources, by route; empty when no route has any.
    var accept: [[LinkSource]?] = []
    /// Each route's query conditions and parameter options, by route; empty when no route has any.
    var extras: [RouteExtras?] = []

    /// The routes with their values, one per route in route order (the caller checked their number).
    func routes<Value>(_ values: [Value]) -> [Route<Value>] {
        // Never an array of capacity 0 made in place: see ImageReader.records.
        guard count > 0, !values.isEmpty else { return [] }
        return image.withUnsafeBytes { raw in
            values.withUnsafeBufferPointer { values in
                [Route<Value>](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for k in 0..<min(count, values.count) {
                        let o = offset + k * Self.size
                        let scheme = Int(raw.i32(o + 24))
                        let slice = RoutePattern.TextSlice(
                            buffer: texts[Int(raw.u8(o + 28))], start: raw.i32(o + 16), count: raw.i32(o + 20))
                        buffer.initializeElement(
                            at: k,
                            to: Route(
                                id: Int(truncatingIfNeeded: raw.i64(o)), pattern: RoutePattern(form: .text(slice)),
                                scheme: scheme < 0 ? nil : schemes[scheme], priority: Int(truncatingIfNeeded: raw.i64(o + 8)),
                                accept: accept.isEmpty ? nil : accept[k], extras: extras.isEmpty ? nil : extras[k], value: values[k]))
                        initialized = k + 1
                    }
                }
            }
        }
    }
}

extension ImageReader {
    /// Reads the routes and checks each record (SwitchyardCompiledTableWriter's RouteShapeImage.swift writes them).
    mutating func routes(registry: TypeRegistry, hostAsPath: HostAsPath, types: ImageTypes) throws(CompiledTableError) -> RouteRecords {
        let count = try count(elementSize: RouteRecords.size)
        let texts = [PatternTexts(try bytes(), registry: registry), PatternTexts(try bytes(), hostAsPath: hostAsPath, registry: registry)]
        let schemes = try strings()
        let offset = try skip(count * RouteRecords.size)
        var records = RouteRecords(image: image, offset: offset, count: count, texts: texts, schemes: schemes)
        let (bad, flagged) = Self.check(records)
        if bad < count { throw failure("route \(bad)'s record is out of range", at: offset + bad * RouteRecords.size) }
        if flagged.accept > 0 {
            records.accept = [[LinkSource]?](repeating: nil, count: count)
            for k in 0..<count where flags(records, k) & ImageLayout.acceptFlag != 0 {
                let at = position
                guard let sources = try linkSources() else { throw failure("route \(k)'s link sources are missing", at: at) }
                records.accept[k] = sources
            }
        }
        if flagged.extras > 0 {
            records.extras = [RouteExtras?](repeating: nil, count: count)
            for k in 0..<count where flags(records, k) & ImageLayout.extrasFlag != 0 { records.extras[k] = try extras(types) }
        }
        return records
    }

    private func flags(_ records: RouteRecords, _ k: Int) -> UInt8 { image[records.offset + k * RouteRecords.size + 29] }

    /// The first route whose record is out of range (`count` when none is), and how many routes are flagged
    /// with link sources and with extras.
    private static func check(_ records: RouteRecords) -> (bad: Int, flagged: (accept: Int, extras: Int)) {
        var accept = 0
        var extras = 0
        let textCounts = records.texts.map { UInt64($0.bytes.count) }
        return records.image.withUnsafeBytes { raw in
            for k in 0..<records.count {
                let o = records.offset + k * RouteRecords.size
                let kind = Int(raw.u8(o + 28))
                let flags = raw.u8(o + 29)
                let end = UInt64(raw.u32(o + 16)) + UInt64(raw.u32(o + 20))
                let scheme = raw.i32(o + 24)
                guard Int(exactly: raw.i64(o)) != nil, Int(exactly: raw.i64(o + 8)) != nil, kind < textCounts.count,
                    end <= textCounts[kind], end <= UInt64(Int32.max), scheme >= -1, Int(scheme) < records.schemes.count,
                    flags & ~(ImageLayout.acceptFlag | ImageLayout.extrasFlag) == 0, raw.u16(o + 30) == 0
                else { return (k, (accept, extras)) }
                // A full pattern's expansion texts follow its text (format 2).
                if kind == 1, PatternTexts.expansionBlockEnd(records.texts[1].bytes, after: Int(end)) == nil {
                    return (k, (accept, extras))
                }
                if flags & ImageLayout.acceptFlag != 0 { accept += 1 }
                if flags & ImageLayout.extrasFlag != 0 { extras += 1 }
            }
            return (records.count, (accept, extras))
        }
    }
}
