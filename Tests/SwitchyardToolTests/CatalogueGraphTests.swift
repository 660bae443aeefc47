import Foundation
import SwitchyardTool
import Testing

/// The modules' dependency graph of `docs --components` (issue #88 item 8): layers, columns, arrows and the SVG the
/// tool writes, byte for byte, on small graphs; a cycle and a missing module drawn as far as they go and named.
@Suite("switchyard docs: the module graph")
struct CatalogueGraphTests {
    /// `name@layer.column` for each node, in the graph's order.
    static func places(_ graph: CatalogueGraph) -> [String] { graph.nodes.map { "\($0.name)@\($0.layer).\($0.column)" } }

    /// `from>to` for each arrow, `from~>to` for one that closes a cycle.
    static func arrows(_ graph: CatalogueGraph) -> [String] {
        graph.edges.map { "\(graph.nodes[$0.from].name)\($0.closesCycle ? "~>" : ">")\(graph.nodes[$0.to].name)" }
    }

    static func texts(_ graph: CatalogueGraph) -> [String] { graph.problems.map { $0.text { "`\($0)`" } } }

    @Test func aChainIsOneColumn() {
        let graph = CatalogueGraph([("a", []), ("b", ["a"]), ("c", ["b"])])
        #expect(Self.places(graph) == ["a@0.0", "b@1.0", "c@2.0"])
        #expect(Self.arrows(graph) == ["b>a", "c>b"])
        #expect(graph.problems.isEmpty)
        let box = { (name: String, y: Int, needs: String) in
            "<a href=\"#module-\(name)\" class=\"node\" data-module=\"\(name)\"><title>\(name): depends on \(needs)</title>"
                + "<rect x=\"16\" y=\"\(y)\" width=\"120\" height=\"44\" rx=\"8\" fill=\"#ffffff\" stroke=\"#3b5bdb\" stroke-width=\"1.5\"/>"
                + "<text x=\"76\" y=\"\(y + 19)\" text-anchor=\"middle\" font-weight=\"600\" fill=\"#1d2330\">\(name)</text>"
                + "<text x=\"76\" y=\"\(y + 35)\" text-anchor=\"middle\" font-size=\"11\" fill=\"#667085\"></text></a>"
        }
        let line = { (y1: Int, y2: Int, from: String, to: String) in
            "<line class=\"edge\" x1=\"76\" y1=\"\(y1)\" x2=\"76\" y2=\"\(y2)\" stroke=\"#667085\" stroke-width=\"1.5\" "
                + "marker-end=\"url(#graph-arrow)\"><title>\(from) depends on \(to)</title></line>"
        }
        let expected = [
            "<svg class=\"module-graph\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 152 260\" width=\"152\" height=\"260\" "
                + "style=\"max-width: 100%; height: auto\" aria-label=\"Module dependency graph: 3 modules, each drawn below the modules "
                + "it depends on\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"13\"><defs><marker id=\"graph-arrow\" "
                + "viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\"><path d=\"M0,0L10,5L0,10z\" "
                + "fill=\"#667085\"/></marker></defs>",
            line(108, 60, "b", "a"), line(200, 152, "c", "b"),
            box("a", 16, "no module"), box("b", 108, "a"), box("c", 200, "b"), "</svg>",
        ]
        #expect(CatalogueGraphRender.svg(graph) == expected.joined(separator: "\n"))
    }

    @Test func aDiamondIsCentred() {
        let graph = CatalogueGraph(
            [("app", ["left", "right"]), ("right", ["base"]), ("left", ["base"]), ("base", [])], summaries: ["app": "1 route"])
        #expect(Self.places(graph) == ["app@2.0", "right@1.0", "left@1.1", "base@0.0"])
        #expect(Self.arrows(graph) == ["app>left", "app>right", "right>base", "left>base"])
        let svg = CatalogueGraphRender.svg(graph)
        #expect(svg.contains("viewBox=\"0 0 296 260\""))
        // The layers of one box are centred over the layer of two: x = 16 + (144) / 2.
        #expect(svg.contains("<rect x=\"88\" y=\"16\" width=\"120\""))
        #expect(svg.contains("<rect x=\"16\" y=\"108\" width=\"120\""))
        #expect(svg.contains("<rect x=\"160\" y=\"108\" width=\"120\""))
        #expect(svg.contains("<rect x=\"88\" y=\"200\" width=\"120\""))
        #expect(svg.contains("<title>app: depends on left, right; 1 route</title>"))
        #expect(svg.contains("<line class=\"edge\" x1=\"148\" y1=\"200\" x2=\"220\" y2=\"152\""))
        #expect(svg.components(separatedBy: "<a href=").count - 1 == 4)
        // The same modules give the same bytes.
        #expect(
            svg
                == CatalogueGraphRender.svg(
                    CatalogueGraph(
                        [("app", ["left", "right"]), ("right", ["base"]), ("left", ["base"]), ("base", [])], summaries: ["app": "1 route"]))
        )
    }

    @Test func aCycleIsDrawnAndNamed() {
        let graph = CatalogueGraph([("a", ["b"]), ("b", ["a"]), ("c", ["a"]), ("d", ["d"])])
        #expect(Self.places(graph) == ["a@1.0", "b@0.0", "c@2.0", "d@0.1"])
        #expect(Self.arrows(graph) == ["a>b", "b~>a", "c>a"])
        #expect(
            Self.texts(graph) == [
                "Dependency cycle: `a` → `b` → `a` (each depends on the next): no order can start them; the arrow that closes it is dashed.",
                "`d` depends on itself.",
            ])
        let svg = CatalogueGraphRender.svg(graph)
        #expect(
            svg.contains("<line class=\"edge cycle\" x1=\"86\" y1=\"60\" x2=\"158\" y2=\"108\" stroke=\"#b42318\" stroke-dasharray=\"5 4\"")
        )
    }

    @Test func aMissingModuleIsDashedWithoutALink() {
        let graph = CatalogueGraph([("cart", ["user", "promo"]), ("user", []), ("cart", [])])
        #expect(Self.places(graph) == ["cart@1.0", "user@0.0", "promo@0.1"])
        #expect(Self.arrows(graph) == ["cart>user", "cart>promo"])
        #expect(
            Self.texts(graph) == [
                "`cart` is listed more than once; the graph shows its first entry.",
                "`cart` depends on `promo`, which no module in the file provides.",
            ])
        let svg = CatalogueGraphRender.svg(graph)
        #expect(svg.contains("<g class=\"node missing\" data-module=\"promo\"><title>promo: no module in the file provides it</title>"))
        #expect(svg.contains("stroke=\"#b42318\" stroke-dasharray=\"4 3\""))
        #expect(!svg.contains("href=\"#module-promo\""))
        #expect(
            CatalogueGraphRender.markdown(graph) == [
                "```mermaid", "graph BT", "  m0[\"cart\"]", "  m1[\"user\"]", "  m2[\"promo (missing)\"]", "  m0 --> m1", "  m0 --> m2",
                "  style m2 stroke-dasharray: 5 5", "```", "",
                "- `cart` is listed more than once; the graph shows its first entry.",
                "- `cart` depends on `promo`, which no module in the file provides.", "",
            ])
        #expect(CatalogueGraphRender.mermaidText("a\"]<b>") == "a#34;#93;#60;b#62;")
    }

    @Test func noModulesNoGraph() {
        let graph = CatalogueGraph([])
        #expect(graph.nodes.isEmpty && graph.edges.isEmpty && graph.problems.isEmpty)
        #expect(CatalogueGraphRender.svg(graph).contains("viewBox=\"0 0 32 32\""))
    }
}
