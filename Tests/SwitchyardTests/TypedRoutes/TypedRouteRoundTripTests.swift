import Testing
@testable import Switchyard
import SwitchyardMatching
import SwitchyardTestSupport

// MARK: - Round trip

private struct GoodsRoute: Codable, Equatable, Sendable {
    static let pattern = "/goods/<int:id>(/reviews/<int:page>)"
    var id: Int
    var page: Int?
    var title: String
    var gift: Bool
    var price: Double
    var tab: Tab
    var sizes: [Int]
    var note: String?
}

private struct SearchRoute: Codable, Equatable, Sendable {
    static let pattern = "/search/:category/<float:min>"
    var category: String
    var min: Double
    var q: String
    var exact: Bool?
    var limit: UInt8
    var ratio: Float
    var tags: [Int]?
}

private struct FilesRoute: Codable, Equatable, Sendable {
    static let pattern = "/:owner/files/*path"
    var owner: String
    var path: String
    var level: Level
    var hidden: Bool
    var sku: SKU?
}

private struct HashRoute: Codable, Equatable, Sendable {
    static let pattern = "/app#/item-<int:id>/:slug"
    var id: Int
    var slug: String
    var ref: String?
    var mode: Mode
}

private struct Generator {
    var rng: SplitMix64

    static let alphabet: [String] = [
        "a", "z", "Q", "0", "9", "-", "_", "~", ".", " ", "/", "%", "+", "&", "=", "#", "?", ",", ";", ":", "@", "'",
        "\"", "\\", "[", "]", "!", "*", "(", ")", "\t", "é", "e\u{301}", "ß", "搜", "😀", "%41", "%zz", "a+b",
    ]

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func bool() -> Bool { Bool.random(using: &rng) }

    mutating func string(minLength: Int = 0, excluding: Set<String> = []) -> String {
        let pieces = Self.alphabet.filter { !excluding.contains($0) }
        var text = ""
        for _ in 0..<int(minLength...8) { text += pieces[int(0...(pieces.count - 1))] }
        return text
    }

    /// A value that can be one path segment: not empty, not `.` or `..`.
    mutating func segment(excluding: Set<String> = []) -> String {
        while true {
            let text = string(minLength: 1, excluding: excluding)
            if text != ".", text != ".." { return text }
        }
    }

    mutating func anyInt() -> Int {
        switch int(0...3) {
        case 0: return int(-9...99)
        case 1: return [Int.min, Int.max, 0, -1][int(0...3)]
        default: return Int(truncatingIfNeeded: rng.next())
        }
    }

    mutating func double() -> Double {
        switch int(0...3) {
        case 0: return Double(int(-1000...1000)) / 8
        case 1: return [0.1, -0.0, 1e16, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, -1e-300][int(0...5)]
        default:
            while true {
                let value = Double(bitPattern: rng.next())
                if value.isFinite { return value }
            }
        }
    }

    mutating func float() -> Float {
        while true {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()))
            if value.isFinite { return value }
        }
    }

    mutating func goods() -> GoodsRoute {
        GoodsRoute(
            id: anyInt(), page: bool() ? anyInt() : nil, title: string(), gift: bool(), price: double(),
            tab: bool() ? .a : .b, sizes: (0..<int(0...4)).map { _ in anyInt() }, note: bool() ? string() : nil)
    }

    mutating func search() -> SearchRoute {
        SearchRoute(
            category: segment(), min: double(), q: string(), exact: [nil, true, false][int(0...2)],
            limit: UInt8(truncatingIfNeeded: rng.next()), ratio: float(), tags: bool() ? (0..<int(0...3)).map { _ in int(-5...5) } : nil)
    }

    mutating func files() -> FilesRoute {
        var owner = segment()
        while ["goods", "search", "app"].contains(owner) { owner = segment() }
        let path = (0..<int(1...3)).map { _ in segment(excluding: ["/"]) }.joined(separator: "/")
        return FilesRoute(
            owner: owner, path: path, level: bool() ? .low : .high, hidden: bool(),
            sku: bool() ? SKU(fourDigits(int(0...9999))) : nil)
    }

    mutating func hash() -> HashRoute {
        HashRoute(id: anyInt(), slug: segment(), ref: bool() ? string() : nil, mode: bool() ? .fast : .slow)
    }
}

/// `number` as four digits, zero-padded.
private func fourDigits(_ number: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

@Suite("Typed routes: round trip")
struct TypedRouteRoundTripTests {
    static let origins: [(scheme: String?, host: String?)] = [(nil, nil), ("shop", nil), ("https", "m.shop.example")]

    func roundTrip<T: Codable & Equatable>(
        _ value: T, pattern: String, routeValue: Int, table: RouteTable<Int>, origin: (scheme: String?, host: String?)
    ) throws {
        let parameters = try RouteParameterEncoder().encode(value)
        let url = try RoutePattern(pattern).url(filling: parameters, scheme: origin.scheme, host: origin.host)
        let match = try #require(table.match(url), "\(url) does not match")
        #expect(match.route.value == routeValue, "\(url) matched \(match.route.pattern)")
        let decoded = try match.parameters.decode(T.self)
        #expect(decoded == value, "\(url)")
    }

    @Test func printedURLsDecodeBackEqual() throws {
        var builder = RouteTableBuilder<Int>()
        try builder.add(GoodsRoute.pattern, value: 1)
        try builder.add(SearchRoute.pattern, value: 2)
        try builder.add(FilesRoute.pattern, value: 3)
        try builder.add(HashRoute.pattern, value: 4)
        let table = try builder.build()
        var generator = Generator(rng: SplitMix64(seed: 0x5EED_7E57))
        for round in 0..<300 {
            let origin = Self.origins[round % Self.origins.count]
            try roundTrip(generator.goods(), pattern: GoodsRoute.pattern, routeValue: 1, table: table, origin: origin)
            try roundTrip(generator.search(), pattern: SearchRoute.pattern, routeValue: 2, table: table, origin: origin)
            try roundTrip(generator.files(), pattern: FilesRoute.pattern, routeValue: 3, table: table, origin: origin)
            try roundTrip(generator.hash(), pattern: HashRoute.pattern, routeValue: 4, table: table, origin: origin)
        }
    }

    @Test func decodePlusOffStillRoundTrips() throws {
        var options = RouteTableOptions()
        options.intake.decodePlus = false
        var builder = RouteTableBuilder<Int>(options: options)
        try builder.add(GoodsRoute.pattern, value: 1)
        let table = try builder.build()
        var generator = Generator(rng: SplitMix64(seed: 42))
        for round in 0..<50 {
            try roundTrip(generator.goods(), pattern: GoodsRoute.pattern, routeValue: 1, table: table, origin: Self.origins[round % 3])
        }
    }
}
