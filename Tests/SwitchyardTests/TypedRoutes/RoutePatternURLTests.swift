import Testing
@testable import Switchyard
import SwitchyardMatching
import SwitchyardTestSupport

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
        (
            "/search", ["q": .string("a+b&c=d#e f?"), "tab": .list(["a", "b"]), "flag": .string("")], nil, nil,
            "/search?flag=&q=a%2Bb%26c%3Dd%23e%20f%3F&tab=a&tab=b"
        ),
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

    @Test(
        arguments: [
            ("/goods/<int:id>", [:], nil, nil, "missing parameter \"id\" for \"/goods/<int:id>\""),
            (
                "/goods/<int:id>", ["id": .string("abc")], nil, nil,
                "parameter \"id\" is \"abc\", which does not fit <int:id> in \"/goods/<int:id>\""
            ),
            (
                "/goods/<int:id>", ["id": .string("9223372036854775808")], nil, nil,
                "parameter \"id\" is \"9223372036854775808\", which does not fit <int:id> in \"/goods/<int:id>\""
            ),
            (
                "/at/<float:x>", ["x": .string("inf")], nil, nil,
                "parameter \"x\" is \"inf\", which does not fit <float:x> in \"/at/<float:x>\""
            ),
            (
                "/u/<uuid:u>", ["u": .string("nope")], nil, nil,
                "parameter \"u\" is \"nope\", which does not fit <uuid:u> in \"/u/<uuid:u>\""
            ),
            (
                "/user/:phone([0-9]+)", ["phone": .string("12a")], nil, nil,
                "parameter \"phone\" is \"12a\", which does not fit :phone([0-9]+) in \"/user/:phone([0-9]+)\""
            ),
            ("/goods/:id", ["id": .string("")], nil, nil, "parameter \"id\" is \"\", which does not fit :id in \"/goods/:id\""),
            ("/goods/<id>x", ["id": .string("")], nil, nil, "parameter \"id\" is \"\", which does not fit <id> in \"/goods/<id>x\""),
            ("/goods/:id", ["id": .list(["1", "2"])], nil, nil, "parameter \"id\" has 2 values, but :id in \"/goods/:id\" takes one"),
            ("/goods/:id", ["id": .list([])], nil, nil, "parameter \"id\" has 0 values, but :id in \"/goods/:id\" takes one"),
            (
                "/u/user-<int:id>", ["id": .string("x")], nil, nil,
                "parameter \"id\" is \"x\", which does not fit <int:id> in \"/u/user-<int:id>\""
            ),
            (
                "/p/:a-:b", ["a": .string("x-y"), "b": .string("z")], nil, nil,
                "parameter \"a\" is \"x-y\", which does not fit :a-:b in \"/p/:a-:b\""
            ),
            ("/img/<int:w>x<int:h>", ["w": .string("640")], nil, nil, "missing parameter \"h\" for \"/img/<int:w>x<int:h>\""),
            (
                "/files/:name", ["name": .string("..")], nil, nil,
                "parameter \"name\" is \"..\", which cannot be a path segment of \"/files/:name\": URLs refuse '.' and '..'"
            ),
            (
                "/files/*rest", ["rest": .string("a/../b")], nil, nil,
                "parameter \"rest\" is \"..\", which cannot be a path segment of \"/files/*rest\": URLs refuse '.' and '..'"
            ),
            (
                "/files/:name", ["name": .string("a\u{0}b")], nil, nil,
                "parameter \"name\" contains U+0000, which URLs refuse, for \"/files/:name\""
            ),
            ("/files", ["q": .string("a\u{0}b")], nil, nil, "parameter \"q\" contains U+0000, which URLs refuse, for \"/files\""),
            ("/help/<path:topic>", [:], nil, nil, "missing parameter \"topic\" for \"/help/<path:topic>\""),
            (
                "/help/<path:topic>", ["topic": .string("//")], nil, nil,
                "parameter \"topic\" is \"//\", which does not fit <path:topic> in \"/help/<path:topic>\""
            ),
            (
                "/goods/<int:id>(/reviews/<int:page>)", ["page": .string("2")], nil, nil,
                "missing parameter \"id\" for \"/goods/<int:id>(/reviews/<int:page>)\""
            ),
            (
                "/goods/<int:id>(/reviews/<int:page>)", ["id": .string("1"), "page": .string("x")], nil, nil,
                "parameter \"page\" is \"x\", which does not fit <int:page> in \"/goods/<int:id>(/reviews/<int:page>)\""
            ),
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
        #expect(
            throws: URLGenerationError(
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
        #expect(
            throws: URLGenerationError(
                pattern: "/goods/<sku:code>", parameter: "code", reason: .doesNotFit(value: "ab12", constraint: "<sku:code>"))
        ) {
            try pattern.url(filling: ["code": .string("ab12")])
        }
    }

    /// Encoder and printer together, as a router uses them.
    @Test func typedValueToURL() throws {
        struct GoodsRoute: Codable { var id: Int; var tab: Tab?; var sizes: [Int]; var gift: Bool }
        let parameters = try RouteParameterEncoder().encode(GoodsRoute(id: 7, tab: nil, sizes: [38, 39], gift: true))
        #expect(
            try RoutePattern("/goods/<int:id>").url(filling: parameters, scheme: "shop")
                == "shop://goods/7?gift=true&sizes=38&sizes=39")
    }
}
