package dev.switchyard.documents;

import dev.switchyard.MatchRequest;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.RouteTable;
import dev.switchyard.documents.internal.DocumentConditions;
import dev.switchyard.documents.internal.DocumentFloor;
import dev.switchyard.documents.internal.DocumentFloorLoad;
import dev.switchyard.documents.internal.DowngradeCheck;
import dev.switchyard.documents.internal.RoutingDocumentParser;
import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.io.IOException;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.annotation.Nullable;

/**
 * Routing documents on Android: feed each document that arrives (fetched, cached, bundled), match
 * links against the table in force. An arrival is verified against the pinned keys, checked
 * against the floor (never a lower serial; the same serial only with the same content; at least
 * {@code minimumSerial}), the time window, the app range and platforms and the rollout, then
 * applied over the app's table; a refused document leaves what was in force. The same checks, in
 * the same order and with the same refusals, as Swift's {@code RemoteRoutingDocuments}.
 *
 * <p><b>The one door:</b> in the library's jar, {@link #offer} is the only way a document applies.
 * {@link Builder#build()} refuses a builder without {@link Builder#keys(PinnedKeys)} or {@link
 * Builder#floorStore(DocumentFloorStore)}; the floor is read when this is built and written before
 * an arrival is reported {@code APPLIED}, so a relaunch refuses an old document replayed after a
 * newer one, as the iOS router does. Unsigned documents and floors in memory are the testing
 * artifact's ({@code switchyard-android-testing}), for an app's tests only (ADR 0035).
 *
 * <p>Thread-safe: each arrival builds a new immutable {@link DocumentState} and swaps it in
 * atomically; a match reads one state, so it never sees a half-applied document. At the
 * document's {@code expires} the table runs alone again (checked before each match and arrival).
 *
 * <pre>{@code
 * RoutingDocuments documents = RoutingDocuments
 *     .builder(table, new DeviceContext("2.4.0", "android", installId))
 *     .keys(PinnedKeys.of(Collections.singletonMap("2026-a", "<release-2026a.pub>")))
 *     .floorStore(DocumentFloorStore.file(
 *         new File(noBackupFilesDir, "routing-document.floor.json").toPath()))
 *     .minimumSerial(40)
 *     .build();
 * DocumentArrival arrival = documents.offer(body, "routing.json");
 * DocumentMatch result = documents.match(uri.toString(), RouteSource.UNIVERSAL_LINK);
 * }</pre>
 */
@NonnullByDefault
public final class RoutingDocuments {
    /** The largest document read, in bytes (Swift's default {@code maximumSize}, 1 MiB). */
    public static final int MAXIMUM_SIZE = RoutingDocumentParser.MAXIMUM_SIZE;

    private final ArrivalReader reader;
    private final DeviceContext context;
    private final DocumentConditions conditions;
    private final Supplier<Instant> clock;
    private final Set<String> handlers;
    private final DowngradeCheck downgrades;
    private final DocumentFloorStore floorStore;
    private final AtomicReference<DocumentState> state;
    private final String floorRebuilt;

    private RoutingDocuments(Builder builder) {
        reader = builder.reader();
        context = builder.context;
        conditions = builder.conditions;
        clock = builder.clock;
        handlers = builder.handlers;
        downgrades = new DowngradeCheck(builder.minimumSerial, reader.floorKeys());
        floorStore = builder.floorStore;
        AppliedTable tableAlone = AppliedTable.of(builder.table);
        DocumentFloorLoad load = DocumentFloorLoad.load(floorStore, reader.floorKeys(),
            builder.minimumSerial, builder.cached, (floor, cached) -> {
                ArrivalReader.Arrival arrival = reader.read(cached, "the cached document");
                return floor.raise(arrival.floorKey, arrival.document.serial(), arrival.digest);
            });
        floorRebuilt = load.rebuilt;
        state = new AtomicReference<>(new DocumentState(tableAlone, load.floor));
    }

    /**
     * Starts the settings for an app's table on a device.
     *
     * @param table the app's own table
     * @param context the app build, platform and user the conditions are checked against
     * @return a builder
     */
    public static Builder builder(RouteTable table, DeviceContext context) {
        return new Builder(table, context, null);
    }

    /** The settings of a {@link RoutingDocuments}. */
    public static final class Builder {
        private final RouteTable table;
        private DeviceContext context;
        private DocumentConditions conditions = DocumentConditions.ALL;
        private PinnedKeys keys;
        private Supplier<Instant> clock = Instant::now;
        private Set<String> handlers;
        private long minimumSerial = 1;
        private DocumentFloorStore floorStore;
        private byte[] cached;
        @Nullable
        private final ArrivalReader unsigned;

        /** Documents read by {@code unsigned} (the testing artifact's), or else by the keys. */
        Builder(RouteTable table, DeviceContext context, @Nullable ArrivalReader unsigned) {
            this.table = Objects.requireNonNull(table, "table");
            this.context = Objects.requireNonNull(context, "context");
            this.unsigned = unsigned;
        }

        /** How the documents are read: the testing artifact's reader, or the pinned keys. */
        private ArrivalReader reader() {
            return unsigned != null ? unsigned : ArrivalReader.signed(keys);
        }

        /**
         * The keys documents must be signed by (required: {@link #build()} refuses a builder
         * without them).
         *
         * @param keys the pinned keys
         * @return this builder
         */
        public Builder keys(PinnedKeys keys) {
            this.keys = Objects.requireNonNull(keys, "keys");
            return this;
        }

        /**
         * The clock the time windows are checked with.
         *
         * @param clock gives the current time; default {@link Instant#now()}
         * @return this builder
         */
        public Builder clock(Supplier<Instant> clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * The handler names the app binds; a document route naming another is refused
         * ({@code unboundHandler}). Not given: every name is bound.
         *
         * @param handlers the names
         * @return this builder
         */
        public Builder handlers(Set<String> handlers) {
            this.handlers = Immutable.setCopy(Objects.requireNonNull(handlers, "handlers"));
            return this;
        }

        /**
         * Where the floor is kept (required: {@link #build()} refuses a builder without it). Read
         * once when built, written before an arrival is reported {@code APPLIED}.
         *
         * @param floorStore {@link DocumentFloorStore#file(java.nio.file.Path)} in the app's
         *     no-backup files, or the app's own storage (in tests, the testing artifact's {@code
         *     InMemoryFloorStore})
         * @return this builder
         */
        public Builder floorStore(DocumentFloorStore floorStore) {
            this.floorStore = Objects.requireNonNull(floorStore, "floorStore");
            return this;
        }

        /**
         * The lowest serial this build takes: the serial published last when it shipped.
         *
         * @param minimumSerial 1 or more; default 1
         * @return this builder
         */
        public Builder minimumSerial(long minimumSerial) {
            this.minimumSerial = minimumSerial;
            return this;
        }

        /** Checks only the conditions whose value the command line was given. */
        Builder conditions(DocumentConditions conditions) {
            this.conditions = conditions;
            return this;
        }

        /**
         * The bytes of the document the app applied last and keeps (its cache), which it offers
         * first at launch: when the floor record is missing beside it (an update from a version
         * that kept none) or cannot be read, the floor is rebuilt from it (if it verifies), as
         * Swift rebuilds it from its cached document, instead of from {@code minimumSerial}
         * alone. Not applied here: offer it.
         *
         * @param bytes the cached envelope, as it was offered
         * @return this builder
         */
        public Builder cachedDocument(byte[] bytes) {
            this.cached = Objects.requireNonNull(bytes, "bytes").clone();
            return this;
        }

        /**
         * The documents, the app's table alone in force and the floor read from its store (a
         * record that cannot be read is rebuilt: {@link RoutingDocuments#floorRebuilt()}).
         *
         * @return a new instance
         * @throws IllegalStateException when no keys or no floor store were given (or keys were
         *     given to the testing artifact's {@code UnsignedRoutingDocuments.builderForTesting})
         */
        public RoutingDocuments build() {
            if (unsigned != null && keys != null) {
                throw new IllegalStateException("UnsignedRoutingDocuments.builderForTesting reads "
                    + "unsigned documents and takes no keys; an app pins its keys with "
                    + "RoutingDocuments.builder(table, context).keys(...)");
            }
            if (unsigned == null && keys == null) {
                throw new IllegalStateException("RoutingDocuments needs the keys documents are "
                    + "signed with: .keys(PinnedKeys.of(...)); unsigned documents are read only "
                    + "in tests, by UnsignedRoutingDocuments.builderForTesting of "
                    + "switchyard-android-testing");
            }
            if (floorStore == null) {
                throw new IllegalStateException("RoutingDocuments needs a place for the floor, "
                    + "which refuses an old document replayed after a relaunch: "
                    + ".floorStore(DocumentFloorStore.file(path)) in the app's no-backup files "
                    + "(in tests, InMemoryFloorStore of switchyard-android-testing)");
            }
            return new RoutingDocuments(this);
        }
    }

    /**
     * Why the floor record was rebuilt when this was built, in Swift's words: it could not be
     * read, was not a floor record (a corrupted file), or was missing beside the {@link
     * Builder#cachedDocument cached document} (an update from a version that kept none). It is
     * rebuilt from the cached document when that verifies, else documents from {@code
     * minimumSerial} on are taken again; then written again. Log it.
     *
     * @return the reason, such as {@code no floor record beside the cached document; rebuilt
     *     from document 50 in the cache}, or null when the record was read (or there was none
     *     and no cached document: a fresh install)
     */
    @Nullable
    public String floorRebuilt() {
        return floorRebuilt;
    }

    /**
     * What is in force now (a document past its {@code expires} ended first).
     *
     * @return the state
     */
    public DocumentState state() {
        return endExpired(clock.get());
    }

    /**
     * Where a link that arrived from {@code source} goes with what is in force now, under
     * {@link SourcePolicy#DEFAULT} (an {@code internal} route, a document's too, opens only
     * in-app).
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @return the outcome; never throws on bad input
     */
    public DocumentMatch match(String url, RouteSource source) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        return state().applied().match(url, source);
    }

    /**
     * As {@link #match(String, RouteSource)}, with what the request adds: the app's rules in place
     * of {@link SourcePolicy#DEFAULT}, and values the caller passes (they override every parameter
     * of the URL of their names).
     *
     * @param request the link, where it came from, the app's rules and the caller's values
     * @return the outcome; never throws on bad input
     */
    public DocumentMatch match(MatchRequest request) {
        Objects.requireNonNull(request, "request");
        return state().applied().match(request);
    }

    /**
     * The 0.2 call, kept for one release: {@code
     * match(MatchRequest.of(url, source).policy(policy))}.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @param policy the app's rules
     * @return the outcome; never throws on bad input
     * @deprecated pass a request: {@link #match(MatchRequest)}. Removed in 0.4.
     */
    @Deprecated
    public DocumentMatch match(String url, RouteSource source, SourcePolicy policy) {
        return state().applied().match(url, source, policy);
    }

    /**
     * The 0.2 call, kept for one release: {@code
     * match(MatchRequest.of(url, source).policy(policy).values(callerValues))}.
     *
     * @param url the link, exactly as it arrived
     * @param source where it came from
     * @param policy the app's rules
     * @param callerValues values by name (they override every parameter of the URL)
     * @return the outcome; never throws on bad input
     * @deprecated pass a request: {@link #match(MatchRequest)}. Removed in 0.4.
     */
    @Deprecated
    public DocumentMatch match(String url, RouteSource source, SourcePolicy policy,
            Map<String, String> callerValues) {
        return state().applied().match(url, source, policy, callerValues);
    }

    /**
     * Takes a document that arrived: verifies, checks and applies it, or refuses it and keeps what
     * was in force. Arrivals are taken one at a time. A document that raises the floor is
     * reported {@code APPLIED} only once the floor store has written it; when the write fails it
     * is applied all the same, its floor kept for this run, and reported {@code
     * APPLIED_NOT_STORED} (as Swift's {@code appliedNotCached}): a hot fix reaches the app even on
     * a full disk, and the record on disk is what it would be had the document been refused.
     *
     * @param bytes the envelope's bytes (in the testing artifact's unsigned builder, the
     *     document's)
     * @param file the name messages give it
     * @return what the arrival gave; never throws on bad input
     */
    public synchronized DocumentArrival offer(byte[] bytes, String file) {
        Objects.requireNonNull(bytes, "bytes");
        Objects.requireNonNull(file, "file");
        Instant now = clock.get();
        DocumentState current = endExpired(now);
        try {
            DocumentState next = accept(current, bytes, file, now);
            if (next == current) return DocumentArrival.unchanged(current.inForce().serial());
            String notStored = next.floor().equals(current.floor()) ? null : store(next.floor());
            state.set(next);
            long serial = next.inForce().serial();
            return notStored == null ? DocumentArrival.applied(serial)
                : DocumentArrival.appliedNotStored(serial, notStored);
        } catch (RoutingDocumentError refusal) {
            return DocumentArrival.refused(refusal);
        }
    }

    private DocumentState accept(DocumentState current, byte[] bytes, String file, Instant now)
        throws RoutingDocumentError {
        if (bytes.length > MAXIMUM_SIZE) {
            throw new RoutingDocumentError(RoutingDocumentError.Code.TOO_LARGE,
                DocumentText.DOCUMENT_TOO_LARGE.format(file, String.valueOf(MAXIMUM_SIZE)));
        }
        return current.accepted(reader.read(bytes, file), downgrades, context, conditions,
            handlers, now);
    }

    /**
     * Writes the floor (all of it, so a raise that was not stored before is stored now) before
     * the document it was raised by is reported applied; why it could not, or null.
     */
    @Nullable
    private String store(DocumentFloor floor) {
        try {
            floorStore.write(floor.encoded());
            return null;
        } catch (IOException | RuntimeException e) {
            return "the floor could not be written to " + floorStore + " (" + e.getMessage() + ")";
        }
    }

    /** The state, with a document past its {@code expires} ended (the floor stays). */
    private DocumentState endExpired(Instant now) {
        while (true) {
            DocumentState current = state.get();
            if (!current.expiredAt(now)) return current;
            DocumentState ended = current.withoutDocument();
            if (state.compareAndSet(current, ended)) return ended;
        }
    }
}
