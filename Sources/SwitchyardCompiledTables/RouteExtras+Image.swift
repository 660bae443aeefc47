// A route's query conditions and parameter options in a compiled table's image: each condition as written
// and, for a value pattern, the pattern as its steps (literal bytes and segment matchers), so that loading
// parses no value pattern. The parameter names are derived again from the patterns.

import SwitchyardRouteTable

extension ImageReader {
    mutating func extras(_ types: ImageTypes) throws(CompiledTableError) -> RouteExtras {
        let lowercaseCaptures = try bool()
        let queryOverridesPath = try bool()
        let schemeCapture = try bool() ? try schemeCapture() : nil
        let count = try count(elementSize: 5)
        var conditions: [RouteExtras.Condition] = []
        var parameterNames: [String] = []
        for _ in 0..<count {
            let key = try string()
            let kind = position
            switch try u8() {
            case 0: conditions.append(RouteExtras.Condition(key: key, keyBytes: Array(key.utf8), test: .present, written: .present))
            case 1: conditions.append(RouteExtras.Condition(key: key, keyBytes: Array(key.utf8), test: .absent, written: .absent))
            case 2:
                let text = try string()
                conditions.append(
                    RouteExtras.Condition(key: key, keyBytes: Array(key.utf8), test: .equals(Array(text.utf8)), written: .equals(text)))
            case 3:
                let pattern = try valuePattern(types)
                parameterNames += pattern.parameterNames
                conditions.append(
                    RouteExtras.Condition(key: key, keyBytes: Array(key.utf8), test: .value(pattern), written: .matches(pattern.text)))
            case let other: throw failure("a query condition of kind \(other)", at: kind)
            }
        }
        return RouteExtras(
            conditions: conditions, lowercaseCaptures: lowercaseCaptures, queryOverridesPath: queryOverridesPath,
            parameterNames: parameterNames, schemeCapture: schemeCapture)
    }

    /// A placeholder in a route's scheme (`http<scheme=|s>://…`): its name, the literal text around it and its values.
    private mutating func schemeCapture() throws(CompiledTableError) -> SchemeCapture {
        let offset = position
        let capture = SchemeCapture(name: try string(), prefix: try string(), suffix: try string(), values: try strings())
        guard !capture.name.isEmpty, !capture.values.isEmpty else {
            throw failure("a scheme placeholder without a name or values", at: offset)
        }
        return capture
    }

    private mutating func valuePattern(_ types: ImageTypes) throws(CompiledTableError) -> ValuePattern {
        let text = try string()
        let count = try count(elementSize: 5)
        var steps: [ValuePattern.Step] = []
        for _ in 0..<count {
            let kind = position
            switch try u8() {
            case 0: steps.append(.literal(try bytes()))
            case 1: steps.append(.dynamic(try matcher(types)))
            case let other: throw failure("a value pattern step of kind \(other)", at: kind)
            }
        }
        var wildcard: RoutePattern.Wildcard?
        if try bool() { wildcard = RoutePattern.Wildcard(name: try optionalString(), minimum: Int(try u32())) }
        let namesOffset = position
        let captureNames = try strings()
        var captures = 0
        for case .dynamic(let matcher) in steps { captures += matcher.captureCount }
        // Matching names each capture by its index.
        guard captureNames.count == captures else {
            throw failure("a value pattern names \(captureNames.count) captures of \(captures)", at: namesOffset)
        }
        return ValuePattern(text: text, steps: steps, wildcard: wildcard, captureNames: captureNames)
    }
}
