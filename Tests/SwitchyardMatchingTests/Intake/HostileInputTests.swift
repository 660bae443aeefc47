import Foundation
import Testing
@testable import SwitchyardExplain
import SwitchyardMatching

/// Malformed and malicious URLs against one fixed route table, each with its exact result: the route and
/// every parameter, or the exact refusal or failure `lookup` gives. The threat behind each group is in
/// Sources/Switchyard/Switchyard.docc/Security.md.
///
/// The inputs are large enough (1 MiB URLs, 100,000 segments or query items, 5,000-byte regex subjects)
/// that an algorithm quadratic in the URL's length, or a backtracking regex, would take seconds or
/// hang. No case asserts a time; `SWITCHYARD_HOSTILE_TIMINGS=1 swift test --filter HostileInputTests`
/// prints each case's time, and Sources/Switchyard/Switchyard.docc/Security.md records the worst.
@Suite("Hostile input")
struct HostileInputTests {
    /// The table every case runs against.
    ///
    /// - `shop` links and universal links from `https://m.shop.example` are accepted; `shop` falls back
    ///   to the global routes.
    /// - Typed, regex, in-segment, wildcard, Unicode-literal and host-constrained routes.
    static let routes: [(String, String)] = [
        ("shop://goods/<int:id>", "goods"),
        ("shop://goods/<int:id>/reviews(/<int:page>)", "reviews"),
        ("shop://user/:uid([0-9]{4,12})", "user"),
        ("shop://files/:name", "file"),
        ("shop://files/:name.pdf", "pdf"),
        ("shop://search/:q", "search"),
        ("shop://web", "web"),
        ("shop://pay/:id", "pay"),
        ("shop://\u{641C}\u{7D22}/:q", "cn.search"),  // 搜索
        ("shop://caf\u{E9}/:x", "cafe"),  // café, precomposed (NFC)
        ("shop://deep/*rest", "deep"),
        ("shop://re/:a((a|aa)*c)", "regex.alternation"),
        ("shop://re2/:a((a*)*b)", "regex.nested"),
        ("https://m.shop.example/goods/<int:id>", "web.goods"),
        ("/help/<path:topic>", "help"),
        ("/admin/<path:rest>", "admin"),
    ]

    static func makeHostileTable(maxURLLength: Int = 16_384) throws -> RouteTable<String> {
        var options = RouteTableOptions()
        options.accept = [try LinkSource(parsing: "shop"), try LinkSource(parsing: "https://m.shop.example")]
        options.intake.maxURLLength = maxURLLength
        var builder = RouteTableBuilder<String>(options: options)
        builder.namespace("shop", fallbackToGlobal: true)
        for (pattern, value) in routes { try builder.add(pattern, value: value) }
        return try builder.build()
    }

    /// The default limits (16 KiB, 256 segments, 512 query items).
    static let table = try! makeHostileTable()
    /// The same routes with a 4 MiB length limit, so that the segment and query-item limits are what
    /// stops a 100,000-segment URL, and 1 MiB segments reach the matcher.
    static let roomy = try! makeHostileTable(maxURLLength: 4 << 20)

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var url: String
        /// `render(match)` for a match ("route name=value …"), or "✗ " and the failure's description.
        var expected: String
        var roomy = false
        var testDescription: String { name }
    }

    static let mib = 1 << 20
    static let a5000 = String(repeating: "a", count: 5_000)
    static let q16k = String(repeating: "q", count: 16_384 - "shop://search/".utf8.count)
    static let huge = String(repeating: "x", count: mib)
    static let items512 = (0..<512).map { "k\($0)=v" }.joined(separator: "&")
    static let items513 = items512 + "&k512=v"

    static let cases: [Case] = [
        // MARK: size
        Case(
            name: "1 MiB URL", url: "shop://goods/" + String(repeating: "7", count: mib - 13),
            expected: "✗ refused: URL is 1048576 bytes long; the limit is 16384"),
        Case(name: "exactly the length limit", url: "shop://search/" + q16k, expected: "search q=" + q16k),
        Case(
            name: "one byte over the length limit", url: "shop://search/" + q16k + "q",
            expected: "✗ refused: URL is 16385 bytes long; the limit is 16384"),
        Case(
            name: "100,000 segments", url: "shop://deep" + String(repeating: "/s", count: 100_000),
            expected: "✗ refused: URL has more than 256 path segments", roomy: true),
        Case(
            name: "exactly 256 segments", url: "shop://deep" + String(repeating: "/s", count: 255),
            expected: "deep rest=" + Array(repeating: "s", count: 255).joined(separator: "/") + " *="
                + "\(Array(repeating: "s", count: 255))"),
        Case(
            name: "257 segments", url: "shop://deep" + String(repeating: "/s", count: 256),
            expected: "✗ refused: URL has more than 256 path segments"),
        Case(
            name: "100,000 fragment-path segments", url: "shop://deep#" + String(repeating: "/s", count: 100_000),
            expected: "✗ refused: URL has more than 256 path segments", roomy: true),
        Case(
            name: "100,000 slashes are no segments", url: "shop://deep" + String(repeating: "/", count: 100_000),
            expected: "deep rest=", roomy: true),
        Case(
            name: "100,000 query items", url: "shop://web?" + String(repeating: "k=v&", count: 100_000),
            expected: "✗ refused: URL has more than 512 query items", roomy: true),
        Case(
            name: "exactly 512 query items", url: "shop://web?" + items512,
            expected: "web " + (0..<512).map { "k\($0)" }.sorted().map { "\($0)=v" }.joined(separator: " ")),
        Case(name: "513 query items", url: "shop://web?" + items513, expected: "✗ refused: URL has more than 512 query items"),
        Case(
            name: "query and fragment items count together",
            url: "shop://web?" + String(repeating: "a=1&", count: 300) + "#" + String(repeating: "b=2&", count: 300),
            expected: "✗ refused: URL has more than 512 query items"),
        Case(
            name: "100,000 empty query items are none", url: "shop://web?" + String(repeating: "&", count: 100_000) + "x=1",
            expected: "web x=1", roomy: true),
        Case(name: "1 MiB segment", url: "shop://search/" + huge, expected: "search q=" + huge, roomy: true),
        Case(name: "1 MiB query value", url: "shop://web?v=" + huge, expected: "web v=" + huge, roomy: true),
        Case(
            name: "1 MiB of '%41' escapes", url: "shop://search/" + String(repeating: "%41", count: mib / 3),
            expected: "search q=" + String(repeating: "A", count: mib / 3), roomy: true),
        Case(
            name: "1 MiB of invalid escapes", url: "shop://search/" + String(repeating: "%z", count: mib / 2),
            expected: "search q=" + String(repeating: "%z", count: mib / 2), roomy: true),
        Case(
            name: "1 MiB host", url: "https://" + String(repeating: "h.", count: mib / 2) + "example/goods/1",
            // A failure quotes the origin cut (issue #42, item 7).
            expected: "✗ origin https://" + String(repeating: "h.", count: 36) + "… (1048591 characters) is not accepted", roomy: true),
        Case(
            name: "1 MiB of '=' in a value", url: "shop://web?a=" + String(repeating: "=", count: mib),
            expected: "web a=" + String(repeating: "=", count: mib), roomy: true),

        // MARK: encoding
        Case(name: "invalid escapes kept as written", url: "shop://files/%zz%4", expected: "file name=%zz%4"),
        Case(name: "truncated escape at the end", url: "shop://search/abc%4", expected: "search q=abc%4"),
        Case(name: "lone percent", url: "shop://search/%", expected: "search q=%"),
        Case(name: "invalid UTF-8 byte", url: "shop://search/%FF", expected: "search q=\u{FFFD}"),
        Case(
            name: "overlong '.' (%C0%AE) is not a dot", url: "shop://files/%C0%AE%C0%AE",
            expected: "file name=\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        Case(name: "overlong '/' (%C0%AF) does not split", url: "shop://files/a%C0%AFb", expected: "file name=a\u{FFFD}\u{FFFD}b"),
        Case(name: "three-byte overlong '.'", url: "shop://files/%E0%80%AE", expected: "file name=\u{FFFD}\u{FFFD}\u{FFFD}"),
        Case(name: "UTF-16 surrogate encoded in UTF-8", url: "shop://files/%ED%A0%80", expected: "file name=\u{FFFD}\u{FFFD}\u{FFFD}"),
        Case(name: "raw NUL", url: "shop://files/a\u{0}b", expected: "✗ refused: URL contains control character U+0000 at byte 14"),
        Case(
            name: "encoded NUL in the path", url: "shop://files/a%00", expected: "✗ refused: URL contains an encoded NUL (%00) at byte 14"),
        Case(
            name: "encoded NUL in the query", url: "shop://web?url=%00", expected: "✗ refused: URL contains an encoded NUL (%00) at byte 15"
        ),
        Case(
            name: "encoded NUL in an anchor", url: "shop://web#top%00", expected: "✗ refused: URL contains an encoded NUL (%00) at byte 14"),
        Case(name: "raw CR LF", url: "shop://goods/7\r\n", expected: "✗ refused: URL contains control character U+000D at byte 14"),
        Case(
            name: "raw tab inside the host", url: "shop://go\tods/7", expected: "✗ refused: URL contains control character U+0009 at byte 9"
        ),
        Case(name: "raw DEL", url: "shop://search/\u{7F}", expected: "✗ refused: URL contains control character U+007F at byte 14"),
        Case(name: "encoded LF is data, not a refusal", url: "shop://search/a%0Ab", expected: "search q=a\nb"),
        Case(name: "C1 control U+0085 is data", url: "shop://search/\u{85}", expected: "search q=\u{85}"),
        Case(name: "right-to-left override is data", url: "shop://search/\u{202E}fdp.exe", expected: "search q=\u{202E}fdp.exe"),
        Case(
            name: "'..' segment", url: "shop://files/../admin/x", expected: "✗ refused: URL contains a dot segment ('.' or '..') at byte 13"
        ),
        Case(name: "'.' segment", url: "shop://files/./x", expected: "✗ refused: URL contains a dot segment ('.' or '..') at byte 13"),
        Case(
            name: "encoded '..' segment", url: "shop://files/%2e%2E",
            expected: "✗ refused: URL contains a dot segment ('.' or '..') at byte 13"),
        Case(
            name: "'..' as the host", url: "shop://%2E%2E/admin/x",
            expected: "✗ refused: URL contains a dot segment ('.' or '..') at byte 7"),
        Case(
            name: "'..' in a fragment path", url: "shop://files/x#/../y",
            expected: "✗ refused: URL contains a dot segment ('.' or '..') at byte 16"),
        Case(name: "double-encoded '..' is decoded once", url: "shop://files/%252e%252e", expected: "file name=%2e%2e"),
        Case(name: "double-encoded '/' is decoded once", url: "shop://files/a%252Fb", expected: "file name=a%2Fb"),
        Case(name: "%2F stays inside its segment", url: "shop://files/a%2Fb", expected: "file name=a/b"),
        Case(
            name: "'../' inside one segment reaches the handler", url: "shop://files/..%2F..%2Fetc%2Fpasswd",
            expected: "file name=../../etc/passwd"),
        Case(name: "backslash is not a separator", url: "shop://files/..\\..\\etc", expected: "file name=..\\..\\etc"),
        Case(name: "'...' is ordinary text", url: "shop://files/...", expected: "file name=..."),
        // A capture before a literal suffix is never '..' (HardeningRegressionTests.aCaptureIsNeverADotSegment).
        Case(name: "'..' is not captured before a literal suffix", url: "shop://files/...pdf", expected: "file name=...pdf"),
        Case(name: "encoded '..' is not captured before a literal suffix", url: "shop://files/%2E%2E.pdf", expected: "file name=...pdf"),
        Case(name: "'+' in a path capture is a space with decodePlus (JLRoutes)", url: "shop://search/a+b", expected: "search q=a b"),
        Case(name: "'%2B' in a path capture stays a plus", url: "shop://search/a%2Bb", expected: "search q=a+b"),
        Case(name: "'+' in a query is a space", url: "shop://web?q=a+b%2Bc", expected: "web q=a b+c"),

        // MARK: Unicode look-alikes and normalisation forms
        Case(name: "precomposed literal, percent-encoded", url: "shop://caf%C3%A9/1", expected: "cafe x=1"),
        Case(
            name: "decomposed (NFD) does not match an NFC literal", url: "shop://cafe\u{301}/1",
            expected: "✗ no route matches /cafe\u{301}/1 in namespaces shop and global"),
        Case(name: "CJK literal, raw and encoded", url: "shop://%E6%90%9C%E7%B4%A2/%E4%B8%AD", expected: "cn.search q=\u{4E2D}"),
        Case(
            name: "fullwidth letters are not ASCII", url: "shop://\u{FF47}oods/7",
            expected: "✗ no route matches /\u{FF47}oods/7 in namespaces shop and global"),
        Case(
            name: "zero-width space inside a literal", url: "shop://goo\u{200B}ds/7",
            // The reason shows the invisible character escaped (issue #57, item 5).
            expected: #"✗ no route matches /goo\u{200B}ds/7 in namespaces shop and global"#),
        Case(name: "host-as-path compares ASCII case-insensitively", url: "shop://GOODS/7", expected: "goods id=7"),
        Case(
            name: "Cyrillic scheme is no scheme: a relative path, from no accepted source", url: "\u{455}hop://goods/7",
            expected: "✗ a URL without a scheme is not from an accepted link source (a path of the app's own starts with '/')"),
        Case(
            name: "Cyrillic host is another origin", url: "https://m.\u{455}hop.example/goods/7",
            expected: "✗ origin https://m.\u{455}hop.example is not accepted"),
        Case(
            name: "Punycode host is another origin", url: "https://xn--m-shp-7ve.example/goods/7",
            expected: "✗ origin https://xn--m-shp-7ve.example is not accepted"),
        Case(
            name: "Arabic-Indic digits are not an int", url: "shop://goods/\u{663}",
            expected: "✗ no route matches /goods/\u{663} in namespaces shop and global"),

        // MARK: userinfo, ports, IPv6 and internationalised hosts
        Case(
            name: "trusted host as userinfo", url: "https://m.shop.example@evil.example/goods/1",
            expected: "✗ origin https://evil.example is not accepted"),
        Case(name: "userinfo is ignored", url: "https://evil.example@m.shop.example/goods/1", expected: "web.goods id=1"),
        Case(name: "the last '@' ends the userinfo", url: "https://a@b@m.shop.example/goods/1", expected: "web.goods id=1"),
        Case(
            name: "encoded '/' in the userinfo", url: "https://m.shop.example%2F@evil.example/goods/1",
            expected: "✗ origin https://evil.example is not accepted"),
        Case(name: "uppercase host", url: "HTTPS://M.SHOP.EXAMPLE/goods/1", expected: "web.goods id=1"),
        Case(
            name: "trailing dot is another host", url: "https://m.shop.example./goods/1",
            expected: "✗ origin https://m.shop.example. is not accepted"),
        Case(name: "a port plays no part", url: "https://m.shop.example:8443/goods/1", expected: "web.goods id=1"),
        Case(
            name: "a port that is not a number", url: "https://m.shop.example:80a/goods/1",
            expected: "✗ refused: URL has a malformed authority at byte 25: port is not a number"),
        Case(name: "a port beyond Int", url: "https://m.shop.example:99999999999999999999999/goods/1", expected: "web.goods id=1"),
        Case(name: "IPv6 literal host", url: "shop://[::1]:8080/goods/1", expected: "goods id=1"),
        Case(
            name: "IPv6 literal is another origin", url: "https://[::ffff:127.0.0.1]/goods/1",
            expected: "✗ origin https://[::ffff:127.0.0.1] is not accepted"),
        Case(
            name: "unterminated IPv6 literal", url: "https://[::1/goods/1",
            expected: "✗ refused: URL has a malformed authority at byte 8: unterminated '['"),
        Case(
            name: "text after an IPv6 literal", url: "https://[::1]x/goods/1",
            expected: "✗ refused: URL has a malformed authority at byte 13: unexpected character after ']'"),
        Case(
            name: "internationalised host", url: "https://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}/goods/1",
            expected: "✗ origin https://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8} is not accepted"),
        Case(
            name: "encoded dots make the host a path segment", url: "https://m%2Eshop%2Eexample/goods/1",
            expected: "✗ no route matches /m.shop.example/goods/1 in namespace https"),
        Case(
            name: "protocol-relative URL is relative", url: "//m.shop.example/admin/x",
            expected: "admin rest=x *=[\"x\"]"),

        // MARK: URLs embedded in URLs
        Case(
            name: "encoded URL in a value", url: "shop://web?url=https%3A%2F%2Fevil.example%2F%3Fa%3Db",
            expected: "web url=https://evil.example/?a=b"),
        Case(
            name: "unencoded URL in a value ends at '&'", url: "shop://web?url=https://evil.example/?a=b&c=d",
            expected: "web c=d url=https://evil.example/?a=b"),
        Case(
            name: "URL in a value, fragment cut off", url: "shop://web?url=https://evil.example/#/admin",
            expected: "web url=https://evil.example/"),
        Case(name: "path capture beats a query parameter", url: "shop://goods/7?id=9", expected: "goods id=7"),
        Case(name: "path capture beats a fragment parameter", url: "shop://goods/7?id=9#id=10", expected: "goods id=7"),
        Case(
            name: "repeated key: every value, first first", url: "shop://pay/1?amount=1&amount=1000", expected: "pay amount=[1, 1000] id=1"),
        Case(name: "javascript: URL", url: "javascript:alert(document.cookie)", expected: "✗ origin javascript: is not accepted"),
        Case(name: "data: URL", url: "data:text/html,<script>alert(1)</script>", expected: "✗ origin data: is not accepted"),
        Case(name: "file: URL", url: "file:///etc/passwd", expected: "✗ origin file: is not accepted"),
        Case(name: "a scheme inside the path", url: "shop://files/https:%2F%2Fevil.example", expected: "file name=https://evil.example"),

        // MARK: typed parameters
        Case(
            name: "int overflow", url: "shop://goods/99999999999999999999",
            expected: "✗ no route matches /goods/99999999999999999999 in namespaces shop and global"),
        Case(name: "Int.min fits", url: "shop://goods/-9223372036854775808", expected: "goods id=-9223372036854775808"),
        Case(name: "hex is not an int", url: "shop://goods/0x10", expected: "✗ no route matches /goods/0x10 in namespaces shop and global"),
        Case(
            name: "trailing space is not an int", url: "shop://goods/7%20",
            expected: "✗ no route matches /goods/7  in namespaces shop and global"),
        Case(
            name: "5,000-digit int", url: "shop://goods/" + String(repeating: "9", count: 5_000),
            expected: "✗ no route matches /goods/" + String(repeating: "9", count: 73) + "… (5007 characters) in namespaces shop and global"
        ),

        // MARK: regular expressions
        Case(
            name: "regex constraint, long subject", url: "shop://user/" + String(repeating: "1", count: 5_000),
            expected: "✗ no route matches /user/" + String(repeating: "1", count: 74) + "… (5006 characters) in namespaces shop and global"),
        Case(name: "regex constraint, matching", url: "shop://user/12345", expected: "user uid=12345"),
    ]

    /// Regex blow-ups: exponential for a backtracking engine, linear for the engine of ADR 0002.
    static let regexBlowUps: [Case] = [
        Case(
            name: "(a|aa)*c against 5,000 a's", url: "shop://re/" + a5000,
            expected: "✗ no route matches /re/" + String(repeating: "a", count: 76) + "… (5004 characters) in namespaces shop and global"),
        Case(
            name: "(a*)*b against 5,000 a's", url: "shop://re2/" + a5000,
            expected: "✗ no route matches /re2/" + String(repeating: "a", count: 75) + "… (5005 characters) in namespaces shop and global"),
        Case(name: "(a*)*b, matching", url: "shop://re2/" + a5000 + "b", expected: "regex.nested a=" + a5000 + "b"),
    ]

    /// Known bugs: each expectation is the contract (SwitchyardMatching.docc/Normalization.md §7, ADR 0003).
    static let knownBugs: [Case] = [
        Case(
            name: "encoded NUL in the host", url: "https://m.shop.example%00/goods/1",
            expected: "✗ refused: URL contains an encoded NUL (%00) at byte 22"),
        Case(
            name: "encoded NUL in the userinfo", url: "https://a%00@m.shop.example/goods/1",
            expected: "✗ refused: URL contains an encoded NUL (%00) at byte 9"),
    ]

    static let printTimings = getenv("SWITCHYARD_HOSTILE_TIMINGS") != nil

    static func outcome(_ table: RouteTable<String>, _ url: String) -> String {
        switch table.lookup(url) {
        case .success(let match): return render(match)
        case .failure(let failure): return "✗ \(failure)"
        }
    }

    func check(_ hostile: Case) {
        let table = hostile.roomy ? Self.roomy : Self.table
        let clock = ContinuousClock()
        var result = ""
        let elapsed = clock.measure { result = Self.outcome(table, hostile.url) }
        if Self.printTimings { print("hostile-timing \(elapsed) \(hostile.roomy ? "roomy" : "default") \(hostile.name)") }
        // Compare lengths first so that a 1 MiB mismatch does not print two 1 MiB strings.
        #expect(result.utf8.count == hostile.expected.utf8.count, "\(hostile.name): length \(result.utf8.count)")
        if result.utf8.count == hostile.expected.utf8.count {
            #expect(result == hostile.expected, "\(hostile.name)")
        } else if result.utf8.count < 400 {
            #expect(result == hostile.expected, "\(hostile.name)")
        }
        // Every way of asking agrees.
        let match = table.match(hostile.url)
        #expect(match?.route.id == table.candidates(for: hostile.url).first?.route.id)
        #expect((match == nil) == hostile.expected.hasPrefix("✗ "))
    }

    @Test(arguments: cases)
    func hostileURL(_ hostile: Case) {
        check(hostile)
    }

    /// Found while SegmentRegex was a stub over Swift's backtracking `Regex` (`(a*)*b` against 24 a's took
    /// 15 s); the linear engine of ADR 0002 answers each in milliseconds.
    @Test(arguments: regexBlowUps)
    func regexBlowUp(_ hostile: Case) {
        check(hostile)
    }

    @Test(arguments: knownBugs)
    func encodedNULOutsideThePath(_ hostile: Case) {
        check(hostile)
    }

    /// Route patterns can come from a server (route-table files, rewrite rules), so a hostile pattern must
    /// be refused or work, never crash. Either outcome is accepted here; a crash or a hang is the bug.
    @Test
    func deeplyNestedOptionalGroupsAreRefused() {
        let pattern = String(repeating: "(/a", count: 10_000) + String(repeating: ")", count: 10_000)
        #expect(throws: PatternError.self) { try RoutePattern(pattern) }
        do { _ = try RoutePattern(pattern) } catch {
            #expect(error.message == "too many optional-group combinations (more than 256)")
        }
    }

    /// Patterns are capped at 256 segments (and 65,536 characters): a hostile 100,000-segment pattern is
    /// refused at once, located at the first segment too many, with a short excerpt.
    @Test func aPatternWithOneHundredThousandSegmentsIsRefused() throws {
        let pattern = String(repeating: "/a", count: 20_000)
        var builder = RouteTableBuilder<String>()
        #expect(throws: PatternError.self) { try builder.add(pattern, value: "long") }
        do { try builder.add(pattern, value: "long") } catch {
            #expect(error.offset == 513)
            #expect(error.message == "a pattern can have at most 256 segments")
            #expect(
                error.description
                    == "a pattern can have at most 256 segments\n  …a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/…\n                                 ^"
            )

        }
        let long = String(repeating: "/a", count: 100_000)
        #expect(throws: PatternError.self) { try builder.add(long, value: "long") }
        do { try builder.add(long, value: "long") } catch {
            #expect(error.message == "a pattern can be at most 65536 characters long")
        }
        #expect(try builder.build().routes.isEmpty)
    }

    final class Outcome: @unchecked Sendable {
        var text = "(not run)"
    }

    /// A route table loaded in the background runs on a secondary thread: 512 KiB of stack on Apple
    /// platforms. The longest pattern allowed (256 segments) must build and match there, also against a
    /// URL of 100,000 segments taken by a wildcard.
    @Test func theLongestPatternBuildsOnA512KiBStack() {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            defer { done.signal() }
            var options = RouteTableOptions()
            (options.intake.maxURLLength, options.intake.maxSegments, options.intake.maxQueryItems) = (1 << 20, 200_000, 512)
            var builder = RouteTableBuilder<String>(options: options)
            do {
                try builder.add(String(repeating: "/a", count: 255) + "/:last", value: "long")
                try builder.add(String(repeating: "/a", count: 256), value: "literal")
                try builder.add(String(repeating: "/a", count: 255) + "/*rest", value: "rest")
                let table = try builder.build()
                outcome.text =
                    [200, 256, 257].map { count in
                        render(table.match(String(repeating: "/a", count: count - 1) + "/b"))
                    }.joined(separator: " | ") + " | " + render(table.match(String(repeating: "/a", count: 256)))
                    + " | " + (table.match(String(repeating: "/a", count: 100_000)).map { "\($0.route.value) \($0.wildcard.count)" } ?? "-")
            } catch {
                outcome.text = "\(error)"
            }
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        #expect(outcome.text == #"- | long last=b | rest rest=a/b *=["a", "b"] | literal | rest 99745"#)
    }

    @Test func thereAreAtLeastSixtyCases() {
        #expect(Self.cases.count + Self.regexBlowUps.count + Self.knownBugs.count >= 60)
    }

    /// A refused or unmatched hostile URL never reaches a route; explain says why without crashing.
    @Test func explainSurvivesEveryCase() {
        for hostile in Self.cases where hostile.url.utf8.count <= 16_384 {
            let text = Self.table.explain(hostile.url)
            #expect(text.hasPrefix("url: "))
            #expect(text.contains("result: "), "\(hostile.name)")
        }
    }
}
