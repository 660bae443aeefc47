package dev.switchyard.bench;

/**
 * The tables apps route (issue #92 item 1), as the web module's benchmark writes them
 * (Web/bench/bench-app-links.mjs), for the JVM's load benchmark: on three shapes (each route its
 * own first segment, ten, one), every pattern feature the corpus knows, six kinds of route in
 * turn (a capture, an optional group, a regex capture, query conditions, a web-host route with a
 * typed capture, a wildcard), with or without 20 rewrite rules (17 pattern rules, 3 regex rules)
 * that move a web site's old URLs to app links; {@code accept} takes the app's scheme and its web
 * host only.
 */
final class AppTables {
    /** The three shapes: each route its own first segment, ten first segments, one. */
    static final String[] SHAPES = {"own", "ten", "one"};

    private static final String HOST = "https://m.shop.example";
    private static final int PATTERN_RULES = 17;
    private static final int RULES = 20;

    private AppTables() {}

    /** The shape's words for a table's row. */
    static String title(String shape) {
        switch (shape) {
            case "own": return "own first segment";
            case "ten": return "10 first segments";
            default: return "one first segment";
        }
    }

    /** Route {@code index}'s first segment in {@code shape}. */
    private static String prefix(String shape, int index) {
        return shape.equals("own") ? "r" + index : shape.equals("ten") ? "s" + index % 10 : "shop";
    }

    /** The table of {@code count} routes in {@code shape}, with the 20 rules or none, as JSON. */
    static String json(String shape, int count, boolean rewrites) {
        StringBuilder json = new StringBuilder("{\"options\":{\"accept\":[\"shop\",\"" + HOST
            + "\"]},\"routes\":[");
        for (int k = 0; k < count; k++) {
            String p = prefix(shape, k);
            String app = "shop://" + p;
            String pattern;
            String query = null;
            if (k % 6 == 0) {
                pattern = app + "/item" + k + "/:id";
            } else if (k % 6 == 1) {
                pattern = app + "/goods" + k + "/:id(/reviews)";
            } else if (k % 6 == 2) {
                pattern = app + "/code" + k + "/:c([A-Z]{2}[0-9]+)";
            } else if (k % 6 == 3) {
                pattern = app + "/search" + k;
                query = k % 12 == 3 ? "{\"q\":true}" : "{\"mode\":\"dark\"}";
            } else if (k % 6 == 4) {
                pattern = HOST + "/" + p + "/page" + k + "/<int:n>";
            } else {
                pattern = app + "/x" + k + "/*rest";
            }
            json.append(k > 0 ? "," : "").append("{\"pattern\":\"").append(pattern)
                .append("\",\"handler\":\"open.route").append(k).append("\",\"name\":\"route")
                .append(k).append('"').append(query == null ? "" : ",\"query\":" + query)
                .append('}');
        }
        json.append(']');
        if (rewrites) {
            json.append(",\"rewrites\":[");
            for (int j = 0; j < RULES; j++) {
                // Each rule leads to a route of kind 0 (a plain capture).
                int t = 6 * (j % ((count + 5) / 6));
                String to = "shop://" + prefix(shape, t) + "/item" + t + "/{id}";
                json.append(j > 0 ? "," : "");
                if (j < PATTERN_RULES) {
                    json.append("{\"from\":\"").append(HOST).append("/old").append(j)
                        .append("/:id.html\",\"to\":\"").append(to).append("\"}");
                } else {
                    json.append("{\"regex\":\"^https://m\\\\.shop\\\\.example/legacy").append(j)
                        .append("/(?<id>[0-9]+)$\",\"to\":\"").append(to).append("\"}");
                }
            }
            json.append(']');
        }
        return json.append('}').toString();
    }

    /**
     * The first link the benchmark matches: a deep link with a query to an optional group's route
     * in the table's middle, which the table opens with its rules or without them.
     */
    static String link(String shape, int count) {
        int k = count / 2 / 6 * 6 + 1;
        return "shop://" + prefix(shape, k) + "/goods" + k + "/" + k + "/reviews?ref=mail";
    }
}
