// Runs the Kotlin glue's source decision on the arrivals of an App Link (Android 8 to 11: no referrer, or the
// browser's page; Android 12 and later: the browser's package) and of a custom-scheme link, under the docs'
// example policy, and prints each: Android/kotlin-example.sh holds them to testdata/glue-sources.txt, which
// IncomingLinkTest's decisions (src/gluetest) agree with.
package dev.switchyard.example.android.kotlin

import android.net.Uri
import dev.switchyard.MatchRequest
import dev.switchyard.RouteTableFile
import dev.switchyard.example.android.ShopRouting
import dev.switchyard.policy.RouteSource
import dev.switchyard.policy.SourcePolicy
import java.nio.file.Paths
import java.util.EnumSet

fun main(args: Array<String>) {
    val table = RouteTableFile.load(Paths.get(args[0]))
    // The docs' example policy (Android/docs/matching.md).
    val policy = SourcePolicy.DEFAULT
        .restrict("payment", EnumSet.of(RouteSource.Kind.IN_APP, RouteSource.Kind.UNIVERSAL_LINK))
        .deny(RouteSource.Kind.PUSH)
        .deny(RouteSource.otherApp("com.example.evil"))
    val arrivals = listOf(
        "https://m.shop.example/product/7.html" to null,
        "https://m.shop.example/product/7.html" to "https://www.google.com/",
        "https://m.shop.example/product/7.html" to "android-app://com.android.chrome",
        "shop://goods/7" to "android-app://com.example.partner",
        "shop://goods/7" to "https://www.google.com/")
    for ((link, referrer) in arrivals) {
        val source = sourceOf(Uri.parse(link), referrer?.let { Uri.parse(it) }, ShopRouting.APP_LINK_HOSTS)
        val match = table.match(MatchRequest.of(link, source).policy(policy))
        val decided = match.route?.handler ?: "refused (${match.refusal})"
        println("$link  referrer ${referrer ?: "none"}: $source, $decided")
    }
}
