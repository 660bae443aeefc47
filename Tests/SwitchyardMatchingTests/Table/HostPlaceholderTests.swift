import Testing
@testable import SwitchyardMatching
import SwitchyardRouteTable

/// Issue #57, item 3: a placeholder in a full-URL pattern's host that can take part of the registrable domain
/// (`<sub?>example.com` also matches `evilexample.com`) is a registration warning when the table is built, and so
/// an error to lint; the safe spellings are not.
@Suite("Host placeholders that can take the registrable domain")
struct HostPlaceholderTests {
    @Test(
        arguments: [
            ("https://<sub?>example.com/a", "<sub?>"),
            ("https://<sub>example.com/a", "<sub>"),
            ("https://www.example.<tld>/a", "<tld>"),
            ("https://<sub>.com/a", "<sub>"),
            ("https://<a>.example.<b>/a", "<a>"),
            ("https://<sub=|www.|m.>example.com/a", nil),
            ("https://<sub>.example.com/a", nil),
            ("https://<sub?>.example.com(/a)", nil),
            ("https://<sub>.example.<tld=com|de>/a", nil),
            ("https://www.example.<tld=com|de>/a", nil),
            ("https://example.com/<x>", nil),
            ("https://<host>/only/:x", nil),
            ("https://<path:url>", nil),
            ("myapp://<a>/detail", nil),
            ("/goods/<id>", nil),
        ] as [(String, String?)])
    func whichPlaceholdersCanTakeTheDomain(_ pattern: String, _ found: String?) {
        #expect(RegistrationChecker.swallowingHostPlaceholder(in: pattern).map(String.init) == found)
    }

    /// The look at the bytes that every route of every build takes first: it sends on every pattern whose host
    /// holds a placeholder (the only ones the check reads further), and no other.
    @Test(
        arguments: [
            ("https://<sub?>example.com/a", true),
            ("https://www.example.<tld>/a", true),
            ("https://<host>/only/:x", true),
            ("myapp://<a>/detail", true),
            ("https://example.com/<x>", false),
            ("https://example.com?<x>", false),
            ("https://example.com#<x>", false),
            ("https://example.com(/<x>)", false),
            ("https://example.com", false),
            ("https://", false),
            ("/goods/<id>", false),
            ("/goods/:id", false),
            ("/a/https://<b>", true),  // the first `:` opens `://`: read further (and found to name no domain)
        ] as [(String, Bool)])
    func theByteLookSendsOnOnlyHostsWithAPlaceholder(_ pattern: String, _ holds: Bool) {
        var text = pattern
        #expect(text.withUTF8(RegistrationChecker.hostHoldsPlaceholder) == holds)
        if !holds { #expect(RegistrationChecker.swallowingHostPlaceholder(in: pattern) == nil) }
    }

    @Test func theTableWarnsAndLintFails() throws {
        var builder = RouteTableBuilder<Int>()
        try builder.add("https://<sub?>example.com/a", value: 1)
        try builder.add("https://<sub=|www.|m.>example.com/b", value: 2)
        let table = try builder.build()
        #expect(
            table.warnings.map(\.description) == [
                #"warning: route "https://<sub?>example.com/a" (https): the host placeholder "<sub?>" can take part of the registrable domain (another site's host matches); list its values (<sub=|www.|m.>example.com) or end it at a dot before the domain (<sub>.example.com)"#
            ])
        #expect(table.warnings.filter { !$0.failsLint }.isEmpty)
        // It still routes as written: a warning, not a refusal (a table from a server must still route).
        #expect(table.match("https://evilexample.com/a")?.value == 1)
        #expect(table.match("https://evilexample.com/b") == nil)
    }
}
