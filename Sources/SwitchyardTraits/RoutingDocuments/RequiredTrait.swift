// Signed routing documents verify signatures with swift-crypto, which Switchyard's package trait RoutingDocuments
// brings (ADR 0046). This module is a dependency of SwitchyardRoutingDocuments and holds nothing else: with the trait
// off it stops the build with what to write, before SwitchyardRoutingDocuments compiles (whose `import Crypto` would
// otherwise fail, and with it every use of swift-crypto).
#if !RoutingDocuments
#error(
    "SwitchyardRoutingDocuments (and so SwitchyardConfigTesting and the switchyard tool) needs Switchyard's package trait RoutingDocuments (it brings swift-crypto, and RouteTableFiles): write traits: [\"RoutingDocuments\"] on the .package line that adds Switchyard, or leave traits: out for the default set"
)
#endif
