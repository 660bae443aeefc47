import Switchyard

var builder = RouterBuilder<String>(options: RouteTableOptions(accept: ["shop"]))
try builder.route("shop://goods/<int:id>") { request in
    .value("goods \(try request.parameters.value("id", as: Int.self))")
}
let router = try builder.build()
print(try await router.open("shop://goods/42", expecting: String.self))
