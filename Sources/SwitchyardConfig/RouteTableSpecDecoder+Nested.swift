import Switchyard

// A rewrite's `"nested"` object: how a `{url:query.NAME}` rule opens the URL a query item carries
// (RouteTableFileFormat, "A rewrite's nested URL").
extension RouteTableSpecDecoder {
    /// `{ "resolvesRelative"?: Bool, "carriedQueryItems"?: [String], "source"?: String }`; `nil` (with every
    /// problem reported) when one of them is wrong.
    mutating func decodeNested(_ member: ConfigMember) -> RewriteRule.NestedURL? {
        guard let members = object(member.value, named: member.key) else { return nil }
        var options = RewriteRule.NestedURL()
        var valid = true
        for field in members where !Self.isExtensionKey(field.key) {
            switch field.key {
            case "resolvesRelative":
                if let flag = bool(field) { options.resolvesRelative = flag.value } else { valid = false }
            case "carriedQueryItems":
                if let names = stringArray(field) { options.carriedQueryItems = names.map(\.value) } else { valid = false }
            case "source":
                if let source = nestedSource(field) { options.source = source } else { valid = false }
            default: unknownKey(field, in: TextScanning.quoted(member.key), expected: Self.nestedKeys)
            }
        }
        return valid ? options : nil
    }

    /// `"source"`: a source as `switchyard match --source` spells it.
    private mutating func nestedSource(_ field: ConfigMember) -> RouteSource? {
        guard let text = string(field) else { return nil }
        guard let source = RouteSource(spelling: text.value) else {
            report(
                field.value.location,
                "\(TextScanning.quoted(field.key)) must be \(RouteSource.spellings), found \(TextScanning.quoted(text.value))")
            return nil
        }
        return source
    }

    /// A `"nested"` object on a rule whose `to` is not `{url:query.NAME}` would be ignored: it is an error at
    /// the key.
    mutating func checkNestedTarget(_ member: ConfigMember, to: Located<String>) {
        guard !RewriteRule.opensNestedURL(to.value) else { return }
        report(member.keyLocation, ConfigText.rewriteNestedNeedsUrl(to: TextScanning.quoted(to.value)))
    }
}
