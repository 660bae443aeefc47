package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.documents.DegradeCondition;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.documents.RoutingDocumentError;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A broken routing document gets the message, line and column Swift's {@code switchyard sign} and
 * {@code lint --document} give it: each expected text below is what the Swift tool printed for the
 * same bytes (the reference build, {@code sign} on each document).
 */
class DocumentParseTest {
    /** The keys a routing document's top level takes, as its unknown-key refusal lists them. */
    private static final String TOP_KEYS =
        "format, serial, app, notBefore, expires, rollout, rewrites, redirects, degrades, routes,"
            + " remove";

    private static byte[] text(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] withByte(String before, int value, String after) {
        byte[] head = text(before);
        byte[] tail = text(after);
        byte[] all = Arrays.copyOf(head, head.length + 1 + tail.length);
        all[head.length] = (byte) value;
        System.arraycopy(tail, 0, all, head.length + 1, tail.length);
        return all;
    }

    private static void parses(byte[] document) throws RoutingDocumentError {
        assertEquals(3, RoutingDocument.parse(document, "d.json").serial());
    }

    /** The first problem at its place; every problem in the message, each as file:line:column. */
    private static void refused(byte[] document, int line, int column, String first, String all) {
        RoutingDocumentError error = assertThrows(RoutingDocumentError.class,
            () -> RoutingDocument.parse(document, "d.json"));
        assertEquals(RoutingDocumentError.Code.MALFORMED, error.code());
        assertEquals(line, error.diagnostics().get(0).line(), all);
        assertEquals(column, error.diagnostics().get(0).column(), all);
        assertEquals(first, error.diagnostics().get(0).message());
        String expected = Arrays.stream(all.split("\n")).map(l -> "d.json:" + l)
            .collect(Collectors.joining("\n"));
        assertEquals(expected, error.getMessage());
    }

    @Test
    void theDocumentsShapeIsChecked() throws RoutingDocumentError {
        refused(text("{ \"format\": 1, \"serial\": 3, }"),
            1, 27, "trailing comma is not allowed",
            "1:27: trailing comma is not allowed");
        refused(text("{ \"format\": 1 \"serial\": 3 }"),
            1, 15, "expected ',' or '}' after object member",
            "1:15: expected ',' or '}' after object member");
        refused(text("{ \"format\": 1, \"serial\": 3, \"serial\": 4 }"),
            1, 29, "duplicate key \"serial\"",
            "1:29: duplicate key \"serial\"");
        refused(text("[1, 2]"),
            1, 1, "the document must be an object, found array",
            "1:1: the document must be an object, found array");
        refused(text("{ \"format\": 2, \"serial\": 3 }"),
            1, 1, "format 2 is not supported; this version reads format 1",
            "1:1: format 2 is not supported; this version reads format 1");
        refused(text("{ \"serial\": 3 }"),
            1, 1, "missing \"format\" (1)",
            "1:1: missing \"format\" (1)");
        refused(text("{ \"format\": 1 }"),
            1, 1, "missing \"serial\" (a number that grows with every document)",
            "1:1: missing \"serial\" (a number that grows with every document)");
        refused(text("{ \"format\": 1, \"serial\": \"3\" }"),
            1, 26, "\"serial\" must be a whole number, 1 or more, found a string",
            "1:26: \"serial\" must be a whole number, 1 or more, found a string");
    }

    @Test
    void eachRuleIsCheckedInPlace() throws RoutingDocumentError {
        refused(text("{ \"format\": 1, \"serial\": 3.5 }"),
            1, 26, "\"serial\" must be a whole number, 1 or more, found a number with a fractio"
                + "n or an exponent",
            "1:26: \"serial\" must be a whole number, 1 or more, found a number with a fractio"
                + "n or an exponent");
        refused(text("{ \"format\": 1, \"serial\": 3, \"rollout\": { \"percent\": 150 } }"),
            1, 53, "\"percent\" must be between 0 and 100",
            "1:53: \"percent\" must be between 0 and 100");
        refused(text("{ \"format\": 1, \"serial\": 3, \"notBefore\": \"2026-12-31T00:00:00Z"
            + "\", \"expires\": \"2026-12-01T00:00:00Z\" }"),
            1, 1, "\"expires\" is not after \"notBefore\"",
            "1:1: \"expires\" is not after \"notBefore\"");
        refused(text("{ \"format\": 1, \"serial\": 3, \"app\": { \"maxVersion\": \"2.x\", \""
            + "platforms\": [\"ios\", 3], \"os\": 1 } }"),
            1, 52, "\"maxVersion\" must be a version such as 2.10.1, found \"2.x\"",
            "1:52: \"maxVersion\" must be a version such as 2.10.1, found \"2.x\"\n"
                + "1:80: each of \"platforms\" must be a string, found integer\n1:84: unk"
                + "nown key \"os\" in \"app\"; expected one of: minVersion, maxVersion, platforms");
        refused(text("{ \"format\": 1, \"serial\": 3, \"rollout\": { \"percent\": \"5\", \"s"
            + "alt\": 1, \"x\": 2 } }"),
            1, 53, "\"percent\" must be a number, found string",
            "1:53: \"percent\" must be a numbe"
                + "r, found string\n1:66: \"salt\" must be a string, found integer\n1:69:"
                + " unknown key \"x\" in \"rollout\"; expected one of: percent, salt");
        refused(text("{ \"format\": 1, \"serial\": 3, \"rewrites\": [ {\"from\": \"a\", \"re"
            + "gex\": \"b\", \"to\": \"c\"}, {\"to\": \"x\"}, {\"from\": \"a\", \"to"
            + "\": \"b\", \"query\": {\"keep\": \"x\", \"rename\": {\"a\": 1}, \"z\":"
            + " 1}}, 7 ] }"),
            1, 43, "rewrite has both \"from\" and \"regex\"; give one",
            "1:43: rewrite has both \"from\" and \"regex\"; give one\n1:83: a rew"
                + "rite needs \"from\" (or \"regex\") and \"to\"\n1:139: \"keep\" must be"
                + " an array, found string\n1:160: each value of \"rename\" must be a str"
                + "ing, found integer\n1:164: unknown key \"z\" in \"query\"; expected one of: ke"
                + "ep, drop, rename, add\n1:174: a rewrite must be an object, found integer");
        refused(text("{ \"format\": 1, \"serial\": 3, \"routes\": [ {\"pattern\": \"shop://x"
            + "\", \"internal\": \"yes\", \"tags\": [1]}, {\"pattern\": \"p\", \"hand"
            + "ler\": \"h\", \"extra\": 1} ] }"),
            1, 41, "a route needs \"pattern\" and \"handler\" (a handler the app registere"
                + "d by name)",
            "1:41: a route needs \"pattern\" and \"handler\" (a handler the app reg"
                + "istered by name)\n1:77: \"internal\" must be a boolean, found string\n"
                + "1:93: each of \"tags\" must be a string, found integer\n1:131: unknown"
                + " key \"extra\" in a route; expected one of: pattern, handler, name, tags,"
                + " internal");
        refused(text("{ \"format\": 1, \"serial\": 3, \"remove\": [ {\"name\": 5}, 3, {\"pat"
            + "tern\": \"x\"} ], \"degrades\": [ {\"name\": \"a\", \"to\": \"b\", \"a"
            + "pp\": {\"minVersion\": \"1.2.3.4.5\"}, \"y\": 0} ] }"),
            1, 50, "\"name\" must be a string, found integer",
            "1:50: \"name\" must be a string, found integer\n1:54: a removal (a pat"
                + "tern, or {\"name\": \u2026}) must be a string, found integer\n1:57: a "
                + "removal (a pattern, or {\"name\": \u2026}) must be a string, found obj"
                + "ect\n1:138: \"minVersion\" must be a version such as 2.10.1, found \"1"
                + ".2.3.4.5\"\n1:152: unknown key \"y\" in a degrade; expected one of: route or n"
                + "ame, to, when, app");
    }

    @Test
    void syntaxErrorsAreSwifts() throws RoutingDocumentError {
        refused(text("{ \"format\": 1, \"serial\": 3, \"redirects\": {} }"),
            1, 42, "\"redirects\" must be an array, found object",
            "1:42: \"redirects\" must be an array, found object");
        refused(text("{ \"format\": 1, \"serial\": 3, \"x\": \"\\q\" }"),
            1, 35, "invalid escape '\\q'",
            "1:35: invalid escape '\\q'");
        refused(text("{ \"format\": 1, \"serial\": 3, \"x\": \"\\uD800\" }"),
            1, 35, "unpaired surrogate '\\uD800'",
            "1:35: unpaired surrogate '\\uD800'");
        refused(text("{ \"format\": 1, \"serial\": 3, \"x\": \"\\u12G4\" }"),
            1, 35, "invalid escape '\\u12G'; expected four hex digits",
            "1:35: invalid escape '\\u12G'; expected four hex digits");
        refused(text("{ \"format\": 1, \"serial\": 03 }"),
            1, 26, "leading zeros are not allowed in numbers",
            "1:26: leading zeros are not allowed in numbers");
        refused(text("{ \"format\": 1, \"serial\": tru }"),
            1, 26, "invalid literal 'tru'",
            "1:26: invalid literal 'tru'");
        refused(text("{ \"format\": 1, \"serial\": True }"),
            1, 26, "invalid literal 'True'; did you mean 'true'?",
            "1:26: invalid literal 'True'; did you mean 'true'?");
        refused(text("{ \"format\": 1, \"serial\": 1e999 }"),
            1, 26, "number 1e999 is out of range",
            "1:26: number 1e999 is out of range");
        refused(text("{ \"format\": 1, \"serial\": 3 } x"),
            1, 30, "trailing characters after the JSON value",
            "1:30: trailing characters after the JSON value");
        refused(text("{ \"format\": 1, \"serial\": -}"),
            1, 27, "expected a digit after '-'",
            "1:27: expected a digit after '-'");
        refused(text("{ \"format\": 1, \"serial\": 3, \"x\": \"ab"),
            1, 34, "unterminated string",
            "1:34: unterminated string");
        refused(text("{ \"format\": 1, \"serial\": 3, \"x\": [1, 2"),
            1, 39, "unexpected end of input; '[' at 1:34 is not closed",
            "1:39: unexpected end of input; '[' at 1:34 is not closed");
        refused(text(""),
            1, 1, "unexpected end of input",
            "1:1: unexpected end of input");
        refused(text("{ \"format\": 1, \"serial\": 3, \"x\": @ }"),
            1, 34, "unexpected character '@'",
            "1:34: unexpected character '@'");
        refused(text("{ 1: 2 }"),
            1, 3, "expected a string key",
            "1:3: expected a string key");
        refused(text("{ \"a\" 2 }"),
            1, 7, "expected ':' after object key",
            "1:7: expected ':' after object key");
    }

    @Test
    void datesBytesAndEscapesAreSwifts() throws RoutingDocumentError {
        // RFC 3339 as written (document.format.dates): a fraction is taken, a day alone and an
        // offset without its colon are not.
        refused(text("{ \"format\": 1, \"serial\": 3, \"notBefore\": \"2026-12-01T00:00:00.5"
            + "Z\", \"expires\": \"2026-12-31\" }"),
            1, 79, "\"expires\" must be a date and time such as 2026-12-31T00:00:00Z, found \"202"
                + "6-12-31\"",
            "1:79: \"expires\" must be a date and time such as 2026-12-31T00:00:00Z, found \"202"
                + "6-12-31\"");
        parses(text("{ \"format\": 1, \"serial\": 3, \"notBefore\": \"2026-12-01T00:00:00+0"
            + "1:00\", \"expires\": \"2026-12-31T00:00:00-01:00\" }"));
        refused(text("{ \"format\": 1, \"serial\": 3, \"expires\": \"2026-12-31T00:00:00+0100\" }"),
            1, 40, "\"expires\" must be a date and time such as 2026-12-31T00:00:00Z, found \"202"
                + "6-12-31T00:00:00+0100\"",
            "1:40: \"expires\" must be a date and time such as 2026-12-31T00:00:00Z, found \"202"
                + "6-12-31T00:00:00+0100\"");
        refused(text("{ \"format\": 1, \"serial\": 3, \"expires\": \"2027-02-29T00:00:00Z\" }"),
            1, 40, "\"expires\" must be a date and time such as 2026-12-31T00:00:00Z, found \"202"
                + "7-02-29T00:00:00Z\": day 29 is not in February 2027 (28 days)",
            "1:40: \"expires\" must be a date and time such as 2026-12-31T00:00:00Z, found \"202"
                + "7-02-29T00:00:00Z\": day 29 is not in February 2027 (28 days)");
        refused(withByte("{ \"format\": 1, \"serial\": 3, \"x\": \"a", 0xFF, "\" }"),
            1, 36, "invalid UTF-8 byte 0xFF in string",
            "1:36: invalid UTF-8 byte 0xFF in string");
        refused(text("{ \"format\": 1, \"serial\": 3, \"x\": \u00e9 }"),
            1, 34, "unexpected character '\u00e9'",
            "1:34: unexpected character '\u00e9'");
        refused(text("{ \"format\": 1,\r\n \"serial\": 3,\r\n \"\u00e9\": 1 }"),
            3, 2, "unknown key \"\u00e9\" in routing document; expected one of: " + TOP_KEYS,
            "3:2: unknown key \"\u00e9\" in routing document; expected one of: " + TOP_KEYS);
        refused(text("{ \"format\": 1, \"serial\": 3, \"x\": \"a\tb\" }"),
            1, 36, "unescaped control character U+0009 in string",
            "1:36: unescaped control character U+0009 in string");
        refused(text("{ \"format\": 1, \"serial\": 3, \"x\": \"\\u00\" }"),
            1, 35, "invalid escape '\\u00'; expected four hex digits",
            "1:35: invalid escape '\\u00'; expected four hex digits");
        refused(text("{ \"format\": 1, \"serial\": 3, \"x\": \"\\/\\b\\f\\n\\r\\t\\u00e9"
            + "\\ud83d\\ude00\" , \"y\": 1}"),
            1, 29, "unknown key \"x\" in routing document; expected one of: " + TOP_KEYS,
            "1:29: unknown key \"x\" in routing document; expected one of: " + TOP_KEYS
                + "\n1:69: unknown key \"y\" in routing document; expected one of: " + TOP_KEYS);
    }

    @Test
    void nestingDeeperThan128IsRefusedAtTheContainer() {
        String deep = "[".repeat(200) + "]".repeat(200);
        refused(text(deep), 1, 129, "nesting deeper than 128 levels",
            "1:129: nesting deeper than 128 levels");
        String inRewrites = "{\"format\":1,\"serial\":3,\"rewrites\":" + "[".repeat(130)
            + "]".repeat(130) + "}";
        refused(text(inRewrites), 1, 162, "nesting deeper than 128 levels",
            "1:162: nesting deeper than 128 levels");
    }

    @Test
    void aDocumentReadsItsRules() throws RoutingDocumentError {
        RoutingDocument document = RoutingDocument.parse(
            "{\"format\":1,\"serial\":12,\"app\":{\"minVersion\":\"2.0\","
                + "\"platforms\":[\"Android\"]},\"rollout\":{\"percent\":5,\"salt\":\"s\"},"
                + "\"rewrites\":[{\"regex\":\"^a$\",\"to\":\"b\","
                + "\"query\":{\"drop\":[\"x\"]}}],\"degrades\":[{\"name\":\"n\",\"to\":\"u\","
                + "\"when\":\"handlerFails\"}],\"routes\":[{\"pattern\":\"p\",\"handler\":\"h\","
                + "\"internal\":true}],\"remove\":[{\"name\":\"old\"},\"shop://x\"]}", "d.json");
        assertEquals(12, document.serial());
        assertEquals(java.util.List.of("android"), document.app().platforms());
        assertEquals(5.0, document.rollout().percent());
        assertEquals("^a$", document.rewrites().get(0).regex());
        assertEquals(java.util.List.of("x"), document.rewrites().get(0).query().drop());
        assertEquals(DegradeCondition.HANDLER_FAILS, document.degrades().get(0).when());
        assertEquals("n", document.degrades().get(0).route().name());
        assertEquals(true, document.routes().get(0).internal());
        assertEquals("old", document.removals().get(0).name());
        assertEquals("shop://x", document.removals().get(1).pattern());
    }
}
