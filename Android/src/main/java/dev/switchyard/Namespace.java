package dev.switchyard;

/** A scheme's routes (or the global ones): three tries, by how a route reads the host. */
final class Namespace {
    final String spelling;     // the first route's spelling; "global" for the global namespace
    boolean fallbackToGlobal;
    boolean hasRoutes;
    final Trie paths = new Trie();        // routes that see the path (the host first when it is a segment)
    final Trie constrained = new Trie();  // routes with a host constraint: the path alone
    final Trie takingHost = new Trie();   // routes whose host position is a placeholder: the host always first

    Namespace(String spelling) { this.spelling = spelling; }
}
