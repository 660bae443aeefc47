package dev.switchyard;

import dev.switchyard.internal.ready.ReadyFormatError;

/**
 * A group of a ready table's subtrees below where its trie branches (its first segments, unless
 * every route shares them), read when a link first reaches one of its children (ADR 0073): a
 * start reads a grouped trie down to where it branches and skips its groups, so that a table
 * is ready in about the time its root takes, and a match pays for the group it walks into.
 *
 * <p>Whoever asks first reads the group, under the group's lock: a short, bounded piece of work
 * (a group is a few dozen nodes), never a wait on anything else. The children's nodes are then
 * published by the volatile write that clears their {@code pending}. A group whose numbers do not
 * make its nodes (an image damaged past its CRC-32, which only a hand-made image can be) leaves
 * its children empty, so that its links match nothing rather than throw in a match; {@code
 * switchyard match --table routes.ready}, which reads every group when it loads the image, reports
 * where.
 */
final class ReadyTrieGroup extends Trie.Pending {
    /** The reader that loaded the image, until the group is read. */
    private ReadyTrieReader loaded;
    private final int start;
    private final int end;
    private final Trie.Node[] children;

    ReadyTrieGroup(ReadyTrieReader loaded, int start, int end, Trie.Node[] children) {
        this.loaded = loaded;
        this.start = start;
        this.end = end;
        this.children = children;
    }

    @Override
    synchronized void settle() {
        if (loaded == null) return;
        try {
            new ReadyTrieReader(loaded).group(start, end, children);
        } catch (ReadyFormatError | RuntimeException damaged) {
            // Every value is checked as it is read; what a damaged group made is dropped whole.
            for (Trie.Node child : children) child.clear();
        }
        loaded = null;
        for (Trie.Node child : children) child.pending = null;
    }
}
