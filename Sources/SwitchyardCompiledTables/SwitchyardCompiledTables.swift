// A compiled table is a `RouteTable`: an app that loads its tables compiled and matches without the router imports
// this module alone (issue #58: SwitchyardRouteTable is no product of its own; it comes with this module and with
// SwitchyardMatching).
@_exported public import SwitchyardRouteTable
