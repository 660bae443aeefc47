package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import java.util.Arrays;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * A floor record that lives as long as this object, for an app's tests only: part of the testing
 * artifact ({@code switchyard-android-testing}), never of the library's jar. A relaunch with a new
 * one starts as a fresh install, so any validly signed document of at least {@code minimumSerial}
 * is taken again, older ones included: an app keeps its floor with {@link
 * DocumentFloorStore#file(java.nio.file.Path)} or its own storage.
 *
 * <pre>{@code
 * RoutingDocuments documents = RoutingDocuments.builder(table, device)
 *     .keys(testKeys)
 *     .floorStore(new InMemoryFloorStore())
 *     .build();
 * }</pre>
 */
@NonnullByDefault
public final class InMemoryFloorStore implements DocumentFloorStore {
    @Nullable
    private volatile byte[] record;

    /** An empty store: no record was ever written. */
    public InMemoryFloorStore() {
    }

    @Override
    @Nullable
    public byte[] read() {
        byte[] kept = record;
        return kept == null ? null : Arrays.copyOf(kept, kept.length);
    }

    @Override
    public void write(byte[] record) {
        Objects.requireNonNull(record, "record");
        this.record = Arrays.copyOf(record, record.length);
    }

    @Override
    public String toString() {
        return "the floor in memory";
    }
}
