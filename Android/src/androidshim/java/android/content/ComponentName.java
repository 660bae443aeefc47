package android.content;

/** Stand-in for {@code android.content.ComponentName} (API 1): an activity's package and class. */
public final class ComponentName {
    private final String packageName;
    private final String className;

    /**
     * A component.
     *
     * @param packageName the app's package
     * @param className the class, fully qualified
     */
    public ComponentName(String packageName, String className) {
        this.packageName = packageName;
        this.className = className;
    }

    /**
     * The app's package.
     *
     * @return the package
     */
    public String getPackageName() {
        return packageName;
    }

    /**
     * The class.
     *
     * @return the class's name, fully qualified
     */
    public String getClassName() {
        return className;
    }
}
