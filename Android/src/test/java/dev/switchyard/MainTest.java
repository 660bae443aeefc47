package dev.switchyard;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The command line takes `switchyard match`'s arguments and prints its JSON lines. */
class MainTest {
    static String[] run(String stdin, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Main.run(args, new BufferedReader(new StringReader(stdin)), new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {String.valueOf(status), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void urlsFromArgumentsOrStandardInput() throws Exception {
        String[] args = run("", "match", "--table", "testdata/shop.json", "shop://goods/7", "shop://nowhere");
        assertEquals("0", args[0]);
        assertEquals(2, args[1].split("\n").length);
        String[] stdin = run("shop://goods/7\r\nshop://nowhere\n", "match", "--table", "testdata/shop.json");
        assertEquals(args[1], stdin[1]);
    }

    @Test
    void callerValuesOverrideEveryParameter() throws Exception {
        String[] r = run("", "match", "--table", "testdata/shop.json", "--param", "id=9", "--param=tab=z", "shop://goods/7?tab=a&tab=b");
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
    void badArgumentsAreUsageErrors() throws Exception {
        assertEquals("64", run("", "match", "x")[0]);
        assertEquals("64", run("", "match", "--table", "testdata/shop.json", "--param", "novalue")[0]);
        assertEquals("64", run("", "match", "--table")[0]);
        assertEquals("64", run("", "match", "--bogus")[0]);
    }

    @Test
    void unknownTypesAreRefusedAtTheirPlace() {
        TableError e = assertThrows(TableError.class, () -> RouteTableFile.parse("{\"routes\": [{\"pattern\": \"/a/<long:x>\"}]}", "t.json"));
        assertEquals("t.json:1:30: error: unknown parameter type 'long'; known types: float, int, path, string, uuid", e.getMessage());
        assertDoesNotThrow(() -> RouteTableFile.parse("{\"types\": {\"sku\": {}}, \"routes\": [{\"pattern\": \"/a/<sku:x>\"}]}", "t.json"));
    }
}
