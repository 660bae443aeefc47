package dev.switchyard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code switchyard jump} prints each URL's plan as a JSON line, keys in the rules' order. */
class JumpCommandTest {
    /** The shop's table, with its app on both systems. */
    private static final String TABLE = "testdata/jump.json";

    @TempDir
    Path folder;

    private String[] run(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new BufferedReader(new StringReader(stdin)),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {String.valueOf(status), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    private static String table() {
        return TABLE;
    }

    @Test
    void eachUrlsPlanIsOneJsonLine() throws Exception {
        String[] r = run("", "jump", "--table", table(), "--platform", "android-chrome",
            "--referrer", "tok en", "shop://goods/7", "shop://nowhere");
        assertEquals("0", r[0], r[2]);
        assertEquals("{\"decision\":\"app\",\"appLink\":null,\"intentHref\":"
            + "\"intent://goods/7#Intent;scheme=shop;package=com.shop.app;"
            + "S.market_referrer=tok%20en;end\",\"storeURL\":"
            + "\"https://play.google.com/store/apps/details?id=com.shop.app&referrer=tok%20en\","
            + "\"webURL\":null,\"sameHost\":false,\"why\":[]}\n"
            + "{\"decision\":\"web\",\"appLink\":null,\"intentHref\":null,\"storeURL\":null,"
            + "\"webURL\":null,\"sameHost\":false,\"why\":[\"no-route\"]}\n", r[1]);
        String[] stdin = run("https://m.shop.example/goods/7\n", "jump", "--table=" + table(),
            "--platform=ios-safari", "--page-url", "https://m.shop.example/");
        assertEquals("{\"decision\":\"store\",\"appLink\":\"https://m.shop.example/goods/7\","
            + "\"intentHref\":null,\"storeURL\":\"https://apps.apple.com/app/id1234567890\","
            + "\"webURL\":\"https://m.shop.example/goods/7\",\"sameHost\":true,"
            + "\"why\":[\"same-host\"]}\n", stdin[1]);
        String[] denied = run("", "jump", "--table", table(), "--platform", "ios-safari",
            "--source", "push", "--deny", "push", "shop://goods/7");
        assertTrue(denied[1].contains("\"why\":[\"policy\"]"), denied[1]);
    }

    @Test
    void argumentsItCannotReadAreUsageErrors() throws Exception {
        String[] platform = run("", "jump", "--table", table(), "--platform", "palm", "x");
        assertEquals("64", platform[0]);
        assertTrue(platform[2].startsWith("Error: jump: platform must be one of"), platform[2]);
        String[] missing = run("", "jump", "--table", table(), "x");
        assertEquals("64", missing[0]);
        assertTrue(missing[2].contains("--platform"), missing[2]);
        String[] inApp = run("", "jump", "--table", table(), "--platform", "wechat",
            "--source", "in-app", "x");
        assertEquals("64", inApp[0]);
        assertTrue(inApp[2].startsWith("Error: jump: source cannot be"), inApp[2]);
        String[] ready = run("", "jump", "--table", "shop.ready", "--platform", "desktop", "x");
        assertEquals("64", ready[0]);
        assertTrue(ready[2].contains("options.apps"), ready[2]);
        String[] unknown = run("", "jump", "--table", table(), "--platform", "desktop", "--nope",
            "1", "x");
        assertTrue(unknown[2].startsWith("Error: Unknown option '--nope'"), unknown[2]);
        String[] broken = run("", "jump", "--table", folder.resolve("none.json").toString(),
            "--platform", "desktop", "x");
        assertEquals("1", broken[0]);
        assertTrue(broken[2].contains("cannot read file"), broken[2]);
        String[] help = run("", "jump", "--help");
        assertEquals("0", help[0]);
        assertTrue(help[1].contains(JumpCommand.USAGE), help[1]);
    }
}
