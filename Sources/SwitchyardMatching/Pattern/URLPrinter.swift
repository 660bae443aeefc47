/// Prints one URL for ``RoutePattern/url(filling:query:scheme:host:)``.
struct URLPrinter {
    let pattern: RoutePattern
    let parameters: [String: ParameterValue]

    private func error(_ parameter: String?, _ reason: URLGenerationError.Reason) -> URLGenerationError {
        URLGenerationError(pattern: pattern.text, parameter: parameter, reason: reason)
    }

    /// The parameter names an expansion captures, in order; a named wildcard last.
    func names(of expansion: RoutePattern.Expansion) -> [String] {
        var names = pattern.captureNames(of: expansion)
        if let name = expansion.wildcard?.name { names.append(name) }
        return names
    }

    /// Names an expansion cannot print without: every capture but a wildcard that may be empty.
    func required(of expansion: RoutePattern.Expansion) -> [String] {
        var names = names(of: expansion)
        if let wildcard = expansion.wildcard, wildcard.minimum == 0, wildcard.name != nil { names.removeLast() }
        let emptyable = Self.emptyable(expansion, pattern)
        return emptyable.isEmpty ? names : names.filter { !emptyable.contains($0) }
    }

    /// The names of an expansion's captures that may be empty (`<name?>`): printed empty when not given.
    static func emptyable(_ expansion: RoutePattern.Expansion, _ pattern: RoutePattern) -> Set<String> {
        var names: Set<String> = []
        for segment in expansion.path + (expansion.fragment ?? []) {
            guard case .dynamic(let parts, _) = segment else { continue }
            let captured = Array(pattern.names(of: segment))
            var k = 0
            for case .capture(let constraint) in parts {
                if case .orEmpty = constraint, k < captured.count { names.insert(captured[k]) }
                k += 1
            }
        }
        return names
    }

    /// The expansion to print: the most captures among those whose required captures all have values;
    /// the first one on a tie.
    func chooseExpansion() throws(URLGenerationError) -> RoutePattern.Expansion {
        var best: (expansion: RoutePattern.Expansion, score: Int)?
        var fewestMissing: (name: String, count: Int)?
        for expansion in pattern.expansions {
            let missing = required(of: expansion).filter { parameters[$0] == nil }
            if let first = missing.first {
                if fewestMissing == nil || missing.count < (fewestMissing?.count ?? 0) {
                    fewestMissing = (first, missing.count)
                }
                continue
            }
            let score = names(of: expansion).filter { parameters[$0] != nil }.count
            if best == nil || score > (best?.score ?? 0) { best = (expansion, score) }
        }
        if let best { return best.expansion }
        throw error(fewestMissing?.name, .missing)
    }

    mutating func print(scheme argumentScheme: String?, host argumentHost: String?) throws(URLGenerationError) -> String {
        let expansion = try chooseExpansion()
        let (scheme, host) = try origin(scheme: argumentScheme, host: argumentHost)
        let (path, fragment) = try segments(of: expansion)
        var out: [UInt8] = []
        Self.appendStart(scheme: scheme, host: host, path: path, takesHost: pattern.takesHost, to: &out)
        var captured = Set(names(of: expansion))
        if let name = pattern.schemeCapture?.name { captured.insert(name) }
        try appendQuery(skipping: captured, to: &out)
        if let fragment {
            out.append(UInt8(ascii: "#"))
            for segment in fragment { out.append(UInt8(ascii: "/")); Self.encode(segment, into: &out) }
            if fragment.isEmpty { out.append(UInt8(ascii: "/")) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The URL's scheme and host: the pattern's own, else the caller's, checked.
    private func origin(scheme argumentScheme: String?, host argumentHost: String?) throws(URLGenerationError) -> (String?, String?) {
        if let capture = pattern.schemeCapture { return (try scheme(of: capture), pattern.host) }
        if pattern.scheme != nil { return (pattern.scheme, pattern.host) }
        var scheme = argumentScheme
        if let given = scheme {
            guard Self.isScheme(given) else { throw error(nil, .invalidScheme(given)) }
            scheme = given.lowercased()
        }
        if let given = argumentHost {
            guard scheme != nil else { throw error(nil, .hostWithoutScheme(given)) }
            guard Self.isHost(given) else { throw error(nil, .invalidHost(given)) }
        }
        return (scheme, argumentHost)
    }

    /// The scheme that a placeholder in the pattern's scheme makes with its parameter's value.
    private func scheme(of capture: SchemeCapture) throws(URLGenerationError) -> String {
        guard let given = parameters[capture.name] else { throw error(capture.name, .missing) }
        guard given.all.count == 1, let value = given.all.first else {
            throw error(capture.name, .notOneValue(count: given.all.count, constraint: capture.text))
        }
        guard capture.values.contains(value.lowercased()) else {
            throw error(capture.name, .doesNotFit(value: value, constraint: capture.text))
        }
        return capture.prefix + value.lowercased() + capture.suffix
    }

    /// The expansion's path and fragment-path segments filled in, the wildcard's segments at the end of
    /// the one it ends.
    func segments(of expansion: RoutePattern.Expansion) throws(URLGenerationError) -> (path: [[UInt8]], fragment: [[UInt8]]?) {
        var path: [[UInt8]] = []
        for segment in expansion.path { path.append(try render(segment)) }
        var fragment: [[UInt8]]?
        if let fragmentSegments = expansion.fragment {
            var rendered: [[UInt8]] = []
            for segment in fragmentSegments { rendered.append(try render(segment)) }
            fragment = rendered
        }
        if let wildcard = expansion.wildcard, let name = wildcard.name {
            let segments = try wildcardSegments(name, wildcard)
            if fragment != nil { fragment? += segments } else { path += segments }
        }
        return (path, fragment)
    }

    /// Appends the scheme, the host and the path (a host-as-path pattern writes its first segment where
    /// the host stands; one that takes the host writes it as a host, its dots as they are).
    private static func appendStart(scheme: String?, host: String?, path: [[UInt8]], takesHost: Bool, to out: inout [UInt8]) {
        if let scheme {
            out += Array(scheme.utf8)
            out += Array("://".utf8)
            if let host {
                out += Array(host.lowercased().utf8)
                for segment in path { out.append(UInt8(ascii: "/")); Self.encode(segment, into: &out) }
                if path.isEmpty { out.append(UInt8(ascii: "/")) }
            } else {
                // Host-as-path: the first segment stands where the host does.
                for (index, segment) in path.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: "/")) }
                    Self.encode(segment, into: &out, hostPosition: index == 0 && !takesHost)
                }
            }
        } else {
            for segment in path { out.append(UInt8(ascii: "/")); Self.encode(segment, into: &out) }
            if path.isEmpty { out.append(UInt8(ascii: "/")) }
        }
    }

    /// Appends the parameters the pattern does not use as a query, sorted by name.
    private func appendQuery(skipping used: Set<String>, to out: inout [UInt8]) throws(URLGenerationError) {
        var separator = UInt8(ascii: "?")
        // The names sorted as an array of strings: that sort is shared with the other string sorts (ADR 0031).
        for name in Array(parameters.keys).sorted() where !used.contains(name) {
            guard !name.utf8.contains(0) else { throw error(name, .containsNUL) }
            let values = parameters[name]?.all ?? []
            for value in values.isEmpty ? [""] : values {
                guard !value.utf8.contains(0) else { throw error(name, .containsNUL) }
                out.append(separator)
                separator = UInt8(ascii: "&")
                Self.encode(Array(name.utf8), into: &out)
                out.append(UInt8(ascii: "="))
                Self.encode(Array(value.utf8), into: &out)
            }
        }
    }

    /// The one value a capture takes.
    private func single(_ name: String, constraint: @autoclosure () -> String) throws(URLGenerationError) -> String {
        switch parameters[name] {
        case .string(let value)?:
            return value
        case .list(let values)?:
            guard values.count == 1 else { throw error(name, .notOneValue(count: values.count, constraint: constraint())) }
            return values[0]
        case nil:
            throw error(name, .missing)
        }
    }

    /// A segment's decoded bytes, every capture filled and checked.
    private func render(_ segment: RoutePattern.Segment) throws(URLGenerationError) -> [UInt8] {
        switch segment {
        case .literal(let literal):
            return Array(literal.utf8)
        case .dynamic(let parts, _):
            let names = Array(pattern.names(of: segment))
            let matcher = SegmentMatcher(parts: parts, types: pattern.types)
            var bytes: [UInt8] = []
            var values: [[UInt8]] = []
            var captureIndex = 0
            for (partIndex, part) in parts.enumerated() {
                switch part {
                case .literal(let literal):
                    bytes += literal.utf8
                case .capture(let constraint):
                    guard captureIndex < names.count else { break }
                    let name = names[captureIndex]
                    captureIndex += 1
                    let text = Self.captureText(constraint, name: name, next: partIndex + 1 < parts.count ? parts[partIndex + 1] : nil)
                    var value = ""
                    if case .orEmpty = constraint, parameters[name] == nil {} else { value = try single(name, constraint: text) }
                    guard !value.utf8.contains(0) else { throw error(name, .containsNUL) }
                    let valueBytes = Array(value.utf8)
                    guard case .capture(let check) = matcher.pieces[partIndex],
                        check.accepts(valueBytes)
                    else { throw error(name, .doesNotFit(value: value, constraint: text)) }
                    bytes += valueBytes
                    values.append(valueBytes)
                }
            }
            if !matcher.wholeSegment {
                // The captures must read back as they were written: `:a-:b` cannot take a = "x-y".
                if let wrong = Self.misread(bytes, matcher: matcher, expected: values) {
                    let name = names[min(wrong, names.count - 1)]
                    let value = String(decoding: values[min(wrong, values.count - 1)], as: UTF8.self)
                    throw error(name, .doesNotFit(value: value, constraint: Self.segmentText(parts, names: names)))
                }
            }
            if Self.isDotSegment(bytes) {
                let name = names.first ?? ""
                throw error(name, .dotSegment(value: String(decoding: bytes, as: UTF8.self)))
            }
            return bytes
        }
    }

    /// The index of the first capture that the matcher does not read back as `expected`, or `nil`.
    static func misread(_ bytes: [UInt8], matcher: SegmentMatcher, expected: [[UInt8]]) -> Int? {
        guard let ranges = matcher.captureRanges(in: bytes) else { return 0 }
        for k in 0..<min(matcher.captureCount, expected.count) where !bytes[ranges[k]].elementsEqual(expected[k]) { return k }
        return nil
    }

    private func wildcardSegments(_ name: String, _ wildcard: RoutePattern.Wildcard) throws(URLGenerationError) -> [[UInt8]] {
        let constraint = wildcard.minimum > 0 ? "<path:\(name)>" : "*\(name)"
        let pieces: [String]
        switch parameters[name] {
        case .string(let value)?:
            pieces = value.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        case .list(let values)?:
            pieces = values.filter { !$0.isEmpty }
        case nil:
            pieces = []
        }
        var segments: [[UInt8]] = []
        for piece in pieces {
            let bytes = Array(piece.utf8)
            guard !bytes.contains(0) else { throw error(name, .containsNUL) }
            if Self.isDotSegment(bytes) { throw error(name, .dotSegment(value: piece)) }
            segments.append(bytes)
        }
        if segments.count < wildcard.minimum {
            throw error(name, .doesNotFit(value: parameters[name]?.description ?? "", constraint: constraint))
        }
        return segments
    }

    // MARK: Text

    /// How a capture is written in error messages: `<int:id>`, `:id`, `<id>` (before a letter), `:id(regex)`.
    static func captureText(_ constraint: RoutePattern.Constraint, name: String, next: RoutePattern.Part?) -> String {
        switch constraint {
        case .any:
            if case .literal(let literal)? = next, let first = literal.utf8.first,
                (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
                    || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "(")
            {
                return "<\(name)>"
            }
            return ":\(name)"
        case .type(let type, _):
            return "<\(type):\(name)>"
        case .regex(let regex):
            return ":\(name)(\(regex.source))"
        case .orEmpty(let inner):
            let text = captureText(inner, name: name, next: next)
            if text.hasSuffix(">") { return text.dropLast() + "?>" }
            return "<\(name)?>"
        }
    }

    /// A whole dynamic segment as error messages show it: `user-<int:id>`, `:id.html`.
    static func segmentText(_ parts: [RoutePattern.Part], names: [String]) -> String {
        var text = ""
        var captureIndex = 0
        for (index, part) in parts.enumerated() {
            switch part {
            case .literal(let literal):
                text += literal.text
            case .capture(let constraint):
                let name = captureIndex < names.count ? names[captureIndex] : "?"
                captureIndex += 1
                text += captureText(constraint, name: name, next: index + 1 < parts.count ? parts[index + 1] : nil)
            }
        }
        return text
    }

    static func isDotSegment(_ bytes: [UInt8]) -> Bool {
        !bytes.isEmpty && bytes.count <= 2 && bytes.allSatisfy { $0 == UInt8(ascii: ".") }
    }

    // MARK: Syntax

    static func isScheme(_ scheme: String) -> Bool {
        SchemeName.isValid(scheme)
    }

    /// `name` or `[ip-literal]`, optionally followed by `:port`.
    static func isHost(_ host: String) -> Bool {
        var bytes = Array(host.utf8)[...]
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")), close > bytes.startIndex + 1 else { return false }
            let inner = bytes[(bytes.startIndex + 1)..<close]
            guard inner.allSatisfy({ hexValue($0) != nil || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }) else {
                return false
            }
            bytes = bytes[(close + 1)...]
        } else {
            let end = bytes.firstIndex(of: UInt8(ascii: ":")) ?? bytes.endIndex
            let name = bytes[bytes.startIndex..<end]
            guard !name.isEmpty, name.allSatisfy({ isUnreserved($0) }) else { return false }
            bytes = bytes[end...]
        }
        if bytes.isEmpty { return true }
        guard bytes.first == UInt8(ascii: ":") else { return false }
        let port = bytes.dropFirst()
        return !port.isEmpty && port.allSatisfy { isDigit($0) }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// RFC 3986 unreserved: `A-Z a-z 0-9 - . _ ~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    /// Percent-encodes every byte but the unreserved ones. In the host's place (`shop://goods/7`), a dot
    /// is encoded too, and so is the first letter of `localhost`, so that intake reads the segment as a
    /// path segment and not as a host.
    static func encode(_ bytes: [UInt8], into out: inout [UInt8], hostPosition: Bool = false) {
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        let isLocalhost = hostPosition && bytes.count == 9 && bytes.map(asciiLower).elementsEqual("localhost".utf8)
        for (index, byte) in bytes.enumerated() {
            let escape = !isUnreserved(byte) || (hostPosition && byte == UInt8(ascii: ".")) || (isLocalhost && index == 0)
            if escape {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            } else {
                out.append(byte)
            }
        }
    }
}
