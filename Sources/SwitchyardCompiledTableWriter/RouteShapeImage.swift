import SwitchyardCompiledTables
import SwitchyardRouteTable

/// A route as a compiled table's image holds it: everything but its value, its pattern as text (plain path
/// patterns in one buffer, the others in a second that is read with the table's `hostAsPath`, each followed by
/// its expansions' texts).
struct RouteShapeImage {
    var id: Int
    var pattern: RoutePattern
    var scheme: String?
    var priority: Int
    var accept: [LinkSource]?
    var extras: RouteExtras?

    init<Value>(_ route: Route<Value>) {
        self.id = route.id
        self.pattern = route.pattern
        self.scheme = route.scheme
        self.priority = route.priority
        self.accept = route.accept
        self.extras = route.extras
    }
}

extension RoutePattern {
    /// Whether the plain path reader reads the pattern (see ``thin(_:)``).
    var isPlainPath: Bool {
        switch form {
        case .parsed(let storage): return storage.isPlain
        case .text(let slice): return slice.buffer.hostAsPath == nil
        }
    }
}

extension ImageWriter {
    /// The routes: their pattern texts in two buffers, their schemes once each, a fixed-size record per route
    /// (SwitchyardCompiledTables' `RouteRecords` reads it), then the link sources and the extras of the routes that have them, in route order.
    mutating func routes(_ routes: [RouteShapeImage]) {
        var texts: [[UInt8]] = [[], []]
        var schemes: [String] = []
        var schemeIndex: [String: Int] = [:]
        for route in routes {
            if let scheme = route.scheme, schemeIndex[scheme] == nil {
                schemeIndex[scheme] = schemes.count
                schemes.append(scheme)
            }
        }
        var records = ImageWriter()
        for route in routes {
            let kind = route.pattern.isPlainPath ? 0 : 1
            let text = Array(route.pattern.text.utf8)
            records.int(route.id)
            records.int(route.priority)
            records.count(texts[kind].count)
            records.count(text.count)
            records.i32(route.scheme.flatMap { schemeIndex[$0] }.map { Int32($0) } ?? -1)
            records.u8(UInt8(kind))
            records.u8((route.accept != nil ? ImageLayout.acceptFlag : 0) | (route.extras != nil ? ImageLayout.extrasFlag : 0))
            records.u16(0)
            texts[kind] += text
            if kind == 1 { Self.appendExpansionTexts(of: route.pattern, to: &texts[1]) }
        }
        count(routes.count)
        bytes(texts[0])
        bytes(texts[1])
        strings(schemes)
        bytes += records.bytes
        for route in routes where route.accept != nil { linkSources(route.accept) }
        for route in routes { if let extras = route.extras { self.extras(extras) } }
    }

    /// A full pattern's expansion texts, after its text (`PatternTexts.expansionTexts(after:)` reads them): none
    /// when the one expansion's text is the pattern's.
    private static func appendExpansionTexts(of pattern: RoutePattern, to bytes: inout [UInt8]) {
        func u32(_ value: Int) {
            for k in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * k))) }
        }
        let texts = pattern.expansionTexts
        if texts == [pattern.text] {
            u32(0)
            return
        }
        u32(texts.count)
        for text in texts {
            u32(text.utf8.count)
            bytes += text.utf8
        }
    }
}
