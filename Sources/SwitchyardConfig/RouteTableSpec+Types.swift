import Switchyard

extension RouteTableSpec {
    /// One member of the table's `types` object: a custom parameter type its patterns use (`<sku:code>`), whose
    /// check the app gives in code (`RouteTableFile.load(contentsOf:types:)`, or the method the build plugin's
    /// generated protocol asks for). Declaring it lets the tools (lint, the build plugin) read the patterns
    /// without the app's code: they take any value for it.
    ///
    /// ```json
    /// "types": { "sku": { "description": "Eight letters.", "example": "ABCDEFGH" } }
    /// ```
    package struct TypeDeclaration: Sendable, Hashable {
        /// The type's name (the member's key), located at the key.
        package var name: Located<String>
        package var description: Located<String>?
        /// A value the type accepts; the tools fill sample URLs with it.
        package var example: Located<String>?

        package init(name: Located<String>, description: Located<String>? = nil, example: Located<String>? = nil) {
            self.name = name
            self.description = description
            self.example = example
        }
    }
}

extension RouteTableSpecDecoder {
    package static let typeKeys = ["description", "example"]
    /// The names a pattern gives the built-in types; a declaration cannot take one.
    static let builtInTypeNames: Set<String> = ["int", "float", "uuid", "string", "path"]

    /// The table's `types` object: name → `{ "description"?, "example"? }`, each a string. A name is what a
    /// pattern's `<type:name>` can spell (ASCII letters, digits and `_`, not a digit first) and no built-in type's.
    mutating func decodeTypes(_ member: ConfigMember) -> [RouteTableSpec.TypeDeclaration] {
        guard let members = object(member.value, named: member.key) else { return [] }
        var declarations: [RouteTableSpec.TypeDeclaration] = []
        for entry in members {
            let context = "parameter type \(TextScanning.quoted(entry.key))"
            if !Self.isTypeName(entry.key) {
                report(entry.keyLocation, ConfigText.typesNotAName(name: TextScanning.quoted(entry.key)))
            } else if Self.builtInTypeNames.contains(entry.key) {
                report(entry.keyLocation, ConfigText.typesBuiltIn(name: TextScanning.quoted(entry.key)))
            }
            guard case .object(let fields) = entry.value.value else {
                report(entry.value.location, ConfigText.valueNotObject(name: context, type: entry.value.typeName))
                continue
            }
            var declaration = RouteTableSpec.TypeDeclaration(name: Located(entry.key, at: entry.keyLocation))
            for field in fields where !Self.isExtensionKey(field.key) {
                switch field.key {
                case "description": declaration.description = string(field)
                case "example": declaration.example = string(field)
                default: unknownKey(field, in: context, expected: Self.typeKeys)
                }
            }
            declarations.append(declaration)
        }
        return declarations
    }

    /// Whether `name` is what a pattern's placeholder reads as a type name.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}
