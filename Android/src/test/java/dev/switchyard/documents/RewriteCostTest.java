package dev.switchyard.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.Match;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.TableError;
import dev.switchyard.internal.regex.Regex;
import dev.switchyard.policy.RouteSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A rewrite's regex costs its link a bounded number of passes (issue #64): at most 16 named groups,
 * the 17th refused where it is written, and 128 positions; and a table's intake limits at most
 * their ceilings, so the longest link a table may allow is 65,536 bytes.
 */
class RewriteCostTest {
    static String groups(int count, String separator) {
        StringBuilder regex = new StringBuilder("^app://r/");
        for (int k = 0; k < count; k++) {
            if (k > 0) regex.append(separator);
            regex.append("(?<g").append(k).append(">[a-z]*)");
        }
        return regex.append("$").toString();
    }

    static String table(String regex, String to, String options) {
        return "{\"options\": {" + options + "}, \"routes\": [{\"pattern\": \"app://done/:x\", "
            + "\"handler\": \"done\"}], \"rewrites\": [{\"regex\": \"" + regex + "\", \"to\": \""
            + to + "\"}]}";
    }

    @Test
    void theSeventeenthNamedGroupIsRefusedAtItsParenthesis() {
        String regex = groups(17, "");
        Regex.SyntaxError error =
            assertThrows(Regex.SyntaxError.class, () -> Regex.compileRewrite(regex));
        assertEquals("a regex can have at most 16 named groups", error.getMessage());
        assertEquals(regex.indexOf("(?<g16>"), error.offset);
        TableError table = assertThrows(TableError.class,
            () -> RouteTableFile.parse(table(groups(500, "/"), "app://done/{g0}", ""), "t.json"));
        assertEquals("a regex can have at most 16 named groups", table.message);
        assertEquals(1, table.line);
        String text = table(groups(500, "/"), "app://done/{g0}", "");
        assertEquals(text.indexOf("(?<g16>") + 1, table.column);
    }

    /** At most 128 positions: 129 is refused at the regex's start, so is 256 (the old limit). */
    @Test
    void aRegexOfMoreThan128PositionsIsRefused() throws Exception {
        Regex most = Regex.compileRewrite("^x://a/(?<g>[a-z]{122})$");
        assertEquals("g", most.groupNames().get(1));
        String[][] cases = {{"123", "129"}, {"250", "256"}};
        for (String[] c : cases) {
            Regex.SyntaxError error = assertThrows(Regex.SyntaxError.class,
                () -> Regex.compileRewrite("^x://a/(?<g>[a-z]{" + c[0] + "})$"));
            assertEquals("a regex can have at most 128 positions; it has " + c[1],
                error.getMessage());
            assertEquals(0, error.offset);
        }
    }

    /** A routing document's regex rule is held to the same limits: the document does not apply. */
    @Test
    void aDocumentRuleWithSeventeenGroupsDoesNotApply() throws Exception {
        String regex = groups(17, "/");
        RoutingDocument document = RoutingDocument.parse("{\"format\":1,\"serial\":3,"
            + "\"rewrites\":[{\"regex\":\"" + regex + "\",\"to\":\"app://done/{g0}\"}]}", "d.json");
        RouteTable table = RouteTableFile.parse(table("^app://x$", "app://done/x", ""), "t.json");
        RoutingDocumentError error = assertThrows(RoutingDocumentError.class,
            () -> UnsignedRoutingDocuments.applyForTesting(table, document, null, null));
        assertEquals(true, error.getMessage().contains("a regex can have at most 16 named groups"),
            error.getMessage());
    }

    @Test
    void unnamedGroupsAreNotNamedGroups() throws Exception {
        StringBuilder regex = new StringBuilder("^app://r/");
        for (int k = 0; k < 40; k++) regex.append("([a-z]?)");
        regex.append("(?<last>[a-z]*)$");
        Regex compiled = Regex.compileRewrite(regex.toString());
        int[] slots = compiled.matchWhole("app://r/abc");
        assertNotNull(slots);
        assertEquals("last", compiled.groupNames().get(1));
    }

    @Test
    void limitsPastTheirCeilingsAreRefusedAtTheValue() {
        String[][] cases = {
            {"maxURLLength", "65537", "65536"}, {"maxSegments", "1025", "1024"},
            {"maxQueryItems", "2049", "2048"}, {"maxURLLength", "9223372036854775807", "65536"},
        };
        for (String[] c : cases) {
            String text = "{\"options\": {\"" + c[0] + "\": " + c[1] + "}, \"routes\": []}";
            TableError error =
                assertThrows(TableError.class, () -> RouteTableFile.parse(text, "t.json"));
            assertEquals("\"" + c[0] + "\" must be at most " + c[2] + ", found " + c[1],
                error.message);
            assertEquals(text.indexOf(c[1]) + 1, error.column);
        }
    }

    /** The worst rule the loader takes, on the longest link a table may allow: an answer. */
    @Test
    @Timeout(120) // a hang guard, not a speed check: CI machines are shared
    void sixteenGroupsOnTheLongestLinkAnswer() throws Exception {
        // Earlier groups take the most: the last one takes nothing.
        String to = "app://done/x{g15}";
        RouteTable table = RouteTableFile.parse(
            table(groups(16, ""), to, "\"maxURLLength\": 65536"), "t.json");
        String letters = "a".repeat(65_536 - "app://r/".length());
        Match hit = table.match("app://r/" + letters, RouteSource.IN_APP);
        assertEquals("app://done/x", hit.rewrittenTo);
        assertEquals("x", hit.pathParameters.get("x"));
        Match miss = table.match("app://r/" + letters.substring(1) + "!", RouteSource.IN_APP);
        assertNull(miss.rewrittenTo);
    }
}
