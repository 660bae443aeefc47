/// A route as a compiled table's image holds it: everything but its value, its pattern as text (plain path
/// patterns in one buffer, the others in a second that is read with the table's `hostAsPath`).

import SwitchyardMatching
struct RouteShapeImage {
    var id: Int
    var pattern: RoutePattern
    var scheme: String?
    var priority: Int
    var accept: [LinkSource]?
    var extras: RouteExtras?

    init<Value>(_ route: Route<Value>) {
        self.init(
            id: route.id, pattern: route.pattern, scheme: route.scheme, priority: route.priority, accept: route.accept,
            extras: route.extras)
    }

    init(id: Int, pattern: RoutePattern, scheme: String?, priority: Int, accept: [LinkSource]?, extras: RouteExtras?) {
        self.id = id
        self.pattern = pattern
        self.scheme = scheme
        self.priority = priority
        self.accept = accept
        self.extras = extras
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
    mutating func routes(_ routes: [RouteShapeImage]) {
        var texts: [[UInt8]] = [[], []]
        var slices: [(kind: Int, start: Int, count: Int)] = []
        for route in routes {
            let kind = route.pattern.isPlainPath ? 0 : 1
            let text = Array(route.pattern.text.utf8)
            slices.append((kind, texts[kind].count, text.count))
            texts[kind] += text
        }
        count(routes.count)
        bytes(texts[0])
        bytes(texts[1])
        for (route, slice) in zip(routes, slices) {
            int(route.id)
            optionalString(route.scheme)
            int(route.priority)
            linkSources(route.accept)
            u8(UInt8(slice.kind))
            count(slice.start)
            count(slice.count)
            bool(route.extras != nil)
            if let extras = route.extras { self.extras(extras) }
        }
    }
}

extension ImageReader {
    mutating func routes(registry: TypeRegistry, hostAsPath: HostAsPath, types: ImageTypes) throws(CompiledTableError) -> [RouteShapeImage]
    {
        let count = try count(elementSize: 32)
        let buffers = [PatternTexts(try bytes()), PatternTexts(try bytes(), hostAsPath: hostAsPath)]
        var routes: [RouteShapeImage] = []
        routes.reserveCapacity(count)
        for _ in 0..<count {
            let id = try int()
            let scheme = try optionalString()
            let priority = try int()
            let accept = try linkSources()
            let sliceOffset = position
            let kind = Int(try u8())
            let start = Int(try u32())
            let length = Int(try u32())
            guard kind < buffers.count, start + length <= buffers[kind].bytes.count, start + length <= Int(Int32.max) else {
                throw failure("a pattern's text (kind \(kind), bytes \(start)+\(length)) is out of range", at: sliceOffset)
            }
            let slice = RoutePattern.TextSlice(buffer: buffers[kind], start: Int32(start), count: Int32(length), registry: registry)
            let extras = try bool() ? try self.extras(types) : nil
            routes.append(
                RouteShapeImage(
                    id: id, pattern: RoutePattern(form: .text(slice)), scheme: scheme, priority: priority, accept: accept,
                    extras: extras))
        }
        return routes
    }
}
