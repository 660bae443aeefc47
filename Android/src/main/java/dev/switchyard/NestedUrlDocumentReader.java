package dev.switchyard;

import java.util.Collection;
import java.util.List;

/**
 * Reads a routing document's rewrite {@code "nested"} object with the Swift document reader's
 * messages (DynamicRouting.md, {@code document.format.nested}); the route-table file's reader is
 * {@link NestedUrlReader}.
 */
final class NestedUrlDocumentReader {
    private final RoutingDocumentParser parser;

    NestedUrlDocumentReader(RoutingDocumentParser parser) {
        this.parser = parser;
    }

    /** The options {@code node} writes; null, with every problem reported, when one is wrong. */
    NestedUrl read(Json.Node node) {
        Collection<Json.Node> members = parser.object(node, "\"nested\"");
        if (members == null) return null;
        boolean valid = true;
        boolean resolvesRelative = false;
        List<String> carried = Immutable.list();
        for (Json.Node value : members) {
            switch (value.key) {
                case "resolvesRelative":
                    if (value.kind != Json.Kind.BOOLEAN) {
                        parser.report(value, "\"resolvesRelative\" must be a boolean, not "
                            + value.typeName());
                        valid = false;
                    } else {
                        resolvesRelative = (Boolean) value.value;
                    }
                    break;
                case "carriedQueryItems":
                    int before = parser.diagnosticCount();
                    carried = parser.strings(value, "\"carriedQueryItems\"");
                    valid &= parser.diagnosticCount() == before;
                    break;
                case "source":
                    // A document is data from the network, perhaps signed with a leaked key:
                    // only the app's own rules may vouch for a nested URL (Security.md, T9).
                    // Any value is refused, at the value.
                    parser.report(value, ErrorText.NESTED_SOURCE_IN_DOCUMENT.format());
                    valid = false;
                    break;
                default:
                    parser.unknownKey(value, " in \"nested\"; expected resolvesRelative,"
                        + " carriedQueryItems");
                    valid = false;
            }
        }
        return valid ? new NestedUrl(resolvesRelative, carried, null) : null;
    }
}
