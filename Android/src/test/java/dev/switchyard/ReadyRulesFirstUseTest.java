package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.cli.MatchReport;
import dev.switchyard.cli.ready.ReadyTableWriter;
import dev.switchyard.policy.RouteSource;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A ready table's rewrite rules compile nothing at load (issue #92 item 3): a regex rule's regex
 * is compiled when a link that starts as its matches do first reaches it, and a hand-made image
 * whose rule does not check loads, the rule applying to no link.
 */
class ReadyRulesFirstUseTest {
    private static final String TABLE = "{\"routes\":["
        + "{\"pattern\":\"shop://item/:id\",\"handler\":\"item\"},"
        + "{\"pattern\":\"shop://code/:c\",\"handler\":\"code\"}],"
        + "\"rewrites\":["
        + "{\"from\":\"https://m.example/old/:id\",\"to\":\"shop://item/{id}\"},"
        + "{\"regex\":\"^https://m\\\\.example/r/(?<id>[0-9]+)$\",\"to\":\"shop://code/{id}\"}]}";

    private static RewriteRegex regexRule(RouteTable table) {
        return table.rewrites.get(1).regex;
    }

    @Test
    void aRegexIsCompiledWhenALinkThatMayMatchFirstReachesIt() throws Exception {
        RouteTable json = RouteTableFile.parse(TABLE, "t.json");
        RouteTable ready = ReadyTable.read(ReadyTableWriter.write(json), "t.ready");
        assertFalse(regexRule(ready).compiled());
        for (String link : new String[] {"shop://item/1", "https://m.example/old/2",
            "https://m.example/other/3"}) {
            assertEquals(MatchReport.line(link, json, Map.of()),
                MatchReport.line(link, ready, Map.of()), link);
        }
        assertFalse(regexRule(ready).compiled());
        String link = "https://m.example/r/12";
        assertEquals(MatchReport.line(link, json, Map.of()),
            MatchReport.line(link, ready, Map.of()), link);
        assertTrue(regexRule(ready).compiled());
        assertEquals("code", ready.match(link, RouteSource.UNIVERSAL_LINK).route.handler);
    }

    @Test
    void aHandMadeRuleThatDoesNotCheckAppliesToNoLink() throws Exception {
        byte[] image = ReadyTableWriter.write(RouteTableFile.parse(TABLE, "t.json"));
        // The regex no longer compiles ("[0-9]+" as "[0-9+("), and the pattern rule's target
        // names no capture of its pattern ("{id}" as "{xy}"): each of the same length.
        byte[] damaged = replaced(replaced(image, "[0-9]+", "[0-9+("), "item/{id}", "item/{xy}");
        ReadyTableDamageTest.checksum(damaged, ReadyTableDamageTest.payload(damaged));
        RouteTable table = ReadyTable.read(damaged, "t.ready");
        for (String link : new String[] {"https://m.example/r/12", "https://m.example/old/2"}) {
            assertFalse(table.match(link, RouteSource.UNIVERSAL_LINK).matched(), link);
        }
        Match item = table.match("shop://item/1", RouteSource.UNIVERSAL_LINK);
        assertEquals("item", item.route.handler);
        assertFalse(regexRule(table).compiled());
    }

    /** {@code image} with the only occurrence of {@code from}'s bytes changed to {@code to}'s. */
    private static byte[] replaced(byte[] image, String from, String to) {
        byte[] f = from.getBytes(StandardCharsets.US_ASCII);
        byte[] t = to.getBytes(StandardCharsets.US_ASCII);
        byte[] out = image.clone();
        int found = -1;
        for (int at = 0; at + f.length <= out.length; at++) {
            boolean same = true;
            for (int k = 0; k < f.length && same; k++) same = out[at + k] == f[k];
            if (same) {
                assertEquals(-1, found, from + " twice");
                found = at;
            }
        }
        assertTrue(found >= 0, from);
        System.arraycopy(t, 0, out, found, t.length);
        return out;
    }
}
