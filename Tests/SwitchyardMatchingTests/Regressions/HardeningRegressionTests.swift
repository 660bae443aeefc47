import Testing
import SwitchyardMatching

/// Bugs found while hardening (by review and probing, not by the fuzzers), each with the behaviour the
/// fix must produce. See "Open findings" in Sources/Switchyard/Switchyard.docc/Security.md.
@Suite("Hardening regressions")
struct HardeningRegressionTests {
    /// `register` applies "to patterns added afterwards", but the trie resolves custom types by name
    /// when the table is built, so every route uses the first check registered under that name.
    @Test
    func aReRegisteredCustomTypeAppliesToLaterRoutes() throws {
        var builder = RouteTableBuilder<String>()
        builder.register(.custom("sku") { $0 == "A" })
        try builder.add("/x/<sku:code>", value: "x")
        builder.register(.custom("sku") { $0 == "B" })
        try builder.add("/y/<sku:code>", value: "y")
        let table = try builder.build()
        #expect(table.match("/x/A")?.route.value == "x")
        #expect(table.match("/x/B") == nil)
        #expect(table.match("/y/B")?.route.value == "y")
        #expect(table.match("/y/A") == nil)
    }

    /// ADR 0002: a regex the engine cannot run is refused with a located error when the route is added.
    /// (Found while `SegmentRegex` was a stub that accepted any source; the route then never matched.)
    @Test func anInvalidRegexIsRefusedWhenTheRouteIsAdded() {
        var builder = RouteTableBuilder<String>()
        #expect(throws: PatternError.self) { try builder.add("/r/:x(*a)", value: "bad") }
    }

    /// ADR 0003 refuses `.` and `..` segments so that they never reach a handler as a captured value, but
    /// a capture followed by a literal suffix can still be exactly `..` (ADR 0004 splits at the first
    /// suffix). The expectation encodes one fix: a capture that is `.` or `..` does not match, like a
    /// value that does not convert, so the plain `:name` route takes the whole segment.
    @Test
    func aCaptureIsNeverADotSegment() throws {
        let table = try HostileInputTests.makeHostileTable()
        #expect(render(table.match("shop://files/...pdf")) == "file name=...pdf")
        #expect(render(table.match("shop://files/%2E%2E.pdf")) == "file name=...pdf")
        #expect(render(table.match("shop://files/..x.pdf")) == "pdf name=..x")
    }
}
