package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.cli.MatchReport;
import dev.switchyard.internal.json.Json;
import dev.switchyard.policy.RouteSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Nothing escapes the match API on hostile input: a refusal says why. */
class HostileInputTest {
    /** Hostile links come from outside the app: the app-facing match is the one under attack. */
    static final RouteSource ATTACKER = RouteSource.otherApp("com.attacker");

    static RouteTable table() throws Exception {
        return RouteTableFile.load(Path.of("testdata/features.json"));
    }

    @Test
    @Timeout(120) // a hang guard, not a speed check: CI machines are shared
    void limits() throws Exception {
        RouteTable t = table();
        assertEquals("refused: URL is 1048582 bytes long; the limit is 16384",
            t.match("app://" + "a".repeat(1 << 20), ATTACKER).reason);
        assertEquals("refused: URL has more than 256 path segments",
            t.match("app://x" + "/a".repeat(300), ATTACKER).reason);
        assertEquals("refused: URL has more than 512 query items",
            t.match("app://x?" + "a=1&".repeat(600), ATTACKER).reason);
        assertEquals("refused: URL is empty", t.match("", ATTACKER).reason);
        assertEquals(Match.Refusal.INTAKE, t.match("app://a/b\nc", ATTACKER).refusal);
        assertEquals("refused: URL contains an encoded NUL (%00) at byte 9",
            t.match("app://a/b%00", ATTACKER).reason);
        assertEquals(Match.Refusal.ORIGIN_NOT_ACCEPTED, t.match("evil://x", ATTACKER).refusal);
        assertEquals(Match.Refusal.NO_ROUTE, t.match("app://nowhere", ATTACKER).refusal);
    }

    @Test
    @Timeout(120) // a hang guard, not a speed check: CI machines are shared
    void randomStringsNeverThrow() throws Exception {
        RouteTable t = table();
        Random random = new Random(59);
        String alphabet = "app:/%+.?#&=<>[]@\\:aZ09-~\u00e9\uFFFD\u0000";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder b = new StringBuilder(random.nextInt(4) == 0 ? "app://" : "");
            int n = random.nextInt(40);
            for (int k = 0; k < n; k++) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            Match m = t.match(b.toString(), ATTACKER);
            assertTrue(m.matched() || m.reason != null);
        }
    }

    @Test
    @Timeout(120) // a hang guard, not a speed check: CI machines are shared
    void whereCapturesEndIsFoundWithoutBacktracking() throws Exception {
        String table = "{\"routes\":[{\"pattern\":\"/m/:x([0-9-]+)-:y([0-9]+)\"}]}";
        RouteTable t = RouteTableFile.parse(table, "m.json");
        for (int i = 0; i < 10; i++) {
            assertFalse(t.match("app://m/" + "1-".repeat(8_000) + "a", ATTACKER).matched());
        }
        Match ordinary = t.match("app://m/12-34", ATTACKER);
        assertTrue(ordinary.matched(), ordinary.reason);
        assertEquals("12 34", ordinary.parameter("x") + " " + ordinary.parameter("y"));
        // x ends at the first '-' (ADR 0004, as Swift and the web module read it): y is "1-…-2",
        // which [0-9]+ refuses; a later end of x is not tried.
        assertFalse(t.match("app://m/" + "1-".repeat(150) + "2", ATTACKER).matched());
    }

    @Test
    @Timeout(120) // a hang guard, not a speed check: CI machines are shared
    void longSegmentAgainstRegexAndMixedCaptures() throws Exception {
        RouteTable t = table();
        assertFalse(t.match("app://phone/" + "5".repeat(15_000), ATTACKER).matched());
        assertNotNull(t.match("app://size/" + "1x".repeat(3_000), ATTACKER).reason);
    }

    /**
     * A segment of thousands of parts loads, as Swift's reader loads it (the JVM refused more than
     * 256), and matches on a small stack: the search for where captures end keeps its own stack.
     */
    @Test
    @Timeout(120) // a hang guard, not a speed check: CI machines are shared
    void aSegmentOfThousandsOfCapturesLoadsAndMatchesOnASmallStack() throws Exception {
        StringBuilder pattern = new StringBuilder("/m/");
        StringBuilder url = new StringBuilder("app://m/");
        for (int i = 0; i < 6000; i++) {
            pattern.append(i > 0 ? "-" : "").append(":a").append(i);
            url.append(i > 0 ? "-" : "").append(i);
        }
        String text = "{\"routes\": [{\"pattern\": \"" + pattern + "\"}]}";
        RouteTable t = RouteTableFile.parse(text, "t.json");
        // Past the file's ceiling, as Swift's suite sets its package-level intake.
        t.options.maxURLLength = 1 << 20;
        String[] outcome = {"(not run)"};
        Thread small = new Thread(null, () -> {
            Match m = t.match(url.toString(), ATTACKER);
            Match hostile = t.match("app://m/" + "1-".repeat(8_000) + "a", ATTACKER);
            outcome[0] = m.matched() + " " + m.parameter("a5999") + " " + m.parameter("a0")
                + " | " + hostile.matched() + " " + hostile.parameter("a5998");
        }, "small-stack", 512 << 10);
        small.start();
        small.join();
        assertEquals("true 5999 0 | true 1", outcome[0]);
    }

    /** The differential data's links, mutated, from every kind of source, on tables with rules. */
    @Test
    @Timeout(120) // a hang guard, not a speed check: CI machines are shared
    void mutatedLinksFromEverySourceNeverThrow() throws Exception {
        List<RouteTable> tables = List.of(table(),
            RouteTableFile.load(Path.of("testdata/policy.json")),
            RouteTableFile.load(Path.of("../Examples/Shop/shop.routes.json")));
        List<String> seeds = new ArrayList<>(Files.readAllLines(Path.of("testdata/random.urls")));
        seeds.addAll(Files.readAllLines(Path.of("testdata/policy.urls")));
        RouteSource[] sources = {RouteSource.IN_APP, RouteSource.PUSH, RouteSource.otherApp(null),
            RouteSource.webPage("https://m.shop.example"), RouteSource.UNIVERSAL_LINK};
        String alphabet = "/%+.?#&=:{}*()\\@[]\u00e9\u0000 09aZ";
        Random random = new Random(63);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder b = new StringBuilder(seeds.get(random.nextInt(seeds.size())));
            for (int k = random.nextInt(5); k > 0 && b.length() > 0; k--) {
                int at = random.nextInt(b.length());
                if (random.nextBoolean()) b.deleteCharAt(at);
                else b.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
            }
            RouteTable t = tables.get(random.nextInt(tables.size()));
            Match m = t.match(b.toString(), sources[random.nextInt(sources.length)]);
            assertTrue(m.matched() || m.reason != null, b.toString());
        }
    }

    /**
     * A surrogate without its other half has no UTF-8 bytes: {@code getBytes} wrote {@code ?}, so
     * {@code shop://goods/new\uD800x} matched {@code goods.new} with a query item {@code x}.
     */
    @Test
    void aLinkWithALoneSurrogateIsRefusedNotRead() throws Exception {
        String table = "{\"routes\":[{\"pattern\":\"shop://goods/new\",\"name\":\"new\"},"
            + "{\"pattern\":\"shop://goods/:x\"}]}";
        RouteTable t = RouteTableFile.parse(table, "g.json");
        Match m = t.match("shop://goods/new\uD800x", ATTACKER);
        assertFalse(m.matched());
        assertEquals(Match.Refusal.INTAKE, m.refusal);
        assertEquals("refused: URL is not valid Unicode: unpaired surrogate U+D800 at byte 16",
            m.reason);
        assertEquals("refused: URL is not valid Unicode: unpaired surrogate U+DC00 at byte 19",
            t.match("shop://goods/\u00e9\uD83D\uDE00\uDC00", ATTACKER).reason);
        assertEquals("refused: URL is not valid Unicode: unpaired surrogate U+DBFF at byte 16",
            t.match("shop://goods/new\uDBFF", RouteSource.IN_APP).reason);
        String line = MatchReport.line("shop://goods/new\uD800x", t, java.util.Map.of());
        assertTrue(line.startsWith("{\"url\":\"shop://goods/new\\ud800x\",\"matched\":false"),
            line);
        assertEquals("\"\uD83D\uDE00\\udc00\"", Json.quote("\uD83D\uDE00\uDC00"));
        Match pair = t.match("shop://goods/\uD83D\uDE00", ATTACKER);
        assertTrue(pair.matched(), pair.reason);
        assertEquals("\uD83D\uDE00", pair.parameter("x"));
    }

    /** {@code url(for:)} wrote a value {@code \uD800} as {@code %3F}: it is refused instead. */
    @Test
    void aValueWithALoneSurrogateIsRefusedNotPrinted() throws Exception {
        String table = "{\"routes\":[{\"pattern\":\"shop://goods/:x\",\"name\":\"goods\"}]}";
        RouteTable t = RouteTableFile.parse(table, "g.json");
        LinkResult path = t.url("goods", java.util.Map.of("x", List.of("a\uD800")));
        assertFalse(path.ok());
        assertEquals(LinkResult.Reason.INVALID_UNICODE, path.error);
        assertEquals("x", path.parameter);
        assertEquals("parameter \"x\" is not valid Unicode (unpaired surrogate U+D800), which URLs"
            + " cannot carry, for \"shop://goods/:x\"", path.message);
        LinkResult query = t.url("goods",
            java.util.Map.of("x", List.of("7"), "q", List.of("ok", "\uDC00")));
        assertEquals(LinkResult.Reason.INVALID_UNICODE, query.error);
        assertEquals("q", query.parameter);
        LinkResult name = t.url("goods", java.util.Map.of("x", List.of("7"), "\uD800", List.of()));
        assertEquals(LinkResult.Reason.INVALID_UNICODE, name.error);
        LinkResult emoji = t.url("goods", java.util.Map.of("x", List.of("\uD83D\uDE00")));
        assertEquals("shop://goods/%F0%9F%98%80", emoji.url);
    }
}
