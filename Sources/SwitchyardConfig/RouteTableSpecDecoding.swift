import Foundation
import Switchyard

extension RouteTableSpec {
    /// Validates a parsed document and builds the spec from it.
    ///
    /// All problems are collected (type errors, unknown keys, bad enum values, missing
    /// required keys) and thrown together, sorted by location.
    package static func decode(_ root: ConfigNode, file: String) throws(ConfigDocumentError) -> RouteTableSpec {
        var decoder = RouteTableSpecDecoder(file: file)
        let spec = decoder.decodeTable(root)
        guard decoder.diagnostics.isEmpty else {
            throw ConfigDocumentError(decoder.sortedDiagnostics)
        }
        return spec
    }

    /// Parses a document in the given format and decodes it.
    package static func parse(_ bytes: [UInt8], format: ConfigFormat, file: String) throws(ConfigDocumentError) -> RouteTableSpec {
        let root: ConfigNode
        do {
            root = try ConfigDocument.parse(bytes, format: format, file: file)
        } catch {
            throw ConfigDocumentError([error])
        }
        return try decode(root, file: file)
    }

    /// Reads a route-table file, choosing the format by its extension
    /// (`.json`, `.yaml`, `.yml`, `.plist`), and decodes it. Diagnostics name the file
    /// by `path` exactly as given.
    package static func load(contentsOf path: String) throws(ConfigDocumentError) -> RouteTableSpec {
        try read(contentsOf: path).spec
    }

    /// Reads a route-table file once: the decoded spec and the bytes it was decoded from (which the compiler
    /// uses to point diagnostics inside patterns).
    /// The largest route-table file read (64 MiB: a table of 100,000 routes is about 10 MB); a larger one, or a
    /// FIFO or device in its place, is refused without being read.
    package static let maximumFileSize = 64 << 20

    /// `fromCommandLine`: a path the `switchyard` tool was given, which may be a pipe (`--table <(…)`); one without
    /// an extension (`/dev/fd/63`) is read as JSON.
    static func read(contentsOf path: String, fromCommandLine: Bool = false) throws(ConfigDocumentError)
        -> (spec: RouteTableSpec, bytes: [UInt8])
    {
        func failure(_ message: String) -> ConfigDocumentError {
            ConfigDocumentError([Diagnostic(file: path, location: .start, message: message)])
        }
        let unnamed = fromCommandLine && pathExtension(of: path).isEmpty
        if !unnamed { _ = try format(of: path) }
        let bytes: [UInt8]
        switch RegularFile.read(path, limit: maximumFileSize, acceptingPipes: fromCommandLine) {
        case .success(let read): bytes = read
        case .failure(let why): throw failure("cannot read file (\(why))")
        }
        guard bytes.count <= maximumFileSize else { throw failure(ConfigText.fileTooLarge(limit: maximumFileSize)) }
        return (unnamed ? try parse(bytes, format: .json, file: path) : try parse(bytes, file: path), bytes)
    }

    /// Parses a file's bytes in the format its name's extension gives, and decodes them.
    package static func parse(_ bytes: [UInt8], file: String) throws(ConfigDocumentError) -> RouteTableSpec {
        try parse(bytes, format: try format(of: file), file: file)
    }

    /// The format a route-table file's extension names; an error naming the extension for another.
    static func format(of path: String) throws(ConfigDocumentError) -> ConfigFormat {
        let fileExtension = Self.pathExtension(of: path)
        guard let format = ConfigFormat(pathExtension: fileExtension) else {
            let shown = fileExtension.isEmpty ? "(no extension)" : TextScanning.quoted("." + fileExtension)
            throw ConfigDocumentError([
                Diagnostic(file: path, location: .start, message: "unknown route-table format \(shown); use .json, .yaml, .yml or .plist")
            ])
        }
        return format
    }

    package static func pathExtension(of path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}

/// Walks a ``ConfigNode`` tree and collects every problem with the route-table schema.
package struct RouteTableSpecDecoder {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    package static let tableKeys = ["options", "namespaces", "types", "routes", "rewrites"]
    package static let optionKeys = [
        "matchOrder", "hostAsPath", "decodePlus", "accept", "webOrigins", "maxURLLength", "maxSegments", "maxQueryItems",
        "generatedAccess",
        "identicalRoutes", "apps",
    ]
    package static let namespaceKeys = ["fallbackToGlobal"]
    package static let routeKeys = [
        "pattern", "scheme", "priority", "handler", "name", "accept", "tags", "internal", "description", "parameters", "query",
        "lowercaseCaptures", "queryOverridesPath",
    ]
    package static let parameterKeys = ["type", "description", "example"]
    package static let rewriteKeys = ["from", "regex", "to", "nested"]
    package static let nestedKeys = ["resolvesRelative", "carriedQueryItems", "source"]

    /// Diagnostics in file order; problems at the same place keep the order they were found in.
    var sortedDiagnostics: [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location ?? .start, $0.offset) < ($1.element.location ?? .start, $1.offset) }
            .map(\.element)
    }

    mutating func report(_ location: TextLocation, _ message: String) {
        diagnostics.append(Diagnostic(file: file, location: location, message: message))
    }

    // MARK: Structure

    mutating func decodeTable(_ root: ConfigNode) -> RouteTableSpec {
        var spec = RouteTableSpec()
        guard case .object(let members) = root.value else {
            report(root.location, ConfigText.tableNotObject(type: root.typeName))
            return spec
        }
        var sawRoutes = false
        for member in members where !Self.isExtensionKey(member.key) {
            switch member.key {
            case "options": spec.options = decodeOptions(member.value)
            case "namespaces": spec.namespaces = decodeNamespaces(member.value)
            case "types": spec.types = decodeTypes(member)
            case "routes":
                sawRoutes = true
                spec.routes = decodeArray(member, element: "route") { decoder, node in decoder.decodeRoute(node) }
            case "rewrites":
                spec.rewrites = decodeArray(member, element: "rewrite") { decoder, node in decoder.decodeRewrite(node) }
            default: unknownKey(member, in: "route table", expected: Self.tableKeys)
            }
        }
        if !sawRoutes {
            report(root.location, ConfigText.tableMissingRoutes)
        }
        return spec
    }

    private mutating func decodeOptions(_ node: ConfigNode) -> RouteTableSpec.Options {
        var options = RouteTableSpec.Options()
        guard let members = object(node, named: "options") else { return options }
        for member in members where !Self.isExtensionKey(member.key) {
            switch member.key {
            case "matchOrder": options.matchOrder = choice(member, among: ["specificity", "registration"])
            case "hostAsPath": options.hostAsPath = choice(member, among: ["auto", "always", "never"])
            case "decodePlus": options.decodePlus = bool(member)
            case "accept": options.accept = stringArray(member)
            case "webOrigins": options.webOrigins = stringArray(member)
            case "maxURLLength": options.maxURLLength = positiveInt(member, atMost: IntakeOptions.maxURLLengthCeiling)
            case "maxSegments": options.maxSegments = positiveInt(member, atMost: IntakeOptions.maxSegmentsCeiling)
            case "maxQueryItems": options.maxQueryItems = positiveInt(member, atMost: IntakeOptions.maxQueryItemsCeiling)
            case "generatedAccess": options.generatedAccess = choice(member, among: ["internal", "public"])
            case "identicalRoutes": options.identicalRoutes = choice(member, among: ["warning", "error"])
            case "apps": options.apps = decodeApps(member.value)
            default: unknownKey(member, in: "options", expected: Self.optionKeys)
            }
        }
        return options
    }

    private mutating func decodeNamespaces(_ node: ConfigNode) -> [RouteTableSpec.Namespace] {
        guard let members = object(node, named: "namespaces") else { return [] }
        var namespaces: [RouteTableSpec.Namespace] = []
        for member in members {
            let scheme = Located(member.key, at: member.keyLocation)
            if member.key.isEmpty {
                report(member.keyLocation, ConfigText.valueEmptyName(what: "namespace"))
            } else if !SchemeName.isValid(member.key) {
                report(member.keyLocation, SchemeName.refusal("namespace name", found: member.key))
            }
            guard case .object(let settings) = member.value.value else {
                report(
                    member.value.location,
                    ConfigText.valueNotObject(name: "namespace \(TextScanning.quoted(member.key))", type: member.value.typeName))
                continue
            }
            var namespace = RouteTableSpec.Namespace(scheme: scheme)
            for setting in settings where !Self.isExtensionKey(setting.key) {
                switch setting.key {
                case "fallbackToGlobal": namespace.fallbackToGlobal = bool(setting)
                default: unknownKey(setting, in: "namespace \(TextScanning.quoted(member.key))", expected: Self.namespaceKeys)
                }
            }
            namespaces.append(namespace)
        }
        return namespaces
    }

    private mutating func decodeArray<Element>(
        _ member: ConfigMember, element: String,
        _ decodeElement: (inout RouteTableSpecDecoder, ConfigNode) -> Element?
    ) -> [Element] {
        guard case .array(let items) = member.value.value else {
            report(member.value.location, ConfigText.valueNotArray(name: TextScanning.quoted(member.key), type: member.value.typeName))
            return []
        }
        var result: [Element] = []
        for item in items {
            guard case .object = item.value else {
                report(item.location, ConfigText.valueNotObject(name: element, type: item.typeName))
                continue
            }
            if let decoded = decodeElement(&self, item) { result.append(decoded) }
        }
        return result
    }

    private mutating func decodeRoute(_ node: ConfigNode) -> RouteTableSpec.Route? {
        guard case .object(let members) = node.value else { return nil }
        var pattern: Located<String>?
        var sawPattern = false
        var route = RouteTableSpec.Route(location: node.location, pattern: Located("", at: node.location))
        for member in members where !Self.isExtensionKey(member.key) {
            switch member.key {
            case "pattern":
                sawPattern = true
                pattern = string(member)
            case "scheme": route.scheme = scheme(member)
            case "priority": route.priority = int(member)
            case "handler": route.handler = string(member)
            case "name": route.name = string(member)
            case "accept": route.accept = stringArray(member)
            case "tags": route.tags = stringArray(member)
            case "internal": route.isInternal = bool(member)
            case "description": route.description = string(member)
            case "parameters": route.parameters = decodeParameters(member)
            case "query": route.query = decodeQuery(member)
            case "lowercaseCaptures": route.lowercaseCaptures = bool(member)
            case "queryOverridesPath": route.queryOverridesPath = bool(member)
            default: unknownKey(member, in: "route", expected: Self.routeKeys)
            }
        }
        if !sawPattern {
            report(node.location, ConfigText.routeMissingPattern)
        }
        guard let pattern else { return nil }
        route.pattern = pattern
        return route
    }

    private mutating func decodeRewrite(_ node: ConfigNode) -> RouteTableSpec.Rewrite? {
        guard case .object(let members) = node.value else { return nil }
        var from: Located<String>?
        var to: Located<String>?
        var kind = RewriteRule.Kind.pattern
        var sources: [ConfigMember] = []
        var sawTo = false
        var nested: (member: ConfigMember, options: RewriteRule.NestedURL?)?
        for member in members where !Self.isExtensionKey(member.key) {
            switch member.key {
            case "from", "regex":
                sources.append(member)
                if sources.count == 1 { from = string(member); kind = member.key == "regex" ? .regex : .pattern }
            case "to":
                sawTo = true
                to = string(member)
            case "nested": nested = (member, decodeNested(member))
            default: unknownKey(member, in: "rewrite", expected: Self.rewriteKeys)
            }
        }
        if sources.isEmpty { report(node.location, ConfigText.rewriteMissingFrom) }
        if sources.count > 1 { report(sources[1].keyLocation, ConfigText.rewriteBothSources) }
        if !sawTo { report(node.location, ConfigText.rewriteMissingTo) }
        if let nested, let to { checkNestedTarget(nested.member, to: to) }
        guard let from, let to, sources.count == 1 else { return nil }
        return RouteTableSpec.Rewrite(
            location: node.location, from: from, to: to, kind: kind,
            nested: nested?.options.map { Located($0, at: nested?.member.keyLocation ?? node.location) })
    }

    // MARK: Values

    mutating func object(_ node: ConfigNode, named name: String) -> [ConfigMember]? {
        guard case .object(let members) = node.value else {
            report(node.location, ConfigText.valueNotObject(name: TextScanning.quoted(name), type: node.typeName))
            return nil
        }
        return members
    }

    /// `text` (a `value.not-*` text) of `member`'s key and the type it was found to be.
    private mutating func typeMismatch(_ member: ConfigMember, _ text: (String, String) -> String) {
        report(member.value.location, text(TextScanning.quoted(member.key), member.value.typeName))
    }

    /// A non-empty string.
    mutating func string(_ member: ConfigMember) -> Located<String>? {
        guard case .string(let value) = member.value.value else {
            typeMismatch(member) { ConfigText.valueNotString(name: $0, type: $1) }
            return nil
        }
        guard !value.isEmpty else {
            report(member.value.location, ConfigText.valueEmpty(name: TextScanning.quoted(member.key)))
            return nil
        }
        return Located(value, at: member.value.location)
    }

    /// A route's `"scheme"`: a non-empty string that is a URL scheme (``SchemeName``), refused at the value.
    mutating func scheme(_ member: ConfigMember) -> Located<String>? {
        guard let value = string(member) else { return nil }
        guard SchemeName.isValid(value.value) else {
            report(member.value.location, SchemeName.refusal(TextScanning.quoted(member.key), found: value.value))
            return nil
        }
        return value
    }

    mutating func bool(_ member: ConfigMember) -> Located<Bool>? {
        guard case .bool(let value) = member.value.value else {
            typeMismatch(member) { ConfigText.valueNotBoolean(name: $0, type: $1) }
            return nil
        }
        return Located(value, at: member.value.location)
    }

    private mutating func int(_ member: ConfigMember) -> Located<Int>? {
        guard case .int(let value) = member.value.value else {
            typeMismatch(member) { ConfigText.valueNotInteger(name: $0, type: $1) }
            return nil
        }
        return Located(value, at: member.value.location)
    }

    /// A positive integer no larger than `ceiling` (an intake limit, which a table may raise only so far).
    private mutating func positiveInt(_ member: ConfigMember, atMost ceiling: Int) -> Located<Int>? {
        guard case .int(let value) = member.value.value else {
            typeMismatch(member) { ConfigText.valueNotPositiveInteger(name: $0, type: $1) }
            return nil
        }
        guard value > 0 else {
            report(member.value.location, ConfigText.valueNotPositive(name: TextScanning.quoted(member.key), value: value))
            return nil
        }
        guard value <= ceiling else {
            report(member.value.location, ConfigText.valueTooLarge(name: TextScanning.quoted(member.key), limit: ceiling, value: value))
            return nil
        }
        return Located(value, at: member.value.location)
    }

    private mutating func choice(_ member: ConfigMember, among allowed: [String]) -> Located<String>? {
        let expected = Self.alternatives(allowed.map(TextScanning.quoted))
        guard case .string(let value) = member.value.value else {
            report(
                member.value.location,
                ConfigText.valueNotChoiceType(name: TextScanning.quoted(member.key), choices: expected, type: member.value.typeName))
            return nil
        }
        guard allowed.contains(value) else {
            report(
                member.value.location,
                ConfigText.valueNotChoice(name: TextScanning.quoted(member.key), choices: expected, value: TextScanning.quoted(value)))
            return nil
        }
        return Located(value, at: member.value.location)
    }

    /// An array of non-empty strings. Elements are named `"key[index]"` in diagnostics.
    mutating func stringArray(_ member: ConfigMember) -> [Located<String>]? {
        guard case .array(let items) = member.value.value else {
            typeMismatch(member) { ConfigText.valueNotStringArray(name: $0, type: $1) }
            return nil
        }
        var result: [Located<String>] = []
        var valid = true
        for (offset, item) in items.enumerated() {
            let name = TextScanning.quoted("\(member.key)[\(offset)]")
            guard case .string(let value) = item.value else {
                report(item.location, ConfigText.valueNotString(name: name, type: item.typeName))
                valid = false
                continue
            }
            guard !value.isEmpty else {
                report(item.location, ConfigText.valueEmpty(name: name))
                valid = false
                continue
            }
            result.append(Located(value, at: item.location))
        }
        return valid ? result : nil
    }
}
