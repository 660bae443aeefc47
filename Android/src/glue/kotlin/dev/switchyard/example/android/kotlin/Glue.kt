// The Android glue in Kotlin: the decisions of src/glue/java (IncomingLink, DocumentFeed, DeepLinkActivity and
// WebFallback) as a Kotlin app writes them, over the same ShopRouting. Compiled by Android/kotlin-example.sh against
// the stand-ins of Android's classes (src/androidshim, whose README says what that proves), and GlueCheck.kt run.
package dev.switchyard.example.android.kotlin

import android.app.Activity
import android.content.ActivityNotFoundException
import android.content.Intent
import android.net.Uri
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.util.Log
import dev.switchyard.documents.DocumentArrival
import dev.switchyard.documents.RoutingDocuments
import dev.switchyard.example.android.ShopRouting
import dev.switchyard.example.android.ShopScreen
import dev.switchyard.policy.RouteSource
import dev.switchyard.router.RoutingException
import java.io.File
import java.util.Locale
import java.util.concurrent.CompletableFuture
import java.util.concurrent.Executor

private const val TAG = "Links"

/**
 * Where a link that reached the exported activity came from. An https link of a host the manifest's App Link filters
 * declare (autoVerify), with no userinfo or port, is UNIVERSAL_LINK on every API level: a public web link of the
 * app's domain, which any page or app can make arrive (Android 8 to 11 give no referrer naming a package for it).
 */
fun sourceOf(link: Uri, referrer: Uri?, appLinkHosts: Set<String>): RouteSource {
    val host = link.host?.toLowerCase(Locale.ROOT)
    val https = "https".equals(link.scheme, ignoreCase = true)
    if (https && host != null && host in appLinkHosts && link.userInfo == null && link.port == -1) {
        return RouteSource.UNIVERSAL_LINK
    }
    // android-app://PACKAGE: what the sender says it is, never proof; a browser gives its page, many apps nothing.
    return RouteSource.otherApp(referrer?.takeIf { it.scheme == "android-app" }?.host)
}

/** Whether an arrival applied a document, which is then cached: a `when` over every outcome, with no `else`. */
fun applied(arrival: DocumentArrival): Boolean = when (arrival.outcome()) {
    DocumentArrival.Outcome.APPLIED -> true
    DocumentArrival.Outcome.APPLIED_NOT_STORED -> {
        Log.w(TAG, "document ${arrival.serial()} applied; ${arrival.notStored()}")
        true
    }
    DocumentArrival.Outcome.UNCHANGED -> false
    DocumentArrival.Outcome.REFUSED -> {
        Log.w(TAG, "refused ${arrival.refusal()}; what was in force stays")
        false
    }
}

/** Reads a document's body and offers it on `background`, caches it when applied; the arrival comes back on main. */
fun offer(documents: RoutingDocuments, cache: File, background: Executor, body: () -> ByteArray, file: String):
    CompletableFuture<DocumentArrival> {
    val main = Executor { task -> Handler(Looper.getMainLooper()).post(task) }
    val arrival = CompletableFuture<DocumentArrival>()
    background.execute {
        try {
            val bytes = body()
            val taken = documents.offer(bytes, file)
            if (applied(taken)) {
                val next = File(cache.path + ".new")
                next.writeBytes(bytes)
                if (!next.renameTo(cache)) Log.w(TAG, "the applied document is not cached")
            }
            main.execute { arrival.complete(taken) }
        } catch (unread: Exception) {
            main.execute { arrival.completeExceptionally(unread) }
        }
    }
    return arrival
}

/** Links from other apps and the browser: exported, with the table's intent filters. */
class DeepLinkActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val link = intent.data
        if (link == null) {
            finish()
            return
        }
        ShopRouting.get(this).router.open(link.toString(), sourceOf(link, referrer, ShopRouting.APP_LINK_HOSTS))
            .whenComplete { _, error ->
                if (error != null) afterFailure(this, error)
                finish()
            }
    }
}

/** A screen no activity shows fails the open NAVIGATION_FAILED, never degraded: its page opens in a browser. */
fun afterFailure(activity: Activity, error: Throwable) {
    val failure = RoutingException.of(error) ?: return  // cancelled
    val notShown = failure.cause as? ShopScreen.NotShown
    val page = if (failure.reason() == RoutingException.Reason.NAVIGATION_FAILED) notShown?.webPage() else null
    if (page == null) {
        Log.i(TAG, failure.message ?: failure.reason().spelling())
        return
    }
    try {
        activity.startActivity(browser(page))
    } catch (noBrowser: ActivityNotFoundException) {
        Log.w(TAG, "no browser shows $page")
    }
}

/** The page in a browser, not back in this app through its own App Link filter. */
fun browser(page: String): Intent {
    val view = Intent(Intent.ACTION_VIEW, Uri.parse(page)).addCategory(Intent.CATEGORY_BROWSABLE)
    view.selector = Intent(Intent.ACTION_VIEW, Uri.parse("https:")).addCategory(Intent.CATEGORY_BROWSABLE)
    return view
}
