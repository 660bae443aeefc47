import Foundation
import Switchyard
import SwitchyardConfig
import Testing

/// A table's `types` object: the custom parameter types its patterns use, declared so that the tools (lint,
/// `match`, the build plugin) read the table without the app's code, while the app gives each type's check.
@Suite("Declared parameter types in tables")
struct DeclaredTypesTests {
    static let errorCases: [SpecErrorCase] = [
        SpecErrorCase(
            name: "a name no pattern can spell, a built-in name, a declaration that is not an object, an unknown field",
            json: #"{"types": {⟦1⟧"2fa": {}, ⟦2⟧"int": {}, "sku": ⟦3⟧"text", "slug": {⟦4⟧"exmple": "a"}}, "routes": []}"#,
            yaml: "types:\n  ⟦1⟧2fa: {}\n  ⟦2⟧int: {}\n  sku: ⟦3⟧text\n  slug: { ⟦4⟧exmple: a }\nroutes: []",
            plist: "<dict><key>types</key><dict>⟦1⟧<key>2fa</key><dict/>⟦2⟧<key>int</key><dict/><key>sku</key>⟦3⟧<string>text</string>"
                + "<key>slug</key><dict>⟦4⟧<key>exmple</key><string>a</string></dict></dict><key>routes</key><array/></dict>",
            expected: [
                (1, #"parameter type "2fa" is not a type name: use ASCII letters, digits and '_', not a digit first"#),
                (2, #"parameter type "int" is built in; declare only the app's own types"#),
                (3, #"parameter type "sku" must be an object, found string"#),
                (4, #"unknown key "exmple" in parameter type "slug"; did you mean "example"?"#),
            ]),
        SpecErrorCase(
            name: "types that is not an object",
            json: #"{"types": ⟦1⟧["sku"], "routes": []}"#,
            yaml: "types: ⟦1⟧[sku]\nroutes: []",
            plist: "<dict><key>types</key>⟦1⟧<array><string>sku</string></array><key>routes</key><array/></dict>",
            expected: [(1, #""types" must be an object, found array"#)]),
    ]

    @Test(arguments: errorCases, ConfigFormat.allCases)
    func reportsSchemaErrors(_ testCase: SpecErrorCase, format: ConfigFormat) {
        let document = testCase.document(format)
        let expected = testCase.expected.map { document.diagnostic($0.mark, $0.message, file: configTestFileName(format)) }
        #expect(specErrors(document.text, format) == expected)
    }

    static let table = """
        {"types": {"sku": {"description": "Eight letters.", "example": "ABCDEFGH"}},
         "routes": [{"pattern": "shop://goods/<sku:code>", "handler": "goods"}, {"pattern": "shop://goods/:slug", "handler": "slug"}]}
        """

    static func compile(_ text: String, types: [ParameterType] = [], declaredTypes: DeclaredTypes = .given) throws -> RouteTableFile {
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json")
        return try RouteTableFile.compile(spec, file: "t.json", source: text, types: types, declaredTypes: declaredTypes)
    }

    @Test func readsTheDeclarations() throws {
        let spec = try RouteTableSpec.parse(Array(Self.table.utf8), format: .json, file: "t.json")
        #expect(spec.types.map(\.name.value) == ["sku"])
        #expect(spec.types.first?.description?.value == "Eight letters.")
        #expect(spec.types.first?.example?.value == "ABCDEFGH")
        #expect(spec.types.first?.name.location == TextLocation(line: 1, column: 12))
    }

    /// The app gives the check: a value the type refuses falls to the next route.
    @Test func theAppsCheckDecides() throws {
        let sku = ParameterType.custom("sku") { $0.count == 8 && $0.allSatisfy(\.isLetter) }
        let table = try Self.compile(Self.table, types: [sku]).table
        #expect(table.match("shop://goods/ABCDEFGH")?.value.handler == "goods")
        #expect(table.match("shop://goods/ABC")?.value.handler == "slug")
    }

    /// A declared type the app does not give stops the table at the declaration, with one error (its patterns
    /// still parse, so no "unknown parameter type" follows).
    @Test func aDeclaredTypeTheAppDoesNotGiveIsAnErrorAtTheDeclaration() {
        #expect {
            try Self.compile(Self.table)
        } throws: { error in
            (error as? RouteTableError)?.diagnostics.map(\.description) == [
                "t.json:1:12: error: the table declares the parameter type \"sku\" but the app gives none of that name: pass it in `types:`"
            ]
        }
    }

    /// The tools have no app code: a declared type takes any value there, so the table loads and its other
    /// checks run. Without the declaration the pattern does not parse.
    @Test func theToolsTakeAnyValueForADeclaredType() throws {
        let table = try Self.compile(Self.table, declaredTypes: .acceptingAnything).table
        #expect(table.match("shop://goods/ABC")?.value.handler == "goods")
        let undeclared = Self.table.replacingOccurrences(of: #""sku": {"description""#, with: #""other": {"description""#)
        #expect(throws: RouteTableError.self) { try Self.compile(undeclared, declaredTypes: .acceptingAnything) }
    }
}
