import Testing
import SwitchyardConfig

/// A route's `query`, `lowercaseCaptures` and `queryOverridesPath` keys, in every format a table is written in.
@Suite("Query conditions in route-table files")
struct QueryConditionFileTests {
    static let json = """
        {
          "options": { "accept": ["firefox", "https?://www.firefox.example"] },
          "routes": [
            { "pattern": "firefox://deep-link", "handler": "settings",
              "query": { "url": "/settings/<path:page>", "private": false },
              "parameters": { "page": { "description": "The settings page." } } },
            { "pattern": "firefox://deep-link", "handler": "open", "query": { "url": true, "count": 2, "token": null } },
            { "pattern": "/projects/:creator/:slug", "handler": "project", "lowercaseCaptures": true, "queryOverridesPath": true }
          ]
        }
        """

    static let yaml = """
        options:
          accept: [firefox, "https?://www.firefox.example"]
        routes:
          - pattern: firefox://deep-link
            handler: settings
            query:
              url: /settings/<path:page>
              private: false
            parameters:
              page:
                description: The settings page.
          - pattern: firefox://deep-link
            handler: open
            query: { url: true, count: 2, token: ~ }
          - pattern: /projects/:creator/:slug
            handler: project
            lowercaseCaptures: true
            queryOverridesPath: true
        """

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>options</key><dict><key>accept</key><array><string>firefox</string><string>https?://www.firefox.example</string></array></dict>
          <key>routes</key>
          <array>
            <dict>
              <key>pattern</key><string>firefox://deep-link</string>
              <key>handler</key><string>settings</string>
              <key>query</key><dict><key>url</key><string>/settings/&lt;path:page&gt;</string><key>private</key><false/></dict>
              <key>parameters</key><dict><key>page</key><dict><key>description</key><string>The settings page.</string></dict></dict>
            </dict>
            <dict>
              <key>pattern</key><string>firefox://deep-link</string>
              <key>handler</key><string>open</string>
              <key>query</key><dict><key>url</key><true/><key>count</key><integer>2</integer><key>token</key><false/></dict>
            </dict>
            <dict>
              <key>pattern</key><string>/projects/:creator/:slug</string>
              <key>handler</key><string>project</string>
              <key>lowercaseCaptures</key><true/>
              <key>queryOverridesPath</key><true/>
            </dict>
          </array>
        </dict>
        </plist>
        """

    static func file(_ format: ConfigFormat) throws -> RouteTableFile {
        let text = format == .json ? json : format == .yaml ? yaml : plist
        let name = configTestFileName(format)
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: format, file: name)
        return try RouteTableFile.compile(spec, file: name, source: text)
    }

    @Test(arguments: ConfigFormat.allCases)
    func everyFormatRoutesAlike(_ format: ConfigFormat) throws {
        let file = try Self.file(format)
        #expect(specWithoutLocations(file.spec) == specWithoutLocations(try Self.file(.json).spec))
        #expect(file.table.routes[0].query == ["url": "/settings/<path:page>", "private": .absent])
        #expect(file.table.routes[1].query == ["url": .present, "count": "2", "token": .absent])
        let settings = try #require(file.table.match("firefox://deep-link?url=/settings/clear-private-data"))
        #expect(settings.route.value.handler == "settings")
        #expect(settings.parameters["page"] == "clear-private-data")
        #expect(file.table.match("firefox://deep-link?url=/settings/general&private=1")?.route.value.handler == nil)
        #expect(file.table.match("firefox://deep-link?url=/open&count=2")?.route.value.handler == "open")
        #expect(file.table.match("firefox://deep-link?url=/open&count=3") == nil)
        let project = try #require(file.table.match("https://www.firefox.example/projects/Ann/Slug?slug=x"))
        #expect(project.route.value.handler == "project")
        #expect(project.parameters["creator"] == "ann")
        #expect(project.parameters["slug"] == "x")
        #expect(file.table.match("http://www.firefox.example/projects/Ann/Slug")?.route.value.handler == "project")
        #expect(file.warnings.isEmpty)
    }

    static let schemaErrors: [SpecErrorCase] = [
        SpecErrorCase(
            name: "a query item that is neither a boolean nor a string",
            json: #"{"routes": [{"pattern": "/a", "query": {"tab": ⟦1⟧["a"]}}]}"#,
            yaml: "routes:\n  - pattern: /a\n    query:\n      tab: ⟦1⟧[a]",
            plist:
                "<dict><key>routes</key><array><dict><key>pattern</key><string>/a</string><key>query</key><dict><key>tab</key>⟦1⟧<array><string>a</string></array></dict></dict></array></dict>",
            expected: [(1, #"query item "tab" must be true (present), false (absent) or a string (a value pattern), found array"#)]),
        SpecErrorCase(
            name: "a query that is not an object",
            json: #"{"routes": [{"pattern": "/a", "query": ⟦1⟧"tab=a"}]}"#,
            yaml: "routes:\n  - pattern: /a\n    query: ⟦1⟧tab=a",
            plist:
                "<dict><key>routes</key><array><dict><key>pattern</key><string>/a</string><key>query</key>⟦1⟧<string>tab=a</string></dict></array></dict>",
            expected: [(1, #""query" must be an object, found string"#)]),
        SpecErrorCase(
            name: "lowercaseCaptures that is not a boolean",
            json: #"{"routes": [{"pattern": "/a", "lowercaseCaptures": ⟦1⟧"sure", "queryOverridesPath": ⟦2⟧1}]}"#,
            yaml: "routes:\n  - pattern: /a\n    lowercaseCaptures: ⟦1⟧sure\n    queryOverridesPath: ⟦2⟧1",
            plist:
                "<dict><key>routes</key><array><dict><key>pattern</key><string>/a</string><key>lowercaseCaptures</key>⟦1⟧<string>sure</string><key>queryOverridesPath</key>⟦2⟧<integer>1</integer></dict></array></dict>",
            expected: [
                (1, #""lowercaseCaptures" must be a boolean, found string"#),
                (2, #""queryOverridesPath" must be a boolean, found integer"#),
            ]),
    ]

    @Test(arguments: schemaErrors, ConfigFormat.allCases)
    func reportsSchemaErrors(_ testCase: SpecErrorCase, format: ConfigFormat) {
        let document = testCase.document(format)
        let expected = testCase.expected.map { document.diagnostic($0.mark, $0.message, file: configTestFileName(format)) }
        #expect(specErrors(document.text, format) == expected)
    }

    /// A value pattern that does not parse is located in the value, with the value and a caret under it.
    @Test func aValuePatternErrorPointsIntoTheValue() throws {
        let text = """
            {
              "routes": [
                { "pattern": "/p/:id", "query": { "v": "x-<int:n" } },
                { "pattern": "/q/:id", "query": { "w": "x-:id" } }
              ]
            }
            """
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json")
        #expect(throws: RouteTableError.self) { try RouteTableFile.compile(spec, file: "t.json", source: text) }
        do {
            _ = try RouteTableFile.compile(spec, file: "t.json", source: text)
        } catch {
            #expect(
                error.description == """
                    t.json:3:47: error: query item "v": unterminated placeholder: expected '>'
                      x-<int:n
                        ^
                    t.json:4:48: error: query item "w": the parameter 'id' is captured by the pattern
                      x-:id
                         ^
                    """)
        }
    }

    /// A described parameter may be one a query condition captures; one nothing captures is an error.
    @Test func describedParametersIncludeQueryCaptures() throws {
        let text = #"{"routes": [{"pattern": "/p", "query": {"url": "<path:target>"}, "parameters": {"target": {}, "other": {}}}]}"#
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json")
        #expect(throws: RouteTableError.self) { try RouteTableFile.compile(spec, file: "t.json", source: text) }
        do {
            _ = try RouteTableFile.compile(spec, file: "t.json", source: text)
        } catch {
            #expect(
                error.description
                    == #"t.json:1:95: error: parameter "other" is described but "/p" does not capture it; it captures target"#)
        }
    }
}
