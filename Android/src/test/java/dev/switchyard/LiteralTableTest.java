package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A trie node's literal children: one slot a key, through collisions and growth. */
class LiteralTableTest {
    @Test
    void putReplacesAValueAndPutNewKeepsTheFirst() {
        LiteralTable<String> table = new LiteralTable<>();
        table.put("goods", "a");
        table.put("goods", "b");
        assertFalse(table.putNew("goods", "c"));
        assertTrue(table.putNew("cart", "d"));
        assertEquals("b", table.get("goods"));
        assertEquals("d", table.get("cart"));
        assertEquals(2, table.size());
        assertNull(table.get("help"));
    }

    @Test
    void keysThatShareAHashAndKeysAddedPastGrowthAreAllFound() {
        LiteralTable<Integer> table = new LiteralTable<>();
        // "Aa" and "BB" have the same String hash: the second goes in the next free slot.
        table.put("Aa", -1);
        table.put("BB", -2);
        for (int i = 0; i < 100; i++) assertTrue(table.putNew("k" + i, i));
        table.put("BB", -3);
        assertEquals(102, table.size());
        assertEquals(-1, table.get("Aa"));
        assertEquals(-3, table.get("BB"));
        for (int i = 0; i < 100; i++) assertEquals(i, table.get("k" + i));
    }
}
