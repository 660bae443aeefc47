package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchyard.example.ShopLinks;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The Shop example routes the demo's links as the Swift demo does (testdata/shop-links.txt). */
class ShopExampleTest {
    @Test
    void routesTheDemoLinks() throws Exception {
        RouteTable t = RouteTableFile.load(Path.of("..", "Examples", "Shop", "shop.routes.json"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ShopLinks.report(t, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals(Files.readString(Path.of("testdata", "shop-links.txt")),
                bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void webDestinationsAreTheTablesWebOrigins() throws Exception {
        RouteTable t = RouteTableFile.load(Path.of("..", "Examples", "Shop", "shop.routes.json"));
        assertEquals("https://m.shop.example/help",
                t.webDestination("https://m.shop.example/help"));
        assertEquals(null, t.webDestination("https://evil.example/login"));
        assertEquals(null, t.webDestination("javascript:alert(1)"));
    }
}
