package dev.switchyard.example.android;

import android.content.Context;
import android.content.Intent;
import javax.annotation.Nullable;

/**
 * A screen of the app: the activity that shows it, named by class (an activity of a dynamic feature
 * module may not be installed), what it shows, and its page on the web, where there is one.
 */
public final class ShopScreen {
    private static final String APP = "com.example.shop.";
    private static final String WEB = "https://m.shop.example/";

    final String activity;
    @Nullable final String item;
    @Nullable final String webPage;

    private ShopScreen(String activity, @Nullable String item, @Nullable String webPage) {
        this.activity = activity;
        this.item = item;
        this.webPage = webPage;
    }

    static ShopScreen goodsList() {
        return new ShopScreen(APP + "goods.GoodsListActivity", null, WEB);
    }

    static ShopScreen goods(String id) {
        return new ShopScreen(APP + "goods.GoodsActivity", id, WEB + "product/" + id + ".html");
    }

    static ShopScreen reviews(String id) {
        return new ShopScreen(APP + "goods.ReviewsActivity", id, WEB + "product/" + id + ".html");
    }

    static ShopScreen profile(String uid) {
        return new ShopScreen(APP + "ProfileActivity", uid, WEB + "u/" + uid);
    }

    static ShopScreen cart() {
        return new ShopScreen(APP + "CartActivity", null, null);
    }

    static ShopScreen addressPicker() {
        return new ShopScreen(APP + "AddressPickerActivity", null, null);
    }

    /** The in-app web page, for a page of the table's web origins. */
    static ShopScreen web(String page) {
        return new ShopScreen(APP + "WebActivity", page, null);
    }

    /** The "not found" page, naming the link. */
    static ShopScreen notFound(String url) {
        return new ShopScreen(APP + "NotFoundActivity", url, null);
    }

    /**
     * The intent that shows this screen.
     *
     * @param context a context of the app
     * @return the intent
     */
    public Intent intent(Context context) {
        return new Intent().setClassName(context, activity).putExtra("item", item);
    }

    /** The navigator's failure to show a screen: the open fails NAVIGATION_FAILED with it. */
    public static final class NotShown extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private final transient ShopScreen screen;

        NotShown(ShopScreen screen, RuntimeException cause) {
            super("no activity shows " + screen.activity, cause);
            this.screen = screen;
        }

        /**
         * The page on the web of the screen not shown.
         *
         * @return the page, or null when the screen has none
         */
        @Nullable
        public String webPage() {
            return screen.webPage;
        }
    }
}
