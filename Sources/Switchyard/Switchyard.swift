@_exported public import SwitchyardMatching
