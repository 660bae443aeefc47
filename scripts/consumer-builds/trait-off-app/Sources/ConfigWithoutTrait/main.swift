// SwitchyardConfig used by an app whose Switchyard dependency says `traits: []`: the build must stop at
// SwitchyardConfig's #error, which names the trait to turn on (scripts/check-consumer-builds.sh).
import SwitchyardConfig

let file = try RouteTableFile.load(contentsOf: "routes.json")
print(file.warnings.count)
