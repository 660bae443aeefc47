package dev.switchyard.example.story;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.Arrays;
import java.util.Base64;
import java.util.function.UnaryOperator;

/**
 * The release pipeline's side of the story, as the Swift demo's {@code ReleasePipeline}: a key pair
 * ({@code switchyard keygen}) and documents signed with it ({@code switchyard sign}), in the
 * envelope the dynamic-routing article describes. It uses the JDK's Ed25519 (Java 15 and later):
 * a pipeline signs, an app never does.
 */
final class ReleasePipeline {
    final String keyId;
    private final KeyPair pair;

    ReleasePipeline(String keyId) throws GeneralSecurityException {
        this.keyId = keyId;
        this.pair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
    }

    /** The public key the app pins: its raw 32 bytes (the X.509 form's last 32), base64. */
    String publicKey() {
        byte[] encoded = pair.getPublic().getEncoded();
        return Base64.getEncoder().encodeToString(
            Arrays.copyOfRange(encoded, encoded.length - 32, encoded.length));
    }

    /** {@code document} signed. */
    byte[] sign(String document) throws GeneralSecurityException {
        return envelope(document, document);
    }

    /** {@code document} signed, then changed after signing (a tampered copy on the host). */
    byte[] signThenTamper(String document, UnaryOperator<String> change)
        throws GeneralSecurityException {
        return envelope(document, change.apply(document));
    }

    /** The envelope, its keys sorted: the signature over {@code signed}, carrying {@code sent}. */
    private byte[] envelope(String signed, String sent) throws GeneralSecurityException {
        Signature signer = Signature.getInstance("Ed25519");
        signer.initSign(pair.getPrivate());
        signer.update(signed.getBytes(StandardCharsets.UTF_8));
        Base64.Encoder base64 = Base64.getEncoder();
        String envelope = "{\"document\":\""
            + base64.encodeToString(sent.getBytes(StandardCharsets.UTF_8))
            + "\",\"format\":1,\"keyId\":\"" + keyId + "\",\"signature\":\""
            + base64.encodeToString(signer.sign()) + "\"}";
        return envelope.getBytes(StandardCharsets.UTF_8);
    }
}
