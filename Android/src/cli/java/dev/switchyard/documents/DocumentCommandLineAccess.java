package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.RouteTable;
import dev.switchyard.documents.internal.DocumentConditions;
import dev.switchyard.policy.RouteSource;
import javax.annotation.Nullable;

/**
 * The command line's one door into what the documents package does not publish: the conditions
 * the tool was given, and parts of an answer the Swift tool prints. Not API: compiled into the
 * command line's jar only ({@code src/cli}, ADR 0058), in the documents package so that it may call
 * its package-private parts, as {@code dev.switchyard.CommandLineAccess} does for the table's.
 */
@NonnullByDefault
public final class DocumentCommandLineAccess {
    private DocumentCommandLineAccess() {}

    /**
     * {@code builder}, checking only the conditions whose value the command line was given.
     *
     * @param builder the documents being built
     * @param app whether {@code --app-version} was given
     * @param platforms whether {@code --platform} was given
     * @param rollout whether {@code --user-id} was given
     * @return {@code builder}
     */
    public static RoutingDocuments.Builder checkingOnly(RoutingDocuments.Builder builder,
            boolean app, boolean platforms, boolean rollout) {
        return builder.conditions(new DocumentConditions(app, platforms, rollout));
    }

    /**
     * A builder that reads documents unsigned, as the testing jar's {@link
     * UnsignedRoutingDocuments#builderForTesting} does, in a process that runs no tests: the
     * command line's preview without {@code --key}, as the Swift tool's is.
     *
     * @param table the table the documents apply over
     * @param context the app build, platform and user the conditions are checked against
     * @return the builder
     */
    public static RoutingDocuments.Builder unsignedPreview(RouteTable table,
                                                           DeviceContext context) {
        return UnsignedRoutingDocuments.unchecked(table, context);
    }

    /**
     * The source a nested URL ran with.
     *
     * @param match an answer
     * @return the source, or null when the answer opened no nested URL
     */
    @Nullable
    public static RouteSource nestedSource(DocumentMatch match) {
        return match.nestedSource;
    }

    /**
     * Where a {@code handlerFails} degrade sends the link.
     *
     * @param match an answer
     * @return the degrade's target, or null
     */
    @Nullable
    public static String handlerFailsTo(DocumentMatch match) {
        return match.handlerFailsTo;
    }

    /**
     * The routes in force, matched without any rewrite (the command line's last leg).
     *
     * @param applied the table with its document
     * @return the routes as a table without rewrites
     */
    public static RouteTable routesWithoutRewrites(AppliedTable applied) {
        return applied.routesWithoutRewrites();
    }
}
