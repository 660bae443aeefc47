package com.example.readme;

// The imports every java block of Android/README.md and Android/docs/*.md is compiled with, besides its
// own: what the docs import in their blocks (the reader's, the policy's, the router's and the documents'
// packages), the JDK classes their fragments name, the Android classes (src/androidshim's stand-ins) and
// JUnit 5's asserts (docs/testing.md's blocks are an app's tests). check-readme.sh copies these lines.
import android.app.Activity;
import android.content.Context;
import android.content.Intent;
import android.net.Uri;
import androidx.core.content.ContextCompat;
import dev.switchyard.*;
import dev.switchyard.documents.*;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import dev.switchyard.router.*;
import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicReference;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The app around the java blocks of Android/README.md and Android/docs/*.md: the names a fragment
 * uses and does not declare (the app's table, policy and documents, its session and screens,
 * Android's context and activity), with the types the docs give them. Each block is compiled as
 * the body of a method of a subclass, in this package (not the library's). Nothing here runs.
 */
public abstract class ReadmeApp {
    /** The table file's text (the README; docs/matching.md). */
    protected String jsonText;
    /** The app's table. */
    protected RouteTable table;
    /** The app's source policy (docs/matching.md's second block). */
    protected SourcePolicy policy;
    /** The app's routing documents (docs/documents.md). */
    protected RoutingDocuments documents;
    /** The app's router (docs/router.md's first block builds it). */
    protected Router<Screen> router;
    /** Android's context. */
    protected Context context;
    /** The activity that shows screens. */
    protected Activity activity;
    /** The link that arrived. */
    protected Uri uri;
    /** Whether the user is logged in. */
    protected Session session;
    /** The app's login screen. */
    protected LoginScreen loginScreen;
    /** The app's analytics. */
    protected Tracker tracker;
    /** The app's version (BuildConfig.VERSION_NAME). */
    protected String versionName;
    /** An id of the install, for rollouts. */
    protected String installId;
    /** The routing document the app cached, or null. */
    protected byte[] cachedBytes;
    /** A routing document's bytes, as the app fetched them. */
    protected byte[] body;
    /** A routing document's bytes, in a test. */
    protected byte[] bytes;
    /** Where the app caches the document applied last. */
    protected DocumentCache cache;

    /**
     * The app's log.
     *
     * @param message what to log
     */
    protected void log(Object message) {
    }

    /** A screen of the app, which the navigator shows. */
    public interface Screen {
        /**
         * The intent that starts the screen's activity.
         *
         * @param context the context that starts it
         * @return the intent
         */
        Intent intent(Context context);
    }

    /** A product's screen. */
    public static final class GoodsScreen implements Screen {
        /**
         * The screen of a product.
         *
         * @param id the product
         */
        public GoodsScreen(int id) {
        }

        @Override
        public Intent intent(Context context) {
            throw new UnsupportedOperationException("not run");
        }
    }

    /** The cart. */
    public enum CartScreen implements Screen {
        /** The one cart screen. */
        INSTANCE;

        @Override
        public Intent intent(Context context) {
            throw new UnsupportedOperationException("not run");
        }
    }

    /** A flash sale's screen. */
    public static final class SaleScreen implements Screen {
        /**
         * The screen of a sale.
         *
         * @param name the sale
         */
        public SaleScreen(String name) {
        }

        @Override
        public Intent intent(Context context) {
            throw new UnsupportedOperationException("not run");
        }
    }

    /** An in-app web page. */
    public static final class WebScreen implements Screen {
        /**
         * The screen of a web page.
         *
         * @param url the page
         */
        public WebScreen(String url) {
        }

        @Override
        public Intent intent(Context context) {
            throw new UnsupportedOperationException("not run");
        }
    }

    /** The user's session. */
    public interface Session {
        /**
         * Whether the user is logged in.
         *
         * @return true when logged in
         */
        boolean isLoggedIn();
    }

    /** The login screen. */
    public interface LoginScreen {
        /**
         * Shows the login screen for a link.
         *
         * @param url the link that asks for a login
         * @return true when the user logged in
         */
        CompletionStage<Boolean> present(String url);
    }

    /** The app's analytics. */
    public interface Tracker {
        /**
         * Records an event.
         *
         * @param event the event's name
         * @param properties its properties
         */
        void track(String event, Map<String, String> properties);
    }

    /** Where the app caches a routing document. */
    public interface DocumentCache {
        /**
         * Stores a document's bytes.
         *
         * @param document the bytes
         */
        void store(byte[] document);
    }
}
