package dev.switchyard.internal.regex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one walk over a regex's groups: what escapes and classes hide, and the depth. */
class RegexScanTest {
    /** Each stop of a scan of {@code text} as "character@index/depth". */
    private static List<String> stops(String text, int from, int end) {
        List<String> found = new ArrayList<>();
        RegexScan scan = new RegexScan(text, from, end);
        while (scan.next()) found.add(scan.character() + "@" + scan.at() + "/" + scan.depth());
        return found;
    }

    @Test
    void escapesAndClassesHideGroupsAndBars() {
        assertEquals(Arrays.asList("(@1/1", "|@10/1", ")@12/0", "|@13/0"),
            stops("a(b[)(|]\\)|c)|d", 0, 15));
        // An escaped "]" does not end a class; an unmatched ")" stays at the top.
        assertEquals(Arrays.asList("(@0/1", ")@5/0", ")@6/0", ")@7/0"), stops("([\\]])))", 0, 8));
        assertEquals(Arrays.asList("|@1/0"), stops("a|b(c)", 0, 3));
        assertEquals(Arrays.asList(), stops("[(|)]\\(\\|", 0, 9));
    }

    @Test
    void aReaderMayGoOnPastWhatItReadWhole() {
        RegexScan scan = new RegexScan("(?<a(b>x)|y", 0, 11);
        assertEquals(true, scan.next());
        scan.resumeAfter(6);
        assertEquals(true, scan.next());
        assertEquals(')', scan.character());
        assertEquals(8, scan.at());
        assertEquals(0, scan.depth());
    }

    @Test
    void aNamedGroupsNameIsNotWalked() throws Regex.SyntaxError {
        // The name holds a "(": read whole, it opens no group, so the group stands at the top.
        Regex.compileRewrite("^x://(?<a(b>[a-z]+)$");
        Regex.SyntaxError nested = assertThrows(Regex.SyntaxError.class,
            () -> Regex.compileRewrite("^x://((?<a>[a-z]+))$"));
        assertEquals(6, nested.offset);
        Regex.SyntaxError bar = assertThrows(Regex.SyntaxError.class,
            () -> Regex.compileRewrite("^x://(?<a>[a-z]+)|y$"));
        assertEquals(17, bar.offset);
    }
}
