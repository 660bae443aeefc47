package dev.switchyard.example.android;

import android.app.Activity;
import android.os.Bundle;
import javax.annotation.Nullable;

/**
 * Links from other apps and the browser: exported, with the intent filters {@code switchyard gen
 * links} writes from the table. It opens the link through the router and finishes when the open
 * ends (on the main thread).
 */
public final class DeepLinkActivity extends Activity {
    @Override
    protected void onCreate(@Nullable Bundle state) {
        super.onCreate(state);
        IncomingLink link = IncomingLink.fromOutside(getIntent(), getReferrer(),
            ShopRouting.APP_LINK_HOSTS);
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
