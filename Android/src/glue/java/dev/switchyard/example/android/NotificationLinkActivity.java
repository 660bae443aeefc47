package dev.switchyard.example.android;

import android.app.Activity;
import android.os.Bundle;
import javax.annotation.Nullable;

/**
 * Links from the app's own notifications: {@code android:exported="false"}, so only the app's
 * {@code PendingIntent} starts it, and its links are {@code PUSH}.
 */
public final class NotificationLinkActivity extends Activity {
    @Override
    protected void onCreate(@Nullable Bundle state) {
        super.onCreate(state);
        IncomingLink link = IncomingLink.fromNotification(getIntent());
        if (link == null) {
            finish();
            return;
        }
        ShopRouting.get(this).router.open(link.url, link.source)
            .whenComplete((outcome, error) -> {
                if (error != null) WebFallback.afterFailure(this, error);
                finish();
            });
    }
}
