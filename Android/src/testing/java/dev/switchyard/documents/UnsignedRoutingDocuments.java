package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.RouteTable;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * Routing documents read <b>unsigned</b>, for an app's tests only: part of the testing artifact
 * ({@code switchyard-android-testing}, the {@code testing} jar), never of the library's jar. An app
 * puts it on its test classpath only ({@code testImplementation}); its shipped code takes
 * documents through {@link RoutingDocuments#builder} with pinned keys and a floor that survives a
 * relaunch, the one door the library's jar has. Anyone who can put bytes in front of an
 * {@code offer} (a network, a CDN, another app's file) can write an unsigned document. The JVM's
 * counterpart of Swift's test-only {@code SwitchyardConfigTesting} product (ADR 0035): a jar of
 * its own, a name that says {@code Unsigned}, methods that say {@code ForTesting}.
 *
 * <p><b>Only under a test runner.</b> Both methods throw {@link IllegalStateException} in a process
 * that is not running tests: one whose class path has none of JUnit 4 ({@code org.junit.runner}),
 * JUnit 5 ({@code org.junit.jupiter.api}, {@code org.junit.platform.launcher}), TestNG or AndroidX
 * Test ({@code androidx.test.platform}), as Swift's {@code SwitchyardConfigTesting} refuses
 * outside one. So a build that declares this jar {@code implementation} instead of
 * {@code testImplementation} ships no unsigned path: the app fails the first time it calls one.
 * The check reads the class path; it cannot prove that a test is running.
 *
 * <pre>{@code
 * RoutingDocuments documents = UnsignedRoutingDocuments.builderForTesting(table, device).build();
 * documents.offer("{\"format\":1,\"serial\":3,\"redirects\":[...]}".getBytes(UTF_8), "test.json");
 * }</pre>
 */
@NonnullByDefault
public final class UnsignedRoutingDocuments {
    private UnsignedRoutingDocuments() {
    }

    /**
     * Settings for documents read unsigned, over an app's table: every other check (the floor,
     * the time window, the app range, the rollout) as {@link RoutingDocuments} makes it. The
     * floor is kept in memory ({@link InMemoryFloorStore}) unless {@link
     * RoutingDocuments.Builder#floorStore} says otherwise; the builder takes no keys.
     *
     * @param table the app's own table
     * @param context the app build, platform and user the conditions are checked against
     * @return a builder whose {@code build()} refuses keys
     * @throws IllegalStateException outside a test runner (no JUnit, TestNG or AndroidX Test class
     *     on the class path), saying to declare this jar for tests only
     */
    public static RoutingDocuments.Builder builderForTesting(RouteTable table,
                                                             DeviceContext context) {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(context, "context");
        requireTestRunner("builderForTesting", UnsignedRoutingDocuments.class.getClassLoader());
        return unchecked(table, context);
    }

    /** {@link #builderForTesting} without the test-runner check: the command line's preview. */
    static RoutingDocuments.Builder unchecked(RouteTable table, DeviceContext context) {
        return new RoutingDocuments.Builder(table, context, new UnsignedArrivals())
            .floorStore(new InMemoryFloorStore());
    }

    /**
     * Applies {@code document} over {@code table} as {@link RoutingDocuments} applies one it
     * accepted, without a signature, a floor or its conditions (time window, app range, rollout):
     * what a test of the app's routes under a degrade, a rewrite or an added route needs.
     *
     * @param table the app's table
     * @param document the document
     * @param context the device, to leave out degrades limited to other app builds; null keeps
     *     them all
     * @param handlers the handler names the app binds; null when every name is bound
     * @return the table with the document in force
     * @throws RoutingDocumentError {@code UNBOUND_HANDLER} naming each route whose handler the app
     *     does not bind, or {@code DOES_NOT_APPLY} naming the first rule that does not apply
     * @throws IllegalStateException outside a test runner (no JUnit, TestNG or AndroidX Test class
     *     on the class path), saying to declare this jar for tests only
     */
    public static AppliedTable applyForTesting(RouteTable table, RoutingDocument document,
                                               @Nullable DeviceContext context,
                                               @Nullable Set<String> handlers)
        throws RoutingDocumentError {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(document, "document");
        requireTestRunner("applyForTesting", UnsignedRoutingDocuments.class.getClassLoader());
        return AppliedTable.apply(table, document, context, handlers);
    }

    /** A class of each test runner an app's tests run under; one on the class path is enough. */
    static final List<String> TEST_RUNNER_CLASSES = Arrays.asList(
        "org.junit.runner.Runner",                             // JUnit 4: local tests, Robolectric
        "org.junit.jupiter.api.Test",                          // JUnit 5's API
        "org.junit.platform.launcher.Launcher",                // JUnit Platform: Gradle, Surefire
        "androidx.test.platform.app.InstrumentationRegistry",  // AndroidX Test: device tests
        "org.testng.TestNG");

    /** Whether {@code loader} (or its parents) can load one of {@link #TEST_RUNNER_CLASSES}. */
    static boolean testRunner(@Nullable ClassLoader loader) {
        for (String name : TEST_RUNNER_CLASSES) {
            try {
                Class.forName(name, false, loader);
                return true;
            } catch (ClassNotFoundException | LinkageError absent) {
                // Not this runner: try the next.
            }
        }
        return false;
    }

    /** Throws, naming {@code method}, why and what to do, when {@code loader} sees no runner. */
    static void requireTestRunner(String method, @Nullable ClassLoader loader) {
        if (testRunner(loader)) return;
        throw new IllegalStateException("UnsignedRoutingDocuments." + method + " reads routing"
            + " documents without a signature, and only under a test runner: no JUnit, TestNG or"
            + " AndroidX Test class is on this class path. Declare the testing artifact"
            + " (dev.switchyard:switchyard-android:VERSION:testing) as testImplementation or"
            + " androidTestImplementation, never implementation; shipped code takes documents"
            + " through RoutingDocuments.builder(table, context).keys(...)");
    }
}
