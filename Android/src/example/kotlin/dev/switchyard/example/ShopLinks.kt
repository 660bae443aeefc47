// The Shop demo's links routed from Kotlin: the same decisions and the same report as the Java example
// (src/example/java/.../ShopLinks.java), written as a Kotlin caller writes it, with the library's nullability
// (JSR-305, compiled with -Xjsr305=strict). Run: Android/kotlin-example.sh
package dev.switchyard.example

import dev.switchyard.RouteTable
import dev.switchyard.RouteTableFile
import java.io.FileDescriptor
import java.io.FileOutputStream
import java.io.PrintStream
import java.nio.file.Paths

/** The links of the Swift demo that its route-table file decides, as in the Java example. */
val shopLinks = listOf(
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
    "https://m.shop.example/product/8.html"
)

/** One block a link: the link, the rewrite, the route (its name and pattern) or why nothing matched. */
fun report(table: RouteTable, out: PrintStream) {
    for (link in shopLinks) {
        val match = table.match(link)
        out.println("link     $link")
        match.rewrittenTo?.let { out.println("rewrite  → $it") }
        val route = match.route
        if (route != null) {
            out.println("route    ${route.name}  (${route.pattern})  ${match.parameters}")
            val page = match.parameter("url")
            if (route.handler == "web.page" && page != null) {
                val opens = table.webDestination(page) != null
                out.println(
                    if (opens) "web      opens $page"
                    else "web      refused: $page is not a web origin of the app"
                )
            }
        } else {
            out.println("no match ${match.reason}")
            match.webDestination?.let { out.println("web      the unmatched handler may show $it") }
        }
    }
}

fun main(args: Array<String>) {
    val file = Paths.get(if (args.isNotEmpty()) args[0] else "../Examples/Shop/shop.routes.json")
    // UTF-8 whatever the locale: the report has arrows in it.
    val out = PrintStream(FileOutputStream(FileDescriptor.out), true, "UTF-8")
    report(RouteTableFile.load(file), out)
}
