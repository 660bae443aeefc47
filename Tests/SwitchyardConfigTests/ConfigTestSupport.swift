import Foundation
import SwitchyardConfig

/// The file name used for a format in test diagnostics.
func configTestFileName(_ format: ConfigFormat) -> String {
    switch format {
    case .json: "t.json"
    case .yaml: "t.yaml"
    case .propertyList: "t.plist"
    }
}

/// Parses `text` as a document named `t.json`, `t.yaml` or `t.plist`.
func parseDocument(_ text: String, _ format: ConfigFormat) throws(Diagnostic) -> ConfigNode {
    try ConfigDocument.parse(Array(text.utf8), format: format, file: configTestFileName(format))
}

/// The diagnostic text a failing parse produces, or `nil` when it succeeds.
func documentError(_ text: String, _ format: ConfigFormat) -> String? {
    documentError(Array(text.utf8), format)
}

func documentError(_ bytes: [UInt8], _ format: ConfigFormat) -> String? {
    do {
        _ = try ConfigDocument.parse(bytes, format: format, file: configTestFileName(format))
        return nil
    } catch {
        return error.description
    }
}

/// All diagnostics of parsing and decoding a route table, one string each.
func specErrors(_ text: String, _ format: ConfigFormat) -> [String] {
    do {
        _ = try RouteTableSpec.parse(Array(text.utf8), format: format, file: configTestFileName(format))
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// A compact JSON-like rendering of a node tree's values (no locations).
func renderConfig(_ node: ConfigNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return "\(value)"
    case .double(let value): return "\(value)d"
    case .string(let value): return TextScanning.quoted(value)
    case .array(let items): return "[" + items.map(renderConfig).joined(separator: ",") + "]"
    case .object(let members):
        return "{" + members.map { TextScanning.quoted($0.key) + ":" + renderConfig($0.value) }.joined(separator: ",") + "}"
    }
}

/// The same tree with every object's members sorted by key.
func sortingConfigKeys(_ node: ConfigNode) -> ConfigNode {
    switch node.value {
    case .array(let items):
        return ConfigNode(.array(items.map(sortingConfigKeys)), location: node.location)
    case .object(let members):
        let sorted =
            members
            .map { ConfigMember(key: $0.key, keyLocation: $0.keyLocation, value: sortingConfigKeys($0.value)) }
            .sorted { $0.key < $1.key }
        return ConfigNode(.object(sorted), location: node.location)
    default:
        return node
    }
}

/// Follows a path of object keys and array indices.
func configChild(_ root: ConfigNode, _ path: Any...) -> ConfigNode? {
    var current = root
    for step in path {
        switch (current.value, step) {
        case (.object(let members), let key as String):
            guard let member = members.first(where: { $0.key == key }) else { return nil }
            current = member.value
        case (.array(let items), let index as Int):
            guard items.indices.contains(index) else { return nil }
            current = items[index]
        default:
            return nil
        }
    }
    return current
}

func memberKeyLocation(_ root: ConfigNode, _ key: String) -> TextLocation? {
    guard case .object(let members) = root.value else { return nil }
    return members.first(where: { $0.key == key })?.keyLocation
}

func srcLoc(_ line: Int, _ column: Int) -> TextLocation {
    TextLocation(line: line, column: column)
}

/// A document with position markers: `⟦1⟧` marks the character that follows it.
/// The markers are removed from `text`; `marks[1]` is where that character ends up.
struct MarkedDocument {
    var text: String
    var marks: [Int: TextLocation] = [:]

    init(_ marked: String) {
        var output = String.UnicodeScalarView()
        var line = 1
        var column = 1
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "⟦", let close = scalars[index...].firstIndex(of: "⟧"),
                let number = Int(String(String.UnicodeScalarView(scalars[(index + 1)..<close])))
            {
                marks[number] = TextLocation(line: line, column: column)
                index = close + 1
                continue
            }
            let scalar = scalars[index]
            output.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        text = String(output)
    }

    /// `file:line:column: message` for the marked position.
    func diagnostic(_ mark: Int, _ message: String, file: String) -> String {
        let location = marks[mark] ?? TextLocation(line: 0, column: 0)
        return "\(file):\(location.line):\(location.column): \(message)"
    }
}

/// The spec with every location replaced by 1:1, for comparing specs read from different formats.
func specWithoutLocations(_ spec: RouteTableSpec) -> RouteTableSpec {
    func strip<T>(_ value: Located<T>?) -> Located<T>? { value.map { Located($0.value, at: .start) } }
    func strip<T>(_ value: Located<T>) -> Located<T> { Located(value.value, at: .start) }
    func strip<T>(_ values: [Located<T>]?) -> [Located<T>]? { values?.map { Located($0.value, at: .start) } }
    var result = spec
    result.options.matchOrder = strip(spec.options.matchOrder)
    result.options.hostAsPath = strip(spec.options.hostAsPath)
    result.options.decodePlus = strip(spec.options.decodePlus)
    result.options.accept = strip(spec.options.accept)
    result.options.maxURLLength = strip(spec.options.maxURLLength)
    result.options.maxSegments = strip(spec.options.maxSegments)
    result.options.maxQueryItems = strip(spec.options.maxQueryItems)
    result.namespaces = spec.namespaces.map {
        RouteTableSpec.Namespace(scheme: strip($0.scheme), fallbackToGlobal: strip($0.fallbackToGlobal))
    }
    result.routes = spec.routes.map {
        RouteTableSpec.Route(
            location: .start, pattern: strip($0.pattern), scheme: strip($0.scheme), priority: strip($0.priority),
            handler: strip($0.handler), name: strip($0.name), accept: strip($0.accept), tags: strip($0.tags),
            isInternal: strip($0.isInternal),
            query: $0.query?.map { RouteTableSpec.Condition(key: strip($0.key), condition: strip($0.condition)) },
            lowercaseCaptures: strip($0.lowercaseCaptures), queryOverridesPath: strip($0.queryOverridesPath))
    }
    result.rewrites = spec.rewrites.map {
        RouteTableSpec.Rewrite(location: .start, from: strip($0.from), to: strip($0.to), kind: $0.kind)
    }
    return result
}

enum ConfigFixtures {
    static func url(_ name: String, _ fileExtension: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: fileExtension, subdirectory: "Fixtures")
    }

    static func bytes(_ name: String, _ fileExtension: String) -> [UInt8] {
        guard let url = url(name, fileExtension), let data = try? Data(contentsOf: url) else { return [] }
        return [UInt8](data)
    }
}
