package dev.switchyard;

/**
 * A trie node's literal children: an open-addressing hash table of parallel arrays (hashes, keys,
 * values), so a lookup touches few objects. Literals whose lower case differs from them are also
 * listed under their lower case for a host segment, which compares case-insensitively.
 */
final class LiteralTable<V> {
    private int[] hashes;
    private String[] keys;
    private Object[] values;
    private int size;

    LiteralTable() {
        this(2);
    }

    /** A table with room for {@code expected} keys before it grows (a ready table's node). */
    LiteralTable(int expected) {
        int capacity = 2;
        while (capacity < 2 * expected) capacity <<= 1;
        hashes = new int[capacity];
        keys = new String[capacity];
        values = new Object[capacity];
    }

    /** The number of slots, for a walk over them ({@link #keyAt}, {@link #valueAt}). */
    int slots() {
        return keys.length;
    }

    /** The key in slot {@code slot}, or null when the slot is empty. */
    String keyAt(int slot) {
        return keys[slot];
    }

    /** The value in slot {@code slot}. */
    @SuppressWarnings("unchecked")
    V valueAt(int slot) {
        return (V) values[slot];
    }

    @SuppressWarnings("unchecked")
    V get(String key) {
        int h = key.hashCode();
        int mask = keys.length - 1;
        for (int i = spread(h) & mask; keys[i] != null; i = (i + 1) & mask) {
            if (hashes[i] == h && keys[i].equals(key)) return (V) values[i];
        }
        return null;
    }

    /** How many keys the table holds. */
    int size() {
        return size;
    }

    /** Adds a key that is not in the table yet; false (and nothing changed) when it is. */
    boolean putNew(String key, V value) {
        if ((size + 1) * 2 > keys.length) grow();
        int h = key.hashCode();
        int mask = keys.length - 1;
        int i = spread(h) & mask;
        while (keys[i] != null) {
            if (hashes[i] == h && keys[i].equals(key)) return false;
            i = (i + 1) & mask;
        }
        hashes[i] = h;
        keys[i] = key;
        values[i] = value;
        size++;
        return true;
    }

    void put(String key, V value) {
        if ((size + 1) * 2 > keys.length) grow();
        int h = key.hashCode();
        int mask = keys.length - 1;
        int i = spread(h) & mask;
        while (keys[i] != null) {
            if (hashes[i] == h && keys[i].equals(key)) {
                values[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
        hashes[i] = h;
        keys[i] = key;
        values[i] = value;
        size++;
    }

    private void grow() {
        int[] oh = hashes;
        String[] ok = keys;
        Object[] ov = values;
        hashes = new int[ok.length * 2];
        keys = new String[ok.length * 2];
        values = new Object[ok.length * 2];
        size = 0;
        for (int i = 0; i < ok.length; i++) {
            if (ok[i] == null) continue;
            int mask = keys.length - 1;
            int j = spread(oh[i]) & mask;
            while (keys[j] != null) j = (j + 1) & mask;
            hashes[j] = oh[i];
            keys[j] = ok[i];
            values[j] = ov[i];
            size++;
        }
    }

    private static int spread(int hash) {
        return hash ^ (hash >>> 16) ^ (hash >>> 7);
    }
}
