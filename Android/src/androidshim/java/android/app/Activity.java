package android.app;

import android.content.Context;
import android.content.Intent;
import android.content.res.AssetManager;
import android.net.Uri;
import android.os.Bundle;
import java.io.File;
import javax.annotation.Nullable;

/**
 * Stand-in for {@code android.app.Activity} (API 1): the members the glue uses, a context that
 * hands every call to the one it was created with (as Android's {@code ContextWrapper} does). The
 * system creates an activity and delivers its intent; here a test does, with {@link
 * #shimCreate(Context, Intent, Uri)}, which is not Android's.
 */
public class Activity extends Context {
    @Nullable private Context base;
    @Nullable private Intent intent;
    @Nullable private Uri referrer;
    private boolean finishing;

    /** An activity, as the system makes it. */
    public Activity() {
    }

    /**
     * Not Android's: what the system does to start this activity for {@code intent} sent by
     * {@code referrer}. Calls {@link #onCreate(Bundle)}.
     *
     * @param shimBase the app's context
     * @param shimIntent the intent that started it
     * @param shimReferrer what {@link #getReferrer()} gives
     */
    public final void shimCreate(Context shimBase, Intent shimIntent, @Nullable Uri shimReferrer) {
        this.base = shimBase;
        this.intent = shimIntent;
        this.referrer = shimReferrer;
        onCreate(null);
    }

    /**
     * Called when the activity starts.
     *
     * @param savedInstanceState the saved state, or null
     */
    protected void onCreate(@Nullable Bundle savedInstanceState) {
    }

    /**
     * The intent that started this activity.
     *
     * @return the intent
     */
    public Intent getIntent() {
        return intent;
    }

    /**
     * Who started this activity, as the sender says (API 22): {@code android-app://PACKAGE}, the
     * {@code Intent.EXTRA_REFERRER} the sender set (a browser sets its page's URL), or null.
     *
     * @return the referrer, or null
     */
    @Nullable
    public Uri getReferrer() {
        return referrer;
    }

    /** Ends the activity. */
    public void finish() {
        finishing = true;
    }

    /**
     * Whether {@link #finish()} was called.
     *
     * @return true once finishing
     */
    public boolean isFinishing() {
        return finishing;
    }

    @Override
    public Context getApplicationContext() {
        return base().getApplicationContext();
    }

    @Override
    public File getNoBackupFilesDir() {
        return base().getNoBackupFilesDir();
    }

    @Override
    public AssetManager getAssets() {
        return base().getAssets();
    }

    @Override
    public String getPackageName() {
        return base().getPackageName();
    }

    @Override
    public void startActivity(Intent intent) {
        base().startActivity(intent);
    }

    private Context base() {
        if (base == null) throw new IllegalStateException("the activity was not created");
        return base;
    }
}
