package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.DocumentMatch;
import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.QueryRewrite;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.documents.UnsignedRoutingDocuments;
import dev.switchyard.jump.Jump;
import dev.switchyard.jump.JumpPlatform;
import dev.switchyard.jump.JumpRequest;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.LoginGate;
import dev.switchyard.router.OpenEvent;
import dev.switchyard.router.PendingLinks;
import dev.switchyard.router.Middleware;
import dev.switchyard.router.RejectionException;
import dev.switchyard.router.RouteOutcome;
import dev.switchyard.router.RoutePlan;
import dev.switchyard.router.RouteRequest;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import dev.switchyard.router.RoutingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Every list, map and set a public type hands out cannot be changed, all the way down (a repeated
 * query key's values too): each is tried with add, put, remove, clear and an iterator's remove. The
 * members come from Android/api/baseline.txt, so a collection added to the API without a case
 * here fails {@link #everyCollectionOfThePublicApiIsTried}. Empty ones refuse every change too
 * ({@link #emptyOnesRefuseEveryChangeToo}); {@code FrozenTablesTest} walks every public class of
 * the jar, internal ones and the doors included.
 */
class ImmutableResultsTest {
    private static final String TABLE = "{\"options\": {\"accept\": [\"shop\", \"https://m.shop.example\"],"
        + " \"webOrigins\": [\"https://m.shop.example\"]},"
        + " \"routes\": ["
        + "  {\"pattern\": \"shop://goods/<int:id>\", \"handler\": \"goods\", \"name\": \"goods\","
        + "   \"tags\": [\"catalogue\", \"public\"], \"accept\": [\"shop\"],"
        + "   \"query\": {\"tab\": true}},"
        + "  {\"pattern\": \"shop://files/*rest\", \"handler\": \"files\"},"
        + "  {\"pattern\": \"shop://admin/:page\", \"handler\": \"admin\", \"internal\": true}],"
        + " \"rewrites\": [{\"from\": \"shop://old/:id\", \"to\": \"shop://goods/{id}\"}]}";

    private static final String DOCUMENT = "{\"format\": 1, \"serial\": 41,"
        + " \"app\": {\"minVersion\": \"2.0.0\", \"platforms\": [\"android\", \"ios\"]},"
        + " \"rewrites\": ["
        + "  {\"from\": \"https://m.shop.example/promo/:slug\", \"to\": \"shop://campaign/{slug}\","
        + "   \"query\": {\"keep\": [\"ref\", \"tab\"], \"rename\": {\"ref\": \"source\"},"
        + "   \"add\": {\"from\": \"promo\"}}},"
        + "  {\"from\": \"https://m.shop.example/p/:id\", \"to\": \"shop://goods/{id}\","
        + "   \"query\": {\"drop\": [\"utm_source\", \"utm_medium\"]}}],"
        + " \"redirects\": [{\"from\": \"shop://item/<int:id>\", \"to\": \"shop://goods/{id}\"}],"
        + " \"degrades\": [{\"name\": \"goods\", \"to\": \"https://m.shop.example/item/{id}\"}],"
        + " \"routes\": [{\"pattern\": \"shop://campaign/:slug\", \"handler\": \"goods\","
        + "   \"tags\": [\"campaign\", \"web\"]}],"
        + " \"remove\": [\"shop://files/*rest\"]}";

    /** Each public collection by {@code Type.member}, from a result that has some in it. */
    private static Map<String, Object> collections() throws Exception {
        Map<String, Object> all = new TreeMap<>();
        RouteTable table = RouteTableFile.parse(TABLE, "routes.json");
        Match repeated = table.match("shop://goods/7?tab=a&tab=b", RouteSource.IN_APP);
        assertEquals(Collections.singletonList("b"), repeated.parameters.get("tab").subList(1, 2));
        all.put("Match.parameters", repeated.parameters);
        all.put("Match.pathParameters", repeated.pathParameters);
        all.put("Match.wildcard", table.match("shop://files/a/b", RouteSource.IN_APP).wildcard);
        all.put("Match.refused", table.match("shop://admin/users", RouteSource.PUSH).refused);
        all.put("Match.rewrites", table.match("shop://old/7", RouteSource.IN_APP).rewrites);
        Route goods = table.route("goods");
        all.put("Route.accept", goods.accept);
        all.put("Route.tags", goods.tags);
        all.put("Route.query", goods.query);
        all.put("RouteTable.routes", table.routes());
        all.put("MatchRequest.values", MatchRequest.of("shop://goods/7", RouteSource.IN_APP)
            .values(Collections.singletonMap("id", "9")).values());
        all.put("TableOptions.accept", table.options().accept());
        all.put("TableOptions.webOrigins", table.options().webOrigins());
        RouteTable withApps = RouteTableFile.parse("{\"options\": {\"apps\": {\"hosts\":"
            + " [\"m.shop.example\"], \"ios\": {\"appStoreId\": \"1\", \"teamId\": \"ABCDE12345\","
            + " \"bundleId\": \"com.shop\"}}}, \"routes\": [{\"pattern\": \"shop://goods/:id\","
            + " \"handler\": \"goods\"}]}", "apps.json");
        all.put("AppIdentities.hosts", withApps.options().apps().hosts());
        all.put("JumpPlan.why", Jump.plan(withApps,
            JumpRequest.of("shop://goods/7", JumpPlatform.IOS_SAFARI)).why());   // no-app-link

        RoutingDocument document = RoutingDocument.parse(DOCUMENT, "routing.json");
        all.put("RoutingDocument.rewrites", document.rewrites());
        all.put("RoutingDocument.redirects", document.redirects());
        all.put("RoutingDocument.degrades", document.degrades());
        all.put("RoutingDocument.routes", document.routes());
        all.put("RoutingDocument.removals", document.removals());
        all.put("DocumentAppRange.platforms", document.app().platforms());
        all.put("DocumentRoute.tags", document.routes().get(0).tags());
        QueryRewrite keep = document.rewrites().get(0).query();
        all.put("QueryRewrite.keep", keep.keep());
        all.put("QueryRewrite.rename", keep.rename());
        all.put("QueryRewrite.add", keep.add());
        all.put("QueryRewrite.drop", document.rewrites().get(1).query().drop());

        RoutingDocuments documents = UnsignedRoutingDocuments.builderForTesting(table,
            new DeviceContext("2.4.0", "android", "u-7")).build();
        DocumentArrival arrival =
            documents.offer(DOCUMENT.getBytes(StandardCharsets.UTF_8), "routing.json");
        assertEquals(DocumentArrival.Outcome.APPLIED, arrival.outcome(), arrival.toString());
        all.put("DocumentMatch.followed",
            documents.match("shop://item/7", RouteSource.IN_APP).followed());
        all.put("DocumentMatch.rewrites",
            documents.match("https://m.shop.example/p/7", RouteSource.IN_APP).rewrites());
        RoutingDocumentError error = assertThrows(RoutingDocumentError.class,
            () -> RoutingDocument.parse("{\"format\": 1,", "broken.json"));
        all.put("RoutingDocumentError.diagnostics", error.diagnostics());
        all.put("PinnedKeys.ids",
            PinnedKeys.of(Collections.singletonMap("2026-a", new TestSigner().publicKey)).ids());
        routerCollections(table, all);
        planCollections(all);
        all.putAll(ModuleSamples.collections());
        return all;
    }

    /**
     * The router's (dev.switchyard.router): an open redirected once, a loop, a parked link, a
     * link waiting in a pending-link queue held by launch.
     */
    private static void routerCollections(RouteTable table, Map<String, Object> all) {
        List<RouteRequest> seen = new ArrayList<>();
        List<OpenEvent> events = new ArrayList<>();
        LoginGate<String> gate = LoginGate.of(() -> false, request -> new CompletableFuture<>());
        Router<String> router = Router.<String>builder(table).executor(Runnable::run)
            .use(gate, "catalogue")
            .handler("admin", request -> RouteResponse.redirect("shop://goods/7?tab=a&tab=b"))
            .handler("files", request -> {
                seen.add(request);
                return RouteResponse.redirect("shop://files/a/b");
            })
            .handler("goods", request -> RouteResponse.value("goods"))
            .analytics(events::add)
            .build();
        router.open("shop://goods/7?tab=a&tab=b", RouteSource.IN_APP);
        all.put("LoginGate.parkedLinks", gate.parkedLinks());
        PendingLinks<String> links = PendingLinks.of(router);
        links.receive("shop://goods/7", RouteSource.PUSH);
        all.put("PendingLinks.heldBy", links.heldBy());
        all.put("PendingLinks.pending", links.pending());
        Router<String> opening = Router.<String>builder(table).executor(Runnable::run)
            .handler("admin", request -> RouteResponse.redirect("shop://goods/7?tab=a&tab=b"))
            .handler("files", request -> {
                seen.add(request);
                return RouteResponse.redirect("shop://files/a/b");
            })
            .handler("goods", request -> RouteResponse.value("goods"))
            .analytics(events::add)
            .build();
        RouteOutcome<String> outcome = opening.open("shop://admin/x", RouteSource.IN_APP).join();
        all.put("RouteOutcome.redirects", outcome.redirects());
        all.put("RouteRequest.parameters", outcome.request().parameters());
        all.put("OpenEvent.redirects", events.get(0).redirects());
        all.put("OpenEvent.properties", events.get(0).properties());
        CompletionException loop = assertThrows(CompletionException.class,
            () -> opening.open("shop://files/a/b", RouteSource.IN_APP).join());
        all.put("RoutingException.redirects", RoutingException.of(loop).redirects());
        all.put("RoutingException.fields", RoutingException.of(loop).fields());
        all.put("RouteRequest.wildcard", seen.get(0).wildcard());
        all.put("RejectionException.parameters", RejectionException
            .invalidParameters(List.of("page"), "page is not an int").parameters());
    }

    /** A dry run's plan (RoutePlan): a rewrite, a global middleware, a fallback. */
    private static void planCollections(Map<String, Object> all) throws TableError {
        RouteTable table = RouteTableFile.parse("{\"routes\": ["
            + "{\"pattern\": \"shop://goods/<int:id>\", \"handler\": \"goods\"},"
            + "{\"pattern\": \"shop://goods/:id\", \"handler\": \"goods\"}], \"rewrites\": ["
            + "{\"from\": \"shop://item/:id\", \"to\": \"shop://goods/{id}\"}]}", "plan.json");
        RoutePlan plan = Router.<String>builder(table).executor(Runnable::run)
            .use(Middleware.of("logging", chain -> chain.proceed(chain.request())))
            .handler("goods", request -> RouteResponse.handled())
            .build().canOpen("shop://item/7", RouteSource.IN_APP);
        all.put("RoutePlan.fallbacks", plan.fallbacks());
        all.put("RoutePlan.middleware", plan.middleware());
        all.put("RoutePlan.parameters", plan.parameters());
        all.put("RoutePlan.rewrites", plan.rewrites());
    }

    @Test
    void everyCollectionCannotBeChangedAllTheWayDown() throws Exception {
        for (Map.Entry<String, Object> entry : collections().entrySet()) {
            assertFrozen(entry.getKey(), entry.getValue());
        }
    }

    @Test
    void theResultsTriedHoldSomething() throws Exception {
        // An empty list proves less: each case above is chosen so that its collection has entries.
        for (Map.Entry<String, Object> entry : collections().entrySet()) {
            Object value = entry.getValue();
            int size = value instanceof Map ? ((Map<?, ?>) value).size()
                : ((Collection<?>) value).size();
            assertTrue(size > 0, entry.getKey() + " is empty");
        }
    }

    @Test
    void emptyOnesRefuseEveryChangeToo() throws Exception {
        // 0.1 threw on match(...).refused.clear() when the list was empty; 0.2 did not until
        // issue #79 item 4 (Collections.emptyList()). Each member of the API here, empty.
        RouteTable table = RouteTableFile.parse(
            "{\"routes\": [{\"pattern\": \"shop://plain\", \"handler\": \"plain\"}]}", "t.json");
        Match plain = table.match("shop://plain", RouteSource.IN_APP);
        Route route = plain.route;
        RoutingDocument bare = RoutingDocument.parse("{\"format\": 1, \"serial\": 1}", "d.json");
        RoutingDocuments documents = UnsignedRoutingDocuments.builderForTesting(table,
            new DeviceContext("2.4.0", "android", "u-7")).build();
        DocumentMatch followed = documents.match("shop://plain", RouteSource.IN_APP);
        Map<String, Object> empty = new TreeMap<>();
        empty.put("Match.parameters", plain.parameters);
        empty.put("Match.pathParameters", plain.pathParameters);
        empty.put("Match.wildcard", plain.wildcard);
        empty.put("Match.refused", plain.refused);
        empty.put("Match.rewrites", plain.rewrites);
        empty.put("Route.tags", route.tags);
        empty.put("Route.query", route.query);
        empty.put("TableOptions.webOrigins", table.options().webOrigins());
        empty.put("RoutingDocument.rewrites", bare.rewrites());
        empty.put("RoutingDocument.routes", bare.routes());
        empty.put("RoutingDocument.removals", bare.removals());
        empty.put("DocumentMatch.followed", followed.followed());
        empty.put("DocumentMatch.rewrites", followed.rewrites());
        empty.put("MatchRequest.values", MatchRequest.of("shop://plain", RouteSource.IN_APP)
            .values(new TreeMap<>()).values());
        byte[] tooLarge = new byte[RoutingDocuments.MAXIMUM_SIZE + 1];
        empty.put("RoutingDocumentError.diagnostics",
            documents.offer(tooLarge, "big.json").refusal().diagnostics());
        for (Map.Entry<String, Object> entry : empty.entrySet()) {
            Object value = entry.getValue();
            int size = value instanceof Map ? ((Map<?, ?>) value).size()
                : ((Collection<?>) value).size();
            assertEquals(0, size, entry.getKey() + " is empty");
            assertFrozen(entry.getKey(), value);
        }
    }

    @Test
    void everyCollectionOfThePublicApiIsTried() throws Exception {
        Pattern member = Pattern.compile(
            "^dev\\.switchyard\\.(?:[a-z]+\\.)*([\\w$]+): public (?:final )?"
                + "java\\.util\\.(?:List|Map|Set|Collection)<.*> (\\w+)(\\(\\))?;$");
        Set<String> inApi = new TreeSet<>();
        Path baseline = Paths.get("api/baseline.txt");
        for (String line : Files.readAllLines(baseline, StandardCharsets.UTF_8)) {
            Matcher m = member.matcher(line);
            if (m.matches()) inApi.add(m.group(1).replace('$', '.') + "." + m.group(2));
        }
        assertTrue(inApi.size() > 20, "found the API's collections: " + inApi);
        assertEquals(inApi, collections().keySet());
    }

    /** Every way to change {@code value} throws, and so does every way to change what it holds. */
    private static void assertFrozen(String what, Object value) {
        if (value instanceof List) {
            List<Object> list = cast(value);
            refuses(() -> list.add("x"), what + ".add");
            refuses(() -> list.add(0, "x"), what + ".add(0)");
            refuses(list::clear, what + ".clear");
            if (!list.isEmpty()) {
                refuses(() -> list.set(0, "x"), what + ".set");
                refuses(() -> list.remove(0), what + ".remove");
                assertIteratorFrozen(what, list.iterator());
            }
            for (Object item : new ArrayList<>(list)) assertFrozen(what + "[]", item);
        } else if (value instanceof Set) {
            Set<Object> set = cast(value);
            refuses(() -> set.add("x"), what + ".add");
            refuses(set::clear, what + ".clear");
            if (!set.isEmpty()) assertIteratorFrozen(what, set.iterator());
            for (Object item : new ArrayList<>(set)) assertFrozen(what + "{}", item);
        } else if (value instanceof Map) {
            Map<Object, Object> map = cast(value);
            refuses(() -> map.put("x", "y"), what + ".put");
            refuses(map::clear, what + ".clear");
            if (!map.isEmpty()) {
                Object key = map.keySet().iterator().next();
                refuses(() -> map.remove(key), what + ".remove");
                Map.Entry<Object, Object> first = map.entrySet().iterator().next();
                refuses(() -> first.setValue("x"),
                    what + " entry.setValue");
                assertIteratorFrozen(what + ".keySet()", map.keySet().iterator());
                assertIteratorFrozen(what + ".values()", map.values().iterator());
            }
            for (Map.Entry<Object, Object> entry : map.entrySet()) {
                assertFrozen(what + "[" + entry.getKey() + "]", entry.getValue());
            }
        }
    }

    private static void assertIteratorFrozen(String what, Iterator<?> iterator) {
        iterator.next();
        refuses(iterator::remove, what + " iterator.remove");
    }

    private static void refuses(Executable change, String what) {
        assertThrows(UnsupportedOperationException.class, change, what);
    }

    @SuppressWarnings("unchecked")
    private static <T> T cast(Object value) {
        return (T) value;
    }
}
