import Testing
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable

@Suite("URL intake")
struct IntakeTests {
    struct Parts: Equatable, CustomStringConvertible {
        var scheme: String?
        var host: String?
        var hostIsPath: Bool
        var segments: [String]
        var query: [String]
        var fragment: String?
        var fragmentSegments: [String]
        var fragmentQuery: [String]
        var description: String {
            "\(scheme ?? "nil") \(host ?? "nil") \(hostIsPath) \(segments) \(query) \(fragment ?? "nil") \(fragmentSegments) \(fragmentQuery)"
        }
    }

    static func parts(_ url: RouteURL) -> Parts {
        Parts(
            scheme: url.scheme, host: url.host, hostIsPath: url.hostIsPath, segments: url.pathSegments,
            query: url.queryItems.map(\.description), fragment: url.fragment,
            fragmentSegments: url.fragmentPathSegments, fragmentQuery: url.fragmentQueryItems.map(\.description))
    }

    static let cases: [(String, Parts)] = [
        (
            "shop://goods/7?tab=a&tab=b",
            Parts(
                scheme: "shop", host: "goods", hostIsPath: true, segments: ["goods", "7"], query: ["tab=a", "tab=b"], fragment: nil,
                fragmentSegments: [], fragmentQuery: [])
        ),
        (
            "SHOP://Goods/7",
            Parts(
                scheme: "shop", host: "goods", hostIsPath: true, segments: ["Goods", "7"], query: [], fragment: nil, fragmentSegments: [],
                fragmentQuery: [])
        ),
        (
            "https://user:pw@M.Example.com:8443/a/b/",
            Parts(
                scheme: "https", host: "m.example.com", hostIsPath: false, segments: ["a", "b"], query: [], fragment: nil,
                fragmentSegments: [], fragmentQuery: [])
        ),
        (
            "http://[::1]:8080/x",
            Parts(
                scheme: "http", host: "[::1]", hostIsPath: false, segments: ["x"], query: [], fragment: nil, fragmentSegments: [],
                fragmentQuery: [])
        ),
        (
            "/goods//7/",
            Parts(
                scheme: nil, host: nil, hostIsPath: false, segments: ["goods", "7"], query: [], fragment: nil, fragmentSegments: [],
                fragmentQuery: [])
        ),
        (
            "goods/7",
            Parts(
                scheme: nil, host: nil, hostIsPath: false, segments: ["goods", "7"], query: [], fragment: nil, fragmentSegments: [],
                fragmentQuery: [])
        ),
        (
            "shop:goods/7",
            Parts(
                scheme: "shop", host: nil, hostIsPath: false, segments: ["goods", "7"], query: [], fragment: nil, fragmentSegments: [],
                fragmentQuery: [])
        ),
        (
            "app://a/%E4%B8%AD%2Fx?q=%E6%96%87+a&flag&=v&&k=",
            Parts(
                scheme: "app", host: "a", hostIsPath: true, segments: ["a", "中/x"], query: ["q=文 a", "flag", "k="], fragment: nil,
                fragmentSegments: [], fragmentQuery: [])
        ),
        (
            "app://a/b#/view/42?x=1",
            Parts(
                scheme: "app", host: "a", hostIsPath: true, segments: ["a", "b"], query: [], fragment: "/view/42?x=1",
                fragmentSegments: ["view", "42"], fragmentQuery: ["x=1"])
        ),
        (
            "app://a#x=1&y=2",
            Parts(
                scheme: "app", host: "a", hostIsPath: true, segments: ["a"], query: [], fragment: "x=1&y=2", fragmentSegments: [],
                fragmentQuery: ["x=1", "y=2"])
        ),
        (
            "app://a#top",
            Parts(
                scheme: "app", host: "a", hostIsPath: true, segments: ["a"], query: [], fragment: "top", fragmentSegments: [],
                fragmentQuery: [])
        ),
        (
            "app://a/%zz%4/%",
            Parts(
                scheme: "app", host: "a", hostIsPath: true, segments: ["a", "%zz%4", "%"], query: [], fragment: nil, fragmentSegments: [],
                fragmentQuery: [])
        ),
        (
            "app://a/%FF",
            Parts(
                scheme: "app", host: "a", hostIsPath: true, segments: ["a", "\u{FFFD}"], query: [], fragment: nil, fragmentSegments: [],
                fragmentQuery: [])
        ),
        (
            "app://a/b c",
            Parts(
                scheme: "app", host: "a", hostIsPath: true, segments: ["a", "b c"], query: [], fragment: nil, fragmentSegments: [],
                fragmentQuery: [])
        ),
        (
            "app://a/?next=app://b/c?d=e",
            Parts(
                scheme: "app", host: "a", hostIsPath: true, segments: ["a"], query: ["next=app://b/c?d=e"], fragment: nil,
                fragmentSegments: [], fragmentQuery: [])
        ),
        (
            "http://localhost/x",
            Parts(
                scheme: "http", host: "localhost", hostIsPath: false, segments: ["x"], query: [], fragment: nil, fragmentSegments: [],
                fragmentQuery: [])
        ),
        // `localhost` in any case names a server; a name of the same length that is not it is a path segment.
        (
            "http://LocalHost/x",
            Parts(
                scheme: "http", host: "localhost", hostIsPath: false, segments: ["x"], query: [], fragment: nil, fragmentSegments: [],
                fragmentQuery: [])
        ),
        (
            "app://localhose/x",
            Parts(
                scheme: "app", host: "localhose", hostIsPath: true, segments: ["localhose", "x"], query: [], fragment: nil,
                fragmentSegments: [], fragmentQuery: [])
        ),
    ]

    @Test(arguments: cases)
    func parts(_ string: String, _ expected: Parts) throws {
        #expect(Self.parts(try RouteURL(string)) == expected)
    }

    static let refusals: [(String, String)] = [
        ("", "URL is empty"),
        ("app://a/b\u{0}c", "URL contains control character U+0000 at byte 9"),
        ("app://a/b\nc", "URL contains control character U+000A at byte 9"),
        ("app://a\u{7F}/b", "URL contains control character U+007F at byte 7"),
        ("app://a/b?x=\u{1}", "URL contains control character U+0001 at byte 12"),
        ("app://a/b%00", "URL contains an encoded NUL (%00) at byte 9"),
        ("app://a/b?x=%00", "URL contains an encoded NUL (%00) at byte 12"),
        ("app://a/../admin", "URL contains a dot segment ('.' or '..') at byte 8"),
        ("app://a/./b", "URL contains a dot segment ('.' or '..') at byte 8"),
        ("app://a/%2e%2E/admin", "URL contains a dot segment ('.' or '..') at byte 8"),
        ("app://a/.%2e", "URL contains a dot segment ('.' or '..') at byte 8"),
        ("app://a#/../x", "URL contains a dot segment ('.' or '..') at byte 9"),
        ("http://[::1/x", "URL has a malformed authority at byte 7: unterminated '['"),
        ("http://host:80a/x", "URL has a malformed authority at byte 14: port is not a number"),
    ]

    @Test(arguments: refusals)
    func refusal(_ string: String, _ message: String) {
        #expect(throws: URLIntakeError.self) { try RouteURL(string) }
        do { _ = try RouteURL(string) } catch { #expect(error.description == message) }
    }

    /// Each malformed authority is a reason of its own, with the offset of the byte at fault.
    @Test(arguments: [
        ("http://[::1/x", URLIntakeError.Reason.unterminatedBracket(offset: 7)),
        ("http://[::1]x/y", .characterAfterBracket(offset: 12)),
        ("http://host:80a/x", .portNotANumber(offset: 14)),
        ("https://evil.example\\@good.example/", .backslashInAuthority(offset: 20)),
    ])
    func aMalformedAuthorityNamesWhatIsWrong(_ string: String, _ reason: URLIntakeError.Reason) {
        #expect(throws: URLIntakeError(reason)) { try RouteURL(string) }
    }

    @Test func aDotHostIsRefusedOnlyWhenItIsAPathSegment() throws {
        #expect(try RouteURL("app://../x").host == "..")
        #expect(throws: URLIntakeError.dotSegment(offset: 6)) {
            try RouteURL("app://../x", options: IntakeOptions(hostAsPath: .always))
        }
    }

    @Test func dotsInsideSegmentsAreFine() throws {
        #expect(try RouteURL("app://a/.../b..c/.x").pathSegments == ["a", "...", "b..c", ".x"])
    }

    @Test func limits() throws {
        let huge = "app://a/" + String(repeating: "x", count: 1 << 20)
        #expect(throws: URLIntakeError.tooLong(length: huge.utf8.count, limit: 16_384)) { try RouteURL(huge) }
        let manySegments = "app://a" + String(repeating: "/s", count: 100_000)
        // Past the ceilings a table may set: the scanner's own limits, set on the intake options directly.
        var roomy = RouteTableOptions()
        roomy.intake.maxURLLength = 1 << 21
        #expect(throws: URLIntakeError.tooManySegments(limit: 256)) { try RouteURL(manySegments, options: roomy) }
        let manyItems = "app://a?" + String(repeating: "k=v&", count: 100_000)
        #expect(throws: URLIntakeError.tooManyQueryItems(limit: 512)) { try RouteURL(manyItems, options: roomy) }
        // Raised limits: still no crash, and a 100,000-segment URL matches a wildcard route.
        roomy.intake.maxSegments = 200_000
        roomy.intake.maxQueryItems = 200_000
        var builder = RouteTableBuilder<Int>(options: roomy)
        try builder.add("/a/*rest", value: 1)
        let table = try builder.build()
        let match = try #require(table.match(manySegments))
        #expect(match.wildcard.count == 100_000)
        #expect(table.match(manyItems)?.parameters.values("k").count == 100_000)
    }

    /// A limit set in code past its ceiling (4 times the default) is clamped to it, as a table file asking for
    /// more is refused: no setting switches a limit off.
    @Test func limitsSetInCodeAreClampedToTheirCeilings() {
        var options = RouteTableOptions()
        options.maxURLLength = Int.max
        options.maxSegments = 1 << 31
        options.maxQueryItems = 2_049
        #expect((options.maxURLLength, options.maxSegments, options.maxQueryItems) == (65_536, 1_024, 2_048))
        options.maxURLLength = 65_536
        options.maxSegments = 3
        #expect((options.maxURLLength, options.maxSegments) == (65_536, 3))
        let made = RouteTableOptions(maxURLLength: 1 << 40, maxSegments: 5_000, maxQueryItems: 1 << 20)
        #expect(made.intake == IntakeOptions(maxURLLength: 65_536, maxSegments: 1_024, maxQueryItems: 2_048))
        #expect(throws: URLIntakeError.tooLong(length: 65_537, limit: 65_536)) {
            try RouteURL("app://a/" + String(repeating: "x", count: 65_537 - 8), options: made)
        }
    }

    /// The table options' intake settings, set one by one, are the ones a URL is taken in with: by
    /// `RouteURL(_:options:)` and by a table built with them.
    @Test func theTableOptionsIntakeSettingsDecideHowAURLIsTakenIn() throws {
        var options = RouteTableOptions()
        options.decodePlus = false
        options.hostAsPath = .never
        options.maxURLLength = 30
        #expect(options.intake == IntakeOptions(hostAsPath: .never, decodePlus: false, maxURLLength: 30))
        let url = try RouteURL("shop://goods/7?q=a+b", options: options)
        #expect(url.host == "goods")
        #expect(url.pathSegments == ["7"])
        #expect(url.queryItems.first?.value == "a+b")
        #expect(throws: URLIntakeError.tooLong(length: 31, limit: 30)) {
            try RouteURL("shop://goods/7?q=" + String(repeating: "x", count: 14), options: options)
        }
        var builder = RouteTableBuilder<String>(options: options)
        try builder.add("/7", value: "seven")
        let table = try builder.build()
        #expect(table.match("shop://goods/7?q=a+b")?.parameters["q"] == "a+b")
        #expect(RouteTableOptions(maxSegments: 3, maxQueryItems: 4).intake == IntakeOptions(maxSegments: 3, maxQueryItems: 4))
    }

    @Test func lookupSaysWhyNothingMatched() throws {
        var options = RouteTableOptions()
        options.accept = [try LinkSource(parsing: "shop"), try LinkSource(parsing: "https://m.shop.example")]
        var builder = RouteTableBuilder<String>(options: options)
        try builder.add("/goods/:id", scheme: "shop", value: "goods.detail")
        builder.namespace("shop", fallbackToGlobal: true)
        try builder.add("/help", value: "help")
        let table = try builder.build()
        func failure(_ url: String) -> String {
            if case .failure(let failure) = table.lookup(url) { return failure.description }
            return "matched"
        }
        #expect(failure("shop://nowhere") == "no route matches /nowhere in namespaces shop and global")
        #expect(failure("evil://goods/1") == "origin evil://goods is not accepted")
        #expect(failure("evil:/goods/1") == "origin evil: is not accepted")
        #expect(failure("https://evil.example/goods/1") == "origin https://evil.example is not accepted")
        #expect(failure("https://m.shop.example/x") == "no route matches /x in namespace global")
        #expect(failure("shop://goods/%00") == "refused: URL contains an encoded NUL (%00) at byte 13")
        #expect(failure("shop://help") == "matched")
        #expect(failure("/goods/1") == "no route matches /goods/1 in namespace global")
        // Schemes and plain ASCII hosts are compared in place, case-insensitively; escaped hosts decoded first.
        #expect(failure("SHOP://help") == "matched")
        #expect(failure("shop:/help") == "matched")
        #expect(failure("HTTPS://M.Shop.Example/x") == "no route matches /x in namespace global")
        #expect(failure("https://m.shop.%65xample/x") == "no route matches /x in namespace global")
        #expect(failure("https://m.shop.exampl/x") == "origin https://m.shop.exampl is not accepted")
        #expect(failure("https://m.shop.example.evil/x") == "origin https://m.shop.example.evil is not accepted")
        #expect(failure("https://m.shop.exampla/x") == "origin https://m.shop.exampla is not accepted")
        #expect(failure("https:/x") == "origin https: is not accepted")
        #expect(failure("shopping://help") == "origin shopping://help is not accepted")
        // `lookup(string)` scans once; it answers exactly as taking the URL in and looking it up does.
        for string in [
            "shop://nowhere", "evil://goods/1", "evil:/goods/1", "https://evil.example/goods/1", "https://m.shop.example/x",
            "shop://goods/%00", "shop://help", "/goods/1", "shop://goods/7?tab=a#top", "",
        ] {
            let viaURL: Result<RouteMatch<String>, MatchError>
            do { viaURL = table.lookup(try table.scan(string)) } catch { viaURL = .failure(.refused(error)) }
            switch (table.lookup(string), viaURL) {
            case (.success(let direct), .success(let parsed)):
                #expect(
                    direct.value == parsed.value && direct.url == parsed.url && direct.parameters.all == parsed.parameters.all, "\(string)")
            case (.failure(let direct), .failure(let parsed)):
                #expect(direct == parsed, "\(string)")
            default:
                Issue.record("lookup(\(string.debugDescription)) and lookup(url) disagree")
            }
        }
    }

    // The path and query scans skip eight bytes at a time; a stop byte must be found at every offset of a
    // word, and the segments the scan records must be the ones the URL's accessors find.

    @Test("a control byte is refused at its exact offset, wherever it falls in a word", arguments: [UInt8(0x01), 0x09, 0x1F, 0x7F])
    func controlByteAtEveryOffset(_ byte: UInt8) throws {
        for inQuery in [false, true] {
            let prefix = inQuery ? "app://h/p?k=" : "app://h/"
            for offset in 0..<24 {
                var bytes = Array((prefix + String(repeating: "abcdefgh", count: 4)).utf8)
                let at = prefix.utf8.count + offset
                bytes[at] = byte
                let string = String(decoding: bytes, as: UTF8.self)
                #expect(throws: URLIntakeError.controlCharacter(byte, offset: at)) { try RouteURL(string) }
            }
        }
    }

    @Test("segments, query items and %00 are found at every offset of a word")
    func separatorsAtEveryOffset() throws {
        let filler = Array("abcdefghijklmnopqrstuvwx".utf8)
        for offset in 1..<filler.count {
            var path = filler
            path[offset] = UInt8(ascii: "/")
            let url = try RouteURL("app://h/" + String(decoding: path, as: UTF8.self) + "?q=1")
            let text = String(decoding: filler, as: UTF8.self)
            let head = String(text.prefix(offset))
            let tail = String(text.dropFirst(offset + 1))
            #expect(url.pathSegments == ["h", head] + (tail.isEmpty ? [] : [tail]))
            #expect(url.queryItems.map(\.description) == ["q=1"])

            var query = filler
            query[offset] = UInt8(ascii: "&")
            let withItems = try RouteURL("app://h/p?" + String(decoding: query, as: UTF8.self))
            #expect(withItems.queryItems.count == (offset + 1 < filler.count ? 2 : 1))

            var hashed = filler
            hashed[offset] = UInt8(ascii: "#")
            let withFragment = try RouteURL("app://h/" + String(decoding: hashed, as: UTF8.self))
            #expect(withFragment.pathSegments == ["h", head])
            #expect(withFragment.fragment == tail)

            let nul = "app://h/" + head + "%00" + tail
            #expect(throws: URLIntakeError.encodedNUL(offset: "app://h/".utf8.count + offset)) { try RouteURL(nul) }
        }
    }

    @Test("the segments a scan records are the URL's segments")
    func recordedSegments() throws {
        let strings = [
            "app://h/abcdefghij/k//lmnopqrstu/?x=1", "/a/b/c/d/e/f/g/h/i/j/k/l#/m/nopqrstuvw/x?y", "s:abcdefgh/ijklmnop/",
            "app://h/%61bcdefgh/x%2Fyzzzzzzz#/fragment-path/twelve-bytes", "app://h", "/", "app://h/a?b/c/d",
        ]
        for string in strings {
            let url = try RouteURL(string)
            var bytes = Array(string.utf8)
            let recorded: [String] = bytes.withUnsafeMutableBufferPointer { buffer in
                let bytes = UnsafeBufferPointer(buffer)
                return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 64) { storage in
                    var ranges = SegmentRanges(base: storage.baseAddress, capacity: 32)
                    var layout = URLLayout()
                    guard URLLayout.scan(bytes, options: IntakeOptions(), ranges: &ranges, into: &layout) == nil else { return ["refused"] }
                    return (0..<ranges.count).map { k in
                        PercentDecoding.string(
                            UnsafeBufferPointer(rebasing: bytes[Int(storage[2 * k])..<Int(storage[2 * k + 1])]), plus: false)
                    }
                }
            }
            let expected = Array(url.pathSegments.dropFirst(url.hostIsPath ? 1 : 0)) + url.fragmentPathSegments
            #expect(recorded == expected, "\(string)")
        }
    }
}
