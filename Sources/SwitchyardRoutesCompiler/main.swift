import Foundation
import SwitchyardToolCore

// switchyard-routes-compiler TABLE OUTPUT: what SwitchyardRoutesPlugin runs for each route-table file of a
// target. Lint's findings go to standard error as `file:line:column: severity: message` (the form SwiftPM and
// Xcode show at the table's line); an error writes no Swift and exits 1.

func report(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    report("usage: switchyard-routes-compiler TABLE OUTPUT (the route-table file, and the Swift file to write)")
    exit(64)
}
let output = RoutesCompiler.compile(table: arguments[0])
for diagnostic in output.diagnostics { report(diagnostic) }
guard let swift = output.swift else { exit(1) }
do {
    try RoutesCompiler.write(swift, to: arguments[1])
} catch {
    report("error: cannot write \(arguments[1]): \(error.localizedDescription)")
    exit(1)
}
