/// A table's routes behind one reference, shared by the table and every match it makes.
@usableFromInline
final class RouteList<Value: Sendable>: Sendable {
    @usableFromInline let routes: [Route<Value>]

    /// Keeps `routes`, copied to their exact size when more than an eighth of the array is spare: a
    /// builder's array grows by doubling, and the table would otherwise keep the spare capacity for its
    /// whole life (about 36 bytes per route at 10,000 routes).
    init(_ routes: [Route<Value>]) {
        if routes.capacity - routes.count > routes.count / 8 {
            self.routes = routes.withUnsafeBufferPointer { Array($0) }
        } else {
            self.routes = routes
        }
    }

    /// The value of route `index`, read in place: copying the route would retain its pattern, scheme and
    /// link sources, and at 100,000 routes each of those is a cache miss.
    @inlinable
    func value(at index: Int) -> Value { routes.withUnsafeBufferPointer { $0[index].value } }

    /// The scheme of route `index`, read in place.
    func scheme(at index: Int) -> String? { routes.withUnsafeBufferPointer { $0[index].scheme } }
}
