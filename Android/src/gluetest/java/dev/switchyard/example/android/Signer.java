package dev.switchyard.example.android;

import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocumentError;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.Arrays;
import java.util.Base64;
import java.util.Map;

/** The release pipeline's key: envelopes as {@code switchyard sign} writes them. */
final class Signer {
    private final KeyPair pair;

    Signer() throws GeneralSecurityException {
        pair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
    }

    /** The key the app pins, as key 2026-a. */
    PinnedKeys keys() throws RoutingDocumentError {
        byte[] encoded = pair.getPublic().getEncoded();
        String raw = Base64.getEncoder().encodeToString(
            Arrays.copyOfRange(encoded, encoded.length - 32, encoded.length));
        return PinnedKeys.of(Map.of("2026-a", raw));
    }

    /** A document of {@code serial} that adds nothing, signed. */
    byte[] document(int serial) throws GeneralSecurityException {
        return seal("{ \"format\": 1, \"serial\": " + serial + " }", false);
    }

    /** The same, changed after it was signed. */
    byte[] tampered(int serial) throws GeneralSecurityException {
        return seal("{ \"format\": 1, \"serial\": " + serial + " }", true);
    }

    private byte[] seal(String document, boolean tamper) throws GeneralSecurityException {
        Signature signer = Signature.getInstance("Ed25519");
        signer.initSign(pair.getPrivate());
        signer.update(document.getBytes(StandardCharsets.UTF_8));
        String sent = tamper ? document.replace("\"format\": 1", "\"format\":  1") : document;
        Base64.Encoder base64 = Base64.getEncoder();
        return ("{\"document\":\"" + base64.encodeToString(sent.getBytes(StandardCharsets.UTF_8))
            + "\",\"format\":1,\"keyId\":\"2026-a\",\"signature\":\""
            + base64.encodeToString(signer.sign()) + "\"}").getBytes(StandardCharsets.UTF_8);
    }
}
