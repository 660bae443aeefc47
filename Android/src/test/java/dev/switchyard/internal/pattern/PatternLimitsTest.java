package dev.switchyard.internal.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.internal.text.ErrorText;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A pattern's readings are counted by one walk: the parser's limit refuses what the budget's count
 * puts past 256, at the group that takes it there, with the limit's words unchanged.
 */
class PatternLimitsTest {
    private static String groups(int count) {
        StringBuilder text = new StringBuilder("/a");
        for (int i = 0; i < count; i++) text.append("(/s").append(i).append(')');
        return text.toString();
    }

    private static String nested(int depth) {
        StringBuilder text = new StringBuilder("/a");
        for (int i = 0; i < depth; i++) text.append("(/b");
        for (int i = 0; i < depth; i++) text.append(')');
        return text.toString();
    }

    @Test
    void theLimitRefusesWhatTheCountPutsPast256() throws PatternError {
        List<String> within = Arrays.asList(groups(8), "/q(/:x(/:y))", "/u/:id([0-9]+)(/more)",
            "/e/\\(x\\)(/f)", "shop://goods/<int:id>(/reviews)(/page/:n)");
        for (String pattern : within) {
            long readings = PatternLimits.readings(pattern);
            assertEquals(true, readings <= 256, pattern + ": " + readings);
            assertEquals(readings, PatternParser.parse(pattern, "auto").expansions.size(), pattern);
        }
        String nine = groups(9);
        assertEquals(512, PatternLimits.readings(nine));
        PatternError error =
            assertThrows(PatternError.class, () -> PatternParser.parse(nine, "auto"));
        assertEquals("too many optional-group combinations (more than 256)", error.getMessage());
        assertEquals(ErrorText.PATTERN_TOO_MANY_GROUPS, error.text);
        assertEquals(nine.lastIndexOf('('), error.offset);
    }

    @Test
    void theCountSaturatesAndCountsTooDeepAGroupOnce() {
        assertEquals(Integer.MAX_VALUE, PatternLimits.readings(groups(40)));
        // 255 groups nest, each adding one reading; one nested deeper counts once (the limit
        // refuses it, at its "(").
        assertEquals(257, PatternLimits.readings(nested(256)));
        assertEquals(Integer.MAX_VALUE, PatternLimits.readings(nested(300)));
        String deep = nested(256);
        PatternError error =
            assertThrows(PatternError.class, () -> PatternParser.parse(deep, "auto"));
        assertEquals("too many optional-group combinations (more than 256)", error.getMessage());
        assertEquals(2 + 3 * 255, error.offset);
    }
}
