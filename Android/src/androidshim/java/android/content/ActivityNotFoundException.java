package android.content;

/**
 * Stand-in for {@code android.content.ActivityNotFoundException} (API 1): what {@code
 * startActivity} throws when no activity handles the intent.
 */
public class ActivityNotFoundException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * The exception.
     *
     * @param message what was not found
     */
    public ActivityNotFoundException(String message) {
        super(message);
    }
}
