import Foundation
import PackagePlugin
@main struct Gen: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "tool")
        return target.sourceFiles.map(\.url).filter { $0.pathExtension == "gen" }.map { input in
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(input.lastPathComponent + ".swift")
            return .buildCommand(displayName: "Generating \(input.lastPathComponent)", executable: tool.url,
                arguments: [input.path, output.path], inputFiles: [input], outputFiles: [output])
        }
    }
}
