package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.switchyard.policy.RouteSource;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The web-destination check is Swift's {@code WebDestination.check} (Security article, T4), with
 * its words: a port or userinfo gives no page (issue 71, item 8).
 */
class WebDestinationCheckTest {
    private static final List<LinkSource> ORIGINS = Arrays.asList(
        LinkSource.parse("https://m.shop.example"), LinkSource.parse("https?://help.example"));

    private static String check(String url) {
        String why = WebDestinationCheck.refusal(url, ORIGINS);
        return why == null ? "page" : why;
    }

    @Test
    void aPortOrUserinfoIsNoPlainHost() {
        String notPlain = "its host is not plain (userinfo, a port, an escape or another script)";
        for (String url : new String[] {"https://m.shop.example:8443/phish",
            "https://m.shop.example:443/x", "https://m.shop.example:/x",
            "https://user@m.shop.example/phish", "https://user:pw@m.shop.example/",
            "https://@m.shop.example/", "https://m.shop.example@evil.example/",
            "https://m.shop.example%2Eevil.example/", "https://m.shöp.example/",
            "https:///x", "https://[::1]/"}) {
            assertEquals(notPlain, check(url), url);
        }
    }

    @Test
    void everyOtherConditionIsSwifts() {
        assertEquals("page", check("https://m.shop.example/help?q=1#top"));
        assertEquals("page", check("HTTPS://M.Shop.Example"));
        assertEquals("page", check("http://help.example/x"));
        assertEquals("page", check("https://m.shop.example/ö"));
        assertEquals("it has a backslash at offset 22", check("https://m.shop.example\\@evil/"));
        assertEquals("it has a space or control character at offset 23",
            check("https://m.shop.example/ x"));
        assertEquals("it has a space or control character at offset 24",
            check("https://m.shop.example/ö\u007F"));
        assertEquals("it is not an http or https URL", check("javascript:alert(1)"));
        assertEquals("it is not an http or https URL", check("https:/m.shop.example/"));
        assertEquals("it is not an http or https URL", check("ftp://m.shop.example/"));
        assertEquals("its origin \"http://m.shop.example\" is not one of the app's web origins",
            check("http://m.shop.example/"));
        assertEquals("its origin \"https://m.shop.example.\" is not one of the app's web origins",
            check("https://m.shop.example./"));
    }

    @Test
    void aTablesWebDestinationIsTheCheckedPage() throws Exception {
        RouteTable table = RouteTableFile.parse("{\"options\":{\"webOrigins\":"
            + "[\"https://m.shop.example\"]},\"routes\":[]}", "t.json");
        assertEquals("https://m.shop.example/help", table.webDestination("https://m.shop.example/help"));
        assertNull(table.webDestination("https://m.shop.example:8443/phish"));
        assertNull(table.webDestination("https://user@m.shop.example/phish"));
        assertNull(table.match("https://m.shop.example:443/x", RouteSource.UNIVERSAL_LINK)
            .webDestination);
        assertEquals("https://m.shop.example/x", table.match("https://m.shop.example/x",
            RouteSource.UNIVERSAL_LINK).webDestination);
    }

    @Test
    void aLinkRefusedAtIntakeIsOfferedNoPageAsTheRouterOffersNone() throws TableError {
        // The router hands such a link to no handler, its unmatched one included
        // (file.options.web-destination-refusals).
        RouteTable table = RouteTableFile.parse("{\"options\": {\"webOrigins\":"
            + " [\"https://m.shop.example\"]}, \"routes\": [{\"pattern\": \"shop://goods/:id\","
            + " \"handler\": \"g\"}]}", "t.json");
        Match dotted = table.match("https://m.shop.example/a/../b", RouteSource.PUSH);
        assertEquals(Match.Refusal.INTAKE, dotted.refusal);
        assertNull(dotted.webDestination);
        assertEquals("https://m.shop.example/a/b", table.match("https://m.shop.example/a/b",
            RouteSource.PUSH).webDestination);
        Match foreign = table.match("https://evil.example/a/../b", RouteSource.PUSH);
        assertNull(foreign.webDestination);
    }
}
