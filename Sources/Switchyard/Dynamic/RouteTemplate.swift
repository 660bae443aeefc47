/// A URL made from the request of a matched route: `{name}` takes the capture `name` (percent-encoded),
/// `{query.NAME}` the query item `NAME`, `{fragment}` the fragment. The language of rewrite targets, used by
/// redirects and degrades.
///
/// ```swift
/// let web = try RouteTemplate("https://m.shop.example/product/{id}.html?from={query.from}", for: "shop://goods/<int:id>")
/// web.render(request)   // "https://m.shop.example/product/7.html?from=push"
/// ```
package struct RouteTemplate: Sendable {
    let template: Template
    /// The template as written.
    package let text: String

    /// A template for the captures of `pattern`.
    ///
    /// - Throws: ``RouteTemplateError`` when `pattern` does not parse or the template names something else.
    package init(_ text: String, for pattern: String) throws(RouteTemplateError) {
        var builder = RouteTableBuilder<Int>()
        do {
            try builder.add(pattern, value: 0)
        } catch {
            throw RouteTemplateError(message: "\"from\": \(error.message)", excerpt: error.excerpt)
        }
        let names = builder.registeredRoutes.first?.pattern.parameterNames ?? []
        try self.init(text, names: names)
    }

    init(_ text: String, names: [String]) throws(RouteTemplateError) {
        do {
            template = try Template(text, names: names, ruleIndex: 0)
        } catch {
            throw RouteTemplateError(
                message: "\"to\": \(error.message)",
                excerpt: PatternError(pattern: error.text, offset: error.offset, message: error.message).excerpt)
        }
        self.text = text
    }

    /// The URL for `request`.
    package func render(_ request: RouteRequest) -> String {
        template.render(request.parameters)
    }

    /// The URL for a match's parameters, such as a dry run's (``RoutePlan/parameters``).
    ///
    /// ```swift
    /// if case .success(let plan) = router.canOpen("shop://goods/7") { web.render(plan.parameters) }
    /// ```
    package func render(_ parameters: RouteParameters) -> String {
        template.render(parameters)
    }
}

/// A template that names something its route does not have, or a pattern that does not parse.
///
/// ```swift
/// do { _ = try RouteTemplate("shop://goods/{ID}", for: "/item/:id") } catch { print(error) }
/// // "to": '{ID}' is not a parameter of "from"; it has {id} …
/// ```
package struct RouteTemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    package let message: String
    /// The text with a caret under the offending character.
    package let excerpt: String

    package var description: String { "\(message)\n\(excerpt)" }
}
