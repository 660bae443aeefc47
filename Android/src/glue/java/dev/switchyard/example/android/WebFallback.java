package dev.switchyard.example.android;

import android.app.Activity;
import android.content.ActivityNotFoundException;
import android.content.Intent;
import android.net.Uri;
import android.util.Log;
import dev.switchyard.router.RoutingException;

/**
 * What the app does when an open fails: a screen no activity shows (a feature module not installed:
 * {@code startActivity} threw {@code ActivityNotFoundException}) fails the open {@code
 * NAVIGATION_FAILED}, which the router never degrades, so the app opens the screen's page in the
 * browser; any other failure already went to the unmatched handler, or opens nothing.
 */
final class WebFallback {
    private static final String TAG = "Links";

    private WebFallback() {
    }

    /** After an open failed with {@code error}: the web page of a screen not shown, if any. */
    static void afterFailure(Activity activity, Throwable error) {
        RoutingException failure = RoutingException.of(error);
        if (failure == null) return;  // cancelled
        String page = failure.reason() == RoutingException.Reason.NAVIGATION_FAILED
            && failure.getCause() instanceof ShopScreen.NotShown
            ? ((ShopScreen.NotShown) failure.getCause()).webPage() : null;
        if (page == null) {
            Log.i(TAG, failure.getMessage());
            return;
        }
        try {
            activity.startActivity(browser(page));
        } catch (ActivityNotFoundException noBrowser) {
            Log.w(TAG, "no browser shows " + page);
        }
    }

    /**
     * The page in a browser, not in this app: its own App Link filter would take the page back,
     * so the selector names the activities that view any https link (browsers), which the app's
     * filters, for its hosts only, are not.
     */
    static Intent browser(String page) {
        Intent view = new Intent(Intent.ACTION_VIEW, Uri.parse(page))
            .addCategory(Intent.CATEGORY_BROWSABLE);
        view.setSelector(new Intent(Intent.ACTION_VIEW, Uri.parse("https:"))
            .addCategory(Intent.CATEGORY_BROWSABLE));
        return view;
    }
}
