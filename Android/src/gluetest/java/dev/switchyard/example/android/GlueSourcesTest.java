package dev.switchyard.example.android;

import static org.junit.jupiter.api.Assertions.assertEquals;

import android.content.Intent;
import android.net.Uri;
import dev.switchyard.Match;
import dev.switchyard.MatchRequest;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Java glue and its Kotlin twin decide the same sources: testdata/glue-sources.txt holds what
 * src/glue/kotlin's GlueCheck.kt prints (Android/kotlin-example.sh compares it), and IncomingLink
 * must print the same lines for the same arrivals under the docs' example policy
 * (docs/matching.md).
 */
class GlueSourcesTest {
    private static final String APP_LINK = "https://m.shop.example/product/7.html";
    private static final String[][] ARRIVALS = {
        {APP_LINK, null},
        {APP_LINK, "https://www.google.com/"},
        {APP_LINK, "android-app://com.android.chrome"},
        {"shop://goods/7", "android-app://com.example.partner"},
        {"shop://goods/7", "https://www.google.com/"},
    };

    @Test
    void theJavaGlueDecidesAsTheKotlinGlue() throws Exception {
        RouteTable table =
            RouteTableFile.load(Path.of("..", "Examples", "Shop", "shop.routes.json"));
        SourcePolicy policy = SourcePolicy.DEFAULT
            .restrict("payment",
                EnumSet.of(RouteSource.Kind.IN_APP, RouteSource.Kind.UNIVERSAL_LINK))
            .deny(RouteSource.Kind.PUSH)
            .deny(RouteSource.otherApp("com.example.evil"));
        List<String> lines = new ArrayList<>();
        for (String[] arrival : ARRIVALS) {
            Uri referrer = arrival[1] == null ? null : Uri.parse(arrival[1]);
            IncomingLink link = IncomingLink.fromOutside(
                new Intent(Intent.ACTION_VIEW, Uri.parse(arrival[0])), referrer,
                ShopRouting.APP_LINK_HOSTS);
            Match match = table.match(MatchRequest.of(link.url, link.source).policy(policy));
            String decided = match.route != null ? match.route.handler
                : "refused (" + match.refusal + ")";
            lines.add(arrival[0] + "  referrer " + (arrival[1] == null ? "none" : arrival[1]) + ": "
                + link.source + ", " + decided);
        }
        assertEquals(Files.readAllLines(Path.of("testdata", "glue-sources.txt")), lines);
    }
}
