package dev.switchyard.example;

import dev.switchyard.Match;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The Shop demo's links routed on the JVM, from the demo's own table (Examples/Shop/shop.routes.json): the same
 * route decisions as the Swift demo's story (Examples/Shop/expected-output.txt, the links its file decides).
 * Run: Android/example.sh [TABLE]
 */
public final class ShopLinks {
    /** The links of the Swift demo that its route-table file decides (the rest come from a routing document). */
    public static final List<String> LINKS = List.of(
        "shop://goods/42/reviews",
        "https://m.shop.example/product/7.html",
        "https://m.shop.example/campaign/black-friday",
        "shop://user/ada",
        "shop://cart",
        "shop://address/pick",
        "shop://goods/abc",
        "shop://web?url=https%3A%2F%2Fevil.example%2Flogin",
        "javascript:alert(document.cookie)",
        "shop://web?url=https%3A%2F%2Fm.shop.example%2Fhelp",
        "https://m.shop.example/product/8.html");

    private ShopLinks() {}

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args.length > 0 ? args[0] : "../Examples/Shop/shop.routes.json");
        report(RouteTableFile.load(file), System.out);
    }

    /** One block a link: the link, the rewrite, the route (its name and pattern) or why nothing matched. */
    public static void report(RouteTable table, PrintStream out) {
        for (String link : LINKS) {
            Match m = table.match(link, Map.of());
            out.println("link     " + link);
            if (m.rewrittenTo != null) out.println("rewrite  → " + m.rewrittenTo);
            if (m.matched()) {
                out.println("route    " + m.route.name + "  (" + m.route.pattern + ")  " + m.parameters);
                String page = m.parameter("url");
                if ("web.page".equals(m.route.handler) && page != null)
                    out.println(table.webDestination(page) != null ? "web      opens " + page : "web      refused: " + page + " is not a web origin of the app");
            } else {
                out.println("no match " + m.reason);
                if (m.webDestination != null) out.println("web      the unmatched handler may show " + m.webDestination);
            }
        }
    }
}
