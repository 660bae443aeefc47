package dev.switchyard.internal.regex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A regex's literal start read from its source ({@link RegexStart}) is always a prefix of the
 * compiled program's ({@link Regex#mayStart}), so that a link it passes over could not match.
 */
class RegexStartTest {
    private static final String[] SOURCES = {
        "^https://m\\.shop\\.example/legacy17/(?<id>[0-9]+)$", "ab+c", "a+b", "a{2,3}b",
        "a{0,2}b", "ab?c", "a*b", "^(ab)c", "(?:ab|ac)d", "ab|ac", "(?i)abc", "a.c", "^^ab",
        "ab$", "a\\.b", "[a]b", "a\\d", "a\\|b", "abc[](]x|y", "a{x", "ab{", "x]y", "x}y",
        "caf\u00e9/(?<n>.+)", "a\\", "a\\-b\\/c", "shop://x/(?<id>\\d+)", "^$", "", "a b#c",
        "https://a\\.example/p(?<id>[0-9]+)(?<rest>/.*)?$", "a*?b", "ab??", "a^b",
    };

    @Test
    void theStartIsAPrefixOfTheCompiledPrograms() throws Exception {
        for (String source : SOURCES) {
            Regex compiled;
            try {
                compiled = Regex.compile(source);
            } catch (Regex.SyntaxError refused) {
                continue;
            }
            String start = RegexStart.of(source);
            assertTrue(compiled.prefix().startsWith(start), source + ": " + start + " over "
                + compiled.prefix());
        }
    }

    @Test
    void theStartRunsToWhatIsNotALiteralOrIsRepeated() {
        assertEquals("https://m.shop.example/legacy17/", RegexStart.of(SOURCES[0]));
        assertEquals("a", RegexStart.of("ab+c"));
        assertEquals("", RegexStart.of("a*b"));
        assertEquals("a", RegexStart.of("ab{2}"));
        assertEquals("ab", RegexStart.of("^^ab$"));
        assertEquals("a.b-c/", RegexStart.of("a\\.b\\-c\\/\\d"));
        assertEquals("caf", RegexStart.of("caf\u00e9"));
        assertEquals("a", RegexStart.of("a\\"));
        // Case-insensitive, or with a "|" anywhere: no start is read.
        assertEquals("", RegexStart.of("(?i)abc"));
        assertEquals("", RegexStart.of("abc(?:x|y)"));
        assertEquals("", RegexStart.of("ab\\|c"));
    }
}
