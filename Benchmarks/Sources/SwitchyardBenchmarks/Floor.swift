// `--floor`: how much of a Switchyard match is spent before any route is looked at. It times, on the same
// workload URLs and interleaved with the match itself and the linear scan:
//
// - the intake scan alone (`RouteURL(string, options:)`): the one pass over the URL that the normalisation
//   contract (SwitchyardMatching.docc/Normalization.md) requires before matching: control characters, `%00`, dot segments,
//   malformed authorities and the size limits are refused there, so that no hostile URL reaches a route;
// - one allocation and release of an object the size of a match's box (the issue allows one per hit).
//
// The linear scan checks none of that, so the sum of the two is a floor under what Switchyard can cost at
// 10 routes, against which the "never slower than the linear scan" target can be read.
import Foundation
import SwitchyardMatching
import Workload

/// The intake scan of the URL and nothing else.
struct IntakeOnlySubject: BenchRouter {
    let options: RouteTableOptions

    @inline(__always)
    func route(_ url: String) -> Int {
        // (`try?` destroyed the optional `RouteURL` through generic value witnesses: 500 instructions more.)
        do {
            let taken = try RouteURL(url, options: options)
            return taken.string.isEmpty ? 0 : 1  // the scan's result is used, through public API
        } catch {
            return -1
        }
    }

    func answer(_ url: String) -> Answer { .miss }
}

/// An object the size of a match's box for a hit with two captures (the URL with its layout and options, the
/// table's storage, the capture names' index, the wildcard, two captures: about 210 bytes with the header).
final class BoxSizedObject {
    var words:
        (
            UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
            UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
        )

    init(_ seed: Int) {
        let w = UInt64(truncatingIfNeeded: seed)
        words = (w, w, w, w, w, w, w, w, w, w, w, w, w, w, w, w, w, w, w, w, w, w, w, w)
    }
}

/// One allocation and release per URL, for the 70 % of URLs that hit (as a match makes one box per hit).
struct AllocationOnlySubject: BenchRouter {
    /// Made out of line and returned, so that the object escapes: an object that does not escape its
    /// function is put on the stack by the optimiser (`swift_initStackObject`), and nothing is allocated.
    @inline(never)
    static func make(_ seed: Int) -> BoxSizedObject { BoxSizedObject(seed) }

    @inline(never)
    static func allocate(_ seed: Int) -> Int {
        let object = make(seed)
        return Int(truncatingIfNeeded: object.words.23)
    }

    @inline(__always)
    func route(_ url: String) -> Int {
        // The same hit share as the workload, decided from the URL's length so that it costs nothing.
        url.utf8.count % 10 < 7 ? Self.allocate(url.utf8.count) : -1
    }

    func answer(_ url: String) -> Answer { .miss }
}

func floorMode(_ options: Options) -> Never {
    let sizes = options.sizes == Options().sizes ? [10] : options.sizes
    print(
        "what a match costs before it looks at a route (thread CPU time, ns per URL, median of \(options.repetitions) interleaved repetitions)"
    )
    print("routes   intake scan   box alloc   scan + alloc   switchyard match   linear scan")
    print("------   -----------   ---------   ------------   ----------------   -----------")
    for n in sizes {
        let workload = Workload.make(routeCount: n, urlCount: options.urls, seed: options.seed, shape: options.workloads[0])
        var routerOptions = options
        routerOptions.routers = ["switchyard", "linear-scan"]
        let built = build(workload, routerOptions, timeBuilds: false)
        verify(workload, built.subjects)
        let subjects =
            [
                Subject("intake", IntakeOnlySubject(options: RouteTableOptions())), Subject("alloc", AllocationOnlySubject()),
            ] + built.subjects
        var samples = [[Double]](repeating: [], count: subjects.count)
        workload.urls.withUnsafeBufferPointer { all in
            for subject in subjects { blackHole(subject.pass(all, 1).checksum) }
            for repetition in 0..<options.repetitions {
                for step in 0..<subjects.count {
                    let k = (step + repetition) % subjects.count
                    let result = subjects[k].pass(all, 5)
                    blackHole(result.checksum)
                    samples[k].append(Double(result.nanoseconds) / Double(all.count * 5))
                }
            }
        }
        let medians = samples.map(median)
        let columns = [count(n), fmt(medians[0]), fmt(medians[1]), fmt(medians[0] + medians[1]), fmt(medians[2]), fmt(medians[3])]
        let widths = [6, 11, 9, 12, 16, 11]
        print(zip(columns, widths).map { String(repeating: " ", count: max(0, $1 - $0.count)) + $0 }.joined(separator: "   "))
    }
    exit(0)
}
