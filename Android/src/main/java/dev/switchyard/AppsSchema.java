package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Checks a table's {@code options.apps}, the app's identities (RouteTableFileFormat.md, "The app's
 * identities"; ADR 0078), as the Swift reader's {@code RouteTableSpecDecoder+Apps.swift} does: the
 * same problems, at the same places, with the same texts. A web page's jump reads them (issue #90),
 * as the {@link AppIdentities} the reader builds once they pass: they change nothing in how the
 * table routes.
 */
final class AppsSchema extends SchemaCheck {
    static final List<String> APPS = Immutable.list("hosts", "ios", "android");
    static final List<String> IOS = Immutable.list("appStoreId", "teamId", "bundleId",
        "appClipBundleId", "storeURL");
    static final List<String> ANDROID = Immutable.list("package", "storeURL");

    private static final String BUNDLE = "a bundle id: ASCII letters, digits, '-' and '.'";
    private static final Pattern BUNDLE_ID = Pattern.compile("[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*");
    /** What each string must be, as the message says it, and its shape. */
    private static final Map<String, String> WHAT = new HashMap<>();
    private static final Map<String, Pattern> SHAPE = new HashMap<>();

    static {
        shape("appStoreId", "the App Store id, ASCII digits", Pattern.compile("[0-9]{1,20}"));
        shape("teamId", "10 ASCII capital letters or digits", Pattern.compile("[A-Z0-9]{10}"));
        shape("bundleId", BUNDLE, BUNDLE_ID);
        shape("appClipBundleId", BUNDLE, BUNDLE_ID);
        shape("package", "an Android package: two or more names of ASCII letters, digits and '_',"
            + " each starting with a letter, joined by '.'",
            Pattern.compile("[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)+"));
        WHAT.put("storeURL", "an https URL");  // read by isHttpsUrl, not by a pattern
        shape("host", "a host name: lowercase ASCII letters, digits, '-' and '.'",
            Pattern.compile("[a-z0-9-]+(\\.[a-z0-9-]+)*"));
    }

    private AppsSchema(List<TableProblem> problems) {
        super(problems);
    }

    private static void shape(String key, String what, Pattern pattern) {
        WHAT.put(key, what);
        SHAPE.put(key, pattern);
    }

    /** Adds every problem of {@code node}, {@code options.apps}'s value, to {@code problems}. */
    static void check(Json.Node node, List<TableProblem> problems) {
        new AppsSchema(problems).apps(node);
    }

    private Map<String, Json.Node> object(Json.Node node, String name) {
        if (node.object() == null) {
            at(node, ErrorText.VALUE_NOT_OBJECT, q(name), node.typeName());
        }
        return node.object();
    }

    private void apps(Json.Node node) {
        Map<String, Json.Node> m = object(node, "apps");
        if (m == null) return;
        for (Map.Entry<String, Json.Node> e : m.entrySet()) {
            String k = e.getKey();
            if (k.startsWith("x-")) continue;
            switch (k) {
                case "hosts":
                    hosts(e.getValue());
                    break;
                case "ios":
                    part(e.getValue(), "ios", IOS, 3);
                    break;
                case "android":
                    part(e.getValue(), "android", ANDROID, 1);
                    break;
                default: unknownKey(k, e.getValue(), q("apps"), APPS);
            }
        }
    }

    /** An array of non-empty strings; when it is one, each a host name. */
    private void hosts(Json.Node value) {
        if (value.array() == null) {
            at(value, ErrorText.VALUE_NOT_STRING_ARRAY, q("hosts"), value.typeName());
            return;
        }
        List<Json.Node> items = value.array();
        boolean valid = true;
        for (int i = 0; i < items.size(); i++) {
            Json.Node item = items.get(i);
            if (item.string() == null) {
                String name = q("hosts[" + i + "]");
                at(item, ErrorText.VALUE_NOT_STRING, name, item.typeName());
                valid = false;
            } else if (item.string().isEmpty()) {
                at(item, ErrorText.VALUE_EMPTY, q("hosts[" + i + "]"));
                valid = false;
            }
        }
        for (int i = 0; valid && i < items.size(); i++) {
            shaped(items.get(i), "hosts[" + i + "]", "host");
        }
    }

    /** {@code ios} or {@code android}: its strings, each of its shape; its first required keys. */
    private void part(Json.Node node, String name, List<String> keys, int required) {
        Map<String, Json.Node> m = object(node, name);
        if (m == null) return;
        boolean valid = true;
        for (Map.Entry<String, Json.Node> e : m.entrySet()) {
            String k = e.getKey();
            Json.Node v = e.getValue();
            if (k.startsWith("x-")) continue;
            if (!keys.contains(k)) {
                unknownKey(k, v, q(name), keys);
                valid = false;
            } else if (v.string() == null) {
                at(v, ErrorText.VALUE_NOT_STRING, q(k), v.typeName());
                valid = false;
            } else if (v.string().isEmpty()) {
                at(v, ErrorText.VALUE_EMPTY, q(k));
                valid = false;
            } else {
                valid &= shaped(v, k, k);
            }
        }
        for (String key : keys.subList(0, required)) {
            if (!m.containsKey(key)) {
                at(node, ErrorText.APPS_MISSING_KEY, q(name), q(key));
                valid = false;
            }
        }
        Json.Node clip = m.get("appClipBundleId");
        if (valid && clip != null && !clip.string().startsWith(m.get("bundleId").string() + ".")) {
            at(clip, ErrorText.APPS_VALUE, q("appClipBundleId"),
                "the app's bundle id, '.' and a name", q(clip.string()));
        }
    }

    private boolean shaped(Json.Node value, String name, String shape) {
        String text = value.string();
        boolean fits = shape.equals("storeURL") ? isHttpsUrl(text)
            : SHAPE.get(shape).matcher(text).matches();
        if (fits) return true;
        at(value, ErrorText.APPS_VALUE, q(name), WHAT.get(shape), q(value.string()));
        return false;
    }

    /**
     * {@code https://}, then a host's first character (not white space, {@code /}, {@code ?} or
     * {@code #}), then anything without white space. By hand, not by a pattern: Android refuses
     * {@code UNICODE_CHARACTER_CLASS} at compile, and its {@code \s} is Unicode's where the
     * JDK's is ASCII's.
     */
    static boolean isHttpsUrl(String text) {
        if (!text.startsWith("https://") || text.length() == 8) return false;
        char first = text.charAt(8);
        if (first == '/' || first == '?' || first == '#') return false;
        for (int i = 8; i < text.length(); i++) {
            if (isWhiteSpace(text.charAt(i))) return false;
        }
        return true;
    }

    /**
     * Unicode's White_Space, as Swift's {@code isWhitespace} reads it: the space, line and
     * paragraph separators, tab to carriage return, and next line (every one in the BMP).
     */
    private static boolean isWhiteSpace(char unit) {
        return Character.isSpaceChar(unit) || unit >= '\t' && unit <= '\r' || unit == '\u0085';
    }
}
