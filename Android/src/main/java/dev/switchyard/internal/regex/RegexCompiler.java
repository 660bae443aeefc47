package dev.switchyard.internal.regex;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The regex subset's syntax tree and the Pike VM program ({@link Regex}) emitted from it, with what
 * is counted on the tree (positions, named groups at the top level). Reading the source into the
 * tree is {@link RegexParser}'s.
 */
final class RegexCompiler {
    static final int ALT = 0;
    static final int CAT = 1;
    static final int SET = 2;
    static final int REP = 3;
    static final int GROUP = 4;
    static final int BOL = 5;
    static final int EOL = 6;
    static final int EMPTY = 7;

    static final class Node {
        int kind;
        int min;
        int max; // -1: unbounded
        int group; // -1: not capturing
        RegexCharSet set;
        List<Node> kids = new ArrayList<>();
        Node(int kind) {
            this.kind = kind;
        }
    }

    private final RegexParser parser;
    int groupCount;
    final List<String> names;
    /** The regex's positions (RegexPositions), counted on its tree. */
    long positions;
    /** Whether every named group stands at the top level (RegexCut); the pc of the final SAVE. */
    boolean topLevel;
    int end;
    /** The pcs of the SAVE instructions, by slot (named groups' only). */
    final Map<Integer, Integer> savePc = new HashMap<>();
    /** Where each named group opens in the source, in code points, in the order they open. */
    final List<Integer> namedGroupOffsets;
    final List<int[]> ops = new ArrayList<>();
    final Map<Integer, RegexCharSet> setAt = new HashMap<>();

    RegexCompiler(String source) {
        parser = new RegexParser(source);
        names = parser.names;
        namedGroupOffsets = parser.namedGroupOffsets;
    }

    RegexCompiler compileAll() throws Regex.SyntaxError {
        Node tree = parser.parse();
        groupCount = parser.groupCount;
        positions = RegexPositions.of(tree);
        topLevel = RegexCut.topLevel(tree, namedGroupOffsets.size());
        emit(Regex.SAVE, 0, 0);
        gen(tree);
        end = ops.size();
        emit(Regex.SAVE, 1, 0);
        emit(Regex.MATCH, 0, 0);
        return this;
    }

    private int emit(int op, int first, int second) throws Regex.SyntaxError {
        if (ops.size() >= Regex.MAX_PROGRAM) {
            throw new Regex.SyntaxError("regular expression too large", 0);
        }
        ops.add(new int[] {op, first, second});
        return ops.size() - 1;
    }

    private void gen(Node node) throws Regex.SyntaxError {
        switch (node.kind) {
            case EMPTY:
                return;
            case BOL:
                emit(Regex.BOL, 0, 0);
                return;
            case EOL:
                emit(Regex.EOL, 0, 0);
                return;
            case SET:
                setAt.put(emit(Regex.CHAR, 0, 0), node.set);
                return;
            case CAT:
                for (Node k : node.kids) gen(k);
                return;
            case GROUP:
                if (node.group > 0) savePc.put(2 * node.group, emit(Regex.SAVE, 2 * node.group, 0));
                gen(node.kids.get(0));
                if (node.group > 0) {
                    savePc.put(2 * node.group + 1, emit(Regex.SAVE, 2 * node.group + 1, 0));
                }
                return;
            case ALT: {
                List<Integer> jumps = new ArrayList<>();
                for (int k = 0; k < node.kids.size(); k++) {
                    if (k < node.kids.size() - 1) {
                        int split = emit(Regex.SPLIT, 0, 0);
                        ops.get(split)[1] = split + 1;
                        gen(node.kids.get(k));
                        jumps.add(emit(Regex.JMP, 0, 0));
                        ops.get(split)[2] = ops.size();
                    } else gen(node.kids.get(k));
                }
                for (int j : jumps) ops.get(j)[1] = ops.size();
                return;
            }
            default: { // REP
                Node body = node.kids.get(0);
                for (int k = 0; k < node.min; k++) gen(body);
                if (node.max == -1) {
                    int split = emit(Regex.SPLIT, 0, 0);
                    ops.get(split)[1] = split + 1;
                    gen(body);
                    emit(Regex.JMP, split, 0);
                    ops.get(split)[2] = ops.size();
                } else {
                    List<Integer> splits = new ArrayList<>();
                    for (int k = node.min; k < node.max; k++) {
                        int split = emit(Regex.SPLIT, 0, 0);
                        ops.get(split)[1] = split + 1;
                        splits.add(split);
                        gen(body);
                    }
                    for (int s : splits) ops.get(s)[2] = ops.size();
                }
            }
        }
    }
}
