// Route-table loading: the selector picks JSON, YAML or a property list; the rest is the document.
// `RouteTableSpec.parse` then `RouteTableFile.compile`, the path `RouteTableFile.load` takes after
// reading the file. Checks: every diagnostic has a 1-based line and column and a message; a table that
// compiles matches a few URLs in agreement with the reference matcher, and its rewrites run.
import FuzzSupport
import SwitchyardConfig
import SwitchyardMatching

private let formats: [ConfigFormat] = [.json, .yaml, .propertyList]
private let probes = [
    "shop://goods/7?tab=a", "/", "https://m.shop.example/product/42.html?from=ad", "shop://GOODS/x/reviews#/a",
    "app://a/b/c/d", "/help/a/b",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func configFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let format = formats[Int(input.selector % 3)]
    let bytes = Array(input.bytes)
    // Known bug (ConfigFuzzFindingsTests, disabled): an XML declaration with an encoding libxml2 does not
    // know plus a byte that is not UTF-8, or a document starting with NUL bytes, crashes the
    // property-list reader.
    if !checkKnownBugs, format == .propertyList, declaresAnotherEncoding(bytes) || bytes.first == 0 { return 0 }
    // Known bug in FoundationXML on Linux (ConfigFuzzFindingsTests, disabled): a processing instruction
    // without data (`<?pi?>`) crashes XMLParser.
    if !checkKnownBugs, format == .propertyList, hasEmptyProcessingInstruction(bytes) { return 0 }
    let spec: RouteTableSpec
    do {
        spec = try RouteTableSpec.parse(bytes, format: format, file: "fuzz")
    } catch {
        require(!error.diagnostics.isEmpty, "a parse error without diagnostics")
        for diagnostic in error.diagnostics {
            require(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "location \(diagnostic.location)")
            require(!diagnostic.message.isEmpty, "empty message")
        }
        return 0
    }
    let file: RouteTableFile
    do {
        file = try RouteTableFile.compile(spec, file: "fuzz", source: String(decoding: bytes, as: UTF8.self))
    } catch {
        for diagnostic in error.diagnostics {
            require(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "location \(diagnostic.location)")
            require(!diagnostic.message.isEmpty, "empty message")
        }
        return 0
    }
    for probe in probes {
        checkAgainstReference(file.table, probe)
        if let rewritten = file.rewrites.rewrite(probe) { checkAgainstReference(file.table, rewritten) }
    }
    for route in file.table.routes.prefix(8) {
        checkAgainstReference(file.table, sampleURL(for: route.pattern))
    }
    return 0
}

/// Whether a `<?target?>` processing instruction has no data (no whitespace before its `?>`).
private func hasEmptyProcessingInstruction(_ bytes: [UInt8]) -> Bool {
    var k = 0
    while k + 1 < bytes.count {
        if bytes[k] == 0x3C, bytes[k + 1] == 0x3F {  // "<?"
            var j = k + 2
            var sawSpace = false
            while j + 1 < bytes.count, !(bytes[j] == 0x3F && bytes[j + 1] == 0x3E) {
                if bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A || bytes[j] == 0x0D { sawSpace = true }
                j += 1
            }
            if !sawSpace { return true }
            k = j
        }
        k += 1
    }
    return false
}

/// Whether an XML declaration names an encoding other than UTF-8.
private func declaresAnotherEncoding(_ bytes: [UInt8]) -> Bool {
    let head = String(decoding: bytes.prefix(256), as: UTF8.self).lowercased()
    guard let range = head.range(of: "encoding=") else { return false }
    let value = head[range.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
    return value != "utf-8"
}

/// Builds the lazily initialised statics (the harness's and the package's) before fuzzing starts,
/// with leak tracking off (see Harnesses/FuzzDriver/driver.c).
@_cdecl("switchyard_fuzz_warm_up")
public func warmUp() {
    for seed in ["\u{0}{\"routes\": [{\"pattern\": \"shop://goods/<int:id>\", \"handler\": \"g\"}]}", "\u{1}routes:\n  - pattern: /a/:b\n", "\u{2}<plist><dict></dict></plist>"] { var bytes = Array(seed.utf8); _ = configFuzzer(&bytes, bytes.count) }
}
