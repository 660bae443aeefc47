package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class RegexTest {
    static boolean m(String re, String input) throws Exception {
        return Regex.compile(re).matchesWhole(input);
    }

    @Test
    void subset() throws Exception {
        assertTrue(m("[0-9]+", "123"));
        assertFalse(m("[0-9]+", "12a"));
        assertTrue(m("\\+?[0-9]+", "+1"));
        assertTrue(m("foo|bar|ba+z", "baaaz"));
        assertFalse(m("foo|bar|ba+z", "bz"));
        assertTrue(m("[0-9]{3}-[0-9]{4}", "555-1234"));
        assertFalse(m("[0-9]{3}-[0-9]{4}", "5551234"));
        assertTrue(m("(?i)[a-z-]+", "Cool-Thing"));
        assertTrue(m("a\\sb", "a b"));
        assertTrue(m("[^/]+", "x"));
        assertTrue(m("^ab$", "ab"));
        assertTrue(m("(?:ab)*", ""));
        assertTrue(m("\\d{2,}", "123"));
        assertFalse(m("\\d{2,3}", "1234"));
    }

    @Test
    void namedGroups() throws Exception {
        Regex r = Regex.compile("p(?<id>[0-9]+)");
        int[] slots = r.matchWhole("p123");
        assertEquals("id", r.groupNames().get(1));
        assertEquals(1, slots[2]);
        assertEquals(4, slots[3]);
    }

    @Test
    void refusesWhatCannotRunLinearly() {
        for (String bad : new String[] {"(?=a)", "(?!a)", "\\1", "a{1001}", "(", "[a", "*a"}) {
            assertThrows(Regex.SyntaxError.class, () -> Regex.compile(bad), bad);
        }
    }

    @Test
    @Timeout(120) // a hang guard, not a speed check: CI machines are shared
    void hostileInputIsLinear() throws Exception {
        Regex r = Regex.compile("(a+)+b");
        String s = "a".repeat(16_000);
        assertFalse(r.matchesWhole(s));
        assertFalse(Regex.compile("(a|a)*(a|a)*c").matchesWhole(s));
    }
}
