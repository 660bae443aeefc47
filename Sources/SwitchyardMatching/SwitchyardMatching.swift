// The builder half of matching: `RouteTableBuilder`, the trie's growth and the conflict and registration checks.
// The frozen table and everything a lookup runs are SwitchyardRouteTable's, which an app whose tables are all
// compiled ahead of time links alone (issue #45, ADR 0040); importing SwitchyardMatching brings both.
@_exported public import SwitchyardRouteTable
