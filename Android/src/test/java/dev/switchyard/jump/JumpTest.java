package dev.switchyard.jump;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.AppIdentities;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.TableReader;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The jump plan's API (Docs/Rules/jump.md): its arguments, its answer, the app's identities. */
class JumpTest {
    /** A shop whose app is on both systems, its links on m.shop.example. */
    static final String SHOP = "{\"options\": {\"accept\": [\"shop\", \"https://m.shop.example\"],"
        + " \"webOrigins\": [\"https://m.shop.example\"], \"apps\": {\"hosts\": [\"m.shop.example\"],"
        + " \"ios\": {\"appStoreId\": \"1234567890\", \"teamId\": \"ABCDE12345\","
        + " \"bundleId\": \"com.shop.app\", \"appClipBundleId\": \"com.shop.app.Clip\"},"
        + " \"android\": {\"package\": \"com.shop.app\"}}},"
        + " \"routes\": [{\"pattern\": \"/goods/:id\", \"handler\": \"goods\"},"
        + " {\"pattern\": \"/staff/:id\", \"handler\": \"staff\", \"internal\": true}]}";
    static final String PAGE = "https://www.shop.example/landing";
    static final String GOODS = "https://m.shop.example/goods/7";

    private static RouteTable shop() throws Exception {
        return RouteTableFile.parse(SHOP, "shop.json");
    }

    @Test
    void theTableHoldsTheAppsIdentities() throws Exception {
        AppIdentities apps = shop().options().apps();
        assertEquals(List.of("m.shop.example"), apps.hosts());
        assertEquals("1234567890", apps.ios().appStoreId());
        assertEquals("ABCDE12345", apps.ios().teamId());
        assertEquals("com.shop.app", apps.ios().bundleId());
        assertEquals("com.shop.app.Clip", apps.ios().appClipBundleId());
        assertNull(apps.ios().storeURL());
        assertEquals("com.shop.app", apps.android().packageName());
        assertNull(apps.android().storeURL());
        assertThrows(UnsupportedOperationException.class, () -> apps.hosts().add("x"));
        // The ready form holds what routing reads, not the identities: its plans name no app.
        RouteTable ready = TableReader.READY.parse(SHOP, "shop.json");
        assertNull(ready.options().apps());
        JumpPlan plan = Jump.plan(ready, JumpRequest.of(GOODS, JumpPlatform.IOS_SAFARI));
        assertEquals(List.of("no-app"), plan.why());
    }

    @Test
    void androidChromeGetsAnIntentWithTheWebFallback() throws Exception {
        JumpPlan plan = Jump.plan(shop(), JumpRequest.of(GOODS, JumpPlatform.ANDROID_CHROME)
            .pageURL(PAGE).referrer("t~k n"));
        assertEquals(JumpPlan.Decision.APP, plan.decision());
        assertEquals(GOODS, plan.appLink());
        assertEquals("intent://m.shop.example/goods/7#Intent;scheme=https;package=com.shop.app;"
            + "S.browser_fallback_url=https%3A%2F%2Fm.shop.example%2Fgoods%2F7;end",
            plan.intentHref());
        assertEquals("https://play.google.com/store/apps/details?id=com.shop.app"
            + "&referrer=t~k%20n", plan.storeURL());
        assertEquals(GOODS, plan.webURL());
        assertEquals(List.of(), plan.why());
        JumpPlan scheme = Jump.plan(shop(), JumpRequest.of("shop://goods/7",
            JumpPlatform.ANDROID_CHROME).referrer("t\uD800"));
        assertEquals("intent://goods/7#Intent;scheme=shop;package=com.shop.app;"
            + "S.market_referrer=t%EF%BF%BD;end", scheme.intentHref());
    }

    @Test
    void aPageOnTheAppLinksHostSendsIosToTheStore() throws Exception {
        JumpPlan plan = Jump.plan(shop(), JumpRequest.of(GOODS, JumpPlatform.IOS_SAFARI_VIEW)
            .pageURL("https://user@M.Shop.Example:443/goods/7"));
        assertEquals(JumpPlan.Decision.STORE, plan.decision());
        assertTrue(plan.sameHost());
        assertEquals(List.of("same-host"), plan.why());
        assertEquals("https://apps.apple.com/app/id1234567890", plan.storeURL());
        assertNull(plan.intentHref());
    }

    @Test
    void aWebPlanHoldsNoLinkIntoTheAppOrTheStore() throws Exception {
        RouteTable table = shop();
        assertEquals(JumpPlan.web(GOODS, "in-app-browser"),
            Jump.plan(table, JumpRequest.of(GOODS, JumpPlatform.WECHAT)));
        assertEquals(JumpPlan.web(GOODS, "desktop"),
            Jump.plan(table, JumpRequest.of(GOODS, JumpPlatform.DESKTOP)));
        assertEquals(JumpPlan.web(PAGE, "internal"), Jump.plan(table,
            JumpRequest.of("shop://staff/1", JumpPlatform.IOS_SAFARI).pageURL(PAGE)));
        assertEquals(JumpPlan.web(PAGE, "no-route"), Jump.plan(table,
            JumpRequest.of("shop://nowhere", JumpPlatform.IOS_SAFARI).pageURL(PAGE)));
        assertEquals(JumpPlan.web(null, "origin"),
            Jump.plan(table, JumpRequest.of("other://goods/7", JumpPlatform.IOS_SAFARI)));
        SourcePolicy noPush = SourcePolicy.DEFAULT.deny(RouteSource.Kind.PUSH);
        assertEquals(JumpPlan.web(null, "policy"), Jump.plan(table, JumpRequest.of(
            "shop://goods/7", JumpPlatform.IOS_SAFARI).source(RouteSource.PUSH).policy(noPush)));
        JumpPlan none = Jump.plan(RouteTableFile.parse("{\"routes\": [{\"pattern\": \"/goods/:id\","
            + " \"handler\": \"goods\"}]}", "bare.json"),
            JumpRequest.of(GOODS, JumpPlatform.ANDROID_CHROME));
        assertEquals(JumpPlan.web(GOODS, "no-app"), none);
        assertNull(none.appLink());
        assertNull(none.storeURL());
    }

    @Test
    void argumentsThePlanCannotReadAreErrorsThatNameThem() throws Exception {
        assertEquals(JumpPlatform.ANDROID_CHROME, JumpPlatform.named("android-chrome"));
        assertTrue(assertThrows(IllegalArgumentException.class,
            () -> JumpPlatform.named("iOS-Safari")).getMessage().startsWith("jump: platform "));
        JumpRequest request = JumpRequest.of(GOODS, JumpPlatform.IOS_SAFARI);
        assertTrue(assertThrows(IllegalArgumentException.class,
            () -> request.source(RouteSource.IN_APP)).getMessage().contains("source"));
        Map<String, Object> arguments = new HashMap<>();
        arguments.put("url", GOODS);
        arguments.put("platform", "ios-safari");
        assertEquals(RouteSource.UNIVERSAL_LINK,
            JumpRequest.read(arguments, SourcePolicy.DEFAULT).source());
        for (String key : new String[] {"pageURL", "referrer", "source", "platform"}) {
            Map<String, Object> wrong = new HashMap<>(arguments);
            wrong.put(key, 7L);
            String message = assertThrows(IllegalArgumentException.class,
                () -> JumpRequest.read(wrong, SourcePolicy.DEFAULT)).getMessage();
            assertTrue(message.startsWith("jump: " + key + " must be"), message);
            assertTrue(message.endsWith("found number"), message);
        }
        arguments.put("source", "carrier-pigeon");
        assertTrue(assertThrows(IllegalArgumentException.class,
            () -> JumpRequest.read(arguments, SourcePolicy.DEFAULT)).getMessage()
            .startsWith("jump: source: unknown source"));
        arguments.put("source", "web:https://www.shop.example/");
        arguments.put("page", PAGE);
        assertTrue(assertThrows(IllegalArgumentException.class,
            () -> JumpRequest.read(arguments, SourcePolicy.DEFAULT)).getMessage()
            .contains("\"page\""));
    }

    @Test
    void aLinkThatIsNotTextIsRefusedAtIntake() throws Exception {
        Map<String, Object> arguments = new HashMap<>();
        arguments.put("url", 7L);
        arguments.put("platform", "android-chrome");
        arguments.put("pageURL", PAGE);
        JumpRequest request = JumpRequest.read(arguments, SourcePolicy.DEFAULT);
        assertNull(request.url());
        assertEquals(PAGE, request.pageURL());
        assertEquals(JumpPlan.web(PAGE, "intake"), Jump.plan(shop(), request));
    }

    @Test
    void theSameArgumentsGiveTheSamePlan() throws Exception {
        JumpRequest request = JumpRequest.of(GOODS, JumpPlatform.ANDROID_CHROME).pageURL(PAGE);
        JumpPlan one = Jump.plan(shop(), request);
        JumpPlan two = Jump.plan(shop(), request);
        assertEquals(one, two);
        assertEquals(one.hashCode(), two.hashCode());
        assertEquals(one.toString(), two.toString());
        assertTrue(one.toString().startsWith("JumpPlan{app, appLink=" + GOODS), one.toString());
        assertNotEquals(one, Jump.plan(shop(), request.referrer("r")));
        assertThrows(UnsupportedOperationException.class, () -> one.why().add("x"));
    }
}
