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
        let decodePlus = try bool()
        let (length, segments, items) = (try int(), try int(), try int())
        // The limits size the intake's scratch space; a table that passed the loader has them within their
        // ceilings, so one past them is an image that was not written by the writer.
        guard (0...IntakeOptions.maxURLLengthCeiling).contains(length), (0...IntakeOptions.maxSegmentsCeiling).contains(segments),
            (0...IntakeOptions.maxQueryItemsCeiling).contains(items)
        else {
            throw failure("a limit below 0 or past its ceiling (URL length, segments or query items)", at: offset + 3)
        }
        var options = RouteTableOptions(
            matchOrder: MatchOrder.allCases[order], hostAsPath: HostAsPath.allCases[host], decodePlus: decodePlus,
            maxURLLength: length, maxSegments: segments, maxQueryItems: items)
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
