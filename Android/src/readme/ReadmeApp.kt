// The app around the kotlin blocks of Android/README.md and Android/docs/*.md: the names a fragment uses and does
// not declare, with the types the docs give them. Each block is compiled as the body of a method of a subclass of
// ReadmeApp, in this package (not the library's), with the imports below besides its own (check-readme.sh copies
// the lines that start with "import "). Nothing here runs.
package com.example.readme

import android.app.Activity
import android.content.Context
import android.content.Intent
import androidx.core.content.ContextCompat
import dev.switchyard.*
import dev.switchyard.documents.*
import dev.switchyard.policy.*
import dev.switchyard.router.*
import java.util.concurrent.CompletionStage

/** A screen of the app, which the navigator shows. */
sealed class Screen {
    /** The intent that starts the screen's activity. */
    abstract fun intent(context: Context): Intent

    /** A product's screen. */
    class Goods(val id: Int) : Screen() {
        override fun intent(context: Context): Intent = throw UnsupportedOperationException("not run")
    }

    /** The cart. */
    object Cart : Screen() {
        override fun intent(context: Context): Intent = throw UnsupportedOperationException("not run")
    }
}

/** The user's session. */
interface Session {
    val isLoggedIn: Boolean
}

/** The login flow: true when the user logged in. */
interface LoginFlow {
    fun present(request: RouteRequest): CompletionStage<Boolean>
}

abstract class ReadmeApp {
    lateinit var table: RouteTable
    lateinit var context: Context
    lateinit var activity: Activity
    lateinit var session: Session
    lateinit var loginFlow: LoginFlow
    /** The app's router, built as docs/router.md's first Kotlin block builds it. */
    lateinit var router: Router<Screen>
    /** The table the app read, once. */
    var cached: RouteTable? = null
}
