package dev.switchyard.internal.nested;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * Reads a rewrite's {@code "nested"} object (RouteTableFileFormat.md, "A rewrite's nested URL"),
 * from a route-table file or a routing document: one reading of the same JSON tree. A table's
 * object is checked first by {@code TableSchema}, among the file's other problems; a document's by
 * {@code DocumentEntries} with the Swift document reader's messages (DynamicRouting.md,
 * {@code document.format.nested}), where {@code "source"} and {@code x-} keys are refused.
 */
public final class NestedUrlReader {
    private NestedUrlReader() {}

    /**
     * The options a table's {@code "nested"}, which {@code TableSchema} checked, writes; the
     * defaults when there is none ({@code node} null).
     */
    public static NestedUrl read(@Nullable Json.Node node) {
        if (node == null) return NestedUrl.DEFAULT;
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
                    source = NestedUrl.source(value.string());
                    break;
                default:
                    break; // an x- key: the user's own
            }
        }
        return new NestedUrl(resolvesRelative, carried, source);
    }
}
