import Switchyard

extension RouteTableFile {
    /// A module's route-table file for `switchyard merge` (issue #88 item 5): loaded and checked as the tool's
    /// `--table` is (so a file that does not load gives its own located errors first), and its document tree,
    /// whose places the merge's collisions are reported at. The file is read once, so a pipe works too.
    package static func loadTree(contentsOf path: String) throws(RouteTableError) -> ConfigNode {
        let read: (spec: RouteTableSpec, bytes: [UInt8])
        do {
            read = try RouteTableSpec.read(contentsOf: path, fromCommandLine: true)
        } catch {
            throw RouteTableError(diagnostics: error.diagnostics.map { $0.reported(as: .error) })
        }
        let source = String(decoding: read.bytes, as: UTF8.self)
        _ = try compile(read.spec, file: path, source: source, declaredTypes: .acceptingAnything)
        let extensionName = RouteTableSpec.pathExtension(of: path)
        let format = extensionName.isEmpty ? .json : ConfigFormat(pathExtension: extensionName) ?? .json
        do {
            return try ConfigDocument.parse(read.bytes, format: format, file: path)
        } catch {
            // The same bytes parsed a moment ago; a parser that changed its mind is still reported, not trusted.
            throw RouteTableError(diagnostics: [error.reported(as: .error)])
        }
    }

    /// Checks a merged table's JSON text as the tools read a table, naming it `file` in diagnostics.
    package static func checkMerged(_ bytes: [UInt8], file: String) throws(RouteTableError) {
        let spec: RouteTableSpec
        do {
            spec = try RouteTableSpec.parse(bytes, format: .json, file: file)
        } catch {
            throw RouteTableError(diagnostics: error.diagnostics.map { $0.reported(as: .error) })
        }
        _ = try compile(spec, file: file, source: String(decoding: bytes, as: UTF8.self), declaredTypes: .acceptingAnything)
    }
}
