import Foundation
import Yams

/// Converts a composed Yams node tree into ``ConfigNode``s.
struct YAMLNodeConverter {
    let file: String
    let insertions: [YAMLMarkerInsertion]
    /// Aliases can make a small document expand enormously ("billion laughs");
    /// conversion stops after this many nodes.
    var remainingNodes = 1_000_000

    init(file: String, insertions: [YAMLMarkerInsertion]) {
        self.file = file
        self.insertions = insertions
    }

    private func location(_ mark: Mark?) -> TextLocation {
        guard let mark else { return .start }
        var column = mark.column
        for insertion in insertions where insertion.line == mark.line && insertion.column < mark.column {
            column -= insertion.length
        }
        return TextLocation(line: max(1, mark.line), column: max(1, column))
    }

    private func failure(_ location: TextLocation, _ message: String) -> Diagnostic {
        Diagnostic(file: file, location: location, message: message)
    }

    mutating func convert(_ node: Node, depth: Int) throws(Diagnostic) -> ConfigNode {
        let location = location(node.mark)
        remainingNodes -= 1
        guard remainingNodes >= 0 else {
            throw failure(
                location, "document is too large: it has more than 1000000 values, the limit (an alias counts its values at each use)")
        }
        switch node {
        case .scalar(let scalar):
            return ConfigNode(try scalarValue(scalar, tag: Tag.Name(rawValue: node.tag.rawValue), location: location), location: location)
        case .sequence(let sequence):
            guard depth < ConfigDocument.maximumNestingDepth else {
                throw failure(location, ConfigDocument.nestingMessage)
            }
            var items: [ConfigNode] = []
            items.reserveCapacity(sequence.count)
            for child in sequence {
                items.append(try convert(child, depth: depth + 1))
            }
            return ConfigNode(.array(items), location: location)
        case .mapping(let mapping):
            guard depth < ConfigDocument.maximumNestingDepth else {
                throw failure(location, ConfigDocument.nestingMessage)
            }
            return ConfigNode(.object(try members(of: mapping, depth: depth)), location: location)
        case .alias:
            throw failure(location, "unresolved alias")
        }
    }

    private enum Entry {
        case member(ConfigMember)
        case merge([ConfigMember])
    }

    private mutating func members(of mapping: Node.Mapping, depth: Int) throws(Diagnostic) -> [ConfigMember] {
        var entries: [Entry] = []
        var explicitKeys: Set<String> = []
        for (keyNode, valueNode) in mapping {
            let keyLocation = location(keyNode.mark)
            if case .scalar(let keyScalar) = keyNode, Tag.Name(rawValue: keyNode.tag.rawValue) == .merge, keyScalar.string == "<<" {
                entries.append(.merge(try mergedMembers(valueNode, depth: depth)))
                continue
            }
            let converted = try convert(keyNode, depth: depth + 1)
            guard case .string(let rawKey) = converted.value else {
                throw failure(keyLocation, ConfigText.valueNotString(name: "mapping key", type: converted.typeName))
            }
            let key = YAMLMarkerInsertion.strip(rawKey, hasInsertions: !insertions.isEmpty)
            guard explicitKeys.insert(key).inserted else {
                throw failure(keyLocation, "duplicate key \(TextScanning.quoted(key))")
            }
            let value = try convert(valueNode, depth: depth + 1)
            entries.append(.member(ConfigMember(key: key, keyLocation: keyLocation, value: value)))
        }
        var members: [ConfigMember] = []
        var mergedKeys: Set<String> = []
        for entry in entries {
            switch entry {
            case .member(let member):
                members.append(member)
            case .merge(let merged):
                for member in merged where !explicitKeys.contains(member.key) && mergedKeys.insert(member.key).inserted {
                    members.append(member)
                }
            }
        }
        return members
    }

    /// The members a `<<` merge key brings in, earlier mappings taking precedence.
    private mutating func mergedMembers(_ node: Node, depth: Int) throws(Diagnostic) -> [ConfigMember] {
        let converted = try convert(node, depth: depth + 1)
        switch converted.value {
        case .object(let members):
            return members
        case .array(let items):
            var result: [ConfigMember] = []
            var seen: Set<String> = []
            for item in items {
                guard case .object(let members) = item.value else {
                    throw failure(item.location, "merge key \"<<\" must be followed by a mapping or a sequence of mappings")
                }
                for member in members where seen.insert(member.key).inserted {
                    result.append(member)
                }
            }
            return result
        default:
            throw failure(converted.location, "merge key \"<<\" must be followed by a mapping or a sequence of mappings")
        }
    }

    /// A YAML 1.1 sexagesimal integer (`1:30` is 90), converted the way Yams' `Int.construct(from:)` would,
    /// but with overflow checks: Yams computes it with trapping arithmetic, so a long one
    /// (`9723322304702306885:3`, or twelve components) crashed the process (finding F13). `nil` when Yams
    /// would not take its sexagesimal path (no `:`, or a `0x`/`0b`/`0o`/`0` prefix); `.some(nil)` when it
    /// would but the text is not such an integer or the value does not fit in an `Int`.
    static func sexagesimalInteger(_ text: String) -> Int?? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        let negative = digits.hasPrefix("-")
        let body = digits.dropFirst(negative || digits.hasPrefix("+") ? 1 : 0)
        guard body.contains(":"), !body.hasPrefix("0") else { return nil }
        var value = 0
        for component in body.split(separator: ":", omittingEmptySubsequences: false) {
            guard let digit = Int(component, radix: 10) else { return .some(nil) }
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 60)
            let (sum, overflowedAgain) = shifted.addingReportingOverflow(digit)
            if overflowed || overflowedAgain { return .some(nil) }
            value = sum
        }
        return negative ? -value : value
    }

    private func scalarValue(_ scalar: Node.Scalar, tag: Tag.Name, location: TextLocation) throws(Diagnostic) -> ConfigNode.Value {
        // Yams' numeric constructors only accept plain scalars; an explicitly tagged
        // quoted scalar such as `!!int "3"` is still meant as a number.
        var plain = scalar
        plain.style = .plain
        switch tag {
        case .null:
            return .null
        case .bool:
            guard let value = Bool.construct(from: scalar) else {
                throw failure(location, "invalid boolean \(TextScanning.quoted(scalar.string))")
            }
            return .bool(value)
        case .int:
            switch Self.sexagesimalInteger(plain.string) {
            case .some(.some(let value)):
                return .int(value)
            case .some(.none):
                break  // not an integer Yams would accept, or too large: the number may still be a float
            case .none:
                if let value = Int.construct(from: plain) { return .int(value) }
            }
            if let value = Double.construct(from: plain), value.isFinite { return .double(value) }
            throw failure(location, "invalid integer \(TextScanning.quoted(scalar.string))")
        case .float:
            guard let value = Double.construct(from: plain) else {
                throw failure(location, "invalid number \(TextScanning.quoted(scalar.string))")
            }
            return .double(value)
        default:
            return .string(scalar.string)
        }
    }
}
