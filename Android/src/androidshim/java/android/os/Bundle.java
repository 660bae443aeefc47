package android.os;

/** Stand-in for {@code android.os.Bundle} (API 1): an activity's saved state, here always empty. */
public final class Bundle {
    /** An empty bundle. */
    public Bundle() {
    }
}
