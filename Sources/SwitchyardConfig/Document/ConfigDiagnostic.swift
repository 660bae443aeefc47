/// A problem found in a route-table file or routing document, before every layer shared `Diagnostic`
/// (ADR 0027). Created without a severity, it prints as before: `file:line:column: message`.
@available(*, deprecated, renamed: "Diagnostic")
public typealias ConfigDiagnostic = Diagnostic

/// A located diagnostic about a route-table file, before every layer shared `Diagnostic` (ADR 0027).
@available(*, deprecated, renamed: "Diagnostic")
public typealias FileDiagnostic = Diagnostic

/// The problems of a route-table file or routing document, named before every error type's name ended in
/// `Error` (ADR 0028).
@available(*, deprecated, renamed: "ConfigDocumentError")
public typealias ConfigDiagnostics = ConfigDocumentError
