package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * Reads a rewrite's {@code "nested"} object (RouteTableFileFormat.md, "A rewrite's nested URL"),
 * from a route-table file or a routing document: one reading of the same JSON tree. A table's
 * object is checked first by {@link TableSchema}, among the file's other problems; a document's is
 * checked here with the Swift document reader's messages (DynamicRouting.md,
 * {@code document.format.nested}), where {@code "source"} and {@code x-} keys are refused.
 */
final class NestedUrlReader {
    private NestedUrlReader() {}

    /** The options a table's {@code "nested"}, which {@link TableSchema} checked, writes. */
    static NestedUrl read(Json.Node node) {
        boolean resolvesRelative = false;
        List<String> carried = Immutable.list();
        RouteSource source = null;
        for (Map.Entry<String, Json.Node> member : node.object().entrySet()) {
            Json.Node value = member.getValue();
            switch (member.getKey()) {
                case "resolvesRelative":
                    resolvesRelative = (Boolean) value.value;
                    break;
                case "carriedQueryItems":
                    carried = new ArrayList<>();
                    for (Json.Node item : value.array()) carried.add(item.string());
                    break;
                case "source":
                    source = source(value.string());
                    break;
                default:
                    break; // an x- key: the user's own
            }
        }
        return new NestedUrl(resolvesRelative, carried, source);
    }

    /**
     * The options a routing document's {@code "nested"} object writes; null, with every problem
     * reported to {@code parser}, when one is wrong.
     */
    @Nullable
    static NestedUrl readDocument(Json.Node node, RoutingDocumentParser parser) {
        Collection<Json.Node> members = parser.object(node, "\"nested\"");
        if (members == null) return null;
        int before = parser.diagnosticCount();
        for (Json.Node value : members) {
            switch (value.key) {
                case "resolvesRelative":
                    if (value.kind != Json.Kind.BOOLEAN) {
                        parser.report(value, "\"resolvesRelative\" must be a boolean, not "
                            + value.typeName());
                    }
                    break;
                case "carriedQueryItems":
                    parser.strings(value, "\"carriedQueryItems\"");
                    break;
                case "source":
                    // A document is data from the network, perhaps signed with a leaked key:
                    // only the app's own rules may vouch for a nested URL (Security.md, T9).
                    // Any value is refused, at the value.
                    parser.report(value, ErrorText.NESTED_SOURCE_IN_DOCUMENT.format());
                    break;
                default:
                    parser.unknownKey(value, " in \"nested\"; expected resolvesRelative,"
                        + " carriedQueryItems");
            }
        }
        return parser.diagnosticCount() == before ? read(node) : null;
    }

    /** The source a {@code "source"} spells, or null when it spells none. */
    @Nullable
    static RouteSource source(String text) {
        try {
            return RouteSource.parse(text);
        } catch (IllegalArgumentException notASource) {
            return null;
        }
    }
}
