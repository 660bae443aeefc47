import Foundation
import PackagePlugin

/// Compiles each route-table file of a target at build time into Swift the target compiles with its own code:
/// the routes as typed values, a protocol with one method per handler, and the builder that binds them
/// (Sources/SwitchyardConfig/SwitchyardConfig.docc/BuildTimeRoutes.md). A route-table file is one whose name
/// ends in `.routes.json`, `.routes.yaml`, `.routes.yml` or `.routes.plist`; an app's other JSON is not taken.
@main
struct SwitchyardRoutesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "switchyard-routes-compiler")
        return Self.commands(for: target.sourceFiles.map(\.url), tool: tool.url, output: context.pluginWorkDirectoryURL)
    }

    /// The names that mark a route-table file.
    static let suffixes = [".routes.json", ".routes.yaml", ".routes.yml", ".routes.plist"]

    static func isRouteTable(_ file: URL) -> Bool {
        let name = file.lastPathComponent.lowercased()
        return suffixes.contains { name.hasSuffix($0) }
    }

    /// One command per route-table file: `switchyard-routes-compiler TABLE OUTPUT`, each output named apart
    /// (`shop.routes.json` → `shop.routes.json.swift`, then `shop.routes.json.2.swift` for a second of that name).
    static func commands(for files: [URL], tool: URL, output directory: URL) -> [Command] {
        var used: Set<String> = []
        return files.filter(isRouteTable).sorted { $0.path < $1.path }.map { table in
            var name = table.lastPathComponent + ".swift"
            var number = 2
            while !used.insert(name).inserted {
                name = "\(table.lastPathComponent).\(number).swift"
                number += 1
            }
            let output = directory.appendingPathComponent(name)
            return .buildCommand(
                displayName: "Compiling routes \(table.lastPathComponent)", executable: tool, arguments: [table.path, output.path],
                inputFiles: [table], outputFiles: [output])
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SwitchyardRoutesPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let tool = try context.tool(named: "switchyard-routes-compiler")
        return Self.commands(for: target.inputFiles.map(\.url), tool: tool.url, output: context.pluginWorkDirectoryURL)
    }
}
#endif
