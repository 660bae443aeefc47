// `--profile-load --sizes N [--seconds S]`: loads Switchyard's compiled table of N routes from its text over and
// over, timing the two phases apart: the text decoded and the header checked (`CompiledRouteTable(text:)`),
// then the payload read and checked (`RouteTable(compiled:values:)`). For perf, and for seeing which phase a
// change moves (the side-by-side run reports only their sum).
import Foundation
import SwitchyardCompiledTableWriter
import SwitchyardCompiledTables
import SwitchyardMatching
import Workload

func profileLoad(_ options: Options) -> Never {
    let n = options.sizes.first ?? 10_000
    let workload = Workload.make(routeCount: n, urlCount: options.urls, seed: options.seed, shape: options.workloads[0])
    let table: RouteTable<Int>
    do { table = try SwitchyardSubject.build(patterns: workload.routes.map(\.switchyardPattern)) } catch {
        fail("Switchyard refused the workload's routes: \(error)")
    }
    let text = table.compiled.text
    let values = Array(0..<n)
    log("profiling the load of \(count(n)) compiled routes (\(count(text.utf8.count)) bytes of text) for \(fmt(options.profileSeconds)) s…")
    var decode: [Double] = []
    var load: [Double] = []
    var elapsed: UInt64 = 0
    while Double(elapsed) < options.profileSeconds * 1e9 {
        let start = now()
        let loaded: RouteTable<Int>
        do {
            let compiled = try decodeCompiledForProfile(text)
            let middle = now()
            loaded = try loadCompiledForProfile(compiled, values)
            let end = now()
            decode.append(Double(middle - start))
            load.append(Double(end - middle))
        } catch { fail("Switchyard refused its own compiled table: \(error)") }
        blackHole(loaded)
        elapsed += now() - start
    }
    func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] / 1e6 }
    log(
        "\(decode.count) loads, medians: text and header \(fmt(median(decode), 3)) ms, payload \(fmt(median(load), 3)) ms, "
            + "fastest total \(fmt(zip(decode, load).map { $0 + $1 }.min()! / 1e6, 3)) ms")
    exit(0)
}

@inline(never)
func decodeCompiledForProfile(_ text: String) throws -> CompiledRouteTable { try CompiledRouteTable(text: text) }

@inline(never)
func loadCompiledForProfile(_ compiled: CompiledRouteTable, _ values: [Int]) throws -> RouteTable<Int> {
    try RouteTable<Int>(compiled: compiled, values: values)
}
