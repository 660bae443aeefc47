package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.documents.SignedEnvelope;
import dev.switchyard.internal.crypto.Base64Text;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Envelopes are verified with java.security as Swift verifies them: the same refusal codes, and the
 * messages {@code switchyard verify} printed for the same envelopes (noted at each case).
 */
class SignedEnvelopeTest {
    /** Signed by {@code switchyard sign --key k1.key --key-id k-1} (the reference build). */
    static final String SWIFT_ENVELOPE = "{\"document\":\""
        + "eyAiZm9ybWF0IjogMSwgInNlcmlhbCI6IDUsICJyZWRpcmVjd"
        + "HMiOiBbIHsiZnJvbSI6ICJzaG9wOi8vaXRlbS86aWQiLCAidG8iOiAic2hvcDovL2"
        + "dvb2RzL3tpZH0ifSBdIH0=\","
        + "\"format\":1,\"keyId\":\"k-1\",\"signature\":\""
        + "moM8UqZ5IBD7mDSZNj\\/eShTMAV8IoZu7TxrAXQnzwTDu"
        + "LopKH8pBBHzxIgoRnpob8YCW+w1MzSLXwkSzWECjCg==\"}";
    /** k1.pub, the key that signed {@link #SWIFT_ENVELOPE}. */
    static final String SWIFT_KEY = "n7u/lkmVbSgwI86CTaOSUVh2zm6IabGcyiPeaMhRrq0=";

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static RoutingDocumentError refusal(String envelope, PinnedKeys keys) {
        return assertThrows(RoutingDocumentError.class,
            () -> SignedEnvelope.open(bytes(envelope), keys, "e.json"));
    }

    @Test
    void anEnvelopeSwiftSignedVerifies() throws Exception {
        SignedEnvelope opened = SignedEnvelope.open(bytes(SWIFT_ENVELOPE),
            PinnedKeys.of(Map.of("k-1", SWIFT_KEY)), "e.json");
        assertEquals(5, opened.document().serial());
        assertEquals("k-1", opened.keyId());
        assertEquals("shop://item/:id", opened.document().redirects().get(0).from());
    }

    @Test
    void anEnvelopeJavaSignedVerifies() throws Exception {
        TestSigner signer = new TestSigner();
        SignedEnvelope opened = SignedEnvelope.open(signer.seal("{\"format\":1,\"serial\":9}", "a"),
            PinnedKeys.of(Map.of("a", signer.publicKey)), "e.json");
        assertEquals(9, opened.document().serial());
    }

    @Test
    void tamperedOrSignedByAnotherKeyIsABadSignature() throws Exception {
        PinnedKeys keys = PinnedKeys.of(Map.of("k-1", SWIFT_KEY));
        // The document's serial changed from 5 to 6 ("IDU" to "IDY"); the signature kept.
        RoutingDocumentError tampered = refusal(SWIFT_ENVELOPE.replace("IDUsICJy", "IDYsICJy"),
                keys);
        assertEquals(RoutingDocumentError.Code.BAD_SIGNATURE, tampered.code());
        assertEquals("e.json: the signature does not match the document for key \"k-1\"",
            tampered.getMessage());
        TestSigner other = new TestSigner();
        RoutingDocumentError otherKey = refusal(
            new String(other.seal("{\"format\":1,\"serial\":5}", "k-1"), StandardCharsets.UTF_8),
                    keys);
        assertEquals(RoutingDocumentError.Code.BAD_SIGNATURE, otherKey.code());
        RoutingDocumentError shortSignature =
            refusal(SWIFT_ENVELOPE.replaceAll("\"signature\":\"[^\"]*\"",
                    "\"signature\":\"eHh4eHh4eHh4eA==\""), keys);
        assertEquals(RoutingDocumentError.Code.BAD_SIGNATURE, shortSignature.code());
    }

    @Test
    void aKeyNotPinnedIsUnknown() throws Exception {
        TestSigner other = new TestSigner();
        RoutingDocumentError error = refusal(SWIFT_ENVELOPE.replace("\"k-1\"", "\"k-9\""),
            PinnedKeys.of(Map.of("k-1", SWIFT_KEY, "k-3", other.publicKey)));
        assertEquals(RoutingDocumentError.Code.UNKNOWN_KEY, error.code());
        assertEquals("e.json: signed by key \"k-9\", which this app does not pin "
            + "(pinned: k-1, k-3)",
            error.getMessage());
    }

    @Test
    void aBareDocumentIsUnsigned() throws Exception {
        RoutingDocumentError error = refusal("{ \"format\": 1, \"serial\": 5 }",
            PinnedKeys.of(Map.of("k-1", SWIFT_KEY)));
        assertEquals(RoutingDocumentError.Code.UNSIGNED, error.code());
        assertEquals("e.json: a bare document; this app takes signed documents only",
                error.getMessage());
    }

    @Test
    void brokenEnvelopesAreMalformedWithSwiftsWords() throws Exception {
        PinnedKeys keys = PinnedKeys.of(Map.of("k-1", SWIFT_KEY));
        String[][] cases = {
            {"{\"format\":1,",
                "e.json: not JSON at 1:13: unexpected end of input; '{' at 1:1 is not closed"
                    + " (12 bytes)"},
            {"{\"format\":1,\"format\":2}",
                "e.json: not JSON at 1:13: duplicate key \"format\" (23 bytes)"},
            {"[1]", "e.json: not a JSON object"},
            {"{\"format\":1,\"keyId\":\"k-1\",\"document\":\"e30=\"}", "e.json: no \"signature\""},
            {SWIFT_ENVELOPE.replace("\"format\":1", "\"format\":2"),
                "e.json: format 2 is not supported; this version reads envelope format 1"},
            {SWIFT_ENVELOPE.replace("\"format\":1", "\"format\":\"1\""),
                "e.json: format \"1\" is not supported; this version reads envelope format 1"},
            {SWIFT_ENVELOPE.replace("\"format\":1,", ""),
                "e.json: no \"format\"; this version reads envelope format 1"},
            {SWIFT_ENVELOPE.replace("fSBdIH0=", "fSBdIH0"),
                "e.json: the envelope needs \"keyId\", and base64 \"signature\" and \"document\""},
            {SWIFT_ENVELOPE.replace("\"signature\":\"", "\"signature\":\"!!!!"),
                "e.json: the envelope needs \"keyId\", and base64 \"signature\" and \"document\""},
        };
        for (String[] c : cases) {
            RoutingDocumentError error = refusal(c[0], keys);
            assertEquals(RoutingDocumentError.Code.MALFORMED, error.code(), c[1]);
            assertEquals(c[1], error.getMessage());
        }
    }

    @Test
    void aSignedDocumentThatDoesNotReadIsMalformedAtItsPlace() throws Exception {
        TestSigner signer = new TestSigner();
        String document = "{\"format\":1,\"serial\":3,\"x\":1}";
        RoutingDocumentError error = refusal(new String(signer.seal(document,
            "a"), StandardCharsets.UTF_8), PinnedKeys.of(Map.of("a", signer.publicKey)));
        assertEquals(RoutingDocumentError.Code.MALFORMED, error.code());
        assertEquals(1, error.diagnostics().get(0).line());
        assertEquals(24, error.diagnostics().get(0).column());
        assertEquals("e.json:1:24: unknown key \"x\" in routing document; expected one of: format,"
            + " serial, app, notBefore, expires, rollout, rewrites, redirects, degrades, routes,"
            + " remove",
            error.getMessage());
    }

    @Test
    void aPinnedKeyMustBe32BytesOfBase64() {
        for (String bad : new String[] {"not base64", "AAAA",
                "n7u/lkmVbSgwI86CTaOSUVh2zm6IabGcyiPeaMhRrq0"}) {
            RoutingDocumentError error =
                assertThrows(RoutingDocumentError.class, () -> PinnedKeys.of(Map.of("k", bad)));
            assertEquals(RoutingDocumentError.Code.MALFORMED, error.code());
            assertEquals("pinned key \"k\" is not a base64 Ed25519 public key", error.getMessage());
        }
    }

    @Test
    void aPinnedKeyOfSmallOrderOrNotCanonicalIsRefusedWithWhy() {
        String smallOrder = "pinned key \"k\" is a point of small order, for which anyone can "
            + "make a signature";
        String[][] cases = {
            {"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
                smallOrder},
            {"AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
                smallOrder},
            {"JuiVj8KyJ7BFw/SJ8u+Y8NXfrAXTxjM5sTgCiG1T/AU=",
                smallOrder},
            {"7f///////////////////////////////////////38=",
                "pinned key \"k\" is not a canonical Ed25519 public key: its y is not below "
                    + "2^255 - 19"},
            {"AgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
                "pinned key \"k\" is not an Ed25519 public key: no point of the curve has its y"},
        };
        for (String[] c : cases) {
            RoutingDocumentError error = assertThrows(RoutingDocumentError.class,
                () -> PinnedKeys.of(java.util.Collections.singletonMap("k", c[0])));
            assertEquals(RoutingDocumentError.Code.MALFORMED, error.code());
            assertEquals(c[1], error.getMessage());
        }
    }

    @Test
    void aSignatureOf65BytesIsABadSignature() throws Exception {
        // The valid 64 bytes and a 0x00 (issue #71, item 10): Swift says badSignature too.
        byte[] signature = Base64Text.decode("moM8UqZ5IBD7mDSZNj/eShTMAV8IoZu7TxrAXQnzwTDu"
            + "LopKH8pBBHzxIgoRnpob8YCW+w1MzSLXwkSzWECjCg==");
        String longer = java.util.Base64.getEncoder().encodeToString(
            java.util.Arrays.copyOf(signature, 65));
        RoutingDocumentError error = refusal(SWIFT_ENVELOPE.replaceAll(
            "\"signature\":\"[^\"]*\"", "\"signature\":\"" + longer + "\""),
            PinnedKeys.of(java.util.Collections.singletonMap("k-1", SWIFT_KEY)));
        assertEquals(RoutingDocumentError.Code.BAD_SIGNATURE, error.code());
        assertEquals("e.json: the signature does not match the document for key \"k-1\"",
            error.getMessage());
    }
}
