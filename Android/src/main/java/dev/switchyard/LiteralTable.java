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
        int i = slot(key, h);
        if (keys[i] != null) return false;
        fill(i, h, key, value);
        return true;
    }

    /** Sets the value of {@code key}, adding the key when the table does not hold it yet. */
    void put(String key, V value) {
        if ((size + 1) * 2 > keys.length) grow();
        int h = key.hashCode();
        int i = slot(key, h);
        if (keys[i] == null) {
            fill(i, h, key, value);
        } else {
            values[i] = value;
        }
    }

    /** The slot that holds {@code key}, whose hash is {@code hash}, or the empty one it goes in. */
    private int slot(String key, int hash) {
        int mask = keys.length - 1;
        int i = spread(hash) & mask;
        while (keys[i] != null && !(hashes[i] == hash && keys[i].equals(key))) i = (i + 1) & mask;
        return i;
    }

    /** Puts a key that is not in the table in the empty slot {@code slot}. */
    private void fill(int slot, int hash, String key, Object value) {
        hashes[slot] = hash;
        keys[slot] = key;
        values[slot] = value;
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
            if (ok[i] != null) fill(slot(ok[i], oh[i]), oh[i], ok[i], ov[i]);
        }
    }

    private static int spread(int hash) {
        return hash ^ (hash >>> 16) ^ (hash >>> 7);
    }
}
