import Testing
import Switchyard
import SwitchyardMatching
import SwitchyardTestSupport

// MARK: - Sample types

enum Tab: String, Codable, CaseIterable, Sendable { case a, b }
enum Level: Int, Codable, CaseIterable, Sendable { case low = 1, high = 2 }
enum Mode: String, Codable, Sendable { case fast, slow }

/// A custom scalar: four ASCII letters or digits.
struct SKU: Codable, Hashable, Sendable, LosslessStringConvertible {
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
    @Test(
        arguments: [
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
            (
                "Int", .string("9223372036854775808"),
                "error: parameter \"v\" is \"9223372036854775808\", which is out of range for Int (-9223372036854775808...9223372036854775807)"
            ),
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
            (
                "Int64", .string("-9223372036854775809"),
                "error: parameter \"v\" is \"-9223372036854775809\", which is out of range for Int64 (-9223372036854775808...9223372036854775807)"
            ),
            ("UInt", .string("18446744073709551615"), "18446744073709551615"),
            ("UInt8", .string("255"), "255"),
            ("UInt8", .string("256"), "error: parameter \"v\" is \"256\", which is out of range for UInt8 (0...255)"),
            ("UInt8", .string("-1"), "error: parameter \"v\" is \"-1\", which is out of range for UInt8 (0...255)"),
            ("UInt8", .string("-0"), "0"),
            ("UInt16", .string("65535"), "65535"),
            (
                "UInt32", .string("4294967296"),
                "error: parameter \"v\" is \"4294967296\", which is out of range for UInt32 (0...4294967295)"
            ),
            (
                "UInt64", .string("18446744073709551616"),
                "error: parameter \"v\" is \"18446744073709551616\", which is out of range for UInt64 (0...18446744073709551615)"
            ),
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
            (
                "[Int]", .list(["1", "2", "300000000000000000000"]),
                "error: parameter \"v[2]\" is \"300000000000000000000\", which is out of range for Int (-9223372036854775808...9223372036854775807)"
            ),
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
        #expect(throws: ParameterError(parameter: "v", reason: .notAnInteger("abc"))) {
            try RouteParameterDecoder().decode(One<Int>.self, from: ["v": .string("abc")])
        }
        #expect(throws: ParameterError(parameter: "v", reason: .missing)) {
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
            #expect(error == ParameterError(parameter: "v", index: 1, reason: .notAnInteger("x")))
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

    /// A named wildcard read as an array is its segments, each decoded on its own: a `%2F` inside a segment
    /// stays inside its element, and a comma is not a separator.
    @Test func wildcardAsSegments() throws {
        struct Files: Decodable, Equatable { var rest: [String] }
        struct Page: Decodable, Equatable { var page: [String]; var joined: String? }
        var builder = RouteTableBuilder<Int>()
        try builder.add("/files/*rest", value: 1)
        try builder.add("/pages/<path:page>", value: 2)
        let table = try builder.build()
        let files = try #require(table.match("/files/a%2Fb/c,d/e"))
        #expect(try files.parameters.decode(Files.self) == Files(rest: ["a/b", "c,d", "e"]))
        #expect(try table.match("/files")?.parameters.decode(Files.self) == Files(rest: []))
        let page = try #require(table.match("/pages/x%2Fy/z"))
        #expect(try page.parameters.decode(Page.self) == Page(page: ["x/y", "z"], joined: nil))
        #expect(try page.parameters.value("page", as: String.self) == "x/y/z")
    }

    /// A query item that overrides the wildcard (`queryOverridesPath`) is read as any query value is.
    @Test func wildcardOverriddenByTheQuery() throws {
        struct Files: Decodable, Equatable { var rest: [String] }
        var builder = RouteTableBuilder<Int>()
        try builder.add("/files/*rest", queryOverridesPath: true, value: 1)
        let table = try builder.build()
        let match = try #require(table.match("/files/a%2Fb?rest=x,y"))
        #expect(try match.parameters.decode(Files.self) == Files(rest: ["x", "y"]))
    }

    /// A dictionary at the top level is a keyed container too: every parameter, each converted.
    @Test func topLevelDictionary() throws {
        let decoder = RouteParameterDecoder()
        #expect(try decoder.decode([String: Int].self, from: ["a": .string("1"), "b": .list(["2", "3"])]) == ["a": 1, "b": 2])
        #expect(try decoder.decode([String: [Int]].self, from: ["b": .list(["2", "3"])]) == ["b": [2, 3]])
        #expect(throws: ParameterError(parameter: "a", reason: .notAnInteger("x"))) {
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
        #expect(try match.parameters.value("animated", as: Bool.self))
        #expect(try match.parameters.list("tab", as: String.self) == ["a", "b"])
        #expect(try match.parameters.list("size", as: Int.self) == [38, 39])
        #expect(try match.parameters.list("id", as: UInt8.self) == [7])
        #expect(try match.parameters.value("id", as: Character.self) == "7")

        let failures: [(String, () throws -> Void)] = [
            ("missing parameter \"page\"", { _ = try match.parameters.value("page", as: Int.self) }),
            ("parameter \"q\" is \"a b+c\", which is not an integer", { _ = try match.parameters.value("q", as: Int.self) }),
            ("parameter \"q\" is \"a b+c\", which is not a valid SKU", { _ = try match.parameters.value("q", as: SKU.self) }),
            (
                "parameter \"q\" is \"a b+c\", which is not a boolean (true, false, yes, no, 1, 0)",
                { _ = try match.parameters.value("q", as: Bool.self) }
            ),
            ("missing parameter \"zoom\"", { _ = try match.parameters.value("zoom", as: Bool.self) }),
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
        #expect(
            encoded == [
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
