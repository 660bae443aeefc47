package dev.switchyard;

import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Texts;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** One problem with a route-table file: where it is and which error of the table it is. */
final class TableProblem {
    final int line;
    final int column;
    /** The error's entry in the table of errors; null for a pattern problem not listed yet. */
    final ErrorText text;
    final String message;
    /** The lines a tool prints under the message (the text with a caret), or null. */
    private String excerpt;

    /** A pattern's problem, worded by the pattern parser. */
    TableProblem(int line, int column, String message) {
        this(line, column, (ErrorText) null, message);
    }

    /** A problem a parser found, with its entry in the table when the parser names one. */
    TableProblem(int line, int column, PatternError error) {
        this(line, column, error.text, error.getMessage());
    }

    private TableProblem(int line, int column, ErrorText text, String message) {
        this.line = line;
        this.column = column;
        this.text = text;
        this.message = message;
    }

    TableProblem(int line, int column, ErrorText text, String... values) {
        this.line = line;
        this.column = column;
        this.text = text;
        this.message = text.format(values);
    }

    /** With the excerpt Swift prints under a pattern's or a link source's problem. */
    TableProblem pointingInto(String source, int offset) {
        excerpt = excerpt(source, source.codePointCount(0, Math.min(offset, source.length())));
        return this;
    }

    /**
     * Two lines: the text (a window of 60 characters around the place when it is longer than
     * 80) and a caret under the character, as Swift's {@code PatternError.excerpt}.
     */
    static String excerpt(String source, int offset) {
        int[] scalars = source.codePoints().toArray();
        int start = 0;
        int end = scalars.length;
        if (scalars.length > 80) {
            start = Math.min(Math.max(0, offset - 30), scalars.length - 60);
            end = start + 60;
        }
        StringBuilder shown = new StringBuilder(start > 0 ? "…" : "");
        for (int k = start; k < end; k++) {
            shown.appendCodePoint(Texts.isConcealing(scalars[k]) ? '?' : scalars[k]);
        }
        if (end < scalars.length) shown.append('…');
        int column = Math.max(0, offset - start) + (start > 0 ? 1 : 0);
        return "  " + shown + "\n  " + Texts.repeat(' ', column) + "^";
    }

    /** The problems in file order; of two at one place, the one found first (as Swift sorts). */
    static List<TableProblem> ordered(List<TableProblem> problems) {
        List<TableProblem> sorted = new ArrayList<>(problems);
        sorted.sort(Comparator.<TableProblem>comparingInt(p -> p.line)
            .thenComparingInt(p -> p.column));
        return sorted;
    }

    /** The first in file order, or null. */
    static TableProblem first(List<TableProblem> problems) {
        List<TableProblem> sorted = ordered(problems);
        return sorted.isEmpty() ? null : sorted.get(0);
    }

    /** As a tool prints it: {@code file:line:column: error: message}, then its excerpt. */
    String printed(String file) {
        String head = file + ":" + line + ":" + column + ": error: " + message;
        return excerpt == null ? head : head + "\n" + excerpt;
    }

    /** The file's error: the first problem, with every problem as the tool prints them. */
    static TableError error(String file, List<TableProblem> problems) {
        List<TableProblem> sorted = ordered(problems);
        TableProblem first = sorted.get(0);
        List<String> printed = new ArrayList<>();
        for (TableProblem p : sorted) printed.add(p.printed(file));
        return new TableError(file, first.line, first.column, first.message,
            first.text == null ? "pattern" : first.text.kind,
            first.text == null ? null : first.text.code, String.join("\n", printed));
    }
}
