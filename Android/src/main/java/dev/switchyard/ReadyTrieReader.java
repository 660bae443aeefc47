package dev.switchyard;

import static dev.switchyard.internal.ready.ReadyFormat.EDGES;
import static dev.switchyard.internal.ready.ReadyFormat.ENDS;
import static dev.switchyard.internal.ready.ReadyFormat.GROUPED;
import static dev.switchyard.internal.ready.ReadyFormat.LITERALS;
import static dev.switchyard.internal.ready.ReadyFormat.MIXED_CASE;
import static dev.switchyard.internal.ready.ReadyFormat.SINGLE;
import static dev.switchyard.internal.ready.ReadyFormat.WILDCARDS;

import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.ready.ReadyFormatError;
import dev.switchyard.internal.ready.ReadyPatterns;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A ready table's tries (ADR 0069, ADR 0073). A trie is written node by node in breadth-first
 * order: each node's record names its literal children's keys and its edges' segments, and the
 * children follow in that order among the nodes still to read. So nothing is grown: each node is
 * made once, with its literal table at its final size. A literal key is a string of the pool,
 * written as the difference from the key before it; a route reading at a node is its route (the
 * difference from the one before), which of the route's schemes, and which reading.
 *
 * <p>In a <em>grouped</em> trie, the first node with more than one child (the root, unless every
 * route starts with the same segments) is followed by the strings and segments the nodes below it
 * introduce, then its children's subtrees in groups, each its children's count, its length in
 * numbers and its nodes breadth first, starting from no key and no route before. A load reads the
 * nodes down to it and skips the groups; a group is read when a link first reaches one of its
 * children ({@link ReadyTrieGroup}), by a reader that shares the load's strings, segments and
 * routes.
 */
class ReadyTrieReader extends ReadyPatterns {
    /** The table's routes, which a reading at a node names by index. */
    Route[] routes = new Route[0];
    private int lastRoute;
    private int lastKey;
    /** The nodes being read, breadth first: those from {@code head} on to read. */
    private Trie.Node[] queue = new Trie.Node[64];
    private int size;
    /**
     * Read every group where it is written, its errors thrown (a check of the whole image), rather
     * than when a link first reaches it.
     */
    private final boolean whole;

    /** The reader of a payload whose header was checked. */
    ReadyTrieReader(byte[] image, int start, boolean whole) throws ReadyFormatError {
        super(image, start);
        this.whole = whole;
    }

    /** A reader of a group of {@code loaded}'s tries, after its load. */
    ReadyTrieReader(ReadyTrieReader loaded) {
        super(loaded);
        this.routes = loaded.routes;
        this.whole = true;
    }

    final Trie trie() throws ReadyFormatError {
        Trie.Node root = new Trie.Node();
        queue[0] = root;
        size = 1;
        // Whether every node read so far has one child: then the node at `head` is at that depth,
        // and may be the one whose children are grouped (the first below which the trie branches).
        boolean chain = true;
        for (int head = 0; head < size; head++) {
            int at = size;
            if ((node(queue[head], chain ? GROUPED : 0) & GROUPED) != 0) {
                // Every string and segment the groups use is known before them: a group read
                // later refers to them and introduces none.
                int strings = count();
                for (int k = 0; k < strings; k++) string();
                int segments = count();
                for (int k = 0; k < segments; k++) segment();
                groups(Arrays.copyOfRange(queue, at, size));
                return new Trie(root, whole ? Trie.NOT_GROUPED : head + 1);
            }
            chain &= size - at == 1;
        }
        return new Trie(root, Trie.NOT_GROUPED);
    }

    /** The groups of a grouped node's children: each read now, or when first reached. */
    private void groups(Trie.Node[] children) throws ReadyFormatError {
        for (int done = 0; done < children.length; ) {
            int n = numbers[next];
            if (n < 1 || n > children.length - done) {
                throw malformed(next, "a group of " + n + " of " + (children.length - done)
                    + " children");
            }
            next++;
            int length = count();
            Trie.Node[] group = Arrays.copyOfRange(children, done, done + n);
            if (whole) {
                new ReadyTrieReader(this).group(next, next + length, group);
            } else {
                ReadyTrieGroup pending = new ReadyTrieGroup(this, next, next + length, group);
                for (Trie.Node child : group) child.pending = pending;
            }
            next += length;
            done += n;
        }
    }

    /**
     * Reads a group's nodes: the numbers from {@code start} to {@code end}, which make the
     * subtrees of {@code children}, breadth first.
     */
    final void group(int start, int end, Trie.Node[] children) throws ReadyFormatError {
        next = start;
        room(children.length);
        System.arraycopy(children, 0, queue, 0, children.length);
        size = children.length;
        for (int head = 0; head < size; head++) {
            if (next >= end) throw malformed(next, "a group that ends early");
            node(queue[head], 0);
        }
        if (next != end) {
            throw malformed(next, "a group of " + (end - start) + " numbers read as "
                + (next - start));
        }
    }

    /**
     * A node's record (its children onto the queue); returns its flags. {@code allowed}: the
     * flag this node may have beyond a node's ({@code GROUPED}, or none).
     */
    private int node(Trie.Node node, int allowed) throws ReadyFormatError {
        int flags = numbers[next];
        boolean mixed = (flags & MIXED_CASE) != 0;
        if ((flags & ~(63 | allowed)) != 0
            || mixed && (flags & (LITERALS | SINGLE)) != LITERALS) {
            throw malformed(next, "node flags " + flags);
        }
        next++;
        boolean single = (flags & SINGLE) != 0;
        int at = size;
        if ((flags & LITERALS) != 0) literals(node, single);
        if ((flags & MIXED_CASE) != 0) mixedCase(node, at);
        if ((flags & EDGES) != 0) edges(node, single);
        if ((flags & ENDS) != 0) node.ends = entries(false, single);
        if ((flags & WILDCARDS) != 0) node.wildcards = entries(true, single);
        return flags;
    }

    /** A node's edges: each a segment, never a wildcard, and its child onto the queue. */
    private void edges(Trie.Node node, boolean single) throws ReadyFormatError {
        int n = single ? 1 : nonEmpty();
        SegmentPattern[] keys = new SegmentPattern[n];
        Trie.Node[] children = new Trie.Node[n];
        room(n);
        for (int k = 0; k < n; k++) {
            int segmentAt = next;
            keys[k] = segment();
            if (keys[k].rank == SegmentPattern.WILDCARD) {
                throw malformed(segmentAt, "a wildcard as an edge");
            }
            children[k] = new Trie.Node();
            queue[size++] = children[k];
        }
        // Lists of a fixed size over the arrays: nothing is added to a ready trie.
        node.edgeKeys = Arrays.asList(keys);
        node.edges = Arrays.asList(children);
    }

    /** Room in the queue for {@code n} more nodes. */
    private void room(int more) {
        if (size + more > queue.length) queue = Arrays.copyOf(queue, 2 * (size + more));
    }

    /** A node's literal children, each a key of the pool, onto the queue. */
    private void literals(Trie.Node node, boolean single) throws ReadyFormatError {
        if (single) {
            node.onlyLiteral = key();
            node.onlyLiteralChild = new Trie.Node();
            room(1);
            queue[size++] = node.onlyLiteralChild;
            return;
        }
        int n = nonEmpty();
        LiteralTable<Trie.Node> table = new LiteralTable<>(n);
        room(n);
        for (int k = 0; k < n; k++) {
            Trie.Node child = new Trie.Node();
            if (!table.putNew(key(), child)) throw malformed(next - 1, "a key twice");
            queue[size++] = child;
        }
        node.literals = table;
    }

    /** A literal child's key: a string of the pool, the difference from the key before it. */
    private String key() throws ReadyFormatError {
        int index = lastKey + signed(numbers[next]);
        if (index < 0 || index >= introduced) throw malformed(next, "key " + index + " unknown");
        next++;
        lastKey = index;
        return strings[index];
    }

    /** The children of each lowercase key a host compares, by their place among the children. */
    private void mixedCase(Trie.Node node, int at) throws ReadyFormatError {
        int children = node.literals.size();
        int n = nonEmpty();
        node.mixedCase = new LiteralTable<>(n);
        for (int k = 0; k < n; k++) {
            String lower = string();
            int count = nonEmpty();
            List<Trie.Node> same = new ArrayList<>(count);
            for (int c = 0; c < count; c++) same.add(queue[at + below(children, "child")]);
            node.mixedCase.putNew(lower, same);
        }
    }

    /** A count of at least one: a list the flags announce is never empty. */
    private int nonEmpty() throws ReadyFormatError {
        if (numbers[next] == 0) throw malformed(next, "an empty list a flag announces");
        return count();
    }

    /** The route readings at a node; at {@code wildcards}, each reading ends with one. */
    private List<Trie.Entry> entries(boolean wildcards, boolean single) throws ReadyFormatError {
        int n = single ? 1 : nonEmpty();
        Trie.Entry[] entries = new Trie.Entry[n];
        for (int k = 0; k < n; k++) {
            int at = next;
            int coded = numbers[next++];
            int index = lastRoute + signed(coded >>> 1);
            if (index < 0 || index >= routes.length) {
                throw malformed(at, "route " + index + " of " + routes.length);
            }
            lastRoute = index;
            Route route = routes[index];
            Pattern parsed = route.parsed;
            // The low bit says whether the route's scheme and reading follow (else the first).
            boolean chosen = (coded & 1) != 0;
            int schemes = parsed.schemeCount();
            int choice = chosen ? below(schemes == 0 ? 1 : schemes, "scheme") : 0;
            String scheme = schemes == 0 ? route.scheme : parsed.scheme(choice);
            Pattern.Expansion reading = parsed.expansions.get(
                chosen ? below(parsed.expansions.size(), "reading") : 0);
            List<SegmentPattern> path = reading.path;
            SegmentPattern last = path.isEmpty() ? null : path.get(path.size() - 1);
            SegmentPattern wildcard =
                last != null && last.rank == SegmentPattern.WILDCARD ? last : null;
            if (wildcards != (wildcard != null)) {
                throw malformed(at, wildcards ? "a reading without a wildcard at a wildcard"
                    : "a reading with a wildcard at its end");
            }
            // Its ranks are made when the reading is first ranked against another.
            entries[k] = new Trie.Entry(route, reading, scheme, null, wildcard);
        }
        return Arrays.asList(entries);
    }
}
