package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.KeySuggestion;
import dev.switchyard.internal.text.Texts;
import java.util.List;

/**
 * How a check of a route-table file against its format reports what it finds: a problem at a
 * value or at its key, and an unknown key with the key it may have meant. {@link TableSchema}
 * checks the file and {@link AppsSchema} its {@code options.apps}, into one list, with one
 * wording.
 */
abstract class SchemaCheck {
    private final List<TableProblem> problems;

    SchemaCheck(List<TableProblem> problems) {
        this.problems = problems;
    }

    final List<TableProblem> problems() {
        return problems;
    }

    final void report(int line, int column, ErrorText text, String... values) {
        problems.add(new TableProblem(line, column, text, values));
    }

    final void at(Json.Node node, ErrorText text, String... values) {
        report(node.line, node.column, text, values);
    }

    final void atKey(Json.Node node, ErrorText text, String... values) {
        report(node.keyLine, node.keyColumn, text, values);
    }

    static String q(String text) {
        return Texts.quoted(text);
    }

    /** {@code key}, which {@code context} lacks, with the one of {@code keys} it is near. */
    final void unknownKey(String key, Json.Node value, String context, List<String> keys) {
        String suggestion = KeySuggestion.among(key, keys);
        if (suggestion != null) {
            atKey(value, ErrorText.KEY_UNKNOWN_SUGGESTED, q(key), context, q(suggestion));
        } else {
            atKey(value, ErrorText.KEY_UNKNOWN, q(key), context, String.join(", ", keys));
        }
    }
}
