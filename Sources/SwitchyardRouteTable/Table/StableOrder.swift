extension Array {
    /// The elements in the order `areInIncreasingOrder` gives, equal ones as they were (a stable sort).
    ///
    /// ```swift
    /// hits.stablySorted { $0.depth > $1.depth }
    /// ```
    ///
    /// For the module's cold sorts (diagnostics, explanations, a node's several dynamic edges at build): each
    /// sorts the elements' indices through ``stableOrder(_:by:)``, so the standard library's stable sort is
    /// compiled once for the module and not once per comparator and element type, about 2.7 KB each (ADR 0031).
    /// The sorts that run for every route or node at build (the route order, a node's terminals) stay inlined,
    /// in place.
    package func stablySorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        stableOrder(count) { areInIncreasingOrder(self[$0], self[$1]) }.map { self[$0] }
    }
}

/// The indices `0..<count` sorted stably by `areInIncreasingOrder`. Never inlined, so that every caller shares
/// one specialisation of the standard library's sort: an `[Int]` with an opaque comparator.
@inline(never)
func stableOrder(_ count: Int, by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
    var order = Array(0..<count)
    order.sort(by: areInIncreasingOrder)
    return order
}
