import Switchyard
import SwitchyardConfig

extension RoutingDocumentDecoder {
    mutating func degrade(_ node: ConfigNode) -> RoutingDocument.DocumentDegrade? {
        guard let members = object(node, "a degrade") else { return nil }
        var selector: RouteSelector?
        var to: String?
        var condition = Degrade.Condition.always
        var app: RoutingDocument.AppRange?
        for member in members {
            switch member.key {
            case "route": selector = string(member.value, "\"route\"").map(RouteSelector.pattern)
            case "name": selector = string(member.value, "\"name\"").map(RouteSelector.name)
            case "to": to = string(member.value, "\"to\"")
            case "when":
                guard let text = string(member.value, "\"when\"") else { continue }
                guard let parsed = Degrade.Condition(rawValue: text) else {
                    report(
                        member.value.location,
                        DocumentText.valueNotChoice(
                            name: "\"when\"", choices: "\"always\" or \"handlerFails\"", value: TextScanning.quoted(text)))
                    continue
                }
                condition = parsed
            case "app": app = appRange(member.value)
            default:
                unknownKey(member, in: "a degrade", keys: "route or name, to, when, app")
            }
        }
        guard let selector, let to else {
            report(node.location, DocumentText.degradeNeeds)
            return nil
        }
        return RoutingDocument.DocumentDegrade(degrade: Degrade(route: selector, to: to, when: condition), app: app)
    }

    mutating func route(_ node: ConfigNode) -> RoutingDocument.DocumentRoute? {
        guard let members = object(node, "a route") else { return nil }
        var pattern: String?
        var handler: String?
        var name: String?
        var tags: [String] = []
        var isInternal = false
        for member in members {
            switch member.key {
            case "pattern": pattern = string(member.value, "\"pattern\"")
            case "handler": handler = string(member.value, "\"handler\"")
            case "name": name = string(member.value, "\"name\"")
            case "tags": tags = strings(member.value, "\"tags\"")
            case "internal":
                guard case .bool(let flag) = member.value.value else {
                    report(member.value.location, DocumentText.valueNotBoolean(name: "\"internal\"", type: member.value.typeName))
                    continue
                }
                isInternal = flag
            default:
                unknownKey(member, in: "a route", keys: "pattern, handler, name, tags, internal")
            }
        }
        guard let pattern, let handler else {
            report(node.location, DocumentText.routeNeeds)
            return nil
        }
        return RoutingDocument.DocumentRoute(
            pattern: pattern, handler: handler, name: name, tags: tags, isInternal: isInternal, location: node.location)
    }
}

extension RoutingDocumentDecoder {
    mutating func rewrite(_ node: ConfigNode) -> RewriteRule? {
        guard let members = object(node, "a rewrite") else { return nil }
        var from: String?
        var regex: String?
        var to: String?
        var query = QueryRewrite()
        var nested: (member: ConfigMember, options: RewriteRule.NestedURL)?
        for member in members {
            switch member.key {
            case "from": from = string(member.value, "\"from\"")
            case "regex": regex = string(member.value, "\"regex\"")
            case "to": to = string(member.value, "\"to\"")
            case "query": query = queryRewrite(member.value) ?? query
            case "nested": nested = nestedURL(member.value).map { (member, $0) }
            default:
                unknownKey(member, in: "a rewrite", keys: "from, regex, to, query, nested")
            }
        }
        if from != nil, regex != nil {
            report(node.location, DocumentText.rewriteBothSources)
            return nil
        }
        guard let to, from != nil || regex != nil else {
            report(node.location, DocumentText.rewriteNeeds)
            return nil
        }
        var rule = regex.map { RewriteRule(regex: $0, to: to, query: query) } ?? RewriteRule(from: from ?? "", to: to, query: query)
        if let nested {
            guard RewriteRule.opensNestedURL(to) else {
                report(nested.member.keyLocation, DocumentText.rewriteNestedNeedsUrl(to: TextScanning.quoted(to)))
                return nil
            }
            rule.nested = nested.options
        }
        return rule
    }

    /// A rewrite's `"nested"` object (DynamicRouting, "Writing a document"); `nil` when any field is wrong.
    mutating func nestedURL(_ node: ConfigNode) -> RewriteRule.NestedURL? {
        guard let members = object(node, "\"nested\"") else { return nil }
        var options = RewriteRule.NestedURL()
        let problems = diagnostics.count
        for member in members {
            switch member.key {
            case "resolvesRelative":
                guard case .bool(let flag) = member.value.value else {
                    report(member.value.location, DocumentText.valueNotBoolean(name: "\"resolvesRelative\"", type: member.value.typeName))
                    continue
                }
                options.resolvesRelative = flag
            case "carriedQueryItems": options.carriedQueryItems = strings(member.value, "\"carriedQueryItems\"")
            case "source":
                // A document is data from the network, perhaps signed with a leaked key: only the app's own rules
                // may vouch for a nested URL (Security.md, T9; ADR 0052). Any value is refused, at the value.
                report(member.value.location, DocumentText.nestedSourceInDocument)
            default:
                unknownKey(member, in: "\"nested\"", keys: "resolvesRelative, carriedQueryItems")
            }
        }
        return diagnostics.count == problems ? options : nil
    }

    mutating func queryRewrite(_ node: ConfigNode) -> QueryRewrite? {
        guard let members = object(node, "\"query\"") else { return nil }
        var query = QueryRewrite()
        for member in members {
            switch member.key {
            case "keep": query.keep = strings(member.value, "\"keep\"")
            case "drop": query.drop = strings(member.value, "\"drop\"")
            case "rename": query.rename = stringMap(member.value, "\"rename\"")
            case "add": query.add = stringMap(member.value, "\"add\"")
            default:
                unknownKey(member, in: "\"query\"", keys: "keep, drop, rename, add")
            }
        }
        return query
    }

    mutating func stringMap(_ node: ConfigNode, _ what: String) -> [String: String] {
        guard let members = object(node, what) else { return [:] }
        var map: [String: String] = [:]
        for member in members {
            if let value = string(member.value, "each value of \(what)") { map[member.key] = value }
        }
        return map
    }
}
