package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.fail;

import dev.switchyard.internal.json.Json;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * An {@code open} case's {@code app.analytics} (Conformance/README.md, "open cases";
 * router.analytics.redact): the query names whose values the events keep ({@code
 * keepsQueryValues}), or full links ({@code recordsFullLinks}), set on the case's builder.
 */
final class OpenCaseAnalytics {
    private static final Set<String> KEYS =
        new TreeSet<>(Arrays.asList("keepsQueryValues", "recordsFullLinks"));

    private OpenCaseAnalytics() {}

    /** Sets {@code app}'s analytics settings, when it has some, on {@code builder}. */
    static void apply(Router.Builder<String> builder, Map<String, Json.Node> app, String label) {
        if (!app.containsKey("analytics")) return;
        Map<String, Json.Node> settings = app.get("analytics").object();
        if (settings == null) fail(label + ": app.analytics is not an object");
        OpenScript.known(settings.keySet(), KEYS, label + " app.analytics");
        if (settings.containsKey("keepsQueryValues")) {
            List<Json.Node> items = settings.get("keepsQueryValues").array();
            if (items == null) fail(label + ": app.analytics.keepsQueryValues is not a list");
            List<String> names = new ArrayList<>();
            for (Json.Node item : items) {
                if (item.string() == null) fail(label + ": a kept name is not a string");
                names.add(item.string());
            }
            builder.analyticsKeepsQueryValues(names.toArray(new String[0]));
        }
        if (settings.containsKey("recordsFullLinks")) {
            Object full = settings.get("recordsFullLinks").value;
            if (!(full instanceof Boolean)) fail(label + ": app.analytics.recordsFullLinks");
            if ((Boolean) full) builder.analyticsRecordsFullLinks();
        }
    }
}
