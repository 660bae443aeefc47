import ArgumentParser
import Foundation
import Switchyard
import SwitchyardConfig

/// Reads `docs --components FILE`: the JSON an app writes from `ModuleHost.componentCatalogueJSON()`. The
/// document is parsed twice: by SwitchyardConfig's reader, for syntax errors at their line and column and a
/// located tree, and by the library's `Decodable` conformance, whose refusals (a missing key, an unknown
/// exposure) are then placed at the node their coding path names.
enum ComponentsFile {
    /// The catalogue at `path`, or its diagnostic on standard error (`FILE:LINE:COLUMN: error: …`, as a
    /// table's) and exit status 1.
    static func load(_ path: String) throws -> ComponentCatalogue {
        do {
            return try read(path)
        } catch {
            printError(error.reported(as: .error).description)
            throw ExitCode(1)
        }
    }

    static func read(_ path: String) throws(Diagnostic) -> ComponentCatalogue {
        let bytes: [UInt8]
        switch RegularFile.contents(path, acceptingPipes: true) {
        case .success(let read): bytes = read
        case .failure(let why): throw Diagnostic(file: path, location: .start, message: "cannot read file (\(why))")
        }
        let data = Data(bytes)
        let root = try ConfigDocument.parse(bytes, format: .json, file: path)
        do {
            return try JSONDecoder().decode(ComponentCatalogue.self, from: data)
        } catch let error as DecodingError {
            let (codingPath, message) = explain(error)
            let at = pathText(codingPath)
            throw Diagnostic(
                file: path, location: locate(codingPath, in: root).location, message: (at.isEmpty ? "" : at + ": ") + message)
        } catch {
            throw Diagnostic(file: path, location: .start, message: "\(error)")
        }
    }

    /// The path to the value at fault and what is wrong with it.
    static func explain(_ error: DecodingError) -> ([any CodingKey], String) {
        switch error {
        case let .keyNotFound(key, context): return (context.codingPath, "missing \"\(key.stringValue)\"")
        case let .typeMismatch(type, context): return (context.codingPath, "expected \(typeName(type))")
        case let .valueNotFound(type, context): return (context.codingPath, "expected \(typeName(type)), found null")
        case .dataCorrupted(let context): return (context.codingPath, context.debugDescription)
        @unknown default: return ([], "\(error)")
        }
    }

    /// `components[2].exposure`.
    static func pathText(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text
    }

    /// The deepest node of `root` that `path` reaches (a key that is missing stops at its object).
    static func locate(_ path: [any CodingKey], in root: ConfigNode) -> ConfigNode {
        var node = root
        for key in path {
            switch node.value {
            case .array(let items):
                guard let index = key.intValue, items.indices.contains(index) else { return node }
                node = items[index]
            case .object(let members):
                guard let member = members.first(where: { $0.key == key.stringValue }) else { return node }
                node = member.value
            default:
                return node
            }
        }
        return node
    }

    /// What the decoder expected, in the words of the table's diagnostics.
    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is [String].Type: return "an array of strings"
        // A keyed container reports a dictionary type, an unkeyed one an array type.
        default: return String(describing: type).hasPrefix("Dictionary") ? "an object" : "an array"
        }
    }
}
