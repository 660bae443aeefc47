package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.documents.internal.DocumentConditions;
import dev.switchyard.documents.internal.DocumentDraft;
import dev.switchyard.documents.internal.RoutingDocumentParser;
import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.IsoDates;
import dev.switchyard.internal.text.SwiftNumbers;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * A routing document: what operations change in a live app without a release (DynamicRouting
 * article of {@code SwitchyardRoutingDocuments}). It carries its own validity (format, serial
 * number, app versions and platforms, a time window, a rollout) and the changes: rewrites,
 * redirects, degrades, routes bound to handlers the app registered by name, and routes removed.
 * Immutable.
 *
 * <pre>{@code
 * RoutingDocument document = RoutingDocument.parse(bytes, "routing.json");
 * RoutingDocumentError refusal = document.refusal(context, Instant.now());
 * }</pre>
 *
 * <p>Reading is not applying: nothing public in the library's jar applies a parsed document. An
 * app takes documents through {@link RoutingDocuments#offer}, which verifies, checks and applies
 * them and keeps the floor; this type is for tools and tests (which apply one through the testing
 * artifact's {@code UnsignedRoutingDocuments}).
 */
@NonnullByDefault
public final class RoutingDocument {
    /** The only format this version reads. */
    public static final int CURRENT_FORMAT = RoutingDocumentParser.FORMAT;

    /** The fields, read once by the parser and frozen: the one list of a document's fields. */
    private final DocumentDraft fields;

    /** A document of the fields the parser read. */
    RoutingDocument(DocumentDraft draft) {
        fields = draft.frozen();
    }

    /**
     * Parses a document's JSON; every problem is reported with its place, as Swift reports it.
     *
     * @param bytes the document's bytes (UTF-8 JSON)
     * @param file the name messages give the document ({@code routing.json})
     * @return the document
     * @throws RoutingDocumentError with code {@code MALFORMED}, its message one line per problem
     *     ({@code file:line:column: message}) and {@link RoutingDocumentError#diagnostics()} each
     *     problem
     */
    public static RoutingDocument parse(byte[] bytes, String file) throws RoutingDocumentError {
        Objects.requireNonNull(bytes, "bytes");
        Objects.requireNonNull(file, "file");
        return new RoutingDocument(RoutingDocumentParser.parse(bytes, file));
    }

    /**
     * Parses a document given as text ({@link #parse(byte[], String)} of its UTF-8 bytes).
     *
     * @param text the document's JSON
     * @param file the name messages give the document
     * @return the document
     * @throws RoutingDocumentError with code {@code MALFORMED} for a document that does not read
     */
    public static RoutingDocument parse(String text, String file) throws RoutingDocumentError {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(file, "file");
        return parse(text.getBytes(StandardCharsets.UTF_8), file);
    }

    /**
     * The document format.
     *
     * @return {@link #CURRENT_FORMAT}
     */
    public long format() {
        return fields.format();
    }

    /**
     * The serial number, which grows with every document; an app never goes back to a lower one.
     *
     * @return 1 or more
     */
    public long serial() {
        return fields.serial();
    }

    /**
     * The app builds the document is for.
     *
     * @return the range, or null for every build
     */
    @Nullable
    public DocumentAppRange app() {
        return fields.app();
    }

    /**
     * The start of the document's time window.
     *
     * @return the instant it applies from, or null
     */
    @Nullable
    public Instant notBefore() {
        return fields.notBefore();
    }

    /**
     * The end of the document's time window.
     *
     * @return the instant it ends at, or null
     */
    @Nullable
    public Instant expires() {
        return fields.expires();
    }

    /**
     * The share of users that take the document.
     *
     * @return the rollout, or null for everyone
     */
    @Nullable
    public DocumentRollout rollout() {
        return fields.rollout();
    }

    /**
     * The rewrite rules, tried before the app's own.
     *
     * @return an unmodifiable list
     */
    public List<DocumentRewrite> rewrites() {
        return fields.rewrites();
    }

    /**
     * Retired URLs sent elsewhere.
     *
     * @return an unmodifiable list
     */
    public List<DocumentRedirect> redirects() {
        return fields.redirects();
    }

    /**
     * Routes sent elsewhere.
     *
     * @return an unmodifiable list
     */
    public List<DocumentDegrade> degrades() {
        return fields.degrades();
    }

    /**
     * Routes added, bound to named handlers.
     *
     * @return an unmodifiable list
     */
    public List<DocumentRoute> routes() {
        return fields.routes();
    }

    /**
     * Routes taken away.
     *
     * @return an unmodifiable list
     */
    public List<RouteSelector> removals() {
        return fields.removals();
    }

    /**
     * Why this document does not apply to {@code context} at {@code now}, checked in Swift's order:
     * the time window, the app range, the rollout.
     *
     * @param context the app build, platform and user
     * @param now the time to check the window at
     * @return the refusal ({@code NOT_YET_VALID}, {@code EXPIRED}, {@code OTHER_APP},
     *     {@code NOT_IN_ROLLOUT}), or null when the document applies
     */
    @Nullable
    public RoutingDocumentError refusal(DeviceContext context, Instant now) {
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(now, "now");
        return refusal(context, now, DocumentConditions.ALL);
    }

    /**
     * {@link #refusal(DeviceContext, Instant)}, checking only what {@code checked} says is known.
     */
    RoutingDocumentError refusal(DeviceContext context, Instant now, DocumentConditions checked) {
        if (notBefore() != null && now.isBefore(notBefore())) {
            return new RoutingDocumentError(RoutingDocumentError.Code.NOT_YET_VALID,
                DocumentText.DOCUMENT_NOT_YET_VALID.format(String.valueOf(serial()),
                    IsoDates.format(notBefore())));
        }
        if (expires() != null && !now.isBefore(expires())) {
            return new RoutingDocumentError(RoutingDocumentError.Code.EXPIRED,
                DocumentText.DOCUMENT_EXPIRED.format(String.valueOf(serial()),
                    IsoDates.format(expires())));
        }
        if (app() != null && checked.app && !context.isIn(app(), checked.platforms)) {
            String versions = orAny(app().minVersion()) + "…" + orAny(app().maxVersion());
            String platforms = app().platforms().isEmpty() || !checked.platforms ? ""
                : " on " + String.join(", ", app().platforms());
            String device = context.platform().isEmpty() ? "" : " on " + context.platform();
            String message = DocumentText.DOCUMENT_OTHER_APP.format(String.valueOf(serial()),
                versions + platforms, context.appVersion() + device);
            return new RoutingDocumentError(RoutingDocumentError.Code.OTHER_APP, message);
        }
        if (rollout() != null && checked.rollout) {
            // In when the bucket is below the percentage: 5 % takes buckets 0 to 4.99.
            String salt = rollout().salt() != null ? rollout().salt() : Long.toString(serial());
            int bucket = context.bucketHundredths(salt);
            if (bucket / 100.0 >= rollout().percent()) {
                return new RoutingDocumentError(RoutingDocumentError.Code.NOT_IN_ROLLOUT,
                    DocumentText.DOCUMENT_NOT_IN_ROLLOUT.format(String.valueOf(serial()),
                        SwiftNumbers.describe(rollout().percent()),
                        SwiftNumbers.hundredths(bucket)));
            }
        }
        return null;
    }

    private static String orAny(String version) {
        return version == null ? "any" : version;
    }
}
