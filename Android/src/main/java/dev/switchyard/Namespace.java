package dev.switchyard;

/** A scheme's routes (or the global ones): three tries, by how a route reads the host. */
final class Namespace {
    final String spelling;     // the first route's spelling; "global" for the global namespace
    boolean fallbackToGlobal;
    boolean hasRoutes;
    // routes that see the path (the host first when it is a segment)
    final Trie paths;
    final Trie constrained;  // routes with a host constraint: the path alone
    // routes whose host position is a placeholder: the host always first
    final Trie takingHost;

    Namespace(String spelling) {
        this(spelling, new Trie(), new Trie(), new Trie());
    }

    /** A namespace of tries already made (a ready table's). */
    Namespace(String spelling, Trie paths, Trie constrained, Trie takingHost) {
        this.spelling = spelling;
        this.paths = paths;
        this.constrained = constrained;
        this.takingHost = takingHost;
    }
}
