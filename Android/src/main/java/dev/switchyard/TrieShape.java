package dev.switchyard;

import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.ready.ReadyShape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A namespace's tries copied for the ready table's writer ({@link ToolAccess#namespaces}): each
 * node breadth first, its children by place, in the order the engine holds them, so that the
 * writer, outside the table's package, writes what it wrote when it read the nodes themselves.
 */
final class TrieShape {
    private TrieShape() {}

    static ReadyShape.Namespace of(Namespace namespace) {
        List<List<ReadyShape.Node>> tries = Arrays.asList(of(namespace.paths),
            of(namespace.constrained), of(namespace.takingHost));
        return new ReadyShape.Namespace(namespace.spelling, namespace.hasRoutes,
            namespace.fallbackToGlobal, Collections.unmodifiableList(tries));
    }

    /** The trie's nodes, the root first, every group of a ready table's read first. */
    static List<ReadyShape.Node> of(Trie trie) {
        trie.settleAll();
        List<Trie.Node> nodes = new ArrayList<>();
        Map<Trie.Node, Integer> places = new IdentityHashMap<>();
        nodes.add(trie.root());
        places.put(trie.root(), 0);
        for (int head = 0; head < nodes.size(); head++) {
            for (Trie.Node child : nodes.get(head).children()) {
                if (places.containsKey(child)) continue;
                places.put(child, nodes.size());
                nodes.add(child);
            }
        }
        List<ReadyShape.Node> shapes = new ArrayList<>(nodes.size());
        for (Trie.Node node : nodes) shapes.add(shape(node, places));
        return Collections.unmodifiableList(shapes);
    }

    private static ReadyShape.Node shape(Trie.Node node, Map<Trie.Node, Integer> places) {
        Map<String, Integer> literals = new LinkedHashMap<>();
        if (node.onlyLiteral != null) {
            literals.put(node.onlyLiteral, places.get(node.onlyLiteralChild));
        }
        if (node.literals != null) {
            for (int slot = 0; slot < node.literals.slots(); slot++) {
                String key = node.literals.keyAt(slot);
                if (key != null) literals.put(key, places.get(node.literals.valueAt(slot)));
            }
        }
        Map<String, List<Integer>> mixedCase = null;
        if (node.mixedCase != null) {
            mixedCase = new LinkedHashMap<>();
            for (int slot = 0; slot < node.mixedCase.slots(); slot++) {
                String key = node.mixedCase.keyAt(slot);
                if (key != null) mixedCase.put(key, placesOf(node.mixedCase.valueAt(slot), places));
            }
            mixedCase = Collections.unmodifiableMap(mixedCase);
        }
        return new ReadyShape.Node(Collections.unmodifiableMap(literals), mixedCase,
            node.edgeKeys == null ? null : Collections.unmodifiableList(node.edgeKeys),
            node.edges == null ? null : placesOf(node.edges, places),
            readings(node.ends), readings(node.wildcards));
    }

    private static List<Integer> placesOf(List<Trie.Node> nodes, Map<Trie.Node, Integer> places) {
        List<Integer> found = new ArrayList<>(nodes.size());
        for (Trie.Node node : nodes) found.add(places.get(node));
        return Collections.unmodifiableList(found);
    }

    /** Each entry's route, scheme and reading, as places in the route's lists. */
    private static List<ReadyShape.Reading> readings(List<Trie.Entry> entries) {
        if (entries == null) return null;
        List<ReadyShape.Reading> readings = new ArrayList<>(entries.size());
        for (Trie.Entry entry : entries) {
            Route route = entry.route;
            Pattern parsed = route.parsed;
            List<String> schemes = parsed.schemes().isEmpty()
                ? Collections.singletonList(route.scheme) : parsed.schemes();
            readings.add(new ReadyShape.Reading(route.index, schemes.indexOf(entry.namespace),
                indexOf(parsed.expansions, entry.expansion)));
        }
        return Collections.unmodifiableList(readings);
    }

    /** The place of an object in a list, by identity. */
    private static <T> int indexOf(List<T> list, T item) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == item) return i;
        }
        throw new IllegalStateException("not in its list: " + item);
    }
}
