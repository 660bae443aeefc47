import Foundation
import Testing
import SwitchyardConfig

/// One schema problem written in all three formats. `⟦n⟧` marks where diagnostic `n` must point.
struct SpecErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var json: String
    var yaml: String
    /// The body of a `<plist>` element.
    var plist: String
    var expected: [(mark: Int, message: String)]

    var testDescription: String { name }

    func document(_ format: ConfigFormat) -> MarkedDocument {
        switch format {
        case .json: MarkedDocument(json)
        case .yaml: MarkedDocument(yaml)
        case .propertyList: MarkedDocument("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(plist)\n</plist>\n")
        }
    }
}

@Suite("Route-table spec")
struct RouteTableSpecTests {
    static let errorCases: [SpecErrorCase] = [
        SpecErrorCase(
            name: "wrong type",
            json: #"{"routes": [{"pattern": "/a", "priority": ⟦1⟧"high"}]}"#,
            yaml: "routes:\n  - pattern: /a\n    priority: ⟦1⟧high",
            plist:
                "<dict><key>routes</key><array><dict><key>pattern</key><string>/a</string><key>priority</key>⟦1⟧<string>high</string></dict></array></dict>",
            expected: [(1, #""priority" must be an integer, found string"#)]),
        SpecErrorCase(
            name: "a number with a fraction is not an integer",
            json: #"{"routes": [{"pattern": "/a", "priority": ⟦1⟧1.0}]}"#,
            yaml: "routes:\n  - pattern: /a\n    priority: ⟦1⟧1.0",
            plist:
                "<dict><key>routes</key><array><dict><key>pattern</key><string>/a</string><key>priority</key>⟦1⟧<real>1.0</real></dict></array></dict>",
            expected: [(1, #""priority" must be an integer, found number"#)]),
        SpecErrorCase(
            name: "unknown key with a suggestion",
            json: #"{"routes": [{"pattern": "/a", ⟦1⟧"prioirty": 1}]}"#,
            yaml: "routes:\n  - pattern: /a\n    ⟦1⟧prioirty: 1",
            plist:
                "<dict><key>routes</key><array><dict><key>pattern</key><string>/a</string>⟦1⟧<key>prioirty</key><integer>1</integer></dict></array></dict>",
            expected: [(1, #"unknown key "prioirty" in route; did you mean "priority"?"#)]),
        SpecErrorCase(
            name: "unknown key without a suggestion",
            json: #"{"routes": [{"pattern": "/a", ⟦1⟧"colour": "red"}]}"#,
            yaml: "routes:\n  - pattern: /a\n    ⟦1⟧colour: red",
            plist:
                "<dict><key>routes</key><array><dict><key>pattern</key><string>/a</string>⟦1⟧<key>colour</key><string>red</string></dict></array></dict>",
            expected: [
                (
                    1,
                    #"unknown key "colour" in route; expected one of: pattern, scheme, priority, handler, name, accept, tags, internal, description, parameters, query, lowercaseCaptures, queryOverridesPath"#
                )
            ]),
        SpecErrorCase(
            name: "unknown keys in every object",
            json:
                #"⟦4⟧{⟦1⟧"rout": [], "options": {⟦2⟧"matchorder": "registration"}, "rewrites": [{"from": "/a", "to": "/b", ⟦3⟧"too": 1}]}"#,
            yaml: "⟦1⟧⟦4⟧rout: []\noptions:\n  ⟦2⟧matchorder: registration\nrewrites:\n  - {from: /a, to: /b, ⟦3⟧too: 1}",
            plist:
                "⟦4⟧<dict>⟦1⟧<key>rout</key><array/><key>options</key><dict>⟦2⟧<key>matchorder</key><string>registration</string></dict><key>rewrites</key><array><dict><key>from</key><string>/a</string><key>to</key><string>/b</string>⟦3⟧<key>too</key><integer>1</integer></dict></array></dict>",
            expected: [
                (1, #"unknown key "rout" in route table; did you mean "routes"?"#),
                (2, #"unknown key "matchorder" in options; did you mean "matchOrder"?"#),
                (3, #"unknown key "too" in rewrite; did you mean "to"?"#),
                (4, #"missing key "routes""#),
            ]),
        SpecErrorCase(
            name: "extension keys are ignored",
            json:
                #"{"x-note": 1, "options": {"x-a": [1]}, "namespaces": {"shop": {"x-b": null}}, "routes": [{"pattern": "/a", "x-owner": "me"}], "rewrites": [{"from": "/a", "to": "/b", "x-c": {}}]}"#,
            yaml:
                "x-note: 1\noptions: {x-a: [1]}\nnamespaces: {shop: {x-b: ~}}\nroutes:\n  - {pattern: /a, x-owner: me}\nrewrites:\n  - {from: /a, to: /b, x-c: {}}",
            plist:
                "<dict><key>x-note</key><integer>1</integer><key>options</key><dict><key>x-a</key><array/></dict><key>namespaces</key><dict><key>shop</key><dict><key>x-b</key><true/></dict></dict><key>routes</key><array><dict><key>pattern</key><string>/a</string><key>x-owner</key><string>me</string></dict></array><key>rewrites</key><array><dict><key>from</key><string>/a</string><key>to</key><string>/b</string><key>x-c</key><dict/></dict></array></dict>",
            expected: []),
        SpecErrorCase(
            name: "enumerated options",
            json: #"{"options": {"matchOrder": ⟦1⟧"fastest", "hostAsPath": ⟦2⟧"sometimes"}, "routes": []}"#,
            yaml: "options:\n  matchOrder: ⟦1⟧fastest\n  hostAsPath: ⟦2⟧sometimes\nroutes: []",
            plist:
                "<dict><key>options</key><dict><key>matchOrder</key>⟦1⟧<string>fastest</string><key>hostAsPath</key>⟦2⟧<string>sometimes</string></dict><key>routes</key><array/></dict>",
            expected: [
                (1, #""matchOrder" must be "specificity" or "registration", found "fastest""#),
                (2, #""hostAsPath" must be "auto", "always" or "never", found "sometimes""#),
            ]),
        SpecErrorCase(
            name: "enumerated option of the wrong type",
            json: #"{"options": {"matchOrder": ⟦1⟧3}, "routes": []}"#,
            yaml: "options:\n  matchOrder: ⟦1⟧3\nroutes: []",
            plist: "<dict><key>options</key><dict><key>matchOrder</key>⟦1⟧<integer>3</integer></dict><key>routes</key><array/></dict>",
            expected: [(1, #""matchOrder" must be "specificity" or "registration", found integer"#)]),
        SpecErrorCase(
            name: "boolean options",
            json: #"{"options": {"decodePlus": ⟦1⟧"maybe"}, "routes": [{"pattern": "/a", "internal": ⟦2⟧1}]}"#,
            yaml: "options:\n  decodePlus: ⟦1⟧\"maybe\"\nroutes:\n  - pattern: /a\n    internal: ⟦2⟧1",
            plist:
                "<dict><key>options</key><dict><key>decodePlus</key>⟦1⟧<string>maybe</string></dict><key>routes</key><array><dict><key>pattern</key><string>/a</string><key>internal</key>⟦2⟧<integer>1</integer></dict></array></dict>",
            expected: [
                (1, #""decodePlus" must be a boolean, found string"#),
                (2, #""internal" must be a boolean, found integer"#),
            ]),
        SpecErrorCase(
            name: "limits must be positive integers",
            json: #"{"options": {"maxURLLength": ⟦1⟧-5, "maxSegments": ⟦2⟧0, "maxQueryItems": ⟦3⟧"10"}, "routes": []}"#,
            yaml: "options:\n  maxURLLength: ⟦1⟧-5\n  maxSegments: ⟦2⟧0\n  maxQueryItems: ⟦3⟧\"10\"\nroutes: []",
            plist:
                "<dict><key>options</key><dict><key>maxURLLength</key>⟦1⟧<integer>-5</integer><key>maxSegments</key>⟦2⟧<integer>0</integer><key>maxQueryItems</key>⟦3⟧<string>10</string></dict><key>routes</key><array/></dict>",
            expected: [
                (1, #""maxURLLength" must be a positive integer, found -5"#),
                (2, #""maxSegments" must be a positive integer, found 0"#),
                (3, #""maxQueryItems" must be a positive integer, found string"#),
            ]),
        SpecErrorCase(
            name: "limits are at most their ceilings (4 times the defaults)",
            json:
                #"{"options": {"maxURLLength": ⟦1⟧65537, "maxSegments": ⟦2⟧9223372036854775807, "maxQueryItems": ⟦3⟧2049}, "routes": []}"#,
            yaml: "options:\n  maxURLLength: ⟦1⟧65537\n  maxSegments: ⟦2⟧9223372036854775807\n  maxQueryItems: ⟦3⟧2049\nroutes: []",
            plist:
                "<dict><key>options</key><dict><key>maxURLLength</key>⟦1⟧<integer>65537</integer><key>maxSegments</key>⟦2⟧<integer>9223372036854775807</integer><key>maxQueryItems</key>⟦3⟧<integer>2049</integer></dict><key>routes</key><array/></dict>",
            expected: [
                (1, #""maxURLLength" must be at most 65536, found 65537"#),
                (2, #""maxSegments" must be at most 1024, found 9223372036854775807"#),
                (3, #""maxQueryItems" must be at most 2048, found 2049"#),
            ]),
        SpecErrorCase(
            name: "string lists",
            json: #"{"options": {"accept": ["shop", ⟦1⟧"", ⟦2⟧3]}, "routes": [{"pattern": "/a", "tags": ⟦3⟧"a"}]}"#,
            yaml: "options:\n  accept: [shop, ⟦1⟧\"\", ⟦2⟧3]\nroutes:\n  - pattern: /a\n    tags: ⟦3⟧a",
            plist:
                "<dict><key>options</key><dict><key>accept</key><array><string>shop</string>⟦1⟧<string></string>⟦2⟧<integer>3</integer></array></dict><key>routes</key><array><dict><key>pattern</key><string>/a</string><key>tags</key>⟦3⟧<string>a</string></dict></array></dict>",
            expected: [
                (1, #""accept[1]" must not be empty"#),
                (2, #""accept[2]" must be a string, found integer"#),
                (3, #""tags" must be an array of strings, found string"#),
            ]),
        SpecErrorCase(
            name: "missing pattern",
            json: #"{"routes": [⟦1⟧{"handler": "goods.detail"}]}"#,
            yaml: "routes:\n  - ⟦1⟧handler: goods.detail",
            plist: "<dict><key>routes</key><array>⟦1⟧<dict><key>handler</key><string>goods.detail</string></dict></array></dict>",
            expected: [(1, #"route is missing required key "pattern""#)]),
        SpecErrorCase(
            name: "missing routes",
            json: #"⟦1⟧{"options": {}}"#,
            yaml: "⟦1⟧options: {}",
            plist: "⟦1⟧<dict><key>options</key><dict/></dict>",
            expected: [(1, #"missing key "routes""#)]),
        SpecErrorCase(
            name: "all problems are collected in file order",
            json: """
                {"rewrites": [⟦5⟧{"from": "/a"}],
                 "routes": [
                  {"pattern": ⟦1⟧5, ⟦2⟧"prioirty": 1},
                  ⟦3⟧{"handler": "x"},
                  ⟦4⟧"oops"
                ]}
                """,
            yaml: """
                rewrites:
                  - ⟦5⟧from: /a
                routes:
                  - pattern: ⟦1⟧5
                    ⟦2⟧prioirty: 1
                  - ⟦3⟧handler: x
                  - ⟦4⟧oops
                """,
            plist: """
                <dict>
                <key>rewrites</key><array>⟦5⟧<dict><key>from</key><string>/a</string></dict></array>
                <key>routes</key>
                <array>
                  <dict><key>pattern</key>⟦1⟧<integer>5</integer>⟦2⟧<key>prioirty</key><integer>1</integer></dict>
                  ⟦3⟧<dict><key>handler</key><string>x</string></dict>
                  ⟦4⟧<string>oops</string>
                </array>
                </dict>
                """,
            expected: [
                (5, #"rewrite is missing required key "to""#),
                (1, #""pattern" must be a string, found integer"#),
                (2, #"unknown key "prioirty" in route; did you mean "priority"?"#),
                (3, #"route is missing required key "pattern""#),
                (4, "route must be an object, found string"),
            ]),
        SpecErrorCase(
            name: "namespaces",
            json: #"{"namespaces": {"shop": ⟦1⟧true, "web": {⟦2⟧"fallback": true, "fallbackToGlobal": ⟦3⟧"no"}}, "routes": []}"#,
            yaml: "namespaces:\n  shop: ⟦1⟧true\n  web:\n    ⟦2⟧fallback: true\n    fallbackToGlobal: ⟦3⟧\"no\"\nroutes: []",
            plist:
                "<dict><key>namespaces</key><dict><key>shop</key>⟦1⟧<true/><key>web</key><dict>⟦2⟧<key>fallback</key><true/><key>fallbackToGlobal</key>⟦3⟧<string>no</string></dict></dict><key>routes</key><array/></dict>",
            expected: [
                (1, #"namespace "shop" must be an object, found boolean"#),
                (2, #"unknown key "fallback" in namespace "web"; expected one of: fallbackToGlobal"#),
                (3, #""fallbackToGlobal" must be a boolean, found string"#),
            ]),
        SpecErrorCase(
            name: "sections of the wrong type",
            json: #"{"options": ⟦1⟧[], "namespaces": ⟦2⟧"shop", "routes": ⟦3⟧{}, "rewrites": [⟦4⟧"x"]}"#,
            yaml: "options: ⟦1⟧[]\nnamespaces: ⟦2⟧shop\nroutes: ⟦3⟧{}\nrewrites: [⟦4⟧x]",
            plist:
                "<dict><key>options</key>⟦1⟧<array/><key>namespaces</key>⟦2⟧<string>shop</string><key>routes</key>⟦3⟧<dict/><key>rewrites</key><array>⟦4⟧<string>x</string></array></dict>",
            expected: [
                (1, #""options" must be an object, found array"#),
                (2, #""namespaces" must be an object, found string"#),
                (3, #""routes" must be an array, found object"#),
                (4, "rewrite must be an object, found string"),
            ]),
        SpecErrorCase(
            name: "duplicate keys point at the second key",
            json: #"{"routes": [{"pattern": "/a", ⟦1⟧"pattern": "/b"}]}"#,
            yaml: "routes:\n  - pattern: /a\n    ⟦1⟧pattern: /b",
            plist:
                "<dict><key>routes</key><array><dict><key>pattern</key><string>/a</string>⟦1⟧<key>pattern</key><string>/b</string></dict></array></dict>",
            expected: [(1, #"duplicate key "pattern""#)]),
        SpecErrorCase(
            name: "the root must be an object",
            json: "⟦1⟧[1]",
            yaml: "⟦1⟧- 1",
            plist: "⟦1⟧<array><integer>1</integer></array>",
            expected: [(1, "route table must be an object, found array")]),
        SpecErrorCase(
            name: "empty strings",
            json: #"{"routes": [{"pattern": ⟦1⟧"", "handler": ⟦2⟧""}]}"#,
            yaml: "routes:\n  - pattern: ⟦1⟧\"\"\n    handler: ⟦2⟧''",
            plist:
                "<dict><key>routes</key><array><dict><key>pattern</key>⟦1⟧<string/><key>handler</key>⟦2⟧<string></string></dict></array></dict>",
            expected: [
                (1, #""pattern" must not be empty"#),
                (2, #""handler" must not be empty"#),
            ]),
    ]

    @Test(arguments: errorCases, ConfigFormat.allCases)
    func reportsSchemaErrors(_ testCase: SpecErrorCase, format: ConfigFormat) {
        let document = testCase.document(format)
        // `expected` lists diagnostics in the order the decoder finds them; the decoder
        // reports them sorted by location, keeping that order for equal locations.
        let expected = testCase.expected.enumerated()
            .sorted { lhs, rhs in
                let l = document.marks[lhs.element.mark] ?? .start
                let r = document.marks[rhs.element.mark] ?? .start
                return (l, lhs.offset) < (r, rhs.offset)
            }
            .map { document.diagnostic($0.element.mark, $0.element.message, file: configTestFileName(format)) }
        #expect(specErrors(document.text, format) == expected)
    }

    @Test func diagnosticsUseCompilerStyle() {
        let errors = specErrors("{\n  \"routes\": [\n    {\"pattern\": \"/a\", \"priority\": \"high\"}\n  ]\n}", .json)
        #expect(errors == [#"t.json:3:35: "priority" must be an integer, found string"#])

        let diagnostics = ConfigDocumentError([
            Diagnostic(file: "a.json", location: srcLoc(1, 2), message: "one"),
            Diagnostic(file: "a.json", location: srcLoc(3, 4), message: "two"),
        ])
        #expect(diagnostics.description == "a.json:1:2: one\na.json:3:4: two")
    }

    @Test func yamlIntegersAreIntegers() throws {
        let spec = try RouteTableSpec.parse(Array("routes:\n  - pattern: /a\n    priority: 10\n".utf8), format: .yaml, file: "t.yaml")
        #expect(spec.routes.first?.priority == Located(10, at: srcLoc(3, 15)))
    }

    @Test func decodesEveryField() throws {
        let json = """
            {
              "options": {"matchOrder": "registration", "hostAsPath": "never", "decodePlus": false,
                          "accept": ["a"], "maxURLLength": 100, "maxSegments": 8, "maxQueryItems": 9},
              "namespaces": {"web": {}, "shop": {"fallbackToGlobal": false}},
              "routes": [{"pattern": "/p", "scheme": "shop", "priority": -2, "handler": "h", "name": "n",
                          "accept": ["b"], "tags": ["t1", "t2"], "internal": true}],
              "rewrites": []
            }
            """
        let spec = specWithoutLocations(try RouteTableSpec.parse(Array(json.utf8), format: .json, file: "t.json"))
        func l<T>(_ value: T) -> Located<T> { Located(value, at: .start) }
        let expected = RouteTableSpec(
            options: .init(
                matchOrder: l("registration"), hostAsPath: l("never"), decodePlus: l(false), accept: [l("a")],
                maxURLLength: l(100), maxSegments: l(8), maxQueryItems: l(9)),
            namespaces: [.init(scheme: l("web")), .init(scheme: l("shop"), fallbackToGlobal: l(false))],
            routes: [
                .init(
                    location: .start, pattern: l("/p"), scheme: l("shop"), priority: l(-2), handler: l("h"), name: l("n"),
                    accept: [l("b")], tags: [l("t1"), l("t2")], isInternal: l(true))
            ],
            rewrites: [])
        #expect(spec == expected)
    }

    @Test func suggestsKeysWithinEditDistanceTwo() {
        #expect(RouteTableSpecDecoder.editDistance("prioirty", "priority") == 1)
        #expect(RouteTableSpecDecoder.editDistance("", "abc") == 3)
        #expect(RouteTableSpecDecoder.editDistance("handle", "handler") == 1)
        #expect(RouteTableSpecDecoder.suggestion(for: "sceme", among: RouteTableSpecDecoder.routeKeys) == "scheme")
        #expect(RouteTableSpecDecoder.suggestion(for: "Internal", among: RouteTableSpecDecoder.routeKeys) == "internal")
        #expect(RouteTableSpecDecoder.suggestion(for: "colour", among: RouteTableSpecDecoder.routeKeys) == nil)
    }

    // MARK: Files

    static let exampleSpec: RouteTableSpec = {
        func l<T>(_ value: T) -> Located<T> { Located(value, at: .start) }
        return RouteTableSpec(
            options: .init(
                matchOrder: l("specificity"), hostAsPath: l("auto"), decodePlus: l(true),
                accept: [l("shop"), l("https://m.shop.example")]),
            namespaces: [.init(scheme: l("shop"), fallbackToGlobal: l(true))],
            routes: [.init(location: .start, pattern: l("/goods/:id"), scheme: l("shop"), priority: l(0), handler: l("goods.detail"))],
            rewrites: [.init(location: .start, from: l("https://m.shop.example/product/:id.html"), to: l("shop://goods/{id}"))])
    }()

    @Test(arguments: [("json", 6, 5, 6, 18), ("yaml", 13, 5, 13, 14), ("plist", 29, 3, 31, 4)])
    func loadsTheExampleInEveryFormat(fileExtension: String, routeLine: Int, routeColumn: Int, patternLine: Int, patternColumn: Int) throws
    {
        let url = try #require(ConfigFixtures.url("example", fileExtension))
        let spec = try RouteTableSpec.load(contentsOf: url.path)
        #expect(specWithoutLocations(spec) == Self.exampleSpec)
        #expect(spec.routes.first?.location == srcLoc(routeLine, routeColumn))
        #expect(spec.routes.first?.pattern.location == srcLoc(patternLine, patternColumn))
    }

    @Test func allFormatsOfTheExampleAgree() throws {
        var specs: [RouteTableSpec] = []
        for fileExtension in ["json", "yaml", "plist"] {
            let url = try #require(ConfigFixtures.url("example", fileExtension))
            specs.append(specWithoutLocations(try RouteTableSpec.load(contentsOf: url.path)))
        }
        #expect(specs.count == 3)
        #expect(specs.allSatisfy { $0 == specs[0] })
    }

    @Test func loadsABinaryPropertyList() throws {
        let xml = Data(ConfigFixtures.bytes("example", "plist"))
        let object = try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let directory = try ConfigTestDirectory()
        let path = directory.path("example.plist")
        try binary.write(to: URL(fileURLWithPath: path))
        let spec = try RouteTableSpec.load(contentsOf: path)
        #expect(specWithoutLocations(spec) == Self.exampleSpec)
        #expect(spec.routes.first?.pattern.location == .start)
    }

    @Test func reportsUnreadableFiles() throws {
        let directory = try ConfigTestDirectory()
        let missing = directory.path("missing.json")
        #expect(loadErrors(missing) == ["\(missing):1:1: cannot read file (No such file or directory)"])
    }

    @Test func reportsUnknownExtensions() {
        #expect(loadErrors("routes.txt") == [#"routes.txt:1:1: unknown route-table format ".txt"; use .json, .yaml, .yml or .plist"#])
        #expect(
            loadErrors("dir.d/routes") == ["dir.d/routes:1:1: unknown route-table format (no extension); use .json, .yaml, .yml or .plist"])
    }

    @Test func reportsErrorsWithThePathAsGiven() throws {
        let directory = try ConfigTestDirectory()
        let path = directory.path("bad.YML")
        try Data("routes:\n  - pattern: /a\n    priority: high\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(loadErrors(path) == [#"\#(path):3:15: "priority" must be an integer, found string"#])
    }

    @Test func choosesTheFormatByExtension() {
        #expect(ConfigFormat(pathExtension: "json") == .json)
        #expect(ConfigFormat(pathExtension: "YAML") == .yaml)
        #expect(ConfigFormat(pathExtension: "yml") == .yaml)
        #expect(ConfigFormat(pathExtension: ".plist") == .propertyList)
        #expect(ConfigFormat(pathExtension: "txt") == nil)
        #expect(RouteTableSpec.pathExtension(of: "/a.b/c") == "")
        #expect(RouteTableSpec.pathExtension(of: "/a/.json") == "")
        #expect(RouteTableSpec.pathExtension(of: "/a/r.tar.json") == "json")
    }

    private func loadErrors(_ path: String) -> [String] {
        do {
            _ = try RouteTableSpec.load(contentsOf: path)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}

/// A directory under the system temporary directory, removed when released.
final class ConfigTestDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("SwitchyardConfigTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
