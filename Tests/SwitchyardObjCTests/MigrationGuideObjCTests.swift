import Foundation
import SwitchyardTestSupport
import Testing

/// The migration guide's Objective-C "After" code is the code `scripts/check-apple-sdk.sh` compiles: each
/// `// After (Checks/ObjC/NAME.m)` part of an ```` ```objc ```` block appears in that file, line for line and
/// in order (the file may hold more: imports, the function around the calls).
@Suite struct MigrationGuideObjCTests {
    struct After {
        var file: String
        var lines: [String]
    }

    static func afterParts(of markdown: String) -> [After] {
        var parts: [After] = []
        var inObjC = false
        var current: After?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let part = current { parts.append(part) }
                current = nil
                inObjC = !inObjC && trimmed == "```objc"
                continue
            }
            guard inObjC else { continue }
            if trimmed.hasPrefix("// After (Checks/ObjC/"), let end = trimmed.firstIndex(of: ")") {
                current = After(file: String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 10)..<end]), lines: [])
            } else if !trimmed.isEmpty {
                current?.lines.append(trimmed)
            }
        }
        return parts
    }

    @Test func everyAfterPartIsInItsCheckedFile() throws {
        let path = "Sources/Switchyard/Switchyard.docc/Migration.md"
        let guide = try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
        let parts = Self.afterParts(of: guide)
        #expect(
            Set(parts.map(\.file)) == [
                "Checks/ObjC/JLRoutesMigration.m", "Checks/ObjC/MGJRouterMigration.m", "Checks/ObjC/CTMediatorMigration.m",
            ])
        for part in parts {
            let source = try String(contentsOf: Repository.root.appendingPathComponent(part.file), encoding: .utf8)
            let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            var position = lines.startIndex
            for expected in part.lines {
                let found = lines[position...].firstIndex(of: expected)
                #expect(found != nil, "\(part.file) lacks, in order: \(expected)")
                position = found.map { $0 + 1 } ?? position
            }
            #expect(part.lines.count > 5, "\(part.file): the guide shows too little")
        }
    }
}
