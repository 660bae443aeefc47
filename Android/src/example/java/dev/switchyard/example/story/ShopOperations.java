package dev.switchyard.example.story;

import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.RoutingDocument;
import java.security.GeneralSecurityException;

/**
 * The operations side of the story, as the Swift demo's {@code Operations}
 * (Examples/Shop/Operations.swift): a routing document, signed in the release pipeline and
 * published on a CDN (simulated: whatever was published last), that the app fetches and offers to
 * its routing documents, which the router reads on each open.
 */
final class ShopOperations {
    /** Where the CDN serves the document: the name its refusals give. */
    static final String URL = "https://cdn.shop.example/shop/routing.json";

    /**
     * The goods page is broken in app 2.x: send it to its web page until a fix ships; and the
     * sale campaign's links go to the product page the app's own rule rewrites. The Swift demo's
     * {@code degradeGoods}, character for character (ShopStoryTest compares them).
     */
    static final String DEGRADE_GOODS = String.join("\n",
        "{ \"format\": 1, \"serial\": 2, \"app\": { \"minVersion\": \"2.0\", "
            + "\"maxVersion\": \"2.9\" },",
        "  \"rewrites\": [ { \"regex\": \"^https://m\\\\.shop\\\\.example/sale/(?<id>[0-9]+)-[a-z-]+$\",",
        "                  \"to\": \"https://m.shop.example/product/{id}.html\" } ],",
        "  \"degrades\": [ { \"name\": \"goods.detail\", \"to\": \"https://m.shop.example/item/{id}\" } ] }");

    private final ShopApp app;
    private final ReleasePipeline release;
    private byte[] published = new byte[0];

    ShopOperations(ShopApp app, ReleasePipeline release) {
        this.app = app;
        this.release = release;
    }

    /** Signs {@code document} and publishes it, as the release pipeline does. */
    void publish(String document) throws GeneralSecurityException {
        published = release.sign(document);
    }

    /** Publishes {@code document} signed, then changed after signing (a tampered copy). */
    void publishTampered(String document) throws GeneralSecurityException {
        published = release.signThenTamper(document,
            signed -> signed.replace("m.shop.example", "evil.example"));
    }

    /** The app's periodic refresh, in words: every kind of arrival has its own. */
    String refresh() {
        DocumentArrival arrival = app.documents.offer(published, URL);
        switch (arrival.outcome()) {
            case APPLIED:
                return "applied  document " + arrival.serial()
                    + ": the router swapped in a new snapshot";
            case APPLIED_NOT_STORED:
                return "applied  document " + arrival.serial() + ", but not cached: "
                    + arrival.notStored();
            case UNCHANGED:
                return "checked  document " + arrival.serial() + " is already in force";
            case REFUSED:
                return "refused  " + arrival.refusal() + "; the router keeps what it had";
            default:
                throw new IllegalStateException("an arrival the story does not know: " + arrival);
        }
    }

    /** Which routes the router runs, in words: the document in force, or the app's own. */
    String inForce() {
        RoutingDocument document = app.documents.state().inForce();
        return document == null ? "the app's own routes" : "document " + document.serial();
    }
}
