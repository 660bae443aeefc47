package dev.switchyard.internal.regex;

import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A regex whose named groups all stand at its top level, cut into pieces (plain, group, plain, ...)
 * as Swift's CapturingRegex cuts it (ADR 0023): a forward pass per piece finds, for each position,
 * the latest start of a match of the piece ending there; a backward pass from the end then starts
 * each piece as late as it can, so earlier groups take the most. Each piece runs once over the
 * input with lists allocated once: the captures cost the input's length times the program's size,
 * with no slots copied per step.
 */
final class RegexCut {
    /** Piece k is the program's pcs {@code [bounds[2k], bounds[2k+1])}. */
    private final int[] bounds;
    /** The group number piece k is, or 0 for the text between groups. */
    private final int[] groups;

    RegexCut(RegexCompiler compiler) {
        List<int[]> cuts = new ArrayList<>();
        for (int g = 1; g <= compiler.groupCount; g++) {
            Integer open = compiler.savePc.get(2 * g);
            Integer close = compiler.savePc.get(2 * g + 1);
            if (open != null && close != null) cuts.add(new int[] {open, close, g});
        }
        // By where each opens: an insertion sort of at most 16 groups, without a lambda.
        for (int i = 1; i < cuts.size(); i++) {
            for (int j = i; j > 0 && cuts.get(j - 1)[0] > cuts.get(j)[0]; j--) {
                cuts.set(j, cuts.set(j - 1, cuts.get(j)));
            }
        }
        bounds = new int[4 * cuts.size() + 2];
        groups = new int[2 * cuts.size() + 1];
        int at = 1; // past SAVE 0
        int k = 0;
        for (int[] cut : cuts) {
            bounds[2 * k] = at;
            bounds[2 * k + 1] = cut[0];
            bounds[2 * k + 2] = cut[0] + 1;
            bounds[2 * k + 3] = cut[1];
            groups[k + 1] = cut[2];
            at = cut[1] + 1;
            k += 2;
        }
        bounds[2 * k] = at;
        bounds[2 * k + 1] = compiler.end;
    }

    /** Whether every one of the {@code named} named groups is a direct part of the top level. */
    static boolean topLevel(RegexCompiler.Node root, int named) {
        if (named == 0) return false;
        List<RegexCompiler.Node> items =
            root.kind == RegexCompiler.CAT ? root.kids : Immutable.list(root);
        int found = 0;
        for (RegexCompiler.Node item : items) {
            if (item.kind == RegexCompiler.GROUP && item.group > 0) found++;
        }
        return found == named;
    }

    /** The slots of a whole match of {@code cps} (which the regex matches whole), or null. */
    int[] slots(Regex regex, int[] cps) {
        int pieces = groups.length;
        int[][] latest = new int[pieces][];
        boolean[] reachable = new boolean[cps.length + 1];
        reachable[0] = true;
        for (int k = 0; k < pieces; k++) {
            latest[k] = latestStarts(regex, bounds[2 * k], bounds[2 * k + 1], cps, reachable);
            reachable = new boolean[cps.length + 1];
            for (int p = 0; p <= cps.length; p++) reachable[p] = latest[k][p] >= 0;
        }
        int[] slots = new int[regex.slots];
        Arrays.fill(slots, -1);
        slots[0] = 0;
        slots[1] = cps.length;
        int end = cps.length;
        for (int k = pieces - 1; k >= 0; k--) {
            int start = latest[k][end];
            if (start < 0) return null;
            if (groups[k] > 0) {
                slots[2 * groups[k]] = start;
                slots[2 * groups[k] + 1] = end;
            }
            end = start;
        }
        return slots;
    }

    /**
     * For each position p: the latest start s (with starts[s]) such that pcs [from, to) match
     * cps[s..p), or -1. Threads carry their start and are kept latest start first, so the first
     * to reach a state is the one kept; a thread that reaches {@code to} has matched the piece.
     */
    private static int[] latestStarts(Regex regex, int from, int to, int[] cps, boolean[] starts) {
        int n = regex.op.length;
        int[] best = new int[cps.length + 1];
        Arrays.fill(best, -1);
        int lastStart = -1;
        for (int p = cps.length; p >= 0 && lastStart < 0; p--) {
            if (starts[p]) lastStart = p;
        }
        Threads threads = new Threads(n);
        for (int position = 0; position <= cps.length; position++) {
            threads.nextCount = 0;
            threads.matched = -1;
            if (starts[position]) threads.add(regex, from, to, position, position, cps.length);
            if (position > 0) {
                int c = cps[position - 1];
                for (int t = 0; t < threads.count; t++) {
                    int pc = threads.pcs[t];
                    if (regex.op[pc] == Regex.CHAR && regex.sets[pc].contains(c)) {
                        threads.add(regex, pc + 1, to, threads.starts[t], position, cps.length);
                    }
                }
            }
            best[position] = threads.matched;
            threads.swap();
            if (threads.count == 0 && position >= lastStart) break;
        }
        return best;
    }

    /** One piece's threads: current and next lists as parallel arrays, and the closure's stack. */
    private static final class Threads {
        int[] pcs;
        int[] starts;
        int count;
        int[] nextPcs;
        int[] nextStarts;
        int nextCount;
        final int[] seen;
        final int[] stack;
        int matched;

        Threads(int size) {
            pcs = new int[size];
            starts = new int[size];
            nextPcs = new int[size];
            nextStarts = new int[size];
            seen = new int[size + 1];
            Arrays.fill(seen, -1);
            // One add pushes its pc, then at most two per instruction it visits once.
            stack = new int[2 * size + 1];
        }

        void swap() {
            int[] p = pcs;
            pcs = nextPcs;
            nextPcs = p;
            int[] s = starts;
            starts = nextStarts;
            nextStarts = s;
            count = nextCount;
        }

        /** Follows jumps, splits and anchors from {@code pc}, queueing each CHAR reached. */
        void add(Regex regex, int pc, int to, int start, int position, int length) {
            int top = 0;
            stack[top++] = pc;
            while (top > 0) {
                int p = stack[--top];
                if (seen[p] == position) continue;
                seen[p] = position;
                if (p == to) {
                    if (matched < 0) matched = start;
                    continue;
                }
                switch (regex.op[p]) {
                    case Regex.JMP:
                        stack[top++] = regex.target[p];
                        break;
                    case Regex.SPLIT:
                        stack[top++] = regex.alternative[p];
                        stack[top++] = regex.target[p];
                        break;
                    case Regex.SAVE:
                        stack[top++] = p + 1;
                        break;
                    case Regex.BOL:
                        if (position == 0) stack[top++] = p + 1;
                        break;
                    case Regex.EOL:
                        if (position == length) stack[top++] = p + 1;
                        break;
                    case Regex.CHAR:
                        nextPcs[nextCount] = p;
                        nextStarts[nextCount] = start;
                        nextCount++;
                        break;
                    default:
                        break;
                }
            }
        }
    }
}
