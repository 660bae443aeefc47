package dev.switchyard.internal.regex;

import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A regular expression run by a Pike VM: time linear in the input (times the program's size), never
 * backtracking. The subset is the one Switchyard's Swift engine accepts: literals, `.`, classes,
 * `\d \w \s` (and negations), groups (`(…)`, `(?:…)`, `(?<name>…)`), `|`, `* + ?` and `{n,m}` (lazy
 * forms read as greedy: matches are whole), `^ $`, and a leading `(?i)`. This file runs the
 * program; {@code RegexParser} reads the source, {@code RegexCompiler} emits the program and
 * {@code RegexCharSet} is the set of code points a {@code CHAR} instruction reads.
 */
public final class Regex {
    static final int CHAR = 0;
    static final int SPLIT = 1;
    static final int JMP = 2;
    static final int SAVE = 3;
    static final int MATCH = 4;
    static final int BOL = 5;
    static final int EOL = 6;
    static final int MAX_BOUND = 1000;
    static final int MAX_PROGRAM = 20000;
    /**
     * The most named groups a rewrite's regex may have (RouteTableFileFormat.md, ADR 0023): its
     * captures cost a pass over the URL per group, so a rule with more is refused where it is
     * written.
     */
    static final int MAX_NAMED_GROUPS = 16;
    /**
     * The most positions a rewrite's regex may have (RouteTableFileFormat.md): its captures cost
     * the URL's length times its positions at worst; 128 keeps the costliest rule on the longest
     * link a table allows within a main thread's budget (Swift's CapturingRegex.maximumPositions).
     */
    static final int MAX_POSITIONS = 128;

    final int[] op;
    final int[] target;      // JMP: the target; SPLIT: the preferred branch; SAVE: the slot
    final int[] alternative; // SPLIT: the other branch
    final RegexCharSet[] sets;
    final int slots;
    final List<String> names;
    private final List<Integer> namedGroupOffsets;
    private final long positions;
    /** The regex cut at its named groups, when they all stand at the top level; else null. */
    private final RegexCut cut;
    /**
     * The literal text every match starts with (RE2's literal prefix): the single code points the
     * program reads before its first branch, jump or set; empty when it starts otherwise.
     */
    private final String literalPrefix;

    /** A regex that cannot be compiled; offset is the character index in the source. */
    public static final class SyntaxError extends Exception {
        public final int offset;
        SyntaxError(String message, int offset) {
            super(message);
            this.offset = offset;
        }

        /** errors.json's {@code text}, which has no holes, at {@code offset}. */
        SyntaxError(ErrorText text, int offset) {
            this(text.template, offset);
        }
    }

    private Regex(RegexCompiler compiler) {
        int n = compiler.ops.size();
        op = new int[n];
        target = new int[n];
        alternative = new int[n];
        sets = new RegexCharSet[n];
        for (int i = 0; i < n; i++) {
            int[] ins = compiler.ops.get(i);
            op[i] = ins[0];
            target[i] = ins[1];
            alternative[i] = ins[2];
            sets[i] = compiler.setAt.get(i);
        }
        slots = compiler.groupCount * 2 + 2;
        names = Collections.unmodifiableList(new ArrayList<>(compiler.names));
        namedGroupOffsets = Immutable.listCopy(compiler.namedGroupOffsets);
        positions = compiler.positions;
        cut = compiler.topLevel ? new RegexCut(compiler) : null;
        literalPrefix = literalPrefix();
    }

    /**
     * The code points a match must start with: every path from the start runs the program's first
     * instructions in order up to the first {@code SPLIT} or {@code JMP}, so the single-code-point
     * sets met before it (past {@code SAVE}, and {@code ^} at the start) are read first, in order.
     */
    private String literalPrefix() {
        StringBuilder prefix = new StringBuilder();
        for (int pc = 0; pc < op.length; pc++) {
            if (op[pc] == SAVE || (op[pc] == BOL && prefix.length() == 0)) continue;
            int single = op[pc] == CHAR ? sets[pc].single() : -1;
            if (single < 0) break;
            prefix.appendCodePoint(single);
        }
        return prefix.toString();
    }

    public static Regex compile(String source) throws SyntaxError {
        return new Regex(new RegexCompiler(source).compileAll());
    }

    /**
     * A rewrite's regex: {@link #compile}, at most {@link #MAX_NAMED_GROUPS} named groups (the
     * first one past the limit is the error's place) and at most {@link #MAX_POSITIONS}
     * positions.
     */
    public static Regex compileRewrite(String source) throws SyntaxError {
        Regex regex = compile(source);
        // Where the named groups stand, as Swift's RegexLayout cuts the regex (the 17th top-level
        // group refused there too), before the count of positions.
        RegexGroupLayout.check(source);
        if (regex.namedGroupOffsets.size() > MAX_NAMED_GROUPS) {
            throw new SyntaxError(ErrorText.REGEX_TOO_MANY_GROUPS.format(
                String.valueOf(MAX_NAMED_GROUPS)), regex.namedGroupOffsets.get(MAX_NAMED_GROUPS));
        }
        if (regex.positions > MAX_POSITIONS) {
            throw new SyntaxError(ErrorText.REGEX_TOO_MANY_POSITIONS.format(
                String.valueOf(MAX_POSITIONS), String.valueOf(regex.positions)), 0);
        }
        return regex;
    }

    /**
     * Whether the whole of `input` matches: a Thompson NFA simulation without captures, no
     * allocation per step.
     */
    public boolean matchesWhole(String input) {
        int n = op.length;
        int[] cur = new int[n];
        int[] next = new int[n];
        int[] mark = new int[n];
        int[] stack = new int[2 * n + 2];
        int gen = 1;
        int len = input.length();
        int curSize = close(0, 0, len, cur, 0, mark, gen, stack);
        for (int i = 0; i < len; ) {
            int c = input.codePointAt(i);
            int after = i + Character.charCount(c);
            gen++;
            int nextSize = 0;
            for (int t = 0; t < curSize; t++) {
                int pc = cur[t];
                if (op[pc] == CHAR && sets[pc].contains(c)) {
                    nextSize = close(pc + 1, after, len, next, nextSize, mark, gen, stack);
                }
            }
            if (nextSize == 0) return false;
            int[] swap = cur;
            cur = next;
            next = swap;
            curSize = nextSize;
            i = after;
        }
        for (int t = 0; t < curSize; t++) {
            if (op[cur[t]] == MATCH) {
                return true;
            }
        }
        return false;
    }

    /** Adds `pc`'s epsilon closure at position `pos` to `list`; returns the new size. */
    private int close(int pc, int pos, int len, int[] list, int size, int[] mark, int gen,
            int[] stack) {
        int top = 0;
        stack[top++] = pc;
        while (top > 0) {
            int p = stack[--top];
            if (mark[p] == gen) continue;
            mark[p] = gen;
            switch (op[p]) {
                case JMP:
                    stack[top++] = target[p];
                    break;
                case SPLIT:
                    stack[top++] = alternative[p];
                    stack[top++] = target[p];
                    break;
                case SAVE:
                    stack[top++] = p + 1;
                    break;
                case BOL:
                    if (pos == 0) stack[top++] = p + 1;
                    break;
                case EOL:
                    if (pos == len) stack[top++] = p + 1;
                    break;
                default:
                    list[size++] = p;
            }
        }
        return size;
    }

    /**
     * The capture slots of a whole match of `input` (or null); slot 2k, 2k+1 are group k's bounds.
     */
    public int[] matchWhole(String input) {
        // A whole match starts at the input's start: one that does not begin with the literal
        // prefix cannot match, and is told without running the machine.
        if (!mayStart(input)) return null;
        // A text that does not match is told by the machine without captures, which allocates
        // nothing per step; only a match pays for its groups' slots.
        if (!matchesWhole(input)) return null;
        // Named groups at the top level cut the regex into pieces, each run once over the input
        // (the captures Swift's CapturingRegex finds); others need the machine with slots.
        if (cut != null) return cut.slots(this, Texts.scalars(input));
        return run(input, true);
    }

    /**
     * Whether {@code input} begins with the literal text every match begins with: when it does
     * not, neither it nor any text it begins with matches whole.
     */
    public boolean mayStart(String input) {
        return input.startsWith(literalPrefix);
    }

    /** The literal text every match starts with ({@link #mayStart}); empty when none. */
    String prefix() {
        return literalPrefix;
    }

    /** Group names by group number (index 0 unused, null for unnamed groups); unmodifiable. */
    public List<String> groupNames() {
        return names;
    }

    private int[] run(String input, boolean whole) {
        int[] cps = Texts.scalars(input);
        int n = op.length;
        int[][] clist = new int[n][];
        int[][] nlist = new int[n][];
        int[] cpc = new int[n];
        int[] npc = new int[n];
        int[] cc = {0};
        int[] nc = {0};
        int[] onList = new int[n];
        java.util.Arrays.fill(onList, -1);
        int[] matched = null;
        int[] init = new int[slots];
        java.util.Arrays.fill(init, -1);
        int gen = 0;
        Stack stack = new Stack(n);
        add(0, 0, cps.length, init, clist, cpc, cc, onList, gen, stack);
        for (int i = 0; ; i++) {
            if (cc[0] == 0) break;
            gen++;
            nc[0] = 0;
            for (int t = 0; t < cc[0]; t++) {
                int pc = cpc[t];
                int[] caps = clist[t];
                if (op[pc] == MATCH) {
                    if (!whole || i == cps.length) {
                        matched = caps;
                        break;
                    }
                    continue;
                }
                if (op[pc] == CHAR && i < cps.length && sets[pc].contains(cps[i])) {
                    add(pc + 1, i + 1, cps.length, caps, nlist, npc, nc, onList, gen, stack);
                }
            }
            if (i >= cps.length) break;
            int[][] tl = clist;
            clist = nlist;
            nlist = tl;
            int[] tp = cpc;
            cpc = npc;
            npc = tp;
            int[] tc = cc;
            cc = nc;
            nc = tc;
        }
        return matched;
    }

    /** The explicit stack of {@link #add}: a pc and its slots per entry, allocated once per run. */
    private static final class Stack {
        final int[] pcs;
        final int[][] caps;
        int top;

        Stack(int size) {
            // One add pushes its pc, then at most two per instruction it visits once.
            pcs = new int[2 * size + 1];
            caps = new int[2 * size + 1][];
        }

        void push(int pc, int[] slots) {
            pcs[top] = pc;
            caps[top] = slots;
            top++;
        }
    }

    private void add(int pc, int pos, int len, int[] caps, int[][] list, int[] pcs, int[] count,
            int[] onList, int gen, Stack stack) {
        // Iterative closure with an explicit stack keeps deep programs from overflowing the Java
        // stack.
        stack.top = 0;
        stack.push(pc, caps);
        while (stack.top > 0) {
            stack.top--;
            int p = stack.pcs[stack.top];
            int[] c = stack.caps[stack.top];
            if (onList[p] == gen) continue;
            onList[p] = gen;
            switch (op[p]) {
                case JMP:
                    stack.push(target[p], c);
                    break;
                case SPLIT:
                    stack.push(alternative[p], c);
                    stack.push(target[p], c);
                    break;
                case SAVE: {
                    int[] copy = c.clone();
                    if (target[p] < copy.length) copy[target[p]] = pos;
                    stack.push(p + 1, copy);
                    break;
                }
                case BOL:
                    if (pos == 0) stack.push(p + 1, c);
                    break;
                case EOL:
                    if (pos == len) stack.push(p + 1, c);
                    break;
                default:
                    list[count[0]] = c;
                    pcs[count[0]] = p;
                    count[0]++;
            }
        }
    }
}
