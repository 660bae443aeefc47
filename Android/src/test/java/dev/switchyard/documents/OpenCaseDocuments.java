package dev.switchyard.documents;

import dev.switchyard.RouteTable;
import dev.switchyard.documents.internal.DocumentConditions;
import dev.switchyard.internal.json.Json;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The routing documents of an {@code open} case, built as a {@code document} case's are: a fresh
 * install of the case's device, clock, keys and handlers (unsigned through {@link
 * UnsignedRoutingDocuments#builderForTesting} when the case gives no keys), every arrival offered
 * in order. Public for the router's corpus runner, in another package.
 */
public final class OpenCaseDocuments {
    private OpenCaseDocuments() {}

    /** The case's documents after its arrivals. */
    public static RoutingDocuments of(RouteTable table, Map<String, Json.Node> testCase)
        throws RoutingDocumentError {
        RoutingDocuments documents = fresh(table, testCase);
        List<Json.Node> arrivals = testCase.get("documents").array();
        for (int i = 0; i < arrivals.size(); i++) {
            byte[] bytes =
                arrivals.get(i).object().get("text").string().getBytes(StandardCharsets.UTF_8);
            documents.offer(bytes, "document-" + (i + 1) + ".json");
        }
        return documents;
    }

    /**
     * The documents on a fresh install of a case's device, clock, keys and handlers, before any
     * arrival: an {@code open} case's and a {@code document} case's ({@link DocumentCorpusTest}).
     */
    static RoutingDocuments fresh(RouteTable table, Map<String, Json.Node> testCase)
        throws RoutingDocumentError {
        Map<String, Json.Node> context = testCase.get("context").object();
        String appVersion = text(context, "appVersion");
        String platform = text(context, "platform");
        String userId = text(context, "userId");
        DeviceContext device = new DeviceContext(appVersion == null ? "" : appVersion,
            platform == null ? "" : platform, userId == null ? "" : userId);
        Instant now = Instant.parse(text(context, "now"));
        RoutingDocuments.Builder builder = testCase.containsKey("keys")
            ? RoutingDocuments.builder(table, device).floorStore(new InMemoryFloorStore())
            : UnsignedRoutingDocuments.builderForTesting(table, device);
        builder.clock(() -> now).conditions(new DocumentConditions(appVersion != null,
            platform != null, userId != null));
        if (context.containsKey("minimumSerial")) {
            builder.minimumSerial((Long) context.get("minimumSerial").value);
        }
        if (testCase.containsKey("keys")) {
            Map<String, String> keys = new TreeMap<>();
            testCase.get("keys").object().forEach((id, key) -> keys.put(id, key.string()));
            builder.keys(PinnedKeys.of(keys));
        }
        if (testCase.containsKey("handlers")) {
            Set<String> handlers = new HashSet<>();
            for (Json.Node handler : testCase.get("handlers").array()) {
                handlers.add(handler.string());
            }
            builder.handlers(handlers);
        }
        return builder.build();
    }

    private static String text(Map<String, Json.Node> object, String key) {
        Json.Node node = object.get(key);
        return node == null ? null : node.string();
    }
}
