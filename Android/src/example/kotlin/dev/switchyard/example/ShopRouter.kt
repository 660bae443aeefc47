// The Shop demo's links opened through the JVM router from Kotlin: handlers by name, a logging middleware, the login
// gate on the table's `login` routes, the unmatched handler showing the web page the table allows, a navigator whose
// startActivity can fail, and analytics; the links that arrive while the app launches wait in a PendingLinks queue. The console's stand-in for Android's main thread is one thread named "main
// executor": every callback says where it ran. Compiled with -Xjsr305=strict.
// Run: Android/kotlin-example.sh
package dev.switchyard.example

import dev.switchyard.RouteTableFile
import dev.switchyard.policy.RouteSource
import dev.switchyard.router.LoginGate
import dev.switchyard.router.Middleware
import dev.switchyard.router.PendingLinks
import dev.switchyard.router.RouteResponse
import dev.switchyard.router.Router
import dev.switchyard.router.RoutingException
import java.io.FileDescriptor
import java.io.FileOutputStream
import java.io.PrintStream
import java.nio.file.Paths
import java.time.Duration
import java.util.concurrent.CompletableFuture
import java.util.concurrent.ExecutionException
import java.util.concurrent.Executors

/** The app's screens. */
sealed class Screen {
    data class Goods(val id: Int) : Screen()
    data class Reviews(val id: Int) : Screen()
    data class Profile(val uid: String) : Screen()
    data class Web(val url: String) : Screen()
    object Cart : Screen() { override fun toString() = "Cart" }
    object GoodsList : Screen() { override fun toString() = "GoodsList" }
    object AddressPicker : Screen() { override fun toString() = "AddressPicker" }
}

/** What Android's startActivity throws when no activity shows the screen (a stand-in: no Android classes here). */
class ActivityNotFoundException(message: String) : RuntimeException(message)

/** The links that arrive while the app launches (in onCreate, before its UI is up): they wait, then open in order. */
val launchLinks: List<Pair<String, RouteSource>> = listOf(
    "shop://goods/42/reviews" to RouteSource.PUSH,
    "https://m.shop.example/product/7.html" to RouteSource.UNIVERSAL_LINK
)

/** The links the router opens once the app is up, each with its source, in order. */
val routerLinks: List<Pair<String, RouteSource>> = listOf(
    "https://m.shop.example/campaign/black-friday" to RouteSource.UNIVERSAL_LINK,
    "shop://cart" to RouteSource.PUSH,
    "shop://cart" to RouteSource.IN_APP,
    "shop://address/pick" to RouteSource.otherApp("com.example.other"),
    "shop://goods/abc" to RouteSource.otherApp(null),
    "javascript:alert(document.cookie)" to RouteSource.otherApp(null),
    "shop://user/ada" to RouteSource.IN_APP,
    "shop://web?url=https%3A%2F%2Fevil.example%2Flogin" to RouteSource.IN_APP
)

fun main(args: Array<String>) {
    val file = Paths.get(if (args.isNotEmpty()) args[0] else "../Examples/Shop/shop.routes.json")
    val out = PrintStream(FileOutputStream(FileDescriptor.out), true, "UTF-8")
    val mainExecutor = Executors.newSingleThreadExecutor { task -> Thread(task, "main executor") }
    fun on() = if (Thread.currentThread().name == "main executor") "" else "  (on ${Thread.currentThread().name}!)"
    var loggedIn = false
    val router = Router.builder<Screen>(RouteTableFile.load(file))
        .executor(mainExecutor)
        .use(Middleware.of<Screen>("log") { chain ->
            out.println("middleware ${chain.request().route().pattern}${on()}")
            chain.proceed(chain.request())
        })
        .use(LoginGate.of<Screen>({ loggedIn }, { request ->
            out.println("log in    for ${request.originalUrl()}${on()}")
            loggedIn = true
            CompletableFuture.completedFuture(true)
        }, Duration.ofMinutes(5)), "login")
        .handler("goods.list") { RouteResponse.navigate<Screen>(Screen.GoodsList) }
        .handler("goods.detail") { request ->
            RouteResponse.navigate<Screen>(Screen.Goods(request.parameter("id")!!.toInt()))
        }
        .handler("goods.reviews") { request ->
            RouteResponse.navigate<Screen>(Screen.Reviews(request.parameter("id")!!.toInt()))
        }
        .handler("user.profile") { request -> RouteResponse.navigate<Screen>(Screen.Profile(request.parameter("uid")!!)) }
        .handler("cart") { RouteResponse.navigate<Screen>(Screen.Cart) }
        .handler("address.pick") { RouteResponse.navigate<Screen>(Screen.AddressPicker) }
        // Only a page of the table's webOrigins: any other is refused, saying why.
        .handler("web.page") { request -> RouteResponse.navigate<Screen>(Screen.Web(request.webDestination("url"))) }
        .unmatched { miss ->
            val page = miss.webDestination()
            out.println("unmatched ${miss.error().reason().spelling()} ${miss.url()}${on()}")
            if (page != null) RouteResponse.navigate<Screen>(Screen.Web(page)) else RouteResponse.declined<Screen>()
        }
        .navigator { screen ->
            if (screen is Screen.Profile) throw ActivityNotFoundException("no activity shows $screen")
            out.println("show      $screen${on()}")
        }
        .analytics { event -> out.println("analytics ${event.properties()}${on()}") }
        .build()
    // What became of each link is told on the main executor, in order, before the next link opens.
    val pending = PendingLinks.builder<Screen>(router)
        .onDelivery { delivery -> out.println("delivered $delivery${on()}") }
        .build()
    val deliveries = launchLinks.map { (link, source) ->
        out.println("receive   $link  ($source)")
        pending.deliver(link, source)
    }
    out.println("ready     ${pending.pending().size} links waited for the app")
    pending.ready()
    for (delivery in deliveries) delivery.get()
    for ((link, source) in routerLinks) {
        out.println("open      $link  ($source)")
        try {
            val outcome = router.open(link, source).get()
            out.println("opened    ${outcome.route()}  ${outcome.redirects()}")
        } catch (failed: ExecutionException) {
            val error = RoutingException.of(failed) ?: throw failed
            // A navigation that failed is never degraded: the app shows its own fallback.
            out.println("failed    ${error.reason()}: ${error.message}")
        }
    }
    mainExecutor.shutdown()
}
