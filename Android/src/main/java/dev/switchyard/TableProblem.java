package dev.switchyard;

import java.util.List;

/** One problem with a route-table file: where it is and which error of the table it is. */
final class TableProblem {
    final int line;
    final int column;
    /** The error's entry in the table of errors; null for a pattern problem not listed yet. */
    final ErrorText text;
    final String message;

    /** A pattern's problem, worded by the pattern parser. */
    TableProblem(int line, int column, String message) {
        this.line = line;
        this.column = column;
        this.text = null;
        this.message = message;
    }

    TableProblem(int line, int column, ErrorText text, String... values) {
        this.line = line;
        this.column = column;
        this.text = text;
        this.message = text.format(values);
    }

    /** The first in file order; of two at one place, the one found first (as Swift sorts them). */
    static TableProblem first(List<TableProblem> problems) {
        TableProblem best = null;
        for (TableProblem p : problems) {
            boolean earlier = best == null || p.line < best.line
                || (p.line == best.line && p.column < best.column);
            if (earlier) {
                best = p;
            }
        }
        return best;
    }

    TableError error(String file) {
        return new TableError(file, line, column, message, text == null ? "pattern" : text.kind,
            text == null ? null : text.code);
    }
}
