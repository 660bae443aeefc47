package dev.switchyard.documents.internal;

import dev.switchyard.documents.DocumentFloorStore;
import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.text.Immutable;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The highest serial accepted, per signing key (by its fingerprint), with a digest of the document
 * accepted at it: a document below it is a downgrade, one at it with other content reuses its
 * serial. Per key, so that a key no longer pinned no longer counts. Immutable: {@link #raise} makes
 * a new one.
 *
 * <p>Kept in the app's {@link DocumentFloorStore} as Swift keeps its {@code
 * routing-document.floor.json}, in the same format: {@code
 * {"format":1,"keys":{"<fingerprint>":{"document":"<digest>","serial":12}}}} ({@link #encoded},
 * {@link #decode}).
 */
public final class DocumentFloor {
    static final DocumentFloor EMPTY = new DocumentFloor(Immutable.map());
    /** The record's format. */
    static final int FORMAT = 1;

    /** What was accepted from one key. */
    public static final class Entry {
        public final long serial;
        public final String digest;

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
    public Entry highest(Set<String> pinned) {
        Entry top = null;
        for (Map.Entry<String, Entry> entry : entries.entrySet()) {
            if (!pinned.contains(entry.getKey())) continue;
            if (top == null || entry.getValue().serial > top.serial) top = entry.getValue();
        }
        return top;
    }

    /** This floor with {@code key}'s entry raised to {@code serial} (never lowered). */
    public DocumentFloor raise(String key, long serial, String digest) {
        Entry entry = entries.get(key);
        if (entry != null && entry.serial >= serial) return this;
        Map<String, Entry> next = new TreeMap<>(entries);
        next.put(key, new Entry(serial, digest));
        return new DocumentFloor(next);
    }

    /** Whether this floor holds no entry. */
    boolean isEmpty() {
        return entries.isEmpty();
    }

    /** The record's bytes: Swift's format, keys sorted. */
    public byte[] encoded() {
        StringBuilder json = new StringBuilder("{\"format\":").append(FORMAT)
            .append(",\"keys\":{");
        String separator = "";
        for (Map.Entry<String, Entry> entry : entries.entrySet()) {
            json.append(separator).append(Json.quote(entry.getKey())).append(":{\"document\":")
                .append(Json.quote(entry.getValue().digest)).append(",\"serial\":")
                .append(entry.getValue().serial).append('}');
            separator = ",";
        }
        return json.append("}}").toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * A record read back.
     *
     * @throws IllegalArgumentException why it is not a floor record, in Swift's words
     */
    static DocumentFloor decode(byte[] bytes) {
        Map<String, Json.Node> object;
        try {
            object = Json.parse(bytes).object();
        } catch (Json.SyntaxError e) {
            object = null;
        }
        if (object == null) {
            throw new IllegalArgumentException("not a JSON object (" + bytes.length + " bytes)");
        }
        Json.Node format = object.get("format");
        if (format == null || !Long.valueOf(FORMAT).equals(format.value)) {
            String found = format == null ? "missing" : String.valueOf(format.value);
            throw new IllegalArgumentException("format " + found + " is not " + FORMAT);
        }
        Json.Node keys = object.get("keys");
        if (keys == null || keys.object() == null) {
            throw new IllegalArgumentException("no \"keys\"");
        }
        Map<String, Entry> read = new TreeMap<>();
        for (Map.Entry<String, Json.Node> key : keys.object().entrySet()) {
            Entry entry = entry(key.getValue());
            if (entry == null) {
                String id = key.getKey();
                String prefix = id.codePointCount(0, id.length()) <= 12 ? id
                    : id.substring(0, id.offsetByCodePoints(0, 12));
                throw new IllegalArgumentException("the entry of key " + prefix
                    + "\u2026 is not a serial and a digest");
            }
            read.put(key.getKey(), entry);
        }
        return new DocumentFloor(read);
    }

    /** A key's entry: a serial above 0 and a 64-character digest, else null. */
    private static Entry entry(Json.Node node) {
        Map<String, Json.Node> fields = node.object();
        Json.Node serial = fields == null ? null : fields.get("serial");
        Json.Node digest = fields == null ? null : fields.get("document");
        if (serial == null || !(serial.value instanceof Long) || (Long) serial.value <= 0) {
            return null;
        }
        if (digest == null || !(digest.value instanceof String)) return null;
        String text = (String) digest.value;
        return text.codePointCount(0, text.length()) == 64 ? new Entry((Long) serial.value, text)
            : null;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof DocumentFloor)) return false;
        Map<String, Entry> theirs = ((DocumentFloor) other).entries;
        if (!theirs.keySet().equals(entries.keySet())) return false;
        for (Map.Entry<String, Entry> entry : entries.entrySet()) {
            Entry their = theirs.get(entry.getKey());
            Entry ours = entry.getValue();
            if (their.serial != ours.serial || !their.digest.equals(ours.digest)) return false;
        }
        return true;
    }

    @Override
    public int hashCode() {
        return entries.keySet().hashCode();
    }
}
