package dev.switchyard;

import dev.switchyard.internal.json.Json;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.Arrays;
import java.util.Base64;

/** A fresh Ed25519 key that seals documents in envelopes as {@code switchyard sign} writes them. */
public final class TestSigner {
    private final KeyPair pair;
    /** The raw 32-byte public key, base64, as {@code switchyard keygen} writes a .pub file. */
    public final String publicKey;

    public TestSigner() throws GeneralSecurityException {
        pair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        byte[] encoded = pair.getPublic().getEncoded();
        publicKey = Base64.getEncoder().encodeToString(Arrays.copyOfRange(encoded,
                encoded.length - 32,
            encoded.length));
    }

    /** The envelope of {@code document} signed under {@code keyId}. */
    public byte[] seal(String document, String keyId) throws GeneralSecurityException {
        byte[] payload = document.getBytes(StandardCharsets.UTF_8);
        Signature signer = Signature.getInstance("Ed25519");
        signer.initSign(pair.getPrivate());
        signer.update(payload);
        String signature = Base64.getEncoder().encodeToString(signer.sign());
        String envelope = "{\"document\":\"" + Base64.getEncoder().encodeToString(payload)
            + "\",\"format\":1,\"keyId\":" + Json.quote(keyId) + ",\"signature\":\"" + signature
                    + "\"}";
        return envelope.getBytes(StandardCharsets.UTF_8);
    }
}
