package dev.switchyard;

import dev.switchyard.internal.regex.Regex;
import dev.switchyard.internal.regex.RegexStart;
import javax.annotation.Nullable;

/**
 * A regex rule's regex: compiled where the rule is made (a JSON table's, a document's), or, for a
 * ready table's rule (ADR 0069), kept as its source and compiled, its rule's target checked with
 * its groups, when a link that starts as its matches do first needs it (issue #92 item 3: three
 * such rules compiled at load were a tenth of a fresh JVM's load of 1,000 routes). Links that do
 * not start so are passed over by the source's literal start ({@link RegexStart}) until then.
 * Shared by every thread that matches: threads racing to the first compile each make an equal
 * program, and one is kept.
 */
@NonnullByDefault
final class RewriteRegex {
    /** The source, for the compile a ready rule's first use makes. */
    private final String source;
    /** The rule's target, checked against the groups at that compile. */
    private final String to;
    /** What every match starts with, before the compile: a ready rule's. */
    private final String start;
    /** The program; null until a ready rule's first use, and after it when the rule is refused. */
    @Nullable
    private volatile Regex program;
    /**
     * Whether a ready rule's regex or target did not check (only a hand-made image's): the rule
     * then matches no URL. Set before the compile returns, and on every try.
     */
    private volatile boolean refused;

    private RewriteRegex(String source, String to, String start, @Nullable Regex program) {
        this.source = source;
        this.to = to;
        this.start = start;
        this.program = program;
    }

    /** A regex compiled, and its rule's target checked, already. */
    static RewriteRegex compiled(String source, Regex program) {
        return new RewriteRegex(source, "", "", program);
    }

    /** A ready table's regex: compiled, and {@code to} checked, when a link first needs it. */
    static RewriteRegex ready(String source, String to) {
        return new RewriteRegex(source, to, RegexStart.of(source), null);
    }

    /**
     * Whether {@code url} may start as a match does: when it does not, neither it nor its part
     * before the query matches. Compiles nothing.
     */
    boolean mayStart(String url) {
        Regex compiled = program;
        if (compiled != null) return compiled.mayStart(url);
        return !refused && url.startsWith(start);
    }

    /** Whether the program is made: a ready rule's first use compiled it, or it was given. */
    boolean compiled() {
        return program != null;
    }

    /** The program, compiled on the first call; null for a refused rule, which matches nothing. */
    @Nullable
    Regex program() {
        Regex compiled = program;
        if (compiled == null && !refused) {
            compiled = Compile.checked(source, to);
            if (compiled == null) refused = true;
            program = compiled;
        }
        return compiled;
    }

    /**
     * The first use's compile, in a class of its own: the class of the exception it catches is
     * loaded only when a link first needs a ready rule's regex, never at a table's load.
     */
    private static final class Compile {
        private Compile() {}

        /** The program, or null when the regex or the target does not check. */
        @Nullable
        static Regex checked(String source, String to) {
            try {
                Regex compiled = Regex.compileRewrite(source);
                boolean targetChecks = RewriteTarget.check(to, Rewrite.groups(compiled), true)
                    == null;
                return targetChecks ? compiled : null;
            } catch (Regex.SyntaxError unusable) {
                return null;
            }
        }
    }
}
