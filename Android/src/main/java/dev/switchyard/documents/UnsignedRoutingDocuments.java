package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.RouteTable;

/**
 * Routing documents read <b>unsigned</b>: for tests and previews only. Anyone who can put bytes in
 * front of an {@code offer} (a network, a CDN, another app's file) can write such a document, so
 * an app that takes documents from anywhere but its own test fixtures uses {@link
 * RoutingDocuments#builder} with pinned keys; its {@code build()} refuses a builder without them.
 * The JVM's counterpart of Swift's test-only {@code SwitchyardConfigTesting} product (ADR 0035): a
 * name that says {@code Unsigned}, a method that says {@code ForTesting}, which review catches.
 *
 * <pre>{@code
 * RoutingDocuments documents = UnsignedRoutingDocuments.builderForTesting(table, device).build();
 * documents.offer("{\"format\":1,\"serial\":3,\"redirects\":[...]}".getBytes(UTF_8), "test.json");
 * }</pre>
 *
 * <p>The floor is kept in memory unless {@link RoutingDocuments.Builder#floorStore} says
 * otherwise; the builder takes no keys.
 */
@NonnullByDefault
public final class UnsignedRoutingDocuments {
    private UnsignedRoutingDocuments() {
    }

    /**
     * Settings for documents read unsigned, over an app's table: every other check (the floor,
     * the time window, the app range, the rollout) as {@link RoutingDocuments} makes it.
     *
     * @param table the app's own table
     * @param context the app build, platform and user the conditions are checked against
     * @return a builder whose {@code build()} refuses keys
     */
    public static RoutingDocuments.Builder builderForTesting(RouteTable table,
                                                             DeviceContext context) {
        return new RoutingDocuments.Builder(table, context, true);
    }
}
