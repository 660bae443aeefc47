package dev.switchyard.example.android;

import android.content.Intent;
import android.net.Uri;
import dev.switchyard.policy.RouteSource;
import java.util.Locale;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * A link an activity was started with, and where it came from: the source comes from how the link
 * arrived, never from the link itself.
 */
public final class IncomingLink {
    /** The link, exactly as it arrived. */
    public final String url;
    /** Where it came from. */
    public final RouteSource source;

    private IncomingLink(String url, RouteSource source) {
        this.url = url;
        this.source = source;
    }

    /**
     * A link that reached the exported activity (the intent filters' links, from other apps and
     * the browser): an App Link of the app's own domain is {@code UNIVERSAL_LINK}; any other link
     * is {@code otherApp}, with the package the referrer names, if any.
     *
     * @param intent the intent that started the activity
     * @param referrer {@code Activity.getReferrer()}
     * @param appLinkHosts the hosts of the manifest's App Link filters ({@code autoVerify})
     * @return the link, or null when the intent carries none
     */
    @Nullable
    public static IncomingLink fromOutside(Intent intent, @Nullable Uri referrer,
                                           Set<String> appLinkHosts) {
        Uri data = intent.getData();
        if (data == null) return null;
        if (isAppLink(data, appLinkHosts)) {
            return new IncomingLink(data.toString(), RouteSource.UNIVERSAL_LINK);
        }
        // android-app://PACKAGE: what the sender says it is, never proof. A browser gives its
        // page's URL instead, and many apps nothing: otherApp(null), which a deny refuses.
        boolean named = referrer != null && "android-app".equals(referrer.getScheme());
        return new IncomingLink(data.toString(),
            RouteSource.otherApp(named ? referrer.getHost() : null));
    }

    /**
     * A link of the app's own notification: its activity is not exported, so only the app's
     * {@code PendingIntent} starts it.
     *
     * @param intent the intent that started the activity
     * @return the link, or null when the intent carries none
     */
    @Nullable
    public static IncomingLink fromNotification(Intent intent) {
        Uri data = intent.getData();
        return data == null ? null : new IncomingLink(data.toString(), RouteSource.PUSH);
    }

    /**
     * An {@code https} link of a host the manifest's App Link filters declare, with no userinfo and
     * no port: the link the system hands to the app through its verified filter, on every API
     * level. It needs neither the referrer (Android 8 to 11 give none that names a package: a
     * browser sets its page's URL) nor the verification state (asked only from Android 12). What
     * makes it safe: any page or app can make Android deliver a public https link of the app's
     * domain, through the filter or naming the activity, exactly as any page can open an iOS
     * universal link; so {@code UNIVERSAL_LINK} means that, a public web link of the app's
     * domain, and a policy that lets it open a route lets every web page open it.
     */
    static boolean isAppLink(Uri link, Set<String> appLinkHosts) {
        String scheme = link.getScheme();
        String host = link.getHost();
        return scheme != null && host != null && scheme.equalsIgnoreCase("https")
            && link.getUserInfo() == null && link.getPort() == -1
            && appLinkHosts.contains(host.toLowerCase(Locale.ROOT));
    }
}
