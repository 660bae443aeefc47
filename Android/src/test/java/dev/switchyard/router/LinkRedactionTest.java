package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * How analytics writes a link (router.analytics.redact, issue #91 decision 7): {@link
 * LinkRedaction} itself, with the Swift tests' edges, and the router's events under the builder's
 * settings. The corpus's open-analytics-redact.json holds both routers to the same events.
 */
class LinkRedactionTest {
    /** Each link and what analytics writes of it by default. */
    private static final String[][] DEFAULT_CASES = {
        {"shop://goods/7", "shop://goods/7"},
        {"shop://goods/7?token=s3cr3t", "shop://goods/7?token=redacted"},
        {"shop://login?email=ann@mail.example&otp=1", "shop://login?email=redacted&otp=redacted"},
        {"shop://goods/7?ref=push#reviews", "shop://goods/7?ref=redacted"},
        {"shop://help#otp=1?x=1", "shop://help"},
        {"https://ann:pa@ss@shop.example:8443/p/3?sid=9", "https://shop.example:8443/p/3?sid=redacted"},
        {"https://ann@shop.example", "https://shop.example"},
        {"https://shop.example/a@b?x=1", "https://shop.example/a@b?x=redacted"},
        {"mailto:ann@mail.example?subject=hi", "mailto:ann@mail.example?subject=redacted"},
        {"/search?q=shoes&page=2", "/search?q=redacted&page=redacted"},
        {"shop://help?debug&token=x&&flag=&", "shop://help?debug&token=redacted&&flag=redacted&"},
        {"shop://help?", "shop://help?"},
        {"shop://help?=x", "shop://help?=redacted"},
        {"shop://help?sig=a==&q=caf%C3%A9?x", "shop://help?sig=redacted&q=redacted"},
        {"shop://cafés/1?q=thé#à", "shop://cafés/1?q=redacted"},
        {"1shop://ann@host?x=1", "1shop://ann@host?x=redacted"},
        {"", ""},
    };

    @Test
    void redactsByDefault() {
        for (String[] link : DEFAULT_CASES) {
            assertEquals(link[1], LinkRedaction.DEFAULT.redact(link[0]), link[0]);
        }
    }

    @Test
    void keptNamesAreComparedAsWritten() {
        LinkRedaction redaction = LinkRedaction.keepingQueryValuesNamed("utm_source", "é");
        assertEquals("shop://a?utm_source=mail&utm%5Fsource=redacted&UTM_SOURCE=redacted"
            + "&utm_source=push", redaction.redact(
                "shop://a?utm_source=mail&utm%5Fsource=mail&UTM_SOURCE=mail&utm_source=push"));
        assertEquals("shop://a?e\u0301=redacted&é=2", redaction.redact("shop://a?e\u0301=1&é=2"));
        assertEquals(Set.of("utm_source", "é"), redaction.keptQueryNames());
        assertFalse(redaction.recordsFullLinks());
        assertEquals(redaction, LinkRedaction.keepingQueryValuesNamed("é", "utm_source"));
        assertThrows(NullPointerException.class,
            () -> LinkRedaction.keepingQueryValuesNamed((String) null));
    }

    @Test
    void fullLinksWriteTheLinkAsOpened() {
        String link = "https://ann:pw@shop.example/reset?token=s3cr3t#top";
        assertEquals(link, LinkRedaction.FULL_LINKS.redact(link));
        assertTrue(LinkRedaction.FULL_LINKS.recordsFullLinks());
        assertEquals("redacted", LinkRedaction.PLACEHOLDER);
    }

    /** What an open of {@code url} from {@code source} gives: its events, then its outcome. */
    private static List<Object> open(String url, RouteSource source,
                                     Consumer<Router.Builder<String>> configure) throws Exception {
        RouteTable table = RouteTableFile.parse("{\"routes\": ["
            + " {\"pattern\": \"shop://go/:to\", \"handler\": \"go\"},"
            + " {\"pattern\": \"shop://goods/:id\", \"handler\": \"goods\"}]}", "routes.json");
        List<OpenEvent> events = new ArrayList<>();
        Router.Builder<String> builder = Router.<String>builder(table).executor(Runnable::run)
            .handler("go", request -> RouteResponse.redirect("shop://goods/7?session=abc123#top"))
            .handler("goods", request -> RouteResponse.handled())
            .analytics(events::add);
        configure.accept(builder);
        RouteOutcome<String> outcome = builder.build().open(url, source).join();
        assertEquals(1, events.size());
        return List.of(events.get(0), outcome);
    }

    @Test
    void theEventIsRedactedAndTheOutcomeIsNot() throws Exception {
        List<Object> opened = open("shop://ann:pw@go/x?token=s3cr3t#frag",
            RouteSource.webPage("https://blog.example/p?sid=4#c"), builder -> { });
        OpenEvent event = (OpenEvent) opened.get(0);
        assertEquals("shop://go/x?token=redacted", event.url());
        assertEquals(List.of("shop://goods/7?session=redacted"), event.redirects());
        assertEquals("web page (https://blog.example/p?sid=redacted)", event.source().toString());
        assertEquals("shop://go/x?token=redacted", event.properties().get("url"));
        assertEquals(List.of("shop://ann:pw@go/x?token=s3cr3t#frag",
            "shop://goods/7?session=abc123#top"), ((RouteOutcome<?>) opened.get(1)).redirects());
    }

    @Test
    void keptNamesAddUpOverCalls() throws Exception {
        OpenEvent event = (OpenEvent) open(
            "shop://go/x?utm_source=mail&utm_campaign=spring&token=s3cr3t", RouteSource.PUSH,
            builder -> builder.analyticsKeepsQueryValues("utm_source")
                .analyticsKeepsQueryValues("utm_campaign")).get(0);
        assertEquals("shop://go/x?utm_source=mail&utm_campaign=spring&token=redacted",
            event.url());
    }

    @Test
    void theOptOutRecordsFullLinks() throws Exception {
        RouteSource page = RouteSource.webPage("https://blog.example/p?sid=4");
        OpenEvent event = (OpenEvent) open("shop://go/x?token=s3cr3t#frag", page,
            builder -> builder.analyticsKeepsQueryValues("utm_source")
                .analyticsRecordsFullLinks()).get(0);
        assertEquals("shop://go/x?token=s3cr3t#frag", event.url());
        assertEquals(List.of("shop://goods/7?session=abc123#top"), event.redirects());
        assertSame(page, event.source());
    }
}
