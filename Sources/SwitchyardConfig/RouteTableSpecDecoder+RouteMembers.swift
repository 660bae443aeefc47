import Switchyard

// The objects a route of a route-table file holds besides its plain keys: `parameters` and `query`.
extension RouteTableSpecDecoder {
    /// A route's `parameters` object: name → `{ "type"?, "description"?, "example"? }`, each a string.
    mutating func decodeParameters(_ member: ConfigMember) -> [RouteTableSpec.Parameter]? {
        guard let members = object(member.value, named: member.key) else { return nil }
        var parameters: [RouteTableSpec.Parameter] = []
        for entry in members {
            let context = "parameter \(TextScanning.quoted(entry.key))"
            if entry.key.isEmpty { report(entry.keyLocation, ConfigText.valueEmptyName(what: "parameter")) }
            guard case .object(let fields) = entry.value.value else {
                report(entry.value.location, ConfigText.valueNotObject(name: context, type: entry.value.typeName))
                continue
            }
            var parameter = RouteTableSpec.Parameter(name: Located(entry.key, at: entry.keyLocation))
            for field in fields where !Self.isExtensionKey(field.key) {
                switch field.key {
                case "type": parameter.type = string(field)
                case "description": parameter.description = string(field)
                case "example": parameter.example = string(field)
                default: unknownKey(field, in: context, expected: Self.parameterKeys)
                }
            }
            parameters.append(parameter)
        }
        return parameters
    }

    /// A route's `query` object: item name → `true`, `false`, `null`, a string (a value pattern, which may be
    /// empty) or an integer (its text).
    mutating func decodeQuery(_ member: ConfigMember) -> [RouteTableSpec.Condition]? {
        guard let members = object(member.value, named: member.key) else { return nil }
        var conditions: [RouteTableSpec.Condition] = []
        for entry in members {
            if entry.key.isEmpty { report(entry.keyLocation, ConfigText.valueEmptyName(what: "query item")) }
            let condition: QueryCondition
            switch entry.value.value {
            case .bool(let present): condition = present ? .present : .absent
            case .null: condition = .absent
            case .string(let pattern): condition = .matches(pattern)
            case .int(let number): condition = .matches(String(number))
            default:
                report(
                    entry.value.location, ConfigText.queryConditionType(name: TextScanning.quoted(entry.key), type: entry.value.typeName))
                continue
            }
            conditions.append(
                RouteTableSpec.Condition(
                    key: Located(entry.key, at: entry.keyLocation), condition: Located(condition, at: entry.value.location)))
        }
        return conditions
    }
}
