package android.content;

import android.net.Uri;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * Stand-in for {@code android.content.Intent} (API 1): the members the glue and its tests use, as
 * plain fields. Nothing here resolves an intent to an activity: a test's {@code Context} decides
 * what {@code startActivity} does.
 */
public class Intent {
    /** Show the data to the user. */
    public static final String ACTION_VIEW = "android.intent.action.VIEW";
    /** The activity may be started from a link in a browser. */
    public static final String CATEGORY_BROWSABLE = "android.intent.category.BROWSABLE";
    /** Start the activity in a new task (required from a context that is not an activity). */
    public static final int FLAG_ACTIVITY_NEW_TASK = 0x10000000;

    @Nullable private String action;
    @Nullable private Uri data;
    @Nullable private ComponentName component;
    @Nullable private Intent selector;
    private final Set<String> categories = new LinkedHashSet<>();
    private final Map<String, String> extras = new HashMap<>();
    private int flags;

    /** An empty intent. */
    public Intent() {
    }

    /**
     * An intent with an action and data.
     *
     * @param action the action
     * @param uri the data
     */
    public Intent(String action, Uri uri) {
        this.action = action;
        this.data = uri;
    }

    /**
     * The action.
     *
     * @return the action, or null
     */
    @Nullable
    public String getAction() {
        return action;
    }

    /**
     * The data: for a link, the link.
     *
     * @return the data, or null
     */
    @Nullable
    public Uri getData() {
        return data;
    }

    /**
     * Sets the data.
     *
     * @param data the data
     * @return this intent
     */
    public Intent setData(@Nullable Uri data) {
        this.data = data;
        return this;
    }

    /**
     * Names the activity by class (in the context's package): it needs no class file in this APK's
     * module, as with an activity of a dynamic feature module.
     *
     * @param packageContext a context of the app
     * @param className the activity's class, fully qualified
     * @return this intent
     */
    public Intent setClassName(Context packageContext, String className) {
        this.component = new ComponentName(packageContext.getPackageName(), className);
        return this;
    }

    /**
     * The activity the intent names.
     *
     * @return the component, or null
     */
    @Nullable
    public ComponentName getComponent() {
        return component;
    }

    /**
     * Adds a category.
     *
     * @param category the category
     * @return this intent
     */
    public Intent addCategory(String category) {
        categories.add(category);
        return this;
    }

    /**
     * The categories.
     *
     * @return them, or null when none
     */
    @Nullable
    public Set<String> getCategories() {
        return categories.isEmpty() ? null : Collections.unmodifiableSet(categories);
    }

    /**
     * Adds flags.
     *
     * @param flags the flags
     * @return this intent
     */
    public Intent addFlags(int flags) {
        this.flags |= flags;
        return this;
    }

    /**
     * The flags.
     *
     * @return the flags
     */
    public int getFlags() {
        return flags;
    }

    /**
     * An intent the system resolves instead of this one, to find the activity (API 15).
     *
     * @param selector the selector
     */
    public void setSelector(@Nullable Intent selector) {
        this.selector = selector;
    }

    /**
     * The selector.
     *
     * @return the selector, or null
     */
    @Nullable
    public Intent getSelector() {
        return selector;
    }

    /**
     * Adds a string extra.
     *
     * @param name the extra's name
     * @param value its value
     * @return this intent
     */
    public Intent putExtra(String name, @Nullable String value) {
        extras.put(name, value);
        return this;
    }

    /**
     * A string extra.
     *
     * @param name the extra's name
     * @return its value, or null
     */
    @Nullable
    public String getStringExtra(String name) {
        return extras.get(name);
    }
}
