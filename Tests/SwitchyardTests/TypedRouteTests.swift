import Testing
@testable import Switchyard
@testable import SwitchyardMatching
import SwitchyardTestSupport

// MARK: - Sample types

private enum Tab: String, Codable, CaseIterable, Sendable { case a, b }
private enum Level: Int, Codable, CaseIterable, Sendable { case low = 1, high = 2 }
private enum Mode: String, Codable, Sendable { case fast, slow }

/// A custom scalar: four ASCII letters or digits.
private struct SKU: Codable, Hashable, Sendable, LosslessStringConvertible {
    var code: String
    init?(_ description: String) {
        guard description.count == 4, description.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        code = description
    }
    var description: String { code }
}

/// A custom single-value type that is not `LosslessStringConvertible`.
private struct Slug: Codable, Hashable, Sendable {
    var text: String
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard !text.isEmpty, text.allSatisfy({ $0.isLowercase || $0 == "-" }) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a slug")
        }
        self.text = text
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

private struct Picky: Decodable, Sendable {
    struct Refusal: Error, CustomStringConvertible { var description: String { "no thanks" } }
    init(from decoder: any Decoder) throws { throw Refusal() }
}

/// A struct that validates a field in its own `init(from:)`.
private struct Paged: Decodable, Sendable {
    enum CodingKeys: String, CodingKey { case page }
    var page: Int
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decode(Int.self, forKey: .page)
        guard page > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .page, in: container, debugDescription: "page must be positive")
        }
    }
}

private struct One<T: Codable & Sendable>: Codable, Sendable {
    var v: T
}

private struct Scalars: Codable, Equatable, Sendable {
    var s: String
    var i: Int, i8: Int8, i16: Int16, i32: Int32, i64: Int64
    var u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64
    var d: Double, f: Float
    var b: Bool
    var tab: Tab, level: Level, sku: SKU
    var note: String?
    var ids: [Int]
    var tags: Set<String>
}

private struct Filter: Codable, Sendable { var min: Int }
private struct WithNested: Codable, Sendable { var id: Int; var filter: Filter }
private struct WithDictionary: Codable, Sendable { var id: Int; var extra: [String: Int] }
private struct WithGrid: Codable, Sendable { var grid: [[Int]] }
private enum Shape: Codable, Sendable { case circle(radius: Int) }
private struct WithShape: Codable, Sendable { var shape: Shape }
private struct WithOptionalList: Codable, Sendable { var ids: [Int?] }

private func show<T: Codable & Sendable>(_: T.Type, _ value: ParameterValue?) -> String {
    let parameters: [String: ParameterValue] = value.map { ["v": $0] } ?? [:]
    do {
        return "\(try RouteParameterDecoder().decode(One<T>.self, from: parameters).v)"
    } catch {
        return "error: \(error)"
    }
}

private func showDecoded(_ type: String, _ value: ParameterValue?) -> String {
    switch type {
    case "String": return show(String.self, value)
    case "Bool": return show(Bool.self, value)
    case "Int": return show(Int.self, value)
    case "Int8": return show(Int8.self, value)
    case "Int16": return show(Int16.self, value)
    case "Int32": return show(Int32.self, value)
    case "Int64": return show(Int64.self, value)
    case "UInt": return show(UInt.self, value)
    case "UInt8": return show(UInt8.self, value)
    case "UInt16": return show(UInt16.self, value)
    case "UInt32": return show(UInt32.self, value)
    case "UInt64": return show(UInt64.self, value)
    case "Double": return show(Double.self, value)
    case "Float": return show(Float.self, value)
    case "Tab": return show(Tab.self, value)
    case "Level": return show(Level.self, value)
    case "Mode": return show(Mode.self, value)
    case "SKU": return show(SKU.self, value)
    case "Slug": return show(Slug.self, value)
    case "Int?": return show(Int?.self, value)
    case "[Int]": return show([Int].self, value)
    case "[Int]?": return show([Int]?.self, value)
    case "[String]": return show([String].self, value)
    case "[Bool]": return show([Bool].self, value)
    case "[Tab]":
        let text = show([Tab].self, value)
        if text.hasPrefix("error") { return text }
        let tabs = (try? RouteParameterDecoder().decode(One<[Tab]>.self, from: value.map { ["v": $0] } ?? [:]).v) ?? []
        return "\(tabs.map(\.rawValue))"
    case "[Double]": return show([Double].self, value)
    case "[SKU]": return show([SKU].self, value)
    case "[Int?]": return show([Int?].self, value)
    case "Set<Int>":
        let text = show(Set<Int>.self, value)
        if text.hasPrefix("error") { return text }
        return "\((try? RouteParameterDecoder().decode(One<Set<Int>>.self, from: value.map { ["v": $0] } ?? [:]).v.sorted()) ?? [])"
    default: return "unknown type \(type)"
    }
}

// MARK: - Decoder

@Suite("Typed routes: decoding")
struct TypedRouteDecodingTests {
    @Test(arguments: [
        // Text
        ("String", .string("a b/c"), "a b/c"),
        ("String", .string(""), ""),
        ("String", .list(["first", "second"]), "first"),
        // Integers
        ("Int", .string("42"), "42"),
        ("Int", .string("+7"), "7"),
        ("Int", .string("-7"), "-7"),
        ("Int", .string("007"), "7"),
        ("Int", .string("9223372036854775807"), "9223372036854775807"),
        ("Int", .string("-9223372036854775808"), "-9223372036854775808"),
        ("Int", .string("9223372036854775808"),
         "error: parameter \"v\" is \"9223372036854775808\", which is out of range for Int (-9223372036854775808...9223372036854775807)"),
        ("Int", .string("abc"), "error: parameter \"v\" is \"abc\", which is not an integer"),
        ("Int", .string(""), "error: parameter \"v\" is \"\", which is not an integer"),
        ("Int", .string(" 1"), "error: parameter \"v\" is \" 1\", which is not an integer"),
        ("Int", .string("1.0"), "error: parameter \"v\" is \"1.0\", which is not an integer"),
        ("Int", .string("-"), "error: parameter \"v\" is \"-\", which is not an integer"),
        ("Int", .string("٣"), "error: parameter \"v\" is \"٣\", which is not an integer"),
        ("Int", .list(["5", "x"]), "5"),
        ("Int", .list([]), "error: missing parameter \"v\""),
        ("Int", nil, "error: missing parameter \"v\""),
        ("Int8", .string("-128"), "-128"),
        ("Int8", .string("128"), "error: parameter \"v\" is \"128\", which is out of range for Int8 (-128...127)"),
        ("Int16", .string("-32769"), "error: parameter \"v\" is \"-32769\", which is out of range for Int16 (-32768...32767)"),
        ("Int32", .string("2147483647"), "2147483647"),
        ("Int64", .string("-9223372036854775809"),
         "error: parameter \"v\" is \"-9223372036854775809\", which is out of range for Int64 (-9223372036854775808...9223372036854775807)"),
        ("UInt", .string("18446744073709551615"), "18446744073709551615"),
        ("UInt8", .string("255"), "255"),
        ("UInt8", .string("256"), "error: parameter \"v\" is \"256\", which is out of range for UInt8 (0...255)"),
        ("UInt8", .string("-1"), "error: parameter \"v\" is \"-1\", which is out of range for UInt8 (0...255)"),
        ("UInt8", .string("-0"), "0"),
        ("UInt16", .string("65535"), "65535"),
        ("UInt32", .string("4294967296"), "error: parameter \"v\" is \"4294967296\", which is out of range for UInt32 (0...4294967295)"),
        ("UInt64", .string("18446744073709551616"),
         "error: parameter \"v\" is \"18446744073709551616\", which is out of range for UInt64 (0...18446744073709551615)"),
        // Floating point
        ("Double", .string("3"), "3.0"),
        ("Double", .string("-0.5"), "-0.5"),
        ("Double", .string("+.5"), "0.5"),
        ("Double", .string("1e3"), "1000.0"),
        ("Double", .string("2.5E-3"), "0.0025"),
        ("Double", .string("1e999"), "error: parameter \"v\" is \"1e999\", which is not a finite number"),
        ("Double", .string("-1e999"), "error: parameter \"v\" is \"-1e999\", which is not a finite number"),
        ("Double", .string("inf"), "error: parameter \"v\" is \"inf\", which is not a finite number"),
        ("Double", .string("-Infinity"), "error: parameter \"v\" is \"-Infinity\", which is not a finite number"),
        ("Double", .string("NaN"), "error: parameter \"v\" is \"NaN\", which is not a finite number"),
        ("Double", .string("abc"), "error: parameter \"v\" is \"abc\", which is not a number"),
        ("Double", .string("1e"), "error: parameter \"v\" is \"1e\", which is not a number"),
        ("Double", .string("0x10"), "error: parameter \"v\" is \"0x10\", which is not a number"),
        ("Double", .string("1,5"), "error: parameter \"v\" is \"1,5\", which is not a number"),
        ("Double", .string(""), "error: parameter \"v\" is \"\", which is not a number"),
        ("Float", .string("0.1"), "0.1"),
        ("Float", .string("1e39"), "error: parameter \"v\" is \"1e39\", which is not a finite number"),
        // Bool
        ("Bool", .string("true"), "true"),
        ("Bool", .string("TRUE"), "true"),
        ("Bool", .string("Yes"), "true"),
        ("Bool", .string("1"), "true"),
        ("Bool", .string(""), "true"),
        ("Bool", .string("false"), "false"),
        ("Bool", .string("NO"), "false"),
        ("Bool", .string("0"), "false"),
        ("Bool", .string("maybe"), "error: parameter \"v\" is \"maybe\", which is not a boolean (true, false, yes, no, 1, 0)"),
        ("Bool", .string("2"), "error: parameter \"v\" is \"2\", which is not a boolean (true, false, yes, no, 1, 0)"),
        // Enums and custom types
        ("Tab", .string("b"), "b"),
        ("Tab", .string("x"), "error: parameter \"v\" is \"x\", which is not one of: a, b"),
        ("Tab", .string("A"), "error: parameter \"v\" is \"A\", which is not one of: a, b"),
        ("Level", .string("2"), "high"),
        ("Level", .string("3"), "error: parameter \"v\" is \"3\", which is not one of: 1, 2"),
        ("Level", .string("abc"), "error: parameter \"v\" is \"abc\", which is not one of: 1, 2"),
        ("Mode", .string("fast"), "fast"),
        ("Mode", .string("x"), "error: parameter \"v\" is \"x\", which is not a valid Mode"),
        ("SKU", .string("AB12"), "AB12"),
        ("SKU", .string("AB-12"), "error: parameter \"v\" is \"AB-12\", which is not a valid SKU"),
        ("Slug", .string("red-shoes"), "Slug(text: \"red-shoes\")"),
        ("Slug", .string("Red"), "error: parameter \"v\" is \"Red\", which is not a valid Slug"),
        // Optionals
        ("Int?", nil, "nil"),
        ("Int?", .string("5"), "Optional(5)"),
        ("Int?", .string(""), "error: parameter \"v\" is \"\", which is not an integer"),
        ("[Int]?", nil, "nil"),
        ("[Int]?", .string("1,2"), "Optional([1, 2])"),
        // Lists
        ("[Int]", .list(["1", "2"]), "[1, 2]"),
        ("[Int]", .string("1,2,3"), "[1, 2, 3]"),
        ("[Int]", .string("7"), "[7]"),
        ("[Int]", .string(""), "[]"),
        ("[Int]", .list([]), "[]"),
        ("[Int]", .string("1,x"), "error: parameter \"v[1]\" is \"x\", which is not an integer"),
        ("[Int]", .list(["1", "2", "300000000000000000000"]),
         "error: parameter \"v[2]\" is \"300000000000000000000\", which is out of range for Int (-9223372036854775808...9223372036854775807)"),
        ("[Int]", .string("1,,2"), "error: parameter \"v[1]\" is \"\", which is not an integer"),
        ("[Int]", nil, "error: missing parameter \"v\""),
        ("[String]", .string("a,,b"), "[\"a\", \"\", \"b\"]"),
        ("[String]", .list(["a,b", "c"]), "[\"a,b\", \"c\"]"),
        ("[Bool]", .string("yes,0,"), "[true, false, true]"),
        ("[Tab]", .string("a,b,a"), "[\"a\", \"b\", \"a\"]"),
        ("[Tab]", .list(["a", "c"]), "error: parameter \"v[1]\" is \"c\", which is not one of: a, b"),
        ("[Double]", .string("1.5,-2"), "[1.5, -2.0]"),
        ("[Double]", .string("1.5,inf"), "error: parameter \"v[1]\" is \"inf\", which is not a finite number"),
        ("[SKU]", .string("AB12,CD34"), "[AB12, CD34]"),
        ("[Int?]", .string("1,2"), "[Optional(1), Optional(2)]"),
        ("Set<Int>", .string("3,1,3"), "[1, 3]"),
    ] as [(String, ParameterValue?, String)])
    func field(_ type: String, _ value: ParameterValue?, _ expected: String) {
        #expect(showDecoded(type, value) == expected)
    }

    @Test func everyScalarField() throws {
        let parameters: [String: ParameterValue] = [
            "s": .string("x y"), "i": .string("-1"), "i8": .string("-8"), "i16": .string("16"), "i32": .string("32"),
            "i64": .string("-64"), "u": .string("1"), "u8": .string("8"), "u16": .string("16"), "u32": .string("32"),
            "u64": .string("64"), "d": .string("0.25"), "f": .string("1.5"), "b": .string("yes"),
            "tab": .string("b"), "level": .string("1"), "sku": .string("ZZ99"), "ids": .list(["3", "4"]),
            "tags": .string("p,q,p"), "ignored": .string("extra parameters are fine"),
        ]
        let decoded = try RouteParameterDecoder().decode(Scalars.self, from: parameters)
        let expected = Scalars(
            s: "x y", i: -1, i8: -8, i16: 16, i32: 32, i64: -64, u: 1, u8: 8, u16: 16, u32: 32, u64: 64,
            d: 0.25, f: 1.5, b: true, tab: .b, level: .low, sku: try #require(SKU("ZZ99")), note: nil,
            ids: [3, 4], tags: ["p", "q"])
        #expect(decoded == expected)
    }

    @Test(arguments: [
        ("nested struct", "parameter \"filter\" is a nested value; only scalars and lists are supported"),
        ("dictionary", "parameter \"extra\" is a nested value; only scalars and lists are supported"),
        ("array of arrays", "parameter \"grid[0]\" is a nested value; only scalars and lists are supported"),
        ("enum with payload", "parameter \"shape\" is a nested value; only scalars and lists are supported"),
        ("top-level Int", "Int cannot be decoded from route parameters: only a type with named fields can"),
        ("top-level array", "Array<Int> cannot be decoded from route parameters: only a type with named fields can"),
        ("own init(from:) refuses", "parameter \"page\" rejected: page must be positive"),
        ("field type throws its own error", "parameter \"v\" rejected: no thanks"),
    ])
    func refused(_ what: String, _ expected: String) {
        let parameters: [String: ParameterValue] = [
            "id": .string("1"), "filter": .string("x"), "extra": .string("x"), "grid": .string("1,2"),
            "shape": .string("circle"), "page": .string("0"), "v": .string("x"),
        ]
        let decoder = RouteParameterDecoder()
        var message = "no error"
        do {
            switch what {
            case "nested struct": _ = try decoder.decode(WithNested.self, from: parameters)
            case "dictionary": _ = try decoder.decode(WithDictionary.self, from: parameters)
            case "array of arrays": _ = try decoder.decode(WithGrid.self, from: parameters)
            case "enum with payload": _ = try decoder.decode(WithShape.self, from: parameters)
            case "top-level Int": _ = try decoder.decode(Int.self, from: parameters)
            case "top-level array": _ = try decoder.decode([Int].self, from: parameters)
            case "own init(from:) refuses": _ = try decoder.decode(Paged.self, from: parameters)
            default: _ = try decoder.decode(OnePicky.self, from: parameters)
            }
        } catch {
            message = error.description
        }
        #expect(message == expected)
    }

    private struct OnePicky: Decodable { var v: Picky }

    @Test func errorFields() {
        #expect(throws: ParameterDecodingError(parameter: "v", reason: .notAnInteger("abc"))) {
            try RouteParameterDecoder().decode(One<Int>.self, from: ["v": .string("abc")])
        }
        #expect(throws: ParameterDecodingError(parameter: "v", reason: .missing)) {
            try RouteParameterDecoder().decode(One<Int>.self, from: ["w": .string("1")])
        }
        do {
            _ = try RouteParameterDecoder().decode(Set<Int>.self, from: [:])
            Issue.record("expected an error")
        } catch {
            #expect(error.parameter == nil)
            #expect(error.reason == .notKeyed(type: "Set<Int>"))
        }
        do {
            _ = try RouteParameterDecoder().decode(One<[Int]>.self, from: ["v": .string("1,x")])
            Issue.record("expected an error")
        } catch {
            #expect(error == ParameterDecodingError(parameter: "v", index: 1, reason: .notAnInteger("x")))
        }
        do {
            _ = try RouteParameterDecoder().decode(One<Tab>.self, from: ["v": .string("c")])
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .notOneOf("c", cases: ["a", "b"]))
        }
    }

    /// A named wildcard reads as one string, its segments joined by `/`; a query list stays a list.
    @Test func wildcardAndListsFromAMatch() throws {
        struct Files: Decodable, Equatable { var rest: String; var tag: [String]; var n: [Int] }
        var builder = RouteTableBuilder<Int>()
        try builder.add("/files/*rest", value: 1)
        let table = try builder.build()
        let match = try #require(table.match("/files/a/b%2Fc/d?tag=x,y&n=1&n=2"))
        #expect(try match.parameters.decode(Files.self) == Files(rest: "a/b/c/d", tag: ["x", "y"], n: [1, 2]))
    }

    /// A dictionary at the top level is a keyed container too: every parameter, each converted.
    @Test func topLevelDictionary() throws {
        let decoder = RouteParameterDecoder()
        #expect(try decoder.decode([String: Int].self, from: ["a": .string("1"), "b": .list(["2", "3"])]) == ["a": 1, "b": 2])
        #expect(try decoder.decode([String: [Int]].self, from: ["b": .list(["2", "3"])]) == ["b": [2, 3]])
        #expect(throws: ParameterDecodingError(parameter: "a", reason: .notAnInteger("x"))) {
            try decoder.decode([String: Int].self, from: ["a": .string("x")])
        }
    }

    /// Decoding a match's parameters, and the typed accessors, on a real table.
    @Test func fromAMatch() throws {
        struct Goods: Decodable, Equatable {
            var id: Int
            var tab: [Tab]
            var animated: Bool
            var share: Bool?
            var q: String
        }
        var builder = RouteTableBuilder<Int>()
        try builder.add("/goods/<int:id>", value: 1)
        let table = try builder.build()
        let match = try #require(table.match("shop://goods/7?tab=a&tab=b&animated&q=a+b%2Bc&id=9&size=38,39&price=9.5"))
        #expect(try match.parameters.decode(Goods.self) == Goods(id: 7, tab: [.a, .b], animated: true, share: nil, q: "a b+c"))
        #expect(try match.parameters.value("id", as: Int.self) == 7)
        #expect(try match.parameters.value("price", as: Double.self) == 9.5)
        #expect(try match.parameters.value("tab", as: String.self) == "a")
        #expect(try match.parameters.bool("animated"))
        #expect(try match.parameters.list("tab", as: String.self) == ["a", "b"])
        #expect(try match.parameters.list("size", as: Int.self) == [38, 39])
        #expect(try match.parameters.list("id", as: UInt8.self) == [7])
        #expect(try match.parameters.value("id", as: Character.self) == "7")

        let failures: [(String, () throws -> Void)] = [
            ("missing parameter \"page\"", { _ = try match.parameters.value("page", as: Int.self) }),
            ("parameter \"q\" is \"a b+c\", which is not an integer", { _ = try match.parameters.value("q", as: Int.self) }),
            ("parameter \"q\" is \"a b+c\", which is not a valid SKU", { _ = try match.parameters.value("q", as: SKU.self) }),
            ("parameter \"q\" is \"a b+c\", which is not a boolean (true, false, yes, no, 1, 0)", { _ = try match.parameters.bool("q") }),
            ("missing parameter \"zoom\"", { _ = try match.parameters.bool("zoom") }),
            ("parameter \"tab[0]\" is \"a\", which is not an integer", { _ = try match.parameters.list("tab", as: Int.self) }),
            ("parameter \"price[0]\" is \"9.5\", which is not an integer", { _ = try match.parameters.list("price", as: Int.self) }),
            ("missing parameter \"color\"", { _ = try match.parameters.list("color", as: String.self) }),
            ("parameter \"q\" is \"a b+c\", which is not a valid Character", { _ = try match.parameters.value("q", as: Character.self) }),
            ("parameter \"tab\" is \"a\", which is not a valid SKU", { _ = try match.parameters.value("tab", as: SKU.self) }),
        ]
        for (expected, body) in failures {
            var message = "no error"
            do { try body() } catch { message = "\(error)" }
            #expect(message == expected)
        }
    }
}

// MARK: - Encoder

@Suite("Typed routes: encoding")
struct TypedRouteEncodingTests {
    @Test func everyScalarField() throws {
        let value = Scalars(
            s: "x y", i: -1, i8: -8, i16: 16, i32: 32, i64: -64, u: 1, u8: 8, u16: 16, u32: 32, u64: UInt64.max,
            d: 0.1, f: 0.1, b: false, tab: .b, level: .high, sku: try #require(SKU("ZZ99")), note: nil,
            ids: [3], tags: ["q", "p", "r"])
        let encoded = try RouteParameterEncoder().encode(value)
        #expect(encoded == [
            "s": .string("x y"), "i": .string("-1"), "i8": .string("-8"), "i16": .string("16"), "i32": .string("32"),
            "i64": .string("-64"), "u": .string("1"), "u8": .string("8"), "u16": .string("16"), "u32": .string("32"),
            "u64": .string("18446744073709551615"), "d": .string("0.1"), "f": .string("0.1"), "b": .string("false"),
            "tab": .string("b"), "level": .string("2"), "sku": .string("ZZ99"),
            "ids": .list(["3"]), "tags": .list(["p", "q", "r"]),
        ])
        #expect(try RouteParameterDecoder().decode(Scalars.self, from: encoded) == value)
    }

    @Test(arguments: [
        (1e16, "1e+16"), (-0.0, "-0.0"), (Double.leastNonzeroMagnitude, "5e-324"), (0.1 + 0.2, "0.30000000000000004"),
        (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"), (100, "100.0"),
    ])
    func doublesPrintExactly(_ value: Double, _ text: String) throws {
        let encoded = try RouteParameterEncoder().encode(One(v: value))
        #expect(encoded == ["v": .string(text)])
        let decoded = try RouteParameterDecoder().decode(One<Double>.self, from: encoded).v
        #expect(decoded.bitPattern == value.bitPattern)
    }

    @Test func optionalsAndLists() throws {
        struct Sample: Codable, Equatable {
            var page: Int?
            var q: String?
            var empty: [Int]
            var maybe: [Int]?
            var slugs: [Slug]
        }
        let value = Sample(page: nil, q: "", empty: [], maybe: [1, 2], slugs: [])
        let encoded = try RouteParameterEncoder().encode(value)
        #expect(encoded == ["q": .string(""), "empty": .list([]), "maybe": .list(["1", "2"]), "slugs": .list([])])
        #expect(try RouteParameterDecoder().decode(Sample.self, from: encoded) == value)
    }

    @Test(arguments: [
        ("infinity", "parameter \"v\" is inf, which is not a finite number"),
        ("nan", "parameter \"v\" is nan, which is not a finite number"),
        ("float in list", "parameter \"v[1]\" is -inf, which is not a finite number"),
        ("nested struct", "parameter \"filter\" is a nested value; only scalars and lists are supported"),
        ("dictionary", "parameter \"extra\" is a nested value; only scalars and lists are supported"),
        ("array of arrays", "parameter \"grid[0]\" is a nested value; only scalars and lists are supported"),
        ("enum with payload", "parameter \"shape\" is a nested value; only scalars and lists are supported"),
        ("nil in list", "parameter \"ids[1]\" is nil; a list cannot hold nil"),
        ("top-level Int", "Int cannot be encoded as route parameters: only a type with named fields can"),
        ("top-level array", "Array<Int> cannot be encoded as route parameters: only a type with named fields can"),
    ])
    func refused(_ what: String, _ expected: String) {
        let encoder = RouteParameterEncoder()
        var message = "no error"
        do {
            switch what {
            case "infinity": _ = try encoder.encode(One(v: Double.infinity))
            case "nan": _ = try encoder.encode(One(v: Float.nan))
            case "float in list": _ = try encoder.encode(One(v: [1.0, -Double.infinity]))
            case "nested struct": _ = try encoder.encode(WithNested(id: 1, filter: Filter(min: 2)))
            case "dictionary": _ = try encoder.encode(WithDictionary(id: 1, extra: ["a": 1]))
            case "array of arrays": _ = try encoder.encode(WithGrid(grid: [[1]]))
            case "enum with payload": _ = try encoder.encode(WithShape(shape: .circle(radius: 1)))
            case "nil in list": _ = try encoder.encode(WithOptionalList(ids: [1, nil]))
            case "top-level Int": _ = try encoder.encode(5)
            default: _ = try encoder.encode([1, 2])
            }
        } catch {
            message = error.description
        }
        #expect(message == expected)
    }
}

// MARK: - URL printing

typealias URLRow = (pattern: String, parameters: [String: ParameterValue], scheme: String?, host: String?, expected: String)

@Suite("Typed routes: printing URLs")
struct RoutePatternURLTests {
    static let rows: [URLRow] = [
        // literal segments
        ("/user/profile", [:], nil, nil, "/user/profile"),
        ("/", [:], nil, nil, "/"),
        ("/", ["a": .string("1")], "shop", nil, "shop://?a=1"),
        ("/搜索/:q", ["q": .string("x")], nil, nil, "/%E6%90%9C%E7%B4%A2/x"),
        ("/a%20b/c+d", [:], nil, nil, "/a%20b/c%2Bd"),
        // plain captures
        ("/goods/:id", ["id": .string("7")], nil, nil, "/goods/7"),
        ("/goods/:id", ["id": .string("7")], "shop", nil, "shop://goods/7"),
        ("/goods/:id", ["id": .string("7")], "SHOP", nil, "shop://goods/7"),
        ("/goods/:id", ["id": .string("7")], "https", "m.shop.example", "https://m.shop.example/goods/7"),
        ("/goods/:id", ["id": .string("7")], "http", "localhost:8080", "http://localhost:8080/goods/7"),
        ("/goods/:id", ["id": .string("7")], "http", "[::1]", "http://[::1]/goods/7"),
        ("/goods/<id>", ["id": .list(["7"])], nil, nil, "/goods/7"),
        ("/files/:name", ["name": .string("a/b c%+&é")], nil, nil, "/files/a%2Fb%20c%25%2B%26%C3%A9"),
        ("/files/:name", ["name": .string("...")], nil, nil, "/files/..."),
        // regex
        ("/user/:phone([0-9]+)", ["phone": .string("0123")], nil, nil, "/user/0123"),
        // typed
        ("/goods/<int:id>", ["id": .string("-42")], nil, nil, "/goods/-42"),
        ("/at/<float:x>", ["x": .string("1e+16")], nil, nil, "/at/1e%2B16"),
        ("/u/<uuid:u>", ["u": .string("0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0")], nil, nil, "/u/0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"),
        ("/s/<string:s>", ["s": .string("x")], nil, nil, "/s/x"),
        // captures inside a segment
        ("/u/user-<int:id>", ["id": .string("42")], nil, nil, "/u/user-42"),
        ("/product/:id.html", ["id": .string("7")], nil, nil, "/product/7.html"),
        ("/img/<int:w>x<int:h>", ["w": .string("640"), "h": .string("480")], nil, nil, "/img/640x480"),
        ("/p/:a-:b", ["a": .string("x"), "b": .string("y-z")], nil, nil, "/p/x-y-z"),
        // wildcards
        ("/files/*", [:], nil, nil, "/files"),
        ("/files/*rest", [:], nil, nil, "/files"),
        ("/files/*rest", ["rest": .string("a/b c//d/")], nil, nil, "/files/a/b%20c/d"),
        ("/files/*rest", ["rest": .list(["a/b", "", "c"])], nil, nil, "/files/a%2Fb/c"),
        ("/help/<path:topic>", ["topic": .string("a/b")], "app", nil, "app://help/a/b"),
        // optional groups
        ("/goods/:id(/reviews)", ["id": .string("7")], nil, nil, "/goods/7/reviews"),
        ("/goods/<int:id>/reviews(/<int:page>)", ["id": .string("7")], nil, nil, "/goods/7/reviews"),
        ("/goods/<int:id>/reviews(/<int:page>)", ["id": .string("7"), "page": .string("2")], nil, nil, "/goods/7/reviews/2"),
        ("/a(/:b(/:c))", ["b": .string("B"), "c": .string("C")], nil, nil, "/a/B/C"),
        ("/a(/:b(/:c))", ["b": .string("B")], nil, nil, "/a/B"),
        ("/a(/:b(/:c))", ["c": .string("C")], nil, nil, "/a?c=C"),
        ("/a(/:b)(/x/:c)", ["c": .string("C")], nil, nil, "/a/x/C"),
        // hash routes
        ("/user#/view/:id", ["id": .string("42")], nil, nil, "/user#/view/42"),
        ("/user#/view/:id", ["id": .string("42"), "from": .string("push")], "shop", nil, "shop://user?from=push#/view/42"),
        ("/app#/*rest", ["rest": .string("a/b")], nil, nil, "/app#/a/b"),
        ("/app#/", [:], nil, nil, "/app#/"),
        // full-URL patterns use their own scheme and host
        ("shop://goods/:id", ["id": .string("7")], nil, nil, "shop://goods/7"),
        ("shop://goods/:id", ["id": .string("7")], "other", "ignored.example", "shop://goods/7"),
        ("https://m.shop.example/product/:id.html", ["id": .string("7")], nil, nil, "https://m.shop.example/product/7.html"),
        ("HTTPS://M.Shop.Example/p", [:], nil, nil, "https://m.shop.example/p"),
        // the host's place
        ("/:name/info", ["name": .string("a.b")], "shop", nil, "shop://a%2Eb/info"),
        ("/:name/info", ["name": .string("LocalHost")], "shop", nil, "shop://%4CocalHost/info"),
        ("/:name/info", ["name": .string("u@h:1")], "shop", nil, "shop://u%40h%3A1/info"),
        ("/v1.0/:id", ["id": .string("1")], "shop", nil, "shop://v1%2E0/1"),
        ("/v1.0/:id", ["id": .string("1")], "https", "api.example", "https://api.example/v1.0/1"),
        // query
        ("/search", ["q": .string("a+b&c=d#e f?"), "tab": .list(["a", "b"]), "flag": .string("")], nil, nil,
         "/search?flag=&q=a%2Bb%26c%3Dd%23e%20f%3F&tab=a&tab=b"),
        ("/search", ["none": .list([]), "é": .string("ü")], nil, nil, "/search?none=&%C3%A9=%C3%BC"),
        ("/goods/:id", ["id": .string("7"), "z": .string("1"), "a": .string("2")], nil, nil, "/goods/7?a=2&z=1"),
    ]

    @Test(arguments: rows)
    func prints(_ row: URLRow) throws {
        let pattern = try RoutePattern(row.pattern)
        let url = try pattern.url(filling: row.parameters, scheme: row.scheme, host: row.host)
        #expect(url == row.expected)

        // The printed URL matches the pattern and gives back the capture values.
        var builder = RouteTableBuilder<Int>()
        try builder.add(row.pattern, value: 1)
        let table = try builder.build()
        let match = try #require(table.match(url), "\(url) does not match \(row.pattern)")
        for name in pattern.parameterNames {
            guard let given = row.parameters[name] else { continue }
            switch given {
            case .string(let text) where match.wildcard.isEmpty:
                #expect(match.parameters[name] == text)
            case .list(let items) where match.wildcard.isEmpty:
                #expect(match.parameters[name] == items.first)
            default:
                #expect(match.parameters[name] == match.wildcard.joined(separator: "/"))
            }
        }
    }

    @Test(arguments: [
        ("/goods/<int:id>", [:], nil, nil, "missing parameter \"id\" for \"/goods/<int:id>\""),
        ("/goods/<int:id>", ["id": .string("abc")], nil, nil,
         "parameter \"id\" is \"abc\", which does not fit <int:id> in \"/goods/<int:id>\""),
        ("/goods/<int:id>", ["id": .string("9223372036854775808")], nil, nil,
         "parameter \"id\" is \"9223372036854775808\", which does not fit <int:id> in \"/goods/<int:id>\""),
        ("/at/<float:x>", ["x": .string("inf")], nil, nil, "parameter \"x\" is \"inf\", which does not fit <float:x> in \"/at/<float:x>\""),
        ("/u/<uuid:u>", ["u": .string("nope")], nil, nil, "parameter \"u\" is \"nope\", which does not fit <uuid:u> in \"/u/<uuid:u>\""),
        ("/user/:phone([0-9]+)", ["phone": .string("12a")], nil, nil,
         "parameter \"phone\" is \"12a\", which does not fit :phone([0-9]+) in \"/user/:phone([0-9]+)\""),
        ("/goods/:id", ["id": .string("")], nil, nil, "parameter \"id\" is \"\", which does not fit :id in \"/goods/:id\""),
        ("/goods/<id>x", ["id": .string("")], nil, nil, "parameter \"id\" is \"\", which does not fit <id> in \"/goods/<id>x\""),
        ("/goods/:id", ["id": .list(["1", "2"])], nil, nil, "parameter \"id\" has 2 values, but :id in \"/goods/:id\" takes one"),
        ("/goods/:id", ["id": .list([])], nil, nil, "parameter \"id\" has 0 values, but :id in \"/goods/:id\" takes one"),
        ("/u/user-<int:id>", ["id": .string("x")], nil, nil,
         "parameter \"id\" is \"x\", which does not fit <int:id> in \"/u/user-<int:id>\""),
        ("/p/:a-:b", ["a": .string("x-y"), "b": .string("z")], nil, nil,
         "parameter \"a\" is \"x-y\", which does not fit :a-:b in \"/p/:a-:b\""),
        ("/img/<int:w>x<int:h>", ["w": .string("640")], nil, nil, "missing parameter \"h\" for \"/img/<int:w>x<int:h>\""),
        ("/files/:name", ["name": .string("..")], nil, nil,
         "parameter \"name\" is \"..\", which cannot be a path segment of \"/files/:name\": URLs refuse '.' and '..'"),
        ("/files/*rest", ["rest": .string("a/../b")], nil, nil,
         "parameter \"rest\" is \"..\", which cannot be a path segment of \"/files/*rest\": URLs refuse '.' and '..'"),
        ("/files/:name", ["name": .string("a\u{0}b")], nil, nil, "parameter \"name\" contains U+0000, which URLs refuse, for \"/files/:name\""),
        ("/files", ["q": .string("a\u{0}b")], nil, nil, "parameter \"q\" contains U+0000, which URLs refuse, for \"/files\""),
        ("/help/<path:topic>", [:], nil, nil, "missing parameter \"topic\" for \"/help/<path:topic>\""),
        ("/help/<path:topic>", ["topic": .string("//")], nil, nil,
         "parameter \"topic\" is \"//\", which does not fit <path:topic> in \"/help/<path:topic>\""),
        ("/goods/<int:id>(/reviews/<int:page>)", ["page": .string("2")], nil, nil,
         "missing parameter \"id\" for \"/goods/<int:id>(/reviews/<int:page>)\""),
        ("/goods/<int:id>(/reviews/<int:page>)", ["id": .string("1"), "page": .string("x")], nil, nil,
         "parameter \"page\" is \"x\", which does not fit <int:page> in \"/goods/<int:id>(/reviews/<int:page>)\""),
        ("/goods/:id", ["id": .string("7")], "1shop", nil, "invalid scheme \"1shop\" for \"/goods/:id\""),
        ("/goods/:id", ["id": .string("7")], "shop", "a/b", "invalid host \"a/b\" for \"/goods/:id\""),
        ("/goods/:id", ["id": .string("7")], "shop", "", "invalid host \"\" for \"/goods/:id\""),
        ("/goods/:id", ["id": .string("7")], "shop", "h:x", "invalid host \"h:x\" for \"/goods/:id\""),
        ("/goods/:id", ["id": .string("7")], nil, "m.shop.example", "host \"m.shop.example\" needs a scheme for \"/goods/:id\""),
    ] as [URLRow])
    func refuses(_ row: URLRow) throws {
        let pattern = try RoutePattern(row.pattern)
        var message = "no error"
        do {
            _ = try pattern.url(filling: row.parameters, scheme: row.scheme, host: row.host)
        } catch {
            message = error.description
        }
        #expect(message == row.expected)
    }

    @Test func errorFields() throws {
        let pattern = try RoutePattern("/goods/<int:id>")
        #expect(throws: URLGenerationError(
            pattern: "/goods/<int:id>", parameter: "id", reason: .doesNotFit(value: "x", constraint: "<int:id>"))
        ) {
            try pattern.url(filling: ["id": .string("x")])
        }
        #expect(throws: URLGenerationError(pattern: "/goods/<int:id>", parameter: "id", reason: .missing)) {
            try pattern.url(filling: ["ID": .string("1")])
        }
    }

    @Test func customTypesFromTheBuilder() throws {
        let sku = ParameterType.custom("sku") { $0.count == 4 && $0.allSatisfy(\.isLetter) }
        let pattern = try RoutePattern("/goods/<sku:code>", types: [sku])
        #expect(try pattern.url(filling: ["code": .string("abcd")]) == "/goods/abcd")
        #expect(throws: URLGenerationError(
            pattern: "/goods/<sku:code>", parameter: "code", reason: .doesNotFit(value: "ab12", constraint: "<sku:code>"))
        ) {
            try pattern.url(filling: ["code": .string("ab12")])
        }
    }

    /// Encoder and printer together, as a router uses them.
    @Test func typedValueToURL() throws {
        struct GoodsRoute: Codable { var id: Int; var tab: Tab?; var sizes: [Int]; var gift: Bool }
        let parameters = try RouteParameterEncoder().encode(GoodsRoute(id: 7, tab: nil, sizes: [38, 39], gift: true))
        #expect(try RoutePattern("/goods/<int:id>").url(filling: parameters, scheme: "shop")
            == "shop://goods/7?gift=true&sizes=38&sizes=39")
    }
}

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
