/// A value read from a JSON, YAML or property-list document, together with where it
/// starts in the source file.
package struct ConfigNode: Sendable, Hashable {
    /// The format-independent value of a node.
    package enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case array([ConfigNode])
        /// The members of an object, in source order. Keys are unique.
        case object([ConfigMember])

        /// The name used for this kind of value in diagnostics:
        /// `null`, `boolean`, `integer`, `number`, `string`, `array` or `object`.
        package var typeName: String {
            switch self {
            case .null: "null"
            case .bool: "boolean"
            case .int: "integer"
            case .double: "number"
            case .string: "string"
            case .array: "array"
            case .object: "object"
            }
        }
    }

    package var value: Value
    /// Where the value starts: the opening bracket or quote, the first character of a
    /// scalar, or the element's `<` in a property list.
    package var location: TextLocation

    package init(_ value: Value, location: TextLocation) {
        self.value = value
        self.location = location
    }

    /// The diagnostic name of the value's type (see ``Value/typeName``).
    package var typeName: String { value.typeName }
}

/// One key-value pair of an object node.
package struct ConfigMember: Sendable, Hashable {
    package var key: String
    /// Where the key starts (its opening quote in JSON, its `<key>` element in a plist).
    package var keyLocation: TextLocation
    package var value: ConfigNode

    package init(key: String, keyLocation: TextLocation, value: ConfigNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// The syntaxes a route table can be written in.
package enum ConfigFormat: String, Sendable, Hashable, CaseIterable {
    case json
    case yaml
    case propertyList

    /// The format for a file extension: `json`; `yaml` or `yml`; `plist`.
    /// Matching ignores case and a leading dot.
    package init?(pathExtension: String) {
        var ext = Substring(pathExtension)
        if ext.hasPrefix(".") { ext = ext.dropFirst() }
        switch ext.lowercased() {
        case "json": self = .json
        case "yaml", "yml": self = .yaml
        case "plist": self = .propertyList
        default: return nil
        }
    }
}
