package dev.switchyard.internal.regex;

import static dev.switchyard.internal.regex.RegexCompiler.ALT;
import static dev.switchyard.internal.regex.RegexCompiler.BOL;
import static dev.switchyard.internal.regex.RegexCompiler.CAT;
import static dev.switchyard.internal.regex.RegexCompiler.EOL;
import static dev.switchyard.internal.regex.RegexCompiler.GROUP;
import static dev.switchyard.internal.regex.RegexCompiler.REP;
import static dev.switchyard.internal.regex.RegexCompiler.SET;

import dev.switchyard.internal.regex.RegexCompiler.Node;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Texts;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a regex's source into its syntax tree ({@link RegexCompiler.Node}): groups, alternatives,
 * repetitions, classes and escapes, refusing what the subset does not hold. The tree's shape and
 * the program emitted from it are {@link RegexCompiler}'s; this only reads.
 */
final class RegexParser {
    private final int[] src;
    private int pos;
    private boolean ignoreCase;
    private int depth;
    int groupCount;
    final List<String> names = new ArrayList<>();
    /** Where each named group opens in the source, in code points, in the order they open. */
    final List<Integer> namedGroupOffsets = new ArrayList<>();

    RegexParser(String source) {
        src = Texts.scalars(source);
        names.add(null);
    }

    /** The tree of the whole source, past a leading {@code (?i)}. */
    Node parse() throws Regex.SyntaxError {
        if (startsWith("(?i)")) {
            ignoreCase = true;
            pos += 4;
        }
        Node tree = alternation();
        if (pos < src.length) throw new Regex.SyntaxError(ErrorText.REGEX_UNBALANCED_CLOSE, pos);
        return tree;
    }

    private boolean startsWith(String prefix) {
        if (pos + prefix.length() > src.length) return false;
        for (int k = 0; k < prefix.length(); k++) {
            if (src[pos + k] != prefix.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    private Node alternation() throws Regex.SyntaxError {
        if (++depth > 200) throw new Regex.SyntaxError("nested too deeply", pos);
        Node alt = new Node(ALT);
        alt.kids.add(concat());
        while (pos < src.length && src[pos] == '|') {
            pos++;
            alt.kids.add(concat());
        }
        depth--;
        return alt.kids.size() == 1 ? alt.kids.get(0) : alt;
    }

    private Node concat() throws Regex.SyntaxError {
        Node cat = new Node(CAT);
        while (pos < src.length && src[pos] != '|' && src[pos] != ')') {
            Node atom = atom();
            cat.kids.add(quantified(atom));
        }
        return cat;
    }

    private Node quantified(Node atom) throws Regex.SyntaxError {
        while (pos < src.length) {
            int c = src[pos];
            int min;
            int max;
            if (c == '*') {
                min = 0;
                max = -1;
                pos++;
            } else if (c == '+') {
                min = 1;
                max = -1;
                pos++;
            } else if (c == '?') {
                min = 0;
                max = 1;
                pos++;
            } else if (c == '{' && isBound()) {
                pos++;
                min = number();
                max = min;
                if (src[pos] == ',') {
                    pos++;
                    max = (src[pos] == '}') ? -1 : number();
                }
                pos++;
                if (min > Regex.MAX_BOUND || max > Regex.MAX_BOUND) {
                    throw new Regex.SyntaxError("repetition bound over 1000", pos - 1);
                }
                if (max != -1 && max < min) {
                    throw new Regex.SyntaxError("repetition bounds out of order", pos - 1);
                }
            } else return atom;
            if (atom.kind == BOL || atom.kind == EOL) {
                throw new Regex.SyntaxError("nothing to repeat", pos - 1);
            }
            // lazy reads as greedy: only whole matches count
            if (pos < src.length && src[pos] == '?') pos++;
            if (pos < src.length && (src[pos] == '*' || src[pos] == '+')) {
                throw new Regex.SyntaxError("possessive or stacked quantifier", pos);
            }
            Node rep = new Node(REP);
            rep.min = min;
            rep.max = max;
            rep.kids.add(atom);
            atom = rep;
        }
        return atom;
    }

    private boolean isBound() {
        int k = pos + 1;
        int digits = 0;
        while (k < src.length && Character.isDigit(src[k])) {
            k++;
            digits++;
        }
        if (digits == 0) return false;
        if (k < src.length && src[k] == ',') {
            k++;
            while (k < src.length && Character.isDigit(src[k])) k++;
        }
        return k < src.length && src[k] == '}';
    }

    private int number() {
        long v = 0;
        while (Character.isDigit(src[pos])) {
            v = Math.min(v * 10 + (src[pos] - '0'), 100000);
            pos++;
        }
        return (int) v;
    }

    private Node atom() throws Regex.SyntaxError {
        int c = src[pos];
        if (c == '(') {
            int at = pos;
            pos++;
            int group = -1;
            if (startsWith("?:")) pos += 2;
            else if (startsWith("?<") && pos + 2 < src.length && src[pos + 2] != '='
                    && src[pos + 2] != '!') {
                pos += 2;
                StringBuilder name = new StringBuilder();
                while (pos < src.length && src[pos] != '>') name.appendCodePoint(src[pos++]);
                if (pos >= src.length || name.length() == 0) {
                    throw new Regex.SyntaxError("bad group name", at);
                }
                pos++;
                group = ++groupCount;
                names.add(name.toString());
                namedGroupOffsets.add(at);
            } else if (startsWith("?")) {
                throw new Regex.SyntaxError(RegexRefusals.group(src, pos).format(), at);
            }
            // An unnamed group captures nothing anyone reads: it is compiled as (?:…), so a match
            // carries the slots of the named groups only.
            Node inner = alternation();
            if (pos >= src.length || src[pos] != ')') {
                throw new Regex.SyntaxError(ErrorText.REGEX_UNBALANCED_OPEN, at);
            }
            pos++;
            Node g = new Node(GROUP);
            g.group = group;
            g.kids.add(inner);
            return g;
        }
        pos++;
        switch (c) {
            case '^':
                return new Node(BOL);
            case '$':
                return new Node(EOL);
            case '.': {
                Node n = new Node(SET);
                n.set = new RegexCharSet();
                n.set.any = true;
                return n;
            }
            case '[':
                return klass();
            case '*':
                case '+': case '?': throw new Regex.SyntaxError("nothing to repeat", pos - 1);
            case '\\':
                return setNode(escape(false));
            default: {
                RegexCharSet s = new RegexCharSet();
                s.ranges.add(new int[] {c, c});
                return setNode(s);
            }
        }
    }

    private Node setNode(RegexCharSet set) {
        set.ignoreCase = ignoreCase;
        Node n = new Node(SET);
        n.set = set;
        return n;
    }

    /** After a backslash: a class escape or one literal character. */
    private RegexCharSet escape(boolean inClass) throws Regex.SyntaxError {
        if (pos >= src.length) throw new Regex.SyntaxError("trailing backslash", pos - 1);
        int c = src[pos++];
        RegexCharSet s = new RegexCharSet();
        switch (c) {
            case 'd':
                case 'D': s.ranges.add(new int[] {'0', '9'});
                s.negated = c == 'D';
                return s;
            case 'w':
                case 'W':
                    s.ranges.add(new int[] {'a', 'z'});
                    s.ranges.add(new int[] {'A', 'Z'});
                    s.ranges.add(new int[] {'0', '9'});
                    s.ranges.add(new int[] {'_', '_'});
                    s.negated = c == 'W';
                    return s;
            case 's':
                case 'S':
                    s.ranges.add(new int[] {' ', ' '});
                    s.ranges.add(new int[] {'\t', '\r'});
                    s.negated = c == 'S';
                    return s;
            case 'n':
                s.ranges.add(new int[] {'\n', '\n'});
                return s;
            case 't':
                s.ranges.add(new int[] {'\t', '\t'});
                return s;
            case 'r':
                s.ranges.add(new int[] {'\r', '\r'});
                return s;
            default:
                if (Character.isLetterOrDigit(c)) {
                    throw RegexRefusals.escape(c, inClass, pos - 2);
                }
                s.ranges.add(new int[] {c, c});
                return s;
        }
    }

    private Node klass() throws Regex.SyntaxError {
        int at = pos - 1;
        RegexCharSet s = new RegexCharSet();
        if (pos < src.length && src[pos] == '^') {
            s.negated = true;
            pos++;
        }
        boolean first = true;
        while (true) {
            if (pos >= src.length) throw new Regex.SyntaxError("unterminated '['", at);
            int c = src[pos];
            if (c == ']' && !first) {
                pos++;
                break;
            }
            first = false;
            int lo;
            if (c == '\\') {
                pos++;
                RegexCharSet e = escape(true);
                if (e.negated || e.ranges.size() != 1 || e.ranges.get(0)[0] != e.ranges.get(0)[1]) {
                    if (e.negated) {
                        throw new Regex.SyntaxError("negated class escape inside a class", pos - 2);
                    }
                    s.ranges.addAll(e.ranges);
                    continue;
                }
                lo = e.ranges.get(0)[0];
            } else {
                lo = c;
                pos++;
            }
            int hi = lo;
            if (pos + 1 < src.length && src[pos] == '-' && src[pos + 1] != ']') {
                pos++;
                if (src[pos] == '\\') {
                    pos++;
                    RegexCharSet e = escape(true);
                    hi = e.ranges.get(0)[0];
                } else hi = src[pos++];
                if (hi < lo) throw new Regex.SyntaxError("range out of order", pos - 1);
            }
            s.ranges.add(new int[] {lo, hi});
        }
        return setNode(s);
    }
}
