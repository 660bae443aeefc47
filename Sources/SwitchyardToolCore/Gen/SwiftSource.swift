import Foundation
import Switchyard
package import SwitchyardConfig

/// The Swift source `gen swift` writes for a table: one `TypedRoute` type per route and the handler names
/// (the build plugin's compiler writes it too, with the handlers' binding after it: ``SwiftBinding``).
package struct SwiftSource {
    /// One property of a route type: a capture of its pattern.
    struct Property {
        /// The parameter's name (the capture's).
        var name: String
        /// The property's name: the parameter's, or with `Value` after it when a generated member has that name.
        var swiftName: String
        var type: String
        var optional: Bool
        var wildcard: Bool
        var minimumOne: Bool
    }

    /// One generated type.
    struct RouteType {
        var name: String
        var pattern: String
        var scheme: String?
        var patternHasScheme: Bool
        var handler: String?
        /// The route's id in the table (its registration index): what a request's `route.id` is.
        var routeID: Int
        var isInternal: Bool
        var properties: [Property]
        /// The route's query conditions, in key order: each item's name and its condition as Swift writes it.
        var query: [(key: String, condition: String)] = []
    }

    let source: String
    let hostAsPath: HostAsPath
    /// The custom parameter types the table declares (its `types`), by name.
    let declaredTypeNames: [String]
    let types: [RouteType]
    /// The name of the enum of handler names: `RouteHandlers`, after the type prefix.
    let handlersName: String
    /// Handler names in table order with their constant names.
    let handlers: [(constant: String, name: String)]
    /// What the declarations' access is written as: `""` (internal) or `"public "`, the table's `generatedAccess`.
    let access: String

    package init(_ file: RouteTableFile, source: String, typePrefix: String) {
        self.source = source
        hostAsPath = file.table.options.intake.hostAsPath
        access = file.spec.options.generatedAccess?.value == "public" ? "public " : ""
        declaredTypeNames = file.spec.types.map(\.name.value)
        var handlerConstants: [(String, String)] = []
        var constantOf: [String: String] = [:]
        var usedConstants: Set<String> = ["all"]
        for route in file.table.routes {
            guard let handler = route.value.handler, constantOf[handler] == nil else { continue }
            let constant = Self.unique(Self.lowerCamel(Self.words(handler)) ?? "handler", &usedConstants)
            constantOf[handler] = constant
            handlerConstants.append((constant, handler))
        }
        handlers = handlerConstants
        handlersName = typePrefix + "RouteHandlers"
        var usedTypes: Set<String> = [handlersName, typePrefix + "RouteHandling", typePrefix + "RouteTable"]
        types = file.table.routes.map { route in
            let entry = route.value
            let words = Self.words(entry.name ?? entry.handler ?? "") + []
            let base = words.isEmpty ? Self.words(Self.literalText(route.pattern.text)) : words
            var name = typePrefix + base.map(Self.capitalized).joined() + "Route"
            if name.first?.isNumber == true || name == "Route" { name = "_" + name }
            return RouteType(
                name: Self.unique(name, &usedTypes), pattern: route.pattern.text, scheme: route.scheme,
                patternHasScheme: route.pattern.scheme != nil, handler: entry.handler.flatMap { constantOf[$0] }, routeID: route.id,
                isInternal: entry.isInternal, properties: Self.properties(route.pattern.text, query: route.query),
                query: Self.conditions(route.query))
        }
    }

    /// A route's query conditions as Swift literals of `QueryCondition`, in key order.
    static func conditions(_ query: [String: QueryCondition]) -> [(key: String, condition: String)] {
        query.sorted { $0.key < $1.key }.map { key, condition in
            switch condition {
            case .present: return (key, ".present")
            case .absent: return (key, ".absent")
            case .equals(let text): return (key, ".equals(\(literal(text)))")
            case .matches(let text): return (key, literal(text))
            }
        }
    }

    /// The captures of a pattern and of its query conditions' value patterns as properties: typed from the
    /// capture, optional unless every expansion of the pattern has it. An item that must be present is a
    /// `String` property of its name too (when the name is an identifier no capture has).
    static func properties(_ pattern: String, query: [String: QueryCondition]) -> [Property] {
        var result = properties(pattern)
        var names = Set(result.map(\.swiftName)).union(reserved)
        for (key, condition) in query.sorted(by: { $0.key < $1.key }) {
            switch condition {
            case .matches(let text):
                for var property in properties(text) {
                    if reserved.contains(property.name) { property.swiftName = unique(property.name + "Value", &names) }
                    names.insert(property.swiftName)
                    result.append(property)
                }
            case .present where isIdentifier(key) && !result.contains(where: { $0.name == key }):
                let swiftName = reserved.contains(key) ? unique(key + "Value", &names) : key
                names.insert(swiftName)
                result.append(
                    Property(name: key, swiftName: swiftName, type: "String", optional: false, wildcard: false, minimumOne: false))
            default: continue
            }
        }
        return result
    }

    /// Whether `name` is an identifier a capture could have (`[A-Za-z_][A-Za-z0-9_]*`).
    static func isIdentifier(_ name: String) -> Bool {
        func letter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" }
        guard let first = name.unicodeScalars.first, letter(first) else { return false }
        return name.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) }
    }

    /// The captures of a pattern as properties: typed from the capture, optional unless every expansion has it.
    static func properties(_ pattern: String) -> [Property] {
        let scan = PatternOutline(pattern)
        let expansions = scan.expansions.map { Set(PatternOutline($0).captures.map(\.name)) }
        var seen: Set<String> = []
        var swiftNames = Set(scan.captures.map(\.name)).union(reserved)
        var result: [Property] = []
        for capture in scan.captures where !capture.name.isEmpty && seen.insert(capture.name).inserted {
            let type: String
            switch capture.constraint {
            case .typed("int"): type = "Int"
            case .typed("float"): type = "Double"
            case .typed("uuid"): type = "UUID"
            case .wildcard: type = "[String]"
            default: type = "String"
            }
            let everywhere = expansions.allSatisfy { $0.contains(capture.name) }
            let isWildcard = capture.constraint == .wildcard
            let minimumOne = isWildcard && pattern.unicodeScalars.dropFirst(capture.offset).starts(with: "<".unicodeScalars)
            let swiftName = reserved.contains(capture.name) ? unique(capture.name + "Value", &swiftNames) : capture.name
            result.append(
                Property(
                    name: capture.name, swiftName: swiftName, type: type, optional: !everywhere && !isWildcard, wildcard: isWildcard,
                    minimumOne: minimumOne && everywhere))
        }
        return result
    }

    // MARK: Names

    /// Members every generated type has, which a property cannot be called.
    static let reserved: Set<String> = ["url", "pattern", "handler", "CodingKeys", "encode", "hashValue", "hash", "self"]

    /// The alphanumeric runs of a name (`goods.detail` → `goods`, `detail`; `goodsDetail` stays one word).
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }).map(String.init)
    }

    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    static func lowerCamel(_ words: [String]) -> String? {
        guard let first = words.first else { return nil }
        let name = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map(capitalized).joined()
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The literal segments of a pattern, for a route with neither name nor handler (`/goods/<int:id>/reviews`
    /// → `goods/reviews`).
    static func literalText(_ pattern: String) -> String {
        var text = pattern
        if let range = text.range(of: "://") { text = String(text[range.upperBound...]) }
        return text.split(separator: "/").filter { !$0.contains(where: { ":<*(#".contains($0) }) }.joined(separator: "/")
    }

    /// `name`, or `name2`, `name3`, … when taken (table order decides).
    static func unique(_ name: String, _ used: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while used.contains(candidate) {
            candidate = "\(name)\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "true", "try", "await", "async",
        "throws", "consume", "copy", "discard", "each", "some", "any", "Type", "Protocol", "_",
    ]

    /// An identifier as a declaration or use writes it: back-quoted when it is a keyword.
    static func identifier(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
