package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * The app's identities, as a table's {@code options.apps} names them (the route-table file
 * article, "The app's identities"; ADR 0078): the hosts of its app links, its iOS app and its
 * Android app. They change nothing in how the table routes; a web page's jump reads them
 * ({@code dev.switchyard.jump}, issue #90). Immutable; the table's reader checked every value
 * before it built this.
 */
@NonnullByDefault
public final class AppIdentities {
    /** The iOS app: its App Store id, team, bundle, App Clip and store page. */
    public static final class IosApp {
        private final String appStoreId;
        private final String teamId;
        private final String bundleId;
        @Nullable private final String appClipBundleId;
        @Nullable private final String storeURL;

        IosApp(Map<String, Json.Node> members) {
            appStoreId = text(members, "appStoreId");
            teamId = text(members, "teamId");
            bundleId = text(members, "bundleId");
            appClipBundleId = optional(members, "appClipBundleId");
            storeURL = optional(members, "storeURL");
        }

        /**
         * The App Store id, ASCII digits.
         *
         * @return the App Store id, ASCII digits
         */
        public String appStoreId() { return appStoreId; }

        /**
         * The team id, 10 ASCII capital letters or digits.
         *
         * @return the team id, 10 ASCII capital letters or digits
         */
        public String teamId() { return teamId; }

        /**
         * The bundle id.
         *
         * @return the bundle id
         */
        public String bundleId() { return bundleId; }

        /**
         * The App Clip's bundle id, or null when the table names none.
         *
         * @return the App Clip's bundle id, or null when the table names none
         */
        @Nullable public String appClipBundleId() { return appClipBundleId; }

        /**
         * The store page the table writes, or null: the App Store's page of the id.
         *
         * @return the store page the table writes, or null: the App Store's page of the id
         */
        @Nullable public String storeURL() { return storeURL; }
    }

    /** The Android app: its package and store page. */
    public static final class AndroidApp {
        private final String packageName;
        @Nullable private final String storeURL;

        AndroidApp(Map<String, Json.Node> members) {
            packageName = text(members, "package");
            storeURL = optional(members, "storeURL");
        }

        /**
         * The package, such as {@code com.shop.app}.
         *
         * @return the package, such as {@code com.shop.app}
         */
        public String packageName() { return packageName; }

        /**
         * The store page the table writes, or null: Google Play's page of the package.
         *
         * @return the store page the table writes, or null: Google Play's page of the package
         */
        @Nullable public String storeURL() { return storeURL; }
    }

    private final List<String> hosts;
    @Nullable private final IosApp ios;
    @Nullable private final AndroidApp android;

    private AppIdentities(List<String> hosts, @Nullable IosApp ios, @Nullable AndroidApp android) {
        this.hosts = hosts;
        this.ios = ios;
        this.android = android;
    }

    /** The identities of {@code apps}, {@code options.apps}'s value, which AppsSchema passed. */
    static AppIdentities read(Json.Node apps) {
        Map<String, Json.Node> m = apps.object();
        List<String> hosts = new ArrayList<>();
        if (m.containsKey("hosts")) {
            for (Json.Node host : m.get("hosts").array()) hosts.add(host.string());
        }
        return new AppIdentities(Immutable.listCopy(hosts),
            m.containsKey("ios") ? new IosApp(m.get("ios").object()) : null,
            m.containsKey("android") ? new AndroidApp(m.get("android").object()) : null);
    }

    private static String text(Map<String, Json.Node> members, String key) {
        String value = optional(members, key);
        return value == null ? "" : value;
    }

    @Nullable
    private static String optional(Map<String, Json.Node> members, String key) {
        Json.Node node = members.get(key);
        return node == null ? null : node.string();
    }

    /**
     * The hosts of the app's links (its associated domains), lowercase.
     *
     * @return an unmodifiable list; empty when the table names none
     */
    public List<String> hosts() { return hosts; }

    /**
     * The iOS app, or null when the table names none.
     *
     * @return the iOS app, or null when the table names none
     */
    @Nullable public IosApp ios() { return ios; }

    /**
     * The Android app, or null when the table names none.
     *
     * @return the Android app, or null when the table names none
     */
    @Nullable public AndroidApp android() { return android; }
}
