package dev.switchyard;

import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.text.CaseFolding;
import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A segment trie: literal children by exact text (a hash lookup), other segments as edges tried in
 * turn.
 */
final class Trie {
    /** A route reading registered at a node. */
    static final class Entry {
        final Route route;
        final Pattern.Expansion expansion;
        final String namespace;     // as the route spells it; null for global
        /** {@link Ranking#ranks}; null until first compared, for a ready table's reading. */
        private volatile int[] ranks;
        final int[] hashRanks;
        final SegmentPattern wildcard; // non-null when the path ends with a wildcard
        /** A reading; {@code ranks} may be null, to be made when two hits are first ranked. */
        Entry(Route route, Pattern.Expansion expansion, String namespace, int[] ranks,
                SegmentPattern wildcard) {
            this.route = route;
            this.expansion = expansion;
            this.namespace = namespace;
            this.ranks = ranks;
            this.wildcard = wildcard;
            this.hashRanks = expansion.hash == null ? null : Ranking.hashRanks(expansion);
            Pattern p = route.parsed;
            this.plain = p.hostConstraint() == null && p.schemeCaptureName() == null
                    && route.accept == null && expansion.hash == null
                && route.query.isEmpty() && !route.lowercaseCaptures && !route.queryOverridesPath;
        }

        /** Nothing to check past the path and nothing to change in the values: the common route. */
        final boolean plain;

        /**
         * The reading's path ranks ({@link Ranking#ranks}), made the first time they are asked for
         * when the entry was made without them; threads that race here make equal arrays.
         */
        int[] ranks() {
            int[] made = ranks;
            if (made == null) ranks = made = Ranking.ranks(route.parsed, expansion);
            return made;
        }
    }

    /** A candidate: an entry, its path captures and the segments its wildcard took. */
    static final class Hit {
        final Entry entry;
        final String[] captures;
        final int capturesSize;
        final List<RouteUrl.Piece> wildcard;
        Hit(Entry entry, SegmentPattern.Found found, List<RouteUrl.Piece> wildcard) {
            this.entry = entry;
            this.captures = found.toArray();
            this.capturesSize = found.size();
            this.wildcard = wildcard;
        }
    }

    /**
     * A part of a ready table's trie read when a link first reaches it ({@link ReadyTrieGroup}).
     */
    abstract static class Pending {
        /** Makes the nodes it holds whole, once, whichever thread asks first. */
        abstract void settle();
    }

    /** A node: its children by literal text, its other edges in turn, and what ends at it. */
    static final class Node {
        /**
         * A ready table's node with one literal child and no mixed case (most nodes below the first
         * segment): its key, compared rather than hashed and looked up, and the child. Null on a
         * grown trie, and then {@code literals} holds every literal child.
         */
        String onlyLiteral;
        Node onlyLiteralChild;
        LiteralTable<Node> literals;
        // literals with ASCII upper-case letters, by their lower case (a host read as a segment)
        LiteralTable<List<Node>> mixedCase;
        List<SegmentPattern> edgeKeys;
        List<Node> edges;
        List<Entry> ends;
        List<Entry> wildcards;
        /**
         * A ready table's node until its group is read (ADR 0073): the walk settles it before
         * reading the fields above, whose writes this field's clearing publishes.
         */
        volatile Pending pending;

        /** Its literal children (in no order), then its edges' children. */
        List<Node> children() {
            List<Node> children = new ArrayList<>();
            if (onlyLiteralChild != null) children.add(onlyLiteralChild);
            if (literals != null) {
                for (int slot = 0; slot < literals.slots(); slot++) {
                    if (literals.valueAt(slot) != null) children.add(literals.valueAt(slot));
                }
            }
            if (edges != null) children.addAll(edges);
            return children;
        }

        /** A node that holds nothing (a group that did not read). */
        void clear() {
            onlyLiteral = null;
            onlyLiteralChild = null;
            literals = null;
            mixedCase = null;
            edgeKeys = null;
            edges = null;
            ends = null;
            wildcards = null;
        }
    }

    private final Node root;
    /**
     * One instance per distinct segment text and one string per distinct literal, so a walk touches
     * shared, cached objects.
     */
    private final java.util.Map<String, SegmentPattern> shared = new java.util.HashMap<>();
    private final java.util.Map<String, String> literalsSeen = new java.util.HashMap<>();
    private boolean empty = true;
    /**
     * The depth of the nodes that wait for their groups (a ready table's, ADR 0073): 1 for the
     * root's children; {@link #NOT_GROUPED} for a trie that has none.
     */
    private final int groupedDepth;
    static final int NOT_GROUPED = -1;

    /** An empty trie, which {@link #add} grows. */
    Trie() {
        this.root = new Node();
        this.groupedDepth = NOT_GROUPED;
    }

    /**
     * A trie made whole from its nodes (a ready table's, {@code ReadyTrieReader}): nothing is
     * added to it by growth (a document's table is built again from its routes). {@code
     * groupedDepth}: the depth of the nodes that wait for their groups, which the walk reads first
     * ({@link #NOT_GROUPED}: none, and the walk reads no volatile field).
     */
    Trie(Node root, int groupedDepth) {
        this.root = root;
        this.groupedDepth = groupedDepth;
        this.empty = root.onlyLiteral == null && root.literals == null && root.edges == null
            && root.ends == null && root.wildcards == null;
    }

    /** The root, for the ready table's writer, which reads every group first (settleAll). */
    Node root() {
        return root;
    }

    /** Reads every group of a ready table's trie still to read: its writer reads every node. */
    void settleAll() {
        List<Node> queue = new ArrayList<>();
        queue.add(root);
        for (int head = 0; head < queue.size(); head++) {
            settle(queue.get(head));
            queue.addAll(queue.get(head).children());
        }
    }

    private static void settle(Node node) {
        Pending pending = node.pending;
        if (pending != null) pending.settle();
    }

    boolean isEmpty() {
        return empty;
    }

    void add(Entry entry) {
        empty = false;
        Node n = root;
        for (SegmentPattern seg : entry.expansion.path) {
            if (seg.rank == SegmentPattern.WILDCARD) {
                if (n.wildcards == null) n.wildcards = new ArrayList<>();
                n.wildcards.add(entry);
                return;
            }
            if (seg.rank == SegmentPattern.LITERAL) {
                if (n.literals == null) n.literals = new LiteralTable<>();
                // get and put, not computeIfAbsent's lambda: a fresh JVM's first lambda loads
                // the lambda machinery (about 40 classes), which a table's start need not pay.
                String literal = literalsSeen.get(seg.literal);
                if (literal == null) literalsSeen.put(literal = seg.literal, literal);
                Node child = n.literals.get(literal);
                if (child == null) {
                    child = new Node();
                    n.literals.put(literal, child);
                    String lower = CaseFolding.asciiLowercased(seg.literal);
                    if (!lower.equals(seg.literal)) {
                        if (n.mixedCase == null) n.mixedCase = new LiteralTable<>();
                        List<Node> same = n.mixedCase.get(lower);
                        if (same == null) n.mixedCase.put(lower, same = new ArrayList<>(1));
                        same.add(child);
                    }
                }
                n = child;
            } else {
                if (n.edges == null) {
                    n.edges = new ArrayList<>();
                    n.edgeKeys = new ArrayList<>();
                }
                String text = seg.text();
                SegmentPattern key = text == null ? seg : shared.get(text);
                if (key == null) shared.put(text, key = seg);
                n.edgeKeys.add(key);
                Node child = new Node();
                n.edges.add(child);
                n = child;
            }
        }
        if (n.ends == null) n.ends = new ArrayList<>();
        n.ends.add(entry);
    }

    /** Every entry whose path matches `segs`; `hostFirst` says the first segment is a host. */
    void collect(List<RouteUrl.Piece> segs, boolean hostFirst, Set<String> types, List<Hit> out) {
        collect(segs, hostFirst, false, types, out);
    }

    /**
     * As above; `hostPattern` says the host is no path segment and a host pattern takes it: its
     * captures and the literal text beside them fold case too (issue #59), where a host read as a
     * path segment folds a whole literal segment only (Normalization.md, section 1).
     */
    void collect(List<RouteUrl.Piece> segs, boolean hostFirst, boolean hostPattern,
            Set<String> types, List<Hit> out) {
        if (empty) return;
        walk(root, segs, 0, hostFirst, hostPattern, new SegmentPattern.Found(), types, out);
    }

    private void walk(Node node, List<RouteUrl.Piece> segs, int index, boolean hostFirst,
            boolean hostPattern, SegmentPattern.Found found, Set<String> types, List<Hit> out) {
        // A ready table's subtrees below where it branches are read when a link first reaches them.
        if (index == groupedDepth) settle(node);
        if (node.wildcards != null) {
            for (Entry e : node.wildcards) {
                if (e.wildcard.wildcardNeedsOne && index >= segs.size()) continue;
                out.add(new Hit(e, found, segs.subList(index, segs.size())));
            }
        }
        if (index == segs.size()) {
            if (node.ends != null) {
                for (Entry e : node.ends) {
                    out.add(new Hit(e, found, Immutable.list()));
                }
            }
            return;
        }
        RouteUrl.Piece piece = segs.get(index);
        boolean host = hostFirst && index == 0;
        if (node.onlyLiteral != null) {
            // Mixed case keys are never a node's only literal: one comparison is the lookup.
            String text = host ? CaseFolding.asciiLowercased(piece.literal)
                : piece.lossy ? null : piece.literal;
            if (node.onlyLiteral.equals(text)) {
                walk(node.onlyLiteralChild, segs, index + 1, hostFirst, hostPattern, found, types,
                    out);
            }
        } else if (node.literals != null) {
            if (host) {
                String lower = CaseFolding.asciiLowercased(piece.literal);
                Node k = node.literals.get(lower);
                if (k != null) walk(k, segs, index + 1, hostFirst, hostPattern, found, types, out);
                List<Node> kids = node.mixedCase == null ? null : node.mixedCase.get(lower);
                if (kids != null) {
                    for (Node m : kids) {
                        walk(m, segs, index + 1, hostFirst, hostPattern, found, types, out);
                    }
                }
            } else if (!piece.lossy) {
                Node k = node.literals.get(piece.literal);
                if (k != null) walk(k, segs, index + 1, hostFirst, hostPattern, found, types, out);
            }
        }
        if (node.edges != null) {
            for (int k = 0; k < node.edges.size(); k++) {
                int mark = found.size();
                SegmentPattern edge = node.edgeKeys.get(k);
                boolean fold = host && (hostPattern || edge.rank == SegmentPattern.LITERAL);
                if (edge.matches(piece, fold, found, types)) {
                    walk(node.edges.get(k), segs, index + 1, hostFirst, hostPattern, found, types,
                            out);
                }
                found.truncate(mark);
            }
        }
    }
}
