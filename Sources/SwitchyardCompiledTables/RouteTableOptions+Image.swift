// A table's options and link sources in a compiled table's image. A link source is kept as its parts
// (scheme, host, whether it takes `http` too): a table with a source that did not parse is never built, so
// none is written, and none is parsed at load.

import SwitchyardRouteTable

extension ImageReader {
    mutating func options() throws(CompiledTableError) -> RouteTableOptions {
        let offset = position
        let order = Int(try u8())
        let host = Int(try u8())
        guard order < MatchOrder.allCases.count, host < HostAsPath.allCases.count else {
            throw failure("a match order of kind \(order) or a host reading of kind \(host)", at: offset)
        }
        var options = RouteTableOptions(
            matchOrder: MatchOrder.allCases[order], hostAsPath: HostAsPath.allCases[host], decodePlus: try bool(),
            maxURLLength: try int(), maxSegments: try int(), maxQueryItems: try int())
        // The limits size the intake's scratch space.
        guard options.maxURLLength >= 0, options.maxSegments >= 0, options.maxQueryItems >= 0 else {
            throw failure("a negative limit (URL length, segments or query items)", at: offset + 3)
        }
        options.accept = try linkSources()
        options.webOrigins = try linkSources() ?? []
        return options
    }

    mutating func linkSources() throws(CompiledTableError) -> [LinkSource]? {
        guard try bool() else { return nil }
        let count = try count(elementSize: 6)
        var sources: [LinkSource] = []
        for _ in 0..<count {
            sources.append(LinkSource(scheme: try string(), host: try optionalString(), acceptsHTTP: try bool()))
        }
        return sources
    }
}
