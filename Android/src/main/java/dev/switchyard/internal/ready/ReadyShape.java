package dev.switchyard.internal.ready;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.pattern.SegmentPattern;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * A built table's namespaces and tries as the command line's writer reads them (issue #89 item 5):
 * copies, made by the table's package ({@code ToolAccess}), of what the engine keeps
 * package-private, so that the writer, in the command line's own package, writes the ready form
 * without reaching into the engine. Every list and map is unmodifiable, and nothing refers back to
 * the table.
 */
@NonnullByDefault
public final class ReadyShape {
    private ReadyShape() {}

    /** A namespace: how it is spelled and declared, and its three tries. */
    public static final class Namespace {
        /** The first route's spelling; {@code global} for the global namespace. */
        public final String spelling;
        /** Whether a route of the table is in it. */
        public final boolean hasRoutes;
        /** Whether a link of it that matches nothing falls back to the global namespace. */
        public final boolean fallbackToGlobal;
        /** Its tries: the paths, the host-constrained, the host-taking; each its nodes. */
        public final List<List<Node>> tries;

        /**
         * A namespace's shape.
         *
         * @param spelling how it is spelled
         * @param hasRoutes whether a route is in it
         * @param fallbackToGlobal whether it falls back to the global namespace
         * @param tries its three tries, each its nodes (unmodifiable)
         */
        public Namespace(String spelling, boolean hasRoutes, boolean fallbackToGlobal,
                List<List<Node>> tries) {
            this.spelling = spelling;
            this.hasRoutes = hasRoutes;
            this.fallbackToGlobal = fallbackToGlobal;
            this.tries = tries;
        }
    }

    /**
     * A node of a trie, its children by their place in the trie's list of nodes (the root is the
     * first); a part it does not have is null, as the engine's node holds it.
     */
    public static final class Node {
        /** Its literal children: each key and the child's place, in the engine's order. */
        public final Map<String, Integer> literals;
        /** Its literal children with upper-case letters, by their lower case; or null. */
        public final @Nullable Map<String, List<Integer>> mixedCase;
        /** Its other edges' segments; or null. */
        public final @Nullable List<SegmentPattern> edgeKeys;
        /** Its other edges' children, by place, as {@link #edgeKeys}; or null. */
        public final @Nullable List<Integer> edges;
        /** The route readings that end at it; or null. */
        public final @Nullable List<Reading> ends;
        /** The route readings whose wildcard takes what follows it; or null. */
        public final @Nullable List<Reading> wildcards;

        /**
         * A node's shape; every list and map unmodifiable.
         *
         * @param literals its literal children's keys and places
         * @param mixedCase its mixed-case children, or null
         * @param edgeKeys its edges' segments, or null
         * @param edges its edges' children, or null
         * @param ends the readings that end at it, or null
         * @param wildcards the readings with a wildcard after it, or null
         */
        public Node(Map<String, Integer> literals, @Nullable Map<String, List<Integer>> mixedCase,
                @Nullable List<SegmentPattern> edgeKeys, @Nullable List<Integer> edges,
                @Nullable List<Reading> ends, @Nullable List<Reading> wildcards) {
            this.literals = literals;
            this.mixedCase = mixedCase;
            this.edgeKeys = edgeKeys;
            this.edges = edges;
            this.ends = ends;
            this.wildcards = wildcards;
        }

        /**
         * Its children's places: its literal children, then its edges' (the engine's order).
         *
         * @return the places, unmodifiable
         */
        public List<Integer> children() {
            List<Integer> children = new ArrayList<>(literals.values());
            if (edges != null) children.addAll(edges);
            return Collections.unmodifiableList(children);
        }
    }

    /** A route reading at a node: its route and which of the route's schemes and readings. */
    public static final class Reading {
        /** The route's index in the table. */
        public final int route;
        /** Which of the route's schemes (0 for a route of one scheme or none). */
        public final int scheme;
        /** Which of the route's readings (its pattern's expansions). */
        public final int reading;

        /**
         * A reading's shape.
         *
         * @param route the route's index
         * @param scheme which scheme
         * @param reading which reading
         */
        public Reading(int route, int scheme, int reading) {
            this.route = route;
            this.scheme = scheme;
            this.reading = reading;
        }
    }
}
