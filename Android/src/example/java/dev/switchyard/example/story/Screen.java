package dev.switchyard.example.story;

/**
 * A screen of the Shop app, named as the Swift demo's {@code Screen} describes it
 * (Examples/Shop/Screen.swift), so that a navigation reads the same on both platforms.
 */
final class Screen {
    /** The Home tab's root. */
    static final Screen HOME = new Screen("Home");
    /** The Shopping tab's root. */
    static final Screen SHOPPING = new Screen("Shopping");
    /** The Me tab's root. */
    static final Screen ME = new Screen("Me");
    /** The catalogue. */
    static final Screen GOODS = new Screen("Goods");
    /** The cart. */
    static final Screen CART = new Screen("Cart");

    private final String name;

    private Screen(String name) {
        this.name = name;
    }

    static Screen goods(int id) {
        return new Screen("Goods #" + id);
    }

    static Screen reviews(int id) {
        return new Screen("Reviews of #" + id);
    }

    static Screen profile(String uid) {
        return new Screen("Profile " + uid);
    }

    static Screen flashSale(String name) {
        return new Screen("Flash sale " + name);
    }

    static Screen web(String page) {
        return new Screen("Web page " + page);
    }

    static Screen notFound(String url) {
        return new Screen("Not found (" + url + ")");
    }

    @Override
    public String toString() {
        return name;
    }
}
