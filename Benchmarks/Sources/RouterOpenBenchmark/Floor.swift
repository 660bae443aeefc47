import Switchyard

/// What an open cannot cost less than (issue #65): the same routes' match, the handler as one async closure call and
/// one async call of a navigator that does nothing, with nothing of the router around them (no request, response,
/// policy, middleware chain or outcome). An open through the router is checked as a multiple of it, measured in the
/// same run, so that the check holds on a slow day of the shared machine and still catches the open growing.
struct OpenFloor: Sendable {
    let table: RouteTable<Int>
    let handlers: [@Sendable (String) async -> Navigation<Screen>?]
    let navigator: any Navigator<Screen>

    /// The routes of ``makeRouter(middleware:extra:)``: `sections` sections, each with a goods route that navigates and
    /// a help page that does not.
    init(sections: Int) throws {
        var builder = RouteTableBuilder<Int>()
        var handlers: [@Sendable (String) async -> Navigation<Screen>?] = []
        for index in 0..<sections {
            try builder.add("app://section\(index)/goods/:id", value: handlers.count)
            handlers.append { id in .push(.goods(id)) }
            try builder.add("app://section\(index)/help", value: handlers.count)
            handlers.append { _ in nil }
        }
        table = try builder.build()
        self.handlers = handlers
        navigator = NoWindow()
    }

    /// The floor's open of `url`: `false` when no route matches.
    func open(_ url: String) async throws -> Bool {
        guard let match = table.match(url) else { return false }
        if let navigation = await handlers[match.value](match.parameters["id"] ?? "") { try await navigator.perform(navigation) }
        return true
    }
}

/// The floor and `router` timed in turns, one repetition of each after the other (the order alternating), so that
/// both see the same load: the median ns per open of each.
func measureInTurns(
    _ router: Router<Screen>, _ floor: OpenFloor, urls: [String], repetitions: Int
) async throws -> (open: Double, floor: Double) {
    var opens: [Double] = []
    var floors: [Double] = []
    for repetition in 0..<repetitions {
        for step in 0..<2 {
            let start = cpuNow()
            if (step + repetition) % 2 == 0 {
                for url in urls { _ = try await router.open(url, from: .inApp) }
                opens.append(Double(cpuNow() - start) / Double(urls.count))
            } else {
                for url in urls { _ = try await floor.open(url) }
                floors.append(Double(cpuNow() - start) / Double(urls.count))
            }
        }
    }
    return (opens.sorted()[opens.count / 2], floors.sorted()[floors.count / 2])
}
