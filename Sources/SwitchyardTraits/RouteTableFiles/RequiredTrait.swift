// SwitchyardConfig reads YAML with Yams, which Switchyard's package trait RouteTableFiles brings (ADR 0046). This
// module is a dependency of SwitchyardConfig and holds nothing else: with the trait off it stops the build with what
// to write, before SwitchyardConfig compiles (whose `import Yams` would otherwise fail, and with it every use of Yams).
#if !RouteTableFiles
#error(
    "SwitchyardConfig (and so SwitchyardRoutesPlugin, SwitchyardRoutingDocuments and the switchyard tool) needs Switchyard's package trait RouteTableFiles (it brings Yams): write traits: [\"RouteTableFiles\"] on the .package line that adds Switchyard, or leave traits: out for the default set"
)
#endif
