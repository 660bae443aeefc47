package dev.switchyard.documents.internal;

import dev.switchyard.documents.DocumentAppRange;
import dev.switchyard.documents.DocumentDiagnostic;
import dev.switchyard.documents.DocumentRollout;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.internal.json.ConfigJson;
import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.IsoDates;
import dev.switchyard.internal.text.Texts;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * Reads a routing document's fields from its bytes as Swift's {@code RoutingDocumentDecoder} does,
 * collecting every problem with its place, in the same words; {@code RoutingDocument.parse} builds
 * the document of them.
 */
public final class RoutingDocumentParser {
    /** The only format this version reads ({@code RoutingDocument.CURRENT_FORMAT}). */
    public static final int FORMAT = 1;
    /** The largest document read, in bytes: 1 MiB, as Swift ({@code RoutingDocuments}'s). */
    public static final int MAXIMUM_SIZE = 1 << 20;

    private static final String DOCUMENT_KEYS = "format, serial, app, notBefore, expires, rollout, "
        + "rewrites, redirects, degrades, routes, remove";

    private final List<DocumentDiagnostic> diagnostics = new ArrayList<>();

    private RoutingDocumentParser() {}

    /** The document's fields, or a {@code malformed} error with every problem, sorted by place. */
    public static DocumentDraft parse(byte[] bytes, String file) throws RoutingDocumentError {
        Json.Node root;
        try {
            root = ConfigJson.parse(bytes);
        } catch (Json.SyntaxError e) {
            throw DocumentsAccess.malformed(file,
                Immutable.list(DocumentsAccess.diagnostic(e.line, e.column, e.getMessage())));
        }
        RoutingDocumentParser parser = new RoutingDocumentParser();
        DocumentDraft document = parser.decode(root);
        if (document == null || !parser.diagnostics.isEmpty()) {
            List<DocumentDiagnostic> sorted = new ArrayList<>(parser.diagnostics);
            sorted.sort(Comparator.comparingInt(DocumentDiagnostic::line)
                .thenComparingInt(DocumentDiagnostic::column));
            throw DocumentsAccess.malformed(file, sorted);
        }
        // After the form, before anything is expanded or compiled (DynamicRouting.md, "A
        // document's budget"): past it, the document costs no more than its parse.
        DocumentDiagnostic overBudget = DocumentBudget.problem(root);
        if (overBudget != null) {
            throw DocumentsAccess.malformed(file, Collections.singletonList(overBudget));
        }
        return document;
    }

    void report(int line, int column, String message) {
        diagnostics.add(DocumentsAccess.diagnostic(line, column, message));
    }

    /** How many problems are reported so far (a reader of one entry tells whether it found any). */
    int diagnosticCount() {
        return diagnostics.size();
    }

    void report(Json.Node node, String message) {
        report(node.line, node.column, message);
    }

    /**
     * An unknown key in {@code context} (a rule, {@code "query"}), whose keys are {@code keys}: a
     * table's words.
     */
    void unknownKeyIn(Json.Node member, String context, String keys) {
        report(member.keyLine, member.keyColumn,
            ErrorText.KEY_UNKNOWN.format(Texts.quoted(member.key), context, keys));
    }

    private DocumentDraft decode(Json.Node root) {
        Collection<Json.Node> members = object(root, "the document");
        if (members == null) return null;
        Long format = null;
        Long serial = null;
        boolean sawSerial = false;
        DocumentDraft draft = new DocumentDraft();
        DocumentEntries entries = new DocumentEntries(this);
        for (Json.Node value : members) {
            switch (value.key) {
                case "format":
                    format = integer(value, "\"format\"");
                    break;
                case "serial":
                    sawSerial = true;
                    serial = serial(value);
                    break;
                default:
                    if (!rule(value.key, value, draft, entries)) {
                        report(value.keyLine, value.keyColumn, ErrorText.KEY_UNKNOWN
                            .format(Texts.quoted(value.key), "routing document", DOCUMENT_KEYS));
                    }
                    break;
            }
        }
        if (format != null && format != FORMAT) {
            report(root, DocumentText.DOCUMENT_FORMAT_UNSUPPORTED.format(String.valueOf(format),
                String.valueOf(FORMAT)));
        }
        if (serial == null) {
            if (!sawSerial) {
                report(root, DocumentText.DOCUMENT_MISSING_SERIAL.template);
            }
            return null;
        }
        if (format == null) {
            report(root, DocumentText.DOCUMENT_MISSING_FORMAT.format(
                String.valueOf(FORMAT)));
            return null;
        }
        draft.format = format;
        draft.serial = serial;
        if (draft.notBefore != null && draft.expires != null
                && !draft.expires.isAfter(draft.notBefore)) {
            report(root, DocumentText.DOCUMENT_EXPIRES_NOT_AFTER.template);
        }
        return draft;
    }

    /**
     * The entries of an array that decode (a problem in one is reported, the others still read).
     */
    <T> List<T> each(Json.Node node, String what, Function<Json.Node, T> decode) {
        List<T> out = new ArrayList<>();
        for (Json.Node item : array(node, what)) {
            T entry = decode.apply(item);
            if (entry != null) out.add(entry);
        }
        return out;
    }

    /**
     * The serial, or null with the problem reported at the value's first character ({@code
     * document.format.malformed}), in the Swift reader's words.
     */
    private Long serial(Json.Node node) {
        if (node.kind != Json.Kind.INTEGER) {
            String what = node.kind == Json.Kind.NUMBER
                ? "a number with a fraction or an exponent" : withArticle(node.typeName());
            report(node, DocumentText.DOCUMENT_SERIAL_TYPE.format(what));
            return null;
        }
        long value = (Long) node.value;
        if (value < 1) {
            report(node, DocumentText.DOCUMENT_SERIAL_VALUE.format(String.valueOf(value)));
            return null;
        }
        return value;
    }

    /** A JSON type's name with its article: {@code a string}, {@code an array}, {@code null}. */
    static String withArticle(String typeName) {
        if (typeName.equals("null")) return "null";
        return ("aeiou".indexOf(typeName.charAt(0)) >= 0 ? "an " : "a ") + typeName;
    }

    Collection<Json.Node> object(Json.Node node, String what) {
        if (node.members() == null) {
            report(node, ErrorText.VALUE_NOT_OBJECT.format(what, node.typeName()));
            return null;
        }
        return node.members();
    }

    List<Json.Node> array(Json.Node node, String what) {
        if (node.array() == null) {
            report(node, ErrorText.VALUE_NOT_ARRAY.format(what, node.typeName()));
            return Immutable.list();
        }
        return node.array();
    }

    String string(Json.Node node, String what) {
        if (node.string() == null) {
            report(node, ErrorText.VALUE_NOT_STRING.format(what, node.typeName()));
            return null;
        }
        return node.string();
    }

    Long integer(Json.Node node, String what) {
        if (node.kind != Json.Kind.INTEGER) {
            report(node, ErrorText.VALUE_NOT_INTEGER.format(what, node.typeName()));
            return null;
        }
        return (Long) node.value;
    }

    List<String> strings(Json.Node node, String what) {
        List<String> out = new ArrayList<>();
        for (Json.Node item : array(node, what)) {
            String text = string(item, "each of " + what);
            if (text != null) out.add(text);
        }
        return out;
    }

    private Instant date(Json.Node node, String what) {
        String text = string(node, what);
        if (text == null) return null;
        Instant date = IsoDates.parse(text);
        if (date == null) {
            String why = IsoDates.problem(text);
            String shown = Texts.quoted(text);
            report(node, why == null ? DocumentText.DOCUMENT_NOT_A_DATE.format(what, shown)
                : DocumentText.DOCUMENT_DATE_OUT_OF_RANGE.format(what, shown, why));
        }
        return date;
    }

    DocumentAppRange appRange(Json.Node node) {
        Collection<Json.Node> members = object(node, "\"app\"");
        if (members == null) return null;
        String min = null;
        String max = null;
        List<String> platforms = Immutable.list();
        for (Json.Node member : members) {
            switch (member.key) {
                case "minVersion":
                    min = version(member, "\"minVersion\"");
                    break;
                case "maxVersion":
                    max = version(member, "\"maxVersion\"");
                    break;
                case "platforms":
                    platforms = strings(member, "\"platforms\"");
                    break;
                default: unknownKeyIn(member, "\"app\"", "minVersion, maxVersion, platforms");
            }
        }
        return DocumentsAccess.appRange(min, max, platforms);
    }

    private String version(Json.Node node, String what) {
        String text = string(node, what);
        if (text == null) return null;
        if (AppVersion.parse(text) == null) {
            report(node, DocumentText.DOCUMENT_NOT_A_VERSION.format(what, Texts.quoted(text)));
            return null;
        }
        return text;
    }

    /** Reads one of the document's rules or conditions into {@code draft}; false: no such key. */
    private boolean rule(String key, Json.Node value, DocumentDraft draft,
                         DocumentEntries entries) {
        switch (key) {
            case "app":
                draft.app = appRange(value);
                return true;
            case "notBefore":
                draft.notBefore = date(value, "\"notBefore\"");
                return true;
            case "expires":
                draft.expires = date(value, "\"expires\"");
                return true;
            case "rollout":
                draft.rollout = rollout(value);
                return true;
            case "rewrites":
                draft.rewrites = each(value, "\"rewrites\"", entries::rewrite);
                return true;
            case "redirects":
                draft.redirects = each(value, "\"redirects\"", entries::redirect);
                return true;
            case "degrades":
                draft.degrades = each(value, "\"degrades\"", entries::degrade);
                return true;
            case "routes":
                draft.routes = each(value, "\"routes\"", entries::route);
                return true;
            case "remove":
                draft.removals = each(value, "\"remove\"", entries::removal);
                return true;
            default:
                return false;
        }
    }

    private DocumentRollout rollout(Json.Node node) {
        Collection<Json.Node> members = object(node, "\"rollout\"");
        if (members == null) return null;
        Double percent = null;
        boolean sawPercent = false;
        String salt = null;
        for (Json.Node value : members) {
            switch (value.key) {
                case "percent":
                    sawPercent = true;
                    if (value.kind == Json.Kind.INTEGER) {
                        percent = (double) (long) (Long) value.value;
                    } else if (value.kind == Json.Kind.NUMBER) {
                        percent = (Double) value.value;
                    } else {
                        report(value, DocumentText.DOCUMENT_PERCENT_TYPE.format(value.typeName()));
                    }
                    if (percent != null && !(percent >= 0 && percent <= 100)) {
                        report(value, DocumentText.DOCUMENT_PERCENT_RANGE.template);
                        percent = null;
                    }
                    break;
                case "salt":
                    salt = string(value, "\"salt\"");
                    break;
                default: unknownKeyIn(value, "\"rollout\"", "percent, salt");
            }
        }
        if (percent == null) {
            // A percent that is there but wrong was reported at its value.
            if (!sawPercent) report(node, DocumentText.DOCUMENT_ROLLOUT_NEEDS_PERCENT.template);
            return null;
        }
        return DocumentsAccess.rollout(percent, salt);
    }
}
