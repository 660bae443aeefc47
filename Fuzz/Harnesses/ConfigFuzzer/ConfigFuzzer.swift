// Route-table loading: the selector picks JSON, YAML or a property list; the rest is the document.
// `RouteTableSpec.parse` then `RouteTableFile.compile`, the path `RouteTableFile.load` takes after
// reading the file. Checks: every diagnostic has a 1-based line and column and a message; a table that
// compiles matches a few URLs in agreement with the reference matcher, and its rewrites run. The parse layer
// (`RouteTableSpec`, `ConfigFormat`, `compile`) is the package's own, reached through `@testable import`.
import FuzzSupport
@testable import SwitchyardConfig
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
    let spec: RouteTableSpec
    do {
        spec = try RouteTableSpec.parse(bytes, format: format, file: "fuzz")
    } catch {
        require(!error.diagnostics.isEmpty, "a parse error without diagnostics")
        for diagnostic in error.diagnostics {
            let (line, column) = (diagnostic.line ?? 0, diagnostic.column ?? 0)
            require(line >= 1 && column >= 1, "location \(line):\(column)")
            require(!diagnostic.message.isEmpty, "empty message")
        }
        return 0
    }
    let file: RouteTableFile
    do {
        file = try RouteTableFile.compile(spec, file: "fuzz", source: String(decoding: bytes, as: UTF8.self))
    } catch {
        for diagnostic in error.diagnostics {
            let (line, column) = (diagnostic.line ?? 0, diagnostic.column ?? 0)
            require(line >= 1 && column >= 1, "location \(line):\(column)")
            require(!diagnostic.message.isEmpty, "empty message")
        }
        return 0
    }
    for probe in probes {
        checkAgainstReference(file.table, probe)
        if let rewritten = try? file.rewrites.resolve(probe), rewritten != probe { checkAgainstReference(file.table, rewritten) }
    }
    for route in file.table.routes.prefix(8) {
        checkAgainstReference(file.table, sampleURL(for: route.pattern))
    }
    return 0
}

/// Builds the lazily initialised statics (the harness's and the package's) before fuzzing starts,
/// with leak tracking off (see Harnesses/FuzzDriver/driver.c).
@_cdecl("switchyard_fuzz_warm_up")
public func warmUp() {
    for seed in [
        "\u{0}{\"routes\": [{\"pattern\": \"shop://goods/<int:id>\", \"handler\": \"g\"}]}", "\u{1}routes:\n  - pattern: /a/:b\n",
        "\u{2}<plist><dict></dict></plist>",
    ] { var bytes = Array(seed.utf8); _ = configFuzzer(&bytes, bytes.count) }
}
