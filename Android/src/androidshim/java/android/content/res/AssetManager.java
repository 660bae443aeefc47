package android.content.res;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Stand-in for {@code android.content.res.AssetManager} (API 1): {@link #open(String)}, over a
 * folder that plays the APK's {@code assets/}.
 */
public final class AssetManager {
    private final File root;

    /**
     * Not Android's (the system makes the app's asset manager): the folder the assets are read
     * from.
     *
     * @param shimRoot the folder
     */
    public AssetManager(File shimRoot) {
        this.root = shimRoot;
    }

    /**
     * An asset's bytes.
     *
     * @param fileName its path under {@code assets/}
     * @return a stream the caller closes
     * @throws IOException when there is no such asset
     */
    public InputStream open(String fileName) throws IOException {
        return new FileInputStream(new File(root, fileName));
    }
}
