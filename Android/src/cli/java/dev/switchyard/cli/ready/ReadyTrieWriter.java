package dev.switchyard.cli.ready;

import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.ready.ReadyFormat;
import dev.switchyard.internal.ready.ReadyShape;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a ready table's tries ({@code dev.switchyard.ReadyTrieReader} reads them; ADR 0069, ADR
 * 0073): each breadth first, and a large one's subtrees below where it branches in groups that a
 * load skips. It writes the copies of the tries the table's package gives ({@link ReadyShape}),
 * every group read. Not API: in the command line's jar only, beside {@link ReadyTableWriter},
 * which writes the rest.
 */
final class ReadyTrieWriter {
    private final ReadyImageBuffer out;
    /** A group's least weight, and the weight below a root from which its trie is grouped. */
    private final int groupWeight;
    private final Map<ReadyShape.Node, Integer> firstRoute = new IdentityHashMap<>();
    private int lastRoute;
    private int lastKey;
    /** The nodes of the trie being written, which a node's children are places in. */
    private List<ReadyShape.Node> nodes = Collections.emptyList();

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
    void trie(List<ReadyShape.Node> trie) {
        nodes = trie;
        ReadyShape.Node root = trie.get(0);
        ReadyShape.Node fork = root;
        while (children(fork).size() == 1) fork = children(fork).get(0);
        int below = 0;
        for (ReadyShape.Node child : children(fork)) below += weight(child);
        boolean grouped = below > groupWeight;
        List<ReadyShape.Node> queue = new ArrayList<>();
        queue.add(root);
        for (int head = 0; head < queue.size(); head++) {
            ReadyShape.Node node = queue.get(head);
            boolean groups = grouped && node == fork;
            node(node, queue, groups);
            if (groups) {
                groups(queue.subList(head + 1, queue.size()));
                return;
            }
        }
    }

    /** The fork's children's subtrees, in groups of at least the least weight. */
    private void groups(List<ReadyShape.Node> children) {
        introduce(children);
        List<ReadyShape.Node> group = new ArrayList<>();
        int weight = 0;
        for (ReadyShape.Node child : children) {
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
    private void introduce(List<ReadyShape.Node> children) {
        List<String> strings = new ArrayList<>();
        List<SegmentPattern> segments = new ArrayList<>();
        List<ReadyShape.Node> queue = new ArrayList<>(children);
        for (int head = 0; head < queue.size(); head++) {
            ReadyShape.Node node = queue.get(head);
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
            queue.addAll(children(node));
        }
        out.stringList(strings);
        out.segments(segments);
    }

    /**
     * A group: its children's count, its length in numbers, then its nodes breadth first, from no
     * key and no route before (a group is read on its own), introducing nothing.
     */
    private void group(List<ReadyShape.Node> children) {
        int key = lastKey;
        int route = lastRoute;
        int introduced = out.introduced();
        lastKey = 0;
        lastRoute = 0;
        out.divert();
        List<ReadyShape.Node> queue = new ArrayList<>(children);
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
    private int weight(ReadyShape.Node node) {
        int weight = 1 + (node.ends == null ? 0 : node.ends.size())
            + (node.wildcards == null ? 0 : node.wildcards.size());
        for (ReadyShape.Node child : children(node)) weight += weight(child);
        return weight;
    }

    /** A node's children: its literal children, then its edges' (the engine's order). */
    private List<ReadyShape.Node> children(ReadyShape.Node node) {
        return at(node.children());
    }

    /** The nodes at these places. */
    private List<ReadyShape.Node> at(List<Integer> places) {
        List<ReadyShape.Node> found = new ArrayList<>(places.size());
        for (int place : places) found.add(nodes.get(place));
        return found;
    }

    private void node(ReadyShape.Node node, List<ReadyShape.Node> queue, boolean grouped) {
        List<String> keys = new ArrayList<>(node.literals.keySet());
        // In the order the routes were added (the image then compresses as the JSON does).
        keys.sort(Comparator
            .comparingInt((String k) -> firstRoute(nodes.get(node.literals.get(k))))
            .thenComparing(Comparator.naturalOrder()));
        List<ReadyShape.Node> children = new ArrayList<>();
        for (String key : keys) children.add(nodes.get(node.literals.get(key)));
        int flags = (!keys.isEmpty() ? ReadyFormat.LITERALS : 0)
            | (node.mixedCase != null ? ReadyFormat.MIXED_CASE : 0)
            | (node.edges != null ? ReadyFormat.EDGES : 0)
            | (node.ends != null ? ReadyFormat.ENDS : 0)
            | (node.wildcards != null ? ReadyFormat.WILDCARDS : 0);
        // A node of one child or one reading (most of a table's): its counts are left out.
        boolean single = flags != 0 && node.mixedCase == null
            && keys.size() <= 1
            && (node.edges == null || node.edges.size() == 1)
            && (node.ends == null || node.ends.size() == 1)
            && (node.wildcards == null || node.wildcards.size() == 1);
        out.u8(flags | (single ? ReadyFormat.SINGLE : 0)
            | (grouped ? ReadyFormat.GROUPED : 0));
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
                queue.add(nodes.get(node.edges.get(i)));
            }
        }
        if (node.ends != null) entries(node.ends, single);
        if (node.wildcards != null) entries(node.wildcards, single);
    }

    private void mixedCase(Map<String, List<Integer>> mixed, List<ReadyShape.Node> children) {
        List<String> lower = sortedKeys(mixed);
        out.number(lower.size());
        for (String key : lower) {
            out.string(key);
            List<ReadyShape.Node> same = at(mixed.get(key));
            out.number(same.size());
            for (ReadyShape.Node child : same) out.number(indexOf(children, child));
        }
    }

    private static List<String> sortedKeys(Map<String, List<Integer>> mixed) {
        List<String> lower = new ArrayList<>(mixed.keySet());
        Collections.sort(lower);
        return lower;
    }

    /**
     * Route readings: each its route (the difference from the one before, zigzag-coded) times two,
     * plus 1 when the route's scheme and reading follow (else its first scheme and reading).
     */
    private void entries(List<ReadyShape.Reading> entries, boolean single) {
        if (!single) out.number(entries.size());
        for (ReadyShape.Reading entry : entries) {
            int delta = entry.route - lastRoute;
            lastRoute = entry.route;
            boolean chosen = entry.scheme != 0 || entry.reading != 0;
            out.number((((delta << 1) ^ (delta >> 31)) << 1) | (chosen ? 1 : 0));
            if (chosen) {
                out.number(entry.scheme);
                out.number(entry.reading);
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
    private int firstRoute(ReadyShape.Node node) {
        Integer known = firstRoute.get(node);
        if (known != null) return known;
        int first = Integer.MAX_VALUE;
        if (node.ends != null) {
            for (ReadyShape.Reading e : node.ends) first = Math.min(first, e.route);
        }
        if (node.wildcards != null) {
            for (ReadyShape.Reading e : node.wildcards) first = Math.min(first, e.route);
        }
        for (ReadyShape.Node child : children(node)) first = Math.min(first, firstRoute(child));
        firstRoute.put(node, first);
        return first;
    }
}
