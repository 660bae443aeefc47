package dev.switchyard;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * Reads a rewrite's {@code "nested"} object from a route-table file (RouteTableFileFormat.md, "A
 * rewrite's nested URL") once the file's schema holds: {@link TableSchema} reports each problem
 * with it, with Swift's message and at Swift's place, among the file's other problems.
 */
final class NestedUrlReader {
    private NestedUrlReader() {}

    /** The options a checked {@code "nested"} object writes. */
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
