// The Shop demo's links routed from Kotlin: the same decisions and the same report as the Java example
// (src/example/java/.../ShopLinks.java), each link from the source the Swift demo's story opens it from, written
// as a Kotlin caller writes it, with the library's nullability (JSR-305, compiled with
// -Xjsr305=@dev.switchyard.NonnullByDefault:strict).
// Run: Android/kotlin-example.sh
package dev.switchyard.example

import dev.switchyard.Match
import dev.switchyard.RouteTable
import dev.switchyard.RouteTableFile
import dev.switchyard.policy.RouteSource
import java.io.FileDescriptor
import java.io.FileOutputStream
import java.io.PrintStream
import java.nio.file.Paths

private val otherApp = RouteSource.otherApp(null)

/** The links of the Swift demo that its route-table file decides, each with its source, as in the Java example. */
val shopLinks: List<Pair<String, RouteSource>> = listOf(
    "shop://goods/42/reviews" to RouteSource.PUSH,
    "https://m.shop.example/product/7.html" to RouteSource.UNIVERSAL_LINK,
    "https://m.shop.example/campaign/black-friday" to RouteSource.UNIVERSAL_LINK,
    "shop://user/ada" to RouteSource.IN_APP,
    "shop://cart" to RouteSource.PUSH,
    "shop://address/pick" to RouteSource.IN_APP,
    "shop://address/pick" to RouteSource.otherApp("com.example.other"),
    "shop://goods/abc" to otherApp,
    "shop://web?url=https%3A%2F%2Fevil.example%2Flogin" to otherApp,
    "javascript:alert(document.cookie)" to otherApp,
    "shop://web?url=https%3A%2F%2Fm.shop.example%2Fhelp" to otherApp,
    "https://m.shop.example/product/8.html" to RouteSource.UNIVERSAL_LINK
)

/** One block a link: the link and its source, the rewrite, the route or why nothing opens. */
fun report(table: RouteTable, out: PrintStream) {
    for ((link, source) in shopLinks) {
        val match = table.match(link, source)
        out.println("link     $link  ($source)")
        match.rewrittenTo?.let { out.println("rewrite  → $it") }
        val route = match.route
        when {
            route != null -> {
                out.println("route    ${route.name}  (${route.pattern})  ${match.parameters}")
                val page = match.parameter("url")
                if (route.handler == "web.page" && page != null) {
                    val opens = table.webDestination(page) != null
                    out.println(
                        if (opens) "web      opens $page"
                        else "web      refused: $page is not a web origin of the app"
                    )
                }
            }
            match.refusal == Match.Refusal.POLICY -> {
                val refused = match.refused[0]
                out.println("refused  ${refused.route.pattern}: ${refused.why}")
            }
            else -> {
                out.println("no match ${match.reason}")
                match.webDestination?.let { out.println("web      the unmatched handler may show $it") }
            }
        }
    }
}

fun main(args: Array<String>) {
    val file = Paths.get(if (args.isNotEmpty()) args[0] else "../Examples/Shop/shop.routes.json")
    // UTF-8 whatever the locale: the report has arrows in it.
    val out = PrintStream(FileOutputStream(FileDescriptor.out), true, "UTF-8")
    report(RouteTableFile.load(file), out)
}
