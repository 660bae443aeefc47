package dev.switchyard;

import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The highest serial accepted, per signing key (by its fingerprint), with a digest of the document
 * accepted at it: a document below it is a downgrade, one at it with other content reuses its
 * serial. Per key, so that a key no longer pinned no longer counts. Immutable: {@link #raise} makes
 * a new one.
 */
final class DocumentFloor {
    /** The fingerprint unsigned documents are kept under (a preview, the corpus without keys). */
    static final String UNSIGNED = "unsigned";
    static final DocumentFloor EMPTY = new DocumentFloor(Immutable.map());

    /** What was accepted from one key. */
    static final class Entry {
        final long serial;
        final String digest;

        Entry(long serial, String digest) {
            this.serial = serial;
            this.digest = digest;
        }
    }

    private final Map<String, Entry> entries;

    private DocumentFloor(Map<String, Entry> entries) {
        this.entries = Collections.unmodifiableMap(new TreeMap<>(entries));
    }

    /**
     * The entry with the highest serial among the {@code pinned} fingerprints (a tie: the first in
     * order).
     */
    Entry highest(Set<String> pinned) {
        Entry top = null;
        for (Map.Entry<String, Entry> entry : entries.entrySet()) {
            if (!pinned.contains(entry.getKey())) continue;
            if (top == null || entry.getValue().serial > top.serial) top = entry.getValue();
        }
        return top;
    }

    /** This floor with {@code key}'s entry raised to {@code serial} (never lowered). */
    DocumentFloor raise(String key, long serial, String digest) {
        Entry entry = entries.get(key);
        if (entry != null && entry.serial >= serial) return this;
        Map<String, Entry> next = new TreeMap<>(entries);
        next.put(key, new Entry(serial, digest));
        return new DocumentFloor(next);
    }
}
