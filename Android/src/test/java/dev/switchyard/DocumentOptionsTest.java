package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchyard.cli.Main;
import dev.switchyard.documents.AppliedTableTest;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code match --document} on the JVM prints what the Swift tool prints: each expected line
 * below is the Swift {@code switchyard match --document} output for the same table
 * (AppliedTableTest's), documents and links.
 */
class DocumentOptionsTest {
    @TempDir
    Path directory;

    private String[] run(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream printedOut = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream printedErr = new PrintStream(err, true, StandardCharsets.UTF_8);
        BufferedReader noInput = new BufferedReader(new StringReader(""));
        int status = Main.run(args, noInput, printedOut, printedErr);
        return new String[] {String.valueOf(status), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    /** {@code text} with each {@code '} a {@code "}: JSON lines without a backslash each. */
    private static String q(String text) {
        return text.replace('\'', '"');
    }

    private String file(String name, String text) throws Exception {
        Path path = directory.resolve(name);
        Files.writeString(path, text, StandardCharsets.UTF_8);
        return path.toString();
    }

    @Test
    void linesAndArrivalsAreSwifts() throws Exception {
        String table = file("t.json", AppliedTableTest.TABLE);
        String document = file("doc.json", AppliedTableTest.DOCUMENT);
        String broken = file("bad0.json", "{\"format\":1,\"serial\":0}");
        String[] r = run("match", "--table", table, "--document", document, "--document", broken,
            "shop://goods/7?tab=2", "shop://cart", "shop://loop1", "https://m.shop.example/old/5",
            "shop://legacy");
        assertEquals("0", r[0]);
        String[] lines = r[1].split("\n");
        assertEquals(q("{'url':'shop://goods/7?tab=2','matched':true,'route':{'pattern':'h"
            + "ttps://m.shop.example/item/:id','scheme':'https','priority':0,'handler':'web'},'para"
            + "meters':{'id':'7','tab':'2'},'wildcard':[],'followed':[{'kind':'degrade','from':'sho"
            + "p://goods/7?tab=2','to':'https://m.shop.example/item/7?tab=2'}],'document':12}"),
            lines[0]);
        assertEquals(q("{'url':'shop://cart','matched':true,'route':{'pattern':'shop://car"
            + "t','scheme':'shop','priority':0,'handler':'cart'},'parameters':{},'wildcard':[],'deg"
            + "rade':{'to':'shop://error?from=cart','when':'handlerFails'},'document':12}"),
            lines[1]);
        assertEquals(q("{'url':'shop://loop1','matched':false,'refusal':'redirect','reason"
            + "':'a redirect loop: shop://loop1 → shop://loop2 → shop://loop1; a router stops it af"
            + "ter 8 redirects','document':12}"), lines[2]);
        assertEquals(q("{'url':'shop://legacy','matched':false,'refusal':'no-route','reaso"
            + "n':'shop://legacy: no route matches /legacy in namespace shop','document':12}"),
            lines[4]);
        assertEquals(document + ": applied document 12\n" + broken + ": refused (malformed): "
            + broken + ":1:22: \"serial\" must be 1 or more, found 0\n", r[2]);
    }

    @Test
    void withEveryDocumentRefusedTheTableAnswersAlone() throws Exception {
        String table = file("t.json", AppliedTableTest.TABLE);
        String document =
            file("doc.json", q("{'format':1,'serial':3,'app':{'platforms':['ios']}}"));
        String[] r = run("match", "--table", table, "--document", document, "--app-version", "2.0",
            "--platform", "android", "--at", "2026-12-01", "https://m.shop.example/old/5");
        assertEquals(q("{'url':'https://m.shop.example/old/5','matched':true,'route':{'pat"
            + "tern':'shop://goods/<int:id>','scheme':'shop','priority':0,'handler':'goods','name':"
            + "'goods.detail'},'parameters':{'id':'5'},'wildcard':[],'rewrittenTo':'shop://goods/5'"
            + ",'rewrites':[{'rule':2,'from':'https://m.shop.example/old/5','to':'https://m.shop.ex"
            + "ample/p/5'},{'rule':1,'from':'https://m.shop.example/p/5','to':'shop://goods/5'}],'d"
            + "ocument':null}\n"), r[1]);
        assertEquals(document + ": refused (otherApp): document 3 is for app versions any…any on "
            + "ios; this is 2.0 on android\n", r[2]);
    }

    @Test
    void unreadableFilesAndKeysExit1AndUsageErrorsExit64() throws Exception {
        String table = file("t.json", AppliedTableTest.TABLE);
        String document = file("doc.json", "{\"format\":1,\"serial\":3}");
        String missing = directory.resolve("none.json").toString();
        String[] r = run("match", "--table", table, "--document", missing, "x");
        assertEquals("1", r[0]);
        assertEquals(missing + ": cannot read the file (No such file or directory)\n", r[2]);
        String notAKey = file("k.pub", "not a key");
        r = run("match", "--table", table, "--document", document, "--key", "k=" + notAKey, "x");
        assertEquals("1", r[0]);
        assertEquals(notAKey + ": pinned key \"k\" is not a base64 Ed25519 public key\n", r[2]);
        r = run("match", "--table", table, "--document", document, "--platform", "ios", "x");
        assertEquals("64", r[0]);
        assertEquals("Error: --platform goes with --app-version\n"
            + "Usage: switchyard match [<options>] --table <table> [<urls> ...]\n"
            + "  See 'switchyard match --help' for more information.\n", r[2]);
        r = run("match", "--table", table, "--key", "k=" + notAKey, "x");
        assertEquals("64", r[0]);
    }

    @Test
    void aSignedDocumentNeedsItsKey() throws Exception {
        TestSigner signer = new TestSigner();
        String table = file("t.json", AppliedTableTest.TABLE);
        String signed = file("s.json", new String(signer.seal("{\"format\":1,\"serial\":4,"
            + "\"remove\":[\"shop://cart\"]}", "2026-a"), StandardCharsets.UTF_8));
        String key = file("2026-a.pub", signer.publicKey + "\n");
        String[] r = run("match", "--table", table, "--document", signed, "--key",
            "2026-a=" + key, "shop://cart");
        assertEquals(signed + ": applied document 4\n", r[2]);
        assertEquals(q("{'url':'shop://cart','matched':false,'refusal':'no-route','reason'"
            + ":'shop://cart: no route matches /cart in namespace shop','document':4}\n"), r[1]);
    }

    @Test
    void handlerFailsAnswersTheLegAfterTheDegradeAsSwiftDoes() throws Exception {
        String table = file("t.json", AppliedTableTest.TABLE);
        String document = file("doc.json", AppliedTableTest.DOCUMENT);
        String[] r = run("match", "--table", table, "--document", document, "--source", "push",
            "--handler-fails", "shop://cart", "shop://a");
        assertEquals("0", r[0]);
        String[] lines = r[1].split("\n");
        assertEquals(q("{'url':'shop://cart','matched':true,'route':{'pattern':'shop://erro"
            + "r','scheme':'shop','priority':0,'handler':'error'},'parameters':{'from':'cart'},'wil"
            + "dcard':[],'source':'push','policy':'allowed','followed':[{'kind':'degrade','from':'s"
            + "hop://cart','to':'shop://error?from=cart'}],'document':12}"), lines[0]);
        // A route without a handlerFails degrade is answered as without the flag.
        assertEquals(q("{'url':'shop://a','matched':true,'route':{'pattern':'shop://b','scheme"
            + "':'shop','priority':0,'handler':'b'},'parameters':{},'wildcard':[],'source':'push','"
            + "policy':'allowed','followed':[{'kind':'degrade','from':'shop://a','to':'shop://b'}],"
            + "'document':12}"), lines[1]);
        String[] usage = run("match", "--table", table, "--handler-fails", "shop://cart");
        assertEquals("64", usage[0]);
        assertEquals("Error: --handler-fails goes with --document", usage[2].split("\n")[0]);
    }

    @Test
    void withNoDocumentInForceTheTablesRulesAreNamedAsTheRouterNamesThem() throws Exception {
        String table = file("t.json", "{\"routes\":[],\"rewrites\":[{\"from\":\"/a\","
            + "\"to\":\"app://b\"},{\"from\":\"/b\",\"to\":\"app://a\"}]}");
        String broken = file("bad0.json", "{\"format\":1,\"serial\":0}");
        String[] r = run("match", "--table", table, "--document", broken, "app://a");
        assertEquals("0", r[0]);
        String cycle = "rewrite 1 → rewrite 2 → rewrite 1";
        assertEquals(q("{'url':'app://a','matched':false,'refusal':'rewrite','reason':'rewrites"
            + " form a cycle: ") + cycle + q(" (app://a → app://b → app://a); a router refuses the"
            + " URL','rewrites':[{'rule':1,'from':'app://a','to':'app://b'},{'rule':2,'from':'app"
            + "://b','to':'app://a'}],'document':null}\n"), r[1]);
    }

    @Test
    void aDocumentRouteInAFallingBackNamespaceKeepsTheFallback() throws Exception {
        String table = file("t.json", "{\"namespaces\":{\"app\":{\"fallbackToGlobal\":true}},"
            + "\"routes\":[{\"pattern\":\"/x\",\"handler\":\"g\"}]}");
        String document = file("d.json", "{\"format\":1,\"serial\":2,\"routes\":[{\"pattern\""
            + ":\"app://item/:id\",\"handler\":\"z\"}]}");
        String[] r = run("match", "--table", table, "--document", document, "app://x");
        assertEquals(document + ": applied document 2\n", r[2]);
        assertEquals(q("{'url':'app://x','matched':true,'route':{'pattern':'/x','scheme':'global'"
            + ",'priority':0,'handler':'g'},'parameters':{},'wildcard':[],'document':2}\n"), r[1]);
    }
}
