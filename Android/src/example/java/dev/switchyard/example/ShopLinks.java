package dev.switchyard.example;

import dev.switchyard.Match;
import dev.switchyard.RefusedRoute;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The Shop demo's links routed on the JVM, from the demo's own table
 * (Examples/Shop/shop.routes.json), each from the source the Swift demo's story opens it from: the
 * same route decisions as that story (Examples/Shop/expected-output.txt, the links its file
 * decides). Run: Android/example.sh [TABLE]
 */
public final class ShopLinks {
    /** A link and where it comes from. */
    public static final class Link {
        /** The link. */
        public final String url;
        /** Where it comes from. */
        public final RouteSource source;

        Link(String url, RouteSource source) {
            this.url = url;
            this.source = source;
        }
    }

    private static final RouteSource OTHER_APP = RouteSource.otherApp(null);

    /**
     * The links of the Swift demo that its route-table file decides (the rest come from a routing
     * document).
     */
    public static final List<Link> LINKS = Collections.unmodifiableList(Arrays.asList(
        new Link("shop://goods/42/reviews", RouteSource.PUSH),
        new Link("https://m.shop.example/product/7.html", RouteSource.UNIVERSAL_LINK),
        new Link("https://m.shop.example/campaign/black-friday", RouteSource.UNIVERSAL_LINK),
        new Link("shop://user/ada", RouteSource.IN_APP),
        new Link("shop://cart", RouteSource.PUSH),
        new Link("shop://address/pick", RouteSource.IN_APP),
        new Link("shop://address/pick", RouteSource.otherApp("com.example.other")),
        new Link("shop://goods/abc", OTHER_APP),
        new Link("shop://web?url=https%3A%2F%2Fevil.example%2Flogin", OTHER_APP),
        new Link("javascript:alert(document.cookie)", OTHER_APP),
        new Link("shop://web?url=https%3A%2F%2Fm.shop.example%2Fhelp", OTHER_APP),
        new Link("https://m.shop.example/product/8.html", RouteSource.UNIVERSAL_LINK)));

    private ShopLinks() {}

    /**
     * Routes the links of the table at {@code args[0]} (default: the Shop demo's).
     *
     * @param args the table's path, optional
     * @throws Exception when the table cannot be read
     */
    public static void main(String[] args) throws Exception {
        Path file = Paths.get(args.length > 0 ? args[0] : "../Examples/Shop/shop.routes.json");
        report(RouteTableFile.load(file), System.out);
    }

    /**
     * One block a link: the link and its source, the rewrite, the route (its name and pattern) or
     * why nothing opens.
     *
     * @param table the Shop table
     * @param out where the report goes
     */
    public static void report(RouteTable table, PrintStream out) {
        for (Link link : LINKS) {
            Match m = table.match(link.url, link.source);
            out.println("link     " + link.url + "  (" + link.source + ")");
            if (m.rewrittenTo != null) out.println("rewrite  → " + m.rewrittenTo);
            if (m.matched()) {
                String route = m.route.name + "  (" + m.route.pattern + ")  ";
                out.println("route    " + route + m.parameters);
                String page = m.parameter("url");
                if ("web.page".equals(m.route.handler) && page != null) {
                    out.println(table.webDestination(page) != null ? "web      opens " + page
                        : "web      refused: " + page + " is not a web origin of the app");
                }
            } else if (m.refusal == Match.Refusal.POLICY) {
                RefusedRoute first = m.refused.get(0);
                out.println("refused  " + first.route.pattern + ": " + first.why);
            } else {
                out.println("no match " + m.reason);
                if (m.webDestination != null) {
                    out.println("web      the unmatched handler may show " + m.webDestination);
                }
            }
        }
    }
}
