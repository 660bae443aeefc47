package import Switchyard
package import SwitchyardConfig

/// Sample URLs made from patterns: for lint's rewrite and expansion checks, `diff` and the catalogue.
package enum Samples {
    /// Values tried for a capture, in order, until the pattern accepts them all.
    static let candidates = ["1", "x", "1234", "abc", "6F9619FF-8B86-D011-B42D-00C04FC964FF", "1.5", "a1", "ab12", "12345678", "a-b"]

    static func candidates(for constraint: PatternOutline.Constraint) -> [String] {
        switch constraint {
        case .typed("float"): return ["1.5"] + candidates
        case .typed("uuid"): return ["6F9619FF-8B86-D011-B42D-00C04FC964FF"]
        case .wildcard: return ["a", "a/b"]
        default: return candidates
        }
    }

    /// A URL that `text` (a pattern or one of its expansions) matches, each capture filled with the first
    /// value it accepts from its candidates, starting at the `start`th; `nil` when none fits. A pattern
    /// without its own scheme is printed in `scheme`'s namespace. The URL meets the route's `query`
    /// conditions (their captures filled like the pattern's).
    /// `examples` fixes the value of the captures it names (the table's documented examples).
    package static func url(
        _ text: String, scheme: String?, table: RouteTable<RouteEntry>, start: Int = 0, examples: [String: String] = [:],
        query: [String: QueryCondition] = [:]
    ) -> String? {
        guard let pattern = try? RoutePattern(text, hostAsPath: table.options.intake.hostAsPath, types: table.parameterTypes)
        else { return nil }
        // Each capture's candidates and the one tried now.
        var choice: [String: (candidates: [String], index: Int)] = [:]
        let valuePatterns = query.values.compactMap { condition -> String? in
            if case .matches(let text) = condition { return text }
            return nil
        }
        for capture in ([text] + valuePatterns).flatMap({ PatternOutline($0).captures }) where !capture.name.isEmpty {
            let list = examples[capture.name].map { [$0] } ?? candidates(for: capture.constraint)
            guard !list.isEmpty else { return nil }
            choice[capture.name] = (list, min(start, list.count - 1))
        }
        for _ in 0..<64 {
            var values: [String: ParameterValue] = [:]
            for (name, chosen) in choice { values[name] = .string(chosen.candidates[chosen.index]) }
            do {
                return try pattern.url(filling: values, query: query, scheme: pattern.scheme == nil ? scheme : nil)
            } catch {
                guard let name = error.parameter, let chosen = choice[name] else { return nil }
                let count = chosen.candidates.count
                // Round the candidates once, from the start.
                let next = (chosen.index + 1) % count
                if next == min(start, count - 1) { return nil }
                choice[name]?.index = next
            }
        }
        return nil
    }

    /// Distinct sample URLs for `text`, one per starting candidate: a check that needs "some URL of this
    /// pattern" tries them all before it reports.
    package static func urls(
        _ text: String, scheme: String?, table: RouteTable<RouteEntry>, query: [String: QueryCondition] = [:]
    ) -> [String] {
        var seen: Set<String> = []
        return (0..<candidates.count).compactMap { start in
            guard let url = url(text, scheme: scheme, table: table, start: start, query: query), seen.insert(url).inserted
            else { return nil }
            return url
        }
    }

    /// A sample URL for a route (all optional groups present).
    package static func url(for route: Route<RouteEntry>, in table: RouteTable<RouteEntry>) -> String? {
        url(route.pattern.text, scheme: route.scheme, table: table, query: route.query)
    }
}
