// Rewriting. Lines starting with '>' are rewrite `from` patterns; every rule's `to` is made from its
// parameters, `rw://t/{a}/{b}/…`, so that each value must come back intact. Other lines are URLs.
// Checks, for every URL: one step of the rules rewrites exactly when a table of the same patterns matches;
// the chain of steps starts with that step and ends as `rewrite` says (or loops, with its steps); the
// URL one step rewrote is taken in again and either gives back each captured value as one segment (and the
// original query and fragment) or is refused only for a reason a value can cause (a value '.' or '..',
// the length or segment limit); matching the rewritten URL agrees with the reference matcher.
import FuzzSupport
@testable import Switchyard
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable

private let target: RouteTable<Int> = {
    var builder = RouteTableBuilder<Int>()
    try! builder.add("rw://t/*rest", value: 0)
    try! builder.add("rw://t/:a", value: 1)
    try! builder.add("rw://t/<int:a>/:b", value: 2)
    try! builder.add("/t/:a/:b/:c", value: 3)
    return try! builder.build()
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func rewriteFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    var froms: [String] = []
    var urls: [String] = []
    for line in input.lines {
        if line.first == ">" {
            if froms.count < 8 { froms.append(String(line.dropFirst())) }
        } else if urls.count < 8 {
            urls.append(String(line))
        }
    }
    var rules: [RewriteRule] = []
    var names: [[String]] = []
    for from in froms {
        guard let pattern = try? RoutePattern(from) else { continue }
        if !fuzzRegexes, hasRegex(pattern) { continue }
        names.append(pattern.parameterNames)
        rules.append(RewriteRule(from: from, to: "rw://t" + pattern.parameterNames.map { "/{\($0)}" }.joined()))
    }
    let compiled: RewriteRules
    do {
        compiled = try RewriteRules(rules)
    } catch {
        require(error.ruleIndex >= 0 && error.ruleIndex < rules.count, "rule index \(error.ruleIndex) of \(rules.count)")
        _ = error.description
        return 0
    }
    // The same patterns in a table of our own: the oracle for which rule applies and its values.
    var options = RouteTableOptions()
    options.matchOrder = .registration
    var builder = RouteTableBuilder<Int>(options: options)
    for (index, rule) in rules.enumerated() { try! builder.add(rule.from, value: index) }
    guard let oracle = try? builder.build() else {
        require(false, "rewrite rules compiled but their table does not build")
        return 0
    }
    for string in urls {
        // One rule applied: the step the oracle predicts. The chain that follows is checked on its own.
        let step = compiled.step(string)
        require(step == compiled.step(string), "rewriting is not deterministic")
        checkChain(compiled, string, first: step)
        let rewritten = step?.to
        guard let url = try? RouteURL(string) else {
            require(rewritten == nil, "a refused URL was rewritten")
            continue
        }
        guard let match = oracle.match(url) else {
            require(rewritten == nil, "rewritten without a matching rule: \(string.debugDescription)")
            continue
        }
        guard let rewritten else {
            require(false, "rule \(match.route.value) matches \(string.debugDescription) but nothing was rewritten")
            continue
        }
        let values = names[match.route.value].map { match.parameters.pathParameters[$0] ?? "" }
        do {
            let again = try RouteURL(rewritten)
            let expected = ["t"] + values.filter { !$0.isEmpty }
            require(
                again.pathSegments == expected, "values \(values) came back as \(again.pathSegments) from \(rewritten.debugDescription)")
            require(
                again.rawQuery == url.rawQuery, "query \(String(describing: url.rawQuery)) became \(String(describing: again.rawQuery))")
            require(again.fragment == url.fragment, "fragment changed")
        } catch {
            switch error.reason {
            case .dotSegment:
                require(values.contains { $0 == "." || $0 == ".." }, "dot segment without a dot value: \(rewritten.debugDescription)")
            case .tooLong, .tooManySegments:
                break
            default:
                require(false, "the rewritten URL \(rewritten.debugDescription) is refused: \(error)")
            }
        }
        checkAgainstReference(target, rewritten)
    }
    return 0
}

/// Rules chain (a rewritten URL is offered to the rules again): the chain starts with the one rule that
/// applies, never runs past `maximumSteps`, and `rewrite` gives its last URL; nothing when no rule applies
/// or the first rule gives back its input; nothing when the rules loop, and a loop names its steps.
private func checkChain(_ rules: RewriteRules, _ string: String, first: RewriteStep?) {
    do {
        let steps = try rules.steps(string)
        require(steps.count <= RewriteRules.maximumSteps, "\(steps.count) steps from \(string.debugDescription)")
        if let head = steps.first {
            require(head == first, "the chain from \(string.debugDescription) does not start with the rule that applies")
        } else {
            require(first == nil || first?.to == first?.from, "a rule applies to \(string.debugDescription) but the chain is empty")
        }
        require(rules.rewrite(string) == steps.last?.to, "rewrite disagrees with the steps for \(string.debugDescription)")
    } catch {
        require(!error.steps.isEmpty, "a loop without steps from \(string.debugDescription)")
        require(rules.rewrite(string) == nil, "a looping URL was rewritten: \(string.debugDescription)")
        _ = error.description
    }
}

/// Builds the lazily initialised statics (the harness's and the package's) before fuzzing starts,
/// with leak tracking off (see Harnesses/FuzzDriver/driver.c).
@_cdecl("switchyard_fuzz_warm_up")
public func warmUp() {
    for seed in ["\u{0}>https://m.shop.example/product/:id.html\nhttps://m.shop.example/product/7.html?a=1"] {
        var bytes = Array(seed.utf8); _ = rewriteFuzzer(&bytes, bytes.count)
    }
}
