package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.cli.DocumentOptions;
import dev.switchyard.cli.Main;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command line takes `switchyard match`'s arguments and prints its JSON lines. */
class MainTest {
    static String[] run(String stdin, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status =
                Main.run(args, new BufferedReader(new StringReader(stdin)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {String.valueOf(status), out.toString(StandardCharsets.UTF_8),
                err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void urlsFromArgumentsOrStandardInput() throws Exception {
        String[] args =
                run("", "match", "--table", "testdata/shop.json", "shop://goods/7",
                "shop://nowhere");
        assertEquals("0", args[0]);
        assertEquals(2, args[1].split("\n").length);
        String[] stdin = run("shop://goods/7\r\nshop://nowhere\n", "match", "--table",
            "testdata/shop.json");
        assertEquals(args[1], stdin[1]);
    }

    @Test
    void callerValuesOverrideEveryParameter() throws Exception {
        String[] r =
                run("", "match", "--table", "testdata/shop.json", "--param", "id=9",
                "--param=tab=z", "shop://goods/7?tab=a&tab=b");
        assertTrue(r[1].contains("\"parameters\":{\"id\":\"9\",\"tab\":\"z\"}"), r[1]);
    }

    @Test
    void aBrokenTableExitsNonZeroWithALocatedDiagnostic() throws Exception {
        String[] r = run("", "match", "--table", "../Examples/broken.json", "x");
        assertEquals("1", r[0]);
        assertTrue(r[2].startsWith("../Examples/broken.json:5:28: error: unbalanced '('"), r[2]);
        assertEquals("", r[1]);
        String[] yaml = run("", "match", "--table", "../Examples/shop.yaml", "x");
        assertEquals("1", yaml[0]);
        assertTrue(yaml[2].contains("JSON route-table files only"), yaml[2]);
    }

    @Test
    void aUserIdMayStartWithADashAsOnTheSwiftTool() throws Exception {
        java.nio.file.Path document = java.nio.file.Files.createTempFile("document", ".json");
        try {
            String text = "{\"format\": 1, \"serial\": 5, \"rollout\": {\"percent\": 100}}";
            java.nio.file.Files.write(document, text.getBytes(StandardCharsets.UTF_8));
            String[][] spellings = {
                {"--user-id", "-x"}, {"--user-id=-x"}, {"--user-id", "--table"}};
            for (String[] spelling : spellings) {
                List<String> args = new ArrayList<>(java.util.Arrays.asList("match", "--table",
                    "testdata/shop.json", "--document", document.toString()));
                args.addAll(java.util.Arrays.asList(spelling));
                args.addAll(java.util.Arrays.asList("--at", "2026-12-01", "shop://cart"));
                String[] r = run("", args.toArray(new String[0]));
                assertEquals("0", r[0], String.join(" ", spelling) + ": " + r[2]);
                assertEquals(document + ": applied document 5\n", r[2], String.join(" ", spelling));
            }
        } finally {
            java.nio.file.Files.delete(document);
        }
    }

    @Test
    void badArgumentsAreUsageErrors() throws Exception {
        assertEquals("64", run("", "match", "x")[0]);
        assertEquals("64",
                run("", "match", "--table", "testdata/shop.json", "--param", "novalue")[0]);
        assertEquals("64", run("", "match", "--table")[0]);
        assertEquals("64", run("", "match", "--bogus")[0]);
    }

    @Test
    void unknownTypesAreRefusedAtTheirPlace() {
        TableError e =
                assertThrows(TableError.class, () ->
                RouteTableFile.parse("{\"routes\": [{\"pattern\": \"/a/<long:x>\"}]}", "t.json"));
        assertEquals(
                "t.json:1:30: error: unknown parameter type 'long'; known types: float, int, " +
                "path, string, uuid", e.getMessage());
        assertDoesNotThrow(() ->
                RouteTableFile.parse(
                "{\"types\": {\"sku\": {}}, \"routes\": [{\"pattern\": \"/a/<sku:x>\"}]}",
                "t.json"));
    }

    @Test
    void commandsOfTheSwiftToolExitTwoAndAreNeverReadAsURLs() throws Exception {
        List<String> commands = List.of("lint", "explain", "routes", "diff", "gen", "docs",
            "keygen", "sign", "verify", "bogus");
        for (String command : commands) {
            String[] r = run("", command, "--table", "testdata/shop.json", "shop://goods/7");
            assertEquals("2", r[0], command);
            assertEquals("", r[1], command + " prints no match line");
            assertTrue(r[2].contains("swift run switchyard " + command), r[2]);
        }
        assertEquals("Error: 'lint' is a command of the Swift tool; the JVM tool implements match, "
            + "ready, merge and jump. Run the Swift tool instead: swift run switchyard lint ...\n",
            run("", "lint", "--table", "testdata/shop.json")[2]);
    }

    @Test
    void theCommandComesFirst() throws Exception {
        String[] r = run("", "--table", "testdata/shop.json", "shop://goods/7");
        assertEquals("64", r[0]);
        assertEquals("", r[1]);
        assertTrue(r[2].startsWith("Error: Unknown option '--table'"), r[2]);
        for (String[] args : new String[][] {{}, {"--help"}, {"help"}, {"match", "--help"}}) {
            String[] help = run("", args);
            assertEquals("0", help[0]);
            assertTrue(help[1].startsWith("Usage: switchyard match --table <table>"), help[1]);
            // Every option match reads is listed, the document ones included (issue 71, item 17).
            for (String flag : DocumentOptions.DOCUMENT_FLAGS) {
                // A flag without a value (--handler-fails) is listed without a <VALUE>.
                String listed = "  " + flag + (flag.equals("--handler-fails") ? "  " : " <");
                assertTrue(help[1].contains(listed), flag);
            }
        }
    }

    static final String VALUE = "Error: The value ";

    /** Each usage error's first line, as the Swift tool prints it, and the arguments making it. */
    static final String[][] USAGE_ERRORS = {
        {"Error: --restrict and --deny need --source", "--restrict", "pay=push"},
        {"Error: --restrict and --deny need --source", "--deny", "push"},
        {VALUE + "'bogus' is invalid for '--source <SOURCE>': unknown source 'bogus'; known: "
            + "in-app, push, universal-link, other-app[:BUNDLE_ID], web[:PAGE_URL]",
            "--source", "bogus"},
        {VALUE + "'push:x' is invalid for '--source <SOURCE>': source 'push' takes no detail "
            + "after ':'",
            "--source", "push:x"},
        {VALUE + "'other-app:' is invalid for '--deny <SOURCE>': source 'other-app:': nothing "
            + "after ':'",
            "--source", "web", "--deny", "other-app:"},
        {"Error: --restrict expects TAG=KIND,KIND, got 'pay'", "--source", "push",
            "--restrict", "pay"},
        {"Error: --restrict expects TAG=KIND,KIND, got '=push'", "--source", "push",
            "--restrict", "=push"},
        {"Error: --restrict: unknown source kind 'foo'; known: in-app, push, universal-link, "
            + "other-app, web", "--source", "push", "--restrict", "pay=foo"},
        {"Error: Missing value for '--source <SOURCE>'", "--source"},
        {"Error: --deny 'web:evil.example': a web source is denied by its origin "
            + "(web:SCHEME://HOST[:PORT]), and this one has none",
            "--source", "push", "--deny", "web:evil.example"},
        {"Error: --deny 'web:https://e.example:99999': a web source is denied by its origin "
            + "(web:SCHEME://HOST[:PORT]), and this one has none",
            "--source", "push", "--deny", "web:https://e.example:99999"},
        {"Error: Unknown option '--bogus'", "--bogus", "x"},
    };

    @Test
    void sourceFlagsAreCheckedAsTheSwiftToolChecksThem() throws Exception {
        for (String[] c : USAGE_ERRORS) {
            List<String> args = new ArrayList<>(List.of("match", "--table", "testdata/shop.json"));
            args.addAll(List.of(c).subList(1, c.length));
            String[] r = run("", args.toArray(new String[0]));
            assertEquals("64", r[0], String.join(" ", args));
            assertEquals(c[0], r[2].split("\n")[0]);
            assertEquals("", r[1]);
        }
    }

    @Test
    void aSourcedLineIsTheSwiftToolsLine() throws Exception {
        String[] r = run("", "match", "--table", "testdata/policy.json", "--source", "push",
            "shop://debug/reset");
        assertEquals("{\"url\":\"shop://debug/reset\",\"matched\":true,\"route\":{\"pattern\":"
            + "\"/debug/:what\",\"scheme\":\"shop\",\"priority\":0,\"handler\":\"debug.any\","
            + "\"tags\":[\"debug\"]},\"parameters\":{\"what\":\"reset\"},\"wildcard\":[],"
            + "\"source\":\"push\",\"refused\":[{\"pattern\":\"/debug/reset\",\"scheme\":\"shop\","
            + "\"why\":\"the route is internal and the link came from push notification\"}],"
            + "\"policy\":\"allowed; no --restrict rule for tag debug, which the app's policy and "
            + "middleware may restrict\"}\n", r[1]);
    }
}
