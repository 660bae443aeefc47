package dev.switchyard;

import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.SegmentPattern;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a ready table's tries ({@link ReadyTrieReader} reads them; ADR 0069, ADR 0073): each
 * breadth first, and a large one's subtrees below where it branches in groups that a load skips.
 * Not API: in the command line's jar only, beside {@link ReadyTableWriter}, which writes the rest.
 */
final class ReadyTrieWriter {
    private final ReadyImageBuffer out;
    /** A group's least weight, and the weight below a root from which its trie is grouped. */
    private final int groupWeight;
    private final Map<Trie.Node, Integer> firstRoute = new IdentityHashMap<>();
    private int lastRoute;
    private int lastKey;

    ReadyTrieWriter(ReadyImageBuffer out, int groupWeight) {
        this.out = out;
        this.groupWeight = groupWeight;
    }

    /**
     * A trie, breadth first: each node's record, its children among the nodes that follow. When
     * the nodes below the first node with more than one child (the fork: the root, unless every
     * route starts with the same segments) weigh more than a group, the fork's children's subtrees
     * are written in groups (ADR 0073): the strings and segments they introduce first, then each
     * group.
     */
    void trie(Trie trie) {
        trie.settleAll();
        Trie.Node root = trie.root();
        Trie.Node fork = root;
        while (fork.children().size() == 1) fork = fork.children().get(0);
        int below = 0;
        for (Trie.Node child : fork.children()) below += weight(child);
        boolean grouped = below > groupWeight;
        List<Trie.Node> queue = new ArrayList<>();
        queue.add(root);
        for (int head = 0; head < queue.size(); head++) {
            Trie.Node node = queue.get(head);
            boolean groups = grouped && node == fork;
            node(node, queue, groups);
            if (groups) {
                groups(queue.subList(head + 1, queue.size()));
                return;
            }
        }
    }

    /** The fork's children's subtrees, in groups of at least the least weight. */
    private void groups(List<Trie.Node> children) {
        introduce(children);
        List<Trie.Node> group = new ArrayList<>();
        int weight = 0;
        for (Trie.Node child : children) {
            group.add(child);
            weight += weight(child);
            if (weight >= groupWeight) {
                group(group);
                group.clear();
                weight = 0;
            }
        }
        if (!group.isEmpty()) group(group);
    }

    /**
     * The strings and segments the nodes below {@code children} would introduce, introduced before
     * the groups, so that a group read later only refers to what its reader knows.
     */
    private void introduce(List<Trie.Node> children) {
        List<String> strings = new ArrayList<>();
        List<SegmentPattern> segments = new ArrayList<>();
        List<Trie.Node> queue = new ArrayList<>(children);
        for (int head = 0; head < queue.size(); head++) {
            Trie.Node node = queue.get(head);
            if (node.mixedCase != null) {
                for (String key : sortedKeys(node.mixedCase)) {
                    if (!out.pools(key) && !strings.contains(key)) strings.add(key);
                }
            }
            if (node.edgeKeys != null) {
                for (SegmentPattern key : node.edgeKeys) {
                    if (!out.knows(key)) segments.add(key);
                }
            }
            queue.addAll(node.children());
        }
        out.stringList(strings);
        out.segments(segments);
    }

    /**
     * A group: its children's count, its length in numbers, then its nodes breadth first, from no
     * key and no route before (a group is read on its own), introducing nothing.
     */
    private void group(List<Trie.Node> children) {
        int key = lastKey;
        int route = lastRoute;
        int introduced = out.introduced();
        lastKey = 0;
        lastRoute = 0;
        out.divert();
        List<Trie.Node> queue = new ArrayList<>(children);
        for (int head = 0; head < queue.size(); head++) node(queue.get(head), queue, false);
        byte[] numbers = out.restore();
        if (out.introduced() != introduced) {
            throw new IllegalStateException("a group introduced a string or segment");
        }
        out.number(children.size());
        out.number(ReadyImageBuffer.count(numbers));
        out.numbers(numbers);
        lastKey = key;
        lastRoute = route;
    }

    /** A subtree's weight: its nodes and route readings, about what reading it costs. */
    private static int weight(Trie.Node node) {
        int weight = 1 + (node.ends == null ? 0 : node.ends.size())
            + (node.wildcards == null ? 0 : node.wildcards.size());
        for (Trie.Node child : node.children()) weight += weight(child);
        return weight;
    }

    private void node(Trie.Node node, List<Trie.Node> queue, boolean grouped) {
        List<String> keys = new ArrayList<>();
        List<Trie.Node> children = new ArrayList<>();
        if (node.onlyLiteral != null) {
            // A table read from its ready form, written again.
            keys.add(node.onlyLiteral);
            children.add(node.onlyLiteralChild);
        } else if (node.literals != null) {
            for (int slot = 0; slot < node.literals.slots(); slot++) {
                if (node.literals.keyAt(slot) != null) keys.add(node.literals.keyAt(slot));
            }
            // In the order the routes were added (the image then compresses as the JSON does).
            keys.sort(Comparator.comparingInt((String k) -> firstRoute(node.literals.get(k)))
                .thenComparing(Comparator.naturalOrder()));
            for (String key : keys) children.add(node.literals.get(key));
        }
        int flags = (!keys.isEmpty() ? ReadyTableReader.LITERALS : 0)
            | (node.mixedCase != null ? ReadyTableReader.MIXED_CASE : 0)
            | (node.edges != null ? ReadyTableReader.EDGES : 0)
            | (node.ends != null ? ReadyTableReader.ENDS : 0)
            | (node.wildcards != null ? ReadyTableReader.WILDCARDS : 0);
        // A node of one child or one reading (most of a table's): its counts are left out.
        boolean single = flags != 0 && node.mixedCase == null
            && keys.size() <= 1
            && (node.edges == null || node.edges.size() == 1)
            && (node.ends == null || node.ends.size() == 1)
            && (node.wildcards == null || node.wildcards.size() == 1);
        out.u8(flags | (single ? ReadyTableReader.SINGLE : 0)
            | (grouped ? ReadyTableReader.GROUPED : 0));
        if (!keys.isEmpty()) {
            if (!single) out.number(keys.size());
            for (int i = 0; i < keys.size(); i++) {
                int index = out.pooled(keys.get(i));
                out.signed(index - lastKey);
                lastKey = index;
                queue.add(children.get(i));
            }
        }
        if (node.mixedCase != null) mixedCase(node.mixedCase, children);
        if (node.edges != null) {
            if (!single) out.number(node.edges.size());
            for (int i = 0; i < node.edges.size(); i++) {
                out.segment(node.edgeKeys.get(i));
                queue.add(node.edges.get(i));
            }
        }
        if (node.ends != null) entries(node.ends, single);
        if (node.wildcards != null) entries(node.wildcards, single);
    }

    private void mixedCase(LiteralTable<List<Trie.Node>> mixed, List<Trie.Node> children) {
        List<String> lower = sortedKeys(mixed);
        out.number(lower.size());
        for (String key : lower) {
            out.string(key);
            List<Trie.Node> same = mixed.get(key);
            out.number(same.size());
            for (Trie.Node child : same) out.number(indexOf(children, child));
        }
    }

    private static List<String> sortedKeys(LiteralTable<List<Trie.Node>> mixed) {
        List<String> lower = new ArrayList<>();
        for (int slot = 0; slot < mixed.slots(); slot++) {
            if (mixed.keyAt(slot) != null) lower.add(mixed.keyAt(slot));
        }
        Collections.sort(lower);
        return lower;
    }

    /**
     * Route readings: each its route (the difference from the one before, zigzag-coded) times two,
     * plus 1 when the route's scheme and reading follow (else its first scheme and reading).
     */
    private void entries(List<Trie.Entry> entries, boolean single) {
        if (!single) out.number(entries.size());
        for (Trie.Entry entry : entries) {
            Route route = entry.route;
            int delta = route.index - lastRoute;
            lastRoute = route.index;
            Pattern parsed = route.parsed;
            List<String> schemes = parsed.schemes().isEmpty()
                ? Collections.singletonList(route.scheme) : parsed.schemes();
            int scheme = schemes.indexOf(entry.namespace);
            int reading = indexOf(parsed.expansions, entry.expansion);
            boolean chosen = scheme != 0 || reading != 0;
            out.number((((delta << 1) ^ (delta >> 31)) << 1) | (chosen ? 1 : 0));
            if (chosen) {
                out.number(scheme);
                out.number(reading);
            }
        }
    }

    /** The place of an object in a list, by identity. */
    private static <T> int indexOf(List<T> list, T item) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == item) return i;
        }
        throw new IllegalStateException("not in its list: " + item);
    }

    /** The first route (by index) of any reading at or below a node: the order it was grown in. */
    private int firstRoute(Trie.Node node) {
        Integer known = firstRoute.get(node);
        if (known != null) return known;
        int first = Integer.MAX_VALUE;
        if (node.ends != null) {
            for (Trie.Entry e : node.ends) first = Math.min(first, e.route.index);
        }
        if (node.wildcards != null) {
            for (Trie.Entry e : node.wildcards) first = Math.min(first, e.route.index);
        }
        if (node.onlyLiteral != null) first = Math.min(first, firstRoute(node.onlyLiteralChild));
        if (node.literals != null) {
            for (int slot = 0; slot < node.literals.slots(); slot++) {
                Trie.Node child = node.literals.valueAt(slot);
                if (child != null) first = Math.min(first, firstRoute(child));
            }
        }
        if (node.edges != null) {
            for (Trie.Node child : node.edges) first = Math.min(first, firstRoute(child));
        }
        firstRoute.put(node, first);
        return first;
    }
}
