// A table's options, its link sources and a route's query conditions and parameter options written into a
// compiled table's image, in the order SwitchyardCompiledTables' readers (RouteTableOptions+Image.swift,
// RouteExtras+Image.swift) read them back: a link source as its parts, a value pattern as its steps.

import SwitchyardRouteTable

extension ImageWriter {
    mutating func options(_ options: RouteTableOptions) {
        u8(MatchOrder.allCases.firstIndex(of: options.matchOrder).map(UInt8.init) ?? 0)
        u8(HostAsPath.allCases.firstIndex(of: options.hostAsPath).map(UInt8.init) ?? 0)
        bool(options.decodePlus)
        int(options.maxURLLength)
        int(options.maxSegments)
        int(options.maxQueryItems)
        linkSources(options.accept)
        linkSources(options.webOrigins)
    }

    mutating func linkSources(_ sources: [LinkSource]?) {
        bool(sources != nil)
        guard let sources else { return }
        count(sources.count)
        for source in sources {
            string(source.scheme)
            optionalString(source.host)
            bool(source.acceptsHTTP)
        }
    }
}

extension ImageWriter {
    mutating func extras(_ extras: RouteExtras) {
        bool(extras.lowercaseCaptures)
        bool(extras.queryOverridesPath)
        bool(extras.schemeCapture != nil)
        if let capture = extras.schemeCapture {
            string(capture.name)
            string(capture.prefix)
            string(capture.suffix)
            strings(capture.values)
        }
        count(extras.conditions.count)
        for condition in extras.conditions {
            string(condition.key)
            switch condition.test {
            case .present: u8(0)
            case .absent: u8(1)
            case .equals:
                u8(2)
                if case .equals(let text) = condition.written { string(text) } else { string("") }
            case .value(let pattern):
                u8(3)
                valuePattern(pattern)
            }
        }
    }

    private mutating func valuePattern(_ pattern: ValuePattern) {
        string(pattern.text)
        count(pattern.steps.count)
        for step in pattern.steps {
            switch step {
            case .literal(let bytes):
                u8(0)
                self.bytes(bytes)
            case .dynamic(let matcher):
                u8(1)
                self.matcher(matcher)
            }
        }
        bool(pattern.wildcard != nil)
        if let wildcard = pattern.wildcard {
            optionalString(wildcard.name)
            count(wildcard.minimum)
        }
        strings(pattern.captureNames)
    }
}
