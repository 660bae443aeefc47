package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.RouteTable;
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
     */
    public static RoutingDocuments.Builder builderForTesting(RouteTable table,
                                                             DeviceContext context) {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(context, "context");
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
     */
    public static AppliedTable applyForTesting(RouteTable table, RoutingDocument document,
                                               @Nullable DeviceContext context,
                                               @Nullable Set<String> handlers)
        throws RoutingDocumentError {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(document, "document");
        return AppliedTable.apply(table, document, context, handlers);
    }
}
