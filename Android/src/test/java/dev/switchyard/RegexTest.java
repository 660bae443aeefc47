package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.internal.regex.Regex;
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

    /**
     * The literal prefix a match must start with passes over only what cannot match: the machine
     * with captures answers as the one without, on regexes that start with literals, anchors,
     * groups, repeats, alternatives and case-insensitivity.
     */
    @Test
    void literalPrefixPassesOverOnlyWhatCannotMatch() throws Exception {
        String[] regexes = {"^https://m\\.shop\\.example/sale/(?<id>[0-9]+)-[a-z-]+$", "ab+c",
            "a+b", "a{2,3}b", "a{0,2}b", "ab?c", "a*b", "^(ab)c", "(?:ab|ac)d", "ab|ac",
            "(?i)abc", "a.c", "^^ab", "ab$", "a\\.b", "[a]b"};
        String[] inputs = {"", "a", "ab", "abc", "aabc", "aab", "aaab", "b", "ac", "acd", "abd",
            "ABC", "aBc", "a.b", "axb", "abbc", "https://m.shop.example/sale/12-red-shoes",
            "https://m.shop.example/sale/", "https://m.shop.example/p/12"};
        for (String source : regexes) {
            Regex regex = Regex.compile(source);
            for (String input : inputs) {
                boolean captured = regex.matchWhole(input) != null;
                assertEquals(regex.matchesWhole(input), captured, source + " on " + input);
                if (captured) assertTrue(regex.mayStart(input), source + " on " + input);
            }
        }
        Regex sale = Regex.compile(regexes[0]);
        assertFalse(sale.mayStart("app://s0/items/42"));
        assertTrue(sale.mayStart("https://m.shop.example/sale/"));
        assertTrue(Regex.compile("(?i)abc").mayStart("ABC"));
        assertTrue(Regex.compile("a*b").mayStart("b"));
        assertTrue(Regex.compile("ab|ac").mayStart("ac"));
    }
}
