// The `switchyard` executable parses its command line with swift-argument-parser, which Switchyard's package trait
// CommandLineTool brings (ADR 0046). This module is a dependency of the tool's library and holds nothing else: with
// the trait off it stops the build with what to write, before the tool compiles (whose `import ArgumentParser` would
// otherwise fail).
#if !CommandLineTool
#error(
    "The switchyard executable needs Switchyard's package trait CommandLineTool (it brings swift-argument-parser, RoutingDocuments and RouteTableFiles): write traits: [\"CommandLineTool\"] on the .package line that adds Switchyard, or leave traits: out for the default set"
)
#endif
