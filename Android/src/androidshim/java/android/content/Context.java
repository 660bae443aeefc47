package android.content;

import android.content.res.AssetManager;
import java.io.File;

/**
 * Stand-in for {@code android.content.Context} (API 1): the members the glue uses. Tests extend it
 * with the app's folders and a {@code startActivity} that records or throws.
 */
public abstract class Context {
    /**
     * The application's context, which lives as long as the process.
     *
     * @return the context
     */
    public abstract Context getApplicationContext();

    /**
     * The app's private folder the system never backs up (API 21).
     *
     * @return the folder
     */
    public abstract File getNoBackupFilesDir();

    /**
     * The APK's assets.
     *
     * @return the asset manager
     */
    public abstract AssetManager getAssets();

    /**
     * The app's package name.
     *
     * @return the package
     */
    public abstract String getPackageName();

    /**
     * Starts an activity.
     *
     * @param intent what to start
     * @throws ActivityNotFoundException when no activity handles it
     */
    public abstract void startActivity(Intent intent);
}
