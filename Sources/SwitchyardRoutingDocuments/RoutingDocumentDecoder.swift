import Foundation
import Switchyard

/// Reads a ``RoutingDocument`` from a located JSON tree, collecting every problem with its location.
struct RoutingDocumentDecoder {
    let file: String
    var diagnostics: [Diagnostic] = []

    static let documentKeys = [
        "format", "serial", "app", "notBefore", "expires", "rollout", "rewrites", "redirects", "degrades", "routes", "remove",
    ]

    init(file: String) { self.file = file }

    mutating func report(_ location: TextLocation, _ message: String) {
        diagnostics.append(Diagnostic(file: file, location: location, message: message))
    }

    /// A key that `context` (`a route`, `"app"`) does not have, at the key, with the keys it has.
    mutating func unknownKey(_ member: ConfigMember, in context: String, keys: String) {
        report(member.keyLocation, DocumentText.keyUnknown(key: TextScanning.quoted(member.key), context: context, keys: keys))
    }

    mutating func decode(_ root: ConfigNode) -> RoutingDocument? {
        guard let members = object(root, "the document") else { return nil }
        var format: Int?
        var serial: Int?
        var sawSerial = false
        var document = RoutingDocument(serial: 0)
        for member in members {
            switch member.key {
            case "format": format = int(member.value, "\"format\"")
            case "serial":
                sawSerial = true
                serial = self.serial(member.value)
            case "app": document.app = appRange(member.value)
            case "notBefore": document.notBefore = date(member.value, "\"notBefore\"")
            case "expires": document.expires = date(member.value, "\"expires\"")
            case "rollout": document.rollout = rollout(member.value)
            case "rewrites":
                (document.rewrites, document.locations.rewrites) = located(array(member.value, "\"rewrites\"")) { $0.rewrite($1) }
            case "redirects":
                (document.redirects, document.locations.redirects) = located(array(member.value, "\"redirects\"")) {
                    $0.pair($1, "redirect")
                }
            case "degrades":
                (document.degrades, document.locations.degrades) = located(array(member.value, "\"degrades\"")) { $0.degrade($1) }
            case "routes": document.routes = array(member.value, "\"routes\"").compactMap { route($0) }
            case "remove":
                (document.removals, document.locations.removals) = located(array(member.value, "\"remove\"")) {
                    $0.selector($1, "a removal")
                }
            default:
                unknownKey(member, in: "routing document", keys: Self.documentKeys.joined(separator: ", "))
            }
        }
        if let format, format != RoutingDocument.currentFormat {
            report(root.location, DocumentText.formatUnsupported(format: format, current: RoutingDocument.currentFormat))
        }
        guard let serial else {
            if !sawSerial { report(root.location, DocumentText.missingSerial) }
            return nil
        }
        guard format != nil else {
            report(root.location, DocumentText.missingFormat(current: RoutingDocument.currentFormat))
            return nil
        }
        document.serial = serial
        if let notBefore = document.notBefore, let expires = document.expires, expires <= notBefore {
            report(root.location, DocumentText.expiresNotAfter)
        }
        return document
    }

    /// The serial, or `nil` with the problem reported at the value's first character (`document.format.malformed`).
    mutating func serial(_ node: ConfigNode) -> Int? {
        guard case .int(let value) = node.value else {
            let what = node.typeName == "number" ? "a number with a fraction or an exponent" : Self.article(node.typeName)
            report(node.location, DocumentText.serialType(type: what))
            return nil
        }
        guard value >= 1 else {
            report(node.location, DocumentText.serialValue(value: value))
            return nil
        }
        return value
    }

    /// A JSON type's name with its article, as a message says it: `a string`, `an array`, `null`.
    static func article(_ typeName: String) -> String {
        typeName == "null" ? "null" : (typeName.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + typeName
    }

    mutating func object(_ node: ConfigNode, _ what: String) -> [ConfigMember]? {
        guard case .object(let members) = node.value else {
            report(node.location, DocumentText.valueNotObject(name: what, type: node.typeName))
            return nil
        }
        return members
    }

    mutating func array(_ node: ConfigNode, _ what: String) -> [ConfigNode] {
        guard case .array(let items) = node.value else {
            report(node.location, DocumentText.valueNotArray(name: what, type: node.typeName))
            return []
        }
        return items
    }

    mutating func string(_ node: ConfigNode, _ what: String) -> String? {
        guard case .string(let text) = node.value else {
            report(node.location, DocumentText.valueNotString(name: what, type: node.typeName))
            return nil
        }
        return text
    }

    mutating func int(_ node: ConfigNode, _ what: String) -> Int? {
        guard case .int(let value) = node.value else {
            report(node.location, DocumentText.valueNotInteger(name: what, type: node.typeName))
            return nil
        }
        return value
    }

    mutating func date(_ node: ConfigNode, _ what: String) -> Date? {
        guard let text = string(node, what) else { return nil }
        // RFC 3339 as written, the same on every reader (`DocumentDate`); Foundation's ISO8601DateFormatter takes
        // February 29 of any year, T24:00, +99:99, +05 and a trailing space (issue #71, item 11).
        switch DocumentDate.read(text) {
        case .date(let date): return date
        case .outOfRange(let why):
            report(node.location, DocumentText.dateOutOfRange(name: what, value: TextScanning.quoted(text), why: why))
        case .notADate:
            report(node.location, DocumentText.notADate(name: what, value: TextScanning.quoted(text)))
        }
        return nil
    }

    mutating func strings(_ node: ConfigNode, _ what: String) -> [String] {
        array(node, what).compactMap { string($0, "each of \(what)") }
    }

    mutating func appRange(_ node: ConfigNode) -> RoutingDocument.AppRange? {
        guard let members = object(node, "\"app\"") else { return nil }
        var range = RoutingDocument.AppRange()
        for member in members {
            switch member.key {
            case "minVersion": range.minVersion = version(member.value, "\"minVersion\"")
            case "maxVersion": range.maxVersion = version(member.value, "\"maxVersion\"")
            case "platforms": range.platforms = strings(member.value, "\"platforms\"").map { $0.lowercased() }
            default:
                unknownKey(member, in: "\"app\"", keys: "minVersion, maxVersion, platforms")
            }
        }
        return range
    }

    mutating func version(_ node: ConfigNode, _ what: String) -> String? {
        guard let text = string(node, what) else { return nil }
        guard AppVersion(text) != nil else {
            report(node.location, DocumentText.notAVersion(name: what, value: TextScanning.quoted(text)))
            return nil
        }
        return text
    }

    mutating func rollout(_ node: ConfigNode) -> RoutingDocument.Rollout? {
        guard let members = object(node, "\"rollout\"") else { return nil }
        var percent: Double?
        var sawPercent = false
        var salt: String?
        for member in members {
            switch member.key {
            case "percent":
                sawPercent = true
                switch member.value.value {
                case .int(let value): percent = Double(value)
                case .double(let value): percent = value
                default: report(member.value.location, DocumentText.percentType(type: member.value.typeName))
                }
                if let value = percent, !(0...100).contains(value) {
                    report(member.value.location, DocumentText.percentRange)
                    percent = nil
                }
            case "salt": salt = string(member.value, "\"salt\"")
            default:
                unknownKey(member, in: "\"rollout\"", keys: "percent, salt")
            }
        }
        guard let percent else {
            // A percent that is there but wrong was reported at its value.
            if !sawPercent { report(node.location, DocumentText.rolloutNeedsPercent) }
            return nil
        }
        return RoutingDocument.Rollout(percent: percent, salt: salt)
    }

    /// The entries that decode, each with where it starts.
    mutating func located<Entry>(_ nodes: [ConfigNode], _ decode: (inout Self, ConfigNode) -> Entry?) -> ([Entry], [TextLocation]) {
        var entries: [Entry] = []
        var locations: [TextLocation] = []
        for node in nodes {
            guard let entry = decode(&self, node) else { continue }
            entries.append(entry)
            locations.append(node.location)
        }
        return (entries, locations)
    }

    mutating func pair(_ item: ConfigNode, _ what: String) -> Redirect? {
        guard let members = object(item, "a \(what)") else { return nil }
        var from: String?
        var to: String?
        for member in members {
            switch member.key {
            case "from": from = string(member.value, "\"from\"")
            case "to": to = string(member.value, "\"to\"")
            default:
                unknownKey(member, in: "a \(what)", keys: "from, to")
            }
        }
        guard let from, let to else {
            report(item.location, DocumentText.redirectNeeds)
            return nil
        }
        return Redirect(from: from, to: to)
    }

    mutating func selector(_ node: ConfigNode, _ what: String) -> RouteSelector? {
        if case .object(let members) = node.value, members.count == 1, members[0].key == "name" {
            return string(members[0].value, "\"name\"").map(RouteSelector.name)
        }
        guard let pattern = string(node, "\(what) (a pattern, or {\"name\": …})") else { return nil }
        return .pattern(pattern)
    }
}
