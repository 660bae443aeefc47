package dev.switchyard.documents.internal;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.documents.DocumentFloorStore;
import java.util.Arrays;
import java.util.Objects;
import javax.annotation.Nullable;

/** A floor record kept as long as the process ({@link DocumentFloorStore#inMemory()}). */
@NonnullByDefault
public final class DocumentFloorInMemory implements DocumentFloorStore {
    @Nullable
    private volatile byte[] record;

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
