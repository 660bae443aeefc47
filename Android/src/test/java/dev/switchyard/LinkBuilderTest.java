package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.internal.json.Json;
import dev.switchyard.policy.RouteSource;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * `url(for:)`: the printing rules, and that a printed URL matches its route with the same values.
 */
class LinkBuilderTest {
    static RouteTable table(String routes) throws Exception {
        return RouteTableFile.parse("{\"routes\": [" + routes + "]}", "t.json");
    }

    static Map<String, List<String>> p(String... kv) {
        Map<String, List<String>> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], List.of(kv[i + 1]));
        return m;
    }

    static LinkResult url(String pattern, Map<String, List<String>> params) throws Exception {
        RouteTable t = table("{\"pattern\": " + Json.quote(pattern) + ", \"name\": \"r\"}");
        return t.url("r", params);
    }

    @Test
    void printsThePatternFilled() throws Exception {
        assertEquals("/goods/7", url("/goods/<int:id>(/reviews/<int:page>)", p("id", "7")).url);
        assertEquals("/goods/7/reviews/2",
                url("/goods/<int:id>(/reviews/<int:page>)", p("id", "7", "page", "2")).url);
        assertEquals("shop://goods/7", url("shop://goods/<int:id>", p("id", "7")).url);
        assertEquals("https://m.shop.example/p/a%2Fb%20c",
                url("https://m.shop.example/p/:id", p("id", "a/b c")).url);
        assertEquals("/user#/view/42", url("/user#/view/:id", p("id", "42")).url);
        assertEquals("https://www.example.de/a",
                url("https://www.example.<tld=com|de>/a", p("tld", "de")).url);
        assertEquals("https://example.com/a/7",
                url("http<scheme=|s>://example.com/a/:id", p("scheme", "s", "id", "7")).url);
        assertEquals("/v/prepost", url("/v/pre<bar?>post", p()).url);
        assertEquals("/w/a/b", url("/w/*rest", p("rest", "a/b")).url);
        assertEquals("/w", url("/w/*rest", p()).url);
        assertEquals("/goods/7?tab=a&x=1",
                url("/goods/:id", p("id", "7", "tab", "a", "x", "1")).url);
        Map<String, List<String>> list = p("id", "7");
        list.put("tab", List.of("a", "b"));
        assertEquals("/goods/7?tab=a&tab=b", url("/goods/:id", list).url);
    }

    @Test
    void refusesWhatWouldNotMatch() throws Exception {
        assertEquals(LinkResult.Reason.MISSING, url("/goods/<int:id>", p()).error);
        assertEquals("missing parameter \"id\" for \"/goods/<int:id>\"",
                url("/goods/<int:id>", p()).message);
        assertEquals(LinkResult.Reason.DOES_NOT_FIT, url("/goods/<int:id>", p("id", "abc")).error);
        assertEquals(LinkResult.Reason.DOES_NOT_FIT,
                url("/lang/<lang=en|de>", p("lang", "fr")).error);
        assertEquals(LinkResult.Reason.DOES_NOT_FIT,
                url("/a/:x-:y", p("x", "1-2", "y", "3")).error);
        assertEquals(LinkResult.Reason.DOT_SEGMENT, url("/f/:name", p("name", "..")).error);
        assertEquals(LinkResult.Reason.MISSING, url("/help/<path:topic>", p()).error);
        assertEquals(LinkResult.Reason.CONTAINS_NUL, url("/f/:name", p("name", "a\0b")).error);
        assertEquals(LinkResult.Reason.NO_SUCH_ROUTE, table("").url("nope", p()).error);
    }

    @Test
    void queryConditionsAreMet() throws Exception {
        RouteTable t =
                table("{\"pattern\": \"firefox://deep-link\", \"name\": \"s\", \"query\": " +
                "{\"url\": \"/settings/<path:page>\", \"private\": false}}");
        LinkResult r = t.url("s", p("page", "general", "private", "1"));
        assertEquals("firefox://deep-link?url=%2Fsettings%2Fgeneral", r.url);
        Match m = t.match(r.url, RouteSource.IN_APP);
        assertTrue(m.matched());
        assertEquals("general", m.parameter("page"));
    }

    @Test
    void printedURLsMatchBackWithTheSameValues() throws Exception {
        String[][] cases = {
            {"/goods/<int:id>", "id", "-3"}, {"/f/<float:x>", "x", "1e+5"},
                    {"/s/:name", "name", "a b+c/d"},
            {"/u/user-<int:id>", "id", "42"}, {"/c/:id.html", "id", "x.y"},
                    {"shop://goods/:id", "id", "a.b"},
            {"/p/:n(\\+?[0-9]+)", "n", "+155"}, {"myapp://<id>/detail", "id", "a.b"},
                    {"/x/:id", "id", "\u641c\u7d22"},
        };
        for (String[] c : cases) {
            RouteTable t = table("{\"pattern\": " + Json.quote(c[0]) + ", \"name\": \"r\"}");
            LinkResult r = t.url("r", p(c[1], c[2]));
            assertTrue(r.ok(), c[0] + ": " + r);
            Match m = t.match(r.url, RouteSource.IN_APP);
            assertTrue(m.matched(), c[0] + " " + r.url + ": " + m.reason);
            assertEquals(c[2], m.parameter(c[1]), c[0] + " " + r.url);
        }
    }
}
