// URL intake: `URLLayout.scan` (with its segment recording) on raw bytes and `RouteURL` on strings, with every
// option combination.
// Beyond "no crash", each input is checked against the contract in SwitchyardMatching.docc/Normalization.md:
// - an accepted URL has no raw control byte, no '.'/'..' segment, no NUL in any decoded segment or
//   query item, and stays within every limit;
// - its path segments and query items equal those of an independent reference split;
// - a refusal points at a byte that really is what it says.
import FuzzSupport
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable

private let modes: [HostAsPath] = [.auto, .always, .never]

private func options(_ selector: UInt8) -> IntakeOptions {
    let small = selector & 0x08 != 0
    let defaults = IntakeOptions()
    return IntakeOptions(
        hostAsPath: modes[Int(selector & 0x03) % 3],
        decodePlus: selector & 0x04 != 0,
        maxURLLength: small ? 96 : defaults.maxURLLength,
        maxSegments: small ? 4 : defaults.maxSegments,
        maxQueryItems: small ? 4 : defaults.maxQueryItems)
}

private func isControl(_ b: UInt8) -> Bool { b < 0x20 || b == 0x7F }

/// The parts of a URL found with slicing operations on its bytes (no shared code with the scanner).
private struct ReferenceParts {
    var scheme: String?
    var authority: ArraySlice<UInt8>?
    var path: ArraySlice<UInt8>
    var query: ArraySlice<UInt8>?
    var fragment: ArraySlice<UInt8>?

    static func isLetter(_ b: UInt8) -> Bool { (65...90).contains(b) || (97...122).contains(b) }

    init(_ text: String) {
        var rest = ArraySlice(Array(text.utf8))
        scheme = nil
        if let first = rest.first, Self.isLetter(first), let colon = rest.firstIndex(of: 58),
            rest[..<colon].allSatisfy({ Self.isLetter($0) || (48...57).contains($0) || $0 == 43 || $0 == 45 || $0 == 46 })
        {
            scheme = String(decoding: rest[..<colon], as: UTF8.self).lowercased()
            rest = rest[(colon + 1)...]
        }
        authority = nil
        if rest.starts(with: [47, 47]) {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex { $0 == 47 || $0 == 63 || $0 == 35 } ?? rest.endIndex
            authority = rest[..<end]
            rest = rest[end...]
        }
        let pathEnd = rest.firstIndex { $0 == 63 || $0 == 35 } ?? rest.endIndex
        path = rest[..<pathEnd]
        rest = rest[pathEnd...]
        query = nil
        if rest.first == 63 {
            rest = rest.dropFirst()
            let end = rest.firstIndex(of: 35) ?? rest.endIndex
            query = rest[..<end]
            rest = rest[end...]
        }
        fragment = rest.first == 35 ? rest.dropFirst() : nil
    }
}

private func decode(_ bytes: ArraySlice<UInt8>, plus: Bool) -> String {
    referenceDecode(Substring(String(decoding: bytes, as: UTF8.self)), plus: plus)
}

private func referenceSegments(_ path: ArraySlice<UInt8>) -> [String] {
    path.split(separator: 47, omittingEmptySubsequences: true).map { decode($0, plus: false) }
}

private func referenceItems(_ query: ArraySlice<UInt8>, plus: Bool) -> [String] {
    query.split(separator: 38, omittingEmptySubsequences: true).compactMap { item -> String? in
        let equals = item.firstIndex(of: 61)
        let name = decode(item[..<(equals ?? item.endIndex)], plus: plus)
        if name.isEmpty { return nil }
        guard let equals else { return name }
        return name + "=" + decode(item[(equals + 1)...], plus: plus)
    }
}

private func raw(_ bytes: ArraySlice<UInt8>?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

private func checkAccepted(_ url: RouteURL, _ text: String, _ options: IntakeOptions) {
    let bytes = Array(text.utf8)
    require(url.description == text, "description differs")
    require(bytes.count <= options.maxURLLength, "accepted a URL over the length limit")
    require(!bytes.contains(where: isControl), "accepted a raw control byte: \(text.debugDescription)")
    let segments = url.pathSegments
    let fragmentSegments = url.fragmentPathSegments
    require(segments.count == url.layout.matchSegmentCount, "segment count \(segments.count) != layout \(url.layout.matchSegmentCount)")
    require(fragmentSegments.count == Int(url.layout.fragmentSegmentCount), "fragment segment count differs")
    require(segments.count + fragmentSegments.count <= options.maxSegments, "accepted more segments than the limit")
    let query = url.queryItems
    let fragmentQuery = url.fragmentQueryItems
    require(query.count + fragmentQuery.count <= options.maxQueryItems, "accepted more query items than the limit")
    for segment in segments + fragmentSegments {
        require(!segment.isEmpty, "empty segment in \(text.debugDescription)")
        require(segment != "." && segment != "..", "dot segment reached matching: \(text.debugDescription)")
        require(!segment.utf8.contains(0), "NUL in a segment: \(text.debugDescription)")
    }
    for item in query + fragmentQuery {
        require(!item.name.isEmpty, "empty query item name")
        require(!item.name.utf8.contains(0) && !(item.value ?? "").utf8.contains(0), "NUL in a query item: \(text.debugDescription)")
    }
    require(!(url.host ?? "").utf8.contains(0), "NUL in the host: \(text.debugDescription)")
    // Independent reference split.
    let reference = ReferenceParts(text)
    require(
        url.scheme == reference.scheme,
        "scheme \(String(describing: url.scheme)) != reference \(String(describing: reference.scheme)) for \(text.debugDescription)")
    var expected = referenceSegments(reference.path)
    if url.hostIsPath {
        require(url.host != nil, "host is a path segment but there is no host")
        expected.insert(segments.first ?? "", at: 0)
    }
    require(segments == expected, "segments \(segments) != reference \(expected) for \(text.debugDescription)")
    require(url.rawQuery == raw(reference.query), "raw query differs for \(text.debugDescription)")
    require(url.fragment == raw(reference.fragment), "fragment differs for \(text.debugDescription)")
    if let rawQuery = reference.query {
        let items = query.map(\.description)
        let expectedItems = referenceItems(rawQuery, plus: options.decodePlus)
        require(items == expectedItems, "query \(items) != reference \(expectedItems) for \(text.debugDescription)")
    }
    if let fragment = reference.fragment, fragment.first == 47 {
        let fragmentPath = fragment.prefix { $0 != 63 }
        let expectedFragment = referenceSegments(fragmentPath)
        require(fragmentSegments == expectedFragment, "fragment segments \(fragmentSegments) != \(expectedFragment)")
    }
    if let authority = reference.authority {
        let hostPart = authority.lastIndex(of: 64).map { authority[($0 + 1)...] } ?? authority
        if hostPart.isEmpty || hostPart.first == 58 {
            require(url.host == nil, "empty host reported as \(String(describing: url.host))")
        } else {
            require(url.host != nil, "no host for authority \(authority.debugDescription)")
        }
    } else {
        require(url.host == nil, "a host without an authority")
    }
    if url.layout.portStart >= 0 {
        require(url.layout.portEnd >= url.layout.portStart, "port range")
        let port = bytes[Int(url.layout.portStart)..<Int(url.layout.portEnd)]
        require(port.allSatisfy { $0 >= 48 && $0 <= 57 }, "a port that is not digits was accepted")
    }
    _ = url.origin
    _ = url.userinfo
    _ = url.port
    _ = url.hashValue
}

private func checkRefused(_ refusal: URLIntakeError, _ bytes: [UInt8], _ options: IntakeOptions) {
    let n = bytes.count
    require(!refusal.description.isEmpty, "empty refusal message")
    switch refusal.reason {
    case .empty:
        require(n == 0, "'empty' for \(n) bytes")
    case let .tooLong(length, limit):
        require(length == n && limit == options.maxURLLength && n > limit, "wrong tooLong \(length) \(limit) for \(n)")
    case .tooManySegments(let limit):
        require(limit == options.maxSegments, "wrong segment limit")
    case .tooManyQueryItems(let limit):
        require(limit == options.maxQueryItems, "wrong query limit")
    case let .controlCharacter(byte, offset):
        require(offset >= 0 && offset < n && bytes[offset] == byte && isControl(byte), "control character \(byte) not at \(offset)")
    case .encodedNUL(let offset):
        require(
            offset >= 0 && offset + 2 < n && bytes[offset] == 37 && bytes[offset + 1] == 48 && bytes[offset + 2] == 48,
            "no %00 at \(offset)")
    case .dotSegment(let offset):
        require(offset >= 0 && offset < n, "dot segment offset \(offset) outside the URL")
        let b = bytes[offset]
        require(b == 46 || b == 37, "a dot segment does not start with '.' or '%' at \(offset)")
        require(
            offset == 0 || [47, 64, 35, 58].contains(bytes[offset - 1]),
            "a dot segment that does not start a segment at \(offset)")
    case .unterminatedBracket(let offset), .characterAfterBracket(let offset), .portNotANumber(let offset),
        .backslashInAuthority(let offset):
        require(offset >= 0 && offset <= n, "malformed authority offset \(offset)")
    @unknown default:
        // A reason this harness does not know yet (the enum is @nonexhaustive): check it here when it is added.
        require(false, "unchecked refusal reason: \(refusal)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func intakeFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let intake = options(input.selector)

    // Raw bytes, invalid UTF-8 included, with the segments recorded as a walk reads them (room for as many as
    // `ScannedURL.scan` makes room for).
    let n = Int32(input.bytes.count)
    let room = min(input.bytes.count / 2 + 1, intake.maxSegments) + 1
    var layout = URLLayout()
    let refusal: URLIntakeError? = withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * room) { recorded in
        var ranges = SegmentRanges(base: recorded.baseAddress, capacity: room)
        let refusal = URLLayout.scan(input.bytes, options: intake, ranges: &ranges, into: &layout)
        if refusal == nil {
            for k in 0..<min(ranges.count, room) {
                let (start, end) = (recorded[2 * k], recorded[2 * k + 1])
                require(0 <= start && start < end && end <= n, "recorded segment \(start)..<\(end) outside \(n) bytes")
            }
        }
        return refusal
    }
    if let refusal {
        checkRefused(refusal, Array(input.bytes), intake)
    } else {
        for (start, end) in [
            (layout.pathStart, layout.pathEnd), (layout.queryStart, layout.queryEnd), (layout.fragmentStart, layout.fragmentEnd),
            (layout.hostStart, layout.hostEnd), (layout.userinfoStart, layout.userinfoEnd), (layout.portStart, layout.portEnd),
        ]
        where start >= 0 {
            require(start <= end && end <= n, "range \(start)..<\(end) outside \(n) bytes")
        }
        require(!input.bytes.contains(where: isControl), "scan accepted a control byte")
    }

    // The string an app would pass.
    let text = input.text
    do {
        let url = try RouteURL(text, options: intake)
        checkAccepted(url, text, intake)
    } catch {
        checkRefused(error, Array(text.utf8), intake)
    }
    let utf8 = Array(text.utf8)
    if utf8.count <= intake.maxURLLength, utf8.contains(where: isControl) {
        require((try? RouteURL(text, options: intake)) == nil, "a control byte was accepted")
    }
    if utf8.count <= intake.maxURLLength, text.contains("%00") {
        require((try? RouteURL(text, options: intake)) == nil, "%00 was accepted: \(text.debugDescription)")
    }
    return 0
}

/// Builds the lazily initialised statics (the harness's and the package's) before fuzzing starts,
/// with leak tracking off (see Harnesses/FuzzDriver/driver.c).
@_cdecl("switchyard_fuzz_warm_up")
public func warmUp() {
    for seed in ["\u{0}shop://goods/7?tab=a&tab=b#/x?y=1", "\u{1}https://u@m.example.com:80/a"] {
        var bytes = Array(seed.utf8); _ = intakeFuzzer(&bytes, bytes.count)
    }
}
