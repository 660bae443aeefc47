// Signed routing documents are read with the route-table file's parsers and name its types (`RouteTableFile`,
// `Diagnostic`): an app that imports SwitchyardRoutingDocuments alone still has them, as it did when both lived in
// SwitchyardConfig (issue #58: only an app that verifies documents links swift-crypto).
@_exported public import SwitchyardConfig
