import RoutingKit

let router = TrieRouter(String.self)
router.register("goods", at: ["goods", ":id"])
var parameters = Parameters()
print(router.route(path: ["goods", "42"], parameters: &parameters).map { "\($0) \(parameters.get("id") ?? "")" } ?? "no route")
