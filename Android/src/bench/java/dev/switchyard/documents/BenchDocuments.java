package dev.switchyard.documents;

import dev.switchyard.RouteTable;

/**
 * The benchmarks' way to unsigned documents: {@code Android/bench.sh} runs them as programs, with
 * no test runner on the class path, where the testing jar's {@link UnsignedRoutingDocuments}
 * refuses. In the documents package, to reach its methods without that check; not in any jar.
 */
public final class BenchDocuments {
    private BenchDocuments() {}

    /**
     * As {@link UnsignedRoutingDocuments#builderForTesting}.
     *
     * @param table the table
     * @param context the device
     * @return the builder
     */
    public static RoutingDocuments.Builder unsigned(RouteTable table, DeviceContext context) {
        return UnsignedRoutingDocuments.unchecked(table, context);
    }

    /**
     * As {@link UnsignedRoutingDocuments#applyForTesting} with no context and every handler bound.
     *
     * @param table the table
     * @param document the document
     * @return the table with the document in force
     * @throws RoutingDocumentError when the document does not apply
     */
    public static AppliedTable apply(RouteTable table, RoutingDocument document)
        throws RoutingDocumentError {
        return AppliedTable.apply(table, document, null, null);
    }
}
