package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.documents.AppliedTableTest;
import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.documents.UnsignedRoutingDocuments;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.lang.reflect.Array;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Frozen means frozen (issue #79 item 4): no public member of any public class of the library,
 * internal packages and the doors ({@code EngineAccess}, {@code DocumentsAccess}) included, hands
 * out a live mutable structure of a built table, its routes, its options, a document or an answer.
 * {@link LibraryWalk} calls every public method and reads every public field of what the library
 * hands out; every list, set, map and collection it gives, empty ones included, refuses
 * {@code add}, {@code clear} and {@code put} (and, holding something, {@code set}, {@code remove},
 * an iterator's {@code remove} and an entry's {@code setValue}), all the way down; every array it
 * gives is a copy: asked again, the member gives another array, with what the first held before it
 * was changed. A public field is final and never an array. The one exception is a class whose
 * objects are one call's working values, never part of a built table ({@link #WORKING}).
 */
class FrozenTablesTest {
    /** Classes whose objects are one call's working values, and why their lists are bare. */
    static final Map<String, String> WORKING = Map.of(
        "RouteUrl", "a URL taken in, one per link: intake's lists, handed over unwrapped (a wrapper"
            + " cost a match 5-10%, ADR 0062's amendment)",
        "RouteUrl.Builder", "intake's builder of that URL, never handed on",
        "SegmentPattern.Found", "one match's buffer of captures");

    private static final String TYPES_TABLE =
        "{\"types\": {\"sku\": {\"description\": \"a stock unit\"}},"
        + " \"options\": {\"accept\": [\"shop\", \"https://m.shop.example\"],"
        + " \"webOrigins\": [\"https://m.shop.example\"]},"
        + " \"namespaces\": {\"shop\": {\"fallbackToGlobal\": true}, \"empty\": {}},"
        + " \"routes\": [{\"pattern\": \"shop://goods/<sku:id>\", \"handler\": \"goods\","
        + " \"name\": \"goods\", \"tags\": [\"catalogue\"], \"query\": {\"tab\": true}},"
        + " {\"pattern\": \"/plain\", \"handler\": \"plain\"}],"
        + " \"rewrites\": [{\"from\": \"https://m.shop.example/login\", \"to\": \"{url:query.next}\","
        + " \"nested\": {\"resolvesRelative\": true}},"
        + " {\"regex\": \"^shop://old/(?<id>[A-Z0-9]+)$\", \"to\": \"shop://goods/{id}\"}]}";

    private static final Set<String> PROBLEMS = new TreeSet<>();
    private static final Set<String> REACHED = new TreeSet<>();
    private static int collections;
    private static int empty;
    private static int arrays;
    private static int calls;

    @BeforeAll
    static void walkTheLibrary(@TempDir Path directory) throws Exception {
        List<Object> seeds = new ArrayList<>();
        for (String file : List.of("testdata/features.json", "testdata/policy.json")) {
            RouteTable table = RouteTableFile.parse(Files.readString(Path.of(file)), file);
            seeds.add(table);
            seeds.add(table.match("shop://goods/7?tab=a&tab=b", RouteSource.IN_APP));
            seeds.add(table.match("shop://debug/reset", RouteSource.PUSH));
        }
        RouteTable types = RouteTableFile.parse(TYPES_TABLE, "types.json");
        seeds.add(types);
        seeds.add(types.match("shop://nowhere", RouteSource.IN_APP));
        seeds.add(types.match("https://m.shop.example/login?next=shop://old/AB7", RouteSource.PUSH));
        seeds.add(types.url("goods", Map.of("id", List.of("ABC7"))));
        RoutingDocument document = RoutingDocument.parse(AppliedTableTest.DOCUMENT, "d.json");
        RouteTable table = RouteTableFile.parse(AppliedTableTest.TABLE, "t.json");
        DeviceContext device = new DeviceContext("2.4.0", "android", "u-7");
        RoutingDocuments documents =
            UnsignedRoutingDocuments.builderForTesting(table, device).build();
        documents.offer(AppliedTableTest.DOCUMENT.getBytes(StandardCharsets.UTF_8), "d.json");
        seeds.addAll(List.of(document, documents, device, SourcePolicy.DEFAULT,
            documents.match("https://m.shop.example/sale/7-x", RouteSource.IN_APP),
            PinnedKeys.of(Map.of("k", new TestSigner().publicKey)), RouteSource.webPage(null),
            MatchRequest.of("shop://goods/7", RouteSource.PUSH).values(Map.of("id", "9"))));
        LibraryWalk walk = new LibraryWalk(OneDoorTest.libraryClasses(), directory);
        walk.walk(seeds, 6, FrozenTablesTest::look);
        calls = walk.calls;
    }

    /** What each value a member gave must be. */
    private static void look(String member, Object owner, Object value, Supplier<Object> again) {
        if (value != null) REACHED.add(member);
        if (owner != null && WORKING.containsKey(LibraryWalk.name(owner.getClass()))) return;
        if (value instanceof Collection || value instanceof Map) {
            frozen(member, value);
        } else if (value != null && value.getClass().isArray()) {
            arrays++;
            if (again == null) {
                PROBLEMS.add(member + ": a public field holds an array, which anyone may change");
                return;
            }
            Object before = copy(value);
            int length = Array.getLength(value);
            if (length == 0) return;  // nothing to change
            scramble(value);
            Object next = again.get();
            if (next == value || !LibraryWalk.sameValues(next, before)) {
                PROBLEMS.add(member + ": gives an array another caller can change");
            }
        }
    }

    /** Changes {@code array}'s first item. */
    private static void scramble(Object array) {
        Class<?> item = array.getClass().getComponentType();
        if (!item.isPrimitive()) {
            Array.set(array, 0, null);
        } else if (item == boolean.class) {
            Array.setBoolean(array, 0, !Array.getBoolean(array, 0));
        } else if (item == char.class) {
            Array.setChar(array, 0, (char) (Array.getChar(array, 0) + 1));
        } else if (item == double.class || item == float.class) {
            Array.setDouble(array, 0, Array.getDouble(array, 0) + 1);
        } else {
            Array.set(array, 0, next(Array.get(array, 0)));
        }
    }

    /** A whole number one more than {@code number}, of its type. */
    private static Object next(Object number) {
        long more = ((Number) number).longValue() + 1;
        if (number instanceof Byte) return (byte) more;
        if (number instanceof Short) return (short) more;
        if (number instanceof Integer) return (int) more;
        return more;
    }

    private static Object copy(Object array) {
        int length = Array.getLength(array);
        Object copy = Array.newInstance(array.getClass().getComponentType(), length);
        System.arraycopy(array, 0, copy, 0, length);
        return copy;
    }

    /** Every way to change {@code value} is refused, all the way down; else a problem. */
    @SuppressWarnings("unchecked")
    private static void frozen(String what, Object value) {
        collections++;
        if (value instanceof Map) {
            Map<Object, Object> map = (Map<Object, Object>) value;
            if (map.isEmpty()) empty++;
            Map<Object, Object> before = new java.util.LinkedHashMap<>(map);
            refuses(what, "put", () -> map.put("x", "y"), () -> restore(map, before));
            refuses(what, "clear", map::clear, () -> restore(map, before));
            if (!map.isEmpty()) {
                Map.Entry<Object, Object> first = map.entrySet().iterator().next();
                refuses(what, "entry.setValue", () -> first.setValue(first.getValue()), null);
                refuses(what, "remove", () -> map.remove(first.getKey()),
                    () -> restore(map, before));
            }
            for (Object item : new ArrayList<>(map.values())) nested(what + "[]", item);
            return;
        }
        Collection<Object> items = (Collection<Object>) value;
        if (items.isEmpty()) empty++;
        List<Object> before = new ArrayList<>(items);
        refuses(what, "add", () -> items.add(before.isEmpty() ? "x" : before.get(0)),
            () -> restore(items, before));
        refuses(what, "clear", items::clear, () -> restore(items, before));
        if (items instanceof List && !before.isEmpty()) {
            List<Object> list = (List<Object>) items;
            refuses(what, "set", () -> list.set(0, before.get(0)), null);
            refuses(what, "remove", () -> list.remove(0), () -> restore(items, before));
        }
        if (!before.isEmpty()) {
            Iterator<Object> iterator = items.iterator();
            iterator.next();
            refuses(what, "iterator.remove", iterator::remove, () -> restore(items, before));
        }
        for (Object item : before) nested(what + "[]", item);
    }

    private static void nested(String what, Object item) {
        if (item instanceof Collection || item instanceof Map) frozen(what, item);
    }

    private static void refuses(String what, String change, Runnable attempt, Runnable undo) {
        try {
            attempt.run();
        } catch (UnsupportedOperationException refused) {
            return;
        }
        PROBLEMS.add(what + ": " + change + " changed it");
        if (undo != null) undo.run();
    }

    private static void restore(Collection<Object> items, List<Object> before) {
        items.clear();
        items.addAll(before);
    }

    private static void restore(Map<Object, Object> map, Map<Object, Object> before) {
        map.clear();
        map.putAll(before);
    }

    @Test
    void nothingAPublicMemberGivesCanBeChanged() {
        assertEquals(Set.of(), PROBLEMS, PROBLEMS.size() + " problems in " + collections
            + " collections and " + arrays + " arrays");
    }

    @Test
    void everyPublicFieldOfEveryClassIsFinalAndNoneIsAnArray() throws Exception {
        List<String> open = new ArrayList<>();
        int fields = 0;
        for (Class<?> type : OneDoorTest.libraryClasses()) {
            if (WORKING.containsKey(LibraryWalk.name(type))) continue;
            for (java.lang.reflect.Field field : type.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (!java.lang.reflect.Modifier.isPublic(modifiers)) continue;
                fields++;
                if (!java.lang.reflect.Modifier.isFinal(modifiers) || field.getType().isArray()) {
                    open.add(field.toString());
                }
            }
        }
        assertTrue(fields > 100, "public fields read: " + fields);
        assertEquals(List.of(), open, "public fields anyone may set, or arrays anyone may change");
    }

    @Test
    void theWalkReachesTheDoorsTheEngineAndEmptyAnswers() {
        assertTrue(calls > 2000, "members called or read: " + calls);
        assertTrue(collections > 500 && empty > 50,
            collections + " collections tried, " + empty + " empty");
        for (String member : List.of("EngineAccess.types", "EngineAccess.parsed",
                "EngineAccess.rewrites", "Pattern.expansions", "Pattern.Expansion.path",
                "SegmentPattern.parts", "Capture.values", "TableOptions.accept", "Match.refused",
                "Route.tags", "DocumentsAccess.query", "RoutingDocument.routes",
                "DocumentMatch.followed", "MatchRequest.values")) {
            assertTrue(REACHED.contains(member), member + " is reached: " + REACHED);
        }
    }

    @Test
    void theIssuesChangesAreRefused() throws Exception {
        RouteTable table = RouteTableFile.parse(TYPES_TABLE, "types.json");
        Route goods = table.route("goods");
        assertThrows(UnsupportedOperationException.class,
            () -> EngineAccess.parsed(goods).expansions.clear());
        List<LinkSource> accepted = table.options().accept();
        assertThrows(UnsupportedOperationException.class,
            () -> accepted.add(LinkSource.parse("evil")));
        assertThrows(UnsupportedOperationException.class,
            () -> EngineAccess.types(table).add("evil"));
        Match matched = table.match("shop://goods/ABC7?tab=a", RouteSource.IN_APP);
        List<RefusedRoute> none = matched.refused;
        assertTrue(none.isEmpty());
        assertThrows(UnsupportedOperationException.class, none::clear);
        assertEquals("goods", matched.route.name);
        assertEquals("goods", RouteTableFile.parse(TYPES_TABLE, "again.json")
            .match("shop://goods/ABC7?tab=a", RouteSource.IN_APP).route.name);
        assertEquals("shop://goods/ABC7?tab=a",
            table.url("goods", Map.of("id", List.of("ABC7"), "tab", List.of("a"))).url);
        assertEquals(Match.Refusal.ORIGIN_NOT_ACCEPTED,
            table.match("evil://x", RouteSource.IN_APP).refusal);
    }
}
