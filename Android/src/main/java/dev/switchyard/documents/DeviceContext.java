package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.documents.internal.AppVersion;
import dev.switchyard.internal.text.Utf8Encoding;
import dev.switchyard.internal.text.Values;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * What a routing document's conditions are checked against: this app build, this platform, this
 * user. The rollout bucket is Swift's, so that a user is in or out of a rollout alike on iOS and
 * Android.
 *
 * <pre>{@code
 * DeviceContext context = new DeviceContext(BuildConfig.VERSION_NAME, "android", installId);
 * }</pre>
 */
@NonnullByDefault
public final class DeviceContext {
    private final String appVersion;
    private final String platform;
    private final String userId;

    /**
     * A context.
     *
     * @param appVersion the app's version ({@code versionName}, such as {@code 2.4.0})
     * @param platform {@code android}, {@code ios}, …; compared without case
     * @param userId a stable id of the user or install: it decides the rollout bucket. A surrogate
     *     without its other half (which no Swift {@code String} can hold) is read as U+FFFD, as
     *     Swift's {@code String(decoding:as: UTF16.self)} reads those code units: see {@link
     *     #rolloutBucket(String)}
     */
    public DeviceContext(String appVersion, String platform, String userId) {
        this.appVersion = Objects.requireNonNull(appVersion, "appVersion");
        this.platform = Objects.requireNonNull(platform, "platform").toLowerCase(Locale.ROOT);
        this.userId = Objects.requireNonNull(userId, "userId");
    }

    /**
     * The app's version.
     *
     * @return the version as given
     */
    public String appVersion() {
        return appVersion;
    }

    /**
     * The platform.
     *
     * @return the platform, lowercased
     */
    public String platform() {
        return platform;
    }

    /**
     * The user's or install's id.
     *
     * @return the id as given
     */
    public String userId() {
        return userId;
    }

    /**
     * Whether this build and platform are in {@code range}. A version that does not parse is in an
     * open range only.
     *
     * @param range a document's or a degrade's {@code app}
     * @return true when the range takes this build
     */
    public boolean isIn(DocumentAppRange range) {
        Objects.requireNonNull(range, "range");
        return isIn(range, true);
    }

    /** {@link #isIn(DocumentAppRange)}, its platforms checked only with {@code checkPlatforms}. */
    boolean isIn(DocumentAppRange range, boolean checkPlatforms) {
        boolean listed = range.platforms().isEmpty() || range.platforms().contains(platform);
        if (checkPlatforms && !listed) return false;
        AppVersion version = AppVersion.parse(appVersion);
        if (version == null) return range.minVersion() == null && range.maxVersion() == null;
        if (range.minVersion() != null
                && version.compareTo(AppVersion.parse(range.minVersion())) < 0) {
            return false;
        }
        return range.maxVersion() == null
                || AppVersion.parse(range.maxVersion()).compareTo(version) >= 0;
    }

    /**
     * This user's bucket for {@code salt}: the first four bytes of SHA-256({@code salt:userId}),
     * big endian, modulo 10,000, divided by 100. A user takes a rollout when the bucket is below
     * its percent.
     *
     * <p>The bytes hashed are the UTF-8 bytes Swift hashes for the same id. Each surrogate without
     * its other half in {@code userId} is hashed as U+FFFD ({@code EF BF BD}), one for each such
     * code unit, as Swift's {@code String(decoding:as: UTF16.self)} repairs it: an iOS app given
     * the same UTF-16 id puts the user in the same bucket. Ids that differ only in which lone
     * surrogate they hold (or that hold U+FFFD there) are one id to Swift, so they share a bucket;
     * an id with {@code ?} in that place does not (the JDK's encoder would write {@code ?}). The
     * id is not refused: a context is built once at launch, and a rollout must not stop an app.
     * The salt comes from a document, whose reader refuses a lone surrogate.
     *
     * @param salt the rollout's salt (the document's serial when it gives none)
     * @return 0 to 99.99
     */
    public double rolloutBucket(String salt) {
        Objects.requireNonNull(salt, "salt");
        return bucketHundredths(salt) / 100.0;
    }

    /** The bucket in hundredths, 0 to 9,999. */
    int bucketHundredths(String salt) {
        byte[] digest;
        try {
            digest = MessageDigest.getInstance("SHA-256")
                .digest(Utf8Encoding.bytesReplacingSurrogates(salt + ":" + userId));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
        long word = ((digest[0] & 0xFFL) << 24) | ((digest[1] & 0xFFL) << 16)
            | ((digest[2] & 0xFFL) << 8) | (digest[3] & 0xFFL);
        return (int) (word % 10_000);
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"appVersion", appVersion, "platform", platform, "userId", userId};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof DeviceContext
            && Arrays.equals(parts(), ((DeviceContext) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("DeviceContext", parts());
    }
}
