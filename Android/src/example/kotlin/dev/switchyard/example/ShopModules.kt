// Business modules in Kotlin (issue #88 item 7): each an `object` implementing the JVM's AppModule, listed by the
// app (no annotation processing, no class scanning). The cart declares a route, an action and a service, needs the
// user module, and acts on the background event; a ModuleHost starts them, dependencies first, then a link, a
// partner app's call, two service lookups and an event go through it. Kotlin 1.3, compiled with -Xjsr305 strict.
// Run: Android/kotlin-example.sh (its report must be testdata/shop-modules.txt)
package dev.switchyard.example

import dev.switchyard.RouteTableFile
import dev.switchyard.modules.AppModule
import dev.switchyard.modules.ComponentOptions
import dev.switchyard.modules.LifecycleEvent
import dev.switchyard.modules.ModuleDeclaration
import dev.switchyard.modules.ModuleHost
import dev.switchyard.policy.RouteSource
import dev.switchyard.router.Middleware
import dev.switchyard.router.RouteResponse
import dev.switchyard.router.Router
import java.util.Collections
import java.util.concurrent.Executors

/** What the cart holds; other modules look it up by its type. */
class CartItems {
    private val ids = Collections.synchronizedList(mutableListOf<Int>())
    val count: Int get() = ids.size
    fun add(id: Int): Int { ids.add(id); return ids.size }
}

/** The user module: the session, by name. */
object UserModule : AppModule<String> {
    override fun name() = "user"
    override fun declare(module: ModuleDeclaration<String>) {
        module.service("user.session") { "ada" }
    }
}

/** The cart module: a route, an action partner apps may call (through risk control), a service, a dependency. */
object CartModule : AppModule<String> {
    private val items = CartItems()
    override fun name() = "cart"
    override fun dependencies() = listOf("user")
    override fun declare(module: ModuleDeclaration<String>) {
        module.route("shop://cart", "cart", ComponentOptions.PUBLIC) { RouteResponse.navigate("Cart") }
        module.action("cart", "add", ComponentOptions.PUBLIC.tags("risk")) { call ->
            items.add(call.parameter("id")?.toIntOrNull() ?: throw IllegalArgumentException("no numeric id"))
        }
        module.service(CartItems::class.java) { items }
    }
    override fun receive(event: LifecycleEvent, host: ModuleHost<String>) {
        if (event == LifecycleEvent.BACKGROUND) println("cart heard $event: ${items.count} item(s) kept for later")
    }
}

fun main(args: Array<String>) {
    val mainExecutor = Executors.newSingleThreadExecutor { task -> Thread(task, "main executor") }
    val table = RouteTableFile.parse("""{"options": {"accept": ["shop"]}, "routes": []}""", "modules.json")
    val builder = Router.builder<String>(table).executor(mainExecutor).navigator { }
        .use(Middleware.of<String>("risk control") { chain ->
            println("risk control lets ${chain.request().component()} from ${chain.request().source()} through")
            chain.proceed(chain.request())
        }, "risk")
    // The app lists its modules; the host starts the user module first, as the cart needs it.
    val host = ModuleHost.start(listOf<AppModule<String>>(CartModule, UserModule), builder)
    println("modules ${host.modules().joinToString(", ")}")
    val opened = host.router().open("shop://cart", RouteSource.PUSH).get()
    println("open shop://cart (${RouteSource.PUSH}): ${opened.screen()}")
    val partner = RouteSource.otherApp("com.example.partner")
    val added = host.components().perform("cart", "add", mapOf("id" to "42"), partner).get()
    println("call cart/add ($partner): ${added.value()}")
    val items = host.components().service(CartItems::class.java).get()
    println("service CartItems: ${items.count} item(s)")
    println("service user.session: ${host.components().service("user.session", String::class.java).get()}")
    println("background delivered to ${host.post(LifecycleEvent.BACKGROUND).get().joinToString(", ")}")
    mainExecutor.shutdown()
}
