package dev.switchyard;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Parses the regex subset into a tree and emits the Pike VM program ({@link Regex}). */
final class RegexCompiler {
    private static final int ALT = 0, CAT = 1, SET = 2, REP = 3, GROUP = 4, BOL = 5, EOL = 6, EMPTY = 7;

    private static final class Node {
        int kind, min, max, group; // max -1: unbounded; group -1: not capturing
        Regex.CharSet set;
        List<Node> kids = new ArrayList<>();
        Node(int kind) { this.kind = kind; }
    }

    private final int[] src;
    private int i;
    private boolean ignoreCase;
    private int depth;
    int groupCount;
    final List<String> names = new ArrayList<>();
    final List<int[]> ops = new ArrayList<>();
    final Map<Integer, Regex.CharSet> setAt = new HashMap<>();

    RegexCompiler(String source) {
        src = source.codePoints().toArray();
        names.add(null);
    }

    RegexCompiler compileAll() throws Regex.SyntaxError {
        if (startsWith("(?i)")) { ignoreCase = true; i += 4; }
        Node tree = alternation();
        if (i < src.length) throw new Regex.SyntaxError("unbalanced ')'", i);
        emit(Regex.SAVE, 0, 0);
        gen(tree);
        emit(Regex.SAVE, 1, 0);
        emit(Regex.MATCH, 0, 0);
        return this;
    }

    private boolean startsWith(String s) {
        if (i + s.length() > src.length) return false;
        for (int k = 0; k < s.length(); k++) if (src[i + k] != s.charAt(k)) return false;
        return true;
    }

    private Node alternation() throws Regex.SyntaxError {
        if (++depth > 200) throw new Regex.SyntaxError("nested too deeply", i);
        Node alt = new Node(ALT);
        alt.kids.add(concat());
        while (i < src.length && src[i] == '|') { i++; alt.kids.add(concat()); }
        depth--;
        return alt.kids.size() == 1 ? alt.kids.get(0) : alt;
    }

    private Node concat() throws Regex.SyntaxError {
        Node cat = new Node(CAT);
        while (i < src.length && src[i] != '|' && src[i] != ')') {
            Node atom = atom();
            cat.kids.add(quantified(atom));
        }
        return cat;
    }

    private Node quantified(Node atom) throws Regex.SyntaxError {
        while (i < src.length) {
            int c = src[i];
            int min, max;
            if (c == '*') { min = 0; max = -1; i++; }
            else if (c == '+') { min = 1; max = -1; i++; }
            else if (c == '?') { min = 0; max = 1; i++; }
            else if (c == '{' && isBound()) {
                i++;
                min = number();
                max = min;
                if (src[i] == ',') { i++; max = (src[i] == '}') ? -1 : number(); }
                i++;
                if (min > Regex.MAX_BOUND || max > Regex.MAX_BOUND) throw new Regex.SyntaxError("repetition bound over 1000", i - 1);
                if (max != -1 && max < min) throw new Regex.SyntaxError("repetition bounds out of order", i - 1);
            } else return atom;
            if (atom.kind == BOL || atom.kind == EOL) throw new Regex.SyntaxError("nothing to repeat", i - 1);
            if (i < src.length && src[i] == '?') i++; // lazy reads as greedy: only whole matches count
            if (i < src.length && (src[i] == '*' || src[i] == '+')) throw new Regex.SyntaxError("possessive or stacked quantifier", i);
            Node rep = new Node(REP);
            rep.min = min; rep.max = max; rep.kids.add(atom);
            atom = rep;
        }
        return atom;
    }

    private boolean isBound() {
        int k = i + 1, digits = 0;
        while (k < src.length && Character.isDigit(src[k])) { k++; digits++; }
        if (digits == 0) return false;
        if (k < src.length && src[k] == ',') { k++; while (k < src.length && Character.isDigit(src[k])) k++; }
        return k < src.length && src[k] == '}';
    }

    private int number() {
        long v = 0;
        while (Character.isDigit(src[i])) { v = Math.min(v * 10 + (src[i] - '0'), 100000); i++; }
        return (int) v;
    }

    private Node atom() throws Regex.SyntaxError {
        int c = src[i];
        if (c == '(') {
            int at = i;
            i++;
            int group = -1;
            if (startsWith("?:")) i += 2;
            else if (startsWith("?<") && i + 2 < src.length && src[i + 2] != '=' && src[i + 2] != '!') {
                i += 2;
                StringBuilder name = new StringBuilder();
                while (i < src.length && src[i] != '>') name.appendCodePoint(src[i++]);
                if (i >= src.length || name.length() == 0) throw new Regex.SyntaxError("bad group name", at);
                i++;
                group = ++groupCount;
                names.add(name.toString());
            } else if (startsWith("?")) {
                throw new Regex.SyntaxError(unsupportedGroup().format(), at);
            }
            else { group = ++groupCount; names.add(null); }
            Node inner = alternation();
            if (i >= src.length || src[i] != ')') throw new Regex.SyntaxError("unbalanced '('", at);
            i++;
            Node g = new Node(GROUP);
            g.group = group;
            g.kids.add(inner);
            return g;
        }
        i++;
        switch (c) {
            case '^': return new Node(BOL);
            case '$': return new Node(EOL);
            case '.': { Node n = new Node(SET); n.set = new Regex.CharSet(); n.set.any = true; return n; }
            case '[': return klass();
            case '*': case '+': case '?': throw new Regex.SyntaxError("nothing to repeat", i - 1);
            case '\\': return setNode(escape(false));
            default: {
                Regex.CharSet s = new Regex.CharSet();
                s.ranges.add(new int[] {c, c});
                return setNode(s);
            }
        }
    }

    private Node setNode(Regex.CharSet s) {
        s.ignoreCase = ignoreCase;
        Node n = new Node(SET);
        n.set = s;
        return n;
    }

    /** After a backslash: a class escape or one literal character. */
    private Regex.CharSet escape(boolean inClass) throws Regex.SyntaxError {
        if (i >= src.length) throw new Regex.SyntaxError("trailing backslash", i - 1);
        int c = src[i++];
        Regex.CharSet s = new Regex.CharSet();
        switch (c) {
            case 'd': case 'D': s.ranges.add(new int[] {'0', '9'}); s.negated = c == 'D'; return s;
            case 'w': case 'W':
                s.ranges.add(new int[] {'a', 'z'}); s.ranges.add(new int[] {'A', 'Z'});
                s.ranges.add(new int[] {'0', '9'}); s.ranges.add(new int[] {'_', '_'}); s.negated = c == 'W'; return s;
            case 's': case 'S':
                s.ranges.add(new int[] {' ', ' '}); s.ranges.add(new int[] {'\t', '\r'}); s.negated = c == 'S'; return s;
            case 'n': s.ranges.add(new int[] {'\n', '\n'}); return s;
            case 't': s.ranges.add(new int[] {'\t', '\t'}); return s;
            case 'r': s.ranges.add(new int[] {'\r', '\r'}); return s;
            default:
                if (Character.isLetterOrDigit(c)) throw unsupportedEscape(c, inClass);
                s.ranges.add(new int[] {c, c});
                return s;
        }
    }

    /** What a {@code (?} group the engine does not run is, worded as the Swift reader words it. */
    private ErrorText unsupportedGroup() {
        int next = i + 1 < src.length ? src[i + 1] : -1;
        int after = i + 2 < src.length ? src[i + 2] : -1;
        if (next == '=' || next == '!' || (next == '<' && (after == '=' || after == '!'))) {
            return ErrorText.REGEX_LOOKAROUND;
        }
        if (next == '>') return ErrorText.REGEX_ATOMIC_GROUP;
        int k = i + 1;
        StringBuilder letters = new StringBuilder();
        while (k < src.length && (isAsciiLetter(src[k]) || src[k] == '-')) letters.appendCodePoint(src[k++]);
        if (letters.length() > 0 && k < src.length && (src[k] == ')' || src[k] == ':')) {
            boolean caseOption = letters.toString().equals("i") && src[k] == ')';
            return caseOption ? ErrorText.REGEX_CASE_OPTION_NOT_FIRST : ErrorText.REGEX_INLINE_OPTION;
        }
        return ErrorText.REGEX_GROUP_SYNTAX;
    }

    private static boolean isAsciiLetter(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /** A letter or digit after a backslash that the engine does not read, worded as Swift's. */
    private Regex.SyntaxError unsupportedEscape(int c, boolean inClass) {
        String shown = new String(Character.toChars(c));
        ErrorText text;
        if ((c >= '1' && c <= '9') || c == 'k') text = ErrorText.REGEX_BACKREFERENCE;
        else if (!inClass && (c == 'b' || c == 'B')) text = ErrorText.REGEX_WORD_BOUNDARY;
        else if (!inClass && "AzZG".indexOf(c) >= 0) text = ErrorText.REGEX_ANCHOR;
        else if (c == 'p' || c == 'P') text = ErrorText.REGEX_UNICODE_PROPERTY;
        else text = ErrorText.REGEX_UNKNOWN_ESCAPE;
        return new Regex.SyntaxError(text.format(shown), i - 2);
    }

    private Node klass() throws Regex.SyntaxError {
        int at = i - 1;
        Regex.CharSet s = new Regex.CharSet();
        if (i < src.length && src[i] == '^') { s.negated = true; i++; }
        boolean first = true;
        while (true) {
            if (i >= src.length) throw new Regex.SyntaxError("unterminated '['", at);
            int c = src[i];
            if (c == ']' && !first) { i++; break; }
            first = false;
            int lo;
            if (c == '\\') {
                i++;
                Regex.CharSet e = escape(true);
                if (e.negated || e.ranges.size() != 1 || e.ranges.get(0)[0] != e.ranges.get(0)[1]) {
                    if (e.negated) throw new Regex.SyntaxError("negated class escape inside a class", i - 2);
                    s.ranges.addAll(e.ranges);
                    continue;
                }
                lo = e.ranges.get(0)[0];
            } else { lo = c; i++; }
            int hi = lo;
            if (i + 1 < src.length && src[i] == '-' && src[i + 1] != ']') {
                i++;
                if (src[i] == '\\') { i++; Regex.CharSet e = escape(true); hi = e.ranges.get(0)[0]; }
                else hi = src[i++];
                if (hi < lo) throw new Regex.SyntaxError("range out of order", i - 1);
            }
            s.ranges.add(new int[] {lo, hi});
        }
        return setNode(s);
    }

    private int emit(int op, int x, int y) throws Regex.SyntaxError {
        if (ops.size() >= Regex.MAX_PROGRAM) throw new Regex.SyntaxError("regular expression too large", 0);
        ops.add(new int[] {op, x, y});
        return ops.size() - 1;
    }

    private void gen(Node n) throws Regex.SyntaxError {
        switch (n.kind) {
            case EMPTY: return;
            case BOL: emit(Regex.BOL, 0, 0); return;
            case EOL: emit(Regex.EOL, 0, 0); return;
            case SET: setAt.put(emit(Regex.CHAR, 0, 0), n.set); return;
            case CAT: for (Node k : n.kids) gen(k); return;
            case GROUP:
                if (n.group > 0) emit(Regex.SAVE, 2 * n.group, 0);
                gen(n.kids.get(0));
                if (n.group > 0) emit(Regex.SAVE, 2 * n.group + 1, 0);
                return;
            case ALT: {
                List<Integer> jumps = new ArrayList<>();
                for (int k = 0; k < n.kids.size(); k++) {
                    if (k < n.kids.size() - 1) {
                        int split = emit(Regex.SPLIT, 0, 0);
                        ops.get(split)[1] = split + 1;
                        gen(n.kids.get(k));
                        jumps.add(emit(Regex.JMP, 0, 0));
                        ops.get(split)[2] = ops.size();
                    } else gen(n.kids.get(k));
                }
                for (int j : jumps) ops.get(j)[1] = ops.size();
                return;
            }
            default: { // REP
                Node body = n.kids.get(0);
                for (int k = 0; k < n.min; k++) gen(body);
                if (n.max == -1) {
                    int split = emit(Regex.SPLIT, 0, 0);
                    ops.get(split)[1] = split + 1;
                    gen(body);
                    emit(Regex.JMP, split, 0);
                    ops.get(split)[2] = ops.size();
                } else {
                    List<Integer> splits = new ArrayList<>();
                    for (int k = n.min; k < n.max; k++) {
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
