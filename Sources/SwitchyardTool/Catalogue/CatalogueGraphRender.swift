/// The dependency graph as the page draws it (an inline SVG the tool writes: no script, no library, so it shows
/// offline, from disk and in print) and as `ROUTES.md` gives it (a Mermaid block, which GitHub draws). Sizes are
/// whole pixels from the names' lengths in a monospace font, so the same graph gives the same bytes.
package enum CatalogueGraphRender {
    static let (margin, boxHeight, horizontalGap, verticalGap) = (16, 44, 24, 48)

    /// A box wide enough for the longest name (8 px a character at 13 px) and summary (7 px at 11 px), even.
    static func boxWidth(_ graph: CatalogueGraph) -> Int {
        let text = graph.nodes.map { max(8 * $0.name.count, 7 * $0.summary.count) }.max() ?? 0
        return max(120, (text + 24 + 1) / 2 * 2)
    }

    package static func svg(_ graph: CatalogueGraph) -> String {
        let html = CatalogueHTML.html
        let width = boxWidth(graph)
        let layers = (graph.nodes.map(\.layer).max() ?? -1) + 1
        let widest = Dictionary(grouping: graph.nodes, by: \.layer).values.map(\.count).max() ?? 0
        let canvas = (
            2 * margin + widest * width + max(0, widest - 1) * horizontalGap,
            2 * margin + layers * boxHeight + max(0, layers - 1) * verticalGap
        )
        let count = Dictionary(grouping: graph.nodes, by: \.layer).mapValues(\.count)
        let origin = graph.nodes.map { node in
            (
                x: margin + (widest - (count[node.layer] ?? 0)) * (width + horizontalGap) / 2 + node.column * (width + horizontalGap),
                y: margin + node.layer * (boxHeight + verticalGap)
            )
        }
        let edges = graph.edges.map { edge -> String in
            let (from, to) = (origin[edge.from], origin[edge.to])
            let (source, target) = (graph.nodes[edge.from], graph.nodes[edge.to])
            var line: (Int, Int, Int, Int)
            if target.layer < source.layer {
                line = (from.x + width / 2, from.y, to.x + width / 2, to.y + boxHeight)
            } else if target.layer > source.layer {
                line = (from.x + width / 2, from.y + boxHeight, to.x + width / 2, to.y)
            } else {
                let right = to.x > from.x
                line = (right ? from.x + width : from.x, from.y + boxHeight / 2, right ? to.x : to.x + width, to.y + boxHeight / 2)
            }
            // The arrow that closes a cycle runs beside the one it answers, not on top of it.
            if edge.closesCycle {
                line = source.layer == target.layer ? (line.0, line.1 + 8, line.2, line.3 + 8) : (line.0 + 10, line.1, line.2 + 10, line.3)
            }
            let style = edge.closesCycle ? "stroke=\"#b42318\" stroke-dasharray=\"5 4\"" : "stroke=\"#667085\""
            return
                "<line class=\"edge\(edge.closesCycle ? " cycle" : "")\" x1=\"\(line.0)\" y1=\"\(line.1)\" x2=\"\(line.2)\" y2=\"\(line.3)\" "
                + "\(style) stroke-width=\"1.5\" marker-end=\"url(#graph-arrow)\"><title>\(html(source.name)) depends on \(html(target.name))</title></line>"
        }
        let order = graph.nodes.indices.sorted {
            (graph.nodes[$0].layer, graph.nodes[$0].column) < (graph.nodes[$1].layer, graph.nodes[$1].column)
        }
        let boxes = order.map { box(graph, $0, at: origin[$0], width: width) }
        let label =
            "Module dependency graph: \(graph.nodes.count) module\(graph.nodes.count == 1 ? "" : "s"), each drawn below the modules it depends on"
        return "<svg class=\"module-graph\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(canvas.0) \(canvas.1)\" "
            + "width=\"\(canvas.0)\" height=\"\(canvas.1)\" style=\"max-width: 100%; height: auto\" aria-label=\"\(label)\" "
            + "font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"13\">"
            + "<defs><marker id=\"graph-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
            + "<path d=\"M0,0L10,5L0,10z\" fill=\"#667085\"/></marker></defs>\n"
            + (edges + boxes).joined(separator: "\n") + "\n</svg>"
    }

    /// One module's box: a link to its card, or a dashed box for a module the file does not list.
    static func box(_ graph: CatalogueGraph, _ index: Int, at origin: (x: Int, y: Int), width: Int) -> String {
        let html = CatalogueHTML.html
        let node = graph.nodes[index]
        let needs = graph.edges.filter { $0.from == index }.map { graph.nodes[$0.to].name }
        let title =
            node.isListed
            ? "\(node.name): depends on \(needs.isEmpty ? "no module" : needs.joined(separator: ", "))"
                + (node.summary.isEmpty ? "" : "; \(node.summary)")
            : "\(node.name): no module in the file provides it"
        let (x, y, middle) = (origin.x, origin.y, origin.x + width / 2)
        let rect =
            "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(boxHeight)\" rx=\"8\" fill=\"#ffffff\" "
            + (node.isListed ? "stroke=\"#3b5bdb\"" : "stroke=\"#b42318\" stroke-dasharray=\"4 3\"") + " stroke-width=\"1.5\"/>"
        let texts =
            "<text x=\"\(middle)\" y=\"\(y + 19)\" text-anchor=\"middle\" font-weight=\"600\" fill=\"#1d2330\">\(html(node.name))</text>"
            + "<text x=\"\(middle)\" y=\"\(y + 35)\" text-anchor=\"middle\" font-size=\"11\" fill=\"#667085\">\(html(node.summary))</text>"
        let attributes = "class=\"node\(node.isListed ? "" : " missing")\" data-module=\"\(html(node.name))\""
        guard node.isListed else { return "<g \(attributes)><title>\(html(title))</title>\(rect)\(texts)</g>" }
        return "<a href=\"#\(CatalogueModulesRender.anchor(node.name))\" \(attributes)><title>\(html(title))</title>\(rect)\(texts)</a>"
    }

    /// The figure the modules section opens with: the SVG, a caption with the layers in words (each name a link),
    /// and what is wrong with the file's dependencies, if anything.
    static func htmlFigure(_ graph: CatalogueGraph) -> String {
        let html = CatalogueHTML.html
        let link = { (node: CatalogueGraph.Node) in
            node.isListed
                ? "<a href=\"#\(CatalogueModulesRender.anchor(node.name))\">\(html(node.name))</a>" : "\(html(node.name)) (missing)"
        }
        let rows = Dictionary(grouping: graph.nodes, by: \.layer).sorted { $0.key < $1.key }.map { layer, nodes in
            "row \(layer + 1): " + nodes.sorted { $0.column < $1.column }.map(link).joined(separator: ", ")
        }
        let problems =
            graph.problems.isEmpty
            ? ""
            : "\n<ul class=\"graph-problems\">" + graph.problems.map { "<li>\($0.text { "<code>\(html($0))</code>" })</li>" }.joined()
                + "</ul>"
        return """
            <figure class="graph" id="module-graph">
            \(svg(graph))
            <figcaption class="muted">Each module is drawn below the modules it depends on, with an arrow to each; a box links to the module. \
            In words, by rows from the top: \(rows.joined(separator: "; ")).</figcaption>
            </figure>\(problems)
            """
    }

    /// A Mermaid flowchart (`graph BT`: a module below what it needs, as on the page); a missing module dashed,
    /// the arrow that closes a cycle dotted; then the problems as a list.
    package static func markdown(_ graph: CatalogueGraph) -> [String] {
        var lines = ["```mermaid", "graph BT"]
        for (index, node) in graph.nodes.enumerated() {
            lines.append("  m\(index)[\"\(mermaidText(node.name))\(node.isListed ? "" : " (missing)")\"]")
        }
        for edge in graph.edges { lines.append("  m\(edge.from) \(edge.closesCycle ? "-.->" : "-->") m\(edge.to)") }
        for (index, node) in graph.nodes.enumerated() where !node.isListed { lines.append("  style m\(index) stroke-dasharray: 5 5") }
        lines += ["```", ""]
        guard !graph.problems.isEmpty else { return lines }
        return lines + graph.problems.map { "- " + $0.text(CatalogueMarkdown.code) } + [""]
    }

    /// A label for a quoted Mermaid node: letters, digits, spaces and `._-/:` as they are, anything else as an
    /// entity code (`#35;`), so a name cannot end the label or start markup.
    package static func mermaidText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let plain =
                (scalar.properties.isAlphabetic && scalar.isASCII) || ("0"..."9").contains(scalar)
                || " ._-/:".unicodeScalars.contains(scalar)
            result += plain ? String(scalar) : "#\(scalar.value);"
        }
        return result
    }
}
