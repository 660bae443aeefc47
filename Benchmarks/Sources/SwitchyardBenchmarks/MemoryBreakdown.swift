// `--memory-breakdown`: where the heap that a Switchyard table keeps goes, per route, at each size: the
// pattern strings themselves, the parsed patterns (`RoutePattern`), the builder (routes before the trie) and
// the built table, each measured as heap in use after minus before (mallinfo2), with the trie's own buffers
// from `trieByteCount`. For deciding what a compact table must drop (issue #3: ≤ 100 bytes per route). Each
// workload of `--workloads` in turn, then what drives heap per route on each (HeapDrivers.swift).
import CMallocCounter
import Foundation
import SwitchyardMatching
import Workload

func memoryBreakdown(_ options: Options) -> Never {
    for shape in options.workloads {
        memoryBreakdown(shape, options)
    }
    heapDrivers(options)
    exit(0)
}

func memoryBreakdown(_ shape: WorkloadShape, _ options: Options) {
    print("heap kept per route, bytes (mallinfo2 in-use after minus before), \(shape.rawValue) workload")
    print("routes    strings   parsed patterns   builder   table   of which trie buffers")
    print("-------   -------   ---------------   -------   -----   ---------------------")
    for n in options.sizes {
        let workload = Workload.make(routeCount: n, urlCount: 10, seed: options.seed, shape: shape)
        let source = workload.routes.map(\.switchyardPattern)
        func perRoute(_ bytes: Int) -> String { fmt(Double(bytes) / Double(n)) }
        func measure<T>(_ make: () throws -> T) rethrows -> (T, Int) {
            let before = cmc_heap_in_use()
            let value = try make()
            return (value, Int(cmc_heap_in_use()) - Int(before))
        }
        let (strings, stringBytes) = measure { source.map { String(decoding: Array($0.utf8), as: UTF8.self) } }
        let (parsed, parsedBytes) = measure { strings.compactMap { try? RoutePattern($0) } }
        let (builder, builderBytes) = measure { () -> RouteTableBuilder<Int> in
            var builder = RouteTableBuilder<Int>()
            for (index, pattern) in source.enumerated() {
                _ = try? builder.add(String(decoding: Array(pattern.utf8), as: UTF8.self), value: index)
            }
            return builder
        }
        let (table, tableBytes) = measure {
            try? SwitchyardSubject.build(patterns: source.map { String(decoding: Array($0.utf8), as: UTF8.self) })
        }
        let trie = table.map { perRoute($0.trieByteCount) } ?? "—"
        print(
            count(n).padding(toLength: 10, withPad: " ", startingAt: 0)
                + perRoute(stringBytes).padding(toLength: 10, withPad: " ", startingAt: 0)
                + perRoute(parsedBytes).padding(toLength: 18, withPad: " ", startingAt: 0)
                + perRoute(builderBytes).padding(toLength: 10, withPad: " ", startingAt: 0)
                + perRoute(tableBytes).padding(toLength: 8, withPad: " ", startingAt: 0) + trie)
        withExtendedLifetime((strings, parsed, builder, table)) {}
    }
    print("strings: the pattern text alone; parsed patterns: RoutePattern values (text included); builder: routes")
    print("added to a RouteTableBuilder (patterns, values, shapes); table: RouteTableBuilder plus build(), the")
    print("figure the side-by-side run reports.\n")
}
