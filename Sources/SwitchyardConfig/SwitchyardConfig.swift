// `Diagnostic` and `TextLocation`, which every parser here reports with, live in SwitchyardMatching
// (ADR 0027); an app that imports SwitchyardConfig alone still names them, as it did when they were ours.
@_exported public import SwitchyardMatching
