// Pattern parsing: `RoutePattern` on arbitrary text (first line), then the pattern alone in a table,
// matched against a URL made from the pattern and against the input's other lines.
// Checks: the one-pass reader of plain patterns agrees with the full parser; a refused pattern's error
// points inside the pattern and has a one-line message; a parsed pattern has 1...256 expansions and unique
// parameter names; the table builds or reports a conflict; matching agrees with the reference matcher (see
// `checkAgainstReference`).
import FuzzSupport
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable

private let modes: [HostAsPath] = [.auto, .always, .never]
private let sku = ParameterType.custom("sku") { $0.count == 3 && $0.allSatisfy(\.isLetter) }

@_cdecl("LLVMFuzzerTestOneInput")
public func patternFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let mode = modes[Int(input.selector & 0x03) % 3]
    let lines = input.lines
    let text = String(lines.first ?? "")
    let scalarCount = text.unicodeScalars.count
    checkPlainReader(text, mode: mode)
    let pattern: RoutePattern
    do {
        pattern = try RoutePattern(text, hostAsPath: mode, types: [sku])
    } catch {
        require(
            error.offset >= 0 && error.offset <= scalarCount,
            "offset \(error.offset) outside \(scalarCount) scalars: \(text.debugDescription)")
        require(!error.message.isEmpty && !error.message.contains("\n"), "bad message \(error.message.debugDescription)")
        require(error.pattern == text, "error pattern differs")
        _ = error.description
        return 0
    }
    require(pattern.text == text, "text differs")
    require((1...256).contains(pattern.expansionCount), "\(pattern.expansionCount) expansions")
    require(Set(pattern.parameterNames).count == pattern.parameterNames.count, "duplicate names \(pattern.parameterNames)")
    for expansion in pattern.expansions {
        require(!expansion.text.isEmpty, "empty expansion text")
        // An unnamed capture (JLRoutes' `/:`) holds a name inside the pattern that is never a parameter.
        let names = (pattern.captureNames(of: expansion) + (expansion.wildcard?.name.map { [$0] } ?? []))
            .filter { $0 != RoutePattern.unnamed }
        require(names.allSatisfy(pattern.parameterNames.contains), "expansion names \(names) not in \(pattern.parameterNames)")
        // A dynamic segment names its captures by position in the pattern's names (reading a position past
        // the list traps): later segments later in the list, and the expansion's names (shared with the
        // pattern's list when they are all of it) are the segments' in order.
        var segmentNames: [String] = []
        var lastIndex = -1
        for segment in expansion.path + (expansion.fragment ?? []) {
            let slice = pattern.names(of: segment)
            if let first = slice.indices.first {
                require(first > lastIndex, "segment names out of order in \(pattern.parameterNames)")
                lastIndex = slice.indices.last ?? first
            }
            segmentNames += slice
        }
        require(segmentNames == pattern.captureNames(of: expansion), "capture names \(segmentNames) differ")
    }
    if !fuzzRegexes, hasRegex(pattern) { return 0 }

    var options = RouteTableOptions()
    options.hostAsPath = mode
    options.matchOrder = input.selector & 0x04 == 0 ? .specificity : .registration
    var builder = RouteTableBuilder<Int>(options: options)
    builder.register(sku)
    do {
        try builder.add(text, scheme: pattern.scheme == nil && input.selector & 0x08 != 0 ? "s" : nil, value: 0)
    } catch {
        require(false, "a pattern that parses was refused by the builder: \(error)")
    }
    let table: RouteTable<Int>
    do {
        table = try builder.build()
    } catch {
        require(!error.errors.isEmpty, "a build error without errors")
        _ = error.description
        return 0
    }
    checkAgainstReference(table, sampleURL(for: pattern), explain: input.selector & 0x10 != 0)
    for line in lines.dropFirst().prefix(4) {
        checkAgainstReference(table, String(line))
    }
    return 0
}

private let registry = RoutePattern.registry([sku])

/// The one-pass reader of plain path patterns (`PatternParser.parsePlain`) must give exactly what the full
/// parser gives wherever it answers, and must never accept a pattern the full parser refuses.
private func checkPlainReader(_ text: String, mode: HostAsPath) {
    guard let plain = PatternParser.parsePlain(text, types: registry) else { return }
    var parser = PatternParser(text: text, hostAsPath: mode, types: registry)
    let full: PatternParser.Parsed
    do {
        full = try parser.parse()
    } catch {
        require(false, "the plain reader accepted \(text.debugDescription), which the full parser refuses: \(error)")
        return
    }
    require(plain.scheme == full.scheme && plain.host == full.host, "scheme or host differ for \(text.debugDescription)")
    require(plain.names == full.names, "names \(plain.names) vs \(full.names) for \(text.debugDescription)")
    require(full.otherExpansions.isEmpty && plain.otherExpansions.isEmpty, "expansions differ for \(text.debugDescription)")
    let mine = plain.firstExpansion, theirs = full.firstExpansion
    require(mine.text == theirs.text && mine.wildcard == theirs.wildcard, "text or wildcard differ for \(text.debugDescription)")
    require(mine.fragment == nil && theirs.fragment == nil, "a fragment in \(text.debugDescription)")
    require(mine.path.count == theirs.path.count, "segment counts differ for \(text.debugDescription)")
    for (a, b) in zip(mine.path, theirs.path) {
        switch (a, b) {
        case let (.literal(x), .literal(y)): require(x == y, "literals \(x) vs \(y) in \(text.debugDescription)")
        case let (.dynamic(x, i), .dynamic(y, j)): require(x == y && i == j, "dynamic segments differ in \(text.debugDescription)")
        default: require(false, "segments of different kinds in \(text.debugDescription)")
        }
    }
}

/// Builds the lazily initialised statics (the harness's and the package's) before fuzzing starts,
/// with leak tracking off (see Harnesses/FuzzDriver/driver.c).
@_cdecl("switchyard_fuzz_warm_up")
public func warmUp() {
    for seed in ["\u{10}shop://goods/<int:id>(/reviews/:p.html)#/x/*\n/goods/1", "\u{0}/a/<uuid:u>/<float:f>/<sku:s>/:r([a-z]+)"] {
        var bytes = Array(seed.utf8); _ = patternFuzzer(&bytes, bytes.count)
    }
}
